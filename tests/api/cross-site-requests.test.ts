// Issue 26, tighter edges against other sites. A form post's origin is compared in full (scheme,
// host and port: `https://same-host` was accepted on the http site), and the JSON API's calls
// that may change state refuse what a page on another site can send without a preflight: a
// text/plain or form body (the designer-message API answered 201 to one) or a request whose
// browser says it comes from elsewhere (Origin, Sec-Fetch-Site).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseTrustProxy } from '#server/proxy-trust'
import type { ServerConfig } from '#server/config'
import { TEST_ORIGIN } from './auth-helpers'
import { ENGINES, createAccountWithToken, createTestApp, readJson, type TestApp } from './test-app'

const MESSAGE = { name: 'Ken', email: 'ken@example.com', body: 'A bakery version?', language: 'EN' }
const MESSAGE_PATH = '/v2/store/designers/kenta-mori/message'

type OpenApiDoc = { paths: Record<string, Record<string, unknown>> }

describe.each(ENGINES)('requests from other sites (%s)', (engine) => {
  const apps: TestApp[] = []
  const appWith = async (config: Partial<ServerConfig> = {}) => {
    const t = await createTestApp({ engine, templates: 12, config })
    apps.push(t)
    return t
  }
  let t: TestApp
  beforeAll(async () => {
    t = await appWith()
  })
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()))
  })

  const messagesStored = async () =>
    Number(
      (
        await t.db
          .selectFrom('designer_messages')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  describe('form posts', () => {
    /** A sign-in with a wrong password: 401 when the origin is accepted, 403 when it is not. */
    const signIn = (app: TestApp, headers: Record<string, string>, peer?: string) =>
      app.app.request(
        '/auth/sign-in',
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
          body: new URLSearchParams({ email: 'nobody@example.com', password: 'x' }).toString(),
        },
        peer ? { incoming: { socket: { remoteAddress: peer } } } : undefined,
      )

    it('compare scheme and port, not only the host', async () => {
      expect((await signIn(t, { origin: TEST_ORIGIN })).status).toBe(401)
      expect((await signIn(t, { origin: 'https://localhost' })).status).toBe(403)
      expect((await signIn(t, { origin: 'http://localhost:8080' })).status).toBe(403)
      expect((await signIn(t, { referer: 'https://localhost/auth/sign-in' })).status).toBe(403)
      expect((await signIn(t, { referer: `${TEST_ORIGIN}/auth/sign-in` })).status).toBe(401)
    })

    it("take the scheme from PUBLIC_URL or a trusted proxy's forwarded proto", async () => {
      const configured = await appWith({ publicUrl: 'https://shop.example' })
      expect((await signIn(configured, { origin: 'https://shop.example' })).status).toBe(401)
      expect((await signIn(configured, { origin: 'http://shop.example' })).status).toBe(403)
      const proxied = await appWith({ trustProxy: parseTrustProxy('loopback') })
      const https = { 'x-forwarded-proto': 'https', host: 'shop.example' }
      expect(
        (await signIn(proxied, { ...https, origin: 'https://shop.example' }, '127.0.0.1')).status,
      ).toBe(401)
      expect(
        (await signIn(proxied, { ...https, origin: 'http://shop.example' }, '127.0.0.1')).status,
      ).toBe(403)
    })
  })

  describe('the designer-message API', () => {
    const post = (headers: Record<string, string>, body = JSON.stringify(MESSAGE)) =>
      t.request(MESSAGE_PATH, { method: 'POST', headers, body })

    it('refuses a text/plain or form body, as another site can send them unasked (415)', async () => {
      const before = await messagesStored()
      for (const [type, body] of [
        ['text/plain', JSON.stringify(MESSAGE)],
        ['text/plain;charset=UTF-8', JSON.stringify(MESSAGE)],
        ['application/x-www-form-urlencoded', new URLSearchParams(MESSAGE).toString()],
        ['multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="a"`],
      ] as const) {
        const { status, body: answer } = await readJson(await post({ 'content-type': type }, body))
        expect(status, type).toBe(415)
        expect(answer.error.code).toBe('unsupported_media_type')
        expect(answer.error.message).toMatch(/application\/json/)
      }
      expect(await messagesStored()).toBe(before)
    })

    it('refuses a JSON post from another origin or a cross-site fetch (403)', async () => {
      const before = await messagesStored()
      for (const headers of <Record<string, string>[]>[
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { origin: 'https://localhost' },
        { 'sec-fetch-site': 'cross-site' },
      ]) {
        const { status, body } = await readJson(
          await post({ 'content-type': 'application/json', ...headers }),
        )
        expect(status, JSON.stringify(headers)).toBe(403)
        expect(body.error.code).toBe('cross_site_request')
      }
      expect(await messagesStored()).toBe(before)
    })

    it("takes JSON from the site's own pages and from clients that are not browsers", async () => {
      const json = { 'content-type': 'application/json' }
      expect(
        (await post({ ...json, origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' })).status,
      ).toBe(201)
      expect((await post({ 'content-type': 'application/json; charset=utf-8' })).status).toBe(201)
    })
  })

  it('every /v2 call that may change state refuses another origin and a non-JSON body', async () => {
    const doc = (await (await t.request('/v2/openapi.json')).json()) as OpenApiDoc
    const writes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((method) => !['get', 'head', 'options'].includes(method))
        .map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, 'x') })),
    )
    expect(writes.length).toBeGreaterThan(15)
    for (const { method, path } of writes) {
      const label = `${method} ${path}`
      const foreign = await t.request(path, {
        method,
        headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
        body: '{}',
      })
      expect(foreign.status, label).toBe(403)
      const plain = await t.request(path, {
        method,
        headers: { 'content-type': 'text/plain' },
        body: '{}',
      })
      expect(plain.status, label).toBe(415)
      expect(plain.headers.get('content-type'), label).toMatch(/^application\/json/)
    }
  })

  it('bodyless calls (like, unlike) work from the site and are refused from another', async () => {
    const { token } = await createAccountWithToken(t, `cross-site-${engine}@example.com`)
    const { id } = await t.db.selectFrom('templates').select('id').executeTakeFirstOrThrow()
    const like = (method: 'POST' | 'DELETE', origin: string) =>
      t.request(`/v2/store/templates/${id}/like`, { method, token, headers: { origin } })
    expect((await like('POST', 'https://evil.example')).status).toBe(403)
    expect((await like('POST', TEST_ORIGIN)).status).toBeLessThan(300)
    expect((await like('DELETE', 'https://evil.example')).status).toBe(403)
    expect((await like('DELETE', TEST_ORIGIN)).status).toBeLessThan(300)
  })
})
