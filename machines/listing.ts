// Spec §2/§4/§5 listing state: page and sort come from the route's validated search (its schema
// reads a page that is not a whole number ≥ 1 as 1) and the page is clamped to [1, page count
// ≥ 1]. A URL whose page is past the last page is replaced by the last page's, so a reload or a
// shared link shows the same page. A page or sort change pushes the query with sort and page,
// shows the loading overlay for its first 300 ms and scrolls to the top after 300 ms. The sort
// the select shows is the machine's. The facet filters (issue 12) live beside them: a filter
// change or clearing them starts again at page 1.
import { assign, setup } from 'xstate'
import { DEFAULT_SORT, type ListingSortKey } from '#catalogue/enums'
import { FACET_SEARCH_KEYS, type FacetSearch } from '#catalogue/facets'

export const PAGE_TRANSITION_MS = 300

export type ListingContext = {
  page: number
  sort: ListingSortKey
  /** Unknown (null) until the total count has loaded. */
  pageCount: number | null
  /** The chosen facet filters, as the URL carries them. */
  filters: FacetSearch
}

export type ListingInput = {
  /** The route's validated page: a whole number ≥ 1 (src/routes/-shared/listing-search.ts). */
  page: number
  sort?: ListingSortKey | undefined
  /** The count of this search's results; undefined while it loads (the last one is kept). */
  totalCount?: number | undefined
  pageSize: number
  filters?: FacetSearch | undefined
}

/** What the URL gets: page, sort and the filters. */
export type ListingQuery = { page: number; sort: ListingSortKey; filters: FacetSearch }

export type ListingEvent =
  | ({ type: 'listing.sync' } & ListingInput)
  | { type: 'page.change'; page: number }
  | { type: 'sort.change'; sort: ListingSortKey }
  | { type: 'filters.change'; filters: FacetSearch }
  | { type: 'filters.clear' }

export function pageCountOf(totalCount: number | undefined, pageSize: number): number | null {
  if (totalCount === undefined) return null
  return Math.max(1, Math.ceil(Math.max(0, totalCount) / Math.max(1, pageSize)))
}

/** Spec §5: clamped between page 1 and the page count (at least 1). */
export function clampPage(page: number, pageCount: number | null): number {
  const atLeastOne = Math.max(1, Math.floor(page))
  return pageCount === null ? atLeastOne : Math.min(atLeastOne, Math.max(1, pageCount))
}

function fromInput(input: ListingInput, known: number | null = null): ListingContext {
  const pageCount = pageCountOf(input.totalCount, input.pageSize) ?? known
  return {
    page: clampPage(input.page, pageCount),
    sort: input.sort ?? DEFAULT_SORT,
    pageCount,
    filters: definedFilters(input.filters),
  }
}

/** The chosen filters only: a key set to undefined is no choice. */
function definedFilters(filters: FacetSearch | undefined): FacetSearch {
  const out: FacetSearch = {}
  for (const key of FACET_SEARCH_KEYS) {
    const value = filters?.[key]
    if (value) Object.assign(out, { [key]: value })
  }
  return out
}

export function sameFilters(a: FacetSearch, b: FacetSearch): boolean {
  return FACET_SEARCH_KEYS.every((key) => (a[key] || undefined) === (b[key] || undefined))
}

const queryOf = (context: ListingContext): ListingQuery => ({
  page: context.page,
  sort: context.sort,
  filters: context.filters,
})

export const listingMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, nothing at run time
  types: {
    context: {} as ListingContext,
    events: {} as ListingEvent,
    input: {} as ListingInput,
  },
  actions: {
    pushQuery: (_, _params: ListingQuery) => {},
    replaceQuery: (_, _params: ListingQuery) => {},
    scrollToTop: () => {},
    sync: assign(({ context }, params: ListingInput) => fromInput(params, context.pageCount)),
    setPage: assign(({ context }, params: { page: number }) => ({
      page: clampPage(params.page, context.pageCount),
    })),
    setSort: assign((_, params: { sort: ListingSortKey }) => ({ sort: params.sort, page: 1 })),
    setFilters: assign((_, params: { filters: FacetSearch }) => ({
      filters: definedFilters(params.filters),
      page: 1,
    })),
  },
  guards: {
    isOtherPage: ({ context }, params: { page: number }) =>
      clampPage(params.page, context.pageCount) !== context.page,
    isOtherSort: ({ context }, params: { sort: ListingSortKey }) => params.sort !== context.sort,
    isOtherFilters: ({ context }, params: { filters: FacetSearch }) =>
      !sameFilters(context.filters, params.filters),
    hasFilters: ({ context }) => Object.keys(context.filters).length > 0,
    // Only a count that belongs to this search may correct its URL.
    isPastLastPage: (_, params: ListingInput) => {
      const pageCount = pageCountOf(params.totalCount, params.pageSize)
      return pageCount !== null && params.page > pageCount
    },
  },
  delays: {
    pageTransition: PAGE_TRANSITION_MS,
  },
}).createMachine({
  id: 'listing',
  context: ({ input }) => fromInput(input),
  initial: 'idle',
  on: {
    // The URL is the source of truth: back/forward or a typed URL lands here too.
    'listing.sync': [
      {
        guard: { type: 'isPastLastPage', params: ({ event }) => event },
        actions: [
          { type: 'sync', params: ({ event }) => event },
          {
            type: 'replaceQuery',
            params: ({ context }) => queryOf(context),
          },
        ],
      },
      { actions: { type: 'sync', params: ({ event }) => event } },
    ],
    // A change while the overlay is up enters `transitioning` again (the root's transition exits
    // and enters its child), so the overlay's 300 ms count from the latest change.
    'page.change': {
      guard: { type: 'isOtherPage', params: ({ event }) => ({ page: event.page }) },
      target: '.transitioning',
      actions: [
        { type: 'setPage', params: ({ event }) => ({ page: event.page }) },
        {
          type: 'pushQuery',
          params: ({ context }) => queryOf(context),
        },
      ],
    },
    'filters.change': {
      guard: { type: 'isOtherFilters', params: ({ event }) => ({ filters: event.filters }) },
      target: '.transitioning',
      actions: [
        { type: 'setFilters', params: ({ event }) => ({ filters: event.filters }) },
        { type: 'pushQuery', params: ({ context }) => queryOf(context) },
      ],
    },
    'filters.clear': {
      guard: 'hasFilters',
      target: '.transitioning',
      actions: [
        // Stryker disable next-line ObjectLiteral: definedFilters reads no filters as none
        { type: 'setFilters', params: { filters: {} } },
        { type: 'pushQuery', params: ({ context }) => queryOf(context) },
      ],
    },
    'sort.change': {
      guard: { type: 'isOtherSort', params: ({ event }) => ({ sort: event.sort }) },
      target: '.transitioning',
      actions: [
        { type: 'setSort', params: ({ event }) => ({ sort: event.sort }) },
        {
          type: 'pushQuery',
          params: ({ context }) => queryOf(context),
        },
      ],
    },
  },
  states: {
    idle: {},
    transitioning: {
      // The loading overlay is visible exactly while this state is active.
      after: {
        pageTransition: { target: 'idle', actions: 'scrollToTop' },
      },
    },
  },
})
