// Issue 15: token lookups are batched (server/auth/token-accounts.ts) for speed, and that must
// never let a signed-out, revoked or demoted session through. Each write is followed at once (no
// waiting, no polling) by requests on both instances, after both have answered the token. On
// PostgreSQL two app instances on one schema stand for two servers; SQLite has one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { revokeAdmin } from '#server/auth/admin'
import { tokenLookupBatches } from '#server/auth/token-accounts'
import { openDatabase } from '#server/db/database'
import { signUp } from './auth-helpers'
import {
  ENGINES,
  SEEDED_ACCOUNTS,
  createTestApp,
  openOtherInstance,
  signIn,
  type OtherInstance,
  type TestApp,
} from './test-app'

type Instance = Pick<TestApp, 'request' | 'db'>

describe.each(ENGINES)('revoked sessions are refused at once on %s', (engine) => {
  let t: TestApp
  let other: OtherInstance
  beforeAll(async () => {
    t = await createTestApp({ engine })
    other = await openOtherInstance(t)
  })
  afterAll(async () => {
    await other?.close()
    await t?.close()
  })

  const accountStatus = async (at: Instance, token: string) =>
    (await at.request('/v2/account', { token })).status
  /** Both instances have answered the token. */
  const useOnBoth = async (token: string) => {
    for (const at of [t, other]) expect(await accountStatus(at, token)).toBe(200)
  }

  it('looks up the tokens of requests that arrive together in one query', async () => {
    const tokens = await Promise.all(
      Array.from({ length: 8 }, () =>
        signIn(t, SEEDED_ACCOUNTS.hanako.email, SEEDED_ACCOUNTS.hanako.password),
      ),
    )
    const before = tokenLookupBatches(t.db)
    const statuses = await Promise.all(
      [...tokens, ...tokens, 'not-a-token'].map((token) => accountStatus(t, token)),
    )
    expect(statuses).toEqual([...tokens.map(() => 200), ...tokens.map(() => 200), 401])
    const after = tokenLookupBatches(t.db)
    // 17 requests, 9 distinct tokens: far fewer queries than requests, every token asked once.
    expect(after.tokens - before.tokens).toBe(9)
    expect(after.batches - before.batches).toBeLessThanOrEqual(3)
  })

  it('refuses a signed-out token on every instance right after the logout', async () => {
    for (let round = 0; round < 5; round++) {
      const token = await signIn(t, SEEDED_ACCOUNTS.demo.email, SEEDED_ACCOUNTS.demo.password)
      await useOnBoth(token)
      const [signOutOn, checkOn] = round % 2 ? [other, t] : [t, other]
      expect((await signOutOn.request('/v2/auth/token', { method: 'DELETE', token })).status).toBe(
        200,
      )
      expect(await accountStatus(checkOn, token)).toBe(401)
      expect(await accountStatus(signOutOn, token)).toBe(401)
    }
  })

  it('signs out the other sessions everywhere when the password changes', async () => {
    const account = await signUp(t, { password: 'first-password-1' })
    const stolen = await signIn(t, account.email, account.password)
    await useOnBoth(stolen)
    await useOnBoth(account.token)
    const changed = await t.request('/v2/account/password', {
      method: 'PUT',
      token: account.token,
      json: { current_password: account.password, new_password: 'second-password-2' },
    })
    expect(changed.status).toBe(200)
    expect(await accountStatus(other, stolen)).toBe(401)
    expect(await accountStatus(t, stolen)).toBe(401)
    // The session that changed the password stays signed in.
    expect(await accountStatus(other, account.token)).toBe(200)
  })

  it('takes the admin role away everywhere when the admin command revokes it', async () => {
    const token = await signIn(t, SEEDED_ACCOUNTS.admin.email, SEEDED_ACCOUNTS.admin.password)
    const verificationRanking = async (at: Instance) =>
      (
        await at.request('/v2/store/templates/search', {
          method: 'POST',
          json: { order_by: 'verification_ranking', limit: 1 },
          token,
        })
      ).status
    expect(await verificationRanking(t)).toBe(200)
    expect(await verificationRanking(other)).toBe(200)
    // The command is another process: on PostgreSQL its own connection, which has no feed.
    const command =
      engine === 'postgres'
        ? openDatabase({ databaseUrl: t.deps.config.databaseUrl, pgSchema: t.store.pgSchema })
        : { db: t.db }
    try {
      await revokeAdmin(command.db, SEEDED_ACCOUNTS.admin.email, t.deps.config, new Date())
    } finally {
      if (command.db !== t.db) await command.db.destroy()
    }
    expect(await verificationRanking(other)).toBe(403)
    expect(await verificationRanking(t)).toBe(403)
  })

  it('refuses a token from the moment it expires', async () => {
    let now = new Date()
    const clocked = await createTestApp({ engine, now: () => now })
    try {
      const token = await signIn(clocked, SEEDED_ACCOUNTS.demo.email, SEEDED_ACCOUNTS.demo.password)
      expect(await accountStatus(clocked, token)).toBe(200)
      now = new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000 + 1)
      expect(await accountStatus(clocked, token)).toBe(401)
    } finally {
      await clocked.close()
    }
  })
})
