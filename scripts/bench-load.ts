// `npm run bench:load`: the server under load, on a throw-away store per engine (10,000 templates,
// 200 signed-in bench users), the real server (node --import tsx server/main.ts) as a separate
// process on 127.0.0.1. Sections, each printing its figures beside the target (✓/✗):
//   mixed  browse/search/detail/like traffic at --connections (200) for --seconds (60): rps, p99
//          per route, errors (answers outside 2xx, socket errors, timeouts)
//   likes  rounds of 500 concurrent like/unlike calls by 100 users on 3 templates: each count
//          equals the users whose last call was a like (detail and database), never below 0
//   kill   kill -9 the server during a like storm, restart on the same store: every like that
//          answered 2xx before the kill is still there
//   restart  PostgreSQL only: restart the database server (--restart-command, default the local
//          cluster's pg_ctlcluster) during likes and reads: the server lives, answers 503 with
//          Retry-After meanwhile (never 500, never silence), serves again by itself (how soon after
//          the database), and every acknowledged like is kept
//   spray  32 concurrent failing sign-ins (a new e-mail each) while timing gzip search
//   cache  server RSS before and after 24,000 distinct anonymous searches
// Options: --only=mixed,likes,kill,restart,spray,cache  --engine=sqlite|postgres|both (default both when
// DATABASE_URL is set, else sqlite)  --seconds=60  --connections=200  --templates=10000
// --like-rounds=4  --kill-after=3  --spray-seconds=20  --searches=24000.
// Exits non-zero when a correctness check fails (an error in mixed, a wrong like count, a lost
// like); the spray and cache figures are measurements and only marked ✓/✗.
import { exec } from 'node:child_process'
import { promisify } from 'node:util'
import fs from 'node:fs'
import os from 'node:os'
import { USAGES } from '#catalogue/enums'
import type { Engine } from '#server/db/database'
import { likeCountOf, readLikeCounts } from '#server/db/like-counts'
import {
  against,
  expectedLikeCounts,
  formatTable,
  lostLikes,
  percentile,
  type LikeCall,
} from './bench-figures'
import {
  PUBLIC_ORDERS,
  autocannon,
  detailRequests,
  failures,
  option,
  prepareStore,
  rssMb,
  searchBody,
  searchRequests,
  sleep,
  startServer,
  stopServer,
  textOption,
  type AutocannonRequest,
  type AutocannonResult,
  type BenchStore,
  type BenchUser,
  type RunningServer,
} from './bench-support'

const SECTIONS = ['mixed', 'likes', 'kill', 'restart', 'spray', 'cache'] as const
type Section = (typeof SECTIONS)[number]

const ONLY = textOption('only', SECTIONS.join(','))
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean)
for (const s of ONLY) {
  if (!(SECTIONS as readonly string[]).includes(s)) {
    throw new Error(`--only: unknown section "${s}" (sections: ${SECTIONS.join(', ')})`)
  }
}
const BASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
const ENGINE_OPTION = textOption('engine', process.env.DATABASE_URL ? 'both' : 'sqlite')
if (!['sqlite', 'postgres', 'both'].includes(ENGINE_OPTION)) {
  throw new Error(`--engine must be sqlite, postgres or both, got "${ENGINE_OPTION}"`)
}
const ENGINES: Engine[] =
  ENGINE_OPTION === 'both' ? ['sqlite', 'postgres'] : [ENGINE_OPTION as Engine]
const SECONDS = option('seconds', 60)
const CONNECTIONS = option('connections', 200)
const TEMPLATES = option('templates', 10_000)
const LIKE_ROUNDS = option('like-rounds', 4)
const KILL_AFTER = option('kill-after', 3)
const SPRAY_SECONDS = option('spray-seconds', 20)
const SEARCHES = option('searches', 24_000)
const USERS = 200

/** Correctness checks that failed; any makes the exit code non-zero. */
const failed: string[] = []
function check(ok: boolean, what: string): boolean {
  console.log(`  ${ok ? '✓' : '✗'} ${what}`)
  if (!ok) failed.push(what)
  return ok
}

