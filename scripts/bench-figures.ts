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

/** Issue 10's targets. kB are 1,000 bytes, as Vite's build report counts them. */
export const WEB_TARGETS = { minScore: 0.98, maxJsBytes: 130_000, jsBudgetPage: '/store' }

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

/** Bytes as kB (1,000 bytes) with one decimal. */
export const kB = (bytes: number) => (bytes / 1000).toFixed(1)
