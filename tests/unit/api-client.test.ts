import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getAccount } from '#src/features/account/api/account'
import { exchangeOneTimeToken, revokeAccessToken } from '#src/features/auth/api/auth'
import {
  getDesigner,
  searchDesigners,
  sendDesignerMessage,
} from '#src/features/designers/api/designers'
import { getPrices } from '#src/features/shared/api/prices'
import {
  checkoutTemplate,
  getReceiptUrl,
  getTemplate,
  likeTemplate,
  searchRequestFor,
  searchTemplates,
  searchTemplatesQueryOptions,
  trimSearchPage,
  unlikeTemplate,
} from '#src/features/shared/api/templates'
import {
  getSalesHistories,
  getTemplateToken,
  linkRedesigner,
  submitQuestionnaire,
  updateBilling,
} from '#tests/api/contract-client'
import {
  ApiError,
  NETWORK_ERROR_CODE,
  RequiredParameterError,
  apiRequest,
} from '#src/lib/api-client'
import { camelKeys, snakeKeys, toCamelCase, toSnakeCase } from '#src/lib/case-keys'
import type { TemplateListItem } from '#catalogue/api-contract'

type Call = { url: string; method: string; headers: Headers; body: unknown }

let calls: Call[]
let nextResponse: () => Response

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

function lastCall(): Call {
  const call = calls.at(-1)
  if (!call) throw new Error('no request was made')
  return call
}

function item(templateId: string): TemplateListItem {
  return {
    templateId,
    templateTitle: `Title ${templateId}`,
    coverUrl: `/covers/${templateId}.png`,
    liked: false,
    countLikes: 0,
    tier: 'TIER_0',
    designerId: 'd1',
    designerName: 'Designer',
    siteType: 'corporate',
    siteTypeGroup: 'business',
    industry: 'cafe',
    industryGroup: 'food-beverage',
    publishedAt: '2026-01-01T00:00:00.000Z',
    quality: null,
  }
}

function wireItem(templateId: string) {
  return snakeKeys<Record<string, unknown>>(item(templateId))
}

beforeEach(() => {
  calls = []
  nextResponse = () => json({ data: {} })
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const text = typeof init?.body === 'string' ? init.body : undefined
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: text === undefined ? undefined : JSON.parse(text),
    })
    return nextResponse()
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

function signIn(token = 'access-123') {
  vi.stubGlobal('document', { cookie: `other=1; store_token=${token}` })
}

