// Redirects the routes answer themselves, so the router's own match decides every page's status
// (server and browser alike) and no second route table is needed. A redirect keeps the query
// exactly as requested (campaign parameters, one-time tokens) and the visitor's locale prefix.
// Wrong letter case is folded by the server once the page has loaded (src/lib/canonical-case.ts).
import { redirect } from '@tanstack/react-router'
import { localizePath } from '#catalogue/locale-paths'
import type { FileRoutesByTo } from '#src/routeTree.gen'
import { localeOfLocation } from './route-locale'

type RedirectLocation = { publicHref?: string; href: string; searchStr: string; hash: string }

/** A route path without params: something an href can name as it is. */
export type StaticRoutePath = Exclude<keyof FileRoutesByTo, `${string}$${string}`>

/**
 * Spec §2 paths registered without a page ('/', '/ja', the template-designer paths): the same
 * page in the visitor's locale, 302 as the server always answered them (decision 001).
 */
export function redirectToPage(location: RedirectLocation, path: StaticRoutePath) {
  const hash = location.hash ? `#${location.hash}` : ''
  const href = localizePath(path, localeOfLocation(location)) + location.searchStr + hash
  return redirect({ href, statusCode: 302, replace: true })
}

/**
 * Route `params.parse` for enumerated slugs (site types, industries, tags, categories: all
 * lower-case in the catalogue): the lower-case form when that is a page, so the page renders
 * and the server answers the wrong-case URL with a 301 to it (src/lib/canonical-case.ts);
 * otherwise the params unchanged, for the route's own 404.
 */
export function foldSlugCase<P extends Record<string, string>>(
  params: P,
  isPage: (lowered: P) => boolean,
): P {
  const lowered = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, value.toLowerCase()]),
  ) as P
  return isPage(lowered) ? lowered : params
}
