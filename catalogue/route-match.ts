// The one answer to "is this URL a store page?" (spec §2, §5, §8). The server uses it to pick
// 200, 404 or a redirect for HTML requests and the client uses it for the same decision, so the
// two can never disagree. Pure and total: any string in, a result out, nothing thrown.
import { categoryOfSlug } from './categories'
import { splitLocale, splitPathSuffix, type Locale } from './locale-paths'
import { findListingTag } from './tags'
import { pageNotFoundMessage, validateIndustryRoute, validateSiteTypeRoute } from './validators'

export const STORE_ROUTE_IDS = [
  '/store',
  '/store/all',
  '/store/liked',
  '/store/search',
  '/store/templates/$templateId',
  '/store/designers',
  '/store/designers/$designerId',
  '/store/template-review',
  '/store/affiliate-program',
  '/store/sitetype/$type',
  '/store/sitetype/$type/$subtype',
  '/store/industries/$industry',
  '/store/industries/$industry/$subindustry',
  '/store/tags/$tag',
  '/store/categories/$category',
] as const

export type StoreRouteId = (typeof STORE_ROUTE_IDS)[number]

type ParamNames<S extends string> = S extends `${string}$${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : S extends `${string}$${infer Name}`
    ? Name
    : never

export type StoreRouteParams<R extends StoreRouteId = StoreRouteId> = {
  [Name in ParamNames<R>]: string
}

export type StorePageMatch = {
  [R in StoreRouteId]: { kind: 'page'; locale: Locale; routeId: R; params: StoreRouteParams<R> }
}[StoreRouteId]
export type StoreRedirect = { kind: 'redirect'; to: string }
export type StoreNotFound = { kind: 'notFound'; locale: Locale; message: string }
export type StorePathMatch = StorePageMatch | StoreRedirect | StoreNotFound

/**
 * Paths registered without a page of their own (spec §2). '/ja/ja/…' is a doubled prefix that
 * old links produced; the template-designer pages were renamed to designers.
 */
export const STORE_REDIRECTS: Readonly<Record<string, string>> = {
  '/': '/store',
  '/ja': '/ja/store',
  '/store/template-designer': '/store/designers',
  '/ja/store/template-designer': '/ja/store/designers',
  '/ja/ja/store/template-designer': '/ja/store/designers',
}

const ROUTE_PATTERNS = STORE_ROUTE_IDS.map((routeId) => ({
  routeId,
  segments: routeId.split('/').slice(1),
}))

function trimTrailingSlashes(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/** Decoded segments, or undefined when an escape is malformed ('%E0%A4%A', '%zz'). */
function decodeSegments(path: string): string[] | undefined {
  try {
    return path
      .split('/')
      .slice(1)
      .map((segment) => decodeURIComponent(segment))
  } catch {
    return undefined
  }
}

function matchPattern(
  segments: string[],
): { routeId: StoreRouteId; params: Record<string, string> } | undefined {
  for (const pattern of ROUTE_PATTERNS) {
    if (pattern.segments.length !== segments.length) continue
    const params: Record<string, string> = {}
    const matches = pattern.segments.every((expected, index) => {
      const actual = segments[index]
      if (actual === undefined) return false
      if (!expected.startsWith('$')) return actual === expected
      params[expected.slice(1)] = actual
      return actual !== ''
    })
    if (matches) return { routeId: pattern.routeId, params }
  }
  return undefined
}

/**
 * Classifies a request path (query and hash allowed, ignored for matching and kept on redirects).
 * Trailing slashes are tolerated; the 404 message quotes the pathname exactly as requested.
 */
export function matchStorePath(pathname: string): StorePathMatch {
  const { pathname: requested, suffix } = splitPathSuffix(pathname)
  const trimmed = trimTrailingSlashes(requested.startsWith('/') ? requested : `/${requested}`)

  const redirectTarget = STORE_REDIRECTS[trimmed]
  if (redirectTarget !== undefined) return { kind: 'redirect', to: redirectTarget + suffix }

  const { locale, path } = splitLocale(trimmed)
  const notFound = (message: string = pageNotFoundMessage(requested)): StoreNotFound => ({
    kind: 'notFound',
    locale,
    message,
  })

  const segments = decodeSegments(path)
  if (!segments) return notFound()
  const matched = matchPattern(segments)
  if (!matched) return notFound()
  const { routeId, params } = matched

  if (routeId === '/store/sitetype/$type' || routeId === '/store/sitetype/$type/$subtype') {
    const result = validateSiteTypeRoute({ type: params.type ?? '', subtype: params.subtype })
    if (!result.ok) return notFound(result.message)
  }
  if (
    routeId === '/store/industries/$industry' ||
    routeId === '/store/industries/$industry/$subindustry'
  ) {
    const result = validateIndustryRoute({
      industry: params.industry ?? '',
      subindustry: params.subindustry,
    })
    if (!result.ok) return notFound(result.message)
  }
  if (routeId === '/store/tags/$tag' && !findListingTag(params.tag ?? '')) return notFound()
  if (routeId === '/store/categories/$category' && !categoryOfSlug(params.category ?? '')) {
    return notFound()
  }

  // matchPattern filled exactly the `$names` of routeId, which is what StoreRouteParams<R> lists.
  return { kind: 'page', locale, routeId, params } as StorePageMatch
}
