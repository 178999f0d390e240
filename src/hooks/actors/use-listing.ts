import { useSelector } from '@xstate/react'
import { useCallback, useEffect, useId, useReducer } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { ListingSortKey } from '#catalogue/enums'
import { facetSearchOf, type FacetSearch } from '#catalogue/facets'
import { pageCountOf, type listingMachine } from '#machines/listing'
import { listingLogicOf } from './listing-logic'
import { useStoreRuntime } from './store-actors-provider'

export type UseListingParams = {
  /** From the route's validated search: a whole number ≥ 1. */
  page: number
  sort: ListingSortKey
  /** This search's count; undefined while it loads (a placeholder's count is not its own). */
  totalCount: number | undefined
  pageSize: number
  /** The route's validated facet filters. */
  filters?: FacetSearch | undefined
}

export type ListingView = {
  page: number
  sort: ListingSortKey
  pageCount: number
  overlayVisible: boolean
  /** The filters the machine has chosen (ahead of the URL while it navigates). */
  filters: FacetSearch
  /** The address names a page past this search's last: the machine replaces it (spec §5). */
  addressPastLastPage: boolean
  changePage(page: number): void
  changeSort(sort: ListingSortKey): void
  changeFilters(filters: FacetSearch): void
  clearFilters(): void
}

/**
 * The list page's listing actor, a child of the store system (one list page at a time). Page and
 * sort follow the URL (every render syncs them in); a change navigates with the router, which
 * brings the new search back here.
 */
export function useListing({
  page,
  sort,
  totalCount,
  pageSize,
  filters: routeFilters,
}: UseListingParams): ListingView {
  const { root, io } = useStoreRuntime()
  const owner = useId()
  // Compared by value: the route hands a new object on every render.
  const filtersKey = JSON.stringify(facetSearchOf(routeFilters ?? {}))
  // This view's listing, asked for while rendering (the server renders with it too).
  const ensureListing = () => {
    if (root.getSnapshot().context.listingOf !== owner) {
      const filters = facetSearchOf(routeFilters ?? {})
      root.send({
        type: 'listing.show',
        owner,
        input: { page, sort, totalCount, pageSize, filters },
        logic: listingLogicOf(io),
      })
    }
    return root.system.get('listing') as ActorRefFrom<typeof listingMachine>
  }
  const actor = ensureListing()
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  // Closed when the view goes; StrictMode's trial unmount closes it too, and the next effect run
  // opens it again and renders with the new actor.
  useEffect(() => () => root.send({ type: 'listing.close', owner }), [root, owner])
  useEffect(() => {
    if (ensureListing() !== actor) rerender()
  })
  useEffect(() => {
    const filters = JSON.parse(filtersKey) as FacetSearch
    actor.send({ type: 'listing.sync', page, sort, totalCount, pageSize, filters })
  }, [actor, page, sort, totalCount, pageSize, filtersKey])
  const state = useSelector(
    actor,
    (s) => ({
      page: s.context.page,
      sort: s.context.sort,
      pageCount: s.context.pageCount ?? 1,
      overlayVisible: s.matches('transitioning'),
      filters: s.context.filters,
    }),
    (a, b) =>
      a.filters === b.filters &&
      a.page === b.page &&
      a.sort === b.sort &&
      a.pageCount === b.pageCount &&
      a.overlayVisible === b.overlayVisible,
  )
  const changePage = useCallback(
    (next: number) => actor.send({ type: 'page.change', page: next }),
    [actor],
  )
  const changeSort = useCallback(
    (next: ListingSortKey) => actor.send({ type: 'sort.change', sort: next }),
    [actor],
  )
  const changeFilters = useCallback(
    (next: FacetSearch) => actor.send({ type: 'filters.change', filters: next }),
    [actor],
  )
  const clearFilters = useCallback(() => actor.send({ type: 'filters.clear' }), [actor])
  const lastPage = pageCountOf(totalCount, pageSize)
  const addressPastLastPage = lastPage !== null && page > lastPage
  return { ...state, addressPastLastPage, changePage, changeSort, changeFilters, clearFilters }
}
