import { describe, expect, it } from 'vitest'
import {
  against,
  expectedLikeCounts,
  firstTapTable,
  firstTapVerdicts,
  formatTable,
  lostLikes,
  median,
  percentile,
  tapMedian,
  tapMs,
  webVerdicts,
  type FirstTapFigures,
  type LikeCall,
  type PageFigures,
} from '#scripts/bench-figures'

describe('median', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNaN()
  })
})

describe('expectedLikeCounts', () => {
  const call = (round: number, user: string, template: string, liked: boolean): LikeCall => ({
    round,
    user,
    template,
    liked,
  })

  it("counts the users whose last round's call on a template was a like", () => {
    const counts = expectedLikeCounts([
      call(1, 'ann', 't1', true),
      call(1, 'bob', 't1', true),
      call(1, 'bob', 't2', true),
      call(2, 'ann', 't1', false),
      call(2, 'cid', 't2', true),
      call(3, 'bob', 't2', false),
      call(3, 'bob', 't2', false),
    ])
    expect(counts.get('t1')).toBe(1)
    expect(counts.get('t2')).toBe(1)
  })

  it('reads rounds, not the order calls are listed in (a round runs concurrently)', () => {
    const counts = expectedLikeCounts([call(2, 'ann', 't1', true), call(1, 'ann', 't1', false)])
    expect(counts.get('t1')).toBe(1)
  })

  it('answers 0, never less, for a template whose likes were all taken back', () => {
    const counts = expectedLikeCounts([
      call(1, 'ann', 't1', false),
      call(2, 'ann', 't1', false),
      call(2, 'bob', 't1', false),
    ])
    expect(counts.get('t1')).toBe(0)
  })

  it('refuses a round where one user both likes and unlikes one template', () => {
    expect(() =>
      expectedLikeCounts([call(1, 'ann', 't1', true), call(1, 'ann', 't1', false)]),
    ).toThrow(/round 1: user ann both likes and unlikes t1/)
  })
})

describe('lostLikes', () => {
  it('lists the acknowledged likes the database no longer holds', () => {
    const acknowledged = [
      { user: 'ann', template: 't1' },
      { user: 'bob', template: 't1' },
      { user: 'ann', template: 't2' },
    ]
    const present = [
      { user: 'ann', template: 't1' },
      { user: 'ann', template: 't2' },
      { user: 'cid', template: 't1' },
    ]
    expect(lostLikes(acknowledged, present)).toEqual([{ user: 'bob', template: 't1' }])
    expect(lostLikes(acknowledged, [...present, { user: 'bob', template: 't1' }])).toEqual([])
  })
})

describe('against', () => {
  it('marks a figure with its target', () => {
    expect(against(true, 'p99 31 ms', '≤ 50 ms')).toBe('p99 31 ms (target ≤ 50 ms) ✓')
    expect(against(false, 'RSS 512 MB', 'RSS ≤ 400 MB')).toBe('RSS 512 MB (target RSS ≤ 400 MB) ✗')
  })
})

describe('formatTable', () => {
  it('aligns the first column left and the others right', () => {
    expect(
      formatTable(
        ['route', 'req/s'],
        [
          ['search', '1,200'],
          ['detail', '95'],
        ],
      ),
    ).toBe(
      ['| route  | req/s |', '|:-------|------:|', '| search | 1,200 |', '| detail |    95 |'].join(
        '\n',
      ),
    )
  })
})

describe('percentile', () => {
  it('takes the nearest-rank value of unsorted samples', () => {
    const samples = [9, 1, 7, 3, 5, 2, 8, 4, 10, 6]
    expect(percentile(samples, 50)).toBe(5)
    expect(percentile(samples, 99)).toBe(10)
    expect(percentile(samples, 90)).toBe(9)
    expect(percentile(samples, 0)).toBe(1)
    expect(percentile([42], 99)).toBe(42)
    expect(percentile([], 50)).toBeNaN()
  })

  it('refuses a percentile outside 0..100', () => {
    expect(() => percentile([1], 101)).toThrow(/within 0..100/)
  })
})

