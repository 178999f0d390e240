// Issue 26, "money and limits are atomic": a single-use coupon discounts one order however many
// checkouts carry it, and every "at most N" rule holds when the requests arrive at once, on
// both engines and across two app instances sharing one database.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#server/app'
import { closeChangeFeed } from '#server/data-changes'
import { openDatabase } from '#server/db/database'
import { HANAKO_DESIGNER_ID } from '#server/db/seed-accounts'
import { SIGN_IN_FAILURE_LIMIT } from '#server/auth/sign-in-throttle'
import { formatMoney } from '#server/pages/account-html'
import { MESSAGE_LIMIT } from '#server/routes/designers'
import { spawnServer } from '../support/spawn-server'
import { TEST_ORIGIN, postForm, signIn } from './auth-helpers'
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

describe.each(ENGINES)('a single-use coupon pays for one order on %s', (engine) => {
  let t: TestApp
  let clock = new Date('2026-07-01T00:00:00.000Z')
  let paid: { id: string; tier: string }[]
  let usd: Map<string, number>

  beforeAll(async () => {
    t = await createTestApp({ engine, templates: 40, now: () => clock })
    paid = (await t.db.selectFrom('templates').select(['id', 'tier']).orderBy('id').execute())
      .filter((r) => r.tier !== 'TIER_0')
      .slice(0, 12)
    expect(paid.length).toBe(12)
    const prices = await t.db.selectFrom('tier_prices').selectAll().execute()
    usd = new Map(prices.map((p) => [p.tier, p.price_usd_cents]))
  })
  afterAll(async () => {
    await t?.close()
  })

  const checkout = async (templateId: string, token: string, couponCode: string) => {
    const started = await readJson(
      await t.request(`/v2/store/templates/${templateId}/checkout`, {
        method: 'POST',
        token,
        json: { coupon_code: couponCode },
      }),
    )
    expect(started.status).toBe(201)
    return started.body.data as { order_id: string; checkout_url: string; amount: number }
  }
  const confirm = (checkoutUrl: string) => {
    const url = new URL(checkoutUrl, TEST_ORIGIN)
    return postForm(t, `${url.pathname}/confirm`, { token: url.searchParams.get('token')! })
  }
  const ordersOf = (accountId: string) =>
    t.db
      .selectFrom('orders')
      .select(['id', 'template_id', 'status', 'amount', 'coupon_id'])
      .where('account_id', '=', accountId)
      .execute()
  const addCoupon = async (accountId: string, code: string, expiresAt: string | null) => {
    await t.db
      .insertInto('coupons')
      .values({
        id: `cpn_${code}_${accountId}`,
        account_id: accountId,
        code,
        description_en: code,
        description_ja: code,
        discount_percent: 10,
        expires_at: expiresAt,
        used_at: null,
        created_at: '2026-01-01T00:00:00.000Z',
      })
      .execute()
  }
  const discounted = (tier: string) => Math.round((usd.get(tier)! * 90) / 100)

  it('discounts the first confirmed of two checkouts with WELCOME10 and charges the second in full, saying so', async () => {
    const demo = await signIn(t, SEEDED_ACCOUNTS.demo.email, SEEDED_ACCOUNTS.demo.password)
    const [a, b] = [paid[0]!, paid[1]!]
    const first = await checkout(a.id, demo, 'WELCOME10')
    const second = await checkout(b.id, demo, 'WELCOME10')
    expect(first.amount).toBe(discounted(a.tier))
    expect(second.amount).toBe(discounted(b.tier))

    expect((await confirm(first.checkout_url)).status).toBe(303)
    // Before paying, the second checkout already tells the buyer what it will charge.
    const pageText = await (await t.request(second.checkout_url)).text()
    expect(pageText).toContain('WELCOME10 was already used')
    expect(pageText).toContain(formatMoney(usd.get(b.tier)!, 'usd'))

    const late = await confirm(second.checkout_url)
    expect(late.status).toBe(200)
    const text = await late.text()
    expect(text).toMatch(/coupon WELCOME10 was already used/)
    expect(text).toContain(`full price, ${formatMoney(usd.get(b.tier)!, 'usd')}, was charged`)

    const orders = await ordersOf('acc_demo')
    const byId = new Map(orders.map((o) => [o.id, o]))
    expect(byId.get(first.order_id)).toMatchObject({
      status: 'paid',
      amount: discounted(a.tier),
      coupon_id: 'cpn_demo_welcome',
    })
    expect(byId.get(second.order_id)).toMatchObject({
      status: 'paid',
      amount: usd.get(b.tier),
      coupon_id: null,
    })
    // What the buyer's purchase history says matches what was charged.
    const history = await readJson(
      await t.request('/v2/store/templates/sales_histories?type=purchased', { token: demo }),
    )
    const amounts = new Map(
      (history.body.data.sales_histories as { sales_history_id: string; amount: number }[]).map(
        (h) => [h.sales_history_id, h.amount],
      ),
    )
    expect(amounts.get(second.order_id)).toBe(usd.get(b.tier))
  })

  it('discounts exactly one of several checkouts confirmed at once', async () => {
    const { accountId, token } = await createAccountWithToken(t, `race-${engine}@example.com`)
    await addCoupon(accountId, 'RACE10', null)
    const templates = paid.slice(2, 8)
    const started = []
    for (const template of templates) started.push(await checkout(template.id, token, 'RACE10'))
    const answers = await Promise.all(started.map((s) => confirm(s.checkout_url)))
    // One redirect (the discounted purchase), the rest pages saying the full price was paid.
    expect(countBy(answers.map((r) => r.status))).toEqual({ 303: 1, 200: templates.length - 1 })

    const orders = await ordersOf(accountId)
    expect(orders.every((o) => o.status === 'paid')).toBe(true)
    const withCoupon = orders.filter((o) => o.coupon_id !== null)
    expect(withCoupon).toHaveLength(1)
    const tierOf = new Map(templates.map((tpl) => [tpl.id, tpl.tier]))
    for (const order of orders) {
      const tier = tierOf.get(order.template_id)!
      expect(order.amount).toBe(order.coupon_id ? discounted(tier) : usd.get(tier))
    }
  })

  it('charges the full price when the coupon expired between checkout and payment', async () => {
    const { accountId, token } = await createAccountWithToken(t, `late-${engine}@example.com`)
    const expiresAt = new Date(clock.getTime() + 10 * 60 * 1000).toISOString()
    await addCoupon(accountId, 'SOON10', expiresAt)
    const template = paid[8]!
    const started = await checkout(template.id, token, 'SOON10')
    expect(started.amount).toBe(discounted(template.tier))
    clock = new Date(clock.getTime() + 11 * 60 * 1000)
    const answer = await confirm(started.checkout_url)
    expect(answer.status).toBe(200)
    expect(await answer.text()).toMatch(/coupon SOON10 expired/)
    const [order] = await ordersOf(accountId)
    expect(order).toMatchObject({ status: 'paid', amount: usd.get(template.tier), coupon_id: null })
    const coupon = await t.db
      .selectFrom('coupons')
      .select('used_at')
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow()
    expect(coupon.used_at).toBeNull()
  })

  it('keeps one pending order per account and template when checkouts start at once', async () => {
    const { accountId, token } = await createAccountWithToken(t, `pending-${engine}@example.com`)
    const template = paid[9]!
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.request(`/v2/store/templates/${template.id}/checkout`, { method: 'POST', token }),
      ),
    )
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(201))
    const orders = await ordersOf(accountId)
    expect(orders).toHaveLength(1)
  })
})

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
