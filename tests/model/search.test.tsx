// The search machine's paths (issue 12): the real search form, typed into with user-event under
// fake timers. Each step works out what a person sees from the steps alone (the field's text,
// whether the list is open and what it offers, the active option, the loading and error texts,
// where Enter or a click led, whether Escape left search mode), never from the machine; the
// machine's own snapshot is compared with the model's besides. A request overtaken by newer
// typing must be aborted, and its late answer never shown.
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import type { AnyMachineSnapshot } from 'xstate'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Suggestion } from '#catalogue/api-contract'
import { TYPING_PAUSE_MS, searchMachine, type SearchContext } from '#machines/search'
import { SearchForm } from '#src/components/layout/search-form'
import { renderStoreUi } from '../component/render-store-ui'
import { PAGE_WITHOUT_DATA } from '../component/test-router'
import { createActorSpy, expectSameSnapshot, executors, specPath, testModelFor } from './model-kit'
import { modelSuite } from './model-suite'

const SUGGESTIONS: Suggestion[] = [
  {
    kind: 'site_type',
    id: 'restaurant',
    label: 'Restaurant',
    path: '/store/sitetype/professional/restaurant',
  },
  { kind: 'template', id: 't1', label: 'Trattoria — Minimal', path: '/store/templates/t1' },
  { kind: 'designer', id: 'kenta-mori', label: 'Kenta Mori', path: '/store/designers/kenta-mori' },
]
/** What a request overtaken by newer typing answers, too late: it must never show. */
const STALE: Suggestion[] = [
  { kind: 'template', id: 'old', label: 'An answer for older text', path: '/store/templates/old' },
]
const GROUP_LABELS: Record<string, string> = {
  site_type: 'Site types',
  industry: 'Industries',
  template: 'Templates',
  designer: 'Designers',
}

const suite = modelSuite(searchMachine)
const { twin } = suite
const model = testModelFor(twin, (snapshot: AnyMachineSnapshot) => {
  const { text, activeIndex } = snapshot.context as SearchContext
  const listOpen = snapshot.matches('open')
  return [
    // Another word, or the field cleared.
    { type: 'input.change', text: text === 'resta' ? 'cafe' : 'resta' },
    ...(text !== '' ? [{ type: 'input.change', text: '' }] : []),
    // The search page opened with its own query (a link, Back). Every event the state takes
    // is listed with its data: the graph adds a bare one for any type left out.
    { type: 'input.sync', text: 'shop' },
    { type: 'option.next' },
    { type: 'option.previous' },
    // Named by whether an option is active, so Enter on one and Enter on none both get a path.
    { type: 'search.submit', onOption: listOpen && activeIndex >= 0 },
    { type: 'search.escape' },
    { type: 'search.blur' },
    { type: 'xstate.after.typingPause.search.debouncing' },
    // A click needs an option to click, an answer a question, a retry the button.
    ...(listOpen ? [{ type: 'option.choose', index: 1 }] : []),
    ...(snapshot.matches('loading')
      ? [
          { type: 'xstate.done.actor.fetchSuggestions', output: SUGGESTIONS },
          { type: 'xstate.done.actor.fetchSuggestions', output: [] },
          { type: 'xstate.error.actor.fetchSuggestions', error: new Error('offline') },
        ]
      : []),
    ...(snapshot.matches('failed') ? [{ type: 'search.retry' }] : []),
  ]
})

const pauseEnds = { type: 'xstate.after.typingPause.search.debouncing' }
/**
 * Text with spaces, which the generated paths never type: blanks are no text (nothing is asked,
 * an arrow key asks nothing), and the call asks for the words without them.
 */
const specPaths = () =>
  [
    {
      description: 'only spaces typed: nothing is asked, after a pause or on an arrow key',
      events: [
        { type: 'input.change', text: '   ' },
        { type: 'clock.wait', ms: 2 * TYPING_PAUSE_MS },
        { type: 'option.next' },
      ],
    },
    {
      // The search page it submits to shows its own query, trimmed: the model cannot follow that
      // (the field takes the page's query), so this path stops at the answer.
      description: 'spaces around a word: the call asks for the word alone',
      events: [
        { type: 'input.change', text: ' resta ' },
        pauseEnds,
        { type: 'xstate.done.actor.fetchSuggestions', output: [] },
        { type: 'option.next' },
      ],
    },
  ].map(({ description, events }) => specPath(model, twin, description, events, {}))

/**
 * Fake timers that user-event can type under: Testing Library's act wrapper waits a setTimeout(0)
 * after each event and moves the clock only when it sees Jest's fake timers, so it is shown a
 * `jest` whose clock is vitest's.
 */