describe('webVerdicts (bench:web targets of issue 10)', () => {
  const page = (overrides: Partial<PageFigures>): PageFigures => ({
    page: '/store',
    jsBytes: 120_000,
    cssBytes: 6_000,
    jsReceivedBytes: 100_000,
    score: 0.99,
    fcpMs: 900,
    lcpMs: 1200,
    tbtMs: 10,
    cls: 0,
    ...overrides,
  })

  it('meets every target on a fast page within the budget', () => {
    const verdicts = webVerdicts([page({}), page({ page: '/store/all', jsBytes: 200_000 })])
    expect(verdicts).toHaveLength(5)
    expect(verdicts.every((v) => v.endsWith('✓'))).toBe(true)
  })

  it('misses the score, CLS and the JavaScript budget (on /store only) when over', () => {
    const verdicts = webVerdicts([page({ score: 0.97, cls: 0.002, jsBytes: 130_001 })])
    expect(verdicts).toEqual([
      '/store: performance 0.97 (target ≥ 0.98) ✗',
      '/store: CLS 0.002 (target 0) ✗',
      '/store: JS 130.0 kB (target ≤ 130.0 kB) ✗',
    ])
  })

  it('counts a sub-pixel shift Lighthouse shows as 0.000 as no shift', () => {
    expect(webVerdicts([page({ cls: 0.00002 })])[1]).toBe('/store: CLS 0.000 (target 0) ✓')
  })
})

describe('first-tap rows (bench:web targets of issue 29)', () => {
  const never = Number.POSITIVE_INFINITY
  const tap = (overrides: Partial<FirstTapFigures>): FirstTapFigures => ({
    row: 'menu',
    busyMs: [40, 60, 50],
    resultMs: [700, 900, 800],
    hydratedMs: [600, 800, 700],
    errors: [],
    ...overrides,
  })

  it('takes a never as the slowest run: one never is outvoted, two are the median', () => {
    expect(tapMedian([1_905, never, 1_200])).toBe(1_905)
    expect(tapMedian([never, 900, never])).toBe(never)
    expect(tapMedian([never, never, never])).toBe(never)
  })

  it('gives no median when a run could not be measured', () => {
    expect(tapMedian([800, Number.NaN, 900])).toBeNaN()
  })

  it('prints figures with thousands separators, and never or error', () => {
    expect(tapMs(1_904.6)).toBe('1,905')
    expect(tapMs(never)).toBe('never')
    expect(tapMs(Number.NaN)).toBe('error')
  })

  it('meets both targets when the medians are within them, the limits included', () => {
    expect(
      firstTapVerdicts([tap({ busyMs: [100, 20, 100], resultMs: [1_000, 5, 1_000] })]),
    ).toEqual([
      'first tap, menu: pressed/busy 100 ms (target ≤ 100 ms) ✓',
      'first tap, menu: visible result 1,000 ms (target ≤ 1,000 ms) ✓',
    ])
  })

  it("misses on today's figures: slow, and never for a sort that is thrown away", () => {
    const verdicts = firstTapVerdicts([
      tap({ row: 'like', busyMs: [1_905, 2_011, 1_870], resultMs: [1_905, 2_011, 1_870] }),
      tap({ row: 'sort', busyMs: [never, never, never], resultMs: [never, never, 950] }),
    ])
    expect(verdicts).toEqual([
      'first tap, like: pressed/busy 1,905 ms (target ≤ 100 ms) ✗',
      'first tap, like: visible result 1,905 ms (target ≤ 1,000 ms) ✗',
      'first tap, sort: pressed/busy never (target ≤ 100 ms) ✗',
      'first tap, sort: visible result never (target ≤ 1,000 ms) ✗',
    ])
  })

  it('counts an unmeasured run as a miss and says why', () => {
    const verdicts = firstTapVerdicts([
      tap({ busyMs: [10, Number.NaN, 10], errors: ['run 2: no control on the first screen'] }),
    ])
    expect(verdicts).toEqual([
      'first tap, menu: pressed/busy error (target ≤ 100 ms) ✗',
      'first tap, menu: visible result 800 ms (target ≤ 1,000 ms) ✓',
      'first tap, menu: not measured: run 2: no control on the first screen',
    ])
  })

  it('tables each tap as two lines: the runs, the median, the target and the verdict', () => {
    const table = firstTapTable([tap({ resultMs: [700, never, 1_200] })]).split('\n')
    expect(table).toHaveLength(4)
    expect(table[2]).toMatch(
      /^\| menu: pressed\/busy +\| +40, 60, 50 \| +50 \| +≤ 100 ms \| +✓ \| +700 \|$/,
    )
    expect(table[3]).toMatch(
      /^\| menu: visible result +\| 700, never, 1,200 \| +1,200 \| ≤ 1,000 ms \| +✗ \| +700 \|$/,
    )
  })
})