describe('key conversion', () => {
  it('converts single keys both ways', () => {
    expect(toSnakeCase('templateId')).toBe('template_id')
    expect(toSnakeCase('priceJpy')).toBe('price_jpy')
    expect(toSnakeCase('orderBy')).toBe('order_by')
    expect(toSnakeCase('already_snake')).toBe('already_snake')
    expect(toCamelCase('count_likes')).toBe('countLikes')
    expect(toCamelCase('template_designer_status')).toBe('templateDesignerStatus')
    expect(toCamelCase('data')).toBe('data')
  })

  it('converts nested objects and arrays deep, and leaves values alone', () => {
    const wire = {
      data: {
        templates: [{ template_id: 't1', count_likes: 3, tier: 'TIER_1' }],
        meta: { total_count: 1 },
        my_billing: { country: null },
        plan: 'v2_basic',
      },
    }
    expect(camelKeys(wire)).toEqual({
      data: {
        templates: [{ templateId: 't1', countLikes: 3, tier: 'TIER_1' }],
        meta: { totalCount: 1 },
        myBilling: { country: null },
        plan: 'v2_basic',
      },
    })
    expect(snakeKeys({ orderBy: 'likes_count', filters: { siteTypeGroup: 'business' } })).toEqual({
      order_by: 'likes_count',
      filters: { site_type_group: 'business' },
    })
  })

  it('sends snake_case bodies and queries and hands back camelCase answers', async () => {
    signIn()
    nextResponse = () => json({ data: { postal_code: '100-0001', company_name: null } })
    const billing = await updateBilling({
      name: 'Hanako',
      country: 'JP',
      postalCode: '100-0001',
      city: 'Tokyo',
      line1: '1-1',
      companyName: 'ACME',
    })
    expect(lastCall().method).toBe('PUT')
    expect(lastCall().url).toBe('/v2/account/billing')
    expect(lastCall().body).toEqual({
      name: 'Hanako',
      country: 'JP',
      postal_code: '100-0001',
      city: 'Tokyo',
      line1: '1-1',
      company_name: 'ACME',
    })
    expect(billing).toEqual({ postalCode: '100-0001', companyName: null })

    await apiRequest('/v2/store/templates', { query: { orderBy: 'ranking', language: undefined } })
    expect(lastCall().url).toBe('/v2/store/templates?order_by=ranking')
  })

  it('leaves verbatim subtrees alone and converts everything around them', () => {
    const value = { myAnswers: { siteGoal: 1, nested: { innerKey: 2 } }, otherKey: { deepKey: 3 } }
    expect(snakeKeys(value, ['myAnswers'])).toEqual({
      my_answers: { siteGoal: 1, nested: { innerKey: 2 } },
      other_key: { deep_key: 3 },
    })
    expect(
      camelKeys({ data: { answers: { team_size: 1 }, submitted_at: 'x' } }, ['data.answers']),
    ).toEqual({ data: { answers: { team_size: 1 }, submittedAt: 'x' } })
    // A path names keys as they stand in the value being converted, nothing else.
    expect(snakeKeys({ answers: { siteGoal: 1 } }, ['data.answers'])).toEqual({
      answers: { site_goal: 1 },
    })
    // Items of an array are reached through the array's own path.
    expect(camelKeys({ rows: [{ free_form: { a_b: 1 } }] }, ['rows.free_form'])).toEqual({
      rows: [{ freeForm: { a_b: 1 } }],
    })
  })

  it('sends questionnaire answers with the keys the questionnaire chose, and reads them back so', async () => {
    signIn()
    const answers = { siteGoal: 'lp', team_size: 2, 'Which-CMS': ['none'] }
    nextResponse = () =>
      json({ data: { questionnaire: 'onboarding', answers, submitted_at: '2026-01-01' } }, 201)
    const result = await submitQuestionnaire({ questionnaire: 'onboarding', answers })
    expect(lastCall().body).toEqual({ questionnaire: 'onboarding', answers })
    expect(result).toEqual({ questionnaire: 'onboarding', answers, submittedAt: '2026-01-01' })
  })

  it('sends the redesigner callback under the name the server reads', async () => {
    signIn()
    nextResponse = () => json({ data: { linked: true, callback_url: '/store' } }, 201)
    await expect(linkRedesigner({ callback: '/store' })).resolves.toEqual({
      linked: true,
      callbackUrl: '/store',
    })
    expect(lastCall().body).toEqual({ callback: '/store' })
  })

  it('reads sales histories as a page with the total count', async () => {
    signIn()
    nextResponse = () =>
      json({
        data: {
          sales_histories: [{ sales_history_id: 'o1', template_id: 't1' }],
          meta: { total_count: 7 },
        },
      })
    const page = await getSalesHistories({ type: 'sold', limit: 1 })
    expect(lastCall().url).toBe('/v2/store/templates/sales_histories?type=sold&limit=1')
    expect(page).toEqual({
      salesHistories: [{ salesHistoryId: 'o1', templateId: 't1' }],
      totalCount: 7,
    })
  })
})

