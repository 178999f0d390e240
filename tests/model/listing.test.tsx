// The listing machine's paths on a real list page: the app's router and route tree with a memory
// history at /store/all (its search schema, loader and default-stripping, the real TemplateListing
// with sort select, grid, overlay and pagination) and the app's router port for navigation. Each state checks the
// world against the person's steps, not against the machine: the address in the router's history,
// the page pagination marks current, the select's value and the templates shown all say the same
// page and sort, and that is the one spec §2/§5 leads to. The facet filters (issue 12) are chosen
// in the filter panel, removed by their chips or "clear all": the address, the chips, the panel's
// chosen options and the templates the search answered all name the filters the steps chose.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { type AnyEventObject, type AnyMachineSnapshot } from 'xstate'
import { afterEach, beforeEach, describe, expect, vi } from 'vitest'
import type { ListingSortKey } from '#catalogue/enums'
import {
  FACET_OPTIONS,
  activeFacets,
  facetSearchOf,
  toggleFacet,
  withoutFacet,
  type FacetSearch,
} from '#catalogue/facets'
import { I18nProvider } from '#i18n/react'
import { listingMachine, PAGE_TRANSITION_MS, type ListingContext } from '#machines/listing'
import { createAppRouter, routerPort } from '#src/app/router'
import { PAGE_SIZE } from '#src/features/shared/api/listing'
import { StoreActorsProvider } from '#src/hooks/actors/store-actors-provider'
import { LIST_TEMPLATE } from '../component/template-fixtures'
import { createFakeIo } from './fake-io'
import { createActorSpy, expectSameSnapshot, executors, specPath, testModelFor } from './model-kit'
import { modelSuite } from './model-suite'
import { createTestRuntime } from './test-runtime'

const TOTAL = 41
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
  const body = JSON.parse(String(init?.body)) as {
    offset: number
    order_by: string
    facets?: Record<string, unknown>
  }
  const page = body.offset / PAGE_SIZE + 1
  const chosen = answeredFacets(body.facets)
  const templates =
    body.offset < TOTAL
      ? Array.from({ length: ITEMS_SHOWN }, (_, i) => ({
          ...LIST_TEMPLATE,
          template_id: `${body.order_by}-${page}-${i}`,
          template_title: `${body.order_by} page ${page} item ${i}${chosen}`,
        }))
      : []
  const counted = (values: readonly string[]) => values.map((value) => ({ value, count: 3 }))
  const facets = {
    site_types: [],
    industries: [],
    style_tags: counted(FACET_OPTIONS.styleTags),
    feature_tags: [],
    price: counted(['free', 'paid']),
    tiers: [],
  }
  return json({ data: { templates, meta: { total_count: TOTAL }, facets } })
}

/** The facets a search body chose, as its templates' titles carry them. */
function answeredFacets(facets: Record<string, unknown> | undefined): string {
  const parts = ['style_tags', 'price'].flatMap((key) =>
    facets?.[key] === undefined ? [] : [`${key}=${String(facets[key])}`],
  )
  return parts.length > 0 ? ` [${parts.join(';')}]` : ''
}

/** The same, worked out from the filters the person's steps chose. */
function expectedFacets(filters: FacetSearch): string {
  const parts = [
    ...(filters.style ? [`style_tags=${filters.style}`] : []),
    ...(filters.price ? [`price=${filters.price}`] : []),
  ]
  return parts.length > 0 ? ` [${parts.join(';')}]` : ''
}

const suite = modelSuite(listingMachine)
const { twin } = suite

type PageEvent = {
  type: 'page.change'
  page: number
  via: 'next' | 'previous' | 'number' | 'current'
}
type FilterStep =
  | { via: 'option'; param: 'style'; value: string }
  | { via: 'option'; param: 'price'; value: 'paid' }
  | { via: 'chip'; param: 'style' | 'price'; value: string }
type FilterEvent = { type: 'filters.change'; filters: FacetSearch; step: FilterStep }

/** Where a filter step leads from these filters. */
function filtersAfter(filters: FacetSearch, step: FilterStep): FacetSearch {
  if (step.via === 'chip') return withoutFacet(filters, { key: step.param, value: step.value })
  if (step.param === 'price') return { ...filters, price: filters.price ? undefined : step.value }
  return toggleFacet(filters, 'style', step.value)
}

function filterEventsFor(filters: FacetSearch): AnyEventObject[] {
  const steps: FilterStep[] = [
    { via: 'option', param: 'style', value: 'minimal' },
    ...activeFacets(filters)
      .slice(-1)
      .map((chip): FilterStep => ({
        via: 'chip',
        param: chip.key as 'style' | 'price',
        value: chip.value,
      })),
  ]
  return [
    ...steps.map((step): FilterEvent => ({
      type: 'filters.change',
      filters: filtersAfter(filters, step),
      step,
    })),
    // Shown only while a filter is chosen; without one the person has nothing to press.
    { type: 'filters.clear' },
  ]
}

