// Spec §3/§4 layout state: the drawer and search mode exclude each other (opening one resets the
// other), and the login-recommendation modal has an open flag and a mode. A viewport grown to the
// desktop header (spec §9, after the 100 ms resize debounce) closes the drawer, which has no place
// there: shrinking again must not bring it back. On small screens a list page's filters open as a
// sheet (issue 12), the third of the panels: opening any of drawer, search and filter sheet closes
// the others, and the desktop viewport (where the filters sit beside the list) closes the sheet.
import { assign, setup } from 'xstate'

export const LOGIN_MODAL_MODES = ['like'] as const
export type LoginModalMode = (typeof LOGIN_MODAL_MODES)[number]

export type LayoutContext = { loginModalMode: LoginModalMode | null }

export type LayoutEvent =
  | { type: 'drawer.close' }
  | { type: 'drawer.toggle' }
  | { type: 'search.open' }
  | { type: 'search.close' }
  | { type: 'filterSheet.open' }
  | { type: 'filterSheet.close' }
  | { type: 'loginModal.open'; mode: LoginModalMode }
  | { type: 'loginModal.close' }
  | { type: 'navigation.done' }
  | { type: 'viewport.change'; desktop: boolean }

export const layoutMachine = setup({
  types: { context: {} as LayoutContext, events: {} as LayoutEvent },
  actions: {
    setModalMode: assign((_, params: { mode: LoginModalMode }) => ({
      loginModalMode: params.mode,
    })),
    clearModalMode: assign({ loginModalMode: null }),
  },
  guards: {
    isDesktop: (_, params: { desktop: boolean }) => params.desktop,
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
            'drawer.toggle': 'drawer',
            'search.open': 'search',
            'filterSheet.open': 'filterSheet',
          },
        },
        drawer: {
          on: {
            'drawer.close': 'closed',
            'drawer.toggle': 'closed',
            'search.open': 'search',
            'filterSheet.open': 'filterSheet',
            'viewport.change': {
              guard: { type: 'isDesktop', params: ({ event }) => ({ desktop: event.desktop }) },
              target: 'closed',
            },
          },
        },
        search: {
          on: {
            'search.close': 'closed',
            'drawer.toggle': 'drawer',
            'filterSheet.open': 'filterSheet',
          },
        },
        filterSheet: {
          on: {
            'filterSheet.close': 'closed',
            'drawer.toggle': 'drawer',
            'search.open': 'search',
            'viewport.change': {
              guard: { type: 'isDesktop', params: ({ event }) => ({ desktop: event.desktop }) },
              target: 'closed',
            },
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
