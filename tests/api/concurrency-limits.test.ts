// Issue 26, "money and limits are atomic": every "at most N" rule holds when the requests
// arrive at once, on both engines and across two app instances sharing one database.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { closeChangeFeed } from '../../server/data-changes'
import { openDatabase } from '../../server/db/database'
import { HANAKO_DESIGNER_ID } from '../../server/db/seed-accounts'
import { SIGN_IN_FAILURE_LIMIT } from '../../server/auth/sign-in-throttle'
import { MESSAGE_LIMIT } from '../../server/routes/designers'
import { spawnServer } from '../support/spawn-server'
import { TEST_ORIGIN, postForm } from './auth-helpers'
import {
  ENGINES,
  SEEDED_ACCOUNTS,
  createAccountWithToken,
  createTestApp,
  readJson,
  type CreateTestAppOptions,
  type TestApp,
  type TestRequestInit,
} from './test-app'

type Request = TestApp['request']
type Instance = { request: Request; origin: string; close: () => Promise<void> }

const withShorthands =
  (send: (url: string, init: RequestInit) => Promise<Response>): Request =>
  (url, init: TestRequestInit = {}) => {
    const { json, token, headers: raw, ...rest } = init
    const headers = new Headers(raw)
    if (json !== undefined) headers.set('content-type', 'application/json')
    if (token) headers.set('authorization', `Bearer ${token}`)
    return send(url, {
      ...rest,
      headers,
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    })
  }

/**
 * Two instances on the test app's database, as two servers would be. PostgreSQL: the test app
 * and a second app with its own pool on the test's schema. SQLite: two server processes on the
 * test app's file (in this process, better-sqlite3 waiting for another connection's lock would
 * block the very event loop that has to finish the transaction holding it).
 */
