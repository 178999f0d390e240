// Issue 31 "Try it as yours": the template page's form of the visitor's business (name, tagline,
// accent, site language). The address is the choices (decision 040): the form's fields follow the
// typing at once, the address only once the typing pauses (`typingPause`, 300 ms after the last
// key, replacing the entry: Back must not step through the typing), or at once when the form is
// sent. The visit keeps the address's choices (session storage, through the app's io) and hands
// them to the next template page opened without any: read once the page has hydrated (the served
// HTML cannot know them, and the first render must match it), and only then.
import { assign, setup } from 'xstate'
import type { Personalisation } from '#catalogue/personalise'

/** The form's fields as typed (an unfinished hex included); `lang` is always a language. */
export type PersonalFields = { name: string; tagline: string; accent: string; lang: string }

export type PersonaliseInput = { fields: PersonalFields }

export type PersonaliseContext = {
  fields: PersonalFields
  /** The visit's kept choices, read when the page hydrated without any of its own. */
  visit: Personalisation | null
}

export type PersonaliseEvent =
  /** The app runs on the page: `given` when its address carries choices of its own. */
  | { type: 'page.hydrated'; given: boolean; choices: Personalisation }
  /** Typing, a picked scheme or language: the fields change now, the address after the pause. */
  | { type: 'fields.change'; fields: Partial<PersonalFields> }
  /** The form sent (Enter, "Show my preview"): the address follows at once. */
  | { type: 'fields.submit' }
  /** The page's address changed its choices: the visit keeps them (none: forgets). */
  | { type: 'address.change'; choices: Personalisation }
  /** "Back to the sample business": the fields empty (the link itself changes the address). */
  | { type: 'choices.reset'; lang: string }

/** The fields of a set of choices, the language `lang` when they name none. */
export function fieldsOf(choices: Personalisation, lang: string): PersonalFields {
  return {
    name: choices.name ?? '',
    tagline: choices.tagline ?? '',
    accent: choices.accent ?? '',
    lang: choices.lang ?? lang,
  }
}

export const PERSONALISE_TYPING_PAUSE_MS = 300

export const personaliseMachine = setup({
  types: {
    context: {} as PersonaliseContext,
    events: {} as PersonaliseEvent,
    input: {} as PersonaliseInput,
  },
  // The page provides these (src/features/templates/lib/use-personalise.ts); bare, they do nothing.
  actions: {
    /** The app reads the visit's kept choices into `visit` (session storage). */
    restore: assign({}),
    /** The app writes the choices for the visit (none: forgets them). */
    keep: (_, _params: { choices: Personalisation }) => {},
    /** The app replaces the page's address with the fields (an unfinished hex keeps the last). */
    writeAddress: (_, _params: { fields: PersonalFields }) => {},
    change: assign(({ context }, params: { fields: Partial<PersonalFields> }) => ({
      fields: { ...context.fields, ...params.fields },
    })),
    takeVisit: assign(({ context }) => ({
      fields: fieldsOf(context.visit ?? {}, context.fields.lang),
    })),
    clear: assign((_, params: { lang: string }) => ({ fields: fieldsOf({}, params.lang) })),
  },
  guards: {
    addressGiven: (_, params: { given: boolean }) => params.given,
    visitKept: ({ context }) =>
      context.visit !== null &&
      (context.visit.name !== undefined ||
        context.visit.tagline !== undefined ||
        context.visit.accent !== undefined),
  },
  delays: { typingPause: PERSONALISE_TYPING_PAUSE_MS },
}).createMachine({
  id: 'personalise',
  context: ({ input }) => ({ fields: input.fields, visit: null }),
  initial: 'served',
  states: {
    /** As served and while hydrating: the visit's storage is not read. */
    served: {
      on: {
        'fields.change': { actions: { type: 'change', params: ({ event }) => event } },
        'page.hydrated': [
          {
            guard: { type: 'addressGiven', params: ({ event }) => event },
            target: 'ready',
            actions: { type: 'keep', params: ({ event }) => event },
          },
          { target: 'restoring', actions: 'restore' },
        ],
      },
    },
    /** The page came without choices: the visit's, if it kept some, become the address. */
    restoring: {
      always: [
        {
          guard: 'visitKept',
          target: 'ready',
          actions: ['takeVisit', { type: 'writeAddress', params: ({ context }) => context }],
        },
        { target: 'ready' },
      ],
    },
    ready: {
      initial: 'settled',
      on: {
        'address.change': { actions: { type: 'keep', params: ({ event }) => event } },
        'choices.reset': {
          target: '.settled',
          actions: { type: 'clear', params: ({ event }) => event },
        },
        'fields.change': {
          // Each key starts the pause again (typing is entered anew).
          target: '.typing',
          actions: { type: 'change', params: ({ event }) => event },
        },
      },
      states: {
        settled: {},
        typing: {
          after: {
            typingPause: {
              target: 'settled',
              actions: { type: 'writeAddress', params: ({ context }) => context },
            },
          },
          on: {
            'fields.submit': {
              target: 'settled',
              actions: { type: 'writeAddress', params: ({ context }) => context },
            },
          },
        },
      },
    },
  },
})
