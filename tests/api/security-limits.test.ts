// Issue 9, security: password work is limited per sender address (sign-in spraying with a new
// e-mail each time, sign-up floods, guessing the current password), and hashing runs with
// bounded concurrency so it cannot take libuv's whole thread pool from gzip.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ADDRESS_WINDOW_MS,
  attemptWait,
  takeAttempt,
  type AttemptKey,
} from '#server/auth/address-limit'
import {
  HASH_CONCURRENCY,
  hashPassword,
  passwordHashLoad,
  verifyPassword,
} from '#server/auth/passwords'
import { readConfig } from '#server/config'
import { postForm, signIn, signUp } from './auth-helpers'
import { ENGINES, SEEDED_ACCOUNTS, createTestApp, readJson, type TestApp } from './test-app'

const DEFAULT_LIMIT = readConfig({}).authAttemptsPerAddress

describe.each(ENGINES)('per-address limits (%s)', (engine) => {
  let t: TestApp
  let small: TestApp
  let clock = new Date('2026-11-23T12:00:00.000Z').getTime()
  beforeAll(async () => {
    ;[t, small] = await Promise.all([
      createTestApp({ engine, config: { authAttemptsPerAddress: DEFAULT_LIMIT } }),
      createTestApp({ engine, config: { authAttemptsPerAddress: 3 }, now: () => new Date(clock) }),
    ])
  })
  afterAll(async () => {
    await Promise.all([t?.close(), small?.close()])
  })

  const from = (address: string) => ({ 'x-forwarded-for': address })

  it('blocks a sprayer that tries a new e-mail each time, with Retry-After', async () => {
    expect(DEFAULT_LIMIT).toBeGreaterThanOrEqual(10)
    expect(DEFAULT_LIMIT).toBeLessThanOrEqual(50)
    const sprayer = from('203.0.113.7')
    for (let i = 0; i < DEFAULT_LIMIT; i++) {
      const response = await postForm(
        t,
        '/auth/sign-in',
        { email: `victim${i}@example.com`, password: 'Winter2026!' },
        sprayer,
      )
      expect(response.status).toBe(401)
    }
    const blocked = await postForm(
      t,
      '/auth/sign-in',
      { email: 'fresh-victim@example.com', password: 'Winter2026!' },
      sprayer,
    )
    expect(blocked.status).toBe(429)
    const retryAfter = Number(blocked.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(ADDRESS_WINDOW_MS / 1000)
    expect(blocked.headers.get('content-type')).toMatch(/text\/html/)
    expect(await blocked.text()).toMatch(/Too many attempts from your network/)
    // The demo user elsewhere is not affected.
    const other = await postForm(
      t,
      '/auth/sign-in',
      { email: SEEDED_ACCOUNTS.demo.email, password: SEEDED_ACCOUNTS.demo.password },
      from('198.51.100.1'),
    )
    expect(other.status).toBe(302)
  })

  it('limits sign-ups per address, but not successful sign-ins', async () => {
    const address = from('192.0.2.10')
    for (let i = 0; i < 3; i++) {
      const response = await postForm(
        small,
        '/auth/sign-up',
        { email: `flood${i}-${engine}@example.com`, password: 'flood-password' },
        address,
      )
      expect(response.status).toBe(302)
    }
    // The form's action carries ?lang=, so even the early refusal speaks the page's language.
    const blocked = await postForm(
      small,
      '/auth/sign-up?lang=ja',
      { email: `flood-more-${engine}@example.com`, password: 'flood-password', lang: 'ja' },
      address,
    )
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await blocked.text()).toMatch(/試行が多すぎます/)

    const signer = from('192.0.2.11')
    for (let i = 0; i < 5; i++) {
      const ok = await postForm(
        small,
        '/auth/sign-in',
        { email: SEEDED_ACCOUNTS.hanako.email, password: SEEDED_ACCOUNTS.hanako.password },
        signer,
      )
      expect(ok.status).toBe(302)
    }
  })

  it('answers a password-change guesser 429 JSON with Retry-After, until the window passes', async () => {
    const user = await signUp(small, { email: `pw-${engine}@example.com` })
    const change = (current: string, address: string) =>
      small.request('/v2/account/password', {
        method: 'PUT',
        token: user.token,
        headers: from(address),
        json: { current_password: current, new_password: 'brand-new-password' },
      })
    for (let i = 0; i < 3; i++) expect((await change(`guess-${i}`, '192.0.2.20')).status).toBe(403)
    const blocked = await change('guess-3', '192.0.2.20')
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await readJson(blocked)).body).toEqual({
      error: { code: 'rate_limited', message: expect.stringMatching(/Too many attempts/) },
    })
    // Even the right password waits: the limit is checked before any hashing.
    expect((await change(user.password, '192.0.2.20')).status).toBe(429)
    clock += ADDRESS_WINDOW_MS + 1000
    const changed = await change(user.password, '192.0.2.20')
    expect(changed.status).toBe(200)
    expect(await signIn(small, user.email, 'brand-new-password')).toBeTruthy()
  })
})

describe.each(ENGINES)('address attempts in the database (%s)', (engine) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ engine, seed: false })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('allows `limit` attempts per window, refunds, and deletes attempts past the window', async () => {
    const key: AttemptKey = { action: 'sign-up', clientIp: '192.0.2.99' }
    const at = (ms: number) => new Date(Date.UTC(2026, 10, 23, 12, 0, 0, ms))
    const take = async (ms: number) => (await takeAttempt(t.db, key, 2, at(ms))).retryAfter
    const wait = (ms: number, k = key) => attemptWait(t.db, k, 2, at(ms))
    expect(await take(0)).toBe(0)
    const second = await takeAttempt(t.db, key, 2, at(100))
    expect(second.retryAfter).toBe(0)
    // The first attempt leaves the window ADDRESS_WINDOW_MS after it was made.
    expect(await take(200)).toBe(Math.ceil((ADDRESS_WINDOW_MS - 200) / 1000))
    expect(await wait(200)).toBe(Math.ceil((ADDRESS_WINDOW_MS - 200) / 1000))
    expect(await wait(200, { ...key, clientIp: '192.0.2.98' })).toBe(0)
    expect(await wait(200, { ...key, action: 'sign-in' })).toBe(0)
    await second.refund()
    expect(await wait(200)).toBe(0)
    expect(await take(300)).toBe(0)
    expect(await take(ADDRESS_WINDOW_MS - 1)).toBeGreaterThan(0)
    expect(await take(ADDRESS_WINDOW_MS)).toBe(0)
    // The attempt at 0 is past every window now: gone from the table.
    const left = await t.db.selectFrom('address_attempts').select('created_at').execute()
    expect(left.map((r) => r.created_at).sort()).toEqual(
      [at(300), at(ADDRESS_WINDOW_MS)].map((d) => d.toISOString()),
    )
  })
})

describe('password hashing concurrency', () => {
  it(`runs at most ${HASH_CONCURRENCY} hash(es) at once and queues the rest in order`, async () => {
    const stored = await hashPassword('queued password')
    const started = Array.from({ length: 6 }, (_, i) =>
      verifyPassword(i === 5 ? 'queued password' : `wrong ${i}`, stored),
    )
    const load = passwordHashLoad()
    expect(load.running).toBe(HASH_CONCURRENCY)
    expect(load.waiting).toBe(6 - HASH_CONCURRENCY)
    expect(await Promise.all(started)).toEqual([false, false, false, false, false, true])
    expect(passwordHashLoad()).toMatchObject({ running: 0, waiting: 0 })
    expect(passwordHashLoad().peak).toBeLessThanOrEqual(HASH_CONCURRENCY)
  })
})
