// The machines' I/O during a server render. A render only reads (the token it was given); every
// effect on the visitor's browser (cookies, history, scrolling, reloads, analytics) is the
// browser's to do after hydration, so here they do nothing. Calls that would change data never
// happen in a render: a machine that asks for one is a bug, and it says so.
import { provideStore } from './create-store-actors'
import type { StoreIo } from './store-io'

function notDuringRender(what: string): never {
  throw new Error(`${what} is not something a server render does`)
}

export function createServerIo({ token }: { token: string | null }): StoreIo {
  const nothing = () => {}
  return {
    exchangeToken: async () => notDuringRender('Exchanging a one-time token'),
    fetchAccount: async () => notDuringRender('Fetching the account from a machine'),
    revokeToken: async () => notDuringRender('Signing out'),
    setLike: async () => notDuringRender('Liking'),
    checkoutTemplate: async () => notDuringRender('Starting a purchase'),
    leavePage: () => notDuringRender('Leaving the page'),
    writeLike: nothing,
    refreshListsByLikes: nothing,
    refetchTemplatesInFlight: nothing,
    fetchLikeState: async () => notDuringRender('Applying a remembered like'),
    // The intent lives in the visitor's browser.
    readLikeIntent: () => null,
    writeLikeIntent: nothing,
    readCompareSet: () => [],
    writeCompareSet: nothing,
    // The visit's choices and history live in the visitor's browser.
    readPersonalChoices: () => undefined,
    writePersonalChoices: nothing,
    readRecentlyViewed: () => null,
    writeRecentlyViewed: nothing,
    watchRecentlyViewed: () => nothing,
    now: () => Date.now(),
    refreshTemplates: nothing,
    fetchLatestBuild: async () => notDuringRender('Polling for a new build'),
    fetchSuggestions: async () => notDuringRender('Suggesting as a visitor types'),
    readToken: () => token,
    // The server leaves a one-time token to the browser (it is spent once, by the browser).
    readOneTimeToken: () => null,
    storeToken: nothing,
    removeToken: nothing,
    removeOneTimeTokenFromUrl: nothing,
    persistLocale: nothing,
    redirectToLocale: nothing,
    navigate: nothing,
    openSearch: nothing,
    navigateSearch: nothing,
    scrollToTop: nothing,
    reload: nothing,
    reloadPage: async () => notDuringRender('Reloading a page that failed'),
    readLastReloadAt: () => null,
    setAnalyticsUserId: nothing,
    log: (error) => console.error('[render]', error),
  }
}

let sharedLogic: ReturnType<typeof provideStore> | undefined

/**
 * The store's machines with the render's effects, made once per process: providing ten machines
 * is a fifth of a cold page's setup, and none of these effects depends on the request. The
 * token is the request's: the session reads it through the runtime's own io (startSession),
 * never through a machine, and a machine that asks for it here fails loudly.
 */
export function serverStoreLogic(): ReturnType<typeof provideStore> {
  sharedLogic ??= provideStore({
    ...createServerIo({ token: null }),
    readToken: () => notDuringRender('Reading the token from a machine'),
  })
  return sharedLogic
}
