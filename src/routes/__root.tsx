import type { QueryClient } from '@tanstack/react-query'
import {
  HeadContent,
  Outlet,
  Scripts,
  createRootRouteWithContext,
  lazyRouteComponent,
} from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { HYDRATED_ATTR, HYDRATED_IDLE_TIMEOUT_MS } from '#catalogue/app-start'
import { loadLocaleMessages } from '#i18n/messages'
import { useI18n } from '#i18n/react'
import { RouterDevtools } from '../components/devtools/router-devtools'
import { DefaultLayout, MAIN_CONTENT_ID } from '../features/layout/components/default-layout'
import type { PreloadGate } from '../lib/preload-gate'
import { STORE_CONFIG_ELEMENT_ID, serializeStoreConfig, storeConfig } from '../lib/store-config'
import { pricesQueryOptions } from '../features/shared/api/prices'
import { rootHead } from '../features/seo/route-head'
import '../styles/global.scss'
import { localeOfLocation } from './-shared/route-locale'

export type RouterContext = {
  queryClient: QueryClient
  /** Scheme + host visitors use, without a trailing slash: canonical and Open Graph URLs. */
  siteOrigin: string
  /** In the browser: what a link's preload waits for (its turn, the page's payload). */
  preloadGate?: PreloadGate
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ location, preload, context, abortController }) => {
    if (preload) await context.preloadGate?.enter(location.publicHref, abortController.signal)
    // The page's language for every head, the unmatched and failed pages' included; its messages
    // are loaded before any head or component of the page asks for them (the browser loads a
    // locale's messages when first needed).
    const locale = localeOfLocation(location)
    await loadLocaleMessages(locale)
    return { locale }
  },
  // Every list shows prices; a failed price fetch shows fallbacks rather than an error page.
  loader: ({ context }) => context.queryClient.prefetchQuery(pricesQueryOptions()),
  head: rootHead,
  shellComponent: RootDocument,
  component: RootLayout,
  // Loaded only for a page that shows one (the router loads it before rendering, and before
  // hydrating a server-rendered error page): a store page's first load carries no error page.
  notFoundComponent: lazyRouteComponent(() => import('./-shared/route-errors'), 'RouteNotFound'),
  errorComponent: lazyRouteComponent(() => import('./-shared/route-errors'), 'RouteError'),
})

/** The whole document, rendered on the server and hydrated in the browser. */
function RootDocument({ children }: { children: ReactNode }) {
  const { locale } = useI18n()
  return (
    <html lang={locale}>
      <head>
        {/* No frame before the header has been parsed whole: a slow or loaded parse otherwise
            paints half of it (the menu as a bare "Details" by the logo) and then moves it. A
            page without the element paints when it has been parsed. */}
        <link rel="expect" href={`#${MAIN_CONTENT_ID}`} blocking="render" />
        <HeadContent />
        <script
          type="application/json"
          id={STORE_CONFIG_ELEMENT_ID}
          dangerouslySetInnerHTML={{ __html: serializeStoreConfig(storeConfig()) }}
        />
      </head>
      <body>
        <div id="root">{children}</div>
        <Scripts />
      </body>
    </html>
  )
}

function RootLayout() {
  // Hydrated: from here on a press reaches the machines (the starter replays a held one and sets
  // the controls a person changed again). This shell commits first; the router's matches hydrate
  // after it in their own Suspense boundaries and the router hands the served page over: the page
  // counts as hydrated once the browser is idle after that (a change replayed before then was
  // lost: decision 032). No cleanup: marking twice (StrictMode) is marking once.
  useEffect(() => {
    const mark = () => document.documentElement.setAttribute(HYDRATED_ATTR, '')
    // At most HYDRATED_IDLE_TIMEOUT_MS: a browser that is never idle (an endless animation;
    // headless Chromium after a screenshot schedules no idle period at all) is settled enough.
    if (window.requestIdleCallback)
      window.requestIdleCallback(mark, { timeout: HYDRATED_IDLE_TIMEOUT_MS })
    else setTimeout(mark)
  }, [])
  return (
    <>
      <DefaultLayout>
        <Outlet />
      </DefaultLayout>
      <RouterDevtools />
    </>
  )
}
