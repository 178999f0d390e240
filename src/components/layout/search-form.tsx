import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { localizePath } from '../../../catalogue/locale-paths'
import { useI18n } from '../../../i18n/react'
import styles from './search-form.module.scss'

export type SearchFormProps = {
  /** Focus the field when it appears (the header's search mode). */
  autoFocus?: boolean
  onSubmitted?: () => void
  testId?: string
}

/**
 * Free-text search; submitting opens /store/search?q=… on page 1. A real GET form to that page,
 * so it works without JavaScript; with it, the router navigates instead.
 */
export function SearchForm({
  autoFocus = false,
  onSubmitted,
  testId = 'search-form',
}: SearchFormProps) {
  const { LL, locale } = useI18n()
  const navigate = useNavigate()
  const currentQuery = useRouterState({
    select: (state) => {
      const q: unknown = state.location.search.q
      return state.location.pathname === '/store/search' && typeof q === 'string' ? q : ''
    },
  })
  const [value, setValue] = useState(currentQuery)
  const inputRef = useRef<HTMLInputElement>(null)

  useEffect(() => setValue(currentQuery), [currentQuery])
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus()
  }, [autoFocus])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const q = value.trim()
    void navigate({ to: '/store/search', search: { q, page: 1, sort: 'ranking' } })
    onSubmitted?.()
  }

  return (
    <form
      role="search"
      method="get"
      action={localizePath('/store/search', locale)}
      className={styles.form}
      onSubmit={submit}
      data-testid={testId}
    >
      <svg className={styles.icon} viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
        <circle cx="9" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="m13.5 13.5 4 4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <input
        ref={inputRef}
        className={styles.input}
        type="search"
        name="q"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={LL.header.searchPlaceholder()}
        aria-label={LL.header.searchLabel()}
        enterKeyHint="search"
        autoComplete="off"
      />
      <button type="submit" className={styles.submit}>
        {LL.header.searchButton()}
      </button>
    </form>
  )
}
