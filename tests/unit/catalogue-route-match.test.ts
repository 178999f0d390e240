import { describe, expect, expectTypeOf, it } from 'vitest'
import { LOCALES, localizePath } from '#catalogue/locale-paths'
import {
  STORE_ROUTE_IDS,
  matchStorePath,
  type StorePageMatch,
  type StoreRouteParams,
} from '#catalogue/route-match'

// Spec §2: one concrete URL per route, with the route id and params it must produce.
const PAGES = [
  ['/store', '/store', {}],
  ['/store/all', '/store/all', {}],
  ['/store/liked', '/store/liked', {}],
  ['/store/search', '/store/search', {}],
  ['/store/templates/tpl-042', '/store/templates/$templateId', { templateId: 'tpl-042' }],
  ['/store/designers', '/store/designers', {}],
  ['/store/designers/d-7', '/store/designers/$designerId', { designerId: 'd-7' }],
  ['/store/template-review', '/store/template-review', {}],
  ['/store/affiliate-program', '/store/affiliate-program', {}],
  ['/store/sitetype/business', '/store/sitetype/$type', { type: 'business' }],
  [
    '/store/sitetype/business/corporate',
    '/store/sitetype/$type/$subtype',
    { type: 'business', subtype: 'corporate' },
  ],
  ['/store/industries/beauty-clinic', '/store/industries/$industry', { industry: 'beauty-clinic' }],
  [
    '/store/industries/beauty-clinic/hair-salon',
    '/store/industries/$industry/$subindustry',
    { industry: 'beauty-clinic', subindustry: 'hair-salon' },
  ],
  // Spec §1: browse by tags and by category (issue 14: the detail page links them).
  ['/store/tags/minimal', '/store/tags/$tag', { tag: 'minimal' }],
  [
    '/store/categories/food-and-drink',
    '/store/categories/$category',
    { category: 'food-and-drink' },
  ],
] as const

// Spec §2: links that appear in the interface.
const INTERFACE_LINKS = [
  '/store/sitetype/business/corporate',
  '/store/sitetype/creative/portfolio',
  '/store/sitetype/marketing/lp',
  '/store/sitetype/business/careers',
  '/store/sitetype/marketing/event',
  '/store/sitetype/business',
  '/store/industries/beauty-clinic',
  '/store/industries/medical-health',
  '/store/industries/business-professional/startup',
]

describe('pages of spec §2', () => {
  it('covers every route id exactly once', () => {
    expect(PAGES.map(([, routeId]) => routeId).sort()).toEqual([...STORE_ROUTE_IDS].sort())
  })

  describe.each(LOCALES)('in %s', (locale) => {
    it.each(PAGES)('%s → %s', (path, routeId, params) => {
      expect(matchStorePath(localizePath(path, locale))).toEqual({
        kind: 'page',
        locale,
        routeId,
        params,
      })
    })

    it.each(INTERFACE_LINKS)('interface link %s is a page', (path) => {
      expect(matchStorePath(localizePath(path, locale))).toMatchObject({ kind: 'page', locale })
    })
  })

  it('tolerates trailing slashes', () => {
    expect(matchStorePath('/store/')).toEqual({
      kind: 'page',
      locale: 'en',
      routeId: '/store',
      params: {},
    })
    expect(matchStorePath('/ja/store/sitetype/business//')).toMatchObject({
      kind: 'page',
      locale: 'ja',
      routeId: '/store/sitetype/$type',
    })
  })

  it('ignores the query and hash when matching', () => {
    expect(matchStorePath('/store/search?q=cafe&page=2')).toMatchObject({
      kind: 'page',
      routeId: '/store/search',
    })
    expect(matchStorePath('/ja/store/all?page=3#top')).toMatchObject({
      kind: 'page',
      locale: 'ja',
      routeId: '/store/all',
    })
  })

  it('percent-decodes params', () => {
    expect(matchStorePath('/store/templates/caf%C3%A9%20site')).toMatchObject({
      kind: 'page',
      params: { templateId: 'café site' },
    })
    expect(matchStorePath('/store/sitetype/%62usiness')).toMatchObject({
      kind: 'page',
      params: { type: 'business' },
    })
  })

  it('types params by route id', () => {
    expectTypeOf<StoreRouteParams<'/store/sitetype/$type/$subtype'>>().toEqualTypeOf<{
      type: string
      subtype: string
    }>()
    expectTypeOf<StoreRouteParams<'/store/templates/$templateId'>>().toEqualTypeOf<{
      templateId: string
    }>()
    const match = matchStorePath('/store/designers/d-1')
    if (match.kind === 'page' && match.routeId === '/store/designers/$designerId') {
      expectTypeOf(match.params).toEqualTypeOf<{ designerId: string }>()
      expect(match.params.designerId).toBe('d-1')
    } else {
      expect.unreachable(`expected designer page, got ${JSON.stringify(match)}`)
    }
    expectTypeOf<keyof Extract<StorePageMatch, { routeId: '/store' }>['params']>().toBeNever()
  })
})

