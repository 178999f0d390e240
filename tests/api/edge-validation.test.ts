// Bad bytes and API consistency at the edge: NUL, control characters, lone surrogates and broken
// percent-encoding are a 400 naming where they were (never a 500 from the database), unknown body
// keys are refused by name, `limit` above a cap is served at the cap on every paged call, and a
// wrong method on a real path is a 405 with `Allow`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGINES, createAccountWithToken, createTestApp, readJson, type TestApp } from './test-app'

describe.each(ENGINES)('the API edge on %s', (engine) => {
  let t: TestApp
  let token: string

  beforeAll(async () => {
    t = await createTestApp({ engine, templates: 12 })
    token = (await createAccountWithToken(t, `edge-${engine}@example.com`)).token
  })
  afterAll(async () => {
    await t?.close()
  })

  const expectInvalidText = async (response: Response, where: RegExp) => {
    const { status, body } = await readJson(response)
    expect(status).toBe(400)
    expect(body.error.code).toBe('invalid_text')
    expect(body.error.message).toMatch(where)
  }

  describe('NUL and other invalid text', () => {
    it.each([
      ['/v2/store/templates/%00', /path/],
      ['/v2/store/templates/abc%00def/token', /path/],
      ['/v2/store/designers/%00', /path/],
      ['/v2/store/templates/sales_histories/%00/receipt_url', /path/],
      ['/v2/store/templates/%E0%A4%A', /path/],
      ['/v2/store/templates/%FF', /path/],
      ['/v2/store/templates/%ED%A0%80', /path/],
      ['/v2/store/templates?query=%00', /query parameter query/],
      ['/v2/store/templates?language=en%01', /query parameter language/],
      ['/v2/store/templates?q%00=1', /query parameter/],
      ['/v2/store/templates?query=%C3%28', /query parameter query/],
    ])('GET %s is a 400 JSON error', async (path, where) => {
      await expectInvalidText(await t.request(path, { token }), where)
    })

    it.each([
      ['PUT', '/v2/account', { display_name: 'a\u0000b' }, /body field display_name/],
      ['PUT', '/v2/account', { display_name: 'bell\u0007' }, /body field display_name/],
      ['PUT', '/v2/account', { display_name: 'half \ud800 pair' }, /body field display_name/],
      [
        'POST',
        '/v2/store/templates/tmpl_0001/checkout',
        { coupon_code: 'X\u0000' },
        /body field coupon_code/,
      ],
      ['POST', '/v2/store/designers/search', { query: '\u0000' }, /body field query/],
      ['POST', '/v2/store/templates/search', { query: 'a\u0000' }, /body field query/],
      [
        'POST',
        '/v2/store/templates/search',
        { filters: { designer_id: '\u0000' } },
        /body field filters\.designer_id/,
      ],
      [
        'POST',
        '/v2/account/questionnaire',
        { questionnaire: 'q', answers: { 'k\u0000': 1 } },
        /body field answers/,
      ],
    ])(
      '%s %s with bad text in the body is a 400 naming the field',
      async (method, path, json, where) => {
        await expectInvalidText(await t.request(path, { method, token, json }), where)
      },
    )

    it('keeps tabs and line breaks in body text', async () => {
      const response = await readJson(
        await t.request('/v2/store/designers/search', {
          method: 'POST',
          json: { query: 'a\tb\n' },
        }),
      )
      expect(response.status).toBe(200)
    })

    it.each([
      '/covers/%00.svg',
      '/studio/s/%00',
      '/preview/templates/%00',
      '/receipts/%00?token=x',
    ])('the page %s answers 400, not 500', async (path) => {
      const response = await t.request(path)
      expect(response.status).toBe(400)
      expect(await response.text()).toMatch(/path/)
    })

    it('a page link with a stray % is read as the browser reads it: the page, not a 400', async () => {
      const { id } = await t.db.selectFrom('templates').select('id').executeTakeFirstOrThrow()
      for (const path of [
        '/auth/sign-in?return_to=%ZZ',
        `/preview/templates/${id}?utm_source=50%`,
      ]) {
        const response = await t.request(path)
        expect(response.status, path).toBe(200)
      }
      // The API keeps refusing it, and NUL stays refused on pages too.
      await expectInvalidText(
        await t.request('/v2/store/templates?query=50%'),
        /query parameter query/,
      )
      const nul = await t.request('/auth/sign-in?return_to=%00')
      expect(nul.status).toBe(400)
      expect(await nul.text()).toMatch(/query parameter return_to/)
    })

    it('a Japanese page says in Japanese what its address had wrong, not the API line', async () => {
      for (const [path, line] of [
        ['/ja/store/%00', 'アドレスのパスに読み取れない文字が含まれています。'],
        [
          '/ja/store/search?query=a%00',
          'アドレスのパラメーター「query」に読み取れない文字が含まれています。',
        ],
        ['/ja/store/all?%01=1', 'アドレスのパラメーター名に読み取れない文字が含まれています。'],
      ] as const) {
        const response = await t.request(path)
        expect(response.status, path).toBe(400)
        const page = await response.text()
        expect(page, path).toContain('<html lang="ja">')
        expect(page, path).toContain(`data-testid="error-detail">${line}</p>`)
        expect(page, path).not.toMatch(/must not contain|query parameter|path:/)
      }
      // English pages keep the API's own line.
      const english = await (await t.request('/store/search?query=a%00')).text()
      expect(english).toContain('query parameter query: must not contain NUL (\\u0000)')
    })

    it('a form with NUL answers 400', async () => {
      const response = await t.request('/auth/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=a%00%40example.com&password=x',
      })
      expect(response.status).toBe(400)
      expect(await response.text()).toMatch(/form field email/)
    })
  })

  describe('unknown body keys', () => {
    it.each([
      ['/v2/store/templates/search', { orderBy: 'ranking' }, 'orderBy'],
      ['/v2/store/templates/search', { filters: { siteType: 'x' } }, 'filters.siteType'],
      ['/v2/store/designers/search', { query: 'a', page: 2 }, 'page'],
      ['/v2/store/templates/tmpl_0001/checkout', { couponCode: 'A' }, 'couponCode'],
      ['/v2/account/billing/country', { country: 'JP', currency: 'jpy' }, 'currency'],
    ])('POST %s refuses an unknown key by name', async (path, json, key) => {
      const { status, body } = await readJson(
        await t.request(path, { method: 'POST', token, json }),
      )
      expect(status).toBe(400)
      expect(body.error.field).toBe(key)
      expect(body.error.message).toContain(key)
    })
  })

  describe('limit above the cap', () => {
    it.each([
      ['POST', '/v2/store/templates/search', { limit: 5000 }, 100],
      ['GET', '/v2/store/templates?limit=5000', undefined, 100],
      ['POST', '/v2/store/designers/search', { limit: 5000 }, 50],
      ['GET', '/v2/store/templates/sales_histories?type=purchased&limit=5000', undefined, 100],
    ])('%s %s is served at the cap', async (method, path, json, cap) => {
      const response = await readJson(
        await t.request(path, { method, token, ...(json ? { json } : {}) }),
      )
      expect(response.status).toBe(200)
      const [list] = Object.values(response.body.data).filter(Array.isArray) as unknown[][]
      expect(list!.length).toBeLessThanOrEqual(cap)
    })

    it('documents the rule on each paged call', async () => {
      const doc = (await readJson(await t.request('/v2/openapi.json'))).body
      const limitOf = (path: string, method: string) => {
        const op = doc.paths[path][method]
        const param = op.parameters.find((p: { name: string }) => p.name === 'limit')
        return (
          param?.description ??
          op.requestBody?.content['application/json'].schema.properties.limit.description
        )
      }
      expect(limitOf('/v2/store/templates', 'get')).toMatch(/above 100 .*served as 100/)
      expect(limitOf('/v2/store/templates/search', 'post')).toMatch(/above 100 .*served as 100/)
      expect(limitOf('/v2/store/designers/search', 'post')).toMatch(/above 50 .*served as 50/)
      expect(limitOf('/v2/store/templates/sales_histories', 'get')).toMatch(
        /above 100 .*served as 100/,
      )
    })
  })

  describe('wrong method on a real path', () => {
    it.each([
      ['PATCH', '/v2/store/templates/tmpl_0001', 'GET, HEAD'],
      ['GET', '/v2/store/templates/tmpl_0001/like', 'POST, DELETE'],
      ['DELETE', '/v2/store/prices', 'GET, HEAD'],
      ['PUT', '/v2/store/designers/search', 'GET, HEAD, POST'],
      ['POST', '/v2/account', 'GET, HEAD, PUT'],
      ['GET', '/v2/auth/token', 'POST, DELETE'],
    ])('%s %s answers 405 with Allow: %s', async (method, path, allow) => {
      const response = await t.request(path, { method, token })
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe(allow)
      const body = await response.json()
      expect(body.error.code).toBe('method_not_allowed')
      expect(body.error.message).toContain(allow)
    })

    it('an unknown path is still a 404', async () => {
      const response = await readJson(await t.request('/v2/store/nothing-here', { method: 'PUT' }))
      expect(response.status).toBe(404)
      expect(response.body.error.code).toBe('not_found')
    })
  })
})
