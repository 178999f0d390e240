import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { createActor } from 'xstate'
import { splitLocale } from '../catalogue/locale-paths'
import { I18nProvider } from '../i18n/react'
import {
  createStoreRuntime,
  provideRecoveryMachine,
  type StoreRuntime,
} from './app/actors/create-store-actors'
import { createDevInspector } from './app/actors/inspector'
import { StoreActorsProvider } from './app/actors/store-actors-provider'
import { createBrowserIo, type RouterPort } from './app/actors/store-io'
import { templateKeys } from './features/templates/api/templates'
import { createAppRouter, routerPort, type AppRouter } from './router'
import { watchPreloadErrors } from './router-chunk-errors'
import { reloadRouterPage, watchPageLoads } from './router-recovery'

/**
 * Written by scripts/vite-plugin-build-meta.ts at build time; 'dev' under the dev server and in
 * plain Node, where `import.meta.env` is undefined. The members stay spelled out in full because
 * the plugin's `define` replaces exactly that text.
 */
export const CURRENT_BUILD = {
  id: String((import.meta.env ? import.meta.env.VITE_BUILD_ID : undefined) ?? 'dev'),
  timestamp: Number((import.meta.env ? import.meta.env.VITE_BUILD_TIMESTAMP : undefined) ?? 0),
}

type AppEnvironment = { queryClient: QueryClient; runtime: StoreRuntime; router: AppRouter }

let environment: AppEnvironment | undefined

/** One environment per page: StrictMode's double render must not start a second set of actors. */
function getAppEnvironment(): AppEnvironment {
  if (environment) return environment
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } },
  })
  const routerRef: { current?: RouterPort } = {}
  const browserIo = createBrowserIo({ queryClient, router: () => routerRef.current })
  const io = import.meta.env.DEV
    ? // No build to compare with under the dev server; the poll always answers "this one".
      { ...browserIo, fetchLatestBuild: async () => CURRENT_BUILD }
    : browserIo
  const runtime = createStoreRuntime({
    io,
    locale: splitLocale(window.location.pathname).locale,
    build: CURRENT_BUILD,
    inspect: createDevInspector(),
  })
  const router = createAppRouter({
    queryClient,
    actors: runtime.actors,
    siteOrigin: window.location.origin,
  })
  routerRef.current = routerPort(router)
  watchPreloadErrors(runtime.actors)
  // A page that failed because the API was away loads itself again once the API is back.
  const recovery = createActor(
    provideRecoveryMachine({ reloadPage: () => reloadRouterPage(router) }),
    runtime.inspect ? { inspect: runtime.inspect } : {},
  ).start()
  watchPageLoads(router, (event) => recovery.send(event))
  // A new page starts with the drawer, search and modal closed.
  router.subscribe('onResolved', ({ pathChanged }) => {
    if (pathChanged) runtime.actors.layout.send({ type: 'navigation.done' })
  })

  // Liked flags belong to whoever is signed in: refetch lists when that changes.
  let wasSignedIn = false
  runtime.actors.session.subscribe((snapshot) => {
    const signedIn = snapshot.matches('signedIn')
    const settled = signedIn || snapshot.matches('signedOut')
    if (settled && signedIn !== wasSignedIn) {
      wasSignedIn = signedIn
      void queryClient.invalidateQueries({ queryKey: templateKeys.all })
    }
  })

  environment = { queryClient, runtime, router }
  return environment
}

export function App() {
  const [{ queryClient, runtime, router }] = useState(getAppEnvironment)
  const locale = useSelector(runtime.actors.locale, (s) => (s.matches('ja') ? 'ja' : 'en'))
  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])
  return (
    <StoreActorsProvider runtime={runtime}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider locale={locale}>
          <RouterProvider router={router} />
        </I18nProvider>
      </QueryClientProvider>
    </StoreActorsProvider>
  )
}
