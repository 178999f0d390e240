// Spec §4 login/logout and §9 auth cookie. The app reads the URL and cookie and sends them in
// `session.start`; the machine decides, and every side effect (token exchange, account fetch,
// cookie, URL clean-up, navigation, analytics) is a named actor or action the app provides.
import { assign, fromPromise, setup } from 'xstate'
import type { Account } from '#catalogue/api-contract'

export const TOKEN_COOKIE_DAYS = 7

/** What views and other machines see of the session. */
export type SessionStatus = 'loading' | 'signedIn' | 'signedOut'

export type SessionContext = {
  oneTimeToken: string | null
  token: string | null
  account: Account | null
}

export type SessionEvent =
  | {
      type: 'session.start'
      oneTimeToken: string | null
      token: string | null
      /** The account a server render already fetched with this token: no second fetch. */
      account?: Account | null
    }
  | { type: 'session.logout' }

export const sessionMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, nothing at run time
  types: { context: {} as SessionContext, events: {} as SessionEvent },
  // Stryker disable all: placeholders. The app and the tests always provide() these actors;
  // the placeholders only make an unprovided machine fail loudly.
  actors: {
    exchangeToken: fromPromise<string, { oneTimeToken: string }>(async () => {
      throw new Error('sessionMachine: provide the exchangeToken actor')
    }),
    fetchAccount: fromPromise<Account, { token: string }>(async () => {
      throw new Error('sessionMachine: provide the fetchAccount actor')
    }),
    revokeToken: fromPromise<unknown, { token: string }>(async () => {
      throw new Error('sessionMachine: provide the revokeToken actor')
    }),
  },
  // Stryker restore all
  actions: {
    storeToken: (_, _params: { token: string; days: number }) => {},
    removeToken: () => {},
    removeOneTimeTokenFromUrl: () => {},
    setAnalyticsUserId: (_, _params: { userId: string }) => {},
    clearAnalyticsUserId: () => {},
    navigateToStore: () => {},
    // Liked flags belong to whoever is signed in: lists and details are fetched again.
    refreshTemplates: () => {},
    logError: (_, _params: { error: unknown }) => {},
    readStart: assign((_, params: { oneTimeToken: string | null; token: string | null }) => ({
      oneTimeToken: params.oneTimeToken || null,
      token: params.token || null,
    })),
    reset: assign({ oneTimeToken: null, token: null, account: null }),
  },
  guards: {
    hasOneTimeToken: (_, params: { oneTimeToken: string | null }) => !!params.oneTimeToken,
    hasToken: (_, params: { token: string | null }) => !!params.token,
    hasRenderedAccount: (_, params: { token: string | null; account?: Account | null }) =>
      !!params.token && !!params.account,
  },
}).createMachine({
  id: 'session',
  context: { oneTimeToken: null, token: null, account: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'session.start': [
          {
            // A page rendered signed in on the server hydrates signed in: nothing flashes.
            guard: { type: 'hasRenderedAccount', params: ({ event }) => event },
            target: 'signedIn',
            actions: [
              { type: 'readStart', params: ({ event }) => event },
              assign(({ event }) => ({ account: event.account ?? null })),
              {
                type: 'setAnalyticsUserId',
                // hasRenderedAccount has just seen the account, so these fallbacks never act.
                // Stryker disable next-line OptionalChaining,StringLiteral: equivalent (above)
                params: ({ event }) => ({ userId: event.account?.id ?? '' }),
              },
            ],
          },
          {
            guard: { type: 'hasOneTimeToken', params: ({ event }) => event },
            target: 'exchanging',
            actions: { type: 'readStart', params: ({ event }) => event },
          },
          {
            guard: { type: 'hasToken', params: ({ event }) => event },
            target: 'loadingAccount',
            actions: { type: 'readStart', params: ({ event }) => event },
          },
          // Neither token: nothing to read, the context keeps its nulls.
          { target: 'signedOut' },
        ],
      },
    },
    exchanging: {
      invoke: {
        id: 'exchangeToken',
        src: 'exchangeToken',
        // Stryker disable next-line StringLiteral: entered only with a one-time token.
        input: ({ context }) => ({ oneTimeToken: context.oneTimeToken ?? '' }),
        onDone: {
          target: 'loadingAccount',
          actions: [
            assign(({ event }) => ({ token: event.output, oneTimeToken: null })),
            {
              type: 'storeToken',
              params: ({ event }) => ({ token: event.output, days: TOKEN_COOKIE_DAYS }),
            },
            'removeOneTimeTokenFromUrl',
          ],
        },
        onError: {
          // A spent or expired one-time token leaves the visitor signed out, with a clean URL.
          // Nothing was signed in yet: no account to forget, and nothing reads the tokens after.
          target: 'signedOut',
          actions: [
            'removeOneTimeTokenFromUrl',
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    loadingAccount: {
      invoke: {
        id: 'fetchAccount',
        src: 'fetchAccount',
        // Stryker disable next-line StringLiteral: entered only with a token.
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'signedIn',
          actions: [
            assign(({ event }) => ({ account: event.output })),
            { type: 'setAnalyticsUserId', params: ({ event }) => ({ userId: event.output.id }) },
            // The page was rendered for a visitor not yet known to be this account.
            'refreshTemplates',
          ],
        },
        onError: {
          // Spec §8: logged, treated as signed out — so the token cookie goes too, or every later
          // call would keep sending an expired bearer for a visitor shown as signed out.
          target: 'signedOut',
          actions: [
            'removeToken',
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    signedIn: {
      on: { 'session.logout': 'signingOut' },
    },
    signingOut: {
      // The server forgets the token first (it is the bearer of its own revoke); the local
      // logout happens whatever the server answers.
      invoke: {
        id: 'revokeToken',
        src: 'revokeToken',
        // Stryker disable next-line StringLiteral: entered only with a token.
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'signedOut',
          actions: [
            'reset',
            'removeToken',
            'clearAnalyticsUserId',
            'navigateToStore',
            'refreshTemplates',
          ],
        },
        onError: {
          target: 'signedOut',
          actions: [
            'reset',
            'removeToken',
            'clearAnalyticsUserId',
            'navigateToStore',
            'refreshTemplates',
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    signedOut: {},
  },
})
