// The router is the only route table (issue 28): every route of the app's own route tree
// (src/routeTree.gen.ts, read at run time) is requested through the real server and the built
// render bundle, in both locales, with parameters taken from the seeded catalogue. Each answers
// its own page with 200 (or its spec §2 redirect), its wrong-case address with a 301 to the
// canonical one, and an extra segment with the 404 error page. A route added without an example
// here fails the first test, so none can slip by with a status nobody checked.
import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categorySlug } from '#catalogue/categories'
import { TEMPLATE_CATEGORIES } from '#catalogue/enums'
import { INDUSTRIES, groupOfIndustry } from '#catalogue/industries'
import { LOCALES, localizePath, type Locale } from '#catalogue/locale-paths'
import { displayName } from '#catalogue/menus'
import { SITE_TYPES, groupOfSiteType } from '#catalogue/site-types'
import { STYLE_TAGS, tagDisplayName } from '#catalogue/tags'
import { getTranslator, type Translator } from '#i18n/messages'
import { routeTree, type FileRoutesById } from '#src/routeTree.gen'
import { createTestApp, readJson, type TestApp } from './test-app'

type RouteId = Exclude<keyof FileRoutesById, '__root__'>

/** What the seeded store holds for a page's parameters and headings, in one locale. */
type Seeded = {
  templateId: string
  designerId: string
  siteType: (typeof SITE_TYPES)[number]
  industry: (typeof INDUSTRIES)[number]
  /** The template's title and its designer's name as the API answers them in each locale. */
  titles: Record<Locale, { template: string; designer: string }>
}

type PageExample = {
  params?: (seeded: Seeded) => Record<string, string>
  query?: string
  /** The page's own h1 in that locale: proof that this route, not a neighbour, answered. */
  heading: (LL: Translator, locale: Locale, seeded: Seeded) => string
}
/** A spec §2 path with no page of its own: where it sends the visitor (302, query kept). */
type RedirectExample = { redirectsTo: string }
type Example = PageExample | RedirectExample

const PAGE_EXAMPLES: Record<RouteId, Example> = {
  '/': { redirectsTo: '/store' },
  '/store/template-designer': { redirectsTo: '/store/designers' },
  '/store/': { heading: (LL) => LL.home.heading() },
  '/store/all': { heading: (LL) => LL.listing.allHeading() },
  '/store/liked': { heading: (LL) => LL.liked.title() },
  '/store/search': {
    query: '?q=cafe',
    heading: (LL) => LL.listing.searchHeading({ query: 'cafe' }),
  },
  '/store/template-review': { heading: (LL) => LL.templateReview.title() },
  // Without ids, the empty comparison (tests/e2e/compare.spec.ts walks a full one).
  '/store/compare': { heading: (LL) => LL.compare.title() },
  '/store/affiliate-program': { heading: (LL) => LL.affiliate.title() },
  '/store/designers/': { heading: (LL) => LL.designers.title() },
  '/store/templates/$templateId': {
    params: (s) => ({ templateId: s.templateId }),
    heading: (_LL, locale, s) => s.titles[locale].template,
  },
  '/store/designers/$designerId': {
    params: (s) => ({ designerId: s.designerId }),
    heading: (_LL, locale, s) => s.titles[locale].designer,
  },
  '/store/sitetype/$type/': {
    params: (s) => ({ type: groupOfSiteType(s.siteType).slug }),
    heading: (LL, locale, s) =>
      LL.listing.siteTypeHeading({ name: displayName(groupOfSiteType(s.siteType), locale) }),
  },
  '/store/sitetype/$type/$subtype': {
    params: (s) => ({ type: groupOfSiteType(s.siteType).slug, subtype: s.siteType.slug }),
    heading: (LL, locale, s) =>
      LL.listing.siteTypeHeading({ name: displayName(s.siteType, locale) }),
  },
  '/store/industries/$industry/': {
    params: (s) => ({ industry: groupOfIndustry(s.industry).slug }),
    heading: (LL, locale, s) =>
      LL.listing.industryHeading({ name: displayName(groupOfIndustry(s.industry), locale) }),
  },
  '/store/industries/$industry/$subindustry': {
    params: (s) => ({ industry: groupOfIndustry(s.industry).slug, subindustry: s.industry.slug }),
    heading: (LL, locale, s) =>
      LL.listing.industryHeading({ name: displayName(s.industry, locale) }),
  },
  '/store/tags/$tag': {
    params: () => ({ tag: TAG }),
    heading: (LL, locale) => LL.listing.tagHeading({ name: tagDisplayName(TAG, locale) }),
  },
  '/store/categories/$category': {
    params: () => ({ category: categorySlug(CATEGORY) }),
    heading: (LL) => LL.listing.categoryHeading({ name: LL.category[CATEGORY]() }),
  },
}

