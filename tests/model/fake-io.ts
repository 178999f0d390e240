// StoreIo with every effect recorded and every async call left pending until the test settles it.
import { vi, type Mock } from 'vitest'
import type { Account, Suggestion } from '#catalogue/api-contract'
import type { Language } from '#catalogue/enums'
import type { Locale } from '#catalogue/locale-paths'
import type { BuildInfo } from '#machines/build'
import type { LikeState } from '#machines/like'
import type { StoredLikeIntent } from '#machines/like-intent'
import type { ListingSearch, StoreIo } from '#src/hooks/actors/store-io'
import type { Personalisation } from '#catalogue/personalise'
import { checkoutTemplate } from '#src/features/shared/api/templates'
import { leavePage } from '#src/features/templates/lib/leave-page'
import { deferred, type Deferred } from './model-kit'

type FakeIoFunctions = { [K in keyof StoreIo]: Mock<StoreIo[K]> }

type AsyncName =
  | 'setLike'
  | 'fetchLikeState'
  | 'exchangeToken'
  | 'fetchAccount'
  | 'revokeToken'
  | 'fetchLatestBuild'
  | 'fetchSuggestions'
  | 'reloadPage'
  | 'checkoutTemplate'

/** The fake clock's time: the moment a remembered like is stamped with. */
export const FAKE_NOW = 1_800_000_000_000

export function createFakeIo(overrides: Partial<FakeIoFunctions> = {}) {
  const pending = new Map<AsyncName, Array<Deferred<unknown>>>()
  function later<T>(name: AsyncName): Promise<T> {
    const d = deferred<unknown>()
    pending.set(name, [...(pending.get(name) ?? []), d])
    return d.promise as Promise<T>
  }
  const base = {
    exchangeToken: vi.fn((_oneTimeToken: string) => later<string>('exchangeToken')),
    fetchAccount: vi.fn((_token: string) => later<Account>('fetchAccount')),
    revokeToken: vi.fn((_token: string) => later<unknown>('revokeToken')),
    setLike: vi.fn((_input: { templateId: string; liked: boolean }) => later<unknown>('setLike')),
    checkoutTemplate: vi.fn((_templateId: string, _personalise: Personalisation) =>
      later<unknown>('checkoutTemplate'),
    ),
    leavePage: vi.fn((_url: string) => {}),
    writeLike: vi.fn((_like: { templateId: string; liked: boolean; countLikes: number }) => {}),
    refreshListsByLikes: vi.fn(() => {}),
    refetchTemplatesInFlight: vi.fn(() => {}),
    fetchLikeState: vi.fn((_templateId: string) => later<LikeState>('fetchLikeState')),
    readLikeIntent: vi.fn((): StoredLikeIntent | null => null),
    writeLikeIntent: vi.fn((_intent: StoredLikeIntent | null) => {}),
    readCompareSet: vi.fn((): readonly string[] => []),
    writeCompareSet: vi.fn((_ids: readonly string[]) => {}),
    readPersonalChoices: vi.fn((): unknown => undefined),
    writePersonalChoices: vi.fn((_choices: Personalisation | undefined) => {}),
    readRecentlyViewed: vi.fn((): string | null => null),
    writeRecentlyViewed: vi.fn((_ids: readonly string[]) => {}),
    watchRecentlyViewed: vi.fn((_listener: () => void) => () => {}),
    now: vi.fn(() => FAKE_NOW),
    refreshTemplates: vi.fn(() => {}),
    fetchLatestBuild: vi.fn(() => later<BuildInfo>('fetchLatestBuild')),
    fetchSuggestions: vi.fn((_query: string, _language: Language, _signal: AbortSignal) =>
      later<Suggestion[]>('fetchSuggestions'),
    ),
    readToken: vi.fn((): string | null => null),
    readOneTimeToken: vi.fn((): string | null => null),
    storeToken: vi.fn((_token: string, _days: number) => {}),
    removeToken: vi.fn(() => {}),
    removeOneTimeTokenFromUrl: vi.fn(() => {}),
    persistLocale: vi.fn((_locale: Locale, _days: number) => {}),
    redirectToLocale: vi.fn((_locale: Locale) => {}),
    navigate: vi.fn((_to: string) => {}),
    openSearch: vi.fn((_query: string) => {}),
    navigateSearch: vi.fn((_search: ListingSearch, _options?: { replace?: boolean }) => {}),
    scrollToTop: vi.fn(() => {}),
    reload: vi.fn((_at: number) => {}),
    reloadPage: vi.fn(() => later<void>('reloadPage')),
    readLastReloadAt: vi.fn((): number | null => null),
    setAnalyticsUserId: vi.fn((_userId: string | null) => {}),
    log: vi.fn((_error: unknown) => {}),
  } satisfies StoreIo
  const io: typeof base = { ...base, ...overrides }
  return {
    io,
    /** Settles the oldest pending call of `name`, as the server (or file) would. */
    settle(name: AsyncName, outcome: { output: unknown } | { error: unknown }) {
      const queue = pending.get(name) ?? []
      const next = queue.shift()
      if (!next) throw new Error(`No ${name} call is pending`)
      if ('output' in outcome) next.resolve(outcome.output)
      else next.reject(outcome.error)
      return next.promise.catch(() => undefined)
    },
    pendingCount: (name: AsyncName) => pending.get(name)?.length ?? 0,
  }
}

export type FakeIo = ReturnType<typeof createFakeIo>

/**
 * The fake with the browser's own checkout call, page exit and log, for tests that watch what the
 * page sends (fetch), where it goes (leavePage) and what it reports (console).
 */
export function createFakeIoWithBrowserCheckout() {
  const fake = createFakeIo()
  fake.io.checkoutTemplate.mockImplementation((templateId, personalise) =>
    checkoutTemplate(templateId, Object.keys(personalise).length > 0 ? { personalise } : {}),
  )
  fake.io.leavePage.mockImplementation((url) => leavePage.assign(url))
  fake.io.log.mockImplementation((error) => console.error(error))
  return fake
}
