import { useId } from 'react'
import { SUBMIT_BEFORE_APP_ATTR } from '#catalogue/app-start'
import type { SortKey } from '#catalogue/enums'
import { useI18n } from '#i18n/react'
import styles from './sort-select.module.scss'

export type SortSelectProps<K extends SortKey> = {
  /** The listing machine's sort (one of `options` once the URL is validated). */
  value: SortKey
  options: readonly K[]
  onChange: (sort: K) => void
  /** Query fields the form sends along with sort (name, text), e.g. the search page's q. */
  keptParams?: readonly (readonly [string, string])[]
}

/**
 * The sort choice as a GET form: without JavaScript the visitor picks and presses Apply, which
 * loads `?sort=…` (page 1). Once hydrated a change goes straight to the listing machine; Apply
 * stays (it still applies the choice), so nothing beside it moves when the app starts.
 */
export function SortSelect<K extends SortKey>({
  value,
  options,
  onChange,
  keptParams = [],
}: SortSelectProps<K>) {
  const { LL, LP } = useI18n()
  const id = useId()
  const choose = (raw: string) => {
    const next = options.find((option) => option === raw)
    if (next !== undefined) onChange(next)
  }
  return (
    <form
      method="get"
      {...{ [SUBMIT_BEFORE_APP_ATTR]: '' }}
      className={styles.sort}
      data-testid="sort-form"
      onSubmit={(event) => {
        event.preventDefault()
        const select = event.currentTarget.elements.namedItem('sort')
        if (select instanceof HTMLSelectElement) choose(select.value)
      }}
    >
      <label htmlFor={id} className={styles.label}>
        {LP.listing.sortBy()}
      </label>
      {keptParams.map(([name, text]) => (
        <input key={name} type="hidden" name={name} value={text} />
      ))}
      <div className={styles.control}>
        <select
          id={id}
          name="sort"
          className={styles.select}
          value={value}
          data-testid="sort-select"
          onChange={(event) => choose(event.target.value)}
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
      <button type="submit" className={styles.apply} data-testid="sort-apply">
        {LP.listing.applySort()}
      </button>
    </form>
  )
}
