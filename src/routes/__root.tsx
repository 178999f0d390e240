import type { QueryClient } from '@tanstack/react-query'
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { useEffect } from 'react'
import { DefaultLayout } from '../features/layout/components/default-layout'
import { useDefaultDescription } from '../features/layout/hooks/use-page-title'
import { storeConfig } from '../features/layout/lib/store-config'
import { pricesQueryOptions } from '../features/prices/api/prices'
import { rootHead } from '../features/seo/route-head'
import { loadAnalytics } from '../lib/analytics'
import { recordLandingCampaign } from '../lib/campaign'
import '../styles/global.scss'
import { RouteError, RouteNotFound } from './-shared/route-errors'

export type RouterContext = {
  queryClient: QueryClient
  /** Scheme + host visitors use, without a trailing slash: canonical and Open Graph URLs. */
  siteOrigin: string
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: () => recordLandingCampaign(),
  // Every list shows prices; a failed price fetch shows fallbacks rather than an error page.
  loader: ({ context }) => context.queryClient.prefetchQuery(pricesQueryOptions()),
  head: rootHead,
  component: RootLayout,
  notFoundComponent: RouteNotFound,
  errorComponent: RouteError,
})

function RootLayout() {
  useDefaultDescription()
  // The tag only for a valid container id (spec §5); the server's CSP allows its host then.
  useEffect(() => {
    loadAnalytics(storeConfig().analyticsContainerId)
  }, [])
  return (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  )
}
