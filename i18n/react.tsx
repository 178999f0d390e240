// React binding. The generated <TypesafeI18n> copies its `locale` prop into state once and ignores
// later changes, while our locale follows the route (/ja prefix). So this provider feeds the
// generated context directly from the prop; `useI18nContext` from i18n-react keeps working.
import { useContext, useMemo, type ReactNode } from 'react'
import { I18nContext } from './i18n-react'
import { getTranslator, type Locale, type Translator } from './messages'

export type I18nProviderProps = {
  locale: Locale
  children?: ReactNode
}

function rejectSetLocale(): never {
  throw new Error(
    'The locale follows the URL: navigate to the other locale instead of calling setLocale',
  )
}

export function I18nProvider({ locale, children }: I18nProviderProps) {
  // getTranslator throws on an unknown locale, so a bad prop fails on the first render.
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