function eventsFor(snapshot: AnyMachineSnapshot) {
  const { page, pageCount, filters } = snapshot.context as ListingContext
  const last = pageCount ?? 1
  // Pages are turned without filters only: with them, a few paths show that a filter change
  // starts at page 1, and the pages themselves work as they do without.
  const paging = activeFacets(filters).length === 0
  const pageEvents: PageEvent[] = !paging
    ? // The current page's number: a press there changes nothing.
      [{ type: 'page.change', page, via: 'current' }]
    : [
        ...(page < last ? [{ type: 'page.change', page: page + 1, via: 'next' } as const] : []),
        ...(page > 1 ? [{ type: 'page.change', page: page - 1, via: 'previous' } as const] : []),
        ...(page !== last ? [{ type: 'page.change', page: last, via: 'number' } as const] : []),
      ]
  return [
    ...pageEvents,
    ...filterEventsFor(filters),
    // With filters, only the sort already chosen (a choice that changes nothing): sorting works
    // with them as it does without.
    ...(paging
      ? [
          { type: 'sort.change', sort: 'likes_count' },
          { type: 'sort.change', sort: 'ranking' },
        ]
      : [{ type: 'sort.change', sort: (snapshot.context as ListingContext).sort }]),
    // A typed URL with a page that is not a number (the route's schema reads it as 1), and one
    // past the end.
    typedAddress('abc', 'ranking'),
    typedAddress(99, 'likes_count'),
    // A typed URL with a filter the catalogue does not know beside one it does.
    {
      type: 'listing.sync',
      page: 1,
      sort: 'ranking',
      totalCount: TOTAL,
      pageSize: PAGE_SIZE,
      filters: { style: 'minimal' },
      typed: 'style=shiny,minimal',
    },
  ]
}

/** The address typed (or reached by back/forward) with this page and sort. */
function typedAddress(typedPage: number | string, sort: ListingSortKey) {
  const page = /^\d+$/.test(String(typedPage)) ? Number(typedPage) : 1
  return { type: 'listing.sync', page, typedPage, sort, totalCount: TOTAL, pageSize: PAGE_SIZE }
}

const model = testModelFor(twin, eventsFor as never)
const INITIAL = { page: 2, sort: 'ranking' as ListingSortKey }
const listingInput = {
  page: INITIAL.page,
  sort: INITIAL.sort,
  totalCount: TOTAL,
  pageSize: PAGE_SIZE,
}

/** Time passing with nothing pressed: the twin stays; the page's clock moves. */
const wait = (ms: number) => ({ type: 'clock.wait', ms })
const overlayEnds = { type: 'xstate.after.pageTransition.listing.transitioning' }
const next = { type: 'page.change', page: LAST_PAGE, via: 'next' }
const minimal: FilterEvent = {
  type: 'filters.change',
  filters: { style: 'minimal' },
  step: { via: 'option', param: 'style', value: 'minimal' },
}
/**
 * Visits the spec asks about that the shortest paths never make: a change while the overlay is up
 * shows it for 300 ms from that change (spec §2); typed addresses, whose steps the generated paths
 * lose when the machine stops taking them.
 */
const specPaths = () =>
  [
    {
      description: 'a page change 200 ms into the overlay shows it for 300 ms from that change',
      events: [next, wait(200), { type: 'page.change', page: 2, via: 'previous' }, overlayEnds],
    },
    {
      description: 'a sort change 200 ms into the overlay shows it for 300 ms from that change',
      events: [next, wait(200), { type: 'sort.change', sort: 'likes_count' }, overlayEnds],
    },
    {
      description: 'a filter chosen 200 ms into the overlay shows it for 300 ms from that choice',
      events: [next, wait(200), minimal, overlayEnds],
    },
    {
      description: 'filters cleared 200 ms into the overlay show it for 300 ms from the clearing',
      events: [minimal, wait(200), { type: 'filters.clear' }, overlayEnds],
    },
    {
      description: 'a typed address past the last page is replaced by the last page',
      events: [typedAddress(99, 'likes_count')],
    },
    {
      description: 'a typed address of the last page itself is kept, not replaced',
      events: [typedAddress(LAST_PAGE, 'ranking'), typedAddress(1, 'likes_count')],
    },
  ].map(({ description, events }) => specPath(model, twin, description, events, listingInput))

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
  const titles = within(screen.getByTestId('template-grid'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '')
  return {
    page: Number(/Page (\d+), current page/.exec(current)?.[1]),
    sort: sortSelect().value,
    titles,
  }
}

