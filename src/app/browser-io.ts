// The browser's StoreIo: the API calls, cookies, storage and router the machines act through.
// Composed here, in the app, because it reaches into several features' API modules.
import type { QueryClient } from '@tanstack/react-query'
import { localizePath } from '#catalogue/locale-paths'
import type { BuildInfo } from '#machines/build'
import type { StoredLikeIntent } from '#machines/like-intent'
import { accountKeys, getAccount } from '../features/account/api/account'
import { exchangeOneTimeToken, revokeAccessToken } from '../features/auth/api/auth'
import {
  refetchTemplatesInFlight,
  refreshListsByLikes,
  writeLikeToCache,
} from '../features/likes/api/like-cache'
import { fetchSuggestions } from '../features/templates/api/suggestions'
import {
  checkoutTemplate,
  getTemplate,
  likeTemplate,
  templateKeys,
  unlikeTemplate,
} from '../features/shared/api/templates'
import { leavePage } from '../features/templates/lib/leave-page'
import { HYDRATED_ATTR, ONE_TIME_TOKEN_PARAM } from '#catalogue/app-start'
import { compareIdsOf } from '#catalogue/compare'
import type { RouterPort, StoreIo } from '../hooks/actors/store-io'
import { setAnalyticsUserId } from '../lib/analytics'
import { RECENTLY_VIEWED_KEY } from '../lib/recently-viewed'
import { LOCALE_COOKIE, TOKEN_COOKIE, readCookie, removeCookie, writeCookie } from '../lib/cookies'

const RELOAD_STORAGE_KEY = 'store:chunk-reload-at'
const LIKE_INTENT_KEY = 'store:like-intent'
const COMPARE_SET_KEY = 'store:compare'
/** Where a visit's "Try it as yours" choices wait for the next template page (this tab only). */
const PERSONAL_KEY = 'store.personalise'

function parseStoredLikeIntent(value: unknown): StoredLikeIntent | null {
  if (value === null || typeof value !== 'object') return null
  const { templateId, at } = value as Record<string, unknown>
  return typeof templateId === 'string' && typeof at === 'number' ? { templateId, at } : null
}

const session = () => sessionStorage
const local = () => localStorage

/**
 * The text stored under `key`; null when there is none or storage is refused (privacy settings,
 * a sandboxed frame) or absent (no window: its getter throws).
 */
function readStored(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key)
  } catch {
    return null
  }
}

/** Stores `value` under `key` (null removes it); storage refused or full keeps nothing. */
function writeStored(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key)
    else storage().setItem(key, value)
  } catch {
    // Nothing to do: each caller's data lives on elsewhere (the address, the page) or is lost.
  }
}

/**
 * Settles once the root has marked the page hydrated (src/routes/__root.tsx): by then its views
 * have put their served data in the query cache and given it to the like actors.
 */
function pageHydrated(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve()
  const root = document.documentElement
  if (root.hasAttribute(HYDRATED_ATTR)) return Promise.resolve()
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!root.hasAttribute(HYDRATED_ATTR)) return
      observer.disconnect()
      resolve()
    })
    observer.observe(root, { attributes: true, attributeFilter: [HYDRATED_ATTR] })
  })
}

function currentUrl(): URL | null {
  return typeof location === 'undefined' ? null : new URL(location.href)
}

