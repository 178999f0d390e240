import { useHydrated } from '@tanstack/react-router'
import { localizePath } from '#catalogue/locale-paths'
import { useI18n } from '#i18n/react'
import { useLayout } from '#src/hooks/actors/use-layout'
import styles from './toggle-button.module.scss'

export type SearchToggleProps = { controls?: string; className?: string; testId?: string }

/**
 * Enters and leaves search mode; entering it closes the drawer (spec §4). As served, before (or
 * without) JavaScript, it is a link to the search page, whose form works without a script.
 */
export function SearchToggle({ controls, className, testId = 'search-toggle' }: SearchToggleProps) {
  const { LL, locale } = useI18n()
  const { searchMode, openSearch, closeSearch } = useLayout()
  const hydrated = useHydrated()
  const classes = className ? `${styles.toggle} ${className}` : styles.toggle
  if (!hydrated) {
    return (
      <a
        href={localizePath('/store/search', locale)}
        className={classes}
        aria-label={LL.header.openSearch()}
        data-testid={testId}
      >
        <SearchIcon />
      </a>
    )
  }
  return (
    <button
      type="button"
      className={classes}
      aria-expanded={searchMode}
      aria-controls={controls}
      aria-label={searchMode ? LL.header.closeSearch() : LL.header.openSearch()}
      onClick={searchMode ? closeSearch : openSearch}
      data-testid={testId}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {searchMode ? (
          <path
            d="M6 6l12 12M18 6L6 18"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        ) : (
          <SearchGlyph />
        )}
      </svg>
    </button>
  )
}

function SearchGlyph() {
  return (
    <>
      <circle cx="11" cy="11" r="6.5" stroke="currentColor" strokeWidth="2" fill="none" />
      <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </>
  )
}

function SearchIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <SearchGlyph />
    </svg>
  )
}
