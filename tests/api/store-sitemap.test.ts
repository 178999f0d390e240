// @vitest-environment jsdom
import { TEMPLATE_CATEGORIES } from '#catalogue/enums'
import { FEATURE_TAGS, STYLE_TAGS } from '#catalogue/tags'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INDUSTRIES, groupOfIndustry } from '#catalogue/industries'
import { SITE_TYPES, groupOfSiteType } from '#catalogue/site-types'
import { DESIGNERS } from '#server/db/seed-store'
import { planSitemap, type SitemapPage } from '#server/sitemap'
import { ENGINES, createTestApp, type TestApp } from './test-app'

const ORIGIN = 'http://localhost'
const XHTML_NS = 'http://www.w3.org/1999/xhtml'

/** Every indexable page's locale-free path, built from the spec's route table, not the server. */
async function expectedPaths(t: TestApp): Promise<string[]> {
  const designers = await t.db.selectFrom('designers').select('id').execute()
  const templates = await t.db.selectFrom('templates').select('id').execute()
  return [
    '/store',
    '/store/all',
    '/store/designers',
    '/store/template-review',
    '/store/affiliate-program',
    ...new Set(SITE_TYPES.map((s) => `/store/sitetype/${groupOfSiteType(s).slug}`)),
    ...SITE_TYPES.map((s) => `/store/sitetype/${groupOfSiteType(s).slug}/${s.slug}`),
    ...new Set(INDUSTRIES.map((i) => `/store/industries/${groupOfIndustry(i).slug}`)),
    ...INDUSTRIES.map((i) => `/store/industries/${groupOfIndustry(i).slug}/${i.slug}`),
    ...[...STYLE_TAGS, ...FEATURE_TAGS].map((tag) => `/store/tags/${tag.slug}`),
    ...TEMPLATE_CATEGORIES.map((c) => `/store/categories/${c.toLowerCase().replace(/_/g, '-')}`),
    ...designers.map((d) => `/store/designers/${d.id}`),
    ...templates.map((row) => `/store/templates/${row.id}`),
  ]
}

const bothLocales = (origin: string, paths: string[]) =>
  paths.flatMap((path) => [`${origin}${path}`, `${origin}/ja${path}`])

function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml')
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
  return doc
}

type SitemapUrl = { loc: string; lastmod?: string; alternates: Record<string, string> }

function readUrlset(doc: Document): SitemapUrl[] {
  expect(doc.documentElement.localName).toBe('urlset')
  return [...doc.documentElement.children].map((url) => {
    expect(url.localName).toBe('url')
    const alternates: Record<string, string> = {}
    for (const link of url.getElementsByTagNameNS(XHTML_NS, 'link')) {
      expect(link.getAttribute('rel')).toBe('alternate')
      alternates[link.getAttribute('hreflang') ?? ''] = link.getAttribute('href') ?? ''
    }
    return {
      loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
      lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? undefined,
      alternates,
    }
  })
}

