import { describe, expect, it } from 'vitest'
import { listingQueryParams } from '#src/features/shared/api/listing'
import {
  readLikedSearch,
  readListingSearch,
  readSearchPageSearch,
  readTemplateDetailSearch,
} from '#src/routes/-shared/listing-search'

/** What the router hands a validator: any JSON-parsed value under any key. */
type AnySearch = Record<string, unknown>
const listing = (search: AnySearch) => readListingSearch(search as never)
const searchPage = (search: AnySearch) => readSearchPageSearch(search as never)
const liked = (search: AnySearch) => readLikedSearch(search as never)
const templateDetail = (search: AnySearch) => readTemplateDetailSearch(search as never)

describe('listing search (spec §4, §5)', () => {
  it('defaults to page 1 and the ranking sort', () => {
    expect(listing({})).toEqual({ page: 1, sort: 'ranking' })
  })

  it.each([['abc'], [0], [-3], [2.5], [null], [''], [{}]])('turns page %j into 1', (page) => {
    expect(listing({ page }).page).toBe(1)
  })

  it('keeps a numeric page, from the router (number) or a typed digit string', () => {
    expect(listing({ page: 4 }).page).toBe(4)
    expect(listing({ page: '7' }).page).toBe(7)
  })

  it('falls back to ranking for an unknown or non-public sort', () => {
    expect(listing({ sort: 'nope' }).sort).toBe('ranking')
    expect(listing({ sort: 'verification_ranking' }).sort).toBe('ranking')
    expect(listing({ sort: 'likes_count' }).sort).toBe('likes_count')
  })

  it('reads the admin switch only when it is true', () => {
    expect(listing({ verificationMode: true }).verificationMode).toBe(true)
    expect(listing({ verificationMode: 'true' }).verificationMode).toBe(true)
    expect(listing({ verificationMode: 'yes' }).verificationMode).toBeUndefined()
  })

  it('keeps the query text even when the router parsed it as a number', () => {
    expect(searchPage({ q: 123 }).q).toBe('123')
    expect(searchPage({}).q).toBe('')
  })

  // The router lays a validator's answer over the address's raw search: a refused value must come
  // back as an undefined key, or the raw one ('?style=shiny') would stay in the page's search.
  it('answers every key, undefined for what it refused', () => {
    const read = listing({ style: 'shiny', price: 'cheap', tier: '9-2', feature: 'reservation' })
    expect(Object.keys(read)).toEqual(expect.arrayContaining(['style', 'price', 'tier', 'feature']))
    expect(read).toMatchObject({ style: undefined, price: undefined, tier: undefined })
    expect(read.feature).toBe('reservation')
    expect(Object.keys(templateDetail({ device: 'watch', name: {} }))).toEqual(
      expect.arrayContaining(['device', 'name']),
    )
  })

  it('sorts liked templates by liked_at unless asked otherwise', () => {
    expect(liked({}).sort).toBe('liked_at')
    expect(liked({ sort: 'nope' }).sort).toBe('liked_at')
  })
})

describe('template detail search (spec §7 page query keys)', () => {
  it.each([[1], ['1'], [true], ['true']])('reads purchaseTemplate=%j as 1', (value) => {
    expect(templateDetail({ purchaseTemplate: value })).toEqual({
      purchaseTemplate: 1,
    })
  })

  it.each([[0], ['yes'], [false], [null]])('drops useFreeTemplate=%j', (value) => {
    expect(templateDetail({ useFreeTemplate: value }).useFreeTemplate).toBe(undefined)
  })
})

describe('template detail search: the device preview (issue 12)', () => {
  it.each([['tablet'], ['mobile']])('keeps device=%s', (device) => {
    expect(templateDetail({ device }).device).toBe(device)
  })

  it.each([['desktop'], ['watch'], [''], [3], [null]])(
    'drops device=%j (desktop is the default, never kept)',
    (device) => {
      expect(templateDetail({ device }).device).toBeUndefined()
    },
  )
})

describe('listingQueryParams', () => {
  it('asks for 20 per page in the page language, with the scope', () => {
    expect(
      listingQueryParams({ page: 3, sort: 'hot' }, 'ja', {
        filters: { siteTypeGroup: 'business' },
      }),
    ).toEqual({
      page: 3,
      limit: 20,
      sort: 'hot',
      language: 'ja',
      filters: { siteTypeGroup: 'business' },
      facetCounts: true,
    })
  })

  it('sends the admin switch only with the ranking sort (spec §6)', () => {
    expect(
      listingQueryParams({ page: 1, sort: 'ranking', verificationMode: true }, 'en')
        .verificationMode,
    ).toBe(true)
    expect(
      listingQueryParams({ page: 1, sort: 'hot', verificationMode: true }, 'en'),
    ).not.toHaveProperty('verificationMode')
  })

  it('leaves an empty query out, so search and listing share one cache entry', () => {
    expect(
      listingQueryParams({ page: 1, sort: 'ranking' }, 'en', { query: '' }),
    ).not.toHaveProperty('query')
  })
})

describe('facet filters in the URL (issue 12)', () => {
  it('reads comma lists and repeated keys into catalogue order, dropping unknown options', () => {
    const search = listing({
      style: 'minimal,bogus,cute',
      feature: ['map-embed', 'reservation', 'nope'],
      sitetype: 'restaurant',
      industry: 'CAFE',
    })
    expect(search).toMatchObject({
      style: 'cute,minimal',
      feature: 'reservation,map-embed',
      sitetype: 'restaurant',
      industry: 'cafe',
    })
  })

  it.each([
    [{ style: 'shiny' }],
    [{ feature: 42 }],
    [{ price: 'cheap' }],
    [{ tier: '5-2' }],
    [{ tier: '11' }],
    [{ tier: 'abc' }],
    [{ tier: '0-10' }],
    [{ sitetype: {} }],
  ])('drops %j: the page renders unfiltered', (raw) => {
    const search = listing(raw)
    expect(search).toEqual({ page: 1, sort: 'ranking' })
  })

  it('reads a tier range or a single tier as min-max', () => {
    expect(listing({ tier: '2-5' }).tier).toBe('2-5')
    expect(listing({ tier: 3 }).tier).toBe('3-3')
    expect(liked({ price: 'free' }).price).toBe('free')
    expect(searchPage({ price: 'paid', q: 'cafe' }).price).toBe('paid')
  })

  it('sends the chosen facets, and asks for their counts', () => {
    const params = listingQueryParams(
      { page: 1, sort: 'ranking', style: 'cute,minimal', tier: '2-5', price: 'paid' },
      'en',
    )
    expect(params.facets).toEqual({
      styleTags: ['cute', 'minimal'],
      price: 'paid',
      tierMin: 2,
      tierMax: 5,
    })
    expect(params.facetCounts).toBe(true)
  })

  it('reads ?accessible=true (issue 27) as the router parses it, from a form or typed, and drops anything else', () => {
    for (const raw of [true, 'true', 1, '1', ['false', 'true']]) {
      expect(listing({ accessible: raw }).accessible, String(raw)).toBe(true)
    }
    for (const raw of [false, 'false', 'yes', 0, null]) {
      expect(searchPage({ accessible: raw }).accessible, String(raw)).toBeUndefined()
    }
    expect(liked({ accessible: 'true' }).accessible).toBe(true)
    const params = listingQueryParams({ page: 1, sort: 'ranking', accessible: true }, 'ja')
    expect(params.facets).toEqual({ accessible: true })
  })
})
