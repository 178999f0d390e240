// The bridge between TanStack Router's head({ match, matches, loaderData }) and the builders in
// page-head.ts: which locale the page is in, whether it failed (404 / error page), and the
// address visitors use. head() has no location, so the locale comes from data the loaders and
// beforeLoad put on the matches (loader data, notFound data, route context).
import { DEFAULT_LOCALE, isLocale, type Locale } from '#catalogue/locale-paths'
import { analyticsHeadScripts, type AnalyticsHeadScript } from '#src/lib/analytics'
import { storeConfig } from '#src/lib/store-config'
import { errorInfoOf } from '#src/lib/error-status'
import {
  documentDefaultsHead,
  statusPageHead,
  type HeadResult,
  type PageContext,
} from './page-head'

/** The fields of a router match that head() reads. */
export type HeadMatch = {
  status: 'pending' | 'success' | 'error' | 'notFound'
  error: unknown
  loaderData?: unknown
  context: unknown
  pathname: string
  _notFound?: boolean | undefined
}

function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object'
    ? (value as Record<string, unknown>)[key]
    : undefined
}

/** A locale a match carries: in its loader data, its notFound data, or its route context. */
function localeOfMatch(match: HeadMatch): Locale | undefined {
  const candidates = [
    field(match.loaderData, 'locale'),
    field(field(match.error, 'data'), 'locale'),
    field(match.context, 'locale'),
  ]
  return candidates.find(isLocale)
}

/** The page's locale: the deepest match that knows it; English when none does. */
export function localeOfMatches(matches: readonly HeadMatch[]): Locale {
  for (let index = matches.length - 1; index >= 0; index--) {
    const match = matches[index]
    const locale = match ? localeOfMatch(match) : undefined
    if (locale) return locale
  }
  return DEFAULT_LOCALE
}

export function siteOriginOf(match: HeadMatch): string {
  const origin = field(match.context, 'siteOrigin')
  return typeof origin === 'string' ? origin : ''
}

/** 404 for a route that threw notFound(), the error's status for one that failed, else none. */
export function failureStatusOf(match: HeadMatch): number | undefined {
  if (match.status === 'notFound') return 404
  if (match.status === 'error') return errorInfoOf(match.error).status
  return undefined
}

export type HeadArgs<TData> = {
  match: HeadMatch
  matches: readonly HeadMatch[]
  loaderData?: TData | undefined
}

/**
 * A route's head: the builder with the page's context and loader data when the route loaded, the
 * status page head (title '404 Not Found | …', noindex) when it threw notFound() or failed.
 */
export function routeHead<TData>(
  { match, matches, loaderData }: HeadArgs<TData>,
  build: (page: PageContext, data: TData) => HeadResult,
): HeadResult {
  const page: PageContext = { siteOrigin: siteOriginOf(match), locale: localeOfMatches(matches) }
  const failure = failureStatusOf(match)
  if (failure !== undefined) return statusPageHead(page, failure, match.pathname)
  // Not loaded (yet): the root's defaults stand.
  if (loaderData === undefined) return { meta: [], links: [], scripts: [] }
  return build(page, loaderData)
}

/** The root's head also carries the analytics tag (decision 025). */
export type RootHeadResult = Omit<HeadResult, 'scripts'> & {
  scripts: (HeadResult['scripts'][number] | AnalyticsHeadScript)[]
}

/**
 * The root route's head: document defaults in the page's language; an address no route matched
 * (the root shows its not-found page) is titled as a 404 and kept out of the index.
 */
export function rootHead({ match, matches }: HeadArgs<unknown>): RootHeadResult {
  const page: PageContext = { siteOrigin: siteOriginOf(match), locale: localeOfMatches(matches) }
  const head = documentDefaultsHead(page, { notFound: match._notFound === true })
  return {
    ...head,
    scripts: [...head.scripts, ...analyticsHeadScripts(storeConfig().analyticsContainerId)],
  }
}
