// Issue 15, behind a proxy: TRUST_PROXY decides whose X-Forwarded-* / Forwarded headers are
// believed. Requests are given the socket peer node would give them (the `incoming` binding),
// so the proxy and the spoofing client are both at the address they would really have.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseTrustProxy } from '#server/proxy-trust'
import type { ServerConfig } from '#server/config'
import { ENGINES, createTestApp, type TestApp } from './test-app'

const MESSAGE = { name: 'Ken', email: 'ken@example.com', body: 'A bakery version?', language: 'EN' }

/** A request as it arrives over a socket from `peer`. */
function fromPeer(t: TestApp, peer: string, path: string, init: RequestInit = {}) {
  return t.app.request(path, init, { incoming: { socket: { remoteAddress: peer } } })
}

const messageFrom = (t: TestApp, peer: string, headers: Record<string, string>) =>
  fromPeer(t, peer, '/v2/store/designers/kenta-mori/message', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(MESSAGE),
  })

const signInFrom = (t: TestApp, peer: string, headers: Record<string, string>, email: string) =>
  fromPeer(t, peer, '/auth/sign-in', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://localhost',
      ...headers,
    },
    body: new URLSearchParams({ email, password: 'wrong-password' }).toString(),
  })

describe.each(ENGINES)('behind a proxy (%s)', (engine) => {
  const apps: TestApp[] = []
  const appWith = async (config: Partial<ServerConfig>) => {
    const t = await createTestApp({ engine, templates: 24, config })
    apps.push(t)
    return t
  }
  let direct: TestApp
  let proxied: TestApp
  beforeAll(async () => {
    direct = await appWith({ authAttemptsPerAddress: 3 })
    proxied = await appWith({
      authAttemptsPerAddress: 3,
      trustProxy: parseTrustProxy('loopback, 10.0.0.0/8'),
    })
  })
  afterAll(async () => {
    await Promise.all(apps.map((t) => t.close()))
  })

  it('limits designer messages per client behind a trusted proxy, not per proxy', async () => {
    const via = (client: string) => ({ 'x-forwarded-for': `${client}, 10.1.2.3` })
    for (let i = 0; i < 5; i++) {
      expect((await messageFrom(proxied, '::ffff:127.0.0.1', via('203.0.113.1'))).status).toBe(201)
    }
    expect((await messageFrom(proxied, '::ffff:127.0.0.1', via('203.0.113.1'))).status).toBe(429)
    // Another visitor behind the same balancer still gets through.
    expect((await messageFrom(proxied, '::ffff:127.0.0.1', via('203.0.113.2'))).status).toBe(201)
    const rows = await proxied.db
      .selectFrom('designer_messages')
      .select('client_ip')
      .distinct()
      .execute()
    expect(rows.map((row) => row.client_ip).sort()).toEqual(['203.0.113.1', '203.0.113.2'])
  })

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    for (let i = 0; i < 5; i++) {
      const spoofed = { 'x-forwarded-for': `198.51.100.${i}` }
      expect((await messageFrom(direct, '192.0.2.9', spoofed)).status).toBe(201)
    }
    // A fresh invented address does not buy a sixth message.
    const limited = await messageFrom(direct, '192.0.2.9', { 'x-forwarded-for': '198.51.100.99' })
    expect(limited.status).toBe(429)
    // The same header from a peer outside TRUST_PROXY's list is not believed either.
    for (let i = 0; i < 5; i++) {
      const spoofed = { 'x-forwarded-for': `198.51.100.${i}` }
      expect((await messageFrom(proxied, '192.0.2.10', spoofed)).status).toBe(201)
    }
    expect((await messageFrom(proxied, '192.0.2.10', { forwarded: 'for=1.2.3.4' })).status).toBe(
      429,
    )
  })

  it("counts sign-in failures per client: one client's failures do not lock out another", async () => {
    const via = (client: string) => ({ forwarded: `for="${client}";proto=https` })
    // The trusted proxy says https: the browser's page, and so its Origin, is https too.
    const viaHttps = (client: string) => ({ ...via(client), origin: 'https://localhost' })
    for (let i = 0; i < 3; i++) {
      const wrong = await signInFrom(
        proxied,
        '127.0.0.1',
        viaHttps('[2001:db8::7]:4711'),
        `a${i}@x.jp`,
      )
      expect(wrong.status).toBe(401)
    }
    const blocked = await signInFrom(
      proxied,
      '127.0.0.1',
      viaHttps('[2001:db8::7]:4711'),
      'a9@x.jp',
    )
    expect(blocked.status).toBe(429)
    const other = await signInFrom(proxied, '127.0.0.1', viaHttps('2001:db8::8'), 'b@x.jp')
    expect(other.status).toBe(401)
    // Without trust, every client of the proxy is the proxy: one address, one allowance.
    for (let i = 0; i < 3; i++) {
      const wrong = await signInFrom(direct, '127.0.0.1', via(`2001:db8::${i}`), `c${i}@x.jp`)
      expect(wrong.status).toBe(401)
    }
    expect((await signInFrom(direct, '127.0.0.1', via('2001:db8::9'), 'd@x.jp')).status).toBe(429)
  })

  it('accepts form posts when the proxy rewrites Host, from the public origin only', async () => {
    const post = (t: TestApp, headers: Record<string, string>) =>
      fromPeer(t, '127.0.0.5', '/auth/sign-in', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          host: 'store-upstream:3000',
          ...headers,
        },
        body: new URLSearchParams({ email: 'nobody@example.com', password: 'x' }).toString(),
      })
    const browser = { origin: 'https://shop.example' }
    const forwarded = { 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' }
    // No PUBLIC_URL, no trusted proxy: the post looks cross-site.
    expect((await post(direct, { ...browser, ...forwarded })).status).toBe(403)
    // A trusted proxy's X-Forwarded-Host names the public origin.
    expect((await post(proxied, { ...browser, ...forwarded })).status).toBe(401)
    expect((await post(proxied, { origin: 'https://evil.example', ...forwarded })).status).toBe(403)
    const configured = await appWith({ publicUrl: 'https://shop.example' })
    expect((await post(configured, browser)).status).toBe(401)
    expect((await post(configured, { referer: 'https://shop.example/auth/sign-in' })).status).toBe(
      401,
    )
    expect((await post(configured, { origin: 'https://evil.example' })).status).toBe(403)
  })

  it('builds absolute URLs on the forwarded origin only from a trusted proxy', async () => {
    const headers = { 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' }
    const robots = async (t: TestApp, peer: string) =>
      (await (await fromPeer(t, peer, 'http://store-upstream:3000/robots.txt', { headers })).text())
        .split('\n')
        .find((line) => line.startsWith('Sitemap:'))
    expect(await robots(proxied, '127.0.0.1')).toBe('Sitemap: https://shop.example/sitemap.xml')
    expect(await robots(proxied, '192.0.2.10')).toBe(
      'Sitemap: http://store-upstream:3000/sitemap.xml',
    )
    expect(await robots(direct, '127.0.0.1')).toBe(
      'Sitemap: http://store-upstream:3000/sitemap.xml',
    )
    const sitemap = await (
      await fromPeer(proxied, '127.0.0.1', 'http://store-upstream:3000/sitemap.xml', { headers })
    ).text()
    expect(sitemap).toContain('<loc>https://shop.example/store/all</loc>')
    expect(sitemap).not.toContain('store-upstream')
  })

  it('renders canonical links on the public origin', async () => {
    const headers = { 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' }
    const page = await fromPeer(proxied, '127.0.0.1', 'http://store-upstream:3000/store/all', {
      headers,
    })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<link rel="canonical" href="https://shop.example/store/all"')
    expect(html).not.toContain('store-upstream')
  })
})
