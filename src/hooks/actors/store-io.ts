// Everything the store's machines may do to the outside world, in one object. The browser's
// implementation is composed in src/app/browser-io.ts; tests hand the same shape with fakes.
import type { Account, Suggestion } from '#catalogue/api-contract'
import type { Language } from '#catalogue/enums'
import type { Locale } from '#catalogue/locale-paths'
import type { Personalisation } from '#catalogue/personalise'
import type { BuildInfo } from '#machines/build'
import type { LikeState, SetLikeInput } from '#machines/like'
import type { StoredLikeIntent } from '#machines/like-intent'
import type { ListingQuery } from '#machines/listing'

/** Page, sort and facet filters of a list page's URL. */
export type ListingSearch = ListingQuery

export type StoreIo = {
  exchangeToken(oneTimeToken: string): Promise<string>
  fetchAccount(token: string): Promise<Account>
  revokeToken(token: string): Promise<unknown>
  setLike(input: SetLikeInput): Promise<unknown>
  /**
   * Starts a purchase (spec §7 POST …/checkout) with the preview's choices (issue 31); answers
   * with the payment page's URL, which carries them on.
   */
  checkoutTemplate(templateId: string, personalise: Personalisation): Promise<unknown>
  /** A full-page navigation out of the app: checkout, sign-in, the editor. */
  leavePage(url: string): void
  /** Every cached list and detail that holds the template gets this flag and count. */
  writeLike(like: LikeState & { templateId: string }): void
  /** Refetch the lists a like reorders (likes_count) and mark the liked lists stale. */
  refreshListsByLikes(): void
  /** Fetch again every template answer still on its way (it may predate a like just saved). */
  refetchTemplatesInFlight(): void
  /** The signed-in account's own flag and count, fresh from the server. */
  fetchLikeState(templateId: string): Promise<LikeState>
  /** The like asked for before the sign-in round trip (session storage). */
  readLikeIntent(): StoredLikeIntent | null
  writeLikeIntent(intent: StoredLikeIntent | null): void
  /** The visit's comparison set (session storage; issue 31). */
  readCompareSet(): readonly string[]
  writeCompareSet(ids: readonly string[]): void
  /**
   * The visit's "Try it as yours" choices as stored (session storage; issue 31), for their reader
   * to validate (catalogue/personalise.ts); undefined when none are kept or they do not parse.
   */
  readPersonalChoices(): unknown
  /** Keeps the choices for the visit; undefined forgets them. */
  writePersonalChoices(choices: Personalisation | undefined): void
  /** The recently viewed list as stored (local storage; issue 31), parsed by its reader. */
  readRecentlyViewed(): string | null
  writeRecentlyViewed(ids: readonly string[]): void
  /** Calls `listener` when another tab changes the recently viewed list; answers the unsubscribe. */
  watchRecentlyViewed(listener: () => void): () => void
  now(): number
  /** Refetch every template list and detail: their liked flags belong to who is signed in. */
  refreshTemplates(): void
  fetchLatestBuild(): Promise<BuildInfo>
  /** Suggestions for what is typed in the search field; `signal` aborts a stale call. */
  fetchSuggestions(query: string, language: Language, signal: AbortSignal): Promise<Suggestion[]>
  readToken(): string | null
  readOneTimeToken(): string | null
  storeToken(token: string, days: number): void
  removeToken(): void
  removeOneTimeTokenFromUrl(): void
  persistLocale(locale: Locale, days: number): void
  redirectToLocale(locale: Locale): void
  /** A path without locale prefix; the router adds the current one. */
  navigate(to: string): void
  /** The search page for `query`, from its first page in its default order. */
  openSearch(query: string): void
  /** `replace` for a correction of the URL (a clamped page), which Back should skip. */
  navigateSearch(search: ListingSearch, options?: { replace?: boolean }): void
  scrollToTop(): void
  reload(at: number): void
  /** Runs the current page's loaders again; rejects with `{ status }` when it still fails. */
  reloadPage(): Promise<void>
  readLastReloadAt(): number | null
  setAnalyticsUserId(userId: string | null): void
  log(error: unknown): void
}

/** The router is created after the actors (its rewrite reads the locale actor). */
export type RouterPort = {
  navigate(to: string): void
  openSearch(query: string): void
  navigateSearch(search: ListingSearch, options?: { replace?: boolean }): void
  /** Path + search + hash as the browser shows it (with locale prefix). */
  publicHref(): string
  pushPublicHref(href: string): void
  replaceSearchWithout(param: string): void
  /** Runs the current page's loaders again; rejects with `{ status }` when it still fails. */
  reloadPage(): Promise<void>
}
