// Pure helpers of the benchmark scripts (bench:api, bench:load): percentiles, the like-count
// expectations the load checks hold the server to, and table printing. No I/O, so unit-tested.

/** Nearest-rank percentile (p in 0..100) of unsorted samples; NaN for no samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN
  if (!(p >= 0 && p <= 100)) throw new Error(`percentile must be within 0..100, got ${p}`)
  const sorted = [...samples].sort((a, b) => a - b)
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length))
  return sorted[rank - 1] ?? Number.NaN
}

/** The median; NaN for no values (no runs measured is not a figure of 0). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

/**
 * One like or unlike sent in a round of concurrent calls. Calls of one round are in flight
 * together, so their order is the server's; a round finishes before the next one starts.
 */
export type LikeCall = { round: number; user: string; template: string; liked: boolean }

/**
 * The like count each template must have after the calls: the users whose last call on it was a
 * like. A user's last call is the one in their latest round; calls of one user on one template
 * within a round must agree, since their order is unknowable (an error says so otherwise).
 */
export function expectedLikeCounts(calls: readonly LikeCall[]): Map<string, number> {
  const last = new Map<string, { round: number; liked: boolean; template: string }>()
  for (const call of calls) {
    const key = JSON.stringify([call.user, call.template])
    const seen = last.get(key)
    if (seen && seen.round === call.round && seen.liked !== call.liked) {
      throw new Error(
        `round ${call.round}: user ${call.user} both likes and unlikes ${call.template}, ` +
          'so the last action is undefined',
      )
    }
    if (!seen || call.round >= seen.round) {
      last.set(key, { round: call.round, liked: call.liked, template: call.template })
    }
  }
  const counts = new Map<string, number>()
  for (const { template, liked } of last.values()) {
    counts.set(template, (counts.get(template) ?? 0) + (liked ? 1 : 0))
  }
  return counts
}

/** The acknowledged (user, template) likes missing from what the database holds afterwards. */
export function lostLikes(
  acknowledged: readonly { user: string; template: string }[],
  present: readonly { user: string; template: string }[],
): { user: string; template: string }[] {
  const held = new Set(present.map((p) => JSON.stringify([p.user, p.template])))
  return acknowledged.filter((a) => !held.has(JSON.stringify([a.user, a.template])))
}

/** `✓`/`✗` beside a figure and its target, e.g. `p99 31 ms (target ≤ 50 ms) ✓`. */
export function against(ok: boolean, figure: string, target: string): string {
  return `${figure} (target ${target}) ${ok ? '✓' : '✗'}`
}

