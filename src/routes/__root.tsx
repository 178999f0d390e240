import type { QueryClient } from '@tanstack/react-query'
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { DefaultLayout } from '../features/layout/components/default-layout'
import { pricesQueryOptions } from '../features/prices/api/prices'
import '../styles/global.scss'
import { RouteError, RouteNotFound } from './-shared/route-errors'

export type RouterContext = { queryClient: QueryClient }

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every list shows prices; a failed price fetch shows fallbacks rather than an error page.
  loader: ({ context }) => context.queryClient.prefetchQuery(pricesQueryOptions()),
  component: RootLayout,
  notFoundComponent: RouteNotFound,
  errorComponent: RouteError,
})

function RootLayout() {
  return (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  )
}