async function twoInstances(engine: TestApp['engine'], options: CreateTestAppOptions = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-atomic-'))
  const sqliteFile = engine === 'sqlite' ? { sqliteFile: path.join(dataDir, 'store.sqlite') } : {}
  const t = await createTestApp({ engine, ...options, ...sqliteFile })
  const instances =
    engine === 'postgres'
      ? [
          { request: t.request, origin: TEST_ORIGIN, close: async () => {} },
          await secondPostgresApp(t),
        ]
      : await Promise.all([serverProcess(t, dataDir), serverProcess(t, dataDir)])
  return {
    t,
    instances,
    close: async () => {
      await Promise.all(instances.map((instance) => instance.close()))
      await t.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function secondPostgresApp(t: TestApp): Promise<Instance> {
  const store = openDatabase({
    databaseUrl: t.deps.config.databaseUrl,
    pgSchema: t.store.pgSchema as string,
    pgPoolSize: 20,
  })
  const app = createApp({ ...t.deps, db: store.db })
  return {
    request: withShorthands((url, init) => Promise.resolve(app.request(url, init))),
    origin: TEST_ORIGIN,
    close: async () => {
      await closeChangeFeed(store.db)
      await store.db.destroy()
    },
  }
}

async function serverProcess(t: TestApp, dataDir: string): Promise<Instance> {
  const server = await spawnServer({
    // Inherited from the test run, it would point the server at PostgreSQL.
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    // The test names its sender in X-Forwarded-For, as it does for the in-process app.
    TRUST_PROXY: 'loopback',
    AUTH_ATTEMPTS_PER_ADDRESS: String(t.deps.config.authAttemptsPerAddress),
    SHUTDOWN_GRACE_MS: '0',
  })
  return {
    // Redirects are answers to check (a sign-up's 302), not to follow.
    request: withShorthands((url, init) => fetch(server.url(url), { ...init, redirect: 'manual' })),
    origin: new URL(server.url('/')).origin,
    close: async () => {
      server.child.kill('SIGTERM')
      await server.exited
    },
  }
}

const countBy = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {})

describe.each(ENGINES)('at most N under concurrency on %s', (engine) => {
  const from = (address: string) => ({ 'x-forwarded-for': address })
  const message = (request: Request, name: string, address: string) =>
    request(`/v2/store/designers/${HANAKO_DESIGNER_ID}/message`, {
      method: 'POST',
      headers: from(address),
      json: { name, email: 'fan@example.com', body: 'Hello!', language: 'EN' },
    })
  const mailsFrom = (t: TestApp, name: string) =>
    t.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('subject', '=', `New message from ${name}`)
      .execute()
  const messagesFrom = (t: TestApp, address: string) =>
    t.db.selectFrom('designer_messages').select('id').where('client_ip', '=', address).execute()

  describe('one instance', () => {
    let t: TestApp
    beforeAll(async () => {
      t = await createTestApp({ engine, templates: 12 })
    })
    afterAll(async () => {
      await t?.close()
    })

    it(`accepts ${MESSAGE_LIMIT} of 50 designer messages sent at once from one address`, async () => {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => message(t.request, 'Parallel Ken', '203.0.113.50')),
      )
      expect(countBy(answers.map((r) => r.status))).toEqual({ 201: MESSAGE_LIMIT, 429: 45 })
      expect(await messagesFrom(t, '203.0.113.50')).toHaveLength(MESSAGE_LIMIT)
      expect(await mailsFrom(t, 'Parallel Ken')).toHaveLength(MESSAGE_LIMIT)
    })

    it(`counts at most ${SIGN_IN_FAILURE_LIMIT} wrong passwords for one e-mail sent at once`, async () => {
      const answers = await Promise.all(
        Array.from({ length: 30 }, () =>
          postForm(
            t,
            '/auth/sign-in',
            { email: SEEDED_ACCOUNTS.hanako.email, password: 'wrong-guess' },
            from('203.0.113.51'),
          ),
        ),
      )
      expect(countBy(answers.map((r) => r.status))).toEqual({
        401: SIGN_IN_FAILURE_LIMIT,
        429: 30 - SIGN_IN_FAILURE_LIMIT,
      })
    })

    it('stores 20 questionnaire answers sent at once without a 5xx, keeping the latest', async () => {
      const { token } = await createAccountWithToken(t, `quiz-${engine}@example.com`)
      const post = (i: number) =>
        t.request('/v2/account/questionnaire', {
          method: 'POST',
          token,
          json: { questionnaire: 'onboarding', answers: { pick: `answer-${i}` } },
        })
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post(i)))
      expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201))
      const acknowledged = await Promise.all(
        answers.map(
          async (r) =>
            ((await r.json()) as { data: { answers: { pick: string }; submitted_at: string } })
              .data,
        ),
      )
      const stored = await t.db
        .selectFrom('questionnaire_answers')
        .select(['answers', 'created_at'])
        .where('questionnaire', '=', 'onboarding')
        .execute()
      expect(stored).toHaveLength(1)
      // An answer submitted earlier never replaces one submitted later.
      const latest = acknowledged
        .map((a) => a.submitted_at)
        .sort()
        .at(-1)
      expect(stored[0]!.created_at).toBe(latest)
      const latestPicks = acknowledged
        .filter((a) => a.submitted_at === latest)
        .map((a) => a.answers.pick)
      expect(latestPicks).toContain(JSON.parse(stored[0]!.answers).pick)

      // One after another, the last one is kept.
      expect((await post(100)).status).toBe(201)
      expect((await post(101)).status).toBe(201)
      const last = await t.db
        .selectFrom('questionnaire_answers')
        .select('answers')
        .where('questionnaire', '=', 'onboarding')
        .executeTakeFirstOrThrow()
      expect(JSON.parse(last.answers)).toEqual({ pick: 'answer-101' })
    })

    it('creates billing details once when two creations arrive at once', async () => {
      const { token } = await createAccountWithToken(t, `billing-${engine}@example.com`)
      const billing = (name: string) => ({
        name,
        country: 'JP',
        postal_code: '100-0001',
        city: 'Chiyoda',
        line1: '1-1 Marunouchi',
      })
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          t.request('/v2/account/billing', { method: 'POST', token, json: billing(`Name ${i}`) }),
        ),
      )
      expect(countBy(answers.map((r) => r.status))).toEqual({ 201: 1, 409: 9 })
      const created = answers.find((r) => r.status === 201)!
      const name = ((await created.json()) as { data: { name: string } }).data.name
      const stored = await readJson(await t.request('/v2/account/billing', { token }))
      expect(stored.body.data.name).toBe(name)
    })
  })

  describe('two instances on one database', () => {
    let both: Awaited<ReturnType<typeof twoInstances>>
    beforeAll(async () => {
      both = await twoInstances(engine, { templates: 12, config: { authAttemptsPerAddress: 3 } })
    })
    afterAll(async () => {
      await both?.close()
    })
    const alternate = (i: number) => both.instances[i % 2]!

    it(`accepts ${MESSAGE_LIMIT} of 50 designer messages from one address split over both`, async () => {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          message(alternate(i).request, 'Split Ken', '203.0.113.60'),
        ),
      )
      expect(countBy(answers.map((r) => r.status))).toEqual({ 201: MESSAGE_LIMIT, 429: 45 })
      expect(await messagesFrom(both.t, '203.0.113.60')).toHaveLength(MESSAGE_LIMIT)
      expect(await mailsFrom(both.t, 'Split Ken')).toHaveLength(MESSAGE_LIMIT)
    })

    it('holds the per-address sign-up limit across both instances', async () => {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          alternate(i).request('/auth/sign-up', {
            method: 'POST',
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              origin: alternate(i).origin,
              ...from('203.0.113.61'),
            },
            body: new URLSearchParams({
              email: `flood-${i}-${engine}@example.com`,
              password: 'flood-password',
            }).toString(),
          }),
        ),
      )
      expect(countBy(answers.map((r) => r.status))).toEqual({ 302: 3, 429: 9 })
      const accounts = await both.t.db
        .selectFrom('accounts')
        .select('id')
        .where('email', 'like', 'flood-%')
        .execute()
      expect(accounts).toHaveLength(3)
    })

    it('holds the per-address password-change limit across both instances', async () => {
      const { token } = await createAccountWithToken(both.t, `guessed-${engine}@example.com`)
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          alternate(i).request('/v2/account/password', {
            method: 'PUT',
            token,
            headers: from('203.0.113.62'),
            json: { current_password: `guess-${i}`, new_password: 'brand-new-password' },
          }),
        ),
      )
      expect(countBy(answers.map((r) => r.status))).toEqual({ 403: 3, 429: 9 })
    })
  })
})
