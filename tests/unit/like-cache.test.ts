import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import {
  refetchTemplatesInFlight,
  refreshListsByLikes,
  withLike,
  writeLikeToCache,
} from '#src/features/likes/api/like-cache'

const item = (templateId: string, liked: boolean, countLikes: number) => ({
  templateId,
  templateTitle: `Template ${templateId}`,
  liked,
  countLikes,
})

describe('like write-through', () => {
  it('gives every entry of the template the flag and count, in any shape, and leaves the rest', () => {
    const other = item('t2', false, 9)
    const list = { templates: [item('t1', false, 3), other], totalCount: 2 }
    const next = withLike(list, { templateId: 't1', liked: true, countLikes: 4 }) as typeof list
    expect(next.templates[0]).toEqual(item('t1', true, 4))
    // Unchanged parts keep their identity: their views do not render again.
    expect(next.templates[1]).toBe(other)
    const designer = { designer: { name: 'Aiko' }, templates: { templates: [item('t1', true, 4)] } }
    expect(withLike(designer, { templateId: 't1', liked: true, countLikes: 4 })).toBe(designer)
    expect(
      withLike(item('t1', true, 4), { templateId: 't1', liked: false, countLikes: 3 }),
    ).toEqual(item('t1', false, 3))
    // Not a template: an object without a flag and a count is left alone.
    const account = { templateId: 't1', owner: 'x' }
    expect(withLike(account, { templateId: 't1', liked: true, countLikes: 1 })).toBe(account)
  })

  it('writes every cached answer without making it fresher', () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(['templates', 'detail', 't1', 'en'], item('t1', false, 3), {
      updatedAt: 1_000,
    })
    queryClient.setQueryData(['templates', 'search', { sort: 'ranking' }], {
      templates: [item('t1', false, 3)],
      totalCount: 1,
    })
    writeLikeToCache(queryClient, { templateId: 't1', liked: true, countLikes: 4 })
    expect(queryClient.getQueryData(['templates', 'detail', 't1', 'en'])).toEqual(
      item('t1', true, 4),
    )
    expect(queryClient.getQueryState(['templates', 'detail', 't1', 'en'])?.dataUpdatedAt).toBe(
      1_000,
    )
    expect(queryClient.getQueryData(['templates', 'search', { sort: 'ranking' }])).toEqual({
      templates: [item('t1', true, 4)],
      totalCount: 1,
    })
  })

  it('refreshes the lists in likes order and marks the liked lists stale, nothing else', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
    const keys = {
      byLikes: ['templates', 'search', { sort: 'likes_count' }],
      listByLikes: ['templates', 'list', { orderBy: 'likes_count' }],
      liked: ['templates', 'search', { sort: 'liked_at', filters: { likedByMe: true } }],
      ranking: ['templates', 'search', { sort: 'ranking' }],
      detail: ['templates', 'detail', 't1', 'en'],
    }
    for (const key of Object.values(keys)) queryClient.setQueryData(key, { templates: [] })
    refreshListsByLikes(queryClient)
    const stale = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated
    expect(stale(keys.byLikes)).toBe(true)
    expect(stale(keys.listByLikes)).toBe(true)
    expect(stale(keys.liked)).toBe(true)
    expect(stale(keys.ranking)).toBe(false)
    expect(stale(keys.detail)).toBe(false)
  })

  it('asks again for template answers on their way when a like is saved; the older answer is dropped', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
    const listKey = ['templates', 'search', { sort: 'ranking' }]
    const detailKey = ['templates', 'detail', 't2', 'en']
    queryClient.setQueryData(listKey, { templates: [item('t1', false, 3)] })
    queryClient.setQueryData(detailKey, item('t2', false, 9))
    const answers: Array<(value: unknown) => void> = []
    const queryFn = () => new Promise((resolve) => answers.push(resolve))
    // Asked before the like was saved (its answer computed before it), still on its way.
    const before = queryClient.fetchQuery({ queryKey: listKey, queryFn, staleTime: 0 })
    expect(answers).toHaveLength(1)

    refetchTemplatesInFlight(queryClient)
    expect(answers).toHaveLength(2)
    answers[1]!({ templates: [item('t1', true, 4)] })
    answers[0]!({ templates: [item('t1', false, 3)] })
    await Promise.allSettled([before])
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(queryClient.getQueryData(listKey)).toEqual({ templates: [item('t1', true, 4)] })
    // Answers not on their way are not fetched again.
    expect(queryClient.getQueryState(detailKey)?.fetchStatus).toBe('idle')
    expect(queryClient.getQueryData(detailKey)).toEqual(item('t2', false, 9))
  })
})
