import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { FACET_SEARCH_KEYS } from '#catalogue/facets'
import { localizePath, splitLocale, type Locale } from '#catalogue/locale-paths'
import type { StoreActors } from '../hooks/actors/create-store-actors'
import type { ListingSearch, RouterPort } from '../hooks/actors/store-io'
import { syncLocaleFromHref } from '../hooks/actors/locale-sync'
import { claimChunkReload, isChunkLoadError } from '../lib/chunk-errors'
import { createPreloadGate } from '../lib/preload-gate'
import { reloadRouterPage } from './router-recovery'
import { PageSkeleton } from '../features/templates/components/page-skeleton'
import { routeTree } from '../routeTree.gen'

/** How long a client navigation waits for a page's data before showing its skeleton. */
export const ROUTE_PENDING_MS = 400

/** Spec §9: at most 4 route preloads at once. */
export const MAX_CONCURRENT_PRELOADS = 4

export type CreateAppRouterOptions = {
  queryClient: QueryClient
  actors: Pick<StoreActors, 'locale' | 'build'>
  /** Scheme + host visitors use ('https://store.example'): canonical and Open Graph URLs. */
  siteOrigin: string
  now?: () => number
  /** Memory history in tests; the browser's by default. */
  history?: RouterHistory
  /** Preloads fetch `{page}/_payload.json` first (production builds with server rendering). */
  loadPayload?: (publicHref: string) => Promise<unknown>
  /** Providers around everything the router renders, the document shell included. */
  Wrap?: (props: { children: ReactNode }) => React.JSX.Element
}

function currentLocale(actors: CreateAppRouterOptions['actors']): Locale {
  return actors.locale.getSnapshot().matches('ja') ? 'ja' : 'en'
}

/**
 * The app router. Routes are declared once, without locale; `rewrite` maps the browser URL to
 * them (input drops one leading /ja) and back (output adds /ja while the locale actor says ja).
 */
export function createAppRouter({
  queryClient,
  actors,
  siteOrigin,
  now = Date.now,
  history,
  Wrap,
  loadPayload,
}: CreateAppRouterOptions) {
  let hydrating = typeof document !== 'undefined'
  const router = createRouter({
    routeTree,
    context: {
      queryClient,
      siteOrigin,
      preloadGate: createPreloadGate({ limit: MAX_CONCURRENT_PRELOADS, loadPayload }),
    },
    ...(history ? { history } : {}),
    ...(Wrap ? { Wrap } : {}),
    defaultPreload: 'intent',
    // A page whose data takes longer than this after a client navigation shows its skeleton
    // (list routes keep their own placeholder: LISTING_PENDING_MS); once shown, it stays long
    // enough not to flash.
    defaultPendingComponent: PageSkeleton,
    defaultPendingMs: ROUTE_PENDING_MS,
    defaultPendingMinMs: 300,
    // A path no route matches fully (a listing URL with an extra segment) is the root's "not
    // found" page, not the deepest partial match's component.
    notFoundMode: 'root',
    // React Query owns freshness; the router always asks it (it answers from cache when fresh).
    defaultPreloadStaleTime: 0,
    // In the browser the first render is the hydration of the page the server sent, which is
    // where its reader has it (scrolled before the app started, or put back by the browser): it
    // restores nothing and scrolls nowhere; every navigation after it does.
    scrollRestoration: () => !hydrating || (hydrating = false),
    rewrite: {
      input: ({ url }) => {
        url.pathname = splitLocale(url.pathname).path
        return url
      },
      output: ({ url }) => {
        url.pathname = localizePath(url.pathname, currentLocale(actors))
        return url
      },
    },
  })

  router.subscribe('onBeforeNavigate', ({ toLocation }) =>
    syncLocaleFromHref(actors, toLocation.publicHref),
  )

  // A navigation whose route chunk failed to load tells the build actor (spec §4, §8).
  router.subscribe('onResolved', () => {
    const failed = router.state.matches.filter(
      (m) => m.status === 'error' && isChunkLoadError(m.error),
    )
    if (!failed.length) return
    for (const match of failed) claimChunkReload(match.error)
    actors.build.send({ type: 'navigation.chunkError', at: now() })
  })

  return router
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}

/** The router operations the store's I/O needs; a listing search is one every list accepts. */
/** The search without its facet filters: the listing machine's filters replace them whole. */
function withoutFacets(search: Record<string, unknown>): Record<string, unknown> {
  const facetKeys: readonly string[] = FACET_SEARCH_KEYS
  return Object.fromEntries(Object.entries(search).filter(([key]) => !facetKeys.includes(key)))
}

export function routerPort(router: AppRouter): RouterPort {
  const navigate = router.navigate
  return {
    navigate: (to) => void navigate({ to }),
    openSearch: (q) =>
      void navigate({ to: '/store/search', search: { q, page: 1, sort: 'ranking' } }),
    navigateSearch: (search: ListingSearch, options?: { replace?: boolean }) =>
      void navigate({
        to: '.',
        search: (prev) => ({
          ...withoutFacets(prev),
          ...search.filters,
          page: search.page,
          sort: search.sort,
        }),
        // The listing scrolls to the top itself, 300 ms after the change (spec §2).
        resetScroll: false,
        replace: options?.replace ?? false,
      }),
    publicHref: () => {
      const { pathname, search, hash } = router.history.location
      return pathname + search + hash
    },
    pushPublicHref: (href) => router.history.push(href),
    reloadPage: () => reloadRouterPage(router),
    replaceSearchWithout: (param) =>
      void navigate({
        to: '.',
        search: (prev) => Object.fromEntries(Object.entries(prev).filter(([key]) => key !== param)),
        replace: true,
        resetScroll: false,
      }),
  }
}
