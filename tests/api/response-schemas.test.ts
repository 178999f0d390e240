// The contract holds in practice: every operation the OpenAPI document lists is sent for real,
// and what comes back is checked against the very schema the document was built from (its
// catalogue/api/<resource>.ts response schema), status included. Answers are strict objects, so
// a key a handler adds, drops or renames fails here instead of reaching clients undocumented. The
// cases are keyed by operation: a call registered without a case here fails the suite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { errorSchema } from '#catalogue/api/fields'
import { describedRoutes, type RouteDoc } from '#server/openapi'
import { TEST_ORIGIN, postForm, signUp } from './auth-helpers'
import { ENGINES, SEEDED_ACCOUNTS, createTestApp, signIn, type TestApp } from './test-app'

type Context = {
  t: TestApp
  /** A fresh account per operation, so no case depends on what another did. */
  account: () => Promise<string>
  paidTemplateId: string
  designerId: string
}

/** One or more real requests that should succeed; each answer is checked. */
type Case = (ctx: Context) => Promise<Response[]>

const json = (method: string, body: unknown, token?: string) => ({ method, json: body, token })

const BILLING = {
  name: 'Taro Yamada',
  country: 'JP',
  postal_code: '150-0001',
  city: 'Shibuya',
  line1: '1-2-3 Jingumae',
}

/** An order paid through the test-mode checkout page, as a buyer completes it. */
async function paidOrder(ctx: Context, token: string): Promise<string> {
  const started = await ctx.t.request(`/v2/store/templates/${ctx.paidTemplateId}/checkout`, {
    method: 'POST',
    token,
  })
  const { data } = (await started.json()) as { data: { order_id: string; checkout_url: string } }
  const url = new URL(data.checkout_url, TEST_ORIGIN)
  const confirmed = await postForm(ctx.t, `${url.pathname}/confirm`, {
    token: url.searchParams.get('token')!,
  })
  expect(confirmed.status).toBe(303)
  return data.order_id
}

/** A read of details that are null until saved: once empty, once saved. */
function readBeforeAndAfterSaving(path: string, save: 'POST' | 'PUT'): Case {
  return async ({ t, account }) => {
    const token = await account()
    const empty = await t.request(path, { token })
    await t.request(path, json(save, BILLING, token))
    return [empty, await t.request(path, { token })]
  }
}

