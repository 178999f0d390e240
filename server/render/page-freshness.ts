// How long an anonymous page may be kept, and by whom (decision 037). A kept page follows the
// data, not a clock: a catalogue change (titles, tiers, prices, templates added or removed) drops
// it at once, while likes and purchases only move counts and orders, which may lag a bounded
// time, so a stream of likes re-renders each page at most once per COUNTS_LAG_MS instead of
// emptying the cache at every like. Shared caches (nginx, a CDN) and browsers get a Cache-Control
// whose windows add up, with the instance's, to at most LIKE_SHOWS_WITHIN_S.

/** A like or purchase shows on a kept page at most this long after the page was rendered. */
export const COUNTS_LAG_MS = 20_000
/**
 * After that, the kept page is sent while one render replaces it, for at most this long; a page
 * older than that waits for its render like a page never seen.
 */
export const ANONYMOUS_PAGE_STALE_MS = 10_000
/**
 * The safety net for writes nobody announced (plain SQL on PostgreSQL, a clock in what a page
 * shows): no page is kept longer than this, whatever the change feed says.
 */
export const ANONYMOUS_PAGE_MAX_AGE_MS = 10 * 60_000

/** Shared caches keep an anonymous answer this long, then revalidate it (a 304 from memory)… */
export const SHARED_MAX_AGE_S = 10
/** …and may send it this long more while they do (browsers too, for what they fetch). */
export const SHARED_STALE_S = 10

/**
 * Browsers revalidate every time (max-age=0, a 304 when nothing changed); nginx and CDNs keep
 * the page briefly and revalidate in the background.
 */
export const ANONYMOUS_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_S}, stale-while-revalidate=${SHARED_STALE_S}`

/**
 * The longest a like waits to show on an anonymous page, through every cache, when each of them
 * refreshes as late as it may: the instance (lag, then stale while rendering), a shared cache
 * (fresh, then stale while revalidating), then a browser's stale-while-revalidate (nginx sends no
 * Age, so the browser's window starts when it fetched). Decision 037 promises ≤ 60 s.
 */
export const LIKE_SHOWS_WITHIN_S =
  (COUNTS_LAG_MS + ANONYMOUS_PAGE_STALE_MS) / 1000 + SHARED_MAX_AGE_S + 2 * SHARED_STALE_S

export type Freshness = 'fresh' | 'stale' | 'expired'

/**
 * When a page whose render started at `renderedAt` stops being fresh: at its maximum age, or
 * COUNTS_LAG_MS after its render once counts have changed since (`countsChangedAt`, the first
 * such change), whichever comes first.
 */
export function freshUntil(renderedAt: number, countsChangedAt: number | undefined): number {
  const byAge = renderedAt + ANONYMOUS_PAGE_MAX_AGE_MS
  if (countsChangedAt === undefined) return byAge
  return Math.min(byAge, Math.max(renderedAt + COUNTS_LAG_MS, countsChangedAt))
}

export function freshnessAt(now: number, until: number): Freshness {
  if (now < until) return 'fresh'
  return now < until + ANONYMOUS_PAGE_STALE_MS ? 'stale' : 'expired'
}

/**
 * The seconds in which counts changed, as far back as a kept page can matter: one entry per
 * second however many likes it saw, so a stream of likes costs nothing per page.
 */
export class CountChanges {
  private seconds: number[] = []

  record(now: number): void {
    const second = Math.floor(now / 1000)
    const at = this.indexFrom(second)
    if (this.seconds[at] !== second) this.seconds.splice(at, 0, second)
    // A page rendered before this is past its maximum age and stale window whatever happened.
    const horizon = Math.floor((now - ANONYMOUS_PAGE_MAX_AGE_MS - ANONYMOUS_PAGE_STALE_MS) / 1000)
    let old = 0
    while ((this.seconds[old] ?? Infinity) < horizon) old++
    if (old > 0) this.seconds.splice(0, old)
  }

  /**
   * The first moment at or after `since` when counts may have changed, or undefined. A change
   * in the same second as `since` counts as after it: a page is refreshed early, never late.
   */
  firstSince(since: number): number | undefined {
    const second = this.seconds[this.indexFrom(Math.floor(since / 1000))]
    return second === undefined ? undefined : Math.max(second * 1000, since)
  }

  /** The index of the first recorded second ≥ `second` (binary search). */
  private indexFrom(second: number): number {
    let low = 0
    let high = this.seconds.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if ((this.seconds[middle] as number) < second) low = middle + 1
      else high = middle
    }
    return low
  }
}
