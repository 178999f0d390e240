// Locale prefixes of spec §9: every locale but the default carries a path prefix. Only the
// pathname is rewritten; a query or hash rides along untouched.
import type { Language } from './enums'

export const LOCALES = ['en', 'ja'] as const satisfies readonly Language[]
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** Splits '/a/b?x#y' into '/a/b' and '?x#y'. */
function splitPathSuffix(path: string): { pathname: string; suffix: string } {
  const cut = path.search(/[?#]/)
  if (cut === -1) return { pathname: path, suffix: '' }
  return { pathname: path.slice(0, cut), suffix: path.slice(cut) }
}

function withLeadingSlash(pathname: string): string {
  return pathname.startsWith('/') ? pathname : `/${pathname}`
}

/**
 * Reads the locale from the first path segment and returns the locale-free path. Only one
 * prefix is removed ('/ja/ja/x' → ja, '/ja/x'), and only a whole segment counts ('/jazz' is en).
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const { pathname: bare, suffix } = splitPathSuffix(pathname)
  const path = withLeadingSlash(bare)
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue
    const prefix = `/${locale}`
    if (path === prefix || path.startsWith(`${prefix}/`)) {
      return { locale, path: (path.slice(prefix.length) || '/') + suffix }
    }
  }
  return { locale: DEFAULT_LOCALE, path: path + suffix }
}

/**
 * The same page in `locale`. Accepts a path that already carries a prefix, so calling it twice
 * never yields '/ja/ja/…' and switching ja → en drops the prefix.
 */
export function localizePath(path: string, locale: Locale): string {
  const { pathname, suffix } = splitPathSuffix(path)
  const bare = splitLocale(pathname).path
  if (locale === DEFAULT_LOCALE) return bare + suffix
  return (bare === '/' ? `/${locale}` : `/${locale}${bare}`) + suffix
}
