// The app's own §7 client functions against the real server: every call goes through ofetch,
// key conversion and the Hono app (no mocked answers), so a client that sends a body the server
// refuses or reads a field the server never sends fails here. Unit tests with hand-written
// answers cannot catch that; they only agree with whoever wrote them.
import { QueryClient } from '@tanstack/react-query'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { getAccount } from '#src/features/account/api/account'
import { exchangeOneTimeToken, revokeAccessToken } from '#src/features/auth/api/auth'
import {
  designerQueryOptions,
  getDesigner,
  searchDesigners,
  searchDesignersQueryOptions,
  sendDesignerMessage,
} from '#src/features/designers/api/designers'
import { getPrices, pricesQueryOptions } from '#src/features/shared/api/prices'
import {
  checkoutTemplate,
  getReceiptUrl,
  getTemplate,
  likeTemplate,
  searchTemplates,
  searchTemplatesQueryOptions,
  templateQueryOptions,
  unlikeTemplate,
} from '#src/features/shared/api/templates'
import { ApiError } from '#src/lib/api-client'
import { HANAKO_DESIGNER_ID } from '#server/db/seed-accounts'
import { confirmOrder } from '#server/routes/commerce'
import { oneTimeTokenFor, signUp } from './auth-helpers'
import {
  accountQueryOptions,
  addressQueryOptions,
  billingQueryOptions,
  changePassword,
  confirmEmail,
  couponsQueryOptions,
  createBilling,
  getAddress,
  getBilling,
  getCoupons,
  getReviewToken,
  getSalesHistories,
  getTemplateToken,
  getWireframeTemplates,
  linkRedesigner,
  listTemplates,
  listTemplatesQueryOptions,
  receiptUrlQueryOptions,
  reviewTokenQueryOptions,
  salesHistoriesQueryOptions,
  setBillingCountry,
  submitQuestionnaire,
  templateTokenQueryOptions,
  unlinkRedesigner,
  updateAccount,
  updateAddress,
  updateBilling,
  wireframeTemplatesQueryOptions,
} from './contract-client'
import { SEEDED_ACCOUNTS, createTestApp, signIn, type TestApp } from './test-app'

const LIST_ITEM_KEYS = [
  'countLikes',
  'coverUrl',
  'designerId',
  'designerName',
  'industry',
  'industryGroup',
  'liked',
  'publishedAt',
  'quality',
  'siteType',
  'siteTypeGroup',
  'templateId',
  'templateTitle',
  'tier',
]
/** `rank` comes only with the ranking order, `phraseBoundaries` only in Japanese (decision 034). */
const keysOf = (item: object) =>
  Object.keys(item)
    .filter((k) => k !== 'rank' && k !== 'phraseBoundaries')
    .sort()

let t: TestApp
let demo: string
let hanako: string
let templates: Array<{ id: string; tier: string; designer_id: string; is_wireframe: number }>
const requests: Array<{ method: string; path: string; authorization: string | null }> = []

/** The bearer the client picks up from the auth cookie, as in the browser. */
function signedInAs(token: string | null) {
  vi.stubGlobal('document', { cookie: token ? `store_token=${token}` : '' })
}

const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

