import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGINES, createTestApp, type TestApp } from './test-app'

const INDEX_HTML = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Template Store</title>
<!--store-config-->
<script type="module" src="/assets/index-abc123.js"></script>
</head>
<body><div id="root"></div></body>
</html>
`
const APP_JS = `console.log(${JSON.stringify('template store '.repeat(200))})\n`

/** A stand-in for `vite build` output: index.html, a hashed asset and the build manifests. */
function writeFakeClient(dir: string): void {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true })
  fs.mkdirSync(path.join(dir, 'builds', 'meta'), { recursive: true })
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML)
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), APP_JS)
  fs.writeFileSync(
    path.join(dir, 'builds', 'latest.json'),
    JSON.stringify({ id: 'build-1', timestamp: 1 }),
  )
  fs.writeFileSync(
    path.join(dir, 'builds', 'meta', 'build-1.json'),
    JSON.stringify({ id: 'build-1', matcher: {} }),
  )
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
}

/** Every spec §2 route, with valid parameters, in English form. */
const PAGES = [
  '/store',
  '/store/all',
  '/store/all?page=2&sort=hot',
  '/store/liked',
  '/store/search?q=cafe',
  '/store/templates/abc123',
  '/store/designers',
  '/store/designers/aoi-studio',
  '/store/template-review',
  '/store/affiliate-program',
  '/store/sitetype/business',
  '/store/sitetype/business/corporate',
  '/store/sitetype/creative/portfolio',
  '/store/sitetype/marketing/lp',
  '/store/industries/beauty-clinic',
  '/store/industries/medical-health',
  '/store/industries/business-professional/startup',
]

describe.each(ENGINES)('app serving on %s', (engine) => {
  let t: TestApp
  let missing: TestApp
  let clientDir: string

  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-client-'))
    writeFakeClient(clientDir)
    t = await createTestApp({
      engine,
      config: { clientDir, studioAppUrl: 'https://studio.example/app', previewBaseUrl: '/preview' },
    })
    missing = await createTestApp({
      engine,
      config: { clientDir: path.join(clientDir, 'does-not-exist') },
      seed: false,
    })
  })
  afterAll(async () => {
    await t?.close()
    await missing?.close()
    fs.rmSync(clientDir, { recursive: true, force: true })
  })

  it.each(PAGES.flatMap((p) => [p, `/ja${p}`]))(
    '%s answers 200 with index.html, no-cache',
    async (pagePath) => {
      const response = await t.request(pagePath, { headers: { accept: 'text/html' } })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      expect(response.headers.get('cache-control')).toBe('no-cache')
      expect(await response.text()).toContain('<div id="root"></div>')
    },
  )

  it('injects the runtime config into index.html', async () => {
    const html = await (await t.request('/store')).text()
    expect(html).not.toContain('<!--store-config-->')
    const match = /<script type="application\/json" id="store-config">(.*?)<\/script>/.exec(html)
    expect(match).not.toBeNull()
    expect(JSON.parse(match?.[1] ?? '')).toEqual({
      studioAppUrl: 'https://studio.example/app',
      previewBaseUrl: '/preview',
      templateRequestFormUrl: 'https://forms.gle/template-request',
      analyticsContainerId: '',
    })
  })

  it.each([
    '/store/sitetype/spaceship',
    '/store/sitetype/business/portfolio',
    '/store/sitetype/business/corporate/extra',
    '/store/industries/unicorns',
    '/store/industries/education/cafe',
    '/store/nothing-here',
    '/ja/store/sitetype/nope',
    '/elsewhere',
    '/store/templates',
  ])('%s answers 404 with index.html (the app renders the error page)', async (pagePath) => {
    const response = await t.request(pagePath)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(await response.text()).toContain('<div id="root"></div>')
  })

  it.each([
    ['/', '/store'],
    ['/ja', '/ja/store'],
    ['/ja/store/template-designer', '/ja/store/designers'],
    ['/ja/ja/store/template-designer', '/ja/store/designers'],
  ])('%s redirects (302) to %s', async (from, to) => {
    const response = await t.request(from)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(to)
  })

  it('keeps the query string on redirects', async () => {
    const response = await t.request('/?utm_source=mail')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/store?utm_source=mail')
  })

  it('serves hashed assets as immutable, compressed with br or gzip as accepted', async () => {
    const plain = await t.request('/assets/index-abc123.js')
    expect(plain.status).toBe(200)
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(plain.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(APP_JS)

    const br = await t.request('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i)
    const brBytes = Buffer.from(await br.arrayBuffer())
    expect(brBytes.length).toBeLessThan(APP_JS.length)
    expect(brotliDecompressSync(brBytes).toString()).toBe(APP_JS)

    const gz = await t.request('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(APP_JS)

    const etag = plain.headers.get('etag') ?? ''
    expect(
      (await t.request('/assets/index-abc123.js', { headers: { 'if-none-match': etag } })).status,
    ).toBe(304)
  })

  it('answers a missing asset with a plain 404, never index.html', async () => {
    const response = await t.request('/assets/index-gone.js')
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('<div id="root">')
  })

  it('refuses paths that try to leave the client directory', async () => {
    const response = await t.request('/assets/..%2F..%2F..%2Fetc%2Fpasswd')
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('root:')
  })

  it('serves builds/latest.json and builds/meta/*.json without caching', async () => {
    const latest = await t.request('/builds/latest.json?t=123')
    expect(latest.status).toBe(200)
    expect(latest.headers.get('cache-control')).toBe('no-cache')
    expect(await latest.json()).toEqual({ id: 'build-1', timestamp: 1 })
    const meta = await t.request('/builds/meta/build-1.json')
    expect(meta.status).toBe(200)
    expect(meta.headers.get('cache-control')).toBe('no-cache')
    expect((await t.request('/builds/meta/unknown.json')).status).toBe(404)
  })

  it('serves other root files with a short cache', async () => {
    const response = await t.request('/favicon.svg')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
  })

  it('sends the CSP on pages', async () => {
    const response = await t.request('/store')
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(response.headers.get('x-frame-options')).toBe('DENY')
  })

  it('answers 503 with build instructions when dist/client is missing', async () => {
    const response = await missing.request('/store')
    expect(response.status).toBe(503)
    expect(await response.text()).toContain('npm run build')
    // The API does not depend on the client build.
    expect((await missing.request('/v2/health')).status).toBe(200)
  })
})