const CASES: Record<string, Case> = {
  'GET /v2/health': async ({ t }) => [await t.request('/v2/health')],
  'GET /v2/health/live': async ({ t }) => [await t.request('/v2/health/live')],
  'GET /v2/health/ready': async ({ t }) => [await t.request('/v2/health/ready')],
  'GET /v2/bench/static': async ({ t }) => [await t.request('/v2/bench/static')],
  'GET /v2/openapi.json': async ({ t }) => [await t.request('/v2/openapi.json')],

  'POST /v2/auth/token': async ({ t }) => {
    const response = await postForm(t, '/auth/sign-in', {
      ...SEEDED_ACCOUNTS.demo,
      redirect: '/store',
    })
    const oneTime = new URL(response.headers.get('location')!, TEST_ORIGIN).searchParams.get(
      'one_time_token',
    )!
    return [await t.request('/v2/auth/token', { method: 'POST', token: oneTime })]
  },
  'DELETE /v2/auth/token': async ({ t, account }) => [
    await t.request('/v2/auth/token', { method: 'DELETE', token: await account() }),
  ],

  'POST /v2/store/templates/search': async ({ t, account }) => [
    await t.request('/v2/store/templates/search', json('POST', { limit: 5, offset: 0 })),
    // Signed in, with facet counts and a query: likes, facets and the relevance order.
    await t.request(
      '/v2/store/templates/search',
      json('POST', { query: 'cafe', limit: 5, facet_counts: true }, await account()),
    ),
  ],
  'GET /v2/store/templates': async ({ t }) => [
    await t.request('/v2/store/templates?limit=3&language=ja&order_by=ranking'),
  ],
  'GET /v2/store/templates/wireframe': async ({ t }) => [
    await t.request('/v2/store/templates/wireframe'),
  ],
  'GET /v2/store/templates/by_ids': async ({ t, account, paidTemplateId }) => [
    await t.request(`/v2/store/templates/by_ids?ids=${paidTemplateId},unknown&language=ja`),
    await t.request(`/v2/store/templates/by_ids?ids=${paidTemplateId}`, { token: await account() }),
  ],
  'GET /v2/store/templates/:template_id': async (ctx) => {
    const token = await ctx.account()
    await paidOrder(ctx, token)
    return [
      await ctx.t.request(`/v2/store/templates/${ctx.paidTemplateId}`),
      // Owned: the purchase is part of the answer.
      await ctx.t.request(`/v2/store/templates/${ctx.paidTemplateId}?language=ja`, { token }),
    ]
  },
  'POST /v2/store/templates/:template_id/like': async ({ t, account, paidTemplateId }) => [
    await t.request(`/v2/store/templates/${paidTemplateId}/like`, {
      method: 'POST',
      token: await account(),
    }),
  ],
  'DELETE /v2/store/templates/:template_id/like': async ({ t, account, paidTemplateId }) => [
    await t.request(`/v2/store/templates/${paidTemplateId}/like`, {
      method: 'DELETE',
      token: await account(),
    }),
  ],
  'GET /v2/store/prices': async ({ t }) => [await t.request('/v2/store/prices')],
  'GET /v2/store/suggestions': async ({ t }) => [
    await t.request('/v2/store/suggestions?q=caf&language=en'),
  ],

  'POST /v2/store/designers/search': async ({ t }) => [
    await t.request('/v2/store/designers/search', json('POST', { limit: 3 })),
  ],
  'GET /v2/store/designers/:designer_id': async ({ t, account, designerId }) => [
    await t.request(`/v2/store/designers/${designerId}`, { token: await account() }),
  ],
  'POST /v2/store/designers/:designer_id/message': async ({ t, designerId }) => [
    await t.request(
      `/v2/store/designers/${designerId}/message`,
      json('POST', { name: 'Aiko', email: 'aiko@example.com', body: 'Hello', language: 'EN' }),
    ),
  ],

  'GET /v2/store/templates/sales_histories': async (ctx) => {
    const token = await ctx.account()
    await paidOrder(ctx, token)
    return [
      await ctx.t.request('/v2/store/templates/sales_histories?type=purchased', { token }),
      await ctx.t.request('/v2/store/templates/sales_histories?type=sold', { token }),
    ]
  },
  'GET /v2/store/templates/sales_histories/:sales_history_id/receipt_url': async (ctx) => {
    const token = await ctx.account()
    const orderId = await paidOrder(ctx, token)
    return [
      await ctx.t.request(`/v2/store/templates/sales_histories/${orderId}/receipt_url`, {
        token,
      }),
    ]
  },
  'GET /v2/store/review/token': async ({ t, account }) => [
    await t.request('/v2/store/review/token', { token: await account() }),
  ],
  'GET /v2/store/templates/:template_id/token': async ({ t, paidTemplateId }) => [
    await t.request(`/v2/store/templates/${paidTemplateId}/token?currency=jpy`),
  ],
  'POST /v2/store/templates/:template_id/checkout': async ({ t, account, paidTemplateId }) => [
    await t.request(`/v2/store/templates/${paidTemplateId}/checkout`, {
      method: 'POST',
      token: await account(),
    }),
  ],

  'GET /v2/account': async ({ t, account }) => [
    await t.request('/v2/account', { token: await account() }),
  ],
  'PUT /v2/account': async ({ t, account }) => [
    await t.request('/v2/account', json('PUT', { display_name: 'Aiko' }, await account())),
  ],
  'PUT /v2/account/password': async ({ t }) => {
    const { token, password } = await signUp(t)
    return [
      await t.request(
        '/v2/account/password',
        json('PUT', { current_password: password, new_password: 'another-password' }, token),
      ),
    ]
  },
  'GET /v2/account/billing': readBeforeAndAfterSaving('/v2/account/billing', 'POST'),
  'POST /v2/account/billing': async ({ t, account }) => [
    await t.request('/v2/account/billing', json('POST', BILLING, await account())),
  ],
  'PUT /v2/account/billing': async ({ t, account }) => {
    const token = await account()
    await t.request('/v2/account/billing', json('POST', BILLING, token))
    const changed = { ...BILLING, country: 'US', region: 'CA', phone: '+1 555 0100' }
    return [await t.request('/v2/account/billing', json('PUT', changed, token))]
  },
  'POST /v2/account/billing/country': async ({ t, account }) => [
    await t.request(
      '/v2/account/billing/country',
      json('POST', { country: 'JP' }, await account()),
    ),
  ],
  'POST /v2/account/email/confirm': async ({ t }) => {
    const { token, email } = await signUp(t)
    const sent = await t.request('/v2/account/email/confirm', json('POST', {}, token))
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('body')
      .where('to_email', '=', email)
      .executeTakeFirstOrThrow()
    const code = /([A-Z2-9]{8})/.exec(mail.body)![1]!
    return [sent, await t.request('/v2/account/email/confirm', json('POST', { code }, token))]
  },
  'POST /v2/account/link/redesigner': async ({ t, account }) => [
    await t.request(
      '/v2/account/link/redesigner',
      json('POST', { callback: 'https://redesigner.example/callback' }, await account()),
    ),
  ],
  'DELETE /v2/account/link/redesigner': async ({ t, account }) => {
    const token = await account()
    await t.request('/v2/account/link/redesigner', json('POST', { callback: '/store' }, token))
    return [await t.request('/v2/account/link/redesigner', { method: 'DELETE', token })]
  },
  'GET /v2/account/address': readBeforeAndAfterSaving('/v2/account/address', 'PUT'),
  'PUT /v2/account/address': async ({ t, account }) => [
    await t.request('/v2/account/address', json('PUT', BILLING, await account())),
  ],
  'GET /v2/account/coupons': async ({ t }) => [
    await t.request('/v2/account/coupons', {
      token: await signIn(t, SEEDED_ACCOUNTS.demo.email, SEEDED_ACCOUNTS.demo.password),
    }),
  ],
  'POST /v2/account/questionnaire': async ({ t, account }) => [
    await t.request(
      '/v2/account/questionnaire',
      json(
        'POST',
        { questionnaire: 'onboarding', answers: { goal: 'shop', pages: 3, tags: ['a'] } },
        await account(),
      ),
    ),
  ],
}