export function createBrowserIo(options: {
  queryClient: QueryClient
  router: () => RouterPort | undefined
  latestBuildUrl?: string
}): StoreIo {
  const { queryClient, router } = options
  return {
    exchangeToken: (oneTimeToken) => exchangeOneTimeToken(oneTimeToken),
    async fetchAccount(token) {
      const account = await getAccount({ token })
      queryClient.setQueryData(accountKeys.detail(), account)
      return account
    },
    revokeToken: (token) => revokeAccessToken(token),
    setLike: ({ templateId, liked }) =>
      liked ? likeTemplate(templateId) : unlikeTemplate(templateId),
    // Without choices the body stays empty, as it always was.
    checkoutTemplate: (templateId, personalise) =>
      checkoutTemplate(templateId, Object.keys(personalise).length > 0 ? { personalise } : {}),
    leavePage: (url) => leavePage.assign(url),
    writeLike: (like) => writeLikeToCache(queryClient, like),
    refreshListsByLikes: () => refreshListsByLikes(queryClient),
    refetchTemplatesInFlight: () => refetchTemplatesInFlight(queryClient),
    async fetchLikeState(templateId) {
      // The page that came back from sign-in hydrates first: its views' served data (signed
      // out, from before the like) would otherwise reach the like actor after the like and show
      // it undone (it did, in one e2e run of three). Then the page's lists are fetched for the
      // account, for the same reason, and the account's own flag, fresh.
      await pageHydrated()
      await queryClient.refetchQueries({ queryKey: templateKeys.all, type: 'active' })
      const { liked, countLikes } = await getTemplate(templateId)
      return { liked, countLikes }
    },
    readLikeIntent() {
      try {
        const raw = readStored(session, LIKE_INTENT_KEY)
        return raw === null ? null : parseStoredLikeIntent(JSON.parse(raw))
      } catch {
        return null
      }
    },
    // Storage refused or full: the like is not remembered across the sign-in.
    writeLikeIntent: (intent) =>
      writeStored(session, LIKE_INTENT_KEY, intent ? JSON.stringify(intent) : null),
    readCompareSet: () => compareIdsOf(readStored(session, COMPARE_SET_KEY)),
    // Storage refused or full: the set lives on in the address and on this page.
    writeCompareSet: (ids) =>
      writeStored(session, COMPARE_SET_KEY, ids.length > 0 ? ids.join(',') : null),
    readPersonalChoices() {
      try {
        const saved = readStored(session, PERSONAL_KEY)
        return saved ? (JSON.parse(saved) as unknown) : undefined
      } catch {
        return undefined
      }
    },
    // Storage refused or full: the choices still live in the address.
    writePersonalChoices: (choices) =>
      writeStored(session, PERSONAL_KEY, choices ? JSON.stringify(choices) : null),
    // Storage refused (privacy settings, a sandboxed frame): no history.
    readRecentlyViewed: () => readStored(local, RECENTLY_VIEWED_KEY),
    writeRecentlyViewed: (ids) =>
      writeStored(local, RECENTLY_VIEWED_KEY, ids.length > 0 ? JSON.stringify(ids) : null),
    watchRecentlyViewed(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === RECENTLY_VIEWED_KEY || event.key === null) listener()
      }
      window.addEventListener('storage', onStorage)
      return () => window.removeEventListener('storage', onStorage)
    },
    now: () => Date.now(),
    refreshTemplates() {
      void queryClient.invalidateQueries({ queryKey: templateKeys.all })
    },
    async fetchLatestBuild() {
      // The timestamp query defeats every cache between us and the file (spec §7).
      const url = `${options.latestBuildUrl ?? '/builds/latest.json'}?t=${Date.now()}`
      const res = await fetch(url, { cache: 'no-store' })
      if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`)
      return (await res.json()) as BuildInfo
    },
    fetchSuggestions,
    readToken: () => readCookie(TOKEN_COOKIE) ?? null,
    readOneTimeToken: () => currentUrl()?.searchParams.get(ONE_TIME_TOKEN_PARAM) ?? null,
    storeToken: (token, days) => writeCookie(TOKEN_COOKIE, token, { days }),
    removeToken() {
      removeCookie(TOKEN_COOKIE)
      queryClient.removeQueries({ queryKey: accountKeys.all })
    },
    removeOneTimeTokenFromUrl() {
      const url = currentUrl()
      if (!url?.searchParams.has(ONE_TIME_TOKEN_PARAM)) return
      // Through the router when it is up, so its own location forgets the token too; replace,
      // not push, so Back never leads to a spent token.
      const port = router()
      if (port) return port.replaceSearchWithout(ONE_TIME_TOKEN_PARAM)
      url.searchParams.delete(ONE_TIME_TOKEN_PARAM)
      history.replaceState(history.state, '', url.pathname + url.search + url.hash)
    },
    persistLocale: (locale, days) => writeCookie(LOCALE_COOKIE, locale, { days }),
    redirectToLocale(locale) {
      const port = router()
      if (port) port.pushPublicHref(localizePath(port.publicHref(), locale))
    },
    navigate: (to) => router()?.navigate(to),
    openSearch: (query) => router()?.openSearch(query),
    navigateSearch: (search, navigateOptions) => router()?.navigateSearch(search, navigateOptions),
    scrollToTop() {
      if (typeof window !== 'undefined') window.scrollTo({ top: 0, behavior: 'smooth' })
    },
    reload(at) {
      try {
        // The next page's guard counts 10 s from the reload itself, which comes after the chunk
        // error (`at`) when latest.json answered slowly.
        sessionStorage.setItem(RELOAD_STORAGE_KEY, String(Math.max(at, Date.now())))
      } catch {
        // Storage can be full or blocked; the in-memory guard still holds for this page.
      }
      location.reload()
    },
    // Before the router is up no page has loaded, so none has failed to.
    reloadPage: async () => router()?.reloadPage(),
    readLastReloadAt() {
      try {
        const raw =
          typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(RELOAD_STORAGE_KEY)
        const at = raw === null ? NaN : Number(raw)
        return Number.isFinite(at) ? at : null
      } catch {
        return null
      }
    },
    setAnalyticsUserId: (userId) => setAnalyticsUserId(userId),
    log(error) {
      console.error(error)
    },
  }
}
