// `npm run bench:api`: seeds 10,000 templates into a temporary SQLite database, starts the real
// server (tsx server/main.ts) on a free port and drives it with autocannon, 50 connections per
// route. Prints p50/p99 latency and req/s per route, and each route's rate against the bare
// static JSON route. Options: --duration=<s> (default 6), --connections=<n> (default 50),
// --templates=<n> (default 10000), --rounds=<n> (default 1: interleaved rounds, medians reported),
// --cold (also measure search without the answer cache, and answered by SQL alone).
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { issueAccessToken } from '../server/auth/sessions'
import { openDatabase } from '../server/db/database'
import { migrateToLatest } from '../server/db/migrate'
import { seedDatabase } from '../server/db/seed'

type AutocannonRequest = {
  method?: string
  path?: string
  headers?: Record<string, string>
  body?: string
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest
}
type AutocannonResult = {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number; average: number; max: number }
  non2xx: number
  errors: number
  timeouts: number
}
type Autocannon = (options: {
  url: string
  connections: number
  duration: number
  requests?: AutocannonRequest[]
  headers?: Record<string, string>
}) => Promise<AutocannonResult>

const require = createRequire(import.meta.url)
const autocannon = require('autocannon') as Autocannon

function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`))
  const value = arg ? Number(arg.split('=')[1]) : fallback
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`)
  return value
}

const DURATION = option('duration', 6)
const CONNECTIONS = option('connections', 50)
const TEMPLATES = option('templates', 10_000)
const COLD = process.argv.includes('--cold')
const ROUNDS = option('rounds', 1)
const WARMUP_SECONDS = 1

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

