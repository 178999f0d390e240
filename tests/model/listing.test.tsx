// The listing machine's paths on a real list page: the app's router and route tree with a memory
// history at /store/all (its search schema, loader and default-stripping, the real TemplateListing
// with sort select, grid, overlay and pagination) and the app's router port for navigation. Each state checks the
// world against the person's steps, not against the machine: the address in the router's history,
// the page pagination marks current, the select's value and the templates shown all say the same
// page and sort, and that is the one spec §2/§5 leads to.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { type AnyMachineSnapshot } from 'xstate'
import { afterEach, beforeEach, describe, expect, vi } from 'vitest'
import type { ListingSortKey } from '../../catalogue/enums'
import { I18nProvider } from '../../i18n/react'
import { listingMachine, PAGE_TRANSITION_MS, type ListingContext } from '../../machines/listing'
import { createAppRouter, routerPort } from '../../src/app/router'
import { PAGE_SIZE } from '../../src/features/templates/api/listing'
import { StoreActorsProvider } from '../../src/hooks/actors/store-actors-provider'
import { LIST_TEMPLATE } from '../component/template-fixtures'
import { createFakeIo } from './fake-io'
import { createActorSpy, expectSameSnapshot, executors, testModelFor } from './model-kit'
import { modelSuite } from './model-suite'
import { createTestRuntime } from './test-runtime'

const TOTAL = 100
const LAST_PAGE = Math.ceil(TOTAL / PAGE_SIZE)
const ITEMS_SHOWN = 2

/** The search API as the server answers it: each page's templates name their sort and page. */
function fakeSearchApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const json = (body: unknown) =>
    Promise.resolve(
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
    )
  if (String(input).endsWith('/v2/store/prices')) return json({ data: [] })
  if (!String(input).endsWith('/v2/store/templates/search')) {
    return Promise.resolve(new Response('{}', { status: 404 }))
  }
  const body = JSON.parse(String(init?.body)) as { offset: number; order_by: string }
  const page = body.offset / PAGE_SIZE + 1
  const templates =
    body.offset < TOTAL
      ? Array.from({ length: ITEMS_SHOWN }, (_, i) => ({
          ...LIST_TEMPLATE,
          template_id: `${body.order_by}-${page}-${i}`,
          template_title: `${body.order_by} page ${page} item ${i}`,
        }))
      : []
  return json({ data: { templates, meta: { total_count: TOTAL } } })
}

const suite = modelSuite(listingMachine)
const { twin } = suite

type PageEvent = { type: 'page.change'; page: number; via: 'next' | 'previous' | 'number' }

function eventsFor(snapshot: AnyMachineSnapshot) {
  const { page, pageCount } = snapshot.context as ListingContext
  const last = pageCount ?? 1
  const pageEvents: PageEvent[] = [
    ...(page < last ? [{ type: 'page.change', page: page + 1, via: 'next' } as const] : []),
    ...(page > 1 ? [{ type: 'page.change', page: page - 1, via: 'previous' } as const] : []),
    ...(page !== last ? [{ type: 'page.change', page: last, via: 'number' } as const] : []),
  ]
  return [
    ...pageEvents,
    { type: 'sort.change', sort: 'likes_count' },
    { type: 'sort.change', sort: 'ranking' },
    // A typed URL with a page that is not a number, and one past the end.
    { type: 'listing.sync', page: 'abc', sort: 'ranking', totalCount: TOTAL, pageSize: PAGE_SIZE },
    { type: 'listing.sync', page: 99, sort: 'likes_count', totalCount: TOTAL, pageSize: PAGE_SIZE },
  ]
}

const model = testModelFor(twin, eventsFor as never)
const INITIAL = { page: 2, sort: 'ranking' as ListingSortKey }

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('fetch', vi.fn(fakeSearchApi))
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** Lets the router navigate, the loader fetch and React render, without moving the clock. */
async function settle() {
  for (let i = 0; i < 5; i++) await act(() => vi.advanceTimersByTimeAsync(0))
}

/** The list section; the site header around it has links of its own. */
function listing() {
  return within(screen.getByTestId('template-listing'))
}

function sortSelect() {
  return screen.getByTestId('sort-select') as HTMLSelectElement
}

/** What the page shows: the current page's link, the select, and whose templates are listed. */
function shown() {
  const current = listing().getByRole('link', { current: 'page' }).getAttribute('aria-label') ?? ''
  const titles = listing()
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '')
  return {
    page: Number(/Page (\d+), current page/.exec(current)?.[1]),
    sort: sortSelect().value,
    titles,
  }
}