beforeAll(async () => {
  t = await createTestApp()
  demo = await signIn(t, SEEDED_ACCOUNTS.demo.email, SEEDED_ACCOUNTS.demo.password)
  hanako = await signIn(t, SEEDED_ACCOUNTS.hanako.email, SEEDED_ACCOUNTS.hanako.password)
  templates = await t.db
    .selectFrom('templates')
    .select(['id', 'tier', 'designer_id', 'is_wireframe'])
    .orderBy('id')
    .execute()
})
afterAll(async () => {
  await t?.close()
})
beforeEach(() => {
  requests.length = 0
  // ofetch resolves '/v2/…' against the (empty) base URL and hands it to fetch: the Hono app
  // answers it in-process, exactly as it would over the socket.
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers)
    const path = String(input)
    requests.push({
      method: init?.method ?? 'GET',
      path,
      authorization: headers.get('authorization'),
    })
    return t.app.request(path, init)
  })
  signedInAs(null)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('auth', () => {
  it('exchanges a one-time token, uses the access token, then revokes it', async () => {
    const oneTime = await oneTimeTokenFor(
      t,
      SEEDED_ACCOUNTS.hanako.email,
      SEEDED_ACCOUNTS.hanako.password,
    )
    const access = await exchangeOneTimeToken(oneTime)
    expect(access).toMatch(/^\S{20,}$/)
    expect((await getAccount({ token: access })).email).toBe(SEEDED_ACCOUNTS.hanako.email)
    // Single use: the same one-time token is refused the second time.
    expect((await failure(exchangeOneTimeToken(oneTime))).status).toBe(401)

    await expect(revokeAccessToken(access)).resolves.toEqual({ revoked: true })
    expect((await failure(getAccount({ token: access }))).status).toBe(401)
  })
})

describe('store reads', () => {
  it('searches one page with the total count, leaving excluded ids out', async () => {
    const page1 = await searchTemplates({ page: 1, limit: 20, sort: 'ranking', language: 'en' })
    expect(page1.totalCount).toBe(templates.length)
    expect(page1.templates).toHaveLength(20)
    for (const item of page1.templates) expect(keysOf(item)).toEqual(LIST_ITEM_KEYS)
    expect(page1.templates.map((i) => i.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))

    const page2 = await queryClient().fetchQuery(
      searchTemplatesQueryOptions({ page: 2, limit: 20, sort: 'ranking', language: 'en' }),
    )
    expect(page2.templates[0]?.rank).toBe(21)

    const first = page1.templates[0]!.templateId
    const without = await searchTemplates({
      page: 1,
      limit: 5,
      sort: 'ranking',
      language: 'en',
      excludeIds: [first],
    })
    expect(without.templates.map((i) => i.templateId)).toEqual(
      page1.templates.slice(1, 6).map((i) => i.templateId),
    )
  })

  it('lists templates from the query string with the total count', async () => {
    const list = await listTemplates({ limit: 5, orderBy: 'published_at', language: 'ja' })
    expect(list.totalCount).toBe(templates.length)
    expect(list.templates).toHaveLength(5)
    for (const item of list.templates) expect(keysOf(item)).toEqual(LIST_ITEM_KEYS)
    const dates = list.templates.map((i) => i.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())

    const cached = await queryClient().fetchQuery(listTemplatesQueryOptions({ limit: 2 }))
    expect(cached.templates).toHaveLength(2)
  })

  it('reads one template in the asked language', async () => {
    const id = templates[0]!.id
    const en = await getTemplate(id, 'en')
    const ja = await queryClient().fetchQuery(templateQueryOptions(id, 'ja'))
    expect(en.templateId).toBe(id)
    expect(en).toMatchObject({
      description: expect.any(String),
      category: expect.any(String),
      usage: expect.any(String),
      templateTags: expect.any(Array),
      styleTags: expect.any(Array),
      featureTags: expect.any(Array),
      countPurchases: expect.any(Number),
      previewUrl: expect.stringContaining(`/templates/${id}`),
    })
    expect(ja.templateTitle).not.toBe(en.templateTitle)
    expect((await failure(getTemplate('no-such-template', 'en'))).status).toBe(404)
  })

  it('lists every wireframe template', async () => {
    const wireframes = templates.filter((r) => r.is_wireframe === 1).map((r) => r.id)
    expect(wireframes.length).toBeGreaterThan(0)
    const list = await getWireframeTemplates('en')
    expect(list.map((i) => i.templateId).sort()).toEqual(wireframes.sort())
    const cached = await queryClient().fetchQuery(wireframeTemplatesQueryOptions('ja'))
    expect(cached).toHaveLength(wireframes.length)
  })

  it('reads tier prices sorted by yen', async () => {
    const prices = await getPrices()
    expect(prices).toHaveLength(11)
    for (const p of prices) expect(Object.keys(p).sort()).toEqual(['priceJpy', 'priceUsd', 'tier'])
    const yen = prices.map((p) => p.priceJpy)
    expect(yen).toEqual([...yen].sort((a, b) => a - b))
    expect(await queryClient().fetchQuery(pricesQueryOptions())).toEqual(prices)
  })
})

