import { useI18n } from '../../../../i18n/react'
import { PageContainer } from '../../../components/layout/page-container'
import { TemplateGridPlaceholder } from '../../templates/components/template-grid'
import styles from './route-pending.module.scss'

/**
 * What a client navigation shows while the next page's data loads (after the router's pendingMs):
 * the page's outline and the 5-item placeholder, in a region marked busy, instead of the last page
 * standing still.
 */
export function RoutePending() {
  const { LL } = useI18n()
  return (
    <PageContainer testId="route-pending">
      <section aria-busy="true" aria-label={LL.loading.label()}>
        <div className={styles.heading} aria-hidden="true" />
        <TemplateGridPlaceholder />
      </section>
    </PageContainer>
  )
}
