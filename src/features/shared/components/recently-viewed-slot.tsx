import { Suspense, lazy } from 'react'
import { useRecentlyViewed } from '#src/hooks/use-recently-viewed'

// A visitor with no history never loads the row's code; the page's own chunk stays as it was.
const RecentlyViewedRow = lazy(() =>
  import('./recently-viewed').then((module) => ({ default: module.RecentlyViewed })),
)

/**
 * Issue 31: the templates this browser opened last, most recent first, with a Clear button.
 * Only the browser knows them: the served page and the hydrating app have nothing here (no
 * space kept), and the row appears after hydration once its cards have arrived. Pages put it
 * last, so nothing above it moves when it does.
 */
export function RecentlyViewed() {
  const { ids } = useRecentlyViewed()
  if (ids.length === 0) return null
  return (
    <Suspense fallback={null}>
      <RecentlyViewedRow />
    </Suspense>
  )
}
