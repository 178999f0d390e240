import { useI18n } from '../../../../i18n/react'
import { paginationItems } from './pagination-items'
import styles from './pagination.module.scss'

export { paginationItems, type PaginationItem } from './pagination-items'

export type PaginationProps = {
  page: number
  pageCount: number
  onChange(page: number): void
}

/** Previous/next and numbered buttons (spec §2); previous and next are disabled at the ends. */
export function Pagination({ page, pageCount, onChange }: PaginationProps) {
  const { LL } = useI18n()
  const last = Math.max(1, pageCount)
  return (
    <nav className={styles.nav} aria-label={LL.pagination.label()}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.button}
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
            aria-label={LL.pagination.previous()}
          >
            <span aria-hidden="true">‹</span>
          </button>
        </li>
        {paginationItems(page, last).map((item) =>
          item.type === 'ellipsis' ? (
            <li key={`ellipsis-${item.key}`} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className={styles.button}
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={
                  item.page === page
                    ? LL.pagination.currentPage({ n: item.page })
                    : LL.pagination.goToPage({ n: item.page })
                }
                onClick={() => {
                  if (item.page !== page) onChange(item.page)
                }}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.button}
            disabled={page >= last}
            onClick={() => onChange(page + 1)}
            aria-label={LL.pagination.next()}
          >
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  )
}
