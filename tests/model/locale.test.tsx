import { fireEvent, render, screen } from '@testing-library/react'
import type { AnyMachineSnapshot } from 'xstate'
import { describe, expect, it } from 'vitest'
import type { Locale } from '#catalogue/locale-paths'
import { I18nProvider, useI18n } from '#i18n/react'
import { LOCALE_COOKIE_DAYS, localeMachine } from '#machines/locale'
import type { StoreRuntime } from '#src/hooks/actors/create-store-actors'
import { StoreActorsProvider } from '#src/hooks/actors/store-actors-provider'
import { useLocale } from '#src/hooks/actors/use-locale'
import { syncLocaleFromHref } from '#src/hooks/actors/locale-sync'
import { createFakeIo, type FakeIo } from './fake-io'
import { createActorSpy, expectSameSnapshot, executors, testModelFor } from './model-kit'
import { modelSuite } from './model-suite'
import { createTestRuntime } from './test-runtime'

const OTHER: Record<Locale, Locale> = { en: 'ja', ja: 'en' }

function Content() {
  const { LL } = useI18n()
  const { locale, switchLocale } = useLocale()
  return (
    <main lang={locale}>
      <h1>{LL.nav.allTemplates()}</h1>
      <button type="button" onClick={() => switchLocale('en')}>
        English
      </button>
      <button type="button" onClick={() => switchLocale('ja')}>
        日本語
      </button>
    </main>
  )
}

/** The app shell: the I18n provider follows the locale actor. */
function Shell() {
  const { locale } = useLocale()
  return (
    <I18nProvider locale={locale}>
      <Content />
    </I18nProvider>
  )
}

const suite = modelSuite(localeMachine)
const { twin } = suite
const model = testModelFor(twin, () => [
  { type: 'locale.switch', locale: 'en' },
  { type: 'locale.switch', locale: 'ja' },
  { type: 'locale.sync', locale: 'en' },
  { type: 'locale.sync', locale: 'ja' },
])

const HEADINGS: Record<Locale, string> = { en: 'All templates', ja: 'すべてのテンプレート' }

describe('locale machine model', () => {
  suite.itRunsEachPath(
    () => model.getShortestPaths(),
    async (path) => {
      const spy = createActorSpy()
      const fake: FakeIo = createFakeIo()
      // The system starts with the page (xstate.init), in the locale of an unprefixed URL.
      let runtime: StoreRuntime | undefined
      let last: { type: string; locale?: Locale } = { type: 'xstate.init' }
      // Where the person's steps lead, never read from the machine: the locale last asked for.
      let expected: Locale = 'en'
      let changed = false
      const step = (event: { type: string; locale?: Locale }) => {
        suite.eventTaken(event)
        last = event
        changed = event.locale !== undefined && event.locale !== expected
        expected = event.locale ?? expected
        fake.io.persistLocale.mockClear()
        fake.io.redirectToLocale.mockClear()
      }
      const assert = (shown: Locale) => (state: AnyMachineSnapshot) => {
        expectSameSnapshot(spy.find('locale'), state)
        expect(shown).toBe(expected)
        expect(screen.getByRole('heading')).toHaveTextContent(HEADINGS[expected])
        expect(screen.getByRole('main')).toHaveAttribute('lang', expected)
        if (changed) {
          expect(fake.io.persistLocale).toHaveBeenCalledExactlyOnceWith(shown, LOCALE_COOKIE_DAYS)
          if (last.type === 'locale.switch') {
            // Decided first, then redirected to the prefixed (or unprefixed) path.
            expect(fake.io.redirectToLocale).toHaveBeenCalledExactlyOnceWith(shown)
            expect(fake.io.persistLocale.mock.invocationCallOrder[0]).toBeLessThan(
              fake.io.redirectToLocale.mock.invocationCallOrder[0] ?? 0,
            )
          } else {
            expect(fake.io.redirectToLocale).not.toHaveBeenCalled()
          }
        } else {
          // Asking for the locale already shown changes nothing and goes nowhere.
          expect(fake.io.persistLocale).not.toHaveBeenCalled()
          expect(fake.io.redirectToLocale).not.toHaveBeenCalled()
        }
        suite.stateAsserted(state)
      }
      await path.test({
        events: executors({
          'xstate.init': () => {
            runtime = createTestRuntime(fake.io, spy.inspect, { locale: 'en' })
            render(
              <StoreActorsProvider runtime={runtime}>
                <Shell />
              </StoreActorsProvider>,
            )
          },
          'locale.switch': ({ event }) => {
            const e = event as { type: string; locale: Locale }
            step(e)
            fireEvent.click(
              screen.getByRole('button', { name: e.locale === 'ja' ? '日本語' : 'English' }),
            )
          },
          'locale.sync': ({ event }) => {
            const e = event as { type: string; locale: Locale }
            step(e)
            // What the router does before a navigation to a URL of that locale.
            syncLocaleFromHref(
              runtime!.actors,
              e.locale === 'ja' ? '/ja/store/all?page=2' : '/store/all?page=2',
            )
          },
        }) as never,
        states: {
          '#locale.en': assert('en'),
          '#locale.ja': assert('ja'),
        },
      })
    },
  )

  it('starts in the locale the URL names', () => {
    const fake = createFakeIo()
    for (const wanted of ['en', 'ja'] as const) {
      const actor = createTestRuntime(fake.io, undefined, { locale: wanted }).actors.locale
      expect(actor.getSnapshot().value).toBe(wanted)
      actor.send({ type: 'locale.switch', locale: OTHER[wanted] })
      expect(actor.getSnapshot().value).toBe(OTHER[wanted])
      expect(fake.io.redirectToLocale).toHaveBeenLastCalledWith(OTHER[wanted])
    }
  })

  suite.itCoversEveryStateAndTransition({
    atomicStates: ['#locale.en', '#locale.ja'],
    events: ['locale.switch', 'locale.sync'],
  })
})