describe('listing machine model (list route under a memory-history router)', () => {
  const paths = () =>
    model.getShortestPaths({
      input: { page: INITIAL.page, sort: INITIAL.sort, totalCount: TOTAL, pageSize: PAGE_SIZE },
    })
  suite.itRunsEachPath(paths, async (path) => {
    const spy = createActorSpy()
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    })
    const fake = createFakeIo()
    const runtime = createTestRuntime(fake.io, spy.inspect)
    // The app's router and route tree: /store/all is the real route, loader and page.
    const router = createAppRouter({
      queryClient,
      actors: runtime.actors,
      siteOrigin: 'http://localhost:3000',
      history: createMemoryHistory({ initialEntries: [`/store/all?page=${INITIAL.page}`] }),
    })
    fake.io.navigateSearch.mockImplementation(routerPort(router).navigateSearch)
    // Where the person's steps lead (spec §2/§5), worked out here and never read from the machine.
    const expected = { page: INITIAL.page, sort: INITIAL.sort, entries: 1, overlay: false }
    let scrolls = 0
    /** The address bar's page and sort, read as spec §5 reads them (`?page=abc` is page 1). */
    const url = () => {
      const search = router.state.location.search as { page?: unknown; sort?: ListingSortKey }
      const page = typeof search.page === 'number' && search.page >= 1 ? search.page : 1
      return { page, sort: search.sort ?? 'ranking' }
    }
    const move = (page: number, sort: ListingSortKey) => {
      if (page === expected.page && sort === expected.sort) return
      Object.assign(expected, { page, sort, overlay: true })
      expected.entries += 1
    }
    const assert = (check: (ctx: ListingContext) => void) => async (state: AnyMachineSnapshot) => {
      await settle()
      expectSameSnapshot(spy.find('listing'), state)
      // The address, the pagination, the select and the templates agree, on the expected page.
      expect(url()).toEqual({ page: expected.page, sort: expected.sort })
      const page = shown()
      expect({ page: page.page, sort: page.sort }).toEqual({
        page: expected.page,
        sort: expected.sort,
      })
      expect(page.titles).toEqual(
        Array.from(
          { length: ITEMS_SHOWN },
          (_, i) => `${expected.sort} page ${expected.page} item ${i}`,
        ),
      )
      const disabled = (name: string) =>
        listing().getByRole('link', { name }).getAttribute('aria-disabled') === 'true'
      expect(disabled('Previous')).toBe(expected.page <= 1)
      expect(disabled('Next')).toBe(expected.page >= LAST_PAGE)
      // Each page or sort change is one history entry: Back returns to the page before.
      expect(router.history.length).toBe(expected.entries)
      expect(screen.queryByTestId('loading-overlay') !== null).toBe(expected.overlay)
      expect(fake.io.scrollToTop).toHaveBeenCalledTimes(scrolls)
      check(state.context as ListingContext)
      suite.stateAsserted(state)
    }
    await path.test({
      events: executors({
        'xstate.init': async () => {
          await act(() => router.load())
          render(
            <StoreActorsProvider runtime={runtime}>
              <QueryClientProvider client={queryClient}>
                <I18nProvider locale="en">
                  <RouterProvider router={router} />
                </I18nProvider>
              </QueryClientProvider>
            </StoreActorsProvider>,
          )
          await settle()
        },
        'page.change': async ({ event }) => {
          const e = event as PageEvent
          suite.eventTaken(e)
          const name =
            e.via === 'next' ? 'Next' : e.via === 'previous' ? 'Previous' : `Go to page ${e.page}`
          const target =
            e.via === 'next'
              ? Math.min(LAST_PAGE, expected.page + 1)
              : e.via === 'previous'
                ? Math.max(1, expected.page - 1)
                : e.page
          move(target, expected.sort)
          fireEvent.click(listing().getByRole('link', { name }))
          await settle()
        },
        'sort.change': async ({ event }) => {
          const e = event as unknown as { sort: ListingSortKey }
          suite.eventTaken(event)
          if (e.sort !== expected.sort) move(1, e.sort)
          fireEvent.change(sortSelect(), { target: { value: e.sort } })
          await settle()
        },
        'listing.sync': async ({ event }) => {
          const e = event as unknown as { page: unknown; sort: ListingSortKey }
          suite.eventTaken(event)
          // A typed URL: a new entry; spec §5 reads a non-number as page 1, and one past the
          // end is replaced by the last page's address (no second entry).
          const page = /^\d+$/.test(String(e.page)) ? Number(e.page) : 1
          expected.page = Math.min(page, LAST_PAGE)
          expected.sort = e.sort
          expected.entries += 1
          // The overlay belongs to the last page or sort change: its 300 ms run on.
          act(() => router.history.push(`/store/all?page=${String(e.page)}&sort=${e.sort}`))
          await settle()
        },
        'xstate.after.pageTransition.listing.transitioning': async ({ event }) => {
          suite.eventTaken(event)
          await act(() => vi.advanceTimersByTimeAsync(PAGE_TRANSITION_MS - 1))
          // Still inside the first 300 ms: overlay up, no scroll yet.
          expect(screen.getByTestId('loading-overlay')).toBeInTheDocument()
          expect(fake.io.scrollToTop).toHaveBeenCalledTimes(scrolls)
          await act(() => vi.advanceTimersByTimeAsync(1))
          expected.overlay = false
          scrolls += 1
        },
      }) as never,
      states: {
        '#listing.idle': assert(() => {}),
        '#listing.transitioning': assert(() => {
          expect(screen.getByTestId('loading-overlay')).toHaveTextContent('Loading…')
        }),
      },
    })
  })

  suite.itCoversEveryStateAndTransition({
    atomicStates: ['#listing.idle', '#listing.transitioning'],
    events: [
      'listing.sync',
      'page.change',
      'sort.change',
      'xstate.after.pageTransition.listing.transitioning',
    ],
  })
})
