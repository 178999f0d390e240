// Issue 31 "Compare": the address's ids and the visit's set, up to three templates.
import * as fc from 'fast-check'
import { assign, createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import {
  COMPARE_LIMIT,
  addCompared,
  compareIdsOf,
  compareIdsParam,
  parseCompareIds,
  removeCompared,
} from '#catalogue/compare'
import { compareMachine } from '#machines/compare'
import { readCompareSearch } from '#src/routes/-shared/compare-search'

describe('compare ids in the address', () => {
  it('reads a comma-separated list of template ids, each once, in order', () => {
    expect(parseCompareIds('a1,b-2,c_3')).toEqual({ kind: 'ids', ids: ['a1', 'b-2', 'c_3'] })
    expect(parseCompareIds('a1, a1 ,b')).toEqual({ kind: 'ids', ids: ['a1', 'b'] })
    // The router JSON-parses '?ids=123' into a number.
    expect(parseCompareIds(123)).toEqual({ kind: 'ids', ids: ['123'] })
  })

  it('is no template at all when absent or empty', () => {
    expect(parseCompareIds(undefined)).toEqual({ kind: 'ids', ids: [] })
    expect(parseCompareIds('')).toEqual({ kind: 'ids', ids: [] })
  })

  it('calls anything else malformed', () => {
    for (const raw of [
      ',',
      'a,,b',
      'a b',
      '../x',
      'a;b',
      '<script>',
      'x'.repeat(65),
      1.5,
      -1,
      {},
    ]) {
      expect(parseCompareIds(raw), String(raw)).toEqual({ kind: 'malformed' })
    }
  })

  it('keeps the first three of more, and says how many were asked for', () => {
    expect(parseCompareIds('a,b,c,d,e')).toEqual({
      kind: 'tooMany',
      ids: ['a', 'b', 'c'],
      asked: 5,
    })
    expect(parseCompareIds('a,b,c')).toEqual({ kind: 'ids', ids: ['a', 'b', 'c'] })
    expect(COMPARE_LIMIT).toBe(3)
  })

  it('never holds more than three well-formed ids, whatever the address says', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.constant(undefined)), (raw) => {
        const ids = compareIdsOf(raw)
        expect(ids.length).toBeLessThanOrEqual(COMPARE_LIMIT)
        expect(ids.every((id) => /^[A-Za-z0-9_-]+$/.test(id))).toBe(true)
      }),
    )
  })

  it('search: text, a number or a repeated key become one text; anything else no ids', () => {
    const parse = (search: object) =>
      readCompareSearch(search as Parameters<typeof readCompareSearch>[0])
    expect(parse({ ids: 'a,b' })).toEqual({ ids: 'a,b' })
    expect(parse({ ids: 42 })).toEqual({ ids: '42' })
    expect(parse({ ids: ['a', 'b'] })).toEqual({ ids: 'a,b' })
    expect(parse({ ids: { x: 1 } })).toEqual({ ids: undefined })
    expect(parse({})).toEqual({ ids: undefined })
  })

  it('adds up to three, refuses a fourth, removes, and writes no empty ids param', () => {
    expect(addCompared(['a', 'b'], 'c')).toEqual({ ids: ['a', 'b', 'c'], refused: false })
    expect(addCompared(['a', 'b', 'c'], 'd')).toEqual({ ids: ['a', 'b', 'c'], refused: true })
    expect(addCompared(['a', 'b', 'c'], 'b')).toEqual({ ids: ['a', 'b', 'c'], refused: false })
    expect(removeCompared(['a', 'b'], 'a')).toEqual(['b'])
    expect(compareIdsParam(['a', 'b'])).toBe('a,b')
    expect(compareIdsParam([])).toBeUndefined()
  })
})

describe('compare machine', () => {
  function start(stored: readonly string[] = []) {
    const written: (readonly string[])[] = []
    const actor = createActor(
      compareMachine.provide({
        actions: {
          restore: assign({ ids: () => stored, refused: null }),
          persist: ({ context }) => void written.push(context.ids),
        },
      }),
    ).start()
    return { actor, written, ids: () => actor.getSnapshot().context.ids }
  }

  it('knows no stored set until the page has hydrated, then reads it once', () => {
    const { actor, ids } = start(['a', 'b'])
    expect(ids()).toEqual([])
    actor.send({ type: 'compare.restore' })
    expect(ids()).toEqual(['a', 'b'])
    actor.send({ type: 'compare.remove', templateId: 'a' })
    actor.send({ type: 'compare.restore' })
    expect(ids()).toEqual(['b'])
  })

  it('adds three, refuses the fourth without storing anything, and forgets the refusal on a change', () => {
    const { actor, written, ids } = start()
    actor.send({ type: 'compare.restore' })
    for (const templateId of ['a', 'b', 'c']) actor.send({ type: 'compare.add', templateId })
    expect(ids()).toEqual(['a', 'b', 'c'])
    expect(written.at(-1)).toEqual(['a', 'b', 'c'])
    const writes = written.length
    actor.send({ type: 'compare.add', templateId: 'd' })
    expect(ids()).toEqual(['a', 'b', 'c'])
    expect(actor.getSnapshot().context.refused).toBe('d')
    expect(written).toHaveLength(writes)
    actor.send({ type: 'compare.remove', templateId: 'b' })
    expect(actor.getSnapshot().context.refused).toBeNull()
    actor.send({ type: 'compare.add', templateId: 'd' })
    expect(ids()).toEqual(['a', 'c', 'd'])
    expect(written.at(-1)).toEqual(['a', 'c', 'd'])
  })

  it("takes the compare page's address as the set, never more than three", () => {
    const { actor, written, ids } = start(['x'])
    actor.send({ type: 'compare.replace', ids: ['a', 'b', 'c', 'd'] })
    expect(ids()).toEqual(['a', 'b', 'c'])
    expect(written.at(-1)).toEqual(['a', 'b', 'c'])
    // The address came first: the stored set no longer counts.
    actor.send({ type: 'compare.restore' })
    expect(ids()).toEqual(['a', 'b', 'c'])
  })
})
