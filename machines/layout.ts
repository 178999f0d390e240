// Spec §3/§4 layout state: the drawer and search mode exclude each other (opening one resets the
// other), and the login-recommendation modal has an open flag and a mode.
import { assign, setup } from 'xstate'

export const LOGIN_MODAL_MODES = ['like'] as const
export type LoginModalMode = (typeof LOGIN_MODAL_MODES)[number]

export type LayoutContext = { loginModalMode: LoginModalMode | null }

export type LayoutEvent =
  | { type: 'drawer.open' }
  | { type: 'drawer.close' }
  | { type: 'drawer.toggle' }
  | { type: 'search.open' }
  | { type: 'search.close' }
  | { type: 'loginModal.open'; mode: LoginModalMode }
  | { type: 'loginModal.close' }
  | { type: 'navigation.done' }

export const layoutMachine = setup({
  types: { context: {} as LayoutContext, events: {} as LayoutEvent },
  actions: {
    setModalMode: assign((_, params: { mode: LoginModalMode }) => ({
      loginModalMode: params.mode,
    })),
    clearModalMode: assign({ loginModalMode: null }),
  },
}).createMachine({
  id: 'layout',
  type: 'parallel',
  context: { loginModalMode: null },
  states: {
    panel: {
      initial: 'closed',
      // A new page starts with the drawer and search closed.
      on: { 'navigation.done': '.closed' },
      states: {
        closed: {
          on: {
            'drawer.open': 'drawer',
            'drawer.toggle': 'drawer',
            'search.open': 'search',
          },
        },
        drawer: {
          on: {
            'drawer.close': 'closed',
            'drawer.toggle': 'closed',
            'search.open': 'search',
          },
        },
        search: {
          on: {
            'search.close': 'closed',
            'drawer.open': 'drawer',
            'drawer.toggle': 'drawer',
          },
        },
      },
    },
    loginModal: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'loginModal.open': {
              target: 'open',
              actions: { type: 'setModalMode', params: ({ event }) => ({ mode: event.mode }) },
            },
          },
        },
        open: {
          on: {
            'loginModal.close': { target: 'closed', actions: 'clearModalMode' },
            'navigation.done': { target: 'closed', actions: 'clearModalMode' },
          },
        },
      },
    },
  },
})
