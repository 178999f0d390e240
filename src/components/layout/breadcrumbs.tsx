import { Link } from '@tanstack/react-router'
import { useI18n } from '#i18n/react'
import type { Crumb } from '#src/lib/breadcrumb-trails'
import styles from './breadcrumbs.module.scss'

// The router marks a link `aria-current="page"` when the address starts with its path, so every
// step would claim to be the page a person is on: the steps match exactly, and only the last item
// (the page itself, no link) says so.
const EXACT = { exact: true } as const

/** Where a listing sits in the catalogue: Store › group › entry. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const { LL, LP } = useI18n()
  return (
    <nav aria-label={LL.nav.breadcrumb()} className={styles.breadcrumbs}>
      <ol>
        <li>
          <Link to="/store" activeOptions={EXACT}>
            {LP.store.name()}
          </Link>
        </li>
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`}>
            {item.path && index < items.length - 1 ? (
              <Link to={item.path} activeOptions={EXACT}>
                {item.label}
              </Link>
            ) : (
              <span aria-current={index === items.length - 1 ? 'page' : undefined}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
