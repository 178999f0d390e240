// Issue 12, suggestions as a visitor types in the search field (the ARIA combobox pattern).
// Typing waits for a pause (typingPause), then asks for suggestions; a newer text cancels the
// call in flight, so an answer for an older text is never shown. A failed call says so and can be
// retried. The arrow keys move the active option (wrapping), Enter opens it or, with none active,
// submits the search, and Escape closes the list; Escape with the list closed leaves search mode
// (the layout machine's, through the leaveSearch action). Focus leaving the field and its list
// (Tab, a click elsewhere) closes the list and drops what was on its way, and stays in search mode.
import { assign, fromPromise, setup } from 'xstate'
import type { Suggestion } from '#catalogue/api-contract'

/** Pause in typing before suggestions are asked for. */
export const TYPING_PAUSE_MS = 150

export type SearchContext = {
  /** What the field holds. */
  text: string
  /** Suggestions for `text`; empty while the list is closed. */
  suggestions: Suggestion[]
  /** The option the arrow keys reached, or -1. */
  activeIndex: number
}

export type SearchInput = { text?: string }

export type SearchEvent =
  | { type: 'input.change'; text: string }
  /** The page's own query changed (a search page opened): shown as it is, nothing asked. */
  | { type: 'input.sync'; text: string }
  | { type: 'option.next' }
  | { type: 'option.previous' }
  | { type: 'option.choose'; index: number }
  | { type: 'search.submit' }
  | { type: 'search.escape' }
  /** Focus left the field and everything of the combobox (its list, its retry button). */
  | { type: 'search.blur' }
  | { type: 'search.retry' }

export type FetchSuggestionsInput = { query: string }

/** What the view that shows the field hears: it went somewhere, or search mode was left. */
export type SearchFieldNews = { type: 'search.navigated' } | { type: 'search.left' }

const closedList = (): Pick<SearchContext, 'suggestions' | 'activeIndex'> => ({
  suggestions: [],
  activeIndex: -1,
})

export const searchMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, nothing at run time
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    input: {} as SearchInput,
    emitted: {} as SearchFieldNews,
  },
  // Stryker disable all: a placeholder. The app and the tests always provide() this actor.
  actors: {
    // The app provides the API call; an unprovided machine fails loudly instead of pretending.
    fetchSuggestions: fromPromise<Suggestion[], FetchSuggestionsInput>(async () => {
      throw new Error('searchMachine: provide the fetchSuggestions actor')
    }),
  },
  // Stryker restore all
  delays: { typingPause: TYPING_PAUSE_MS },
  guards: {
    // Stryker disable all: the view only names the options it shows, so the index is in range.
    isOption: ({ context }, params: { index: number }) =>
      params.index >= 0 && params.index < context.suggestions.length,
    // Stryker restore all
    hasText: ({ context }) => context.text.trim() !== '',
    isText: (_, params: { text: string }) => params.text.trim() !== '',
    hasSuggestions: (_, params: { suggestions: Suggestion[] }) => params.suggestions.length > 0,
    hasActiveOption: ({ context }) => context.activeIndex >= 0,
  },
  actions: {
    openPath: (_, _params: { path: string }) => {},
    submitSearch: (_, _params: { query: string }) => {},
    leaveSearch: () => {},
    logError: (_, _params: { error: unknown }) => {},
    setText: assign((_, params: { text: string }) => ({ text: params.text, ...closedList() })),
    closeList: assign({ suggestions: () => [], activeIndex: -1 }),
    showSuggestions: assign((_, params: { suggestions: Suggestion[] }) => ({
      suggestions: params.suggestions,
      activeIndex: -1,
    })),
    activateNext: assign(({ context }) => ({
      activeIndex: (context.activeIndex + 1) % context.suggestions.length,
    })),
    activatePrevious: assign(({ context }) => ({
      activeIndex:
        context.activeIndex <= 0 ? context.suggestions.length - 1 : context.activeIndex - 1,
    })),
  },
}).createMachine({
  id: 'search',
  context: ({ input }) => ({ text: input.text ?? '', ...closedList() }),
  initial: 'idle',
  on: {
    'input.change': [
      {
        guard: { type: 'isText', params: ({ event }) => ({ text: event.text }) },
        // A transition into debouncing enters it anew, so each keystroke starts the pause over.
        target: '.debouncing',
        actions: { type: 'setText', params: ({ event }) => ({ text: event.text }) },
      },
      {
        target: '.idle',
        actions: { type: 'setText', params: ({ event }) => ({ text: event.text }) },
      },
    ],
    'input.sync': {
      target: '.idle',
      actions: { type: 'setText', params: ({ event }) => ({ text: event.text }) },
    },
    'search.submit': {
      target: '.idle',
      actions: [
        'closeList',
        { type: 'submitSearch', params: ({ context }) => ({ query: context.text.trim() }) },
      ],
    },
    'search.escape': { target: '.idle', actions: 'closeList' },
    // Unlike Escape in idle, nothing more: leaving the field is not leaving search mode.
    'search.blur': { target: '.idle', actions: 'closeList' },
  },
  states: {
    idle: {
      on: {
        // Nothing to close: Escape leaves search mode.
        'search.escape': { actions: 'leaveSearch' },
        // The arrow keys open the list again for the text in the field.
        'option.next': { guard: 'hasText', target: 'loading' },
        'option.previous': { guard: 'hasText', target: 'loading' },
      },
    },
    debouncing: {
      after: { typingPause: 'loading' },
    },
    loading: {
      invoke: {
        id: 'fetchSuggestions',
        src: 'fetchSuggestions',
        input: ({ context }) => ({ query: context.text.trim() }),
        onDone: [
          {
            guard: {
              type: 'hasSuggestions',
              params: ({ event }) => ({ suggestions: event.output }),
            },
            target: 'open',
            actions: {
              type: 'showSuggestions',
              params: ({ event }) => ({ suggestions: event.output }),
            },
          },
          { target: 'idle' },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    open: {
      on: {
        'option.next': { actions: 'activateNext' },
        'option.previous': { actions: 'activatePrevious' },
        'option.choose': {
          guard: { type: 'isOption', params: ({ event }) => ({ index: event.index }) },
          target: 'idle',
          actions: [
            {
              type: 'openPath',
              params: ({ context, event }) => ({
                path: (context.suggestions[event.index] as Suggestion).path,
              }),
            },
            'closeList',
          ],
        },
        'search.submit': {
          guard: 'hasActiveOption',
          target: 'idle',
          actions: [
            {
              type: 'openPath',
              params: ({ context }) => ({
                path: (context.suggestions[context.activeIndex] as Suggestion).path,
              }),
            },
            'closeList',
          ],
        },
      },
    },
    failed: {
      on: { 'search.retry': 'loading' },
    },
  },
})
