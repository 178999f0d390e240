import { createActor } from 'xstate'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clampPage, listingMachine, pageCountOf, PAGE_TRANSITION_MS } from '#machines/listing'

describe('listing rules', () => {
  it('counts pages, at least 1', () => {
    expect(pageCountOf(144, 20)).toBe(8)
    expect(pageCountOf(140, 20)).toBe(7)
    expect(pageCountOf(0, 20)).toBe(1)
    expect(pageCountOf(undefined, 20)).toBeNull()
  })

  it('clamps between 1 and the page count', () => {
    expect(clampPage(9, 8)).toBe(8)
    expect(clampPage(0, 8)).toBe(1)
    expect(clampPage(3, 1)).toBe(1)
    expect(clampPage(12, null)).toBe(12)
  })
})

describe('listing machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  function start(page = 1, totalCount: number | null = 144) {
    const pushQuery = vi.fn()
    const scrollToTop = vi.fn()
    const actor = createActor(
      listingMachine.provide({
        actions: { pushQuery: (_, p) => pushQuery(p), scrollToTop: () => scrollToTop() },
      }),
      { input: { page, sort: 'ranking', totalCount: totalCount ?? undefined, pageSize: 20 } },
    ).start()
    return { actor, pushQuery, scrollToTop }
  }

  it('reads page and sort from the validated search, clamped', () => {
    expect(start(1).actor.getSnapshot().context).toEqual({
      page: 1,
      sort: 'ranking',
      pageCount: 8,
      filters: {},
    })
    expect(start(99).actor.getSnapshot().context.page).toBe(8)
    expect(start(5, null).actor.getSnapshot().context).toEqual({
      page: 5,
      sort: 'ranking',
      pageCount: null,
      filters: {},
    })
  })

  it('a page change pushes sort and page, shows the overlay for 300 ms, then scrolls to top', () => {
    const { actor, pushQuery, scrollToTop } = start(1)
    actor.send({ type: 'page.change', page: 3 })
    expect(pushQuery).toHaveBeenCalledWith({ page: 3, sort: 'ranking', filters: {} })
    expect(actor.getSnapshot().matches('transitioning')).toBe(true)
    vi.advanceTimersByTime(PAGE_TRANSITION_MS - 1)
    expect(actor.getSnapshot().matches('transitioning')).toBe(true)
    expect(scrollToTop).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    expect(scrollToTop).toHaveBeenCalledTimes(1)
  })

  it('holds the overlay and the scroll for exactly 300 ms (literal times, not the constant)', () => {
    const { actor, scrollToTop } = start(1)
    actor.send({ type: 'page.change', page: 2 })
    vi.advanceTimersByTime(299)
    expect(actor.getSnapshot().matches('transitioning')).toBe(true)
    expect(scrollToTop).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    expect(scrollToTop).toHaveBeenCalledTimes(1)
  })

  it('a second change restarts the 300 ms and scrolls once', () => {
    const { actor, pushQuery, scrollToTop } = start(1)
    actor.send({ type: 'page.change', page: 2 })
    vi.advanceTimersByTime(200)
    actor.send({ type: 'page.change', page: 3 })
    vi.advanceTimersByTime(200)
    expect(actor.getSnapshot().matches('transitioning')).toBe(true)
    vi.advanceTimersByTime(100)
    expect(scrollToTop).toHaveBeenCalledTimes(1)
    expect(pushQuery).toHaveBeenCalledTimes(2)
  })

  it('ignores the current page, clamps past the end, and a sort change goes to page 1', () => {
    const { actor, pushQuery } = start(8)
    actor.send({ type: 'page.change', page: 8 })
    actor.send({ type: 'page.change', page: 12 })
    expect(pushQuery).not.toHaveBeenCalled()
    actor.send({ type: 'sort.change', sort: 'likes_count' })
    expect(pushQuery).toHaveBeenLastCalledWith({ page: 1, sort: 'likes_count', filters: {} })
    actor.send({ type: 'sort.change', sort: 'likes_count' })
    expect(pushQuery).toHaveBeenCalledTimes(1)
  })

  it('follows the URL (back button) without pushing it again', () => {
    const { actor, pushQuery } = start(2)
    actor.send({ type: 'listing.sync', page: 6, sort: 'hot', totalCount: 144, pageSize: 20 })
    expect(actor.getSnapshot().context).toEqual({
      page: 6,
      sort: 'hot',
      pageCount: 8,
      filters: {},
    })
    expect(pushQuery).not.toHaveBeenCalled()
  })

  it('a filter change or clearing goes to page 1 and pushes the filters; the same ones do nothing', () => {
    const { actor, pushQuery } = start(4)
    actor.send({ type: 'filters.change', filters: { style: 'minimal', price: undefined } })
    expect(pushQuery).toHaveBeenLastCalledWith({
      page: 1,
      sort: 'ranking',
      filters: { style: 'minimal' },
    })
    expect(actor.getSnapshot().matches('transitioning')).toBe(true)
    actor.send({ type: 'filters.change', filters: { style: 'minimal' } })
    expect(pushQuery).toHaveBeenCalledTimes(1)
    actor.send({ type: 'page.change', page: 3 })
    actor.send({ type: 'filters.clear' })
    expect(pushQuery).toHaveBeenLastCalledWith({ page: 1, sort: 'ranking', filters: {} })
    actor.send({ type: 'filters.clear' })
    expect(pushQuery).toHaveBeenCalledTimes(3)
  })

  it('takes the filters of a typed URL or back/forward without pushing', () => {
    const { actor, pushQuery } = start(2)
    const sync = { page: 1, sort: 'ranking' as const, totalCount: 144, pageSize: 20 }
    actor.send({ type: 'listing.sync', ...sync, filters: { feature: 'reservation' } })
    expect(actor.getSnapshot().context.filters).toEqual({ feature: 'reservation' })
    actor.send({ type: 'listing.sync', ...sync })
    expect(actor.getSnapshot().context.filters).toEqual({})
    expect(pushQuery).not.toHaveBeenCalled()
  })
})
