import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { type AnyMachineSnapshot } from 'xstate'
import { afterEach, beforeEach, describe, expect, vi } from 'vitest'
import type { ListingSortKey } from '../../catalogue/enums'
import { I18nProvider } from '../../i18n/react'
import { listingMachine, PAGE_TRANSITION_MS, type ListingContext } from '../../machines/listing'
import type { StoreRuntime } from '../../src/hooks/actors/create-store-actors'
import { StoreActorsProvider } from '../../src/hooks/actors/store-actors-provider'
import { useListing } from '../../src/hooks/actors/use-listing'
import { LoadingOverlay } from '../../src/features/templates/components/loading-overlay'
import { Pagination } from '../../src/features/templates/components/pagination'
import { SortSelect } from '../../src/features/templates/components/sort-select'
import { createFakeIo } from './fake-io'
import { createActorSpy, expectSameSnapshot, executors, testModelFor } from './model-kit'
import { modelSuite } from './model-suite'
import { createTestRuntime } from './test-runtime'

const PAGE_SIZE = 20
const SORTS = ['ranking', 'likes_count'] as const satisfies readonly ListingSortKey[]
type RouteSearch = { page: unknown; sort: ListingSortKey; totalCount: number | undefined }
type Control = { setSearch?: (update: (s: RouteSearch) => RouteSearch) => void }

/** A list page as the routes build it: search from the URL in, sort select, pagination and overlay out. */
function ListingPage({ initial, control }: { initial: RouteSearch; control: Control }) {
  const [search, setSearch] = useState(initial)
  control.setSearch = setSearch
  const listing = useListing({ ...search, pageSize: PAGE_SIZE })
  return (
    <section style={{ position: 'relative' }}>
      <SortSelect value={listing.sort} options={SORTS} onChange={listing.changeSort} />
      <p data-testid="page-of">
        {listing.page} / {listing.pageCount}
      </p>
      <LoadingOverlay visible={listing.overlayVisible} />
      <Pagination
        page={listing.page}
        pageCount={listing.pageCount}
        onChange={listing.changePage}
        hrefOf={(page) => `?page=${page}&sort=${listing.sort}`}
      />
    </section>
  )
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
    { type: 'listing.sync', page: 'abc', sort: 'ranking', totalCount: 100, pageSize: PAGE_SIZE },
    { type: 'listing.sync', page: 99, sort: 'likes_count', totalCount: 100, pageSize: PAGE_SIZE },
  ]
}

