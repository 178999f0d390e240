import { describe, expect, it } from 'vitest'
import {
  absoluteUrl,
  hreflangLinks,
  listingCanonicalQuery,
  pageUrl,
} from '#src/features/seo/head-urls'

const siteOrigin = 'https://store.example'

describe('pageUrl', () => {
  it('is absolute, with /ja for Japanese and no prefix for English', () => {
    expect(pageUrl({ siteOrigin, path: '/store/all' }, 'en')).toBe(
      'https://store.example/store/all',
    )
    expect(pageUrl({ siteOrigin, path: '/store/all' }, 'ja')).toBe(
      'https://store.example/ja/store/all',
    )
  })

  it('writes only the query keys it is given, skipping empty ones, and tolerates a trailing slash', () => {
    expect(
      pageUrl(
        {
          siteOrigin: `${siteOrigin}/`,
          path: '/store/search',
          query: { q: 'café & bar', page: 2, sort: undefined },
        },
        'ja',
      ),
    ).toBe('https://store.example/ja/store/search?q=caf%C3%A9+%26+bar&page=2')
    expect(pageUrl({ siteOrigin, path: '/store/search', query: { q: '' } }, 'en')).toBe(
      'https://store.example/store/search',
    )
  })
})

describe('listingCanonicalQuery', () => {
  it('keeps page only past page 1 and sort only when it is not the default', () => {
    expect(listingCanonicalQuery({ page: 1, sort: 'ranking' }, 'ranking')).toEqual({
      page: undefined,
      sort: undefined,
    })
    expect(listingCanonicalQuery({ page: 3, sort: 'published_at' }, 'ranking')).toEqual({
      page: 3,
      sort: 'published_at',
    })
  })

  it('leaves tracking parameters out of a listing canonical by construction', () => {
    // The route hands over its parsed search; utm_* and verificationMode never reach the URL.
    const search = { page: 2, sort: 'ranking', verificationMode: true, utm_source: 'x' }
    const url = pageUrl(
      { siteOrigin, path: '/store/all', query: listingCanonicalQuery(search, 'ranking') },
      'en',
    )
    expect(url).toBe('https://store.example/store/all?page=2')
  })
})

describe('hreflangLinks', () => {
  it('names en, ja and x-default (the English URL) for the same page and query', () => {
    expect(hreflangLinks({ siteOrigin, path: '/store/all', query: { page: 2 } })).toEqual([
      { rel: 'alternate', hrefLang: 'en', href: 'https://store.example/store/all?page=2' },
      { rel: 'alternate', hrefLang: 'ja', href: 'https://store.example/ja/store/all?page=2' },
      { rel: 'alternate', hrefLang: 'x-default', href: 'https://store.example/store/all?page=2' },
    ])
  })
})

describe('absoluteUrl', () => {
  it('prefixes a path with the origin and keeps an absolute URL', () => {
    expect(absoluteUrl(siteOrigin, '/avatars/a.svg')).toBe('https://store.example/avatars/a.svg')
    expect(absoluteUrl(siteOrigin, 'avatars/a.svg')).toBe('https://store.example/avatars/a.svg')
    expect(absoluteUrl(siteOrigin, 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png')
  })
})
