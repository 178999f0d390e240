// One store app: actors, query client and router wired together, the same on the server (one per
// request, never shared) and in the browser (one per page). The entries add what only their side
// does: the server renders and streams, the browser hydrates and starts the watchers.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { RouterHistory } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import type { Account } from '#catalogue/api-contract'
import type { Locale } from '#catalogue/locale-paths'
import type { BuildInfo } from '#machines/build'
import { I18nProvider } from '#i18n/react'
import { LayoutGuessProvider } from '../hooks/use-viewport'
import type { LayoutGuess } from '#catalogue/layout-guess'
import { createAppRouter, type AppRouter } from './router'
import {
  createStoreRuntime,
  startSession,
  type CreateStoreRuntimeOptions,
  type InspectFn,
  type StoreRuntime,
} from '../hooks/actors/create-store-actors'
import { StoreActorsProvider } from '../hooks/actors/store-actors-provider'
import type { StoreIo } from '../hooks/actors/store-io'

/** Spec §9 freshness: lists and details are fresh for 30 s. */
export const QUERY_STALE_TIME = 30_000

export function createStoreQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: QUERY_STALE_TIME, refetchOnWindowFocus: false } },
  })
}

/** What the server hands the browser beside the query cache. */
type StoreDehydrated = { account: Account | null; layout: LayoutGuess }

export type CreateStoreAppOptions = {
  queryClient: QueryClient
  io: StoreIo
  /** The machines with their effects, when made once for many apps (server renders). */
  logic?: CreateStoreRuntimeOptions['logic']
  locale: Locale
  build: BuildInfo
  siteOrigin: string
  inspect?: InspectFn | undefined
  history?: RouterHistory
  /** Preloads fetch the page's `_payload.json` first (see src/lib/page-payload.ts). */
  loadPayload?: (publicHref: string) => Promise<unknown>
  /**
   * Server only: the account its render fetched with the token cookie, and whether the session
   * can start at all. With a one-time token in the URL, or a token the API did not accept, the
   * server leaves the session loading: the browser exchanges or checks it, and its first render
   * shows the same loading header the server sent. Browser: undefined, the account comes with
   * the server's dehydrated state before the first render.
   */
  server?: { account: Account | null; startSession: boolean; layout: LayoutGuess }
}

export type StoreApp = { queryClient: QueryClient; runtime: StoreRuntime; router: AppRouter }

export function createStoreApp(options: CreateStoreAppOptions): StoreApp {
  const { queryClient } = options
  const runtime = createStoreRuntime({
    io: options.io,
    locale: options.locale,
    build: options.build,
    inspect: options.inspect,
    deferSessionStart: true,
    ...(options.logic ? { logic: options.logic } : {}),
  })

  // The layout the server drew the page for; the browser learns it from the dehydrated state
  // before hydration renders (router.options.hydrate below).
  let layoutGuess: LayoutGuess = options.server?.layout ?? 'desktop'

  function StoreProviders({ children }: { children: ReactNode }) {
    const locale = useSelector(runtime.actors.locale, (s) => (s.matches('ja') ? 'ja' : 'en'))
    return (
      <StoreActorsProvider runtime={runtime}>
        <QueryClientProvider client={queryClient}>
          <LayoutGuessProvider value={layoutGuess}>
            <I18nProvider locale={locale}>{children}</I18nProvider>
          </LayoutGuessProvider>
        </QueryClientProvider>
      </StoreActorsProvider>
    )
  }

  const router = createAppRouter({
    queryClient,
    actors: runtime.actors,
    siteOrigin: options.siteOrigin,
    Wrap: StoreProviders,
    ...(options.history ? { history: options.history } : {}),
    ...(options.loadPayload ? { loadPayload: options.loadPayload } : {}),
  })

  const { server } = options
  if (server) {
    if (server.startSession) startSession(runtime, server.account)
    router.options.dehydrate = (): StoreDehydrated => ({
      account: server.account,
      layout: server.layout,
    })
  } else {
    // Browser: the session starts with the server's account, before hydration renders.
    router.options.hydrate = (dehydrated: unknown) => {
      const state = dehydrated as Partial<StoreDehydrated> | undefined
      if (state?.layout === 'mobile') layoutGuess = 'mobile'
      startSession(runtime, state?.account ?? null)
    }
  }
  setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false })
  return { queryClient, runtime, router }
}
