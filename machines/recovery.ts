// Issue 9, the front end under faults: a page whose data could not be loaded because the API was
// unreachable or said it was temporarily unavailable (502/503/504) loads itself again, after 1 s,
// 2 s, 4 s … at most 30 s apart, until the API answers. Any other failure (404, 500, a bug) stays
// on its error page: trying again would only repeat it.
import { assign, fromPromise, setup } from 'xstate'

export const RETRY_BASE_DELAY_MS = 1_000
export const RETRY_MAX_DELAY_MS = 30_000

/** Statuses that say "not now" rather than "never": worth loading the page again for. */
export const RETRYABLE_STATUSES: readonly number[] = [502, 503, 504]

export function isRetryableStatus(status: unknown): boolean {
  return RETRYABLE_STATUSES.some((retryable) => retryable === status)
}

/** Wait before retry number `attempt` (0-based): 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** Math.max(0, attempt), RETRY_MAX_DELAY_MS)
}

export type RecoveryContext = {
  /** Failed reloads since the page first failed; chooses the next wait. */
  attempt: number
}

export type RecoveryEvent = { type: 'page.failed'; status: number } | { type: 'page.loaded' }

/** What the page reload reports when it failed again: the status its error maps to. */
export type ReloadFailure = { status: number }

/** The status a failed reload reports; anything else (a bug, a bare rejection) has none. */
function statusOf(error: unknown): unknown {
  return (error as Partial<ReloadFailure> | null | undefined)?.status
}

export const recoveryMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, nothing at run time
  types: {
    context: {} as RecoveryContext,
    events: {} as RecoveryEvent,
  },
  // Stryker disable all: placeholders. The app and the tests always provide() these actors;
  // the placeholders only make an unprovided machine fail loudly.
  actors: {
    // Loads the current page again; rejects with a ReloadFailure when it still fails.
    reloadPage: fromPromise<void, void>(async () => {
      throw new Error('recoveryMachine: provide the reloadPage actor')
    }),
  },
  // Stryker restore all
  actions: {
    // Only `waiting` reads the count, and an outage is always entered from `idle` through here.
    startCounting: assign({ attempt: 0 }),
    countFailedReload: assign({ attempt: ({ context }) => context.attempt + 1 }),
  },
  guards: {
    retryable: (_, params: { status: unknown }) => isRetryableStatus(params.status),
  },
  delays: {
    backoff: ({ context }) => retryDelay(context.attempt),
  },
}).createMachine({
  id: 'recovery',
  // `idle` is only left through `startCounting`, which sets the count before anything reads it.
  // Stryker disable next-line ObjectLiteral: equivalent (above)
  context: { attempt: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'page.failed': {
          guard: { type: 'retryable', params: ({ event }) => ({ status: event.status }) },
          target: 'waiting',
          actions: 'startCounting',
        },
      },
    },
    waiting: {
      after: { backoff: 'reloading' },
      on: {
        // The visitor went on to a page that loaded: nothing left to recover.
        'page.loaded': 'idle',
      },
    },
    reloading: {
      // The reload's own outcome decides; the router's events during it are about the same load.
      invoke: {
        id: 'reloadPage',
        src: 'reloadPage',
        onDone: 'idle',
        onError: [
          {
            guard: {
              type: 'retryable',
              params: ({ event }) => ({ status: statusOf(event.error) }),
            },
            target: 'waiting',
            actions: 'countFailedReload',
          },
          // Now a 404 or a bug: its error page stays, without more tries.
          'idle',
        ],
      },
    },
  },
})