const TAG = STYLE_TAGS[0].slug
const CATEGORY = TEMPLATE_CATEGORIES[0]

/**
 * Every route of the generated tree with its id and full path, as a router made from it holds
 * them (a route learns its path when a router is created; the tree alone does not know it).
 */
const ROUTES = Object.values(
  createRouter({
    routeTree,
    history: createMemoryHistory(),
    context: { queryClient: new QueryClient(), siteOrigin: 'http://store.test' },
  }).routesById,
)
  .filter((route) => !route.isRoot)
  .map((route) => ({ id: route.id, fullPath: route.fullPath }))

function isRouteId(id: string): id is RouteId {
  return Object.hasOwn(PAGE_EXAMPLES, id)
}

/**
 * The route's path with its params filled in; `wrongCase` upper-cases the route's literal
 * segments, never a param (spec §5 compares slugs exactly; an id in another case is another id).
 */
function pathOf(fullPath: string, params: Record<string, string>, wrongCase = false): string {
  const path = fullPath
    .split('/')
    .map((segment) => {
      if (!segment.startsWith('$')) return wrongCase ? segment.toUpperCase() : segment
      const name = segment.slice(1)
      const value = params[name]
      if (value === undefined) throw new Error(`${fullPath}: the example has no ${name}`)
      return encodeURIComponent(value)
    })
    .join('/')
  return path.replace(/\/+$/, '') || '/'
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
}

function firstHeading(html: string): string | undefined {
  const inner = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]
  return inner
    ?.replace(/<[^>]+>/g, '')
    .replace(/&(amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity)
}

