// Everything the store's machines may do to the outside world, in one object. The browser's
// implementation is composed in src/app/browser-io.ts; tests hand the same shape with fakes.
import type { Account } from '../../../catalogue/api-contract'
import type { Locale } from '../../../catalogue/locale-paths'
import type { BuildInfo } from '../../../machines/build'
import type { SetLikeInput } from '../../../machines/like'
import type { ListingQuery } from '../../../machines/listing'

export const ONE_TIME_TOKEN_PARAM = 'one_time_token'

/** Page, sort and facet filters of a list page's URL. */
export type ListingSearch = ListingQuery

export type StoreIo = {
  exchangeToken(oneTimeToken: string): Promise<string>
  fetchAccount(token: string): Promise<Account>
  revokeToken(token: string): Promise<unknown>
  setLike(input: SetLikeInput): Promise<unknown>
  /** Refetch every template search (a likes_count order changed). */
  refreshSearches(): void
  /** Refetch every template list and detail: their liked flags belong to who is signed in. */
  refreshTemplates(): void
  fetchLatestBuild(): Promise<BuildInfo>
  readToken(): string | null
  readOneTimeToken(): string | null
  storeToken(token: string, days: number): void
  removeToken(): void
  removeOneTimeTokenFromUrl(): void
  persistLocale(locale: Locale, days: number): void
  redirectToLocale(locale: Locale): void
  /** A path without locale prefix; the router adds the current one. */
  navigate(to: string): void
  /** `replace` for a correction of the URL (a clamped page), which Back should skip. */
  navigateSearch(search: ListingSearch, options?: { replace?: boolean }): void
  scrollToTop(): void
  reload(at: number): void
  readLastReloadAt(): number | null
  setAnalyticsUserId(userId: string | null): void
  log(error: unknown): void
}

/** The router is created after the actors (its rewrite reads the locale actor). */
export type RouterPort = {
  navigate(to: string): void
  navigateSearch(search: ListingSearch, options?: { replace?: boolean }): void
  /** Path + search + hash as the browser shows it (with locale prefix). */
  publicHref(): string
  pushPublicHref(href: string): void
  replaceSearchWithout(param: string): void
}