// A path renders the whole list page; the first one also loads it, which outlasts the default
// 5 s on a busy machine.
describe(
  'listing machine model (list route under a memory-history router)',
  { timeout: 30_000 },
  () => {
    const paths = () => [...model.getShortestPaths({ input: listingInput }), ...specPaths()]
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
      const expected = {
        page: INITIAL.page,
        sort: INITIAL.sort,
        filters: {} as FacetSearch,
        entries: 1,
        overlay: false,
        /** Addresses the page rewrote in place: only a typed page past the last one (spec §5). */
        replaces: 0,
      }
      let scrolls = 0
      /** The address bar's page and sort, read as spec §5 reads them (`?page=abc` is page 1). */
      const url = () => {
        const search = router.state.location.search as {
          page?: unknown
          sort?: ListingSortKey
          style?: string
          price?: string
        }
        const page = typeof search.page === 'number' && search.page >= 1 ? search.page : 1
        // Filters as the page reads them: options the catalogue does not know are no filter.
        const { style, price } = facetSearchOf(search)
        return { page, sort: search.sort ?? 'ranking', style, price }
      }
      const move = (page: number, sort: ListingSortKey, filters = expected.filters) => {
        const sameFilters =
          JSON.stringify(activeFacets(filters)) === JSON.stringify(activeFacets(expected.filters))
        if (page === expected.page && sort === expected.sort && sameFilters) return
        Object.assign(expected, { page, sort, filters, overlay: true })
        expected.entries += 1
      }
      /** The chips on screen, and the options the panel marks chosen. */
      const chips = () =>
        listing()
          .queryAllByTestId(/^facet-chip-/)
          .map((chip) => chip.getAttribute('data-testid'))
      const chosenOptions = () =>
        within(screen.getByTestId('facet-sidebar'))
          .queryAllByRole('link', { current: true })
          .map((option) => option.getAttribute('data-testid'))
      const assert =
        (check: (ctx: ListingContext) => void) => async (state: AnyMachineSnapshot) => {
          await settle()
          expectSameSnapshot(spy.find('listing'), state)
          // The address, the pagination, the select and the templates agree, on the expected page.
          expect(url()).toEqual({
            page: expected.page,
            sort: expected.sort,
            style: expected.filters.style,
            price: expected.filters.price,
          })
          const active = activeFacets(expected.filters)
          expect(chips()).toEqual(active.map((chip) => `facet-chip-${chip.key}-${chip.value}`))
          expect(chosenOptions()).toEqual(
            // The panel lists price before style.
            [...active]
              .sort((a, b) => (a.key === 'price' ? -1 : b.key === 'price' ? 1 : 0))
              .map((chip) => `facet-option-${chip.key}-${chip.value}`),
          )
          expect(screen.queryByTestId('facet-clear-all') !== null).toBe(active.length > 0)
          const page = shown()
          expect({ page: page.page, sort: page.sort }).toEqual({
            page: expected.page,
            sort: expected.sort,
          })
          expect(page.titles).toEqual(
            Array.from(
              { length: ITEMS_SHOWN },
              (_, i) =>
                `${expected.sort} page ${expected.page} item ${i}${expectedFacets(expected.filters)}`,
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
          const replaced = fake.io.navigateSearch.mock.calls.filter(
            ([, options]) => (options as { replace?: boolean } | undefined)?.replace === true,
          )
          expect(replaced).toHaveLength(expected.replaces)
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
            if (e.via === 'current') {
              fireEvent.click(listing().getByRole('link', { current: 'page' }))
              await settle()
              return
            }
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
          'filters.change': async ({ event }) => {
            const { step } = event as unknown as FilterEvent
            suite.eventTaken(event)
            // Any filter change starts again at page 1 (issue 12).
            move(1, expected.sort, filtersAfter(expected.filters, step))
            const target =
              step.via === 'option'
                ? within(screen.getByTestId('facet-sidebar')).getByTestId(
                    `facet-option-${step.param}-${step.value}`,
                  )
                : listing().getByTestId(`facet-chip-${step.param}-${step.value}`)
            fireEvent.click(target)
            await settle()
          },
          'filters.clear': async ({ event }) => {
            suite.eventTaken(event)
            const clearAll = listing().queryByTestId('facet-clear-all')
            if (activeFacets(expected.filters).length === 0) {
              expect(clearAll).toBeNull()
              return
            }
            move(1, expected.sort, {})
            fireEvent.click(clearAll as HTMLElement)
            await settle()
          },
          'listing.sync': async ({ event }) => {
            const e = event as unknown as {
              page: number
              typedPage?: number | string
              sort: ListingSortKey
              typed?: string
            }
            suite.eventTaken(event)
            // A typed URL: a new entry; spec §5 reads a non-number as page 1, and one past the
            // end is replaced by the last page's address (no second entry).
            const typedPage = e.typedPage ?? e.page
            const page = /^\d+$/.test(String(typedPage)) ? Number(typedPage) : 1
            if (page > LAST_PAGE) expected.replaces += 1
            expected.page = Math.min(page, LAST_PAGE)
            expected.sort = e.sort
            // Of a typed filter list, the options the catalogue knows are kept.
            expected.filters = e.typed ? { style: 'minimal' } : {}
            expected.entries += 1
            // The overlay belongs to the last page or sort change: its 300 ms run on.
            const typed = e.typed ? `&${e.typed}` : ''
            act(() =>
              router.history.push(`/store/all?page=${String(typedPage)}&sort=${e.sort}${typed}`),
            )
            await settle()
          },
          'clock.wait': async ({ event }) => {
            await act(() => vi.advanceTimersByTimeAsync((event as unknown as { ms: number }).ms))
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
        'filters.change',
        'filters.clear',
        'listing.sync',
        'page.change',
        'sort.change',
        'xstate.after.pageTransition.listing.transitioning',
      ],
    })
  },
)
