import { Suspense, lazy, type ReactNode } from 'react'
import { useI18n } from '../../../../i18n/react'
import styles from './default-layout.module.scss'
import { SiteFooter } from '../../../components/layout/site-footer'
import { SiteHeader } from '../../../components/layout/site-header'
import { useLayout } from '../../../hooks/actors/use-layout'
import { useFirstNeeded } from '../../../hooks/use-first-needed'

// Loaded when a signed-out like first asks for it: no page's first load carries the dialog.
const LoginRecommendationModal = lazy(() =>
  import('../../auth/components/login-recommendation-modal').then((module) => ({
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

/** The spec's `default` layout: header, page, footer, and the login-recommendation modal. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { LL } = useI18n()
  return (
    <div className={styles.shell}>
      <a href="#main-content" className={styles.skip}>
        {LL.a11y.skipToContent()}
      </a>
      <SiteHeader />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <LoginModalOnFirstOpen />
    </div>
  )
}
