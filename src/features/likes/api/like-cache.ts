// The query cache's side of "one truth per like" (decision 020): the like actor of a template writes
// what it shows into every cached answer that holds the template (lists, details, home rows,
// related rows, designer pages), so a view mounted later (Back to the list) shows it too.
import type { Query, QueryClient } from '@tanstack/react-query'
import type { LikeState } from '#machines/like'
import { templateKeys } from '#src/features/shared/api/templates'

export type TemplateLike = LikeState & { templateId: string }

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/**
 * `value` with every entry of the template given the flag and count; unchanged parts keep their
 * identity, so only the views that show the template render again.
 */
export function withLike(value: unknown, like: TemplateLike): unknown {
  if (Array.isArray(value)) {
    let changed = false
    const next = value.map((item) => {
      const updated = withLike(item, like)
      if (updated !== item) changed = true
      return updated
    })
    return changed ? next : value
  }
  if (!isPlainObject(value)) return value
  let next: Record<string, unknown> | null = null
  if (
    value.templateId === like.templateId &&
    typeof value.liked === 'boolean' &&
    typeof value.countLikes === 'number' &&
    (value.liked !== like.liked || value.countLikes !== like.countLikes)
  ) {
    next = { ...value, liked: like.liked, countLikes: like.countLikes }
  }
  for (const [key, item] of Object.entries(value)) {
    const updated = withLike(item, like)
    if (updated === item) continue
    next ??= { ...value }
    next[key] = updated
  }
  return next ?? value
}

export function writeLikeToCache(queryClient: QueryClient, like: TemplateLike): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    const data = query.state.data
    if (data === undefined) continue
    const next = withLike(data, like)
    // Keeps the entry's age: a written-through flag is not a fresh answer from the server.
    if (next !== data) {
      queryClient.setQueryData(query.queryKey, next, { updatedAt: query.state.dataUpdatedAt })
    }
  }
}

function searchParamsOf(query: Query): Record<string, unknown> | null {
  const [, kind, params] = query.queryKey
  if ((kind !== 'search' && kind !== 'list') || !isPlainObject(params)) return null
  return params
}

/** A list in likes_count order: a like may move templates in it (spec §4). */
export function isOrderedByLikes(query: Query): boolean {
  const params = searchParamsOf(query)
  return params?.sort === 'likes_count' || params?.orderBy === 'likes_count'
}

/** The liked list: a like or unlike adds or drops a template. */
export function isLikedList(query: Query): boolean {
  const filters = searchParamsOf(query)?.filters
  return isPlainObject(filters) && filters.likedByMe === true
}

export function refreshListsByLikes(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: templateKeys.all, predicate: isOrderedByLikes })
  // Marked stale, not refetched while seen: an unliked template stays under the cursor, so the
  // visitor can like it again; the list is fetched afresh when next shown.
  void queryClient.invalidateQueries({
    queryKey: templateKeys.all,
    predicate: isLikedList,
    refetchType: 'none',
  })
}

/**
 * A fetch of templates on its way when the server took a like may carry the state from before it
 * (a list refetched after sign-in, a region mounting late): it is started again, cancelling the
 * old one, so the answer that arrives last, and syncs the like actor, was computed after the like.
 * A first fetch (no data yet) cannot be restarted without failing its loader; it is left alone.
 */
export function refetchTemplatesInFlight(queryClient: QueryClient): void {
  void queryClient.refetchQueries(
    {
      queryKey: templateKeys.all,
      predicate: (query) => query.state.fetchStatus === 'fetching',
    },
    { cancelRefetch: true },
  )
}
