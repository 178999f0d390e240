import { useRouterState } from '@tanstack/react-router'
import { Suspense, lazy, type ReactNode } from 'react'
import { useI18n } from '#i18n/react'
import styles from './default-layout.module.scss'
import { SiteFooter } from '#src/components/layout/site-footer'
import { SiteHeader } from '#src/components/layout/site-header'
import { useLayout } from '#src/hooks/actors/use-layout'
import { useFirstNeeded } from '#src/hooks/use-first-needed'

/** The page's main region: the skip link's target, and what the page's first paint waits for. */
export const MAIN_CONTENT_ID = 'main-content'

// Loaded when a signed-out like first asks for it: no page's first load carries the dialog.
const LoginRecommendationModal = lazy(() =>
  import('./login-recommendation-modal').then((module) => ({
    default: module.LoginRecommendationModal,
  })),
)

function LoginModalOnFirstOpen() {
  const { loginModal } = useLayout()
  if (!useFirstNeeded(loginModal.open)) return null
  return (
    <Suspense fallback={null}>
      <LoginRecommendationModal />
    </Suspense>
  )
}

/**
 * True while a client navigation to another page loads (not a list's own page or sort change,
 * which its listing shows with the overlay and placeholder).
 */
function useNavigatingToAnotherPage(): boolean {
  return useRouterState({
    select: (state) =>
      state.status === 'pending' &&
      state.resolvedLocation !== undefined &&
      state.location.pathname !== state.resolvedLocation.pathname,
  })
}

/** The spec's `default` layout: header, page, footer, and the login-recommendation modal. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { LL, LP } = useI18n()
  const navigating = useNavigatingToAnotherPage()
  return (
    <div className={styles.shell}>
      {navigating ? (
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={LL.loading.label()}
          data-testid="navigation-progress"
        />
      ) : null}
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skip}>
        {LP.a11y.skipToContent()}
      </a>
      <SiteHeader />
      <main
        id={MAIN_CONTENT_ID}
        className={styles.main}
        tabIndex={-1}
        aria-busy={navigating || undefined}
      >
        {children}
      </main>
      <SiteFooter />
      <LoginModalOnFirstOpen />
    </div>
  )
}