describe('the route tree is the route table', () => {
  let t: TestApp
  let seeded: Seeded

  beforeAll(async () => {
    t = await createTestApp()
    const row = await t.db
      .selectFrom('templates')
      .select(['id', 'designer_id', 'site_type', 'industry'])
      .orderBy('ranking_score', 'desc')
      .executeTakeFirstOrThrow()
    const siteType = SITE_TYPES.find((candidate) => candidate.slug === row.site_type)
    const industry = INDUSTRIES.find((candidate) => candidate.slug === row.industry)
    if (!siteType || !industry) throw new Error(`template ${row.id} has no catalogue taxonomy`)
    const titles = Object.fromEntries(
      await Promise.all(
        LOCALES.map(async (locale) => {
          const template = await readJson(
            await t.request(`/v2/store/templates/${row.id}?language=${locale}`),
          )
          const designer = await readJson(
            await t.request(`/v2/store/designers/${row.designer_id}?language=${locale}`),
          )
          return [
            locale,
            { template: template.body.data.template_title, designer: designer.body.data.name },
          ] as const
        }),
      ),
    ) as Seeded['titles']
    seeded = { templateId: row.id, designerId: row.designer_id, siteType, industry, titles }
  })
  afterAll(async () => {
    await t?.close()
  })

  it('has an example for every route of src/routeTree.gen.ts, and none for a route it lacks', () => {
    const routeIds = ROUTES.map((route) => route.id).sort()
    expect(routeIds.length).toBeGreaterThan(0)
    expect(Object.keys(PAGE_EXAMPLES).sort()).toEqual(routeIds)
  })

  describe.each(ROUTES.map((route) => [route.id, route] as const))('%s', (routeId, route) => {
    const example = isRouteId(routeId) ? PAGE_EXAMPLES[routeId] : undefined

    describe.each(LOCALES)('in %s', (locale) => {
      const params = () => (example && 'heading' in example ? (example.params?.(seeded) ?? {}) : {})
      const query = example && 'heading' in example ? (example.query ?? '') : ''

      it('answers its own page, or its redirect', async () => {
        if (!example) throw new Error(`no example for route ${routeId}: add one to PAGE_EXAMPLES`)
        const path = localizePath(pathOf(route.fullPath, params()), locale)
        const response = await t.request(`${path}${query}`, { headers: { accept: 'text/html' } })
        if ('redirectsTo' in example) {
          expect(response.status, path).toBe(302)
          expect(response.headers.get('location')).toBe(localizePath(example.redirectsTo, locale))
          const kept = await t.request(`${path}?utm_source=mail`)
          expect(kept.headers.get('location')).toBe(
            `${localizePath(example.redirectsTo, locale)}?utm_source=mail`,
          )
          return
        }
        const html = await response.text()
        expect(response.status, path).toBe(200)
        expect(html).toContain(`<html lang="${locale}"`)
        expect(html).not.toContain('data-testid="error-page"')
        expect(firstHeading(html), path).toBe(
          example.heading(getTranslator(locale), locale, seeded),
        )
      })

      it('sends its wrong-case address to the canonical one with a 301, query kept', async () => {
        if (!example) throw new Error(`no example for route ${routeId}: add one to PAGE_EXAMPLES`)
        const canonical = pathOf(route.fullPath, params())
        const wrong = pathOf(route.fullPath, params(), true)
        // Only '/' has no letter to change.
        if (wrong === canonical) {
          expect(canonical).toBe('/')
          return
        }
        const response = await t.request(`${localizePath(wrong, locale)}?from=mail`)
        if ('redirectsTo' in example) {
          // A path with no page goes straight where its canonical form goes: one hop.
          expect(response.status, wrong).toBe(302)
          expect(response.headers.get('location')).toBe(
            `${localizePath(example.redirectsTo, locale)}?from=mail`,
          )
          return
        }
        expect(response.status, wrong).toBe(301)
        expect(response.headers.get('location')).toBe(
          `${localizePath(canonical, locale)}?from=mail`,
        )
      })

      it('answers an extra segment with the 404 error page', async () => {
        if (!example) throw new Error(`no example for route ${routeId}: add one to PAGE_EXAMPLES`)
        const path = `${localizePath(pathOf(route.fullPath, params()), locale).replace(/\/$/, '')}/extra`
        const response = await t.request(path, { headers: { accept: 'text/html' } })
        const html = await response.text()
        expect(response.status, path).toBe(404)
        expect(html).toContain('data-status="404"')
        expect(html).toContain(`<html lang="${locale}"`)
        expect(html).not.toContain('id="listing-heading"')
      })
    })
  })

  it('answers a wrong-case address whose canonical form is no page with the 404 page, no redirect', async () => {
    for (const [path, message] of [
      // Ids are never folded: another case is another id.
      [`/store/templates/${seeded.templateId.toUpperCase()}`, undefined],
      [`/STORE/templates/${seeded.templateId.toUpperCase()}`, undefined],
      [`/store/designers/${seeded.designerId.toUpperCase()}`, undefined],
      // Slugs are compared exactly (spec §5, §8), after the literals are found in any case.
      ['/store/sitetype/Business', 'No applicable site type'],
      ['/store/SiteType/business/Corporate', 'No applicable subtype'],
      ['/ja/store/industries/Beauty-Clinic', undefined],
      ['/store/tags/MINIMAL', 'Page Not Found: /store/tags/MINIMAL'],
      ['/STORE/categories/Food-And-Drink', 'Page Not Found: /STORE/categories/Food-And-Drink'],
      // Spec §5: a sub-industry outside its group is a 404 the route returns, not throws.
      ['/STORE/industries/education/cafe', 'No applicable sub-industry'],
      // The locale prefix is the router's rewrite, not a route: '/JA/…' matches nothing.
      ['/JA/store', 'Page Not Found: /JA/store'],
    ] as const) {
      const response = await t.request(path, { headers: { accept: 'text/html' } })
      expect(response.status, path).toBe(404)
      const html = await response.text()
      expect(html, path).toContain('data-status="404"')
      expect(html, path).not.toContain('id="listing-heading"')
      if (message) expect(html, path).toContain(message)
    }
  })
})
