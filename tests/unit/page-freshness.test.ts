// Decision 037: how long a kept anonymous page stays fresh, and the bound a like waits for
// through every cache.
import { describe, expect, it } from 'vitest'
import {
  ANONYMOUS_PAGE_MAX_AGE_MS,
  ANONYMOUS_PAGE_STALE_MS,
  COUNTS_LAG_MS,
  CountChanges,
  LIKE_SHOWS_WITHIN_S,
  freshUntil,
  freshnessAt,
} from '#server/render/page-freshness'

const T = Date.UTC(2026, 11, 1, 9, 0, 0)

describe('page freshness', () => {
  it('promises a like on an anonymous page within 60 s, through every cache', () => {
    expect(LIKE_SHOWS_WITHIN_S).toBeLessThanOrEqual(60)
  })

  it('keeps a page its maximum age when counts do not change', () => {
    expect(freshUntil(T, undefined)).toBe(T + ANONYMOUS_PAGE_MAX_AGE_MS)
  })

  it('keeps a page COUNTS_LAG_MS after its render when counts changed soon after it', () => {
    expect(freshUntil(T, T + 1)).toBe(T + COUNTS_LAG_MS)
  })

  it('ends a page at the change when counts changed later than COUNTS_LAG_MS after it', () => {
    expect(freshUntil(T, T + 3 * COUNTS_LAG_MS)).toBe(T + 3 * COUNTS_LAG_MS)
    expect(freshUntil(T, T + 2 * ANONYMOUS_PAGE_MAX_AGE_MS)).toBe(T + ANONYMOUS_PAGE_MAX_AGE_MS)
  })

  it('is fresh, then stale for ANONYMOUS_PAGE_STALE_MS, then expired', () => {
    expect(freshnessAt(T - 1, T)).toBe('fresh')
    expect(freshnessAt(T, T)).toBe('stale')
    expect(freshnessAt(T + ANONYMOUS_PAGE_STALE_MS - 1, T)).toBe('stale')
    expect(freshnessAt(T + ANONYMOUS_PAGE_STALE_MS, T)).toBe('expired')
  })
})

describe('count changes', () => {
  it('finds the first change at or after a moment, to the second, never late', () => {
    const changes = new CountChanges()
    changes.record(T + 5_300)
    changes.record(T + 5_900)
    changes.record(T + 9_100)
    expect(changes.firstSince(T)).toBe(T + 5_000)
    // A change earlier in the same second counts as after: the page is refreshed early.
    expect(changes.firstSince(T + 5_600)).toBe(T + 5_600)
    expect(changes.firstSince(T + 6_000)).toBe(T + 9_000)
    expect(changes.firstSince(T + 10_000)).toBeUndefined()
  })

  it('keeps one entry per second and forgets seconds no kept page can predate', () => {
    const changes = new CountChanges()
    for (let ms = 0; ms < 3_000; ms += 10) changes.record(T + ms)
    expect(changes.firstSince(T + 1_500)).toBe(T + 1_500)
    // A page rendered in the first two seconds is now past its maximum age and stale window.
    changes.record(T + ANONYMOUS_PAGE_MAX_AGE_MS + ANONYMOUS_PAGE_STALE_MS + 2_000)
    expect(changes.firstSince(T)).toBe(T + 2_000)
  })

  it('orders changes heard out of order (a clock set back)', () => {
    const changes = new CountChanges()
    changes.record(T + 8_000)
    changes.record(T + 2_000)
    expect(changes.firstSince(T)).toBe(T + 2_000)
    expect(changes.firstSince(T + 3_000)).toBe(T + 8_000)
  })
})
