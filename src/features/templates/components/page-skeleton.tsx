import { PageContainer } from '#src/components/layout/page-container'
import styles from '#src/features/shared/components/template-grid.module.scss'
import { TemplateGridPlaceholder } from '#src/features/shared/components/template-grid'

/**
 * What a page shows while its data loads after a client navigation (issue 14: waiting that looks
 * like waiting): the heading's place and the spec's 5-item placeholder, not the page before.
 * The router shows it for a route that has not loaded within its pending time.
 */
export function PageSkeleton() {
  return (
    <PageContainer testId="page-skeleton">
      <div aria-hidden="true" className={styles.skeletonHeading} />
      <TemplateGridPlaceholder />
    </PageContainer>
  )
}
