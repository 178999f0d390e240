// The spec §2 paths without a page redirect from their own routes, so the router's own match
// decides every answer (server and browser alike) and no second route table is needed. Wrong
// letter case is folded by the server once the page has loaded (src/lib/canonical-case.ts).
import { redirect } from '@tanstack/react-router'
import { localizePath } from '#catalogue/locale-paths'
import { SCHEME_KEY, accentWithScheme } from '#catalogue/personal-colour'
import type { FileRoutesByTo } from '#src/routeTree.gen'
import { localeOfLocation, publicPathname } from './route-locale'

type RedirectLocation = { publicHref?: string; href: string; searchStr: string; hash: string }

/** A route path without params: something an href can name as it is. */
type StaticRoutePath = Exclude<keyof FileRoutesByTo, `${string}$${string}`>

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
 * A template page opened by its form without JavaScript with a colour scheme picked
 * (`?scheme=`): the same page with the scheme as its accent, so the address holds one colour
 * (a shared link, the preview's, the editor's). Undefined when there is nothing to move.
 */
export function redirectSchemeToAccent(location: RedirectLocation) {
  const query = new URLSearchParams(location.searchStr)
  if (!query.has(SCHEME_KEY)) return undefined
  const accent = accentWithScheme(query.get(SCHEME_KEY), query.get('accent'))
  query.delete(SCHEME_KEY)
  if (accent === undefined) query.delete('accent')
  else query.set('accent', accent)
  const search = query.size > 0 ? `?${query}` : ''
  const hash = location.hash ? `#${location.hash}` : ''
  return redirect({
    href: publicPathname(location) + search + hash,
    statusCode: 302,
    replace: true,
  })
}