const operationKey = (doc: RouteDoc) => `${doc.method.toUpperCase()} ${doc.path}`

/** The success statuses the document gives the operation, each with its body's schema. */
function successSchemas(doc: RouteDoc): Map<number, v.GenericSchema | undefined> {
  const schemas = new Map<number, v.GenericSchema | undefined>([[doc.status ?? 200, doc.response]])
  for (const [status, schema] of Object.entries(doc.otherResponses ?? {})) {
    schemas.set(Number(status), schema)
  }
  return schemas
}

describe.each(ENGINES)('every operation answers as its schema says, on %s', (engine) => {
  let t: TestApp
  let ctx: Context

  beforeAll(async () => {
    t = await createTestApp({ engine, templates: 24 })
    const paid = await t.db
      .selectFrom('templates')
      .select(['id', 'designer_id'])
      .where('tier', '!=', 'TIER_0')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    ctx = {
      t,
      account: async () => (await signUp(t)).token,
      paidTemplateId: paid.id,
      designerId: paid.designer_id,
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  it('has a case for every operation in the document, and no case for one it lacks', async () => {
    const documented = describedRoutes().map(operationKey).sort()
    const body = (await (await t.request('/v2/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>
    }
    const inDocument = Object.entries(body.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    )
    expect(inDocument.sort()).toEqual(documented)
    expect(documented.length).toBeGreaterThan(30)
    expect(Object.keys(CASES).sort()).toEqual(documented)
  })

  it('answers every operation with a documented status and a body its schema accepts', async () => {
    const problems: string[] = []
    for (const doc of describedRoutes()) {
      const key = operationKey(doc)
      const run = CASES[key]
      if (!run) continue // reported by the test above
      const expected = successSchemas(doc)
      for (const response of await run(ctx)) {
        const text = await response.text()
        const schema = expected.get(response.status)
        if (!expected.has(response.status)) {
          problems.push(`${key}: status ${response.status}: ${text.slice(0, 300)}`)
          continue
        }
        if (!schema) {
          problems.push(`${key}: no response schema`)
          continue
        }
        const parsed = v.safeParse(schema, JSON.parse(text))
        if (!parsed.success) {
          const issues = parsed.issues
            .slice(0, 3)
            .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
          problems.push(`${key}: ${issues.join('; ')}`)
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('answers refusals with the documented error envelope', async () => {
    const refusals = [
      await t.request('/v2/account'),
      await t.request('/v2/store/templates/nope'),
      await t.request('/v2/store/templates/search', json('POST', { limit: 0 })),
      await t.request('/v2/store/templates/search', json('POST', { nope: 1 })),
    ]
    expect(refusals.map((r) => r.status)).toEqual([401, 404, 400, 400])
    for (const response of refusals) {
      expect(v.safeParse(errorSchema, await response.json()).issues ?? []).toEqual([])
    }
  })
})