async function startServer(dataDir: string, extraEnv: Record<string, string> = {}) {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', ...extraEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`)
    try {
      const response = await fetch(`${url}/v2/health`)
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy within 60 s')
    await new Promise((r) => setTimeout(r, 200))
  }
  return { url, child }
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

const WORDS = [
  'cafe',
  'salon',
  'clinic',
  'portfolio',
  'school',
  'minimal',
  'hotel',
  'dental',
  'カフェ',
  'サロン',
  'landing',
  'elegant',
]
const FILTERS: Record<string, unknown>[] = [
  { site_type_group: 'business' },
  { industry_group: 'food-beverage' },
  { style_tags: ['minimal'] },
  { price: 'free' },
  { usage: 'PORTFOLIO' },
  { feature_tags: ['reservation'] },
  { site_type_group: 'professional' },
  {},
]
const ORDERS = ['ranking', 'hot', 'published_at', 'likes_count']

/** Varied search bodies: a query word, a filter and an order, cycling through combinations. */
function searchRequests(): AutocannonRequest[] {
  let n = 0
  return [
    {
      method: 'POST',
      path: '/v2/store/templates/search',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => {
        n++
        const body = {
          query: WORDS[n % WORDS.length],
          filters: FILTERS[Math.floor(n / WORDS.length) % FILTERS.length],
          order_by: ORDERS[Math.floor(n / (WORDS.length * FILTERS.length)) % ORDERS.length],
          limit: 20,
          offset: 0,
          language: n % 3 === 0 ? 'ja' : 'en',
        }
        return { ...request, body: JSON.stringify(body) }
      },
    },
  ]
}

function detailRequests(ids: string[]): AutocannonRequest[] {
  let n = 0
  return [
    {
      method: 'GET',
      setupRequest: (request) => {
        n++
        return {
          ...request,
          path: `/v2/store/templates/${ids[n % ids.length]}?language=${n % 2 ? 'en' : 'ja'}`,
        }
      },
    },
  ]
}

function likeRequests(ids: string[], token: string): AutocannonRequest[] {
  let n = 0
  return [
    {
      headers: { authorization: `Bearer ${token}` },
      setupRequest: (request) => {
        n++
        // Like then unlike the same template: the table keeps its size and both paths run.
        const id = ids[Math.floor(n / 2) % ids.length]
        return {
          ...request,
          method: n % 2 ? 'POST' : 'DELETE',
          path: `/v2/store/templates/${id}/like`,
        }
      },
    },
  ]
}

type Row = { route: string; rps: number; p50: number; p99: number; non2xx: number; errors: number }

async function measure(route: string, url: string, requests: AutocannonRequest[]): Promise<Row> {
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, requests })
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, requests })
  const row = {
    route,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
  console.log(`  ${route}: ${Math.round(row.rps)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms`)
  return row
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

function printTable(rows: (Row & { ratio: number })[]): void {
  const header = ['route', 'req/s', 'p50 ms', 'p99 ms', 'vs static', 'non-2xx', 'errors']
  const lines = rows.map((r) => [
    r.route,
    Math.round(r.rps).toLocaleString('en-US'),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    `${r.ratio.toFixed(2)}x`,
    String(r.non2xx),
    String(r.errors),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)))
  const format = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`
  console.log()
  console.log(format(header))
  console.log(
    `|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  )
  for (const line of lines) console.log(format(line))
  const search = rows.find((r) => r.route.startsWith('search'))
  if (search) {
    const okLatency = search.p99 <= 15
    const okRate = search.ratio >= 0.5
    console.log()
    console.log(`search p99 ≤ 15 ms: ${okLatency ? 'met' : 'NOT met'} (${search.p99} ms)`)
    console.log(
      `search ≥ 0.5× static rate: ${okRate ? 'met' : 'NOT met'} (${search.ratio.toFixed(2)}×)`,
    )
  }
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-bench-'))
  console.log(`Seeding ${TEMPLATES.toLocaleString('en-US')} templates into ${dataDir} …`)
  const started = Date.now()
  const store = openDatabase({ dataDir })
  let token: string
  let ids: string[]
  try {
    await migrateToLatest(store)
    await seedDatabase(store, { templates: TEMPLATES })
    const demo = await store.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', 'demo@example.com')
      .executeTakeFirstOrThrow()
    token = (await issueAccessToken(store.db, demo.id, new Date())).token
    ids = (
      await store.db
        .selectFrom('templates')
        .select('id')
        .orderBy('hot_score', 'desc')
        .limit(500)
        .execute()
    ).map((r) => r.id)
  } finally {
    await store.db.destroy()
  }
  console.log(
    `Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s. Running ${DURATION} s per route, ${CONNECTIONS} connections.`,
  )

  const routes: { route: string; requests: () => AutocannonRequest[] }[] = [
    {
      route: 'static (GET /v2/bench/static)',
      requests: () => [{ method: 'GET', path: '/v2/bench/static' }],
    },
    { route: 'search (POST /v2/store/templates/search)', requests: searchRequests },
    { route: 'detail (GET /v2/store/templates/:id)', requests: () => detailRequests(ids) },
    {
      route: 'like/unlike (POST|DELETE …/like)',
      requests: () => likeRequests(ids.slice(0, 100), token),
    },
  ]
  const runs = new Map<string, Row[]>(routes.map((r) => [r.route, []]))
  const loadBefore = os.loadavg()[0] ?? 0
  const server = await startServer(dataDir)
  try {
    // Rounds interleave the routes, so a burst of load from elsewhere on the machine hits them
    // alike; each figure is the median over the rounds, each ratio the median of per-round ratios.
    for (let round = 1; round <= ROUNDS; round++) {
      if (ROUNDS > 1) console.log(`Round ${round}/${ROUNDS}`)
      for (const { route, requests } of routes)
        runs.get(route)?.push(await measure(route, server.url, requests()))
    }
  } finally {
    await stopServer(server.child)
  }

  if (COLD) {
    // The cold paths: the index without its serialized answers, and SQL alone.
    for (const [route, env] of [
      ['search, index without answer cache', { SEARCH_ANSWER_CACHE: 'off' }],
      ['search, SQL only (SEARCH_INDEX=off)', { SEARCH_INDEX: 'off' }],
    ] as const) {
      const cold = await startServer(dataDir, env)
      try {
        runs.set(route, [await measure(route, cold.url, searchRequests())])
      } finally {
        await stopServer(cold.child)
      }
    }
  }

  const staticRuns = runs.get(routes[0]?.route ?? '') ?? []
  const rows = [...runs.entries()].map(([route, list]): Row & { ratio: number } => ({
    route,
    rps: median(list.map((r) => r.rps)),
    p50: median(list.map((r) => r.p50)),
    p99: median(list.map((r) => r.p99)),
    non2xx: list.reduce((n, r) => n + r.non2xx, 0),
    errors: list.reduce((n, r) => n + r.errors, 0),
    ratio: median(
      list.map((r, i) => r.rps / (staticRuns[i]?.rps ?? staticRuns[0]?.rps ?? Number.NaN)),
    ),
  }))
  console.log(
    `\n${ROUNDS} round(s) of ${DURATION} s per route, ${CONNECTIONS} connections; ` +
      `load average ${loadBefore.toFixed(1)} before, ${(os.loadavg()[0] ?? 0).toFixed(1)} after (${os.cpus().length} CPUs).`,
  )
  printTable(rows)
  fs.rmSync(dataDir, { recursive: true, force: true })
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
