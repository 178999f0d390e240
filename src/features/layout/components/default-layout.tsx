import type { ReactNode } from 'react'
import { useI18n } from '../../../../i18n/react'
import { LoginRecommendationModal } from '../../auth/components/login-recommendation-modal'
import styles from './default-layout.module.scss'
import { SiteFooter } from '../../../components/layout/site-footer'
import { SiteHeader } from '../../../components/layout/site-header'

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
      <LoginRecommendationModal />
    </div>
  )
}
