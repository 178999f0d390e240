// Renders a store component the way the app does (router for links, React Query, i18n, store
// actors) but with a memory history and fake machine I/O, so a test sees real markup offline.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router'
import { act, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { Locale } from '#catalogue/locale-paths'
import { I18nProvider } from '#i18n/react'
import type { InspectFn } from '#src/hooks/actors/create-store-actors'
import { StoreActorsProvider } from '#src/hooks/actors/store-actors-provider'
import { createFakeIo, type FakeIo } from '../model/fake-io'
import { createTestRuntime, type TestRuntimeOptions } from '../model/test-runtime'

export type RenderOptions = {
  locale?: Locale
  queryClient?: QueryClient
  /** The store system's start: the session as the UI finds it (signed in unless said), … */
  store?: TestRuntimeOptions
  /** The machines' I/O, when the test gives some of it behaviour. */
  fake?: FakeIo
  /** Paths the router knows besides `/` (each renders `ui` too), so links can navigate. */
  paths?: readonly string[]
  initialPath?: string
  /** Sees every actor the UI starts (model tests find theirs with it). */
  inspect?: InspectFn
}

export function testQueryClient(): QueryClient {
  // No retries and no background refetches: a test sees exactly the data it seeded.
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchOnMount: false } },
  })
}

export async function renderStoreUi(ui: ReactNode, options: RenderOptions = {}) {
  const queryClient = options.queryClient ?? testQueryClient()
  const fake = options.fake ?? createFakeIo()
  const runtime = createTestRuntime(fake.io, options.inspect, options.store)
  const rootRoute = createRootRoute({ component: () => <>{ui}</> })
  const children = (options.paths ?? []).map((path) =>
    createRoute({ getParentRoute: () => rootRoute, path, component: () => null }),
  )
  const router = createRouter({
    routeTree: children.length ? rootRoute.addChildren(children) : rootRoute,
    history: createMemoryHistory({ initialEntries: [options.initialPath ?? '/'] }),
  })
  await act(() => router.load())
  const result = render(
    <StoreActorsProvider runtime={runtime}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider locale={options.locale ?? 'en'}>
          <RouterProvider router={router as never} />
        </I18nProvider>
      </QueryClientProvider>
    </StoreActorsProvider>,
  )
  return { ...result, queryClient, io: fake.io, fake, router, runtime }
}

/** Sets the window width the viewport hook reads (jsdom does not lay out). */
export function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width })
  window.dispatchEvent(new Event('resize'))
}
