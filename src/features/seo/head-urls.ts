// Absolute addresses of a page for the head: canonical, hreflang alternates, og:url. Built from
// what the route knows (path and the few query keys that change the content), never from the raw
// URL, so tracking parameters (utm_*, one_time_token, verificationMode, …) cannot leak in.
import { DEFAULT_LOCALE, LOCALES, localizePath, type Locale } from '#catalogue/locale-paths'

/** Query keys that are part of a page's identity, in the order they are written. */
export type PageQuery = Readonly<Record<string, string | number | undefined>>

export type PageAddress = {
  /** Scheme + host visitors use, without a trailing slash (router context `siteOrigin`). */
  siteOrigin: string
  /** Locale-free path of the route: '/store/all'. */
  path: string
  query?: PageQuery | undefined
}

function queryString(query: PageQuery | undefined): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** The page in `locale` as an absolute URL: 'https://store.example/ja/store/all?page=2'. */
export function pageUrl({ siteOrigin, path, query }: PageAddress, locale: Locale): string {
  return `${siteOrigin.replace(/\/+$/, '')}${localizePath(path, locale)}${queryString(query)}`
}

/** An absolute URL for a path the API hands out ('/covers/x.svg'); absolute ones pass as they are. */
export function absoluteUrl(siteOrigin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  const path = pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`
  return `${siteOrigin.replace(/\/+$/, '')}${path}`
}

/**
 * Canonical query of a list page (docs/decisions/013-page-head.md): `page` only past the
 * first page, `sort` only when it is not the list's default. Each such list is a distinct, stable
 * set of templates; pointing page 3 'newest' at page 3 'ranking' would name a page with different
 * content, which search engines ignore.
 */
export function listingCanonicalQuery(
  search: { page: number; sort: string },
  defaultSort: string,
): PageQuery {
  return {
    page: search.page > 1 ? search.page : undefined,
    sort: search.sort !== defaultSort ? search.sort : undefined,
  }
}

export type HreflangLink = { rel: 'alternate'; hrefLang: string; href: string }

/** `<link rel="alternate" hreflang>` for every locale, and x-default on the English page. */
export function hreflangLinks(address: PageAddress): HreflangLink[] {
  return [
    ...LOCALES.map((locale) => ({
      rel: 'alternate' as const,
      hrefLang: locale,
      href: pageUrl(address, locale),
    })),
    { rel: 'alternate', hrefLang: 'x-default', href: pageUrl(address, DEFAULT_LOCALE) },
  ]
}
