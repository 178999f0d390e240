import type { ReactNode } from 'react'
import styles from './page-container.module.scss'

/** Centers a page's content at the store's maximum width (spec §9: 1600 px). */
export function PageContainer({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className={styles.container} data-testid={testId}>
      {children}
    </div>
  )
}
