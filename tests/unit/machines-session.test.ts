import { createActor, fromPromise } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import type { Account } from '#catalogue/api-contract'
import { sessionMachine, TOKEN_COOKIE_DAYS } from '#machines/session'

const account: Account = {
  id: 'a1',
  email: 'demo@example.com',
  language: 'en',
  templateDesignerStatus: 'NONE',
  plan: 'free',
  myBilling: { country: null },
  displayName: null,
  emailConfirmed: true,
  redesignerLinked: false,
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function start(
  overrides: { exchange?: () => Promise<string>; fetch?: () => Promise<Account> } = {},
) {
  const calls: string[] = []
  const spy = (name: string) => vi.fn((..._args: unknown[]) => calls.push(name))
  const actions = {
    storeToken: spy('storeToken'),
    removeToken: spy('removeToken'),
    removeOneTimeTokenFromUrl: spy('removeOneTimeTokenFromUrl'),
    setAnalyticsUserId: spy('setAnalyticsUserId'),
    clearAnalyticsUserId: spy('clearAnalyticsUserId'),
    navigateToStore: spy('navigateToStore'),
    logError: spy('logError'),
  }
  const fetchAccount = vi.fn((_input: { token: string }) =>
    (overrides.fetch ?? (async () => account))(),
  )
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        exchangeToken: fromPromise(overrides.exchange ?? (async () => 'access-1')),
        fetchAccount: fromPromise(({ input }) => fetchAccount(input)),
        revokeToken: fromPromise<unknown, { token: string }>(async () => ({ revoked: true })),
      },
      actions: {
        storeToken: (_, p) => actions.storeToken(p),
        removeToken: () => actions.removeToken(),
        removeOneTimeTokenFromUrl: () => actions.removeOneTimeTokenFromUrl(),
        setAnalyticsUserId: (_, p) => actions.setAnalyticsUserId(p),
        clearAnalyticsUserId: () => actions.clearAnalyticsUserId(),
        navigateToStore: () => actions.navigateToStore(),
        logError: (_, p) => actions.logError(p.error),
      },
    }),
  ).start()
  return { actor, actions, calls, fetchAccount }
}

describe('session machine', () => {
  it('one_time_token → exchange → cookie for 7 days → token off the URL → account', async () => {
    const { actor, actions, calls, fetchAccount } = start()
    actor.send({ type: 'session.start', oneTimeToken: 'once', token: null })
    expect(actor.getSnapshot().value).toBe('exchanging')
    await settle()
    await settle()
    expect(actions.storeToken).toHaveBeenCalledWith({ token: 'access-1', days: TOKEN_COOKIE_DAYS })
    expect(fetchAccount).toHaveBeenCalledWith({ token: 'access-1' })
    expect(calls.slice(0, 2)).toEqual(['storeToken', 'removeOneTimeTokenFromUrl'])
    expect(actor.getSnapshot().value).toBe('signedIn')
    expect(actor.getSnapshot().context.account).toEqual(account)
    expect(TOKEN_COOKIE_DAYS).toBe(7)
  })

  it('a failed exchange or account fetch is logged and leaves the visitor signed out', async () => {
    const a = start({ exchange: async () => Promise.reject(new Error('expired')) })
    a.actor.send({ type: 'session.start', oneTimeToken: 'once', token: null })
    await settle()
    expect(a.actor.getSnapshot().value).toBe('signedOut')
    expect(a.actions.logError).toHaveBeenCalledTimes(1)
    expect(a.actions.storeToken).not.toHaveBeenCalled()

    const b = start({ fetch: async () => Promise.reject(new Error('401')) })
    b.actor.send({ type: 'session.start', oneTimeToken: null, token: 'old' })
    await settle()
    expect(b.actor.getSnapshot().value).toBe('signedOut')
    expect(b.actor.getSnapshot().context.account).toBeNull()
    expect(b.actions.logError).toHaveBeenCalledTimes(1)
  })

  it('a refused account fetch removes the token, so an expired bearer is not sent again', async () => {
    const stale = start({ fetch: async () => Promise.reject(new Error('401')) })
    stale.actor.send({ type: 'session.start', oneTimeToken: null, token: 'expired' })
    await settle()
    // The cookie is what later calls send; signed out, the machine itself calls nothing again.
    expect(stale.actor.getSnapshot().value).toBe('signedOut')
    expect(stale.actor.getSnapshot().context.account).toBeNull()
    expect(stale.actions.removeToken).toHaveBeenCalledTimes(1)

    // Right after a sign-in too: the freshly stored token is taken back out.
    const fresh = start({ fetch: async () => Promise.reject(new Error('500')) })
    fresh.actor.send({ type: 'session.start', oneTimeToken: 'once', token: null })
    await settle()
    await settle()
    expect(fresh.calls).toEqual([
      'storeToken',
      'removeOneTimeTokenFromUrl',
      'removeToken',
      'logError',
    ])
    expect(fresh.actor.getSnapshot().value).toBe('signedOut')
  })

  it('logout resets state, removes the token, goes to /store and clears the analytics user', async () => {
    const { actor, actions } = start()
    actor.send({ type: 'session.start', oneTimeToken: null, token: 'tok' })
    await settle()
    actor.send({ type: 'session.logout' })
    await settle()
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(actor.getSnapshot().context).toEqual({ oneTimeToken: null, token: null, account: null })
    expect(actions.removeToken).toHaveBeenCalledTimes(1)
    expect(actions.navigateToStore).toHaveBeenCalledTimes(1)
    expect(actions.clearAnalyticsUserId).toHaveBeenCalledTimes(1)
  })

  it('an unprovided machine fails loudly rather than pretending to sign in', async () => {
    const actor = createActor(sessionMachine).start()
    actor.send({ type: 'session.start', oneTimeToken: null, token: 'tok' })
    await settle()
    expect(actor.getSnapshot().value).toBe('signedOut')
  })
})
