// React binding. The generated <TypesafeI18n> copies its `locale` prop into state once and ignores
// later changes, while our locale follows the route (/ja prefix). So this provider feeds the
// generated context directly from the prop; `useI18nContext` from i18n-react keeps working.
import { useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { I18nContext } from './i18n-react'
import {
  getTranslator,
  isLocaleLoaded,
  loadLocaleMessages,
  type Locale,
  type Translator,
} from './messages'

export type I18nProviderProps = {
  locale: Locale
  children?: ReactNode
}

function rejectSetLocale(): never {
  throw new Error(
    'The locale follows the URL: navigate to the other locale instead of calling setLocale',
  )
}

/**
 * `locale` once its messages are loaded; until then the locale shown before. In the browser a
 * locale switch starts before the other locale's chunk has arrived (its routes wait for it too).
 */
function useLoadedLocale(locale: Locale): Locale {
  const loaded = isLocaleLoaded(locale)
  const [shown, setShown] = useState(locale)
  if (loaded && shown !== locale) setShown(locale)
  useEffect(() => {
    if (loaded) return
    let current = true
    loadLocaleMessages(locale).then(
      () => current && setShown(locale),
      (error: unknown) => console.error(`[i18n] the ${locale} messages failed to load:`, error),
    )
    return () => {
      current = false
    }
  }, [locale, loaded])
  return loaded ? locale : shown
}

export function I18nProvider({ locale: wanted, children }: I18nProviderProps) {
  // isLocaleLoaded and getTranslator throw on an unknown locale: a bad prop fails at once.
  const locale = useLoadedLocale(wanted)
  const value = useMemo(
    () => ({ locale, LL: getTranslator(locale), setLocale: rejectSetLocale }),
    [locale],
  )
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

export type I18nValue = { LL: Translator; locale: Locale }

export function useI18n(): I18nValue {
  const { LL, locale } = useContext(I18nContext)
  const value = useMemo(() => ({ LL, locale }), [LL, locale])
  // The generated context defaults to an empty object, which would fail later and far away.
  if (!LL || !locale) throw new Error('useI18n() must be called inside <I18nProvider>')
  return value
}
