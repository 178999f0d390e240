import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGINES, createTestApp, readJson, type TestApp } from './test-app'
import {
  TEST_ORIGIN,
  exchangeOneTimeToken,
  oneTimeTokenFor,
  postForm,
  signIn,
} from './auth-helpers'

const DEMO = { email: 'demo@example.com', password: 'demo-password' }

describe.each(ENGINES)('auth flow on %s', (engine) => {
  let t: TestApp
  let clock = new Date('2026-03-01T00:00:00.000Z')
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms)
  }

  beforeAll(async () => {
    t = await createTestApp({ engine, templates: 12, now: () => clock })
  })
  afterAll(async () => {
    await t?.close()
  })

  describe('sign-in page', () => {
    it('renders the form in English by default, keeping the redirect', async () => {
      const response = await t.request('/auth/sign-in?redirect=/store/all?page=2')
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/text\/html/)
      const html = await response.text()
      expect(html).toContain('<html lang="en">')
      expect(html).toContain('name="redirect" value="/store/all?page=2"')
      expect(html).toContain('Sign in')
    })

    it('renders Japanese with ?lang=ja and with the store_locale cookie', async () => {
      const byQuery = await (await t.request('/auth/sign-in?lang=ja')).text()
      expect(byQuery).toContain('<html lang="ja">')
      expect(byQuery).toContain('ログイン')
      const byRedirect = await (await t.request('/auth/sign-in?redirect=/ja/store/all')).text()
      expect(byRedirect).toContain('<html lang="ja">')
      const explicitEn = await (await t.request('/auth/sign-in?redirect=/ja/store&lang=en')).text()
      expect(explicitEn).toContain('<html lang="en">')
      const empty = await t.request('/auth/sign-in?redirect=')
      expect(empty.status).toBe(200)
      expect(await empty.text()).toContain('name="redirect" value="/store"')
      const byCookie = await (
        await t.request('/auth/sign-up', { headers: { cookie: 'store_locale=ja' } })
      ).text()
      expect(byCookie).toContain('アカウント作成')
    })

    it('redirects to <redirect>?one_time_token=… keeping the other query parameters', async () => {
      const response = await postForm(t, '/auth/sign-in', {
        ...DEMO,
        redirect: '/ja/store/search?q=cafe&page=2#top',
      })
      expect(response.status).toBe(302)
      const location = new URL(response.headers.get('location')!, TEST_ORIGIN)
      expect(location.origin).toBe(TEST_ORIGIN)
      expect(location.pathname).toBe('/ja/store/search')
      expect(location.searchParams.get('q')).toBe('cafe')
      expect(location.searchParams.get('page')).toBe('2')
      expect(location.searchParams.get('one_time_token')).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(location.hash).toBe('#top')
    })

    it('defaults the redirect to /store and accepts the e-mail in any case', async () => {
      const response = await postForm(t, '/auth/sign-in', {
        email: '  Demo@Example.COM ',
        password: DEMO.password,
      })
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toMatch(/^\/store\?one_time_token=/)
    })

    it('re-renders with an error and the e-mail kept on a wrong password or unknown e-mail', async () => {
      for (const fields of [
        { email: DEMO.email, password: 'wrong-password' },
        { email: 'nobody@templatestore.test', password: 'demo-password' },
        { email: DEMO.email, password: '' },
      ]) {
        const response = await postForm(t, '/auth/sign-in', { ...fields, redirect: '/store' })
        expect(response.status).toBe(401)
        const html = await response.text()
        expect(html).toContain('The e-mail or password is incorrect.')
        expect(html).toContain(`value="${fields.email}"`)
      }
    })

    it('slows password guessing per e-mail and sender with 429', async () => {
      const email = 'guess-target@example.com'
      const password = 'the-real-password'
      expect((await postForm(t, '/auth/sign-up', { email, password })).status).toBe(302)
      const attacker = { 'x-forwarded-for': '203.0.113.66' }
      for (let i = 0; i < 10; i++) {
        const wrong = await postForm(
          t,
          '/auth/sign-in',
          { email, password: `guess-${i}` },
          attacker,
        )
        expect(wrong.status).toBe(401)
        advance(1000)
      }
      // Locked for this sender, even with the right password, so guesses cannot be confirmed.
      const locked = await postForm(t, '/auth/sign-in', { email, password }, attacker)
      expect(locked.status).toBe(429)
      expect(Number(locked.headers.get('retry-after'))).toBe(15 * 60 - 10)
      expect(await locked.text()).toContain(
        'Too many failed sign-ins. Please try again in 15 minutes.',
      )
      // The real user, elsewhere, is not locked out.
      const owner = await postForm(
        t,
        '/auth/sign-in',
        { email, password },
        { 'x-forwarded-for': '198.51.100.9' },
      )
      expect(owner.status).toBe(302)
      advance(15 * 60 * 1000)
      expect((await postForm(t, '/auth/sign-in', { email, password }, attacker)).status).toBe(302)
    })

    it('rejects an invalid e-mail with 400', async () => {
      const response = await postForm(t, '/auth/sign-in', { email: 'not-an-email', password: 'x' })
      expect(response.status).toBe(400)
      expect(await response.text()).toContain('Enter a valid e-mail address.')
    })

    it('never redirects off the site', async () => {
      const hostile = [
        'https://evil.example/store',
        '//evil.example/store',
        '/\\evil.example',
        'store',
        'javascript:alert(1)',
        '/%0d%0aLocation:%20https://evil.example'.replace('%0d%0a', '\r\n'),
      ]
      for (const redirect of hostile) {
        const get = await t.request(`/auth/sign-in?redirect=${encodeURIComponent(redirect)}`)
        expect(get.status, redirect).toBe(400)
        expect(await get.text()).toContain('The redirect must be a path on this site')
        const post = await postForm(t, '/auth/sign-in', { ...DEMO, redirect })
        expect(post.status, redirect).toBe(400)
        expect(post.headers.get('location')).toBeNull()
      }
    })

    it('refuses a form post from another origin or without Origin/Referer (CSRF)', async () => {
      const foreign = await postForm(t, '/auth/sign-in', DEMO, { origin: 'https://evil.example' })
      expect(foreign.status).toBe(403)
      expect(await foreign.text()).toContain('This form must be sent from this site')
      const bare = await t.request('/auth/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(DEMO).toString(),
      })
      expect(bare.status).toBe(403)
      const byReferer = await postForm(t, '/auth/sign-in', DEMO, {
        origin: '',
        referer: `${TEST_ORIGIN}/auth/sign-in`,
      })
      expect(byReferer.status).toBe(302)
    })
  })

  describe('sign-up page', () => {
    it('creates an account in the page language and signs it in', async () => {
      const response = await postForm(t, '/auth/sign-up', {
        email: 'New.Person@Example.com',
        password: 'long-enough',
        redirect: '/ja/store',
        lang: 'ja',
      })
      expect(response.status).toBe(302)
      const token = new URL(response.headers.get('location')!, TEST_ORIGIN).searchParams.get(
        'one_time_token',
      )!
      const access = (await readJson(await exchangeOneTimeToken(t, token))).body.token
      const account = await readJson(await t.request('/v2/account', { token: access }))
      expect(account.status).toBe(200)
      expect(account.body.data).toMatchObject({
        email: 'new.person@example.com',
        language: 'ja',
        template_designer_status: 'NONE',
        plan: 'free',
        my_billing: { country: null },
      })
      const row = await t.db
        .selectFrom('accounts')
        .select('password_hash')
        .where('email', '=', 'new.person@example.com')
        .executeTakeFirstOrThrow()
      expect(row.password_hash).toMatch(/^scrypt\$/)
      expect(row.password_hash).not.toContain('long-enough')
    })

    it('rejects a short password, an invalid e-mail and a duplicate e-mail', async () => {
      const short = await postForm(t, '/auth/sign-up', {
        email: 'short@example.com',
        password: '1234567',
      })
      expect(short.status).toBe(400)
      expect(await short.text()).toContain('at least 8 characters')
      const invalid = await postForm(t, '/auth/sign-up', { email: 'nope', password: 'long-enough' })
      expect(invalid.status).toBe(400)
      const duplicate = await postForm(t, '/auth/sign-up', {
        email: 'DEMO@example.com',
        password: 'long-enough',
      })
      expect(duplicate.status).toBe(409)
      const html = await duplicate.text()
      expect(html).toContain('already exists')
      expect(html).toContain('value="DEMO@example.com"')
    })
  })

  describe('tokens', () => {
    it('signs in, reads the account, logs out, and the token stops working', async () => {
      const token = await signIn(t, DEMO.email, DEMO.password)
      const account = await readJson(await t.request('/v2/account', { token }))
      expect(account.status).toBe(200)
      expect(account.body.data).toMatchObject({ id: 'acc_demo', email: DEMO.email, language: 'en' })

      const logout = await readJson(await t.request('/v2/auth/token', { method: 'DELETE', token }))
      expect(logout).toEqual({ status: 200, body: { data: { revoked: true } } })

      const after = await readJson(await t.request('/v2/account', { token }))
      expect(after.status).toBe(401)
      expect(after.body.error.message).toMatch(/invalid, expired or revoked/)
      const again = await t.request('/v2/auth/token', { method: 'DELETE', token })
      expect(again.status).toBe(401)
    })

    it('stores only sha-256 hashes of tokens', async () => {
      const token = await signIn(t, DEMO.email, DEMO.password)
      const raw = await t.db
        .selectFrom('access_tokens')
        .select('hash')
        .where('hash', '=', token)
        .executeTakeFirst()
      expect(raw).toBeUndefined()
      const { createHash } = await import('node:crypto')
      const hashed = await t.db
        .selectFrom('access_tokens')
        .select('account_id')
        .where('hash', '=', createHash('sha256').update(token).digest('hex'))
        .executeTakeFirst()
      expect(hashed?.account_id).toBe('acc_demo')
    })

    it('accepts a one-time token once only', async () => {
      const oneTime = await oneTimeTokenFor(t, DEMO.email, DEMO.password)
      const first = await readJson(await exchangeOneTimeToken(t, oneTime))
      expect(first.status).toBe(200)
      expect(first.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      const second = await readJson(await exchangeOneTimeToken(t, oneTime))
      expect(second.status).toBe(401)
      expect(second.body.error).toMatchObject({ code: 'unauthorized' })
      expect(second.body.error.message).toMatch(/already used or expired/)
    })

    it('expires a one-time token after 5 minutes', async () => {
      const fresh = await oneTimeTokenFor(t, DEMO.email, DEMO.password)
      advance(4 * 60 * 1000 + 59 * 1000)
      expect((await exchangeOneTimeToken(t, fresh)).status).toBe(200)
      const stale = await oneTimeTokenFor(t, DEMO.email, DEMO.password)
      advance(5 * 60 * 1000)
      expect((await exchangeOneTimeToken(t, stale)).status).toBe(401)
    })

    it('expires an access token after 7 days', async () => {
      const token = await signIn(t, DEMO.email, DEMO.password)
      advance(7 * 24 * 60 * 60 * 1000 - 1000)
      expect((await t.request('/v2/account', { token })).status).toBe(200)
      advance(2000)
      const expired = await readJson(await t.request('/v2/account', { token }))
      expect(expired.status).toBe(401)
      expect(expired.body.error.message).toMatch(/invalid, expired or revoked/)
    })

    it('rejects a missing, unknown or access token as one-time token, and an access token that is not one', async () => {
      const missing = await readJson(await t.request('/v2/auth/token', { method: 'POST' }))
      expect(missing.status).toBe(401)
      expect(missing.body.error.message).toMatch(/Send the one-time token/)
      expect((await exchangeOneTimeToken(t, 'made-up-token')).status).toBe(401)
      const access = await signIn(t, DEMO.email, DEMO.password)
      expect((await exchangeOneTimeToken(t, access)).status).toBe(401)
      const oneTime = await oneTimeTokenFor(t, DEMO.email, DEMO.password)
      expect((await t.request('/v2/account', { token: oneTime })).status).toBe(401)
    })

    it('tells a missing token from an invalid one', async () => {
      const missing = await readJson(await t.request('/v2/account'))
      expect(missing.status).toBe(401)
      expect(missing.body.error.message).toMatch(/Authentication is required/)
      const invalid = await readJson(await t.request('/v2/account', { token: 'nope' }))
      expect(invalid.status).toBe(401)
      expect(invalid.body.error.message).toMatch(/invalid, expired or revoked/)
      const logoutWithout = await readJson(await t.request('/v2/auth/token', { method: 'DELETE' }))
      expect(logoutWithout.status).toBe(401)
    })
  })
})
