import { Link } from '@tanstack/react-router'
import { useI18n } from '#i18n/react'
import type { Crumb } from '#src/lib/breadcrumb-trails'
import styles from './breadcrumbs.module.scss'

/** Where a listing sits in the catalogue: Store › group › entry. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const { LL, LP } = useI18n()
  return (
    <nav aria-label={LL.nav.breadcrumb()} className={styles.breadcrumbs}>
      <ol>
        <li>
          <Link to="/store">{LP.store.name()}</Link>
        </li>
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`}>
            {item.path && index < items.length - 1 ? (
              <Link to={item.path}>{item.label}</Link>
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
