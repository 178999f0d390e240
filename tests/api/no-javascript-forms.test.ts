// Issue 29: the server's answers to the forms a page posts without JavaScript. A like pressed
// while signed out rides through the sign-in and sign-up forms and is applied once, with the
// API's like code, when the account is in; Purchase starts the checkout (or sends to sign-in with
// the purchase key); the designer message form is checked, limited and stored as the API does,
// and answered with a page in the page's language that keeps what was typed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import ja from '#i18n/ja/index'
import { MESSAGE_LIMIT } from '#server/routes/designers'
import { TEST_ORIGIN, exchangeOneTimeToken, postForm, signUp } from './auth-helpers'
import { ENGINES, createTestApp, readJson, type TestApp } from './test-app'

describe.each(ENGINES)('forms posted without JavaScript on %s', (engine) => {
  let t: TestApp
  let templateIds: string[]

  beforeAll(async () => {
    t = await createTestApp({ engine, templates: 24 })
    const rows = await t.db.selectFrom('templates').select(['id', 'tier']).orderBy('id').execute()
    templateIds = rows.map((row) => row.id)
  })
  afterAll(async () => {
    await t?.close()
  })

  /** The account's token from a sign-in/up answer (its redirect's one-time token, exchanged). */
  async function tokenOf(response: Response): Promise<string> {
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get('location')!, TEST_ORIGIN)
    const exchanged = await exchangeOneTimeToken(t, location.searchParams.get('one_time_token')!)
    return ((await exchanged.json()) as { token: string }).token
  }

  async function likeState(templateId: string, token?: string) {
    const { body } = await readJson<{ data: { liked: boolean; count_likes: number } }>(
      await t.request(`/v2/store/templates/${templateId}`, token ? { token } : {}),
    )
    return { liked: body.data.liked, countLikes: body.data.count_likes }
  }

  describe('a like carried through sign-in and sign-up', () => {
    it('the forms and the link between them keep the like', async () => {
      const id = templateIds[0]!
      for (const mode of ['sign-in', 'sign-up'] as const) {
        const html = await (
          await t.request(`/auth/${mode}?redirect=/store/templates/${id}&like=${id}`)
        ).text()
        expect(html).toContain(`<input type="hidden" name="like" value="${id}">`)
        const other = mode === 'sign-in' ? 'sign-up' : 'sign-in'
        expect(html).toMatch(new RegExp(`href="/auth/${other}\\?[^"]*like=${id}`))
        expect(html).toMatch(new RegExp(`action="/auth/${mode}\\?[^"]*like=${id}`))
      }
      // A value no template id can be is not carried on.
      const odd = await (await t.request(`/auth/sign-in?like=${' '.repeat(3)}x`)).text()
      expect(odd).not.toContain('name="like"')
    })

    it('sign-up applies the like once for the new account and goes back as before', async () => {
      const id = templateIds[1]!
      const before = await likeState(id)
      const email = `like-up-${Date.now()}@example.com`
      const response = await postForm(t, '/auth/sign-up', {
        email,
        password: 'sign-up-password',
        redirect: `/ja/store/templates/${id}`,
        lang: 'ja',
        like: id,
      })
      const location = new URL(response.headers.get('location')!, TEST_ORIGIN)
      expect(location.pathname).toBe(`/ja/store/templates/${id}`)
      const token = await tokenOf(response)
      expect(await likeState(id, token)).toEqual({
        liked: true,
        countLikes: before.countLikes + 1,
      })
    })

    it('sign-in applies it once; already liked stays liked once; a failed sign-in likes nothing', async () => {
      const id = templateIds[2]!
      const account = await signUp(t)
      const before = await likeState(id)
      const likeRows = t.db.selectFrom('likes').select('account_id').where('template_id', '=', id)
      const rowsBefore = (await likeRows.execute()).length
      const fields = { email: account.email, redirect: `/store/templates/${id}`, like: id }

      const wrong = await postForm(t, '/auth/sign-in', { ...fields, password: 'wrong-password' })
      expect(wrong.status).toBe(401)
      // The form comes back with the like still in it.
      expect(await wrong.text()).toContain(`<input type="hidden" name="like" value="${id}">`)
      expect(await likeState(id, account.token)).toEqual(before)

      const first = await tokenOf(
        await postForm(t, '/auth/sign-in', { ...fields, password: account.password }),
      )
      expect(await likeState(id, first)).toEqual({ liked: true, countLikes: before.countLikes + 1 })
      const again = await tokenOf(
        await postForm(t, '/auth/sign-in', { ...fields, password: account.password }),
      )
      expect(await likeState(id, again)).toEqual({ liked: true, countLikes: before.countLikes + 1 })
      expect(await likeRows.execute()).toHaveLength(rowsBefore + 1)
    })

    it('a like of no template is ignored: the sign-in goes through as without it', async () => {
      const account = await signUp(t)
      const response = await postForm(t, '/auth/sign-in', {
        email: account.email,
        password: account.password,
        redirect: '/store',
        like: 'no-such-template',
      })
      const token = await tokenOf(response)
      const { body } = await readJson<{ data: { templates: unknown[] } }>(
        await t.request('/v2/store/templates?liked_by_me=true', { token }),
      )
      expect(body.data.templates).toEqual([])
    })
  })

  describe('Purchase posted to /checkout', () => {
    const purchase = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      postForm(t, '/checkout', fields, headers)

    async function paidAndFree() {
      const rows = await t.db.selectFrom('templates').select(['id', 'tier']).orderBy('id').execute()
      return {
        paid: rows.find((row) => row.tier !== 'TIER_0')!.id,
        free: rows.find((row) => row.tier === 'TIER_0')?.id,
      }
    }

    it('signed out, goes to sign-in that comes back with the purchase key, in the language', async () => {
      const { paid } = await paidAndFree()
      const response = await purchase({ template_id: paid, lang: 'ja' })
      expect(response.status).toBe(303)
      const location = new URL(response.headers.get('location')!, TEST_ORIGIN)
      expect(location.pathname).toBe('/auth/sign-in')
      expect(location.searchParams.get('redirect')).toBe(
        `/ja/store/templates/${paid}?purchaseTemplate=1`,
      )
      expect(location.searchParams.get('lang')).toBe('ja')
    })

    it('signed in (the app’s token cookie), opens the order’s checkout page', async () => {
      const { paid, free } = await paidAndFree()
      const { token } = await signUp(t)
      const cookie = { cookie: `store_token=${token}` }
      const response = await purchase({ template_id: paid, lang: 'en' }, cookie)
      expect(response.status).toBe(303)
      const checkout = response.headers.get('location')!
      expect(checkout).toMatch(/^\/checkout\/[^/?]+\?token=[^&]+&lang=en$/)
      const page = await t.request(checkout)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('<h1>Checkout</h1>')
      if (free) {
        const freeAnswer = await purchase({ template_id: free, lang: 'en' }, cookie)
        expect(freeAnswer.status).toBe(303)
        expect(freeAnswer.headers.get('location')).toBe(`/store/templates/${free}`)
      }
      const unknown = await purchase({ template_id: 'no-such-template', lang: 'en' }, cookie)
      expect(unknown.status).toBe(404)
    })

    it('refuses a post from another site', async () => {
      const { paid } = await paidAndFree()
      const { token } = await signUp(t)
      const orders = t.db.selectFrom('orders').select('id').where('template_id', '=', paid)
      const ordersBefore = await orders.execute()
      const response = await purchase(
        { template_id: paid, lang: 'en' },
        { origin: 'https://evil.example', cookie: `store_token=${token}` },
      )
      expect(response.status).toBe(403)
      expect(await orders.execute()).toEqual(ordersBefore)
    })
  })

  describe('a like posted to /likes (the like button without the app)', () => {
    const like = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      postForm(t, '/likes?lang=ja', fields, headers)

    it('signed in, saves the asked-for state once and goes back to the page', async () => {
      const id = templateIds[3]!
      const { token } = await signUp(t)
      const cookie = { cookie: `store_token=${token}` }
      const before = await likeState(id)
      const back = `/ja/store/all?sort=likes_count`
      for (const round of [1, 2]) {
        // Sent twice (a reload, the back button): still liked once.
        const response = await like({ template_id: id, liked: 'true', redirect: back }, cookie)
        expect(response.status, `round ${round}`).toBe(303)
        expect(response.headers.get('location')).toBe(back)
        expect(await likeState(id, token)).toEqual({
          liked: true,
          countLikes: before.countLikes + 1,
        })
      }
      const unliked = await like({ template_id: id, liked: 'false', redirect: back }, cookie)
      expect(unliked.status).toBe(303)
      expect(await likeState(id, token)).toEqual(before)
    })

    it('signed out, goes to sign-in carrying the like; refuses other sites and unknown templates', async () => {
      const id = templateIds[4]!
      const signedOut = await like({ template_id: id, liked: 'true', redirect: '/ja/store' })
      expect(signedOut.status).toBe(303)
      const location = new URL(signedOut.headers.get('location')!, TEST_ORIGIN)
      expect(location.pathname).toBe('/auth/sign-in')
      expect(location.searchParams.get('redirect')).toBe('/ja/store')
      expect(location.searchParams.get('like')).toBe(id)

      const { token } = await signUp(t)
      const before = await likeState(id, token)
      const crossSite = await like(
        { template_id: id, liked: 'true', redirect: '/store' },
        { origin: 'https://evil.example', cookie: `store_token=${token}` },
      )
      expect(crossSite.status).toBe(403)
      expect(await crossSite.text()).toContain('このフォームはこのサイトから送信してください')
      expect(await likeState(id, token)).toEqual(before)
      const unknown = await like(
        { template_id: 'no-such-template', liked: 'true', redirect: '/store' },
        { cookie: `store_token=${token}` },
      )
      expect(unknown.status).toBe(404)
      // An address of another site is not followed back.
      const away = await like(
        { template_id: id, liked: 'false', redirect: 'https://evil.example/' },
        { cookie: `store_token=${token}` },
      )
      expect(away.headers.get('location')).toBe('/store')
    })
  })

  describe('the designer message form posted to the server', () => {
    const ip = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}` })
    const send = (fields: Record<string, string>, headers: Record<string, string>) =>
      postForm(t, '/designers/aoi-studio/message', fields, headers)
    const valid = {
      name: 'Plain visitor',
      email: 'plain@example.com',
      body: 'Is there a dark version?',
      language: 'EN',
      lang: 'en',
    }

    it('stores the message and answers with a thank-you page in the page language', async () => {
      for (const [lang, sent] of [
        ['en', 'Your message has been sent.'],
        ['ja', ja.designers.message.sent],
      ] as const) {
        const response = await send({ ...valid, lang }, ip(1))
        expect(response.status).toBe(200)
        const html = await response.text()
        expect(html).toContain(`<html lang="${lang}">`)
        expect(html).toContain(sent)
        expect(html).toContain(`href="${lang === 'ja' ? '/ja' : ''}/store/designers/aoi-studio"`)
      }
      const stored = await t.db
        .selectFrom('designer_messages')
        .select(['name', 'body'])
        .where('client_ip', '=', '198.51.100.1')
        .execute()
      expect(stored).toEqual([
        { name: 'Plain visitor', body: 'Is there a dark version?' },
        { name: 'Plain visitor', body: 'Is there a dark version?' },
      ])
    })

    it('a mistake answers the form again with the error and what was typed', async () => {
      const response = await send(
        { ...valid, email: 'not-an-address', body: 'Keep <this> & that', lang: 'ja' },
        ip(2),
      )
      expect(response.status).toBe(400)
      const html = await response.text()
      expect(html).toContain('<html lang="ja">')
      expect(html).toContain(ja.designers.message.invalidEmail)
      expect(html).toMatch(/name="email"[^>]*value="not-an-address"[^>]*aria-invalid="true"/)
      expect(html).toContain('value="Plain visitor"')
      expect(html).toContain('>Keep &lt;this&gt; &amp; that</textarea>')
      const tooLong = await send({ ...valid, name: 'x'.repeat(101) }, ip(2))
      expect(tooLong.status).toBe(400)
      expect(await tooLong.text()).toContain('Use 100 characters or fewer.')
      // Issue 32: the message's count against its 5,000, under it, in the page's language.
      expect(html).toMatch(/<\/textarea>\s*<p[^>]*>18 \/ 5,000文字<\/p>/)
      const overLimit = await send({ ...valid, body: 'y'.repeat(5012) }, ip(2))
      expect(overLimit.status).toBe(400)
      const overHtml = await overLimit.text()
      expect(overHtml).toMatch(/<\/textarea>\s*<p[^>]*>5,012 \/ 5,000<\/p>/)
      expect(overHtml).toMatch(/<textarea[^>]*aria-invalid="true"/)
      const stored = await t.db
        .selectFrom('designer_messages')
        .select('id')
        .where('client_ip', '=', '198.51.100.2')
        .execute()
      expect(stored).toEqual([])
    })

    it('shares the API’s limit per sender and designer, and refuses other sites', async () => {
      for (let i = 0; i < MESSAGE_LIMIT; i += 1) {
        expect((await send(valid, ip(3))).status).toBe(200)
      }
      const refused = await send(valid, ip(3))
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await refused.text()).toContain('value="Plain visitor"')
      const api = await t.request('/v2/store/designers/aoi-studio/message', {
        method: 'POST',
        json: { name: 'x', email: 'x@example.com', body: 'x', language: 'EN' },
        headers: ip(3),
      })
      expect(api.status).toBe(429)

      const crossSite = await send(valid, { ...ip(4), origin: 'https://evil.example' })
      expect(crossSite.status).toBe(403)
      expect(await crossSite.text()).toContain('value="Plain visitor"')
    })
  })
})
