// The browser entry: the page arrived server-rendered; this builds the same app over it,
// hydrates the document and starts what only a browser does (build polling, outage recovery,
// chunk-error and session watchers, the dev inspector).
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { splitLocale } from '#catalogue/locale-paths'
import { messageGroupsOfRoutes } from '#i18n/message-groups'
import { loadLocaleMessages, loadMessageGroups } from '#i18n/messages'
import { createDevInspector } from './hooks/actors/inspector'
import { createBrowserIo } from './app/browser-io'
import type { RouterPort } from './hooks/actors/store-io'
import { CURRENT_BUILD } from './app/current-build'
import { QUERY_STALE_TIME, createStoreApp, createStoreQueryClient } from './app/store-app'
import { storeConfig } from './lib/store-config'
import { createPayloadLoader } from './lib/page-payload'
import { routerPort } from './app/router'
import { watchPreloadErrors } from './lib/chunk-errors'
import { watchPageLoads } from './app/router-recovery'

// Spelled out in full for Vite's static replacement; plain Node (the import test) has no env.
const isDev = import.meta.env ? import.meta.env.DEV : false
const pageLocale = splitLocale(window.location.pathname).locale

/** Builds the app over the server's page and hydrates it, once the page's messages are here. */
async function start(): Promise<void> {
  // The browser bundle carries no dictionary: the page's own locale's chunk comes first.
  await loadLocaleMessages(pageLocale)
  const queryClient = createStoreQueryClient()
  const routerRef: { current?: RouterPort } = {}
  const browserIo = createBrowserIo({ queryClient, router: () => routerRef.current })
  const io = isDev
    ? // No build to compare with under the dev server; the poll always answers "this one".
      { ...browserIo, fetchLatestBuild: async () => CURRENT_BUILD }
    : browserIo

  const { runtime, router } = createStoreApp({
    queryClient,
    io,
    locale: pageLocale,
    build: CURRENT_BUILD,
    // The address the server used for canonical URLs, so head tags hydrate unchanged.
    siteOrigin: storeConfig().siteOrigin || window.location.origin,
    inspect: createDevInspector(),
    // The dev server has no payload route: its loaders fetch from the API as usual.
    ...(isDev
      ? {}
      : {
          loadPayload: createPayloadLoader({
            queryClient,
            buildId: CURRENT_BUILD.id,
            freshForMs: QUERY_STALE_TIME,
          }),
        }),
  })
  routerRef.current = routerPort(router)
  // The message groups the page's routes show (the server listed their chunks with the page's).
  const pageRoutes = router.matchRoutes(router.latestLocation).map((match) => match.routeId)
  await loadMessageGroups(pageLocale, messageGroupsOfRoutes(pageRoutes))
  watchPreloadErrors(runtime.actors)

  // A page that failed because the API was away loads itself again once the API is back: the
  // router tells the system's recovery actor how each page load ended.
  watchPageLoads(router, (event) => runtime.actors.recovery.send(event))

  // A new page starts with the drawer, search and modal closed.
  router.subscribe('onResolved', ({ pathChanged }) => {
    if (pathChanged) runtime.actors.layout.send({ type: 'navigation.done' })
  })

  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (one long task on a slow phone); a tap during it still
  // hydrates the part it lands on first.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
    )
  })
}

void start()