describe.each(ENGINES)('sitemap and robots.txt on %s', (engine) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ engine })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('lists every listing, designer and template page in both locales with alternates', async () => {
    const response = await t.request('/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
    const urls = readUrlset(parseXml(await response.text()))

    const expected = bothLocales(ORIGIN, await expectedPaths(t))
    expect(urls.map((url) => url.loc).sort()).toEqual([...expected].sort())
    // 5 store pages, 5 + 25 site-type, 10 + 77 industry, 22 tag and 13 category listings, the
    // seeded rows.
    expect(expected.length).toBe(2 * (5 + 5 + 25 + 10 + 77 + 22 + 13 + DESIGNERS.length + 144))

    for (const url of urls) {
      const en = url.loc.replace(`${ORIGIN}/ja/`, `${ORIGIN}/`)
      expect(url.alternates).toEqual({
        en,
        ja: en.replace(`${ORIGIN}/`, `${ORIGIN}/ja/`),
        'x-default': en,
      })
    }
    expect(urls.some((url) => /\/store\/(liked|search)/.test(url.loc))).toBe(false)
  })

  it("dates a template by its last change and a listing by its newest template's", async () => {
    const urls = readUrlset(parseXml(await (await t.request('/sitemap.xml')).text()))
    const lastmod = (loc: string) => urls.find((url) => url.loc === loc)?.lastmod
    const template = await t.db
      .selectFrom('templates')
      .select(['id', 'updated_at', 'site_type_group', 'site_type'])
      .orderBy('id')
      .executeTakeFirstOrThrow()
    expect(lastmod(`${ORIGIN}/store/templates/${template.id}`)).toBe(template.updated_at)
    expect(lastmod(`${ORIGIN}/ja/store/templates/${template.id}`)).toBe(template.updated_at)

    const newest = await t.db
      .selectFrom('templates')
      .select('updated_at')
      .where('site_type', '=', template.site_type)
      .orderBy('updated_at', 'desc')
      .executeTakeFirstOrThrow()
    const listing = `/store/sitetype/${template.site_type_group}/${template.site_type}`
    expect(lastmod(`${ORIGIN}${listing}`)).toBe(newest.updated_at)
    // Static information pages have no date to give.
    expect(lastmod(`${ORIGIN}/store/affiliate-program`)).toBeUndefined()
  })

  it('is gzip-compressed when the client accepts it', async () => {
    const response = await t.request('/sitemap.xml', { headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    const text = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8')
    expect(readUrlset(parseXml(text)).length).toBeGreaterThan(300)
  })

  it('names the sitemap in robots.txt and keeps crawlers out of the API and account pages', async () => {
    const response = await t.request('/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    const lines = (await response.text()).split('\n')
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
    expect(lines).toContain('User-agent: *')
    for (const path of ['/v2/', '/account', '/auth/', '/checkout/', '/store/search']) {
      expect(lines).toContain(`Disallow: ${path}`)
    }
    expect(lines).toContain('Allow: /store')
    expect(lines.filter((line) => line === 'Disallow: /' || line === 'Disallow: /store')).toEqual(
      [],
    )
  })
})

describe('sitemap addresses', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: 'https://store.example/' } })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('use PUBLIC_URL, not the address the request came in on', async () => {
    const urls = readUrlset(parseXml(await (await t.request('/sitemap.xml')).text()))
    expect(urls.length).toBeGreaterThan(0)
    for (const url of urls) {
      expect(url.loc.startsWith('https://store.example/')).toBe(true)
      expect(url.alternates['x-default']?.startsWith('https://store.example/store')).toBe(true)
    }
    const robots = await (await t.request('/robots.txt')).text()
    expect(robots).toContain('Sitemap: https://store.example/sitemap.xml\n')
  })

  it("otherwise use the request's origin", async () => {
    const robots = await (await t.request('http://shop.test:8080/robots.txt')).text()
    expect(robots).toContain('Sitemap: https://store.example/sitemap.xml')
    const other = await createTestApp({ seed: false })
    try {
      const text = await (await other.request('http://shop.test:8080/robots.txt')).text()
      expect(text).toContain('Sitemap: http://shop.test:8080/sitemap.xml\n')
    } finally {
      await other.close()
    }
  })
})

describe.each(ENGINES)('sitemap index past the URL limit on %s', (engine) => {
  const LIMIT = 101 // odd on purpose: both locales of a page must still share a file
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ engine, config: { sitemapUrlLimit: LIMIT } })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('splits into parts within the limit that together list every page once', async () => {
    const response = await t.request('/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const index = parseXml(await response.text())
    expect(index.documentElement.localName).toBe('sitemapindex')
    const parts = [...index.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '')
    const expected = bothLocales(ORIGIN, await expectedPaths(t))
    expect(parts).toEqual(
      Array.from(
        { length: Math.ceil(expected.length / 100) },
        (_, i) => `${ORIGIN}/sitemaps/${i + 1}.xml`,
      ),
    )

    const listed: string[] = []
    for (const part of parts) {
      const partResponse = await t.request(part)
      expect(partResponse.status).toBe(200)
      expect(partResponse.headers.get('cache-control')).toBe('public, max-age=3600')
      const urls = readUrlset(parseXml(await partResponse.text()))
      expect(urls.length).toBeLessThanOrEqual(LIMIT)
      expect(urls.length).toBeGreaterThan(0)
      listed.push(...urls.map((url) => url.loc))
    }
    expect(listed.length).toBe(expected.length)
    expect([...listed].sort()).toEqual([...expected].sort())
  })

  it('answers 404 for a part that does not exist', async () => {
    const index = parseXml(await (await t.request('/sitemap.xml')).text())
    const count = index.getElementsByTagName('sitemap').length
    for (const path of [`/sitemaps/${count + 1}.xml`, '/sitemaps/0.xml', '/sitemaps/x.xml']) {
      expect((await t.request(path)).status, path).toBe(404)
    }
    expect((await t.request('/sitemaps/1.json')).status).toBe(404)
  })

  it('reads rows in batches across designers and templates without skipping or repeating', async () => {
    const collect = async (pages: AsyncIterable<SitemapPage>) => {
      const paths: string[] = []
      for await (const page of pages) paths.push(page.path)
      return paths
    }
    const whole = await planSitemap(t.db, 1_000_000)
    const all = await collect(whole.partPages(1))
    // Tiny batches and a part boundary inside the designer rows make the keyset paging work.
    const batched = await planSitemap(t.db, 2 * 125, 4)
    expect(batched.parts).toBe(Math.ceil(all.length / 125))
    const pieces: string[] = []
    for (let n = 1; n <= batched.parts; n++) pieces.push(...(await collect(batched.partPages(n))))
    expect(pieces).toEqual(all)
  })
})
