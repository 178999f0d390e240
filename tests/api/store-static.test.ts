import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANONYMOUS_PAGE_CACHE_CONTROL } from '#server/render/page-freshness'
import { ENGINES, createTestApp, type TestApp } from './test-app'

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

const APP_JS = `console.log(${JSON.stringify('template store '.repeat(200))})\n`

/** A stand-in for `vite build` output: a hashed asset and the build manifests. */
function writeFakeClient(dir: string): void {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true })
  fs.mkdirSync(path.join(dir, 'builds', 'meta'), { recursive: true })
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
  '/store/templates/{seeded}',
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

describe.each(ENGINES)('pages rendered on %s', (engine) => {
  // The real build (dist/, made by the API project's global setup or npm test).
  let t: TestApp
  let missing: TestApp
  let seededTemplateId: string

  beforeAll(async () => {
    t = await createTestApp({
      engine,
      config: { studioAppUrl: 'https://studio.example/app', previewBaseUrl: '/preview' },
    })
    const search = await t.request('/v2/store/templates/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ limit: 1 }),
    })
    const found = (await search.json()) as { data: { templates: { template_id: string }[] } }
    seededTemplateId = found.data.templates[0]?.template_id ?? ''
    missing = await createTestApp({
      engine,
      config: { serverDir: path.join(os.tmpdir(), 'store-no-server-build') },
      seed: false,
    })
  })
  afterAll(async () => {
    await t?.close()
    await missing?.close()
  })

  it.each(PAGES.flatMap((p) => [p, `/ja${p}`]))(
    '%s answers 200 with the rendered page in its language, for shared caches to keep briefly',
    async (listedPath) => {
      const pagePath = listedPath.replace('{seeded}', seededTemplateId)
      const response = await t.request(pagePath, { headers: { accept: 'text/html' } })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      // Anonymous: revalidated by browsers, kept seconds by nginx or a CDN (decision 037).
      expect(response.headers.get('cache-control')).toBe(ANONYMOUS_PAGE_CACHE_CONTROL)
      expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/)
      expect(response.headers.get('vary')).toContain('Cookie')
      const html = await response.text()
      expect(html).toMatch(/^<!DOCTYPE html>/i)
      expect(html).toContain(`<html lang="${pagePath.startsWith('/ja') ? 'ja' : 'en'}"`)
      expect(html).toContain('<main')
    },
  )

  it('renders the runtime config into the page', async () => {
    const html = await (await t.request('http://store.test/store')).text()
    const match = /<script type="application\/json" id="store-config">(.*?)<\/script>/.exec(html)
    expect(match).not.toBeNull()
    expect(JSON.parse(match?.[1] ?? '')).toEqual({
      studioAppUrl: 'https://studio.example/app',
      previewBaseUrl: '/preview',
      templateRequestFormUrl: 'https://forms.gle/template-request',
      designerProgramUrl: '/partners/designers',
      affiliateProgramUrl: '/partners/affiliates',
      analyticsContainerId: '',
      siteOrigin: 'http://store.test',
    })
  })

  it("draws one header for every device (the stylesheet picks the layout) and lists for the request's device", async () => {
    const served = async (headers: Record<string, string>) => {
      const response = await t.request('/store/all', {
        headers: { accept: 'text/html', ...headers },
      })
      expect(response.headers.get('vary')).toMatch(/Sec-CH-UA-Mobile, User-Agent/)
      const html = await response.text()
      return {
        header:
          html.includes('data-testid="nav-site-types"') &&
          html.includes('data-testid="drawer-toggle"'),
        items: /data-testid="template-list-item" data-layout="(\w+)"/.exec(html)?.[1],
      }
    }
    const phone = { header: true, items: 'compact' }
    const desktop = { header: true, items: 'desktop' }
    // Asked in turn for one URL: each device class is a page of its own in the page cache.
    expect(await served({ 'user-agent': PHONE_UA })).toEqual(phone)
    expect(await served({ 'user-agent': DESKTOP_UA })).toEqual(desktop)
    expect(await served({ 'user-agent': PHONE_UA })).toEqual(phone)
    // Chromium's client hint says more than its user agent ("request desktop site" on a phone).
    expect(await served({ 'user-agent': DESKTOP_UA, 'sec-ch-ua-mobile': '?1' })).toEqual(phone)
    expect(await served({ 'user-agent': PHONE_UA, 'sec-ch-ua-mobile': '?0' })).toEqual(desktop)
    // No user agent at all (most crawlers' tools): the desktop items.
    expect(await served({})).toEqual(desktop)
  })

  it("offers the editor on a detail page by the request's browser, one cached page per browser", async () => {
    const editor = async (userAgent: string) => {
      const response = await t.request(`/store/templates/${seededTemplateId}`, {
        headers: { accept: 'text/html', 'user-agent': userAgent },
      })
      const html = await response.text()
      return {
        link: html.includes('data-testid="template-open-editor"'),
        reason: /data-reason="(\w+)"/.exec(html)?.[1],
      }
    }
    const FIREFOX_UA =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'
    // Chrome on a desktop system: the link, and the reason for a screen that is no desktop.
    const chrome = { link: true, reason: 'notDesktop' }
    expect(await editor(FIREFOX_UA)).toEqual({ link: false, reason: 'notChrome' })
    expect(await editor(DESKTOP_UA)).toEqual(chrome)
    expect(await editor(PHONE_UA)).toEqual({ link: false, reason: 'notDesktop' })
    expect(await editor(DESKTOP_UA)).toEqual(chrome)
    expect(await editor(FIREFOX_UA)).toEqual({ link: false, reason: 'notChrome' })
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
    '/store/templates/no-such-template',
    '/store/designers/no-such-designer',
  ])('%s answers 404 with the rendered error page', async (pagePath) => {
    const response = await t.request(pagePath)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await response.text()
    expect(html).toContain('data-status="404"')
    // Never a listing under the error status (a partial match such as '/corporate/extra').
    expect(html).not.toContain('id="listing-heading"')
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

  it('answers the defaults spelled out with a redirect to the one URL of the listing', async () => {
    const response = await t.request('/store/all?page=1&sort=ranking')
    expect(response.status).toBe(307)
    expect(new URL(response.headers.get('location') ?? '', 'http://x').pathname).toBe('/store/all')
    expect(new URL(response.headers.get('location') ?? '', 'http://x').search).toBe('')
  })

  it('sends the CSP on pages with the hash of each inline script the page runs, and no nonce', async () => {
    const response = await t.request('/store')
    const html = await response.text()
    const csp = response.headers.get('content-security-policy') ?? ''
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? []
    // Every inline script the browser would run, hashed here from the HTML itself.
    const runnable = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes = '']) =>
        !attributes.includes('src=') && !/type="application\/(json|ld\+json)"/.test(attributes),
    )
    expect(runnable.length).toBeGreaterThan(0)
    const hashes = runnable.map(
      ([, , text = '']) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
    )
    expect(scriptSrc).toEqual([...new Set(hashes), "'self'"])
    // Data blocks (the store config, JSON-LD) are never run, so never admitted.
    expect(html).toContain('type="application/json"')
    expect(csp).not.toContain('nonce-')
    expect(html).not.toContain('nonce=')
    // The entry is loaded by an inline module (admitted by its hash above) at a person's first
    // sign of activity (decision 032); the page itself links and preloads no script file.
    const starter = /<script type="module">([^<]*import\("\/assets\/entry-client-[^<]*)<\/script>/
    expect(starter.exec(html)?.[1]).toContain('addEventListener(t,go,{capture:true,passive:true})')
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).not.toMatch(/<script[^>]+src=/)
  })

  it('sends a kept page as the same compressed bytes and policy, admitting no other inline script', async () => {
    const ask = () => t.request('/store', { headers: { 'accept-encoding': 'gzip' } })
    const first = await ask()
    const second = await ask()
    expect(first.headers.get('content-encoding')).toBe('gzip')
    const bytes = Buffer.from(await first.arrayBuffer())
    expect(Buffer.from(await second.arrayBuffer()).equals(bytes)).toBe(true)
    const csp = first.headers.get('content-security-policy') ?? ''
    expect(second.headers.get('content-security-policy')).toBe(csp)
    // Markup injected into the page (say, through an unescaped title) runs nothing: inline
    // scripts need their exact hash listed, and only the page's own are.
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? []
    const html = gunzipSync(bytes).toString()
    const injected = 'document.title="injected"'
    expect(html).not.toContain(injected)
    expect(scriptSrc).not.toContain(
      `'sha256-${createHash('sha256').update(injected).digest('base64')}'`,
    )
    expect(scriptSrc.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"])
  })

  it("starts the app with only what the page renders first: its own locale's messages, no drawer, dialog or error page", async () => {
    // The real build's manifest: which file holds each part loaded on demand.
    const manifest = JSON.parse(
      fs.readFileSync(path.resolve('dist/client/.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string; name?: string; imports?: string[] }>
    const fileOf = (source: string) => {
      // A module loaded on demand that other lazy chunks import too (the error page: the root's
      // lazy error component and each route's split one) is a shared chunk, keyed by its name.
      const name = path.basename(source).replace(/\.[^.]+$/, '')
      const shared = Object.entries(manifest).find(
        ([key, c]) => key.startsWith('_') && c.name === name,
      )
      const chunk = manifest[source] ?? shared?.[1]
      expect(chunk, `${source} is a chunk of its own`).toBeDefined()
      return `/${chunk?.file}`
    }
    const keyOfFile = new Map(Object.entries(manifest).map(([key, c]) => [`/${c.file}`, key]))
    /** Every script the page lists for its starter, with everything those import statically. */
    const firstLoad = async (pagePath: string) => {
      const html = await (await t.request(pagePath)).text()
      const linked = [
        ...html.matchAll(/<script type="application\/json" data-app-chunks="">([^<]*)<\/script>/g),
      ].flatMap((match) => JSON.parse(match[1] ?? '[]') as string[])
      const files = new Set<string>()
      const visit = (key: string | undefined) => {
        const chunk = key ? manifest[key] : undefined
        if (!chunk || files.has(`/${chunk.file}`)) return
        files.add(`/${chunk.file}`)
        for (const child of chunk.imports ?? []) visit(child)
      }
      for (const file of linked) visit(keyOfFile.get(file))
      expect(files.size).toBeGreaterThan(0)
      return files
    }
    const english = await firstLoad('/store')
    const japanese = await firstLoad('/ja/store')
    // The Japanese dictionary's chunk is its copy with phrase marks (decision 034).
    const japaneseMessages = fileOf('i18n/ja/index.ts?phrases')
    expect(english).toContain(fileOf('i18n/en/index.ts'))
    expect(english).not.toContain(japaneseMessages)
    expect(japanese).toContain(japaneseMessages)
    expect(japanese).not.toContain(fileOf('i18n/en/index.ts'))
    for (const onDemand of [
      'src/components/layout/site-drawer.tsx',
      'src/features/layout/components/login-recommendation-modal.tsx',
      'src/routes/-shared/route-errors.tsx',
    ]) {
      expect(english, onDemand).not.toContain(fileOf(onDemand))
      expect(japanese, onDemand).not.toContain(fileOf(onDemand))
    }
  })

  it('answers 502 with the error page, never half a page, when the API fails the render', async () => {
    const broken = await createTestApp({ engine, seed: false })
    // The database goes away under the API: its answers become 500s, the page's a 502.
    await broken.db.destroy()
    const response = await broken.request('/store/all')
    expect(response.status).toBe(502)
    const html = await response.text()
    expect(html).toContain('data-status="502"')
    expect(html).toMatch(/<\/html>$/)
    expect(html).not.toContain('data-testid="template-list-item"')
  })

  it('answers 503 with build instructions when the server bundle is missing', async () => {
    const response = await missing.request('/store')
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('30')
    expect(await response.text()).toContain('npm run build')
    expect((await missing.request('/v2/health')).status).toBe(200)
  })
})

describe.each(ENGINES)('static files on %s', (engine) => {
  let t: TestApp
  let clientDir: string

  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-client-'))
    writeFakeClient(clientDir)
    t = await createTestApp({ engine, config: { clientDir }, seed: false })
  })
  afterAll(async () => {
    await t?.close()
    fs.rmSync(clientDir, { recursive: true, force: true })
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
})
