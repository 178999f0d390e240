// Issue 31: the recently viewed list's rules (order, no repeats, the cap) and what a stored value
// the store did not write reads as.
import { describe, expect, it } from 'vitest'
import { RECENTLY_VIEWED_MAX, parseRecentlyViewed, withViewed } from '#src/lib/recently-viewed'

const visit = (...ids: string[]) => ids.reduce<string[]>((list, id) => withViewed(list, id), [])

describe('the recently viewed list', () => {
  it('puts the latest visit first', () => {
    expect(visit('a', 'b', 'c')).toEqual(['c', 'b', 'a'])
  })

  it('keeps a template once, moved to the front when visited again', () => {
    expect(visit('a', 'b', 'c', 'a')).toEqual(['a', 'c', 'b'])
    expect(visit('a', 'a', 'a')).toEqual(['a'])
  })

  it(`keeps the ${RECENTLY_VIEWED_MAX} most recent`, () => {
    const ids = Array.from({ length: RECENTLY_VIEWED_MAX + 3 }, (_, i) => `t${i}`)
    const list = visit(...ids)
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX)
    expect(list).toEqual(ids.slice(-RECENTLY_VIEWED_MAX).reverse())
  })

  it('ignores an id the API would refuse', () => {
    expect(withViewed(['a'], '')).toEqual(['a'])
    expect(withViewed(['a'], 'a,b')).toEqual(['a'])
    expect(withViewed(['a'], 'x'.repeat(101))).toEqual(['a'])
  })

  it('reads back what it stores', () => {
    const list = visit('028ej1e8a9', 'my_template-2')
    expect(parseRecentlyViewed(JSON.stringify(list))).toEqual(list)
  })

  it('reads corrupt or foreign storage as empty, and keeps the good entries of a mixed list', () => {
    for (const stored of [null, '', 'not json', '{', '{"a":1}', '"a"', '42', 'null', 'true']) {
      expect(parseRecentlyViewed(stored)).toEqual([])
    }
    expect(parseRecentlyViewed('[1, null, "a", {"id": "b"}, "a", "c d", "b", ["c"]]')).toEqual([
      'a',
      'b',
    ])
  })

  it('caps and de-duplicates a stored list written elsewhere', () => {
    const many = Array.from({ length: 20 }, (_, i) => `t${i % 12}`)
    const list = parseRecentlyViewed(JSON.stringify(many))
    expect(list).toEqual(['t0', 't1', 't2', 't3', 't4', 't5', 't6', 't7'])
  })
})
