import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { listingQueryParams } from '#src/features/shared/api/listing'
import {
  likedSearchSchema,
  listingSearchSchema,
  searchPageSchema,
  templateDetailSearchSchema,
} from '#src/routes/-shared/listing-search'

describe('listing search schema (spec §4, §5)', () => {
  it('defaults to page 1 and the ranking sort', () => {
    expect(v.parse(listingSearchSchema, {})).toEqual({ page: 1, sort: 'ranking' })
  })

  it.each([['abc'], [0], [-3], [2.5], [null], [''], [{}]])('turns page %j into 1', (page) => {
    expect(v.parse(listingSearchSchema, { page }).page).toBe(1)
  })

  it('keeps a numeric page, from the router (number) or a typed digit string', () => {
    expect(v.parse(listingSearchSchema, { page: 4 }).page).toBe(4)
    expect(v.parse(listingSearchSchema, { page: '7' }).page).toBe(7)
  })

  it('falls back to ranking for an unknown or non-public sort', () => {
    expect(v.parse(listingSearchSchema, { sort: 'nope' }).sort).toBe('ranking')
    expect(v.parse(listingSearchSchema, { sort: 'verification_ranking' }).sort).toBe('ranking')
    expect(v.parse(listingSearchSchema, { sort: 'likes_count' }).sort).toBe('likes_count')
  })

  it('reads the admin switch only when it is true', () => {
    expect(v.parse(listingSearchSchema, { verificationMode: true }).verificationMode).toBe(true)
    expect(v.parse(listingSearchSchema, { verificationMode: 'true' }).verificationMode).toBe(true)
    expect(
      v.parse(listingSearchSchema, { verificationMode: 'yes' }).verificationMode,
    ).toBeUndefined()
  })

  it('keeps the query text even when the router parsed it as a number', () => {
    expect(v.parse(searchPageSchema, { q: 123 }).q).toBe('123')
    expect(v.parse(searchPageSchema, {}).q).toBe('')
  })

  it('sorts liked templates by liked_at unless asked otherwise', () => {
    expect(v.parse(likedSearchSchema, {}).sort).toBe('liked_at')
    expect(v.parse(likedSearchSchema, { sort: 'nope' }).sort).toBe('liked_at')
  })
})

describe('template detail search (spec §7 page query keys)', () => {
  it.each([[1], ['1'], [true], ['true']])('reads purchaseTemplate=%j as 1', (value) => {
    expect(v.parse(templateDetailSearchSchema, { purchaseTemplate: value })).toEqual({
      purchaseTemplate: 1,
    })
  })

  it.each([[0], ['yes'], [false], [null]])('drops useFreeTemplate=%j', (value) => {
    expect(v.parse(templateDetailSearchSchema, { useFreeTemplate: value }).useFreeTemplate).toBe(
      undefined,
    )
  })
})

describe('template detail search: the device preview (issue 12)', () => {
  it.each([['tablet'], ['mobile']])('keeps device=%s', (device) => {
    expect(v.parse(templateDetailSearchSchema, { device }).device).toBe(device)
  })

  it.each([['desktop'], ['watch'], [''], [3], [null]])(
    'drops device=%j (desktop is the default, never kept)',
    (device) => {
      expect(v.parse(templateDetailSearchSchema, { device }).device).toBeUndefined()
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
    const search = v.parse(listingSearchSchema, {
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
    const search = v.parse(listingSearchSchema, raw)
    expect(search).toEqual({ page: 1, sort: 'ranking' })
  })

  it('reads a tier range or a single tier as min-max', () => {
    expect(v.parse(listingSearchSchema, { tier: '2-5' }).tier).toBe('2-5')
    expect(v.parse(listingSearchSchema, { tier: 3 }).tier).toBe('3-3')
    expect(v.parse(likedSearchSchema, { price: 'free' }).price).toBe('free')
    expect(v.parse(searchPageSchema, { price: 'paid', q: 'cafe' }).price).toBe('paid')
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
      expect(v.parse(listingSearchSchema, { accessible: raw }).accessible, String(raw)).toBe(true)
    }
    for (const raw of [false, 'false', 'yes', 0, null]) {
      expect(v.parse(searchPageSchema, { accessible: raw }).accessible, String(raw)).toBeUndefined()
    }
    expect(v.parse(likedSearchSchema, { accessible: 'true' }).accessible).toBe(true)
    const params = listingQueryParams({ page: 1, sort: 'ranking', accessible: true }, 'ja')
    expect(params.facets).toEqual({ accessible: true })
  })
})
