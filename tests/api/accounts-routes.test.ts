import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGINES, createTestApp, readJson, type TestApp } from './test-app'
import { signIn, signUp } from './auth-helpers'

const BILLING = {
  name: 'Taro Yamada',
  company_name: 'Yamada Design',
  country: 'JP',
  postal_code: '150-0001',
  region: 'Tokyo',
  city: 'Shibuya',
  line1: '1-2-3 Jingumae',
  phone: '+81 3-1234-5678',
}

describe.each(ENGINES)('account routes on %s', (engine) => {
  let t: TestApp
  let clock = new Date('2026-03-01T00:00:00.000Z')

  beforeAll(async () => {
    t = await createTestApp({ engine, templates: 12, now: () => clock })
  })
  afterAll(async () => {
    await t?.close()
  })

  const put = (path: string, token: string, json: unknown) =>
    t.request(path, { method: 'PUT', token, json })
  const post = (path: string, token: string, json?: unknown) =>
    t.request(path, { method: 'POST', token, json })

  it('answers 401 on every account call without a token', async () => {
    const calls: [string, string][] = [
      ['GET', '/v2/account'],
      ['PUT', '/v2/account'],
      ['PUT', '/v2/account/password'],
      ['GET', '/v2/account/billing'],
      ['POST', '/v2/account/billing'],
      ['PUT', '/v2/account/billing'],
      ['POST', '/v2/account/billing/country'],
      ['POST', '/v2/account/email/confirm'],
      ['POST', '/v2/account/link/redesigner'],
      ['DELETE', '/v2/account/link/redesigner'],
      ['GET', '/v2/account/address'],
      ['PUT', '/v2/account/address'],
      ['GET', '/v2/account/coupons'],
      ['POST', '/v2/account/questionnaire'],
    ]
    for (const [method, path] of calls) {
      const response = await readJson(
        await t.request(path, {
          method,
          json: method === 'GET' || method === 'DELETE' ? undefined : {},
        }),
      )
      expect(response.status, `${method} ${path}`).toBe(401)
      expect(response.body.error.code).toBe('unauthorized')
    }
  })

  describe('GET/PUT /v2/account', () => {
    it('answers the seeded accounts as the contract says', async () => {
      const hanako = await readJson(
        await t.request('/v2/account', {
          token: await signIn(t, 'hanako@example.jp', 'demo-password'),
        }),
      )
      expect(hanako.body.data).toEqual({
        id: 'acc_hanako',
        email: 'hanako@example.jp',
        language: 'ja',
        template_designer_status: 'TEMPLATE_DESIGNER',
        plan: 'free',
        my_billing: { country: 'JP' },
        display_name: null,
        email_confirmed: true,
        redesigner_linked: false,
      })
      const admin = await readJson(
        await t.request('/v2/account', {
          token: await signIn(t, 'admin@templatestore.test', 'admin-password'),
        }),
      )
      expect(admin.body.data).toMatchObject({
        id: 'acc_admin',
        language: 'en',
        my_billing: { country: 'US' },
      })
    })

    it('updates language and display name', async () => {
      const { token } = await signUp(t)
      const updated = await readJson(
        await put('/v2/account', token, { language: 'ja', display_name: '  Hanako  ' }),
      )
      expect(updated.status).toBe(200)
      expect(updated.body.data).toMatchObject({ language: 'ja', display_name: 'Hanako' })
      const cleared = await readJson(await put('/v2/account', token, { display_name: null }))
      expect(cleared.body.data).toMatchObject({ language: 'ja', display_name: null })
    })

    it('rejects an empty update, a bad language, unknown keys and non-JSON', async () => {
      const { token } = await signUp(t)
      const empty = await readJson(await put('/v2/account', token, {}))
      expect(empty.status).toBe(400)
      expect(empty.body.error.message).toMatch(/at least one of language, display_name/)
      const language = await readJson(await put('/v2/account', token, { language: 'fr' }))
      expect(language.status).toBe(400)
      expect(language.body.error.field).toBe('language')
      const email = await readJson(await put('/v2/account', token, { email: 'x@example.com' }))
      expect(email.status).toBe(400)
      const notJson = await readJson(
        await t.request('/v2/account', {
          method: 'PUT',
          token,
          body: '{',
          headers: { 'content-type': 'application/json' },
        }),
      )
      expect(notJson.status).toBe(400)
      expect(notJson.body.error.message).toBe('Request body must be valid JSON')
    })
  })

  describe('PUT /v2/account/password', () => {
    it('changes the password, signs other sessions out and keeps this one', async () => {
      const { email, password, token } = await signUp(t)
      const other = await signIn(t, email, password)
      const changed = await readJson(
        await put('/v2/account/password', token, {
          current_password: password,
          new_password: 'brand-new-password',
        }),
      )
      expect(changed).toEqual({
        status: 200,
        body: { data: { updated: true, revoked_sessions: 1 } },
      })
      expect((await t.request('/v2/account', { token })).status).toBe(200)
      expect((await t.request('/v2/account', { token: other })).status).toBe(401)
      await expect(signIn(t, email, password)).rejects.toThrow(/answered 401/)
      expect(await signIn(t, email, 'brand-new-password')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    })

    it('answers 403 for a wrong current password and 400 for a short or unchanged one', async () => {
      const { password, token } = await signUp(t)
      const wrong = await readJson(
        await put('/v2/account/password', token, {
          current_password: 'not-it-at-all',
          new_password: 'another-password',
        }),
      )
      expect(wrong.status).toBe(403)
      expect(wrong.body.error.message).toBe('The current password is incorrect.')
      const short = await readJson(
        await put('/v2/account/password', token, {
          current_password: password,
          new_password: 'short',
        }),
      )
      expect(short.status).toBe(400)
      expect(short.body.error.field).toBe('new_password')
      const same = await readJson(
        await put('/v2/account/password', token, {
          current_password: password,
          new_password: password,
        }),
      )
      expect(same.status).toBe(400)
      expect(same.body.error.message).toMatch(/must differ/)
      const missing = await readJson(
        await put('/v2/account/password', token, { new_password: 'another-password' }),
      )
      expect(missing.status).toBe(400)
      expect(missing.body.error.field).toBe('current_password')
    })
  })

  describe('billing', () => {
    it('is null until created; POST creates, a second POST is 409, PUT replaces', async () => {
      const { token } = await signUp(t)
      expect(await readJson(await t.request('/v2/account/billing', { token }))).toEqual({
        status: 200,
        body: { data: null },
      })
      const notYet = await readJson(await put('/v2/account/billing', token, BILLING))
      expect(notYet.status).toBe(404)
      expect(notYet.body.error.message).toMatch(/No billing details yet/)

      const created = await readJson(await post('/v2/account/billing', token, BILLING))
      expect(created.status).toBe(201)
      expect(created.body.data).toEqual({ ...BILLING, line2: null })
      expect((await readJson(await post('/v2/account/billing', token, BILLING))).status).toBe(409)

      const updated = await readJson(
        await put('/v2/account/billing', token, {
          ...BILLING,
          country: 'US',
          region: 'CA',
          city: 'San Francisco',
        }),
      )
      expect(updated.status).toBe(200)
      expect(updated.body.data).toMatchObject({ country: 'US', city: 'San Francisco' })
      expect(
        (await readJson(await t.request('/v2/account/billing', { token }))).body.data,
      ).toMatchObject({ country: 'US', region: 'CA' })
      expect(
        (await readJson(await t.request('/v2/account', { token }))).body.data.my_billing,
      ).toEqual({ country: 'US' })
    })

    it('validates billing details field by field', async () => {
      const { token } = await signUp(t)
      const badCountry = await readJson(
        await post('/v2/account/billing', token, { ...BILLING, country: 'XX' }),
      )
      expect(badCountry.status).toBe(400)
      expect(badCountry.body.error.field).toBe('country')
      const noName = await readJson(
        await post('/v2/account/billing', token, { ...BILLING, name: '  ' }),
      )
      expect(noName.body.error.field).toBe('name')
      const badPhone = await readJson(
        await post('/v2/account/billing', token, { ...BILLING, phone: 'call me' }),
      )
      expect(badPhone.body.error.field).toBe('phone')
    })

    it('sets the billing country (ISO codes only) and keeps details in step', async () => {
      const { token } = await signUp(t)
      const set = await readJson(
        await post('/v2/account/billing/country', token, { country: 'JP' }),
      )
      expect(set).toEqual({ status: 200, body: { data: { country: 'JP' } } })
      expect(
        (await readJson(await t.request('/v2/account', { token }))).body.data.my_billing,
      ).toEqual({ country: 'JP' })
      for (const country of ['ZZ', 'jp', 'JPN', 1, undefined]) {
        const bad = await readJson(await post('/v2/account/billing/country', token, { country }))
        expect(bad.status, String(country)).toBe(400)
        expect(bad.body.error.field).toBe('country')
      }
      await post('/v2/account/billing', token, BILLING)
      await post('/v2/account/billing/country', token, { country: 'DE' })
      expect(
        (await readJson(await t.request('/v2/account/billing', { token }))).body.data.country,
      ).toBe('DE')
    })
  })

  describe('POST /v2/account/email/confirm', () => {
    const seenMail = new Set<string>()
    /** The code in the one mail to `email` this test has not read yet (the clock stands still). */
    const latestCode = async (email: string) => {
      const mails = await t.db
        .selectFrom('mail_outbox')
        .select(['id', 'body'])
        .where('to_email', '=', email)
        .execute()
      const fresh = mails.filter((m) => !seenMail.has(m.id))
      expect(fresh).toHaveLength(1)
      seenMail.add(fresh[0]!.id)
      return /([A-Z2-9]{8})/.exec(fresh[0]!.body)![1]!
    }

    it('mails a code, confirms with it (any case, with dashes) and then answers 409', async () => {
      const { email, token } = await signUp(t)
      const sent = await readJson(await post('/v2/account/email/confirm', token, {}))
      expect(sent.status).toBe(202)
      expect(sent.body.data).toMatchObject({ sent: true, email })
      const code = await latestCode(email)
      const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`
      const confirmed = await readJson(
        await post('/v2/account/email/confirm', token, { code: typed }),
      )
      expect(confirmed.status).toBe(200)
      expect(confirmed.body.data.email_confirmed).toBe(true)
      expect(
        (await readJson(await t.request('/v2/account', { token }))).body.data.email_confirmed,
      ).toBe(true)
      expect((await readJson(await post('/v2/account/email/confirm', token, {}))).status).toBe(409)
    })

    it('rejects a wrong, replaced, another account’s or expired code', async () => {
      const a = await signUp(t)
      const b = await signUp(t)
      await post('/v2/account/email/confirm', a.token, {})
      const first = await latestCode(a.email)
      await post('/v2/account/email/confirm', a.token, {})
      const second = await latestCode(a.email)
      // Two random 8-character codes coincide with probability 32^-8: not worth a branch.
      expect(first).not.toBe(second)
      const replaced = await readJson(
        await post('/v2/account/email/confirm', a.token, { code: first }),
      )
      expect(replaced.status).toBe(400)
      expect(
        (await readJson(await post('/v2/account/email/confirm', a.token, { code: 'AAAAAAAA' })))
          .body.error.field,
      ).toBe('code')
      expect((await post('/v2/account/email/confirm', b.token, { code: second })).status).toBe(400)

      clock = new Date(clock.getTime() + 31 * 60 * 1000)
      const expired = await readJson(
        await post('/v2/account/email/confirm', a.token, { code: second }),
      )
      expect(expired.status).toBe(400)
      expect(expired.body.error.message).toMatch(/wrong, already used or expired/)
    })
  })

  describe('redesigner link', () => {
    it('links with a valid callback, refuses a second link, unlinks, then 404s', async () => {
      const { token } = await signUp(t)
      const linked = await readJson(
        await post('/v2/account/link/redesigner', token, {
          callback: 'https://redesigner.example/callback?x=1',
        }),
      )
      expect(linked.status).toBe(201)
      expect(linked.body.data).toMatchObject({
        linked: true,
        callback_url: 'https://redesigner.example/callback?x=1',
      })
      expect(linked.body.data.redirect_url).toBe(
        'https://redesigner.example/callback?x=1&redesigner_linked=true',
      )
      expect(
        (await readJson(await t.request('/v2/account', { token }))).body.data.redesigner_linked,
      ).toBe(true)
      expect(
        (await post('/v2/account/link/redesigner', token, { callback: '/store' })).status,
      ).toBe(409)

      expect(
        await readJson(await t.request('/v2/account/link/redesigner', { method: 'DELETE', token })),
      ).toEqual({ status: 200, body: { data: { linked: false } } })
      const again = await readJson(
        await t.request('/v2/account/link/redesigner', { method: 'DELETE', token }),
      )
      expect(again.status).toBe(404)
      const local = await readJson(
        await post('/v2/account/link/redesigner', token, { callback: '/store/template-review' }),
      )
      expect(local.body.data.redirect_url).toBe('/store/template-review?redesigner_linked=true')
    })

    it('rejects callbacks that are not https URLs or paths of this site', async () => {
      const { token } = await signUp(t)
      for (const callback of [
        'http://evil.example/cb',
        '//evil.example',
        'javascript:alert(1)',
        'not a url',
        'https://user:pw@evil.example',
        '',
      ]) {
        const response = await readJson(
          await post('/v2/account/link/redesigner', token, { callback }),
        )
        expect(response.status, callback).toBe(400)
        expect(response.body.error.field).toBe('callback')
      }
      expect((await post('/v2/account/link/redesigner', token, {})).status).toBe(400)
      expect(
        (await post('/v2/account/link/redesigner', token, { callback: 'http://localhost:3000/cb' }))
          .status,
      ).toBe(201)
    })
  })

  describe('address', () => {
    it('is null until set, then answers what was put', async () => {
      const { token } = await signUp(t)
      expect((await readJson(await t.request('/v2/account/address', { token }))).body).toEqual({
        data: null,
      })
      const address = {
        country: 'US',
        postal_code: '94103',
        region: 'CA',
        city: 'San Francisco',
        line1: '1 Market St',
      }
      const saved = await readJson(await put('/v2/account/address', token, address))
      expect(saved.status).toBe(200)
      expect(saved.body.data).toEqual({ ...address, name: null, line2: null })
      expect((await readJson(await t.request('/v2/account/address', { token }))).body.data).toEqual(
        saved.body.data,
      )
      const bad = await readJson(await put('/v2/account/address', token, { ...address, city: '' }))
      expect(bad.status).toBe(400)
      expect(bad.body.error.field).toBe('city')
    })
  })

  describe('GET /v2/account/coupons', () => {
    it('lists the seeded coupons in the account language, newest first, with their status', async () => {
      clock = new Date('2026-06-15T00:00:00.000Z')
      const demo = await readJson(
        await t.request('/v2/account/coupons', {
          token: await signIn(t, 'demo@example.com', 'demo-password'),
        }),
      )
      expect(demo.status).toBe(200)
      expect(demo.body.data.map((c: { code: string }) => c.code).sort()).toEqual([
        'SPRING2026',
        'WELCOME10',
      ])
      const spring = demo.body.data.find((c: { code: string }) => c.code === 'SPRING2026')
      expect(spring).toMatchObject({
        discount_percent: 20,
        status: 'expired',
        description: 'Spring sale: 20% off',
      })
      expect(demo.body.data.find((c: { code: string }) => c.code === 'WELCOME10').status).toBe(
        'available',
      )

      const hanako = await readJson(
        await t.request('/v2/account/coupons', {
          token: await signIn(t, 'hanako@example.jp', 'demo-password'),
        }),
      )
      expect(hanako.body.data).toEqual([
        expect.objectContaining({
          code: 'DESIGNER30',
          description: 'テンプレートデザイナー感謝クーポン: 30%オフ',
          status: 'available',
          expires_at: null,
        }),
      ])
      const { token } = await signUp(t)
      expect((await readJson(await t.request('/v2/account/coupons', { token }))).body).toEqual({
        data: [],
      })
    })
  })

  describe('POST /v2/account/questionnaire', () => {
    it('stores answers, replacing an earlier submission of the same questionnaire', async () => {
      const { email, token } = await signUp(t)
      const answers = {
        purpose: 'portfolio',
        team_size: 3,
        features: ['cms', 'form'],
        agreed: true,
      }
      const saved = await readJson(
        await post('/v2/account/questionnaire', token, { questionnaire: 'onboarding', answers }),
      )
      expect(saved.status).toBe(201)
      expect(saved.body.data).toMatchObject({ questionnaire: 'onboarding', answers })
      await post('/v2/account/questionnaire', token, {
        questionnaire: 'onboarding',
        answers: { purpose: 'lp' },
      })
      const account = await t.db
        .selectFrom('accounts')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
      const rows = await t.db
        .selectFrom('questionnaire_answers')
        .selectAll()
        .where('account_id', '=', account.id)
        .execute()
      expect(rows).toHaveLength(1)
      expect(JSON.parse(rows[0]!.answers)).toEqual({ purpose: 'lp' })
    })

    it('rejects a bad questionnaire name, empty answers and nested objects', async () => {
      const { token } = await signUp(t)
      const bad = [
        { questionnaire: 'Bad Name', answers: { a: 'b' } },
        { questionnaire: 'onboarding', answers: {} },
        { questionnaire: 'onboarding', answers: { a: { nested: true } } },
        { answers: { a: 'b' } },
      ]
      for (const body of bad) {
        const response = await readJson(await post('/v2/account/questionnaire', token, body))
        expect(response.status, JSON.stringify(body)).toBe(400)
      }
    })
  })
})