describe('authorization header', () => {
  it('sends the bearer from the auth cookie on ordinary calls', async () => {
    signIn('tok-1')
    nextResponse = () => json({ data: { id: 'a1', my_billing: { country: 'JP' } } })
    const account = await getAccount()
    expect(lastCall().headers.get('authorization')).toBe('Bearer tok-1')
    expect(account.myBilling.country).toBe('JP')

    nextResponse = () => json({ data: [] })
    await getPrices()
    expect(lastCall().headers.get('authorization')).toBe('Bearer tok-1')

    nextResponse = () => json({ data: { template_id: 't1', liked: true, count_likes: 1 } })
    await likeTemplate('t1')
    expect(lastCall()).toMatchObject({ method: 'POST', url: '/v2/store/templates/t1/like' })
    expect(lastCall().headers.get('authorization')).toBe('Bearer tok-1')
    await unlikeTemplate('t1')
    expect(lastCall()).toMatchObject({ method: 'DELETE', url: '/v2/store/templates/t1/like' })
    expect(lastCall().headers.get('authorization')).toBe('Bearer tok-1')
  })

  it('sends no header when there is no cookie', async () => {
    nextResponse = () => json({ data: [] })
    await getPrices()
    expect(lastCall().headers.has('authorization')).toBe(false)
  })

  it('never sends it on designer lookup, designer search, template token and designer message', async () => {
    signIn('tok-2')
    nextResponse = () => json({ data: { designer_id: 'd1', name: 'D', templates: [] } })
    await getDesigner('d1', 'ja')
    expect(lastCall().url).toBe('/v2/store/designers/d1?language=ja')
    expect(lastCall().headers.has('authorization')).toBe(false)

    nextResponse = () => json({ data: { designers: [], meta: { total_count: 0 } } })
    await searchDesigners({ language: 'en', query: 'studio' })
    expect(lastCall()).toMatchObject({ method: 'POST', url: '/v2/store/designers/search' })
    expect(lastCall().headers.has('authorization')).toBe(false)

    nextResponse = () => json({ data: { token: 'tt' } })
    await getTemplateToken('t9')
    expect(lastCall().url).toBe('/v2/store/templates/t9/token')
    expect(lastCall().headers.has('authorization')).toBe(false)

    nextResponse = () => json({ data: { sent: true } })
    await sendDesignerMessage('d1', { name: 'N', email: 'n@x.test', body: 'Hi', language: 'EN' })
    expect(lastCall().url).toBe('/v2/store/designers/d1/message')
    expect(lastCall().headers.has('authorization')).toBe(false)
  })

  it('uses the one-time token for the exchange and the access token for the revoke', async () => {
    signIn('cookie-token')
    nextResponse = () => json({ token: 'fresh-access' })
    await expect(exchangeOneTimeToken('once-1')).resolves.toBe('fresh-access')
    expect(lastCall()).toMatchObject({ method: 'POST', url: '/v2/auth/token' })
    expect(lastCall().headers.get('authorization')).toBe('Bearer once-1')

    nextResponse = () => json({ data: { revoked: true } })
    await revokeAccessToken('fresh-access')
    expect(lastCall()).toMatchObject({ method: 'DELETE', url: '/v2/auth/token' })
    expect(lastCall().headers.get('authorization')).toBe('Bearer fresh-access')
  })
})

describe('required path parameters', () => {
  const cases: Array<[string, string, () => Promise<unknown>]> = [
    ['templateId', 'likeTemplate', () => likeTemplate(undefined)],
    ['templateId', 'unlikeTemplate', () => unlikeTemplate(null)],
    ['templateId', 'getTemplate', () => getTemplate(undefined as unknown as string)],
    ['templateId', 'getTemplateToken', () => getTemplateToken(undefined)],
    ['templateId', 'checkoutTemplate', () => checkoutTemplate(null, {})],
    ['designerId', 'getDesigner', () => getDesigner(undefined, 'en')],
    [
      'designerId',
      'sendDesignerMessage',
      () => sendDesignerMessage(null, { name: 'n', email: 'e@x.test', body: 'b', language: 'JP' }),
    ],
    ['salesHistoryId', 'getReceiptUrl', () => getReceiptUrl(undefined)],
  ]
  it.each(cases)('%s missing in %s fails before any request', async (name, operation, call) => {
    const error = await call().then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(RequiredParameterError)
    expect((error as Error).message).toBe(
      `Required parameter ${name} was null or undefined when calling ${operation}`,
    )
    expect(calls).toHaveLength(0)
  })

  it('encodes a present parameter into the path', async () => {
    nextResponse = () => json({ data: { receipt_url: '/receipts/r', expires_at: 'later' } })
    await expect(getReceiptUrl('a/b c')).resolves.toEqual({
      receiptUrl: '/receipts/r',
      expiresAt: 'later',
    })
    expect(lastCall().url).toBe('/v2/store/templates/sales_histories/a%2Fb%20c/receipt_url')
  })
})

