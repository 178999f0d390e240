import { notFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { ApiError } from '#src/lib/api-client'
import { pageHead } from '#src/features/seo/page-head'
import {
  failureStatusOf,
  localeOfMatches,
  rootHead,
  routeHead,
  type HeadMatch,
} from '#src/features/seo/route-head'

const context = { siteOrigin: 'https://store.example' }

function match(overrides: Partial<HeadMatch> = {}): HeadMatch {
  return { status: 'success', error: undefined, context, pathname: '/store/all', ...overrides }
}

const titleOf = (head: { meta: Array<{ title?: string }> }) => head.meta.find((m) => m.title)?.title

describe('localeOfMatches', () => {
  it('reads the deepest locale from loader data, notFound data or route context', () => {
    expect(localeOfMatches([match(), match({ loaderData: { locale: 'ja' } })])).toBe('ja')
    expect(
      localeOfMatches([
        match(),
        match({ status: 'notFound', error: notFound({ data: { message: 'x', locale: 'ja' } }) }),
      ]),
    ).toBe('ja')
    expect(localeOfMatches([match({ context: { ...context, locale: 'ja' } })])).toBe('ja')
  })

  it('falls back to English, and ignores values that are not locales', () => {
    expect(localeOfMatches([match(), match({ loaderData: { locale: 'fr' } })])).toBe('en')
    expect(localeOfMatches([])).toBe('en')
  })
})

describe('failureStatusOf', () => {
  it('404 for notFound, the error status for a failed route, none when loaded', () => {
    expect(failureStatusOf(match({ status: 'notFound' }))).toBe(404)
    expect(
      failureStatusOf(match({ status: 'error', error: new ApiError('down', 502, 'bad_gateway') })),
    ).toBe(502)
    expect(failureStatusOf(match({ status: 'error', error: new Error('boom') }))).toBe(500)
    expect(failureStatusOf(match())).toBeUndefined()
  })
})

describe('routeHead', () => {
  const build = (page: { siteOrigin: string; locale: 'en' | 'ja' }, data: { name: string }) =>
    pageHead({ ...page, path: '/store/all', page: data.name })

  it('builds from loader data with the page locale and the site origin of the router context', () => {
    const loaded = match({ loaderData: { locale: 'ja', name: 'すべて' } })
    const head = routeHead(
      { match: loaded, matches: [match(), loaded], loaderData: { name: 'すべて' } },
      build,
    )
    expect(titleOf(head)).toBe('すべて | テンプレートストア')
    expect(head.links[0]).toEqual({ rel: 'canonical', href: 'https://store.example/ja/store/all' })
  })

  it('a route that threw notFound gets a localized 404 title and noindex', () => {
    const missing = match({
      status: 'notFound',
      error: notFound({ data: { message: 'Not found', locale: 'ja' } }),
    })
    const head = routeHead({ match: missing, matches: [match(), missing] }, build)
    expect(titleOf(head)).toMatch(/^404 .+ \| テンプレートストア$/)
    expect(head.meta).toContainEqual({ name: 'robots', content: 'noindex' })
    expect(head.links).toEqual([])
  })

  it('a route that failed gets its status as title', () => {
    const failed = match({ status: 'error', error: new ApiError('down', 503, 'unavailable') })
    const head = routeHead({ match: failed, matches: [failed] }, build)
    expect(titleOf(head)).toBe('503 Service Unavailable | Template Store')
  })
})

describe('rootHead', () => {
  it('defaults in the locale of the page below it', () => {
    const root = match({ pathname: '/' })
    const head = rootHead({ match: root, matches: [root, match({ loaderData: { locale: 'ja' } })] })
    expect(titleOf(head)).toBe('テンプレートストア')
    expect(head.meta).not.toContainEqual({ name: 'robots', content: 'noindex' })
  })

  it('an address no route matched is a noindex 404', () => {
    const root = match({ pathname: '/', _notFound: true })
    const head = rootHead({ match: root, matches: [root] })
    expect(titleOf(head)).toBe('404 Not Found | Template Store')
    expect(head.meta).toContainEqual({ name: 'robots', content: 'noindex' })
  })
})