/** Every request of this script gives up after 30 s, so a hung server cannot hang the run. */
const REQUEST_TIMEOUT_MS = 30_000
const timeout = () => AbortSignal.timeout(REQUEST_TIMEOUT_MS)

const ms = (value: number) => `${Math.round(value * 10) / 10} ms`
const rate = (value: number) => Math.round(value).toLocaleString('en-US')

/** Runs `worker` over `items` with at most `concurrency` in flight. */
async function pool<T>(
  items: readonly T[],
  concurrency: number,
  worker: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next++] as T
        await worker(item)
      }
    }),
  )
}

const shuffled = <T>(items: readonly T[]): T[] => {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
  }
  return copy
}

async function like(server: RunningServer, user: BenchUser, template: string, liked: boolean) {
  const response = await fetch(`${server.url}/v2/store/templates/${template}/like`, {
    method: liked ? 'POST' : 'DELETE',
    headers: { authorization: `Bearer ${user.token}` },
    signal: timeout(),
  })
  const body = (await response.json().catch(() => ({}))) as { data?: { count_likes?: number } }
  return { status: response.status, count: body.data?.count_likes }
}

async function detailCount(server: RunningServer, template: string): Promise<number> {
  const response = await fetch(`${server.url}/v2/store/templates/${template}`, {
    signal: timeout(),
  })
  if (!response.ok) throw new Error(`GET detail ${template}: ${response.status}`)
  return ((await response.json()) as { data: { count_likes: number } }).data.count_likes
}

/**
 * The stored like count (the sum of the template's counter rows, migration 005) and the like
 * rows per template, straight from the database.
 */
