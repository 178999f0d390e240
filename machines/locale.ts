// Spec §4/§9 locale: en ⇄ ja, remembered in a cookie for 365 days. A switch is decided here
// before any route navigation; the app then redirects to the locale-prefixed path. `locale.sync`
// follows a URL that already carries the other locale (back button, typed URL) without a redirect.
import { setup } from 'xstate'
import type { Locale } from '#catalogue/locale-paths'

export const LOCALE_COOKIE_DAYS = 365

export type LocaleEvent =
  { type: 'locale.switch'; locale: Locale } | { type: 'locale.sync'; locale: Locale }

export const localeMachine = setup({
  types: { events: {} as LocaleEvent },
  actions: {
    persistLocale: (_, _params: { locale: Locale; days: number }) => {},
    redirectToLocale: (_, _params: { locale: Locale }) => {},
  },
  guards: {
    isLocale: (_, params: { wanted: Locale; locale: Locale }) => params.wanted === params.locale,
  },
}).createMachine({
  id: 'locale',
  initial: 'en',
  states: {
    en: {
      on: {
        'locale.switch': {
          guard: {
            type: 'isLocale',
            params: ({ event }) => ({ wanted: 'ja', locale: event.locale }),
          },
          target: 'ja',
          actions: [
            { type: 'persistLocale', params: { locale: 'ja', days: LOCALE_COOKIE_DAYS } },
            { type: 'redirectToLocale', params: { locale: 'ja' } },
          ],
        },
        'locale.sync': {
          guard: {
            type: 'isLocale',
            params: ({ event }) => ({ wanted: 'ja', locale: event.locale }),
          },
          target: 'ja',
          actions: { type: 'persistLocale', params: { locale: 'ja', days: LOCALE_COOKIE_DAYS } },
        },
      },
    },
    ja: {
      on: {
        'locale.switch': {
          guard: {
            type: 'isLocale',
            params: ({ event }) => ({ wanted: 'en', locale: event.locale }),
          },
          target: 'en',
          actions: [
            { type: 'persistLocale', params: { locale: 'en', days: LOCALE_COOKIE_DAYS } },
            { type: 'redirectToLocale', params: { locale: 'en' } },
          ],
        },
        'locale.sync': {
          guard: {
            type: 'isLocale',
            params: ({ event }) => ({ wanted: 'en', locale: event.locale }),
          },
          target: 'en',
          actions: { type: 'persistLocale', params: { locale: 'en', days: LOCALE_COOKIE_DAYS } },
        },
      },
    },
  },
})

/** Snapshot to start the locale actor in `locale` (the URL decides, not the machine's default). */
export function localeSnapshot(locale: Locale) {
  return localeMachine.resolveState({ value: locale, context: {} })
}
