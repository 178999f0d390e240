// Issue 14, "no dead ends": every link the store's pages carry leads somewhere real. The raw HTML
// of one route of each kind, in both locales, is read like a crawler reads it; every link to this
// site on it is requested (redirects followed) and must not answer 404. The review and affiliate
// pages' calls to action lead to the configured partner programs, in the page's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './test-app'

const ORIGIN = 'http://store.test'

/** One route of each kind of spec §2 (locale-free); the detail and designer ids are seeded. */
function storeRoutes(templateId: string): string[] {
  return [
    '/store',
    '/store/all',
    '/store/all?page=2&sort=likes_count',
    '/store/liked',
    '/store/search?q=Minimal',
    `/store/templates/${templateId}`,
    '/store/designers',
    '/store/designers/aoi-studio',
    '/store/template-review',
    '/store/affiliate-program',
    '/store/sitetype/business',
    '/store/sitetype/business/corporate',
    '/store/industries/business-professional',
    '/store/industries/business-professional/startup',
    '/store/tags/minimal',
    '/store/categories/food-and-drink',
    '/store/no-such-page',
  ]
}

function linksOf(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]+)"/g)].map((m) =>
    (m[1] ?? '').replace(/&amp;/g, '&'),
  )
}

/** A link as a path on this site, or undefined for other sites, anchors and mail. */
function sitePath(href: string): string | undefined {
  const url = new URL(href, `${ORIGIN}/store`)
  if (url.origin !== ORIGIN) return undefined
  return `${url.pathname}${url.search}`
}

async function finalStatus(t: TestApp, path: string): Promise<{ status: number; path: string }> {
  let current = path
  for (let hop = 0; hop < 5; hop += 1) {
    const response = await t.request(`${ORIGIN}${current}`)
    const location = response.headers.get('location')
    if (response.status < 300 || response.status >= 400 || !location) {
      return { status: response.status, path: current }
    }
    current = sitePath(location) ?? current
    if (!sitePath(location)) return { status: response.status, path: location }
  }
  throw new Error(`${path}: more than 5 redirects`)
}

/**
 * The links a crawler's walk must request to know that none is dead: every path, and every
 * `parameter=value` a link adds at least once. Over a thousand of the ~1,850 links are filter
 * options, the same few hundred values on list after list; a value is one a list takes or not
 * whatever the list (every list page validates its address with the same schemas,
 * src/routes/-shared/listing-search.ts), so each value is asked once, not once per list, and a
 * link whose path and values were all asked already is not requested again (~720 renders).
 */
function linksToRequest(linked: Map<string, string>): Map<string, string> {
  const asked = new Set<string>()
  const chosen = new Map<string, string>()
  for (const [path, foundOn] of linked) {
    const url = new URL(path, ORIGIN)
    const parts = [url.pathname, ...[...url.searchParams].map(([key, value]) => `${key}=${value}`)]
    if (parts.every((part) => asked.has(part))) continue
    for (const part of parts) asked.add(part)
    chosen.set(path, foundOn)
  }
  return chosen
}

describe('links on the store pages', () => {
  let t: TestApp
  let templateId: string

  beforeAll(async () => {
    t = await createTestApp()
    const row = await t.db
      .selectFrom('templates')
      .select('id')
      .where('designer_id', '=', 'aoi-studio')
      .executeTakeFirstOrThrow()
    templateId = row.id
  })
  afterAll(async () => {
    await t?.close()
  })

  // Every filter option of every list is a link of its own (issue 12): several hundred renders.
  it(
    'every link on every route, in both locales, leads to a page that exists',
    { timeout: 180_000 },
    async () => {
      const linked = new Map<string, string>()
      for (const prefix of ['', '/ja']) {
        for (const route of storeRoutes(templateId)) {
          const response = await t.request(`${ORIGIN}${prefix}${route}`)
          expect(response.headers.get('content-type'), route).toMatch(/text\/html/)
          for (const href of linksOf(await response.text())) {
            const path = sitePath(href)
            if (path && !linked.has(path)) linked.set(path, `${prefix}${route}`)
          }
        }
      }
      // The header's menus alone link every site-type and industry page in both locales.
      expect(linked.size).toBeGreaterThan(250)
      const dead: string[] = []
      for (const [path, foundOn] of linksToRequest(linked)) {
        const { status } = await finalStatus(t, path)
        if (status === 404 || status >= 500)
          dead.push(`${path} (${status}, linked from ${foundOn})`)
      }
      expect(dead).toEqual([])
    },
  )

  it.each([
    ['en', '', '/store/template-review', '/partners/designers?lang=en'],
    ['ja', '/ja', '/store/template-review', '/partners/designers?lang=ja'],
    ['en', '', '/store/affiliate-program', '/partners/affiliates?lang=en'],
    ['ja', '/ja', '/store/affiliate-program', '/partners/affiliates?lang=ja'],
  ])('%s %s%s leads to its program in the page language', async (lang, prefix, page, target) => {
    const html = await (await t.request(`${ORIGIN}${prefix}${page}`)).text()
    expect(linksOf(html)).toContain(target)
    const standIn = await t.request(`${ORIGIN}${target}`)
    expect(standIn.status).toBe(200)
    const body = await standIn.text()
    expect(body).toContain(`<html lang="${lang}">`)
    // Its way back is the page the visitor came from, in the same language.
    expect(linksOf(body)).toContain(`${prefix}${page}`)
  })
})

describe('partner programs configured elsewhere', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp({
      config: {
        designerProgramUrl: 'https://partners.example/designers?ref=store',
        affiliateProgramUrl: 'https://partners.example/affiliates',
      },
    })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('links the configured URLs with the page language and serves no stand-in', async () => {
    const review = await (await t.request(`${ORIGIN}/ja/store/template-review`)).text()
    expect(linksOf(review)).toContain('https://partners.example/designers?ref=store&lang=ja')
    const affiliate = await (await t.request(`${ORIGIN}/store/affiliate-program`)).text()
    expect(linksOf(affiliate)).toContain('https://partners.example/affiliates?lang=en')
    expect((await t.request(`${ORIGIN}/partners/designers`)).status).toBe(404)
  })
})
