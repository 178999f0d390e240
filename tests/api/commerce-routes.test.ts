import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tier } from '#catalogue/enums'
import { formatDate } from '#i18n/formatters'
import { ENGINES, createTestApp, readJson, type TestApp } from './test-app'
import { TEST_ORIGIN, postForm, signIn, signUp } from './auth-helpers'

/** Titles go through HTML escaping on the pages. */
const html = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

type TemplateRow = {
  id: string
  tier: Tier
  title_en: string
  title_ja: string
  designer_id: string
}

describe.each(ENGINES)('commerce on %s', (engine) => {
  let t: TestApp
  let demo: string
  let hanako: string
  let paid: TemplateRow[]
  let free: TemplateRow
  let prices: Map<string, { jpy: number; usd: number }>
  // After the seeded SPRING2026 coupon has expired, before WELCOME10 does.
  const clock = new Date('2026-07-01T00:00:00.000Z')

  beforeAll(async () => {
    t = await createTestApp({ engine, templates: 40, now: () => clock })
    demo = await signIn(t, 'demo@example.com', 'demo-password')
    hanako = await signIn(t, 'hanako@example.jp', 'demo-password')
    const rows = await t.db
      .selectFrom('templates')
      .select(['id', 'tier', 'title_en', 'title_ja', 'designer_id'])
      .orderBy('id')
      .execute()
    paid = rows.filter((r) => r.tier !== 'TIER_0')
    free = rows.find((r) => r.tier === 'TIER_0')!
    expect(paid.length).toBeGreaterThan(6)
    expect(free).toBeDefined()
    const priceRows = await t.db.selectFrom('tier_prices').selectAll().execute()
    prices = new Map(priceRows.map((p) => [p.tier, { jpy: p.price_jpy, usd: p.price_usd_cents }]))
  })
  afterAll(async () => {
    await t?.close()
  })

  const checkout = (templateId: string, token?: string, json?: unknown) =>
    t.request(`/v2/store/templates/${encodeURIComponent(templateId)}/checkout`, {
      method: 'POST',
      token,
      json,
    })
  const pagePath = (url: string) =>
    new URL(url, TEST_ORIGIN).pathname + new URL(url, TEST_ORIGIN).search
  const confirmForm = async (checkoutUrl: string, headers: Record<string, string> = {}) => {
    const url = new URL(checkoutUrl, TEST_ORIGIN)
    return postForm(
      t,
      `${url.pathname}/confirm`,
      { token: url.searchParams.get('token')! },
      headers,
    )
  }

  describe('POST /v2/store/templates/:template_id/checkout', () => {
    it('creates a test-mode order priced in the account currency', async () => {
      const template = paid[0]!
      const usd = await readJson(await checkout(template.id, demo))
      expect(usd.status).toBe(201)
      expect(usd.body.data).toMatchObject({
        amount: prices.get(template.tier)!.usd,
        currency: 'usd',
        test_mode: true,
      })
      expect(usd.body.data.order_id).toMatch(/^ord_/)
      expect(usd.body.data.checkout_url).toMatch(
        new RegExp(`^/checkout/${usd.body.data.order_id}\\?token=`),
      )

      const jpy = await readJson(await checkout(template.id, hanako))
      expect(jpy.body.data).toMatchObject({
        amount: prices.get(template.tier)!.jpy,
        currency: 'jpy',
      })

      // Starting again refreshes the same pending order instead of piling up new ones.
      const again = await readJson(await checkout(template.id, demo, {}))
      expect(again.body.data.order_id).toBe(usd.body.data.order_id)
      const order = await t.db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', usd.body.data.order_id)
        .executeTakeFirstOrThrow()
      expect(order).toMatchObject({
        status: 'pending',
        account_id: 'acc_demo',
        template_id: template.id,
        currency: 'usd',
      })
    })

    it('uses the language for the currency when there is no billing country', async () => {
      const { token } = await signUp(t, { language: 'ja' })
      const response = await readJson(await checkout(paid[1]!.id, token))
      expect(response.body.data.currency).toBe('jpy')
    })

    it('rejects free templates, unknown templates, anonymous callers and bad bodies', async () => {
      const freeAnswer = await readJson(await checkout(free.id, demo))
      expect(freeAnswer.status).toBe(400)
      expect(freeAnswer.body.error.message).toBe('template_id: free templates need no checkout')
      const unknown = await readJson(await checkout('no-such-template', demo))
      expect(unknown.status).toBe(404)
      expect((await checkout(paid[0]!.id)).status).toBe(401)
      const notJson = await t.request(`/v2/store/templates/${paid[0]!.id}/checkout`, {
        method: 'POST',
        token: demo,
        body: '{oops',
        headers: { 'content-type': 'application/json' },
      })
      expect(notJson.status).toBe(400)
      const badCoupon = await readJson(await checkout(paid[0]!.id, demo, { coupon_code: 'NOPE' }))
      expect(badCoupon.status).toBe(400)
      expect(badCoupon.body.error.field).toBe('coupon_code')
      const expiredCoupon = await readJson(
        await checkout(paid[0]!.id, demo, { coupon_code: 'spring2026' }),
      )
      expect(expiredCoupon.status).toBe(400)
      expect(expiredCoupon.body.error.message).toMatch(/expired/)
    })
  })

  describe('checkout → confirm → sales history → receipt', () => {
    it('runs the whole purchase', async () => {
      const template = paid[2]!
      const before = await t.db
        .selectFrom('templates')
        .select(['count_purchases', 'last_purchased_at'])
        .where('id', '=', template.id)
        .executeTakeFirstOrThrow()
      const started = await readJson(await checkout(template.id, demo))
      const { order_id: orderId, checkout_url: checkoutUrl } = started.body.data

      const page = await t.request(pagePath(checkoutUrl))
      expect(page.status).toBe(200)
      const body = await page.text()
      expect(body).toContain('TEST MODE — no payment is taken')
      expect(body).toContain(html(template.title_en))
      const usd = prices.get(template.tier)!.usd
      expect(body).toContain(`$${(usd / 100).toFixed(2)}`)
      expect(body).toContain('Confirm purchase')

      const ja = await (await t.request(`${pagePath(checkoutUrl)}&lang=ja`)).text()
      expect(ja).toContain(html(template.title_ja))
      expect(ja).toContain('購入を確定する')

      const confirmed = await confirmForm(checkoutUrl)
      expect(confirmed.status).toBe(303)
      expect(confirmed.headers.get('location')).toBe(`/store/templates/${template.id}?purchased=1`)
      const after = await t.db
        .selectFrom('templates')
        .select(['count_purchases', 'last_purchased_at'])
        .where('id', '=', template.id)
        .executeTakeFirstOrThrow()
      expect(Number(after.count_purchases)).toBe(Number(before.count_purchases) + 1)
      expect(after.last_purchased_at).not.toBe(before.last_purchased_at)
      expect(
        (
          await t.db
            .selectFrom('orders')
            .select('status')
            .where('id', '=', orderId)
            .executeTakeFirstOrThrow()
        ).status,
      ).toBe('paid')

      // A double-submitted form changes nothing.
      expect((await confirmForm(checkoutUrl)).status).toBe(303)
      const twice = await t.db
        .selectFrom('templates')
        .select('count_purchases')
        .where('id', '=', template.id)
        .executeTakeFirstOrThrow()
      expect(Number(twice.count_purchases)).toBe(Number(after.count_purchases))
      expect(await (await t.request(pagePath(checkoutUrl))).text()).toContain(
        'This order is already paid.',
      )

      const owned = await readJson(await checkout(template.id, demo))
      expect(owned.status).toBe(409)
      expect(owned.body.error.message).toBe('You already own this template.')

      const history = await readJson(
        await t.request('/v2/store/templates/sales_histories?type=purchased', { token: demo }),
      )
      expect(history.status).toBe(200)
      const entry = history.body.data.sales_histories.find(
        (h: { sales_history_id: string }) => h.sales_history_id === orderId,
      )
      expect(entry).toMatchObject({
        template_id: template.id,
        template_title: template.title_en,
        amount: usd,
        currency: 'usd',
        tier: template.tier,
      })
      expect(history.body.data.meta.total_count).toBeGreaterThanOrEqual(1)

      const receipt = await readJson(
        await t.request(`/v2/store/templates/sales_histories/${orderId}/receipt_url`, {
          token: demo,
        }),
      )
      expect(receipt.status).toBe(200)
      expect(receipt.body.data.receipt_url).toMatch(new RegExp(`^/receipts/${orderId}\\?token=`))
      const receiptPage = await t.request(receipt.body.data.receipt_url)
      expect(receiptPage.status).toBe(200)
      const receiptHtml = await receiptPage.text()
      for (const text of [
        orderId,
        html(template.title_en),
        `$${(usd / 100).toFixed(2)}`,
        'USD',
        'demo@example.com',
        'Receipt',
      ]) {
        expect(receiptHtml).toContain(text)
      }
      const paidAt = (
        await t.db
          .selectFrom('orders')
          .select('paid_at')
          .where('id', '=', orderId)
          .executeTakeFirstOrThrow()
      ).paid_at!
      // The day as every page of the store writes it, in either language (issue 32).
      const shown = (page: string) => /<time datetime="([^"]+)">([^<]*)<\/time>/.exec(page)
      expect(shown(receiptHtml)?.slice(1)).toEqual([paidAt, formatDate('en', paidAt)])
      expect(shown(receiptHtml)?.[2]).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)
      const receiptJa = await (await t.request(`${receipt.body.data.receipt_url}&lang=ja`)).text()
      expect(receiptJa).toContain('<html lang="ja">')
      expect(shown(receiptJa)?.[2]).toBe(formatDate('ja', paidAt))
      expect(shown(receiptJa)?.[2]).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日$/)
      expect(receiptJa).toContain('テンプレートストア')
      expect(receiptJa).not.toContain('Template Store')

      // The receipt link is a receipt link: it does not open the checkout page, and vice versa.
      const receiptToken = new URL(receipt.body.data.receipt_url, TEST_ORIGIN).searchParams.get(
        'token',
      )!
      expect((await t.request(`/checkout/${orderId}?token=${receiptToken}`)).status).toBe(403)
      const checkoutToken = new URL(checkoutUrl, TEST_ORIGIN).searchParams.get('token')!
      expect((await t.request(`/receipts/${orderId}?token=${checkoutToken}`)).status).toBe(403)
      // Any other last character: a different MAC, or a non-canonical spelling of the same one.
      const last = receiptToken.at(-1) === 'A' ? 'B' : 'A'
      expect(
        (await t.request(`/receipts/${orderId}?token=${receiptToken.slice(0, -1)}${last}`)).status,
      ).toBe(403)
      expect((await t.request(`/receipts/${orderId}`)).status).toBe(403)
    })

    it('shows yen to a Japanese buyer and returns to the Japanese template page', async () => {
      const template = paid[3]!
      const started = await readJson(await checkout(template.id, hanako))
      const body = await (await t.request(pagePath(started.body.data.checkout_url))).text()
      expect(body).toContain('<html lang="ja">')
      expect(body).toContain(`¥${prices.get(template.tier)!.jpy.toLocaleString('en-US')}`)
      expect(body).toContain('TEST MODE — no payment is taken')
      const url = new URL(started.body.data.checkout_url, TEST_ORIGIN)
      const confirmed = await postForm(t, `${url.pathname}/confirm`, {
        token: url.searchParams.get('token')!,
        lang: 'ja',
      })
      expect(confirmed.headers.get('location')).toBe(
        `/ja/store/templates/${template.id}?purchased=1`,
      )
    })

    it('applies a coupon and marks it used once paid', async () => {
      const { token } = await signUp(t)
      const me = (await readJson(await t.request('/v2/account', { token }))).body.data.id as string
      await t.db
        .insertInto('coupons')
        .values({
          id: `cpn_${me}`,
          account_id: me,
          code: 'HALF',
          description_en: 'Half',
          description_ja: '半額',
          discount_percent: 50,
          expires_at: null,
          used_at: null,
          created_at: '2026-01-01T00:00:00.000Z',
        })
        .execute()
      const template = paid[4]!
      const started = await readJson(await checkout(template.id, token, { coupon_code: 'half' }))
      expect(started.body.data.amount).toBe(Math.round(prices.get(template.tier)!.usd / 2))
      await confirmForm(started.body.data.checkout_url)
      const coupons = await readJson(await t.request('/v2/account/coupons', { token }))
      expect(coupons.body.data[0]).toMatchObject({ code: 'HALF', status: 'used' })
      const reuse = await readJson(await checkout(paid[5]!.id, token, { coupon_code: 'HALF' }))
      expect(reuse.status).toBe(400)
      expect(reuse.body.error.message).toMatch(/already used/)
    })

    it('refuses confirm posts from another origin, with a bad token or for another order', async () => {
      const a = await readJson(await checkout(paid[5]!.id, demo))
      const b = await readJson(await checkout(paid[6]!.id, demo))
      expect(
        (await confirmForm(a.body.data.checkout_url, { origin: 'https://evil.example' })).status,
      ).toBe(403)
      const urlA = new URL(a.body.data.checkout_url, TEST_ORIGIN)
      const urlB = new URL(b.body.data.checkout_url, TEST_ORIGIN)
      const crossed = await postForm(t, `${urlA.pathname}/confirm`, {
        token: urlB.searchParams.get('token')!,
      })
      expect(crossed.status).toBe(403)
      expect(
        (await postForm(t, `${urlA.pathname}/confirm`, { token: 'forged.token' })).status,
      ).toBe(403)
      expect((await t.request(`${urlA.pathname}?token=forged.token`)).status).toBe(403)
      const status = await t.db
        .selectFrom('orders')
        .select('status')
        .where('id', '=', a.body.data.order_id)
        .executeTakeFirstOrThrow()
      expect(status.status).toBe('pending')
    })

    it('pays a template once per account even with two pending orders', async () => {
      const template = paid[6]!
      const { token } = await signUp(t)
      const me = (await readJson(await t.request('/v2/account', { token }))).body.data.id as string
      const first = await readJson(await checkout(template.id, token))
      await t.db
        .insertInto('orders')
        .values({
          id: `ord_dup_${me}`,
          account_id: me,
          template_id: template.id,
          tier: template.tier,
          amount: 1,
          currency: 'usd',
          status: 'pending',
          coupon_id: null,
          created_at: '2026-01-01T00:00:00.000Z',
          paid_at: null,
        })
        .execute()
      expect((await confirmForm(first.body.data.checkout_url)).status).toBe(303)
      const second = await readJson(await checkout(template.id, token))
      expect(second.status).toBe(409)
      const { confirmOrder } = await import('#server/routes/commerce')
      await expect(confirmOrder(t.db, `ord_dup_${me}`, clock)).rejects.toThrow(
        'You already own this template.',
      )
    })
  })

  describe('the template detail after a purchase (issue 14: owned state)', () => {
    const detail = async (templateId: string, token?: string) =>
      (await readJson(await t.request(`/v2/store/templates/${templateId}`, { token }))).body.data

    it("names the buyer's paid order, and nobody else's", async () => {
      const { token: buyer } = await signUp(t)
      const template = paid[5]!
      expect((await detail(template.id, buyer)).purchase).toBeNull()
      const started = await readJson(await checkout(template.id, buyer))
      // A pending order is not a purchase yet.
      expect((await detail(template.id, buyer)).purchase).toBeNull()
      expect((await confirmForm(started.body.data.checkout_url)).status).toBe(303)

      const owned = (await detail(template.id, buyer)).purchase
      expect(owned).toEqual({
        sales_history_id: started.body.data.order_id,
        purchased_at: clock.toISOString(),
      })
      // The receipt the detail page opens is that order's.
      const receipt = await readJson(
        await t.request(
          `/v2/store/templates/sales_histories/${owned.sales_history_id}/receipt_url`,
          { token: buyer },
        ),
      )
      expect(receipt.status).toBe(200)
      expect(receipt.body.data.receipt_url).toContain(`/receipts/${owned.sales_history_id}`)

      expect((await detail(template.id)).purchase).toBeNull()
      expect((await detail(template.id, demo)).purchase).toBeNull()
      expect((await detail(paid[6]!.id, buyer)).purchase).toBeNull()
    })
  })

  describe('sales histories and receipts', () => {
    it('lists sales of my designer profile as type=sold, without other designers’ sales', async () => {
      const template = paid[7]!
      const designer = await signUp(t)
      const designerId = (await readJson(await t.request('/v2/account', { token: designer.token })))
        .body.data.id as string
      await t.db
        .deleteFrom('designer_accounts')
        .where('designer_id', '=', template.designer_id)
        .execute()
      await t.db
        .insertInto('designer_accounts')
        .values({ designer_id: template.designer_id, account_id: designerId })
        .execute()
      const soldBefore = await readJson(
        await t.request('/v2/store/templates/sales_histories?type=sold', { token: designer.token }),
      )
      const countBefore = soldBefore.body.data.meta.total_count as number

      const buyer = await signUp(t)
      const started = await readJson(await checkout(template.id, buyer.token))
      await confirmForm(started.body.data.checkout_url)

      const sold = await readJson(
        await t.request('/v2/store/templates/sales_histories?type=sold', { token: designer.token }),
      )
      expect(sold.status).toBe(200)
      const ids = sold.body.data.sales_histories.map(
        (h: { sales_history_id: string }) => h.sales_history_id,
      )
      expect(ids).toContain(started.body.data.order_id)
      expect(sold.body.data.meta.total_count).toBe(countBefore + 1)
      const designerTemplates = await t.db
        .selectFrom('templates')
        .select('id')
        .where('designer_id', '=', template.designer_id)
        .execute()
      const own = new Set(designerTemplates.map((r) => r.id))
      for (const h of sold.body.data.sales_histories) expect(own.has(h.template_id)).toBe(true)
      // The buyer's purchase is theirs alone.
      const buyerPurchased = await readJson(
        await t.request('/v2/store/templates/sales_histories?type=purchased', {
          token: buyer.token,
        }),
      )
      expect(buyerPurchased.body.data.sales_histories).toHaveLength(1)
      expect(
        (
          await readJson(
            await t.request('/v2/store/templates/sales_histories?type=purchased', {
              token: designer.token,
            }),
          )
        ).body.data.meta.total_count,
      ).toBe(0)

      // Designers get no receipt of someone else's purchase.
      expect(
        (
          await t.request(
            `/v2/store/templates/sales_histories/${started.body.data.order_id}/receipt_url`,
            { token: designer.token },
          )
        ).status,
      ).toBe(404)
    })

    it('validates the type and paging and requires a token', async () => {
      for (const query of [
        '',
        '?type=',
        '?type=refunded',
        '?type=purchased&limit=0',
        '?type=sold&offset=-1',
      ]) {
        const response = await readJson(
          await t.request(`/v2/store/templates/sales_histories${query}`, { token: demo }),
        )
        expect(response.status, query).toBe(400)
      }
      const missing = await readJson(
        await t.request('/v2/store/templates/sales_histories', { token: demo }),
      )
      expect(missing.body.error.field).toBe('type')
      expect((await t.request('/v2/store/templates/sales_histories?type=purchased')).status).toBe(
        401,
      )
      const paged = await readJson(
        await t.request('/v2/store/templates/sales_histories?type=purchased&limit=1&offset=0', {
          token: demo,
        }),
      )
      expect(paged.body.data.sales_histories).toHaveLength(1)
      // Like every paged call, a limit above the cap (100) is served at the cap.
      const capped = await t.request('/v2/store/templates/sales_histories?type=sold&limit=101', {
        token: demo,
      })
      expect(capped.status).toBe(200)
    })

    it('answers 404 for unknown, unpaid or other people’s orders and 401 without a token', async () => {
      const pending = await readJson(await checkout(paid[1]!.id, demo))
      for (const id of ['ord_unknown', pending.body.data.order_id]) {
        const response = await readJson(
          await t.request(`/v2/store/templates/sales_histories/${id}/receipt_url`, { token: demo }),
        )
        expect(response.status).toBe(404)
      }
      const hanakoHistory = await readJson(
        await t.request('/v2/store/templates/sales_histories?type=purchased', { token: hanako }),
      )
      const hanakoOrder = hanakoHistory.body.data.sales_histories[0].sales_history_id
      expect(
        (
          await t.request(`/v2/store/templates/sales_histories/${hanakoOrder}/receipt_url`, {
            token: demo,
          })
        ).status,
      ).toBe(404)
      expect(
        (await t.request(`/v2/store/templates/sales_histories/${hanakoOrder}/receipt_url`)).status,
      ).toBe(401)
    })

    it('answers a missing path parameter with 400/404, never 500', async () => {
      for (const [method, path] of [
        ['GET', '/v2/store/templates/sales_histories//receipt_url'],
        ['GET', '/v2/store/templates/sales_histories/%20/receipt_url'],
        ['POST', '/v2/store/templates//checkout'],
        ['POST', '/v2/store/templates/%20/checkout'],
        ['GET', '/v2/store/templates//token'],
        ['GET', '/v2/store/templates/%20/token'],
      ] as const) {
        const response = await t.request(path, { method, token: demo })
        expect([400, 404], `${method} ${path}`).toContain(response.status)
        expect((await response.json()).error.message).toBeTruthy()
      }
    })
  })

  describe('editor sandbox and review tokens', () => {
    it('issues a signed sandbox token and URL without authentication', async () => {
      const template = paid[0]!
      const answer = await readJson(await t.request(`/v2/store/templates/${template.id}/token`))
      expect(answer.status).toBe(200)
      const { token, sandbox_url: sandboxUrl, expires_at: expiresAt } = answer.body.data
      expect(sandboxUrl).toBe(
        `/studio/s/${template.id}?lang=en&currency=usd&token=${encodeURIComponent(token)}`,
      )
      const ttl = new Date(expiresAt).getTime() - clock.getTime()
      expect(ttl).toBe(30 * 60 * 1000)

      const page = await t.request(sandboxUrl)
      expect(page.status).toBe(200)
      const body = await page.text()
      expect(body).toContain('Editor sandbox')
      expect(body).toContain(html(template.title_en))
      expect(body).toContain('USD')
      expect(body).toContain('verified')

      const ja = await readJson(
        await t.request(`/v2/store/templates/${template.id}/token?language=ja`),
      )
      expect(ja.body.data.sandbox_url).toContain('lang=ja&currency=jpy')
      const jaPage = await (await t.request(ja.body.data.sandbox_url)).text()
      expect(jaPage).toContain(html(template.title_ja))
      expect(jaPage).toContain('JPY')

      const signedIn = await readJson(
        await t.request(`/v2/store/templates/${template.id}/token`, { token: hanako }),
      )
      expect(signedIn.body.data.sandbox_url).toContain('lang=ja&currency=jpy')
    })

    it('rejects unknown templates, bad queries and forged or foreign tokens', async () => {
      expect((await t.request('/v2/store/templates/no-such-template/token')).status).toBe(404)
      const badCurrency = await readJson(
        await t.request(`/v2/store/templates/${paid[0]!.id}/token?currency=eur`),
      )
      expect(badCurrency.status).toBe(400)
      expect(badCurrency.body.error.field).toBe('currency')
      const other = await readJson(await t.request(`/v2/store/templates/${paid[1]!.id}/token`))
      expect(
        (
          await t.request(
            `/studio/s/${paid[0]!.id}?token=${encodeURIComponent(other.body.data.token)}`,
          )
        ).status,
      ).toBe(403)
      expect((await t.request(`/studio/s/${paid[0]!.id}?token=forged`)).status).toBe(403)
      expect((await t.request('/studio/s/no-such-template?lang=en')).status).toBe(404)
      const plain = await t.request(`/studio/s/${paid[0]!.id}?lang=ja&currency=usd`)
      expect(plain.status).toBe(200)
      const plainHtml = await plain.text()
      expect(plainHtml).toContain('エディターサンドボックス')
      expect(plainHtml).toContain('USD')
    })

    it('issues a review token to signed-in accounts only', async () => {
      const answer = await readJson(await t.request('/v2/store/review/token', { token: demo }))
      expect(answer.status).toBe(200)
      expect(answer.body.data.token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)
      const { verifyCapability } = await import('#server/auth/signed-tokens')
      const claims = await verifyCapability(t.db, answer.body.data.token, 'review', clock)
      expect(claims).toMatchObject({ kind: 'review', accountId: 'acc_demo' })
      expect(await verifyCapability(t.db, answer.body.data.token, 'sandbox', clock)).toBeNull()
      expect(
        await verifyCapability(
          t.db,
          answer.body.data.token,
          'review',
          new Date(clock.getTime() + 31 * 60 * 1000),
        ),
      ).toBeNull()
      expect((await t.request('/v2/store/review/token')).status).toBe(401)
    })
  })
})