describe('likes', () => {
  it('likes and unlikes with the server’s count, and needs a signed-in visitor', async () => {
    const id = templates[1]!.id
    expect((await failure(likeTemplate(id))).status).toBe(401)

    signedInAs(demo)
    // The seed may already have demo liking it; both calls are idempotent, so start unliked.
    const before = await unlikeTemplate(id)
    expect(before).toEqual({ templateId: id, liked: false, countLikes: expect.any(Number) })
    const liked = await likeTemplate(id)
    expect(liked).toEqual({ templateId: id, liked: true, countLikes: before.countLikes + 1 })
    expect(await getTemplate(id, 'en')).toMatchObject({ liked: true, countLikes: liked.countLikes })
    const unliked = await unlikeTemplate(id)
    expect(unliked).toEqual({ templateId: id, liked: false, countLikes: before.countLikes })
  })
})

describe('designers', () => {
  it('searches, reads and messages a designer without the bearer', async () => {
    signedInAs(demo)
    const found = await searchDesigners({ language: 'en', limit: 5 })
    expect(found.totalCount).toBeGreaterThanOrEqual(12)
    expect(found.designers).toHaveLength(5)
    for (const d of found.designers) {
      expect(Object.keys(d).sort()).toEqual(
        ['avatarUrl', 'bio', 'country', 'designerId', 'name', 'templateCount'].sort(),
      )
    }
    const again = await queryClient().fetchQuery(
      searchDesignersQueryOptions({ language: 'en', limit: 5 }),
    )
    expect(again).toEqual(found)

    const designerId = found.designers[0]!.designerId
    const designer = await getDesigner(designerId, 'ja')
    expect(designer.designerId).toBe(designerId)
    expect(designer.templates.length).toBe(found.designers[0]!.templateCount)
    for (const item of designer.templates) {
      expect(keysOf(item)).toEqual(LIST_ITEM_KEYS)
      expect(item.designerId).toBe(designerId)
    }
    const cached = await queryClient().fetchQuery(designerQueryOptions(designerId, 'en'))
    expect(cached.designerId).toBe(designerId)

    const sent = await sendDesignerMessage(designerId, {
      name: 'Contract Test',
      email: 'contract@example.com',
      body: 'Hello',
      language: 'EN',
    })
    expect(sent).toEqual({ messageId: expect.any(String), sentAt: expect.any(String) })

    const designerCalls = requests.filter((r) => r.path.startsWith('/v2/store/designers'))
    expect(designerCalls).toHaveLength(5)
    expect(designerCalls.map((r) => r.authorization)).toEqual([null, null, null, null, null])
  })
})

describe('tokens', () => {
  it('hands out an editor sandbox token for a template, in the asked language and currency', async () => {
    const id = templates[2]!.id
    const token = await getTemplateToken(id, { language: 'ja', currency: 'jpy' })
    expect(token).toEqual({
      token: expect.any(String),
      expiresAt: expect.any(String),
      sandboxUrl: expect.stringContaining(`/s/${id}?lang=ja&currency=jpy&token=`),
    })
    const viaFactory = await queryClient().fetchQuery(templateTokenQueryOptions(id))
    expect(viaFactory.sandboxUrl).toContain('lang=en&currency=usd')
  })

  it('hands a signed-in visitor a review token', async () => {
    expect((await failure(getReviewToken())).status).toBe(401)
    signedInAs(demo)
    const token = await getReviewToken()
    expect(token).toEqual({ token: expect.any(String), expiresAt: expect.any(String) })
    const viaFactory = await queryClient().fetchQuery(reviewTokenQueryOptions())
    expect(viaFactory).toEqual({ token: expect.any(String), expiresAt: expect.any(String) })
    expect(requests.at(-1)?.authorization).toBe(`Bearer ${demo}`)
  })
})

