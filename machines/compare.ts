// Issue 31 "Compare": the visit's comparison set, up to COMPARE_LIMIT templates. Every Compare
// control of the page reads this one actor. The stored set is read only once the page has
// hydrated (`compare.restore`): the server's HTML never knows it, and the first render in the
// browser must match that HTML. The compare page's address is the set it shows, so opening it
// replaces the stored one (`compare.replace`). A fourth template is refused, and the refusal is
// kept until the next change so the page can say why nothing happened.
import { assign, setup } from 'xstate'
import { addCompared, compareIdsOf, removeCompared } from '#catalogue/compare'

export type CompareContext = {
  ids: readonly string[]
  /** The template last refused because the set was full; null once the set changes. */
  refused: string | null
}

export type CompareEvent =
  | { type: 'compare.restore' }
  | { type: 'compare.add'; templateId: string }
  | { type: 'compare.remove'; templateId: string }
  | { type: 'compare.replace'; ids: readonly string[] }

export const compareMachine = setup({
  types: { context: {} as CompareContext, events: {} as CompareEvent },
  actions: {
    /** The app reads the visit's stored set (session storage); bare, nothing is stored. */
    restore: assign({}),
    /** The app writes the set to the visit's storage. */
    persist: () => {},
    add: assign(({ context }, params: { templateId: string }) => ({
      ids: addCompared(context.ids, params.templateId).ids,
      refused: null,
    })),
    refuse: assign((_, params: { templateId: string }) => ({ refused: params.templateId })),
    remove: assign(({ context }, params: { templateId: string }) => ({
      ids: removeCompared(context.ids, params.templateId),
      refused: null,
    })),
    replace: assign((_, params: { ids: readonly string[] }) => ({
      ids: compareIdsOf(params.ids.join(',')),
      refused: null,
    })),
  },
  guards: {
    isFull: ({ context }, params: { templateId: string }) =>
      addCompared(context.ids, params.templateId).refused,
  },
}).createMachine({
  id: 'compare',
  context: { ids: [], refused: null },
  initial: 'unread',
  on: {
    'compare.add': [
      {
        guard: { type: 'isFull', params: ({ event }) => ({ templateId: event.templateId }) },
        actions: { type: 'refuse', params: ({ event }) => ({ templateId: event.templateId }) },
      },
      {
        target: '.ready',
        actions: [
          { type: 'add', params: ({ event }) => ({ templateId: event.templateId }) },
          'persist',
        ],
      },
    ],
    'compare.remove': {
      target: '.ready',
      actions: [
        { type: 'remove', params: ({ event }) => ({ templateId: event.templateId }) },
        'persist',
      ],
    },
    'compare.replace': {
      target: '.ready',
      actions: [{ type: 'replace', params: ({ event }) => ({ ids: event.ids }) }, 'persist'],
    },
  },
  states: {
    /** As served: the stored set is not known yet. */
    unread: { on: { 'compare.restore': { target: 'ready', actions: 'restore' } } },
    ready: {},
  },
})