/** A Markdown table: the first column left-aligned, the others right-aligned. */
export function formatTable(header: readonly string[], rows: readonly string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: readonly string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`
  const rule = `|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`
  return [line(header), rule, ...rows.map(line)].join('\n')
}

/** What `bench:web` measured on one page: times in ms. */
export type PageFigures = {
  page: string
  /** JavaScript the first load fetched, gzip (what the budget counts). */
  jsBytes: number
  /** CSS, gzip. */
  cssBytes: number
  /** JavaScript as the browser received it (brotli, when the server offers it). */
  jsReceivedBytes: number
  /** Images the first screen loaded (lazy ones below it are not), as received. */
  imageBytes?: number
  /** The page's HTML, as received (compressed). */
  htmlBytes?: number
  /** JavaScript the app loads when it starts at the first pointer move, gzip (decision 025). */
  appJsBytes?: number
  /** From that move to the hydrated page, on a simulated slow phone (CPU ×4, 150 ms, 1.6 Mbit/s). */
  appStartMs?: number
  /** Lighthouse performance score, 0..1. */
  score: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
}

/**
 * Issue 10's targets, and issue 29's for the first tap. kB are 1,000 bytes, as Vite's build report
 * counts them.
 */
export const WEB_TARGETS = {
  minScore: 0.98,
  maxJsBytes: 130_000,
  jsBudgetPage: '/store',
  /** From the first tap to the pressed/busy state, median of the runs. */
  firstTapBusyMs: 100,
  /** From the first tap to the visible result, median of the runs. */
  firstTapResultMs: 1_000,
}

/**
 * One verdict per target: performance ≥ 0.98 and CLS 0 on every page, the JavaScript budget on
 * /store. CLS counts as 0 when Lighthouse would show it as 0 (three decimals): it reports
 * sub-pixel shifts as e.g. 0.00002, which no visitor sees.
 */
export function webVerdicts(rows: readonly PageFigures[]): string[] {
  const verdicts = rows.flatMap((r) => [
    `${r.page}: ${against(r.score >= WEB_TARGETS.minScore, `performance ${r.score.toFixed(2)}`, `≥ ${WEB_TARGETS.minScore}`)}`,
    `${r.page}: ${against(Number(r.cls.toFixed(3)) === 0, `CLS ${r.cls.toFixed(3)}`, '0')}`,
  ])
  const budget = rows.find((r) => r.page === WEB_TARGETS.jsBudgetPage)
  if (budget) {
    verdicts.push(
      `${budget.page}: ${against(budget.jsBytes <= WEB_TARGETS.maxJsBytes, `JS ${kB(budget.jsBytes)} kB`, `≤ ${kB(WEB_TARGETS.maxJsBytes)} kB`)}`,
    )
  }
  return verdicts
}

/**
 * What `bench:web` measured for one first tap (issue 29): milliseconds from the tap to the
 * pressed/busy state and to the visible result, one figure per run. A state that never showed
 * within the run's wait is `Infinity` (a miss, printed "never"); a run that could not be measured
 * (the control was not on the page) is `NaN` (printed "error", also a miss).
 */
export type FirstTapFigures = {
  /** What was tapped, where, e.g. "like, /store/all (1280 px, mouse)". */
  row: string
  busyMs: number[]
  resultMs: number[]
  /** From the tap to html[data-hydrated], per run (Infinity: not within the wait). */
  hydratedMs: number[]
  /** Why runs could not be measured, if any did not. */
  errors: string[]
}

/**
 * The median of runs where a never (Infinity) counts as the slowest figure: most runs never
 * answering is a median of never. Any unmeasured run (NaN) makes the median NaN.
 */
export function tapMedian(runs: readonly number[]): number {
  if (runs.some((ms) => Number.isNaN(ms))) return Number.NaN
  return median(runs)
}

/** "1,905", "never" or "error". */
export function tapMs(ms: number): string {
  if (Number.isNaN(ms)) return 'error'
  if (ms === Number.POSITIVE_INFINITY) return 'never'
  return Math.round(ms).toLocaleString('en-US')
}

const within = (ms: number, target: number) => Number.isFinite(ms) && ms <= target
/** "1,905 ms", "never", "error". */
const tapFigure = (ms: number) => (Number.isFinite(ms) ? `${tapMs(ms)} ms` : tapMs(ms))

/** The first-tap table: one line per tap and measure, each run's figure, the median, the verdict. */
export function firstTapTable(rows: readonly FirstTapFigures[]): string {
  const header = [
    'first tap, 1.5 s after load',
    'runs, ms',
    'median ms',
    'target',
    'met',
    'hydrated ms (before the result)',
  ]
  const lines = rows.flatMap((r) =>
    (
      [
        ['pressed/busy', r.busyMs, WEB_TARGETS.firstTapBusyMs],
        ['visible result', r.resultMs, WEB_TARGETS.firstTapResultMs],
      ] as const
    ).map(([measure, runs, target]) => {
      const middle = tapMedian(runs)
      return [
        `${r.row}: ${measure}`,
        runs.map(tapMs).join(', '),
        tapMs(middle),
        `≤ ${tapMs(target)} ms`,
        within(middle, target) ? '✓' : '✗',
        tapMs(tapMedian(r.hydratedMs)),
      ]
    }),
  )
  return formatTable(header, lines)
}

/** Two verdicts per tap (issue 29): pressed/busy ≤ 100 ms and the visible result ≤ 1,000 ms. */
export function firstTapVerdicts(rows: readonly FirstTapFigures[]): string[] {
  return rows.flatMap((r) => {
    const busy = tapMedian(r.busyMs)
    const result = tapMedian(r.resultMs)
    const verdicts = [
      `first tap, ${r.row}: ${against(within(busy, WEB_TARGETS.firstTapBusyMs), `pressed/busy ${tapFigure(busy)}`, `≤ ${tapMs(WEB_TARGETS.firstTapBusyMs)} ms`)}`,
      `first tap, ${r.row}: ${against(within(result, WEB_TARGETS.firstTapResultMs), `visible result ${tapFigure(result)}`, `≤ ${tapMs(WEB_TARGETS.firstTapResultMs)} ms`)}`,
    ]
    return [...verdicts, ...r.errors.map((error) => `first tap, ${r.row}: not measured: ${error}`)]
  })
}

/** Bytes as kB (1,000 bytes) with one decimal. */
export const kB = (bytes: number) => (bytes / 1000).toFixed(1)