describe('commerce', () => {
  it('checks out, lists the purchase for buyer and designer, and hands out its receipt', async () => {
    const designed = await t.db
      .selectFrom('designer_accounts')
      .select('designer_id')
      .where('account_id', '=', 'acc_hanako')
      .executeTakeFirstOrThrow()
    expect(designed.designer_id).toBe(HANAKO_DESIGNER_ID)
    const template = templates.find(
      (r) => r.designer_id === designed.designer_id && r.tier !== 'TIER_0',
    )
    expect(template).toBeDefined()

    signedInAs(demo)
    const checkout = await checkoutTemplate(template!.id, { couponCode: 'welcome10' })
    expect(checkout).toEqual({
      orderId: expect.any(String),
      checkoutUrl: expect.stringMatching(/^\/checkout\//),
      amount: expect.any(Number),
      currency: 'usd',
      testMode: true,
    })
    await confirmOrder(t.db, checkout.orderId, new Date())

    const purchased = await getSalesHistories({ type: 'purchased' })
    expect(purchased.totalCount).toBe(1)
    expect(purchased.salesHistories).toEqual([
      {
        salesHistoryId: checkout.orderId,
        templateId: template!.id,
        templateTitle: expect.any(String),
        tier: template!.tier,
        amount: checkout.amount,
        currency: 'usd',
        purchasedAt: expect.any(String),
      },
    ])
    const receipt = await getReceiptUrl(checkout.orderId)
    expect(receipt).toEqual({
      receiptUrl: expect.stringMatching(/^\/receipts\/.+\?token=/),
      expiresAt: expect.any(String),
    })
    const viaFactory = await queryClient().fetchQuery(receiptUrlQueryOptions(checkout.orderId))
    expect(viaFactory.receiptUrl).toMatch(/^\/receipts\//)
    await expect(getSalesHistories({ type: 'sold' })).resolves.toEqual({
      salesHistories: [],
      totalCount: 0,
    })

    signedInAs(hanako)
    const sold = await queryClient().fetchQuery(salesHistoriesQueryOptions({ type: 'sold' }))
    expect(sold.salesHistories.map((s) => s.salesHistoryId)).toContain(checkout.orderId)
    // Someone else's order answers like a missing one.
    expect((await failure(getReceiptUrl(checkout.orderId))).status).toBe(404)
  })
})

describe('account', () => {
  it('reads and updates the account', async () => {
    signedInAs(demo)
    const account = await getAccount()
    expect(Object.keys(account).sort()).toEqual(
      [
        'displayName',
        'email',
        'emailConfirmed',
        'id',
        'language',
        'myBilling',
        'plan',
        'redesignerLinked',
        'templateDesignerStatus',
      ].sort(),
    )
    expect(account.email).toBe(SEEDED_ACCOUNTS.demo.email)
    const updated = await updateAccount({ displayName: 'Demo Person', language: 'ja' })
    expect(updated).toMatchObject({ displayName: 'Demo Person', language: 'ja' })
    expect(await queryClient().fetchQuery(accountQueryOptions())).toEqual(updated)
  })

  it('changes the password, signing out the other sessions', async () => {
    const user = await signUp(t, { password: 'first-password' })
    const other = await signIn(t, user.email, 'first-password')
    signedInAs(user.token)
    await expect(
      changePassword({ currentPassword: 'first-password', newPassword: 'second-password' }),
    ).resolves.toEqual({ updated: true, revokedSessions: 1 })
    expect((await failure(getAccount({ token: other }))).status).toBe(401)
    expect((await getAccount()).email).toBe(user.email)
  })

  it('creates, replaces and re-countries the billing details', async () => {
    const user = await signUp(t)
    signedInAs(user.token)
    expect(await getBilling()).toBeNull()
    const input = {
      name: 'Hanako Yamada',
      country: 'JP',
      postalCode: '100-0001',
      city: 'Chiyoda',
      line1: '1-1 Chiyoda',
      companyName: 'Yamada Design',
    } as const
    const created = await createBilling(input)
    expect(created).toEqual({
      ...input,
      region: null,
      line2: null,
      phone: null,
    })
    const replaced = await updateBilling({ ...input, phone: '+81 3-1234-5678' })
    expect(replaced.phone).toBe('+81 3-1234-5678')
    await expect(setBillingCountry('US')).resolves.toEqual({ country: 'US' })
    const billing = await queryClient().fetchQuery(billingQueryOptions())
    expect(billing).toMatchObject({ country: 'US', postalCode: '100-0001' })
    expect((await getAccount()).myBilling).toEqual({ country: 'US' })
  })

  it('confirms the e-mail address with the mailed code', async () => {
    const user = await signUp(t)
    signedInAs(user.token)
    const sent = await confirmEmail()
    expect(sent).toEqual({ sent: true, email: user.email, expiresAt: expect.any(String) })
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('body')
      .where('to_email', '=', user.email)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow()
    const code = /([A-Z2-9]{8})/.exec(mail.body)?.[1]
    expect(code).toBeDefined()
    const confirmed = await confirmEmail({ code: code! })
    expect(confirmed).toEqual({ emailConfirmed: true, emailConfirmedAt: expect.any(String) })
    expect((await getAccount()).emailConfirmed).toBe(true)
  })

  it('links and unlinks ReDesigner with a callback', async () => {
    const user = await signUp(t)
    signedInAs(user.token)
    const linked = await linkRedesigner({ callback: '/store/all' })
    expect(linked).toEqual({
      linked: true,
      callbackUrl: '/store/all',
      linkedAt: expect.any(String),
      redirectUrl: '/store/all?redesigner_linked=true',
    })
    expect((await getAccount()).redesignerLinked).toBe(true)
    await expect(unlinkRedesigner()).resolves.toEqual({ linked: false })
    expect((await getAccount()).redesignerLinked).toBe(false)
  })

  it('reads and sets the postal address', async () => {
    const user = await signUp(t)
    signedInAs(user.token)
    expect(await getAddress()).toBeNull()
    const input = {
      country: 'US',
      postalCode: '94105',
      city: 'San Francisco',
      line1: '1 Main St',
    } as const
    const saved = await updateAddress({ ...input, line2: 'Suite 2' })
    expect(saved).toEqual({ ...input, name: null, region: null, line2: 'Suite 2' })
    expect(await queryClient().fetchQuery(addressQueryOptions())).toEqual(saved)
  })

  it('lists the coupons', async () => {
    signedInAs(demo)
    const coupons = await getCoupons()
    expect(coupons.map((c) => c.code)).toContain('WELCOME10')
    for (const c of coupons) {
      expect(Object.keys(c).sort()).toEqual(
        ['code', 'couponId', 'description', 'discountPercent', 'expiresAt', 'status'].sort(),
      )
    }
    expect(await queryClient().fetchQuery(couponsQueryOptions())).toEqual(coupons)
  })

  it('submits questionnaire answers with their own keys, unconverted both ways', async () => {
    signedInAs(demo)
    const answers = {
      siteGoal: 'portfolio',
      team_size: 3,
      'Which-CMS': ['wordpress', 'none'],
      hasDomain: true,
    }
    const result = await submitQuestionnaire({ questionnaire: 'onboarding', answers })
    expect(result).toEqual({
      questionnaire: 'onboarding',
      answers,
      submittedAt: expect.any(String),
    })
    const row = await t.db
      .selectFrom('questionnaire_answers')
      .select('answers')
      .where('questionnaire', '=', 'onboarding')
      .executeTakeFirstOrThrow()
    expect(JSON.parse(row.answers)).toEqual(answers)
  })
})
