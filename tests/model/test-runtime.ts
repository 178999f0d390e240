// The store system as the tests run it: the app's own root machine and children, given a fake
// StoreIo, with the session settled the way the test needs before its views mount.
import { assign, setup } from 'xstate'
import type { Account } from '#catalogue/api-contract'
import type { Locale } from '#catalogue/locale-paths'
import type { BuildInfo } from '#machines/build'
import type { SessionContext, SessionStatus, sessionMachine } from '#machines/session'
import {
  createStoreRuntime,
  provideStore,
  type InspectFn,
  type StoreOptions,
  type StoreRuntime,
} from '#src/hooks/actors/create-store-actors'
import type { StoreIo } from '#src/hooks/actors/store-io'

export const DEMO_ACCOUNT: Account = {
  id: 'acc-1',
  email: 'demo@example.com',
  language: 'en',
  templateDesignerStatus: 'NONE',
  plan: 'free',
  myBilling: { country: null },
  displayName: null,
  emailConfirmed: true,
  redesignerLinked: false,
}

type SettableSessionEvent = { type: 'test.session'; status: SessionStatus }

/**
 * A session the test moves to any state at any time (signed in, signed out, loading again),
 * which the real machine never does; the system hears its changes as it hears the real one's.
 */
const settableSessionMachine = setup({
  types: { context: {} as SessionContext, events: {} as SettableSessionEvent },
  guards: {
    is: ({ event }, params: { status: SessionStatus }) => event.status === params.status,
  },
}).createMachine({
  id: 'session',
  context: { oneTimeToken: null, token: null, account: null },
  initial: 'idle',
  on: {
    'test.session': [
      {
        guard: { type: 'is', params: { status: 'signedIn' } },
        target: '.signedIn',
        actions: assign({ token: 'tok', account: DEMO_ACCOUNT }),
      },
      {
        guard: { type: 'is', params: { status: 'signedOut' } },
        target: '.signedOut',
        actions: assign({ token: null, account: null }),
      },
      { target: '.idle', actions: assign({ token: null, account: null }) },
    ],
  },
  states: { idle: {}, signedIn: {}, signedOut: {} },
})

export type TestRuntimeOptions = StoreOptions & {
  /**
   * The session as the views find it: settled signed in (the default) or signed out through the
   * real machine's own start, or still loading (not started: the test may start it).
   */
  session?: SessionStatus
  /** The session is one the test sets to any state with `setSession`. */
  settableSession?: boolean
  locale?: Locale
  /** The build this page runs (b1 unless said). */
  build?: BuildInfo
}

export function createTestRuntime(
  io: StoreIo,
  inspect: InspectFn | undefined,
  options: TestRuntimeOptions = {},
): StoreRuntime {
  const {
    session = 'signedIn',
    settableSession = false,
    locale = 'en',
    build = { id: 'b1', timestamp: 1 },
    ...storeOptions
  } = options
  const provided = provideStore(io, storeOptions)
  const runtime = createStoreRuntime({
    io,
    inspect,
    locale,
    build,
    deferSessionStart: true,
    logic: settableSession
      ? provided.provide({
          actors: { session: settableSessionMachine as unknown as typeof sessionMachine },
        })
      : provided,
  })
  if (settableSession) setSession(runtime, session)
  else if (session !== 'loading') {
    // What a page rendered for this visitor starts with (the server's account, or no token).
    const signedIn = session === 'signedIn'
    runtime.actors.session.send({
      type: 'session.start',
      oneTimeToken: null,
      token: signedIn ? 'tok' : null,
      account: signedIn ? DEMO_ACCOUNT : null,
    })
  }
  return runtime
}

/** Moves a settable session (`settableSession: true`) to `status`. */
export function setSession(runtime: StoreRuntime, status: SessionStatus): void {
  const session = runtime.actors.session as unknown as {
    send(event: SettableSessionEvent): void
  }
  session.send({ type: 'test.session', status })
}