describe('redirects of spec §2', () => {
  it.each([
    ['/', '/store'],
    ['/ja', '/ja/store'],
    ['/ja/', '/ja/store'],
    ['/ja/store/template-designer', '/ja/store/designers'],
    ['/ja/ja/store/template-designer', '/ja/store/designers'],
    ['/ja/store/template-designer/', '/ja/store/designers'],
    ['/store/template-designer', '/store/designers'],
    ['', '/store'],
  ])('%s → %s', (from, to) => {
    expect(matchStorePath(from)).toEqual({ kind: 'redirect', to })
  })

  it('keeps the query on a redirect', () => {
    expect(matchStorePath('/?utm_source=ad')).toEqual({
      kind: 'redirect',
      to: '/store?utm_source=ad',
    })
    expect(matchStorePath('/ja?one_time_token=abc')).toEqual({
      kind: 'redirect',
      to: '/ja/store?one_time_token=abc',
    })
  })

  it('lands every redirect on a page', () => {
    for (const from of ['/', '/ja', '/ja/store/template-designer', '/store/template-designer']) {
      const match = matchStorePath(from)
      if (match.kind !== 'redirect') throw new Error(`${from} did not redirect`)
      expect(matchStorePath(match.to).kind).toBe('page')
    }
  })
})

describe('not found', () => {
  it.each([
    ['/store/sitetype/nope', 'No applicable site type'],
    ['/store/sitetype/nope/corporate', 'No applicable site type'],
    ['/store/sitetype/creative/corporate', 'No applicable subtype'],
    ['/store/sitetype/business/nope', 'No applicable subtype'],
    ['/store/industries/nope', 'No applicable industry'],
    ['/store/industries/nope/hair-salon', 'No applicable industry'],
    ['/store/industries/beauty-clinic/dental', 'No applicable sub-industry'],
    ['/store/industries/medical-health/nope', 'No applicable sub-industry'],
  ])('%s → 404 "%s" in both locales', (path, message) => {
    for (const locale of LOCALES) {
      expect(matchStorePath(localizePath(path, locale))).toEqual({
        kind: 'notFound',
        locale,
        message,
      })
    }
  })

  it.each([
    '/nope',
    '/store/nope',
    '/store/templates',
    '/store/templates/',
    '/store/templates/a/b',
    '/store/designers/d-1/extra',
    '/store/sitetype',
    '/store/sitetype/business/corporate/extra',
    '/store/industries',
    '/store/industries/beauty-clinic/hair-salon/extra',
    '/store//all',
    '/store/sitetype//corporate',
    '/store/industries//hair-salon',
    '/jazz/store',
    '/en/store',
    '/ja/ja/store',
    '/STORE',
    '/template-designer',
    '/store/tags/spaceship',
    '/store/tags/Minimal',
    '/store/tags/minimal/extra',
    '/store/categories/FOOD_AND_DRINK',
    '/store/categories/food_and_drink',
    '/ja/store/categories/rockets',
  ])('%s → Page Not Found with the requested path', (path) => {
    expect(matchStorePath(path)).toMatchObject({
      kind: 'notFound',
      message: `Page Not Found: ${path}`,
    })
  })

  it('quotes the pathname without its query', () => {
    expect(matchStorePath('/ja/nope?x=1')).toEqual({
      kind: 'notFound',
      locale: 'ja',
      message: 'Page Not Found: /ja/nope',
    })
  })

  it.each(['/store/templates/%E0%A4%A', '/store/templates/%zz', '/ja/store/%', '/%C0%AF'])(
    'malformed escape %s is a 404, never an exception',
    (path) => {
      expect(() => matchStorePath(path)).not.toThrow()
      expect(matchStorePath(path)).toMatchObject({
        kind: 'notFound',
        message: `Page Not Found: ${path}`,
      })
    },
  )

  it('reports the locale of a Japanese 404', () => {
    expect(matchStorePath('/ja/store/nope')).toMatchObject({ kind: 'notFound', locale: 'ja' })
    expect(matchStorePath('/store/nope')).toMatchObject({ kind: 'notFound', locale: 'en' })
  })
})
