import { useRouterState } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { localizePath } from '#catalogue/locale-paths'
import { useI18n } from '#i18n/react'
import { useLocale } from '#src/hooks/actors/use-locale'
import styles from './locale-switch.module.scss'

const LOCALE_OPTIONS = ['en', 'ja'] as const

/** A click the browser should handle itself: a new tab or window, a download. */
function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
}

/**
 * Two-option language switch; each language is named in itself. The other language is a link to
 * this page in it (query kept; the store's home from a page that does not exist), so the switch
 * works without JavaScript; the app takes the click and switches through the locale machine (cookie first, then the route). The language shown is
 * text marked current, not a link to where the visitor already is. The visible text is the
 * name (WCAG 2.5.3: a voice user says what they see); the title describes the action.
 */
export function LocaleSwitch({ testId = 'locale-switch' }: { testId?: string }) {
  const { LL } = useI18n()
  const { locale, switchLocale } = useLocale()
  // A page that does not exist has no other language to go to: its link leads to the store.
  const publicHref = useRouterState({
    select: (state) =>
      // Only the root matched (an unknown address), or a route found nothing (its notFound()).
      state.matches.length <= 1 || state.matches.some((match) => match.status === 'notFound')
        ? '/store'
        : state.location.publicHref,
  })
  return (
    <div
      className={styles.switch}
      role="group"
      aria-label={LL.language.label()}
      data-testid={testId}
    >
      {LOCALE_OPTIONS.map((option) => {
        const text = option === 'en' ? 'EN' : '日本語'
        if (option === locale) {
          return (
            <span key={option} lang={option} className={styles.option} aria-current="true">
              {text}
            </span>
          )
        }
        return (
          <a
            key={option}
            href={localizePath(publicHref, option)}
            hrefLang={option}
            lang={option}
            className={styles.option}
            title={LL.language.switchTo({ language: LL.language[option]() })}
            onClick={(event) => {
              if (opensElsewhere(event)) return
              event.preventDefault()
              switchLocale(option)
            }}
          >
            {text}
          </a>
        )
      })}
    </div>
  )
}