function startFakeTimersForTyping() {
  vi.useFakeTimers()
  Object.assign(globalThis, { jest: { advanceTimersByTime: vi.advanceTimersByTime } })
}
afterEach(() => {
  vi.useRealTimers()
  Reflect.deleteProperty(globalThis, 'jest')
})

type Phase = 'idle' | 'waiting' | 'loading' | 'open' | 'failed'

/** The system's navigations go to the test's router, as the browser's I/O sends them to the app's. */
function followWithRouter(rendered: Awaited<ReturnType<typeof renderStoreUi>>) {
  const { router, fake } = rendered
  fake.io.navigate.mockImplementation((to) => void router.navigate({ to } as never))
  fake.io.openSearch.mockImplementation(
    (q) =>
      void router.navigate({
        to: '/store/search',
        search: { q, page: 1, sort: 'ranking' },
      } as never),
  )
}

// Each path renders and types for real: on a loaded machine the longest take a few seconds.
describe('search machine model (the search field and its suggestions)', { timeout: 20_000 }, () => {
  suite.itRunsEachPath(
    () => [...model.getShortestPaths({ input: {} }), ...specPaths()],
    async (path) => {
      const spy = createActorSpy()
      const user: UserEvent = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      const onLeave = vi.fn()
      let rendered: Awaited<ReturnType<typeof renderStoreUi>> | undefined
      // What the person's steps lead to, worked out here (issue 12), never read from the machine.
      const expected = {
        phase: 'idle' as Phase,
        text: '',
        options: [] as Suggestion[],
        active: -1,
        location: PAGE_WITHOUT_DATA,
        requests: 0,
        /** The text the last request asked about. */
        lastQuery: '',
        leaves: 0,
        /** Failed calls, each logged. */
        failures: 0,
      }
      const closeList = (phase: Phase) =>
        Object.assign(expected, { phase, options: [], active: -1 })
      const step = (event: { type: string }) => suite.eventTaken(event)
      const field = () => screen.getByRole('combobox', { name: 'Search templates' })
      const fetchSuggestions = () => rendered!.io.fetchSuggestions
      const settleFetch = async (outcome: { output: unknown } | { error: unknown }) => {
        await act(async () => {
          await rendered!.fake.settle('fetchSuggestions', outcome)
        })
      }
      /**
       * A request left pending while nothing waits for it (newer typing, Escape, Enter) must have
       * been aborted, and its late answer must change nothing.
       */
      const dropStaleRequest = async () => {
        if (expected.phase === 'loading') return
        const calls = fetchSuggestions().mock.calls
        while (rendered!.fake.pendingCount('fetchSuggestions') > 0) {
          const pendingCall = calls[calls.length - rendered!.fake.pendingCount('fetchSuggestions')]
          expect(pendingCall?.[2].aborted).toBe(true)
          await settleFetch({ output: STALE })
        }
        expect(screen.queryByText(STALE[0]!.label)).toBeNull()
      }
      const typeText = async (text: string) => {
        await user.clear(field())
        if (text !== '') await user.type(field(), text)
      }
      /** A key pressed in the field (clicked into first when focus is elsewhere). */
      const press = async (key: string) => {
        if (document.activeElement !== field()) await user.click(field())
        await user.keyboard(key)
      }
      const optionsShown = () =>
        within(screen.getByTestId('search-suggestions')).queryAllByRole('option')

      const assert = (check: () => void) => (state: AnyMachineSnapshot) => {
        expectSameSnapshot(spy.find('search'), state)
        const combobox = field()
        expect(combobox).toHaveValue(expected.text)
        const open = expected.phase === 'open'
        expect(combobox).toHaveAttribute('aria-expanded', String(open))
        const listbox = screen.getByTestId('search-suggestions')
        expect(listbox).toHaveAttribute('role', 'listbox')
        expect(combobox).toHaveAttribute('aria-controls', listbox.id)
        if (open) expect(listbox).toBeVisible()
        else expect(listbox).not.toBeVisible()
        // A closed list holds no options at all, not even hidden ones.
        expect(within(listbox).queryAllByRole('option', { hidden: true })).toHaveLength(
          open ? expected.options.length : 0,
        )
        const shown = optionsShown()
        expect(shown.map((o) => o.textContent)).toEqual(expected.options.map((s) => s.label))
        // Grouped by kind, each group named.
        const groups = within(listbox).queryAllByRole('group')
        expect(groups.map((g) => g.getAttribute('aria-labelledby'))).toHaveLength(
          new Set(expected.options.map((s) => s.kind)).size,
        )
        for (const suggestion of expected.options) {
          const group = within(listbox).getByRole('group', { name: GROUP_LABELS[suggestion.kind] })
          expect(within(group).getByRole('option', { name: suggestion.label })).toBeTruthy()
        }
        // The active option: what the arrow keys reached, and only it.
        shown.forEach((option, index) => {
          expect(option).toHaveAttribute('aria-selected', String(index === expected.active))
        })
        if (open && expected.active >= 0) {
          expect(combobox).toHaveAttribute('aria-activedescendant', shown[expected.active]?.id)
        } else expect(combobox).not.toHaveAttribute('aria-activedescendant')
        const status = screen.getByTestId('search-suggestions-status')
        expect(status).toHaveTextContent(
          expected.phase === 'loading'
            ? 'Looking for suggestions…'
            : open
              ? `${expected.options.length} suggestions`
              : /^$/,
        )
        const alert = screen.queryByRole('alert')
        if (expected.phase === 'failed') {
          expect(alert).toHaveTextContent('Suggestions could not be loaded.')
          expect(within(alert!).getByRole('button', { name: 'Try again' })).toBeTruthy()
        } else expect(alert).toBeNull()
        expect(rendered!.router.state.location.href).toBe(expected.location)
        expect(fetchSuggestions()).toHaveBeenCalledTimes(expected.requests)
        if (expected.requests > 0) {
          const [query, language] = fetchSuggestions().mock.lastCall ?? []
          expect([query, language]).toEqual([expected.lastQuery, 'en'])
        }
        expect(onLeave).toHaveBeenCalledTimes(expected.leaves)
        expect(rendered!.io.log).toHaveBeenCalledTimes(expected.failures)
        check()
        suite.stateAsserted(state)
      }
      /** An arrow key: moves the active option in an open list, else asks again for the text. */
      const moveActive = (next: (active: number, count: number) => number) => {
        if (expected.phase === 'open') {
          expected.active = next(expected.active, expected.options.length)
        } else if (expected.phase === 'idle' && expected.text.trim() !== '') {
          expected.phase = 'loading'
          asked()
        }
      }
      const asked = () => {
        expected.requests += 1
        expected.lastQuery = expected.text.trim()
      }

      await path.test({
        events: executors({
          'xstate.init': async () => {
            rendered = await renderStoreUi(
              <SearchForm onLeave={onLeave} testId="header-search-form" />,
              { inspect: spy.inspect },
            )
            followWithRouter(rendered)
            // The field is served without its machine; a person's first focus loads its logic
            // and starts it (issue 29). Typing before it has arrived: search-field-first-use.
            expect(() => spy.find('search')).toThrow()
            act(() => field().focus())
            await waitFor(() => spy.find('search'))
            // The router's first load runs on real timers; the typing pause on fake ones.
            startFakeTimersForTyping()
          },
          'input.change': async ({ event }) => {
            step(event)
            const text = String(event.text)
            // Part of the pause has passed: typing again must start it over.
            if (expected.phase === 'waiting') {
              await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS - 50))
            }
            await typeText(text)
            expected.text = text
            closeList(text.trim() === '' ? 'idle' : 'waiting')
            await dropStaleRequest()
          },
          'input.sync': async ({ event }) => {
            step(event)
            const q = String(event.text)
            await act(() => rendered!.router.navigate({ to: '/store/search', search: { q } }))
            expected.text = q
            expected.location = `/store/search?q=${q}`
            closeList('idle')
            await dropStaleRequest()
          },
          // Time passing with nothing pressed (spec paths): a pause already under way ends.
          'clock.wait': async ({ event }) => {
            await act(() => vi.advanceTimersByTimeAsync(Number(event.ms)))
            if (expected.phase === 'waiting') {
              expected.phase = 'loading'
              asked()
            }
          },
          'xstate.after.typingPause.search.debouncing': async ({ event }) => {
            step(event)
            const before = fetchSuggestions().mock.calls.length
            await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS - 1))
            // Not a moment early.
            expect(fetchSuggestions()).toHaveBeenCalledTimes(before)
            await act(() => vi.advanceTimersByTimeAsync(1))
            expected.phase = 'loading'
            asked()
          },
          'xstate.done.actor.fetchSuggestions': async ({ event }) => {
            step(event)
            const output = event.output as Suggestion[]
            if (output.length > 0) {
              Object.assign(expected, { phase: 'open', options: output, active: -1 })
            } else closeList('idle')
            await settleFetch({ output })
          },
          'xstate.error.actor.fetchSuggestions': async ({ event }) => {
            step(event)
            closeList('failed')
            expected.failures += 1
            await settleFetch({ error: event.error })
          },
          'search.retry': async ({ event }) => {
            step(event)
            await user.click(screen.getByRole('button', { name: 'Try again' }))
            expected.phase = 'loading'
            asked()
          },
          'option.next': async ({ event }) => {
            step(event)
            await press('{ArrowDown}')
            moveActive((active, count) => (active + 1) % count)
          },
          'option.previous': async ({ event }) => {
            step(event)
            await press('{ArrowUp}')
            moveActive((active, count) => (active <= 0 ? count - 1 : active - 1))
          },
          'option.choose': async ({ event }) => {
            step(event)
            const chosen = expected.options[Number(event.index)] as Suggestion
            await user.click(screen.getByRole('option', { name: chosen.label }))
            expected.location = chosen.path
            closeList('idle')
          },
          'search.submit': async ({ event }) => {
            step(event)
            await press('{Enter}')
            const active = expected.phase === 'open' ? expected.options[expected.active] : undefined
            if (active) expected.location = active.path
            else {
              const q = expected.text.trim()
              // The search route leaves its defaults (page 1, ranking, no words) out of the URL.
              expected.location = q ? `/store/search?q=${q}` : '/store/search'
            }
            closeList('idle')
            await dropStaleRequest()
          },
          'search.blur': async ({ event }) => {
            step(event)
            // Tab until focus is out of the form (past its button and any retry button).
            if (document.activeElement !== field()) await user.click(field())
            const form = screen.getByTestId('header-search-form')
            for (let i = 0; i < 5 && form.contains(document.activeElement); i++) await user.tab()
            expect(form.contains(document.activeElement)).toBe(false)
            // Search mode stays: only Escape with nothing open leaves it.
            closeList('idle')
            await dropStaleRequest()
          },
          'search.escape': async ({ event }) => {
            step(event)
            await press('{Escape}')
            if (expected.phase === 'idle') expected.leaves += 1
            closeList('idle')
            await dropStaleRequest()
          },
        }) as never,
        states: {
          '#search.idle': assert(() => {
            expect(optionsShown()).toHaveLength(0)
          }),
          '#search.debouncing': assert(() => {
            // Waiting for a pause in typing: nothing asked for this text yet.
            expect(vi.getTimerCount()).toBeGreaterThan(0)
          }),
          '#search.loading': assert(() => {
            expect(rendered!.fake.pendingCount('fetchSuggestions')).toBe(1)
          }),
          '#search.open': assert(() => {
            expect(field()).toHaveFocus()
          }),
          '#search.failed': assert(() => {
            expect(optionsShown()).toHaveLength(0)
          }),
        },
      })
    },
  )

  suite.itCoversEveryStateAndTransition({
    atomicStates: [
      '#search.idle',
      '#search.debouncing',
      '#search.loading',
      '#search.open',
      '#search.failed',
    ],
    events: [
      'input.change',
      'input.sync',
      'option.choose',
      'option.next',
      'option.previous',
      'search.blur',
      'search.escape',
      'search.retry',
      'search.submit',
      'xstate.after.typingPause.search.debouncing',
      'xstate.done.actor.fetchSuggestions',
      'xstate.error.actor.fetchSuggestions',
    ],
  })

  // Generated paths reach each active option by the shortest way; a person also walks back and
  // forth, which a wrong wrap would only show on a longer walk.
  it('arrow keys walk the options both ways and wrap at each end', async () => {
    const rendered = await renderStoreUi(<SearchForm testId="header-search-form" />)
    startFakeTimersForTyping()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const field = screen.getByRole('combobox', { name: 'Search templates' })
    await user.type(field, 'resta')
    await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS))
    await act(async () => {
      await rendered.fake.settle('fetchSuggestions', { output: SUGGESTIONS })
    })
    const activeLabel = () =>
      document.getElementById(field.getAttribute('aria-activedescendant') ?? '')?.textContent
    const labels = SUGGESTIONS.map((s) => s.label)
    const walk: [string, string | undefined][] = [
      ['{ArrowDown}', labels[0]],
      ['{ArrowDown}', labels[1]],
      ['{ArrowDown}', labels[2]],
      ['{ArrowDown}', labels[0]],
      ['{ArrowUp}', labels[2]],
      ['{ArrowUp}', labels[1]],
      ['{ArrowUp}', labels[0]],
      ['{ArrowUp}', labels[2]],
    ]
    for (const [key, label] of walk) {
      await user.keyboard(key)
      expect(activeLabel()).toBe(label)
    }
  })
})
