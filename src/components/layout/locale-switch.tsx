import { useI18n } from '#i18n/react'
import { useLocale } from '#src/hooks/actors/use-locale'
import styles from './locale-switch.module.scss'

const LOCALE_OPTIONS = ['en', 'ja'] as const

/**
 * Two-option language switch; each language is named in itself. The visible text is the button's
 * name (WCAG 2.5.3: a voice user says what they see); the title describes the action.
 */
export function LocaleSwitch({ testId = 'locale-switch' }: { testId?: string }) {
  const { LL } = useI18n()
  const { locale, switchLocale } = useLocale()
  return (
    <div
      className={styles.switch}
      role="group"
      aria-label={LL.language.label()}
      data-testid={testId}
    >
      {LOCALE_OPTIONS.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className={styles.option}
          aria-pressed={locale === option}
          title={LL.language.switchTo({ language: LL.language[option]() })}
          onClick={() => {
            if (locale !== option) switchLocale(option)
          }}
        >
          {option === 'en' ? 'EN' : '日本語'}
        </button>
      ))}
    </div>
  )
}
