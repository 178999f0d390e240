import { useSelector } from '@xstate/react'
import { useCallback } from 'react'
import type { Locale } from '#catalogue/locale-paths'
import { useStoreRuntime } from './store-actors-provider'

export type LocaleView = { locale: Locale; switchLocale(locale: Locale): void }

export function useLocale(): LocaleView {
  const { actors } = useStoreRuntime()
  const locale = useSelector(actors.locale, (s): Locale => (s.matches('ja') ? 'ja' : 'en'))
  const switchLocale = useCallback(
    (next: Locale) => actors.locale.send({ type: 'locale.switch', locale: next }),
    [actors.locale],
  )
  return { locale, switchLocale }
}
