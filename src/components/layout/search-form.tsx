import { useHydrated, useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react'
import { SUGGESTION_KINDS, SUGGESTION_LIMITS } from '#catalogue/api-contract'
import { localizePath } from '#catalogue/locale-paths'
import { useI18n } from '#i18n/react'
import { useSearchField, type SearchFieldView } from '#src/hooks/actors/use-search-field'
import styles from './search-form.module.scss'

export type SearchFormProps = {
  /** Focus the field when it appears (the header's search mode). */
  autoFocus?: boolean
  onSubmitted?: () => void
  /** Escape with no suggestions open (the header leaves search mode). */
  onLeave?: () => void
  testId?: string
}

/**
 * Free-text search; submitting opens /store/search?q=… on page 1. A real GET form to that page,
 * so it works without JavaScript; with it, the field is an ARIA 1.2 combobox whose suggestions
 * (grouped by kind) the search machine drives, and the router navigates instead. The machine's
 * code loads when the field is first used (focus, typing, Enter).
 */
export function SearchForm({
  autoFocus = false,
  onSubmitted,
  onLeave,
  testId = 'search-form',
}: SearchFormProps) {
  const { LL, LP, locale } = useI18n()
  const hydrated = useHydrated()
  const pageQuery = useRouterState({
    select: (state) => {
      const q: unknown = state.location.search.q
      if (state.location.pathname !== '/store/search') return undefined
      return typeof q === 'string' ? q : ''
    },
  })
  const inputRef = useRef<HTMLInputElement>(null)
  const field = useSearchField({ pageQuery, input: inputRef, onLeave, onNavigated: onSubmitted })
  const listId = `${useId()}-suggestions`
  const optionId = (index: number) => `${listId}-${index}`
  const expanded = field.status === 'open'

  useEffect(() => {
    if (autoFocus) inputRef.current?.focus()
  }, [autoFocus])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    field.submit()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const command = KEY_COMMANDS[event.key]
    if (!command) return
    // Escape would also clear a search field; the arrows would move the caret.
    event.preventDefault()
    field[command]()
  }

  return (
    <form
      role="search"
      method="get"
      action={localizePath('/store/search', locale)}
      className={styles.form}
      onSubmit={submit}
      // Focus leaving the form (Tab past it, a click elsewhere) closes the suggestions; moving
      // between the field, the button and the list inside it does not.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) field.blur()
      }}
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
        // The field holds what is typed (before the app, before the search logic has arrived);
        // the search machine adopts it and sets it (useSearchField).
        defaultValue={field.servedText}
        onFocus={field.use}
        onChange={(event) => field.change(event.target.value)}
        placeholder={LL.header.searchPlaceholder()}
        aria-label={LL.header.searchLabel()}
        enterKeyHint="search"
        autoComplete="off"
        maxLength={SUGGESTION_LIMITS.query * 2}
        // Served (before or without JavaScript) it is a plain search field: nothing could expand.
        {...(hydrated
          ? {
              role: 'combobox',
              'aria-autocomplete': 'list' as const,
              'aria-expanded': expanded,
              'aria-controls': listId,
              'aria-activedescendant':
                expanded && field.activeIndex >= 0 ? optionId(field.activeIndex) : undefined,
              onKeyDown,
            }
          : {})}
      />
      <button type="submit" className={styles.submit}>
        {LP.header.searchButton()}
      </button>
      {hydrated ? <SuggestionPanel field={field} listId={listId} optionId={optionId} /> : null}
    </form>
  )
}

const KEY_COMMANDS: Record<string, 'next' | 'previous' | 'escape'> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  Escape: 'escape',
}

type SuggestionPanelProps = {
  field: SearchFieldView
  listId: string
  optionId: (index: number) => string
}

/** The listbox (grouped by kind), and what is said while it loads, or why it could not. */
function SuggestionPanel({ field, listId, optionId }: SuggestionPanelProps) {
  const { LL, LP } = useI18n()
  const expanded = field.status === 'open'
  const indexed = field.suggestions.map((suggestion, index) => ({ suggestion, index }))
  return (
    <>
      <div
        role="listbox"
        id={listId}
        aria-label={LL.suggestions.label()}
        className={styles.list}
        hidden={!expanded}
        data-testid="search-suggestions"
      >
        {SUGGESTION_KINDS.map((kind) => {
          const options = indexed.filter((o) => o.suggestion.kind === kind)
          if (options.length === 0) return null
          return (
            <div
              key={kind}
              role="group"
              aria-labelledby={`${listId}-${kind}`}
              className={styles.group}
            >
              <div role="presentation" id={`${listId}-${kind}`} className={styles.groupLabel}>
                {LP.suggestions[kind]()}
              </div>
              {options.map(({ suggestion, index }) => (
                <div
                  key={`${suggestion.kind}:${suggestion.id}`}
                  role="option"
                  id={optionId(index)}
                  aria-selected={index === field.activeIndex}
                  className={styles.option}
                  // Keep focus in the field: the click chooses, the field stays the combobox.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => field.choose(index)}
                >
                  {suggestion.label}
                </div>
              ))}
            </div>
          )
        })}
      </div>
      <div role="status" className={styles.status} data-testid="search-suggestions-status">
        {field.status === 'loading'
          ? LP.suggestions.loading()
          : expanded
            ? LP.suggestions.count({ count: field.suggestions.length })
            : ''}
      </div>
      {field.status === 'failed' ? (
        <div className={styles.failure} role="alert" data-testid="search-suggestions-error">
          <span>{LP.suggestions.failed()}</span>
          <button type="button" className={styles.retry} onClick={field.retry}>
            {LP.suggestions.retry()}
          </button>
        </div>
      ) : null}
    </>
  )
}