const model = testModelFor(twin, eventsFor as never)
const INITIAL: RouteSearch = { page: '2', sort: 'ranking', totalCount: 100 }

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function expectPagination(ctx: ListingContext) {
  const last = ctx.pageCount ?? 1
  expect(screen.getByTestId('page-of')).toHaveTextContent(`${ctx.page} / ${last}`)
  expect(screen.getByRole('link', { name: `Page ${ctx.page}, current page` })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const disabled = (name: string) =>
    screen.getByRole('link', { name }).getAttribute('aria-disabled') === 'true'
  expect(disabled('Previous')).toBe(ctx.page <= 1)
  expect(disabled('Next')).toBe(ctx.page >= last)
  expect(sortSelect()).toHaveValue(ctx.sort)
}

function sortSelect() {
  return screen.getByTestId('sort-select')
}

describe('listing machine model', () => {
  const paths = model.getShortestPaths({
    input: {
      page: INITIAL.page,
      sort: INITIAL.sort,
      totalCount: INITIAL.totalCount,
      pageSize: PAGE_SIZE,
    },
  })
  suite.itRunsEachPath(paths, async (path) => {
    const spy = createActorSpy()
    const control: Control = {}
    // The address bar as a list of entries: pushed, or replaced when the listing corrects it.
    const history: Array<{ page: unknown; sort: ListingSortKey }> = [
      { page: INITIAL.page, sort: INITIAL.sort },
    ]
    const fake = createFakeIo({
      // The router: pushing the query re-renders the route with the new search.
      navigateSearch: vi.fn(
        (s: { page: number; sort: ListingSortKey }, options?: { replace?: boolean }) => {
          if (options?.replace) history.pop()
          history.push({ page: s.page, sort: s.sort })
          control.setSearch?.((prev) => ({ ...prev, page: s.page, sort: s.sort }))
        },
      ),
    })
    const url = () => history.at(-1)!
    let historyBefore = history.length
    let picked: ListingSortKey | undefined
    const runtime: StoreRuntime = createTestRuntime(fake.io, spy.inspect)
    let lastType = 'xstate.init'
    let lastSelected = 0
    let scrollsBefore = 0
    let navigationsBefore = 0
    const step = (event: { type: string }) => {
      lastSelected = suite.eventTaken(event)
      lastType = event.type
      scrollsBefore = fake.io.scrollToTop.mock.calls.length
      navigationsBefore = fake.io.navigateSearch.mock.calls.length
      historyBefore = history.length
      picked = undefined
    }
    const assert = (check: (ctx: ListingContext) => void) => (state: AnyMachineSnapshot) => {
      expectSameSnapshot(spy.find('listing'), state)
      const ctx = state.context as ListingContext
      expectPagination(ctx)
      // The URL says what the page shows: pagination's current page and the select's value.
      const shown = /Page (\d+), current page/.exec(
        screen.getByRole('link', { current: 'page' }).getAttribute('aria-label') ?? '',
      )?.[1]
      // Spec §5: a page that is not a number reads as page 1.
      const urlPage = /^\d+$/.test(String(url().page)) ? String(url().page) : '1'
      expect({ page: urlPage, sort: url().sort }).toEqual({
        page: shown,
        sort: (sortSelect() as HTMLSelectElement).value,
      })
      if (picked !== undefined) {
        // The sort a person picked is the one shown and in the URL, from page 1.
        expect(sortSelect()).toHaveValue(picked)
        expect(url()).toEqual({ page: 1, sort: picked })
      }
      if (lastType === 'listing.sync') {
        // A typed URL adds no history entry (one past the end is replaced by the last page).
        expect(history.length).toBe(historyBefore)
      } else if (lastSelected === 0) {
        // The same page or sort again pushes nothing.
        expect(fake.io.navigateSearch).toHaveBeenCalledTimes(navigationsBefore)
      }
      check(ctx)
      suite.stateAsserted(state)
    }
    await path.test({
      events: executors({
        'xstate.init': () => {
          render(
            <StoreActorsProvider runtime={runtime}>
              <I18nProvider locale="en">
                <ListingPage initial={INITIAL} control={control} />
              </I18nProvider>
            </StoreActorsProvider>,
          )
        },
        'page.change': ({ event }) => {
          const e = event as PageEvent
          step(e)
          const name =
            e.via === 'next' ? 'Next' : e.via === 'previous' ? 'Previous' : `Go to page ${e.page}`
          fireEvent.click(screen.getByRole('link', { name }))
        },
        'sort.change': ({ event }) => {
          const e = event as unknown as { sort: ListingSortKey }
          step(event)
          fireEvent.change(sortSelect(), { target: { value: e.sort } })
          if (lastSelected > 0) picked = e.sort
        },
        'listing.sync': ({ event }) => {
          const e = event as unknown as { page: unknown; sort: ListingSortKey; totalCount: number }
          step(event)
          // A typed URL (or Back): the router lands there and renders the route's search.
          history[history.length - 1] = { page: e.page, sort: e.sort }
          act(() =>
            control.setSearch?.(() => ({ page: e.page, sort: e.sort, totalCount: e.totalCount })),
          )
          if (Number(e.page) > 5) {
            expect(fake.io.navigateSearch).toHaveBeenLastCalledWith(
              { page: 5, sort: e.sort },
              { replace: true },
            )
          }
        },
        'xstate.after.pageTransition.listing.transitioning': ({ event }) => {
          step(event)
          act(() => vi.advanceTimersByTime(PAGE_TRANSITION_MS - 1))
          // Still inside the first 300 ms: overlay up, no scroll yet.
          expect(screen.getByTestId('loading-overlay')).toBeInTheDocument()
          expect(fake.io.scrollToTop).toHaveBeenCalledTimes(scrollsBefore)
          act(() => vi.advanceTimersByTime(1))
        },
      }) as never,
      states: {
        '#listing.idle': assert(() => {
          expect(screen.queryByTestId('loading-overlay')).toBeNull()
          if (lastType.startsWith('xstate.after.')) {
            expect(fake.io.scrollToTop).toHaveBeenCalledTimes(scrollsBefore + 1)
          } else {
            expect(fake.io.scrollToTop).toHaveBeenCalledTimes(scrollsBefore)
          }
        }),
        '#listing.transitioning': assert((ctx) => {
          expect(screen.getByRole('status')).toHaveTextContent('Loading…')
          if ((lastType === 'page.change' || lastType === 'sort.change') && lastSelected > 0) {
            // The query was pushed with both sort and page.
            // Pushed, not replacing: Back returns to the page before.
            expect(fake.io.navigateSearch.mock.lastCall).toEqual([
              { page: ctx.page, sort: ctx.sort },
            ])
            expect(history.length).toBe(historyBefore + 1)
          }
          expect(fake.io.scrollToTop).toHaveBeenCalledTimes(scrollsBefore)
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