async function databaseCounts(store: BenchStore, templates: string[]) {
  const { db } = store.open()
  try {
    const counters = await readLikeCounts(db, templates)
    const rows = await db
      .selectFrom('likes')
      .select(['template_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('template_id', 'in', templates)
      .groupBy('template_id')
      .execute()
    return new Map(
      templates.map((t) => [
        t,
        {
          stored: counters.get(t) ?? 0,
          rows: Number(rows.find((r) => r.template_id === t)?.n ?? 0),
        },
      ]),
    )
  } finally {
    await db.destroy()
  }
}

function logServerErrors(server: RunningServer, from: number): void {
  const lines = server.stderrLines().slice(from)
  if (lines.length === 0) return
  console.log(`  server wrote ${lines.length} stderr line(s); first:`)
  for (const line of lines.slice(0, 5)) console.log(`    ${line.slice(0, 200)}`)
}

// ── mixed ────────────────────────────────────────────────────────────────────────────────────

function browseRequests(): AutocannonRequest[] {
  let n = 0
  return [
    {
      method: 'GET',
      setupRequest: (request) => {
        const i = n++
        const order = PUBLIC_ORDERS[i % PUBLIC_ORDERS.length]
        const page = Math.floor(i / PUBLIC_ORDERS.length) % 25
        const language = i % 3 === 0 ? 'ja' : 'en'
        const group = i % 4 === 0 ? '&site_type_group=business' : ''
        return {
          ...request,
          path: `/v2/store/templates?order_by=${order}&limit=20&offset=${page * 20}&language=${language}${group}`,
        }
      },
    },
  ]
}

/** Likes and unlikes at random by many users, so likes meet each other on popular templates. */
function randomLikeRequests(ids: string[], users: BenchUser[]): AutocannonRequest[] {
  return [
    {
      setupRequest: (request) => {
        const user = users[Math.floor(Math.random() * users.length)] as BenchUser
        const id = ids[Math.floor(Math.random() * ids.length)]
        return {
          ...request,
          method: Math.random() < 0.5 ? 'POST' : 'DELETE',
          path: `/v2/store/templates/${id}/like`,
          headers: { authorization: `Bearer ${user.token}` },
        }
      },
    },
  ]
}

type RouteTally = {
  latencies: number[]
  failed: number
  timeouts: number
  statuses: Map<number, number>
}

/**
 * One crowd of CONNECTIONS clients, each sending one request at a time and picking the route of
 * each request by weight (30 % browse, 30 % search, 25 % detail, 15 % like): with one crowd no
 * route can starve another on the client side, as parallel load generators in one process did.
 */
async function mixed(store: BenchStore): Promise<void> {
  const routes = [
    { route: 'browse GET /v2/store/templates', weight: 0.3, requests: browseRequests() },
    { route: 'search POST …/templates/search', weight: 0.3, requests: searchRequests() },
    { route: 'detail GET …/templates/:id', weight: 0.25, requests: detailRequests(store.ids) },
    {
      route: 'like POST|DELETE …/:id/like',
      weight: 0.15,
      requests: randomLikeRequests(store.ids.slice(0, 100), store.users),
    },
  ]
  const tallies: RouteTally[] = routes.map(() => ({
    latencies: [],
    failed: 0,
    timeouts: 0,
    statuses: new Map(),
  }))
  const pickRoute = () => {
    let r = Math.random()
    for (let i = 0; i < routes.length; i++) {
      r -= routes[i]?.weight ?? 0
      if (r < 0) return i
    }
    return routes.length - 1
  }
  console.log(`  ${SECONDS} s, ${CONNECTIONS} clients, routes picked 30/30/25/15 %`)
  const server = await startServer(store.serverEnv)
  const stderrFrom = server.stderrLines().length
  try {
    // Load the search index before the crowd arrives, as a running server would have.
    await fetch(`${server.url}/v2/store/templates/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: searchBody(0),
      signal: timeout(),
    })
    const started = performance.now()
    const until = started + SECONDS * 1000
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < until) {
          const i = pickRoute()
          const template = routes[i]?.requests[0] as AutocannonRequest
          const request = template.setupRequest ? template.setupRequest({ ...template }) : template
          const tally = tallies[i] as RouteTally
          const sent = performance.now()
          try {
            const response = await fetch(`${server.url}${request.path}`, {
              method: request.method ?? 'GET',
              headers: request.headers,
              body: request.body,
              signal: AbortSignal.timeout(10_000),
            })
            await response.arrayBuffer()
            tally.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1)
            if (response.status < 200 || response.status >= 300) tally.failed++
            else tally.latencies.push(performance.now() - sent)
          } catch (error) {
            tally.failed++
            if ((error as Error).name === 'TimeoutError') tally.timeouts++
          }
        }
      }),
    )
    const seconds = (performance.now() - started) / 1000
    const rows = routes.map((r, i) => {
      const t = tallies[i] as RouteTally
      const other = [...t.statuses].filter(([code]) => code < 200 || code >= 300)
      return [
        r.route,
        rate(t.latencies.length / seconds),
        ms(percentile(t.latencies, 50)),
        ms(percentile(t.latencies, 99)),
        String(t.failed),
        String(t.timeouts),
        other.map(([code, n]) => `${code}×${n}`).join(' '),
      ]
    })
    const answered = tallies.reduce((n, t) => n + t.latencies.length, 0)
    const failedTotal = tallies.reduce((n, t) => n + t.failed, 0)
    rows.push([
      'all routes',
      rate(answered / seconds),
      ms(
        percentile(
          tallies.flatMap((t) => t.latencies),
          50,
        ),
      ),
      ms(
        percentile(
          tallies.flatMap((t) => t.latencies),
          99,
        ),
      ),
      String(failedTotal),
      String(tallies.reduce((n, t) => n + t.timeouts, 0)),
      '',
    ])
    console.log()
    console.log(
      formatTable(
        ['route', '2xx/s', 'p50', 'p99', 'errors', 'of which timeouts (10 s)', 'not 2xx'],
        rows,
      )
        .split('\n')
        .map((l) => `  ${l}`)
        .join('\n'),
    )
    console.log()
    check(
      failedTotal === 0,
      `mixed: ${failedTotal} errors (not 2xx, socket errors, timeouts; target 0)`,
    )
    const silent = routes.filter((_, i) => tallies[i]?.latencies.length === 0)
    check(
      silent.length === 0,
      `mixed: ${silent.length} routes answered nothing (${silent.map((r) => r.route).join(', ') || 'none'}; target 0)`,
    )
    logServerErrors(server, stderrFrom)
  } finally {
    await stopServer(server.child)
  }
}

function otherStatuses(result: AutocannonResult): string {
  return Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ')
}

/**
 * Templates the like traffic of mixed and kill never touches and nobody has liked. The seed
 * gives every template a count without like rows; these start at 0 instead (set before the
 * server loads them), so an unlike too many would show as a count below 0.
 */
async function unlikedTemplates(store: BenchStore, count: number): Promise<string[]> {
  const { db } = store.open()
  try {
    const rows = await db
      .selectFrom('templates')
      .select('id')
      .where('id', 'not in', store.ids.slice(0, 400))
      .where('id', 'not in', db.selectFrom('likes').select('template_id'))
      .orderBy(likeCountOf('templates.id'))
      .orderBy('id')
      .limit(count)
      .execute()
    const ids = rows.map((r) => r.id)
    if (ids.length < count) throw new Error('likes: raise --templates (too few unliked templates)')
    await db
      .updateTable('template_like_counts')
      .set({ count_likes: 0 })
      .where('template_id', 'in', ids)
      .execute()
    return ids
  } finally {
    await db.destroy()
  }
}

// ── likes ────────────────────────────────────────────────────────────────────────────────────

async function likes(store: BenchStore): Promise<void> {
  const users = store.users.slice(0, 100)
  const templates = await unlikedTemplates(store, 3)
  const server = await startServer(store.serverEnv)
  const stderrFrom = server.stderrLines().length
  try {
    // Start from none of these users liking these templates; others' likes stay as the base.
    const pairs = users.flatMap((user) => templates.map((template) => ({ user, template })))
    await pool(pairs, 50, async ({ user, template }) => {
      const { status } = await like(server, user, template, false)
      if (status !== 200) throw new Error(`clearing likes: DELETE answered ${status}`)
    })
    const base = new Map<string, number>()
    for (const t of templates) base.set(t, await detailCount(server, t))
    // The seed sets counts without like rows, so rows are checked against their own start.
    const rowsBefore = await databaseCounts(store, templates)
    console.log(
      `  templates ${templates.join(', ')} start at ${[...base.values()].join(', ')} likes`,
    )

    const calls: LikeCall[] = []
    let minimum = Infinity
    let maximum = -Infinity
    let errors = 0
    const started = Date.now()
    for (let round = 1; round <= LIKE_ROUNDS; round++) {
      // 100 users × 5 calls; one user's calls on one template within a round agree (like or
      // unlike), so their last action is defined whatever order the server runs them in.
      const intent = new Map<string, boolean>()
      const roundCalls: LikeCall[] = users.flatMap((user) =>
        Array.from({ length: 5 }, () => {
          const template = templates[Math.floor(Math.random() * templates.length)] as string
          const key = `${user.id} ${template}`
          // Unlike-heavy rounds drive counts towards 0, where a bad unlike would go below.
          if (!intent.has(key)) intent.set(key, Math.random() < (round % 2 ? 0.6 : 0.15))
          return { round, user: user.id, template, liked: intent.get(key) as boolean }
        }),
      )
      calls.push(...roundCalls)
      const byId = new Map(users.map((u) => [u.id, u]))
      await Promise.all(
        shuffled(roundCalls).map(async (call) => {
          try {
            const answer = await like(
              server,
              byId.get(call.user) as BenchUser,
              call.template,
              call.liked,
            )
            if (answer.status !== 200 || answer.count === undefined) errors++
            else {
              minimum = Math.min(minimum, answer.count)
              maximum = Math.max(maximum, answer.count)
            }
          } catch {
            errors++
          }
        }),
      )
    }
    const seconds = (Date.now() - started) / 1000
    console.log(
      `  ${calls.length} calls in ${LIKE_ROUNDS} rounds of 500 concurrent (${rate(calls.length / seconds)} calls/s), ` +
        `answered counts ${minimum}…${maximum}`,
    )
    const expected = expectedLikeCounts(calls)
    const inDb = await databaseCounts(store, templates)
    let allMatch = true
    for (const t of templates) {
      const want = (base.get(t) ?? 0) + (expected.get(t) ?? 0)
      const detail = await detailCount(server, t)
      const db = inDb.get(t)
      const wantRows = (rowsBefore.get(t)?.rows ?? 0) + (expected.get(t) ?? 0)
      const ok = detail === want && db?.stored === want && db.rows === wantRows
      allMatch &&= ok
      console.log(
        `    ${t}: expected ${want} (${base.get(t)} before + ${expected.get(t) ?? 0} last-liked), ` +
          `detail ${detail}, stored count ${db?.stored}, like rows ${db?.rows} of ${wantRows} ${ok ? '✓' : '✗'}`,
      )
    }
    check(errors === 0, `likes: ${errors} calls failed (target 0)`)
    check(allMatch, 'likes: every count equals the users whose last call was a like')
    check(minimum >= 0, `likes: lowest answered count ${minimum} (target ≥ 0)`)
    logServerErrors(server, stderrFrom)
  } finally {
    await stopServer(server.child)
  }
}

// ── kill ─────────────────────────────────────────────────────────────────────────────────────

async function kill(store: BenchStore): Promise<void> {
  const users = store.users.slice(100, 200)
  const templates = store.ids.slice(300, 400)
  const pairs = shuffled(users.flatMap((user) => templates.map((template) => ({ user, template }))))
  // The seed sets counts without like rows: each count must move exactly with its rows.
  const offsets = await databaseCounts(store, templates)
  const server = await startServer(store.serverEnv)
  const acknowledged: { user: string; template: string }[] = []
  let refused = 0
  let inFlightAtKill = 0
  let killed = false
  let next = 0
  let inFlight = 0
  const stormStarted = Date.now()
  const storm = Promise.all(
    Array.from({ length: 64 }, async () => {
      while (!killed && next < pairs.length) {
        const pair = pairs[next++] as (typeof pairs)[number]
        inFlight++
        try {
          const { status } = await like(server, pair.user, pair.template, true)
          if (status === 200) acknowledged.push({ user: pair.user.id, template: pair.template })
          else refused++
        } catch {
          // The connection died with the server: not acknowledged, so either outcome is fine.
        } finally {
          inFlight--
        }
      }
    }),
  )
  await sleep(KILL_AFTER * 1000)
  // On a busy machine 3 s may hold few answers: wait for 100 (at most 30 s more).
  for (let waited = 0; acknowledged.length < 100 && waited < 30_000; waited += 100) await sleep(100)
  if (next >= pairs.length) console.log('  the storm ran out of pairs before the kill; raise users')
  inFlightAtKill = inFlight
  await stopServer(server.child, 'SIGKILL')
  killed = true
  await storm
  // Every 200 read, even one read just after the kill, was sent by the server: it must hold.
  const counted = acknowledged
  console.log(
    `  killed -9 after ${((Date.now() - stormStarted) / 1000).toFixed(1)} s: ${counted.length} likes acknowledged, ${inFlightAtKill} in flight, ${refused} refused`,
  )

  const restarted = await startServer(store.serverEnv)
  try {
    const { db } = store.open()
    let present: { user: string; template: string }[]
    try {
      present = (
        await db
          .selectFrom('likes')
          .select(['account_id', 'template_id'])
          .where('template_id', 'in', templates)
          .execute()
      ).map((r) => ({ user: r.account_id, template: r.template_id }))
    } finally {
      await db.destroy()
    }
    const lost = lostLikes(counted, present)
    // The API's view after restart too: each acknowledged like shows as liked to its user.
    const byId = new Map(users.map((u) => [u.id, u]))
    let notLikedViaApi = 0
    await pool(counted, 32, async ({ user, template }) => {
      const response = await fetch(`${restarted.url}/v2/store/templates/${template}`, {
        headers: { authorization: `Bearer ${byId.get(user)?.token}` },
        signal: timeout(),
      })
      const body = (await response.json()) as { data?: { liked?: boolean } }
      if (!response.ok || body.data?.liked !== true) notLikedViaApi++
    })
    const counts = await databaseCounts(store, templates)
    const drift = templates.filter((t) => {
      const before = offsets.get(t)
      const after = counts.get(t)
      return !before || !after || after.stored - after.rows !== before.stored - before.rows
    }).length
    check(
      lost.length === 0,
      `kill: ${lost.length} acknowledged likes lost in the database (target 0)`,
    )
    check(
      notLikedViaApi === 0,
      `kill: ${notLikedViaApi} acknowledged likes not liked via the API (target 0)`,
    )
    check(
      drift === 0,
      `kill: ${drift} templates whose stored like count moved apart from their like rows (target 0)`,
    )
    check(
      refused === 0,
      `kill: ${refused} likes answered other than 200 before the kill (target 0)`,
    )
    logServerErrors(restarted, 0)
  } finally {
    await stopServer(restarted.child)
  }
}

// ── restart ──────────────────────────────────────────────────────────────────────────────────

/** The local cluster's own restart (Debian's pg_ctlcluster), as an operator would run it. */
function defaultRestartCommand(): string {
  const versions = fs.existsSync('/etc/postgresql') ? fs.readdirSync('/etc/postgresql') : []
  return versions[0] ? `pg_ctlcluster --skip-systemctl-redirect ${versions[0]} main restart` : ''
}
const RESTART_COMMAND = textOption('restart-command', defaultRestartCommand())

async function restart(store: BenchStore): Promise<void> {
  if (store.engine !== 'postgres') {
    console.log('  PostgreSQL only: skipped')
    return
  }
  if (!RESTART_COMMAND) {
    console.log('  no --restart-command and no local cluster (/etc/postgresql): skipped')
    return
  }
  const users = store.users.slice(0, 100)
  const templates = store.ids.slice(400, 500)
  const pairs = shuffled(users.flatMap((user) => templates.map((template) => ({ user, template }))))
  const server = await startServer(store.serverEnv)
  const statuses = new Map<string, number>()
  const count = (status: string) => statuses.set(status, (statuses.get(status) ?? 0) + 1)
  const acknowledged: { user: string; template: string }[] = []
  let failedFrom: number | undefined
  let failedUntil: number | undefined
  let stop = false
  let next = 0
  const durations: number[] = []
  const answer = async (what: string, request: () => Promise<Response>) => {
    const sent = Date.now()
    try {
      const response = await request()
      await response.arrayBuffer()
      durations.push(Date.now() - sent)
      const status = String(response.status)
      count(
        response.status === 503 && !response.headers.get('retry-after')
          ? '503 without Retry-After'
          : status,
      )
      if (response.status !== 200) {
        failedFrom ??= Date.now()
        failedUntil = Date.now()
      }
      return response.status
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause
      count(`no answer to ${what} (${cause?.code ?? cause?.message ?? (error as Error).message})`)
      return 0
    }
  }
  // Likes, each retried until acknowledged (as a client honouring Retry-After), and reads.
  const writers = Array.from({ length: 16 }, async () => {
    while (!stop && next < pairs.length) {
      const pair = pairs[next++] as (typeof pairs)[number]
      while (!stop) {
        const status = await answer('a like', () =>
          fetch(`${server.url}/v2/store/templates/${pair.template}/like`, {
            method: 'POST',
            headers: { authorization: `Bearer ${pair.user.token}` },
            signal: timeout(),
          }),
        )
        if (status === 200) {
          acknowledged.push({ user: pair.user.id, template: pair.template })
          break
        }
        await sleep(100)
      }
    }
  })
  const readers = Array.from({ length: 8 }, async (_, n) => {
    for (let i = n; !stop; i += 8) {
      await answer('a detail', () =>
        fetch(`${server.url}/v2/store/templates/${templates[i % templates.length]}`, {
          signal: timeout(),
        }),
      )
    }
  })
  try {
    await sleep(2_000)
    const restartStarted = Date.now()
    // Not execSync: the load must go on while the database restarts.
    await promisify(exec)(RESTART_COMMAND)
    const databaseBack = Date.now()
    let served: number | undefined
    for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
      const ready = await fetch(`${server.url}/v2/health/ready`, { signal: timeout() }).catch(
        () => undefined,
      )
      if (ready?.status === 200) {
        served = Date.now()
        break
      }
      await sleep(20)
    }
    await sleep(2_000)
    stop = true
    await Promise.all([...writers, ...readers])
    const alive = server.child.exitCode === null && server.child.signalCode === null
    const summary = [...statuses].map(([status, n]) => `${rate(n)} × ${status}`).join(', ')
    console.log(
      `  database restart took ${rate(databaseBack - restartStarted)} ms; answers: ${summary}; ` +
        `answer time p50 ${ms(percentile(durations, 50))}, p99 ${ms(percentile(durations, 99))}, ` +
        `longest ${ms(Math.max(...durations))}`,
    )
    if (failedFrom !== undefined && failedUntil !== undefined) {
      console.log(
        `  answers other than 200 from ${rate(failedFrom - restartStarted)} ms to ${rate(failedUntil - restartStarted)} ms after the restart began`,
      )
    }
    check(alive, 'restart: the server process lives through the database restart')
    check(
      served !== undefined,
      served === undefined
        ? 'restart: ready again within 60 s of the database (it was not)'
        : `restart: ready again ${rate(served - databaseBack)} ms after the database was back (${rate(served - restartStarted)} ms after the restart began)`,
    )
    const dishonest = [...statuses.keys()].filter((status) => status !== '200' && status !== '503')
    check(
      dishonest.length === 0,
      `restart: every answer is 200 or 503 with Retry-After (others: ${dishonest.join(', ') || 'none'})`,
    )
    const { db } = store.open()
    try {
      const present = (
        await db
          .selectFrom('likes')
          .select(['account_id', 'template_id'])
          .where('template_id', 'in', templates)
          .execute()
      ).map((r) => ({ user: r.account_id, template: r.template_id }))
      const lost = lostLikes(acknowledged, present)
      check(
        lost.length === 0,
        `restart: ${lost.length} of ${rate(acknowledged.length)} acknowledged likes lost (target 0)`,
      )
    } finally {
      await db.destroy()
    }
    logServerErrors(server, 0)
  } finally {
    stop = true
    await stopServer(server.child)
  }
}

// ── spray ────────────────────────────────────────────────────────────────────────────────────

function sprayRequests(url: string): AutocannonRequest[] {
  let n = 0
  const run = `${process.pid}-${Date.now().toString(36)}`
  return [
    {
      method: 'POST',
      path: '/auth/sign-in',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url },
      setupRequest: (request) => {
        const i = n++
        const form = new URLSearchParams({
          email: `spray-${run}-${i}@bench.test`,
          password: `wrong-password-${i}`,
          redirect: '/store',
          lang: 'en',
        })
        return { ...request, body: form.toString() }
      },
    },
  ]
}

async function spray(store: BenchStore): Promise<void> {
  const server = await startServer(store.serverEnv)
  const stderrFrom = server.stderrLines().length
  const gzipSearch = (duration: number) =>
    autocannon({
      url: server.url,
      connections: 4,
      duration,
      requests: searchRequests({ 'accept-encoding': 'gzip' }),
    })
  try {
    await gzipSearch(1)
    const quiet = await gzipSearch(5)
    const [loaded, sprayers] = await Promise.all([
      gzipSearch(SPRAY_SECONDS),
      autocannon({
        url: server.url,
        connections: 32,
        duration: SPRAY_SECONDS,
        requests: sprayRequests(server.url),
      }),
    ])
    const statuses = sprayers.statusCodeStats ?? {}
    const count = (code: string) => statuses[code]?.count ?? 0
    console.log(
      `  gzip search alone (4 connections, 5 s): p50 ${ms(quiet.latency.p50)}, p99 ${ms(quiet.latency.p99)}`,
    )
    console.log(
      `  with 32 sprayers (${SPRAY_SECONDS} s): p50 ${ms(loaded.latency.p50)}, ` +
        against(loaded.latency.p99 <= 50, `p99 ${ms(loaded.latency.p99)}`, '≤ 50 ms') +
        `, ${rate(loaded.requests.average)} searches/s, ${failures(loaded)} failed`,
    )
    console.log(
      `  sprayers: ${rate(sprayers.requests.total)} sign-ins (${rate(sprayers.requests.average)}/s): ` +
        `${count('429')}× 429, ${count('401')}× 401 (all answers not 2xx: ${otherStatuses(sprayers) || 'none'}), ` +
        `${sprayers.errors} socket errors (${sprayers.timeouts} of them timeouts)`,
    )
    logServerErrors(server, stderrFrom)
  } finally {
    await stopServer(server.child)
  }
}

// ── cache ────────────────────────────────────────────────────────────────────────────────────

/**
 * Distinct anonymous search bodies whose answers are full pages: every combination of filter,
 * order, language, page size (20…100) and page differs, and the filters are broad enough that
 * the pages asked for exist.
 */
function distinctSearchRequests(): AutocannonRequest[] {
  const filters = [
    null,
    ...USAGES.map((usage) => ({ usage })),
    { price: 'free' },
    { price: 'paid' },
  ]
  const languages = ['en', 'ja']
  const limits = Array.from({ length: 17 }, (_, i) => 20 + i * 5)
  let n = 0
  return [
    {
      method: 'POST',
      path: '/v2/store/templates/search',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => {
        let i = n++
        const pick = <T>(values: readonly T[]): T => {
          const value = values[i % values.length] as T
          i = Math.floor(i / values.length)
          return value
        }
        const body = {
          filters: pick(filters),
          order_by: pick(PUBLIC_ORDERS),
          language: pick(languages),
          limit: pick(limits),
          offset: 0,
        }
        body.offset = i * body.limit
        return { ...request, body: JSON.stringify(body) }
      },
    },
  ]
}

async function cache(store: BenchStore): Promise<void> {
  const server = await startServer(store.serverEnv)
  const pid = server.child.pid as number
  const stderrFrom = server.stderrLines().length
  try {
    await autocannon({ url: server.url, connections: 4, amount: 200, requests: searchRequests() })
    await sleep(1000)
    const before = rssMb(pid)
    const result = await autocannon({
      url: server.url,
      connections: 16,
      amount: SEARCHES,
      requests: distinctSearchRequests(),
    })
    const rightAfter = rssMb(pid)
    await sleep(2000)
    const after = rssMb(pid)
    const answers = result.requests.total
    console.log(
      `  ${rate(answers)} distinct searches in ${rate(result.requests.average)}/s, ` +
        `${failures(result)} failed, mean answer ${rate(result.throughput.total / Math.max(1, answers) / 1024)} KB`,
    )
    console.log(
      `  RSS ${rate(before)} MB before → ${rate(rightAfter)} MB right after, ` +
        against(after <= 400, `${rate(after)} MB 2 s later`, 'RSS ≤ 400 MB'),
    )
    logServerErrors(server, stderrFrom)
  } finally {
    await stopServer(server.child)
  }
}

// ── main ─────────────────────────────────────────────────────────────────────────────────────

const RUNNERS: Record<Section, (store: BenchStore) => Promise<void>> = {
  mixed,
  likes,
  kill,
  restart,
  spray,
  cache,
}

async function main(): Promise<void> {
  console.log(
    `bench:load ${new Date().toISOString()}, ${os.cpus().length} CPUs, load average ` +
      `${(os.loadavg()[0] ?? 0).toFixed(1)}; sections ${ONLY.join(', ')}; engines ${ENGINES.join(', ')}`,
  )
  for (const engine of ENGINES) {
    console.log(`\n=== ${engine}: seeding ${rate(TEMPLATES)} templates and ${USERS} users …`)
    const started = Date.now()
    const store = await prepareStore({
      engine,
      templates: TEMPLATES,
      users: USERS,
      baseUrl: BASE_URL,
    })
    console.log(`    ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    try {
      for (const section of SECTIONS) {
        if (!ONLY.includes(section)) continue
        console.log(`\n[${engine}] ${section} (load average ${(os.loadavg()[0] ?? 0).toFixed(1)})`)
        await RUNNERS[section](store)
      }
    } finally {
      await store.cleanup()
    }
  }
  console.log()
  if (failed.length > 0) {
    console.log(`${failed.length} check(s) failed:\n${failed.map((f) => `  ✗ ${f}`).join('\n')}`)
    process.exitCode = 1
  } else console.log('All correctness checks passed.')
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
