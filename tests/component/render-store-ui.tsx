// Renders a store component the way the app does (the app's router, React Query, i18n, store
// actors) but with a memory history and fake machine I/O, so a test sees real markup offline.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterContextProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { Locale } from '#catalogue/locale-paths'
import { I18nProvider } from '#i18n/react'
import type { InspectFn } from '#src/hooks/actors/create-store-actors'
import { StoreActorsProvider } from '#src/hooks/actors/store-actors-provider'
import { createFakeIo, type FakeIo } from '../model/fake-io'
import { createTestRuntime, type TestRuntimeOptions } from '../model/test-runtime'
import { PAGE_WITHOUT_DATA, loadTestRouter, testQueryClient } from './test-router'

export { testQueryClient }

export type RenderOptions = {
  locale?: Locale
  queryClient?: QueryClient
  /** The store system's start: the session as the UI finds it (signed in unless said), … */
  store?: TestRuntimeOptions
  /** The machines' I/O, when the test gives some of it behaviour. */
  fake?: FakeIo
  /**
   * The page the view is on, a real URL of the app ('/store/templates/t-1', '/store/all?page=2'):
   * the view reads that route's params and search. Seed what its loader asks for.
   */
  url?: string
  /** Sees every actor the UI starts (model tests find theirs with it). */
  inspect?: InspectFn
}

export async function renderStoreUi(ui: ReactNode, options: RenderOptions = {}) {
  const queryClient = options.queryClient ?? testQueryClient()
  const fake = options.fake ?? createFakeIo()
  const runtime = createTestRuntime(fake.io, options.inspect, options.store)
  // The view stands in for the page's own component: it renders inside the loaded router, so a
  // link or a navigation runs the real routes (their loaders answer from seeded data only).
  const router = await loadTestRouter(options.url ?? PAGE_WITHOUT_DATA, {
    queryClient,
    actors: runtime.actors,
  })
  const result = render(
    <StoreActorsProvider runtime={runtime}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider locale={options.locale ?? 'en'}>
          <RouterContextProvider router={router}>{ui}</RouterContextProvider>
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
