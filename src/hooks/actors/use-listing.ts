import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useEffect, useState } from 'react'
import type { ListingSortKey } from '../../../catalogue/enums'
import { provideListingMachine } from './create-store-actors'
import { useStoreRuntime } from './store-actors-provider'

export type UseListingParams = {
  /** From the route's validated search; anything non-numeric counts as page 1. */
  page: unknown
  sort: ListingSortKey
  /** This search's count; undefined while it loads (a placeholder's count is not its own). */
  totalCount: number | undefined
  pageSize: number
}

export type ListingView = {
  page: number
  sort: ListingSortKey
  pageCount: number
  overlayVisible: boolean
  changePage(page: number): void
  changeSort(sort: ListingSortKey): void
}

/**
 * One listing actor per list. Page and sort follow the URL (every render syncs them in); a change
 * navigates with the router, which brings the new search back here.
 */
export function useListing({ page, sort, totalCount, pageSize }: UseListingParams): ListingView {
  const { io, inspect } = useStoreRuntime()
  const [logic] = useState(() => provideListingMachine(io))
  const actor = useActorRef(logic, {
    input: { page, sort, totalCount, pageSize },
    ...(inspect ? { inspect } : {}),
  })
  useEffect(() => {
    actor.send({ type: 'listing.sync', page, sort, totalCount, pageSize })
  }, [actor, page, sort, totalCount, pageSize])
  const state = useSelector(
    actor,
    (s) => ({
      page: s.context.page,
      sort: s.context.sort,
      pageCount: s.context.pageCount ?? 1,
      overlayVisible: s.matches('transitioning'),
    }),
    (a, b) =>
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
  return { ...state, changePage, changeSort }
}
