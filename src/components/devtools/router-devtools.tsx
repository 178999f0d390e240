import { useHydrated } from '@tanstack/react-router'
import { Suspense, lazy } from 'react'

// Spelled out in full for Vite's static replacement: a production build sees `false` here, drops
// the dynamic import and emits no devtools chunk at all. Plain Node (the import test) has no env.
const isDev = import.meta.env ? import.meta.env.DEV : false

const DevtoolsPanel = isDev
  ? lazy(() =>
      import('@tanstack/react-router-devtools').then((devtools) => ({
        default: devtools.TanStackRouterDevtools,
      })),
    )
  : null

/**
 * TanStack Router's devtools, in development only. Rendered after hydration: the server's HTML
 * has no place for them, and the first browser render must match it.
 */
export function RouterDevtools() {
  const hydrated = useHydrated()
  if (!DevtoolsPanel || !hydrated) return null
  return (
    <Suspense fallback={null}>
      <DevtoolsPanel />
    </Suspense>
  )
}
