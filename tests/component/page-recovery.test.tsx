// The real route tree, a stubbed network: a listing whose API is unreachable shows the 503 page,
// the recovery actor loads it again by itself, and the listing appears once the API answers.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '#i18n/react'
import { stopStoreRuntime } from '#src/hooks/actors/create-store-actors'
import { StoreActorsProvider } from '#src/hooks/actors/store-actors-provider'
import { createAppRouter } from '#src/app/router'
import { reloadRouterPage, watchPageLoads } from '#src/app/router-recovery'
import { createFakeIo } from '../model/fake-io'
import { createTestRuntime } from '../model/test-runtime'

const TEMPLATE = {
  template_id: 'tpl-1',
  template_title: 'Harbour Studio',
  cover_url: '/covers/tpl-1.svg',
  liked: false,
  count_likes: 3,
  tier: 'TIER_1',
  designer_id: 'lumen',
  designer_name: 'Lumen',
  site_type: 'corporate',
  site_type_group: 'business',
  industry: 'consulting',
  industry_group: 'business-professional',
  published_at: '2025-01-01T00:00:00.000Z',
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

/** The API as the page sees it: away (no answer, or 503) until `up` is set. */
function stubApi(mode: { up: boolean; downAs: 'network' | 503 }) {
  const searches: string[] = []
  const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input)
    if (url.includes('/v2/store/templates/search')) searches.push(mode.up ? 'up' : 'down')
    if (!mode.up) {
      if (mode.downAs === 'network') throw new TypeError('Failed to fetch')
      return json({ error: { code: 'unavailable', message: 'pool exhausted at db.ts:42' } }, 503)
    }
    if (url.includes('/v2/store/templates/search')) {
      return json({ data: { templates: [TEMPLATE], meta: { total_count: 1 } } })
    }
    if (url.includes('/v2/store/prices')) return json({ data: [] })
    return json({ error: { code: 'not_found', message: 'no' } }, 404)
  })
  vi.stubGlobal('fetch', fetchStub)
  return { searches }
}

function renderApp(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const fake = createFakeIo()
  // Short waits, same doubling: 20 ms, 40 ms, 80 ms … at most 200 ms.
  const runtime = createTestRuntime(fake.io, undefined, {
    backoff: (attempt) => Math.min(20 * 2 ** attempt, 200),
  })
  const router = createAppRouter({
    queryClient,
    actors: runtime.actors,
    siteOrigin: 'http://localhost:3000',
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  fake.io.reloadPage.mockImplementation(() => reloadRouterPage(router))
  const recovery = runtime.actors.recovery
  watchPageLoads(router, (event) => recovery.send(event))
  render(
    <StoreActorsProvider runtime={runtime}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider locale="en">
          <RouterProvider router={router} />
        </I18nProvider>
      </QueryClientProvider>
    </StoreActorsProvider>,
  )
  return { recovery, runtime }
}

afterEach(() => vi.unstubAllGlobals())

describe('a page whose API is away', () => {
  for (const downAs of ['network', 503] as const) {
    it(`(${downAs}) shows 503 without internals, retries, and shows the listing once back`, async () => {
      const mode = { up: false, downAs }
      const { searches } = stubApi(mode)
      const { recovery, runtime } = renderApp('/store/all')

      const errorPage = await screen.findByTestId('error-page', {}, { timeout: 5_000 })
      expect(errorPage).toHaveAttribute('data-status', '503')
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('503 Service Unavailable')
      expect(errorPage).toHaveTextContent('Service unavailable.')
      expect(document.body.textContent).not.toMatch(
        /\[POST\]|Failed to fetch|\/v2\/|pool exhausted/,
      )

      // Tries again by itself while the API stays away.
      const searchesAtFirst = searches.length
      await waitFor(
        () => expect(recovery.getSnapshot().context.attempt).toBeGreaterThanOrEqual(2),
        {
          timeout: 5_000,
        },
      )
      expect(searches.length).toBeGreaterThan(searchesAtFirst)
      expect(screen.getByTestId('error-page')).toHaveAttribute('data-status', '503')

      mode.up = true
      // The listing itself, not the error page's popular row (which also loads once back).
      const listing = await screen.findByTestId('template-listing', {}, { timeout: 5_000 })
      expect(listing).toHaveTextContent('Harbour Studio')
      expect(screen.queryByTestId('error-page')).toBeNull()
      await waitFor(() => expect(recovery.getSnapshot().value).toBe('idle'))
      stopStoreRuntime(runtime)
    }, 20_000)
  }
})
