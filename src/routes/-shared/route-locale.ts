import { splitLocale, type Locale } from '#catalogue/locale-paths'

/**
 * The locale of a location inside a loader. Routes are locale-free (the router rewrite strips
 * '/ja'), so the public href is the only place the prefix is still visible.
 */
export function localeOfLocation(location: { publicHref?: string; href: string }): Locale {
  return splitLocale(location.publicHref ?? location.href).locale
}

/** The pathname as the visitor typed it, '/ja' included, for 'Page Not Found: {path}'. */
export function publicPathname(location: { publicHref?: string; href: string }): string {
  const href = location.publicHref ?? location.href
  const cut = href.search(/[?#]/)
  return cut === -1 ? href : href.slice(0, cut)
}