describe('search paging', () => {
  it('computes offset from page and limit', () => {
    const base = { limit: 20, sort: 'ranking', language: 'en' } as const
    expect(searchRequestFor({ ...base, page: 1 })).toMatchObject({ offset: 0, limit: 20 })
    expect(searchRequestFor({ ...base, page: 3 })).toMatchObject({ offset: 40, limit: 20 })
    expect(searchRequestFor({ ...base, page: 8 })).toMatchObject({ offset: 140, limit: 20 })
    // A page below 1 or not a number asks for the first page rather than a negative offset.
    expect(searchRequestFor({ ...base, page: 0 })).toMatchObject({ offset: 0 })
    expect(searchRequestFor({ ...base, page: Number.NaN })).toMatchObject({ offset: 0 })
  })

  it('asks for one extra item per excluded id', () => {
    const req = searchRequestFor({
      page: 2,
      limit: 5,
      sort: 'likes_count',
      language: 'ja',
      excludeIds: ['a', 'b'],
    })
    expect(req).toEqual({ limit: 7, offset: 5, orderBy: 'likes_count', language: 'ja' })
  })

  it('filters excluded ids and cuts to the display count', () => {
    const list = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(item)
    expect(
      trimSearchPage(list, { limit: 5, excludeIds: ['b', 'x'] }).map((t) => t.templateId),
    ).toEqual(['a', 'c', 'd', 'e', 'f'])
    expect(trimSearchPage(list, { limit: 3 }).map((t) => t.templateId)).toEqual(['a', 'b', 'c'])
  })

  it('sends the converted body and returns templates with the total count', async () => {
    nextResponse = () =>
      json({
        data: { templates: ['t1', 't2', 't3', 't4'].map(wireItem), meta: { total_count: 144 } },
      })
    const result = await searchTemplates({
      query: 'cafe',
      page: 2,
      limit: 3,
      sort: 'ranking',
      language: 'en',
      excludeIds: ['t2'],
      filters: { siteTypeGroup: 'business', featureTags: ['map-embed'] },
      verificationMode: true,
    })
    expect(lastCall()).toMatchObject({ method: 'POST', url: '/v2/store/templates/search' })
    // Words with the default sort ask for no order: the server ranks by relevance (decision 019).
    expect(lastCall().body).toEqual({
      query: 'cafe',
      limit: 4,
      offset: 3,
      language: 'en',
      filters: { site_type_group: 'business', feature_tags: ['map-embed'] },
      verification_mode: true,
    })
    expect(result.totalCount).toBe(144)
    expect(result.templates.map((t) => t.templateId)).toEqual(['t1', 't3', 't4'])
    expect(result.templates[0]?.countLikes).toBe(0)
  })

  it('asks for the chosen order, and for ranking when there are no words', async () => {
    nextResponse = () => json({ data: { templates: [], meta: { total_count: 0 } } })
    await searchTemplates({ query: 'cafe', page: 1, limit: 20, sort: 'hot', language: 'en' })
    expect(lastCall().body).toMatchObject({ query: 'cafe', order_by: 'hot' })
    await searchTemplates({ page: 1, limit: 20, sort: 'ranking', language: 'en' })
    expect(lastCall().body).toMatchObject({ order_by: 'ranking' })
  })

  it('keys the query by every parameter', () => {
    const a = searchTemplatesQueryOptions({ page: 1, limit: 20, sort: 'ranking', language: 'en' })
    const b = searchTemplatesQueryOptions({ page: 2, limit: 20, sort: 'ranking', language: 'en' })
    expect(a.queryKey.slice(0, 2)).toEqual(['templates', 'search'])
    expect(a.queryKey).not.toEqual(b.queryKey)
  })
})

describe('errors', () => {
  it('unpacks the server error envelope', async () => {
    nextResponse = () =>
      json({ error: { code: 'unauthorized', message: 'Authentication is required.' } }, 401)
    const error = await getAccount().then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 401,
      code: 'unauthorized',
      message: 'Authentication is required.',
    })
  })

  it('turns a request that got no answer into the network error, with no internal detail', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch [GET] /v2/account')
    })
    const error = await getAccount().then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: undefined,
      code: NETWORK_ERROR_CODE,
      message: 'The API could not be reached.',
    })
  })

  it('keeps the status of an answer without an envelope (a proxy 502 page)', async () => {
    nextResponse = () =>
      new Response('<h1>Bad gateway</h1>', {
        status: 502,
        statusText: 'Bad Gateway',
        headers: { 'content-type': 'text/html' },
      })
    const error = await getAccount().then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 502, code: undefined })
    expect((error as ApiError).message).toContain('502 Bad Gateway')
  })
})

describe('requests', () => {
  it('encodes the query, joins repeated values and leaves undefined ones out', async () => {
    nextResponse = () => json({ data: {} })
    await apiRequest('/v2/x', {
      query: { q: 'café & bar', tags: ['a b', 'c'], skipped: undefined },
    })
    const url = new URL(lastCall().url, 'http://store.test')
    expect(url.pathname).toBe('/v2/x')
    expect([...url.searchParams]).toEqual([
      ['q', 'café & bar'],
      ['tags', 'a b'],
      ['tags', 'c'],
    ])
    expect(lastCall().body).toBeUndefined()
  })

  it('sends a JSON body with its content type, and reads a 204 as no data', async () => {
    nextResponse = () => new Response(null, { status: 204 })
    await expect(apiRequest('/v2/x', { method: 'POST', body: { orderBy: 'x' } })).resolves.toBe(
      undefined,
    )
    expect(lastCall().headers.get('content-type')).toBe('application/json')
    expect(lastCall().body).toEqual({ order_by: 'x' })
  })
})
