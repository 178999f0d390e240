import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { serve, type ServerType } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { menuPagesOf, templateSitePages } from '#catalogue/template-pages'
import { TIERS } from '#catalogue/enums'
import { MAX_BODY_BYTES } from '#server/app'
import { toOpenApiPath } from '#server/openapi'
import { ENGINES, createTestApp, readJson, type TestApp } from './test-app'

describe.each(ENGINES)('store app on %s', (engine) => {
  let t: TestApp
  let templateId: string

  beforeAll(async () => {
    t = await createTestApp({ engine })
    const row = await t.db
      .selectFrom('templates')
      .select('id')
      .orderBy('ranking_score', 'desc')
      .executeTakeFirstOrThrow()
    templateId = row.id
  })
  afterAll(async () => {
    await t?.close()
  })

  it('GET /v2/health checks the database', async () => {
    const { status, body } = await readJson(await t.request('/v2/health'))
    expect(status).toBe(200)
    expect(body).toEqual({ data: { status: 'ok', engine } })
  })

  it('GET /v2/bench/static answers a constant JSON', async () => {
    const { status, body } = await readJson(await t.request('/v2/bench/static'))
    expect(status).toBe(200)
    expect(body).toEqual({ data: { ok: true } })
  })

  it('answers unknown /v2 paths with 404 JSON', async () => {
    for (const [method, path] of [
      ['GET', '/v2/nope'],
      ['GET', '/v2'],
      ['POST', '/v2/store/prices/extra'],
      ['GET', '/v2/store/templates/x/like/extra'],
    ] as const) {
      const response = await t.request(path, { method })
      expect(response.status, `${method} ${path}`).toBe(404)
      expect(response.headers.get('content-type')).toMatch(/application\/json/)
      const body = await response.json()
      expect(body.error.code).toBe('not_found')
      expect(body.error.message).toContain(path)
    }
  })

  it('answers a wrong method on a real /v2 path with 405 JSON and Allow', async () => {
    for (const [method, path, allow] of [
      ['POST', '/v2/store/prices', 'GET, HEAD'],
      ['PUT', '/v2/store/templates/search', 'GET, HEAD, POST'],
    ] as const) {
      const response = await t.request(path, { method })
      expect(response.status, `${method} ${path}`).toBe(405)
      expect(response.headers.get('allow')).toBe(allow)
      expect((await response.json()).error.code).toBe('method_not_allowed')
    }
  })

  it('refuses bodies over the limit with 413 JSON', async () => {
    const big = JSON.stringify({ query: 'x'.repeat(MAX_BODY_BYTES + 10) })
    const response = await t.request('/v2/store/templates/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ error: { code: 'payload_too_large' } })
  })

  it('sends the security headers and CSP on API and page responses', async () => {
    for (const path of [
      '/v2/store/prices',
      `/preview/templates/${templateId}`,
      `/covers/${templateId}.svg`,
    ]) {
      const response = await t.request(path)
      expect(response.status, path).toBe(200)
      const csp = response.headers.get('content-security-policy') ?? ''
      for (const directive of [
        "default-src 'self'",
        "img-src 'self' data:",
        "style-src 'self' 'unsafe-inline'",
        "connect-src 'self'",
        // Only this site's own pages may frame a preview (the detail page's device preview).
        path.startsWith('/preview/') ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
      ]) {
        expect(csp, path).toContain(directive)
      }
      // Scripts from this origin only: just a rendered store page adds its inline scripts' hashes.
      expect(csp, path).toMatch(/script-src 'self'(;|$)/)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    }
  })

  it('compresses API responses for clients that accept gzip', async () => {
    const plain = await t.request('/v2/store/templates?limit=50')
    const plainText = await plain.text()
    expect(plain.headers.get('content-encoding')).toBeNull()
    const gz = await t.request('/v2/store/templates?limit=50', {
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gz.headers.get('vary')).toMatch(/accept-encoding/i)
    const compressed = Buffer.from(await gz.arrayBuffer())
    expect(compressed.length).toBeLessThan(Buffer.byteLength(plainText))
    expect(gunzipSync(compressed).toString('utf8')).toBe(plainText)
    const identity = await t.request('/v2/store/templates?limit=50', {
      headers: { 'accept-encoding': 'identity' },
    })
    expect(identity.headers.get('content-encoding')).toBeNull()
    expect(await identity.text()).toBe(plainText)
  })

  it('GET /v2/store/prices lists every tier by yen ascending', async () => {
    const { status, body } = await readJson(await t.request('/v2/store/prices'))
    expect(status).toBe(200)
    const prices = body.data as { tier: string; price_jpy: number; price_usd: number }[]
    expect(prices.map((p) => p.tier).sort()).toEqual([...TIERS].sort())
    expect(prices[0]).toEqual({ tier: 'TIER_0', price_jpy: 0, price_usd: 0 })
    for (let i = 1; i < prices.length; i++) {
      expect((prices[i] as { price_jpy: number }).price_jpy).toBeGreaterThan(
        (prices[i - 1] as { price_jpy: number }).price_jpy,
      )
      expect((prices[i] as { price_usd: number }).price_usd).toBeGreaterThan(
        (prices[i - 1] as { price_usd: number }).price_usd,
      )
    }
    expect(prices.find((p) => p.tier === 'TIER_1')).toEqual({
      tier: 'TIER_1',
      price_jpy: 1480,
      price_usd: 9.99,
    })
    expect(prices.find((p) => p.tier === 'TIER_10')).toEqual({
      tier: 'TIER_10',
      price_jpy: 49800,
      price_usd: 349,
    })
  })

  it('serves a cacheable SVG cover per template, different per template, 404 for unknown ones', async () => {
    const response = await t.request(`/covers/${templateId}.svg`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=\d+/)
    const svg = await response.text()
    expect(svg.startsWith('<svg')).toBe(true)
    const row = await t.db
      .selectFrom('templates')
      .select(['palette', 'title_en'])
      .where('id', '=', templateId)
      .executeTakeFirstOrThrow()
    expect(svg).toContain(JSON.parse(row.palette).primary)

    const etag = response.headers.get('etag')
    expect(etag).toBeTruthy()
    const revalidated = await t.request(`/covers/${templateId}.svg`, {
      headers: { 'if-none-match': etag ?? '' },
    })
    expect(revalidated.status).toBe(304)

    const other = await t.db
      .selectFrom('templates')
      .select('id')
      .where('id', '<>', templateId)
      .executeTakeFirstOrThrow()
    expect(await (await t.request(`/covers/${other.id}.svg`)).text()).not.toBe(svg)
    expect((await t.request('/covers/no-such-template.svg')).status).toBe(404)
    // Only .svg and the .png link-preview rendition (store-cover-png.test.ts) exist.
    expect((await t.request(`/covers/${templateId}.jpg`)).status).toBe(404)
    expect((await t.request('/covers/designers/aoi-studio.svg')).status).toBe(200)
    expect((await t.request('/covers/designers/nobody.svg')).status).toBe(404)
  })

  it('renders a preview site in the template palette with its site type sections', async () => {
    const row = await t.db
      .selectFrom('templates')
      .select(['palette', 'site_type', 'industry'])
      .where('id', '=', templateId)
      .executeTakeFirstOrThrow()
    const en = await t.request(`/preview/templates/${templateId}`)
    expect(en.status).toBe(200)
    expect(en.headers.get('content-type')).toMatch(/text\/html/)
    const html = await en.text()
    // Its site type's pages, in the page's language, in the template's colours.
    const pages = menuPagesOf(templateSitePages(row.site_type, row.industry)).slice(1)
    for (const page of pages) expect(html).toContain(page.name.en)
    expect(html).toContain(JSON.parse(row.palette).primary)
    expect(html).not.toContain('<script')
    const ja = await (await t.request(`/preview/templates/${templateId}?lang=ja`)).text()
    expect(ja).toContain('<html lang="ja">')
    for (const page of pages) expect(ja).toContain(page.name.ja)
    expect((await t.request('/preview/templates/no-such-template')).status).toBe(404)

    // The detail's preview_url points here.
    const detail = await readJson(await t.request(`/v2/store/templates/${templateId}`))
    expect((await t.request(detail.body.data.preview_url)).status).toBe(200)
  })

  it('GET /v2/openapi.json describes every /v2 route the app registers', async () => {
    const { status, body } = await readJson(await t.request('/v2/openapi.json'))
    expect(status).toBe(200)
    expect(body.openapi).toBe('3.1.0')
    const registered = t.app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/v2/'))
      .map((r) => `${r.method.toLowerCase()} ${toOpenApiPath(r.path)}`)
    expect(registered.length).toBeGreaterThan(30)
    const described = new Set(
      Object.entries(body.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
        Object.keys(ops).map((method) => `${method} ${path}`),
      ),
    )
    const missing = [...new Set(registered)].filter((route) => !described.has(route))
    expect(missing).toEqual([])
    // Every spec §7 call is there.
    for (const route of [
      'post /v2/store/templates/search',
      'get /v2/store/templates',
      'get /v2/store/templates/wireframe',
      'get /v2/store/templates/{template_id}',
      'post /v2/store/templates/{template_id}/like',
      'delete /v2/store/templates/{template_id}/like',
      'get /v2/store/prices',
      'post /v2/auth/token',
      'get /v2/account',
    ]) {
      expect(described.has(route), route).toBe(true)
    }
    const search = body.paths['/v2/store/templates/search'].post
    expect(search.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'order_by',
    )
    expect(search.responses).toHaveProperty('400')
    const like = body.paths['/v2/store/templates/{template_id}/like'].post
    expect(like.security).toEqual([{ bearerAuth: [] }])
    expect(like.responses).toHaveProperty('401')
    expect(like.responses).toHaveProperty('404')
  })

  describe('over real HTTP (@hono/node-server)', () => {
    let server: ServerType
    let base: string

    beforeAll(async () => {
      await new Promise<void>((resolve) => {
        server = serve(
          { fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' },
          (info: AddressInfo) => {
            base = `http://127.0.0.1:${info.port}`
            resolve()
          },
        )
      })
    })
    afterAll(async () => {
      // fetch keeps connections alive; close them so shutdown does not wait for their timeout.
      if ('closeAllConnections' in server) server.closeAllConnections()
      await new Promise((resolve) => server?.close(resolve))
    })

    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(`${base}/v2/store/templates/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      })

    it('reads search bodies, with and without a content length', async () => {
      const direct = await post(JSON.stringify({ query: 'restaurant', limit: 3 }))
      expect(direct.status).toBe(200)
      const directBody = await direct.json()
      expect(directBody.data.templates).toHaveLength(3)

      // A streamed body has no content-length: the standard body path answers the same.
      const encoder = new TextEncoder()
      const stream = new ReadableStream({
        start(controller) {
          controller.enqueue(encoder.encode(JSON.stringify({ query: 'restaurant', limit: 3 })))
          controller.close()
        },
      })
      const chunked = await fetch(`${base}/v2/store/templates/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit)
      expect(chunked.status).toBe(200)
      expect(await chunked.json()).toEqual(directBody)
    })

    it('answers 400 for broken JSON and for invalid fields', async () => {
      const broken = await post('{"query":')
      expect(broken.status).toBe(400)
      expect((await broken.json()).error.message).toMatch(/JSON/)
      const invalid = await post(JSON.stringify({ limit: -1 }))
      expect(invalid.status).toBe(400)
      expect((await invalid.json()).error.field).toBe('limit')
    })

    it('answers 413 for an oversized body', async () => {
      const response = await post(JSON.stringify({ query: 'x'.repeat(MAX_BODY_BYTES + 1) }))
      expect(response.status).toBe(413)
      expect((await response.json()).error.code).toBe('payload_too_large')
    })

    it('applies the sign-in rule to bodies read directly', async () => {
      const response = await post(JSON.stringify({ order_by: 'liked_at' }))
      expect(response.status).toBe(401)
    })
  })
})
