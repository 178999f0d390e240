import type { MouseEvent, ReactNode } from 'react'
import { useI18n } from '#i18n/react'
import { paginationItems } from './pagination-items'
import styles from './pagination.module.scss'

export { paginationItems, type PaginationItem } from './pagination-items'

export type PaginationProps = {
  page: number
  pageCount: number
  onChange(page: number): void
  /** The URL of a page (`?page=N&sort=…`): the links work without JavaScript and in a new tab. */
  hrefOf(page: number): string
}

/** A click the browser should handle itself: a new tab or window, a download, not the main button. */
function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
}

type PageLinkProps = {
  target: number
  current: boolean
  disabled?: boolean
  label: string
  children: ReactNode
} & Pick<PaginationProps, 'onChange' | 'hrefOf'>

/**
 * A real link to the page; with JavaScript a plain click goes to the listing machine instead
 * (overlay, scroll to top). At an end, previous/next stay in place as a disabled link without href.
 */
function PageLink({
  target,
  current,
  disabled = false,
  label,
  children,
  onChange,
  hrefOf,
}: PageLinkProps) {
  if (disabled) {
    return (
      <a role="link" aria-disabled="true" aria-label={label} className={styles.button}>
        {children}
      </a>
    )
  }
  return (
    <a
      href={hrefOf(target)}
      className={styles.button}
      aria-current={current ? 'page' : undefined}
      aria-label={label}
      onClick={(event) => {
        if (isModifiedClick(event)) return
        event.preventDefault()
        if (!current) onChange(target)
      }}
    >
      {children}
    </a>
  )
}

/** Previous/next and numbered links (spec §2); previous and next are disabled at the ends. */
export function Pagination({ page, pageCount, onChange, hrefOf }: PaginationProps) {
  const { LL } = useI18n()
  const last = Math.max(1, pageCount)
  const shared = { onChange, hrefOf }
  return (
    <nav className={styles.nav} aria-label={LL.pagination.label()}>
      <ul className={styles.list}>
        <li>
          <PageLink
            {...shared}
            target={page - 1}
            current={false}
            disabled={page <= 1}
            label={LL.pagination.previous()}
          >
            <span aria-hidden="true">‹</span>
          </PageLink>
        </li>
        {paginationItems(page, last).map((item) =>
          item.type === 'ellipsis' ? (
            <li key={`ellipsis-${item.key}`} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <PageLink
                {...shared}
                target={item.page}
                current={item.page === page}
                label={
                  item.page === page
                    ? LL.pagination.currentPage({ n: item.page })
                    : LL.pagination.goToPage({ n: item.page })
                }
              >
                {item.page}
              </PageLink>
            </li>
          ),
        )}
        <li>
          <PageLink
            {...shared}
            target={page + 1}
            current={false}
            disabled={page >= last}
            label={LL.pagination.next()}
          >
            <span aria-hidden="true">›</span>
          </PageLink>
        </li>
      </ul>
    </nav>
  )
}
