import { useId } from 'react'
import type { SortKey } from '../../../../catalogue/enums'
import { useI18n } from '../../../../i18n/react'
import styles from './sort-select.module.scss'

export type SortSelectProps<K extends SortKey> = {
  value: K
  options: readonly K[]
  onChange: (sort: K) => void
}

export function SortSelect<K extends SortKey>({ value, options, onChange }: SortSelectProps<K>) {
  const { LL } = useI18n()
  const id = useId()
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.label}>
        {LL.listing.sortBy()}
      </label>
      <div className={styles.control}>
        <select
          id={id}
          className={styles.select}
          value={value}
          data-testid="sort-select"
          onChange={(event) => {
            const next = options.find((option) => option === event.target.value)
            if (next !== undefined) onChange(next)
          }}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {LL.sort[option]()}
            </option>
          ))}
        </select>
        <svg
          className={styles.chevron}
          viewBox="0 0 12 12"
          width="12"
          height="12"
          aria-hidden="true"
        >
          <path d="m3 4.5 3 3 3-3" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </div>
    </div>
  )
}
