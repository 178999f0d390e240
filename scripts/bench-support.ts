// Shared by the benchmark scripts (bench:api, bench:load): options, a throw-away seeded store on
// SQLite or PostgreSQL with signed-in bench users, the real server as a child process, and the
// autocannon request generators. Loopback only; every process and database started here is
// stopped or dropped by the caller's cleanup.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { sql } from 'kysely'
import pg from 'pg'
import { createAccount } from '#server/auth/accounts'
import { issueAccessToken } from '#server/auth/sessions'
import { openDatabase, type Engine, type StoreDb } from '#server/db/database'
import { migrateToLatest } from '#server/db/migrate'
import { seedDatabase } from '#server/db/seed'

export type AutocannonRequest = {
  method?: string
  path?: string
  headers?: Record<string, string>
  body?: string
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest
}
export type AutocannonResult = {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number; average: number; max: number }
  throughput: { total: number }
  non2xx: number
  errors: number
  timeouts: number
  statusCodeStats?: Record<string, { count: number }>
}
export type AutocannonOptions = {
  url: string
  connections: number
  duration?: number
  amount?: number
  timeout?: number
  requests?: AutocannonRequest[]
  headers?: Record<string, string>
}
type Autocannon = (options: AutocannonOptions) => Promise<AutocannonResult>

const require = createRequire(import.meta.url)
export const autocannon = require('autocannon') as Autocannon

/** Failed requests of an autocannon run: answers outside 2xx, and socket errors (timeouts too). */
export const failures = (r: AutocannonResult) => r.non2xx + r.errors

/** `--name=<positive number>` from the command line, or the fallback. */
export function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`))
  const value = arg ? Number(arg.slice(name.length + 3)) : fallback
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`)
  return value
}

/** `--name=<text>` from the command line, or the fallback. */
export function textOption(name: string, fallback: string): string {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`))
  return arg ? arg.slice(name.length + 3) : fallback
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * A port nobody listens on: any the system offers, or the first free one of BENCH_PORTS
 * ("3900-3999"), for machines where each user keeps to a range.
 */
async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '')
  if (!range) return listenOnce(0)
  for (let port = Number(range[1]); port <= Number(range[2]); port++) {
    const free = await listenOnce(port).catch(() => undefined)
    if (free !== undefined) return free
  }
  throw new Error(`No free port in BENCH_PORTS=${process.env.BENCH_PORTS ?? ''}`)
}

async function listenOnce(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      const address = server.address()
      const bound = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(bound))
    })
  })
}

export type RunningServer = {
  url: string
  port: number
  child: ChildProcess
  /** Lines the server wrote to stderr (errors, stack traces), counted for the report. */
  stderrLines: () => string[]
}

/**
 * Starts the real server (node --import tsx server/main.ts, so the child's pid is the server's
 * own, for RSS and kill -9) on a free loopback port and waits for /v2/health.
 */
export async function startServer(
  env: Record<string, string>,
  port?: number,
  /** Node flags before the script, e.g. `--cpu-prof` (scripts/profile-pages.ts). */
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  const listenPort = port ?? (await freePort())
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    // Measured as it is deployed: React's production build renders the pages.
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      PORT: String(listenPort),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // Drained so a chatty server never blocks on a full pipe; stderr is kept for the report.
  const stderr: string[] = []
  child.stdout?.resume()
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    for (const line of chunk.split('\n'))
      if (line.trim() && stderr.length < 10_000) stderr.push(line)
  })
  const url = `http://127.0.0.1:${listenPort}`
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}): ${stderr.join('\n')}`)
    }
    try {
      const response = await fetch(`${url}/v2/health`, { signal: AbortSignal.timeout(10_000) })
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error('server did not become healthy within 120 s')
    }
    await sleep(200)
  }
  return { url, port: listenPort, child, stderrLines: () => stderr }
}

export function stopServer(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill(signal)
  })
}

/** Resident memory of a process in MB, from /proc/<pid>/status (Linux). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]
  if (!kb) throw new Error(`no VmRSS in /proc/${pid}/status`)
  return Number(kb) / 1024
}

export type BenchUser = { id: string; token: string }

export type BenchStore = {
  engine: Engine
  /** Environment for the server process: this store and nothing else. */
  serverEnv: Record<string, string>
  /** Template ids, most popular first (hot_score). */
  ids: string[]
  users: BenchUser[]
  open: () => StoreDb
  cleanup: () => Promise<void>
}

/**
 * A throw-away store on one engine: SQLite in a temporary DATA_DIR, or a new PostgreSQL database
 * next to the one `baseUrl` names. Migrated, seeded with `templates`, given `users` accounts with
 * access tokens (made directly with the server's own helpers: the sign-up page is rate-limited
 * per address), then VACUUM ANALYZE on PostgreSQL (autovacuum may be off).
 */
export async function prepareStore(options: {
  engine: Engine
  templates: number
  users: number
  baseUrl?: string
}): Promise<BenchStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-bench-'))
  let databaseUrl: string | undefined
  let dropDatabase = async () => {}
  if (options.engine === 'postgres') {
    const base = options.baseUrl ?? 'postgres://postgres@127.0.0.1:5432/test'
    const name = `bench_${process.pid}_${Date.now().toString(36)}`
    await adminQuery(base, `CREATE DATABASE ${name}`)
    const url = new URL(base)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    dropDatabase = () => adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  }
  const open = () => openDatabase(databaseUrl ? { databaseUrl } : { dataDir })
  const cleanup = async () => {
    await dropDatabase()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    const store = open()
    try {
      await migrateToLatest(store)
      await seedDatabase(store, { templates: options.templates, demoAccounts: true })
      const users = await createUsers(store, options.users)
      if (store.engine === 'postgres') await sql`VACUUM ANALYZE`.execute(store.db)
      const ids = (
        await store.db
          .selectFrom('templates')
          .select('id')
          .orderBy('hot_score', 'desc')
          .orderBy('id')
          .limit(500)
          .execute()
      ).map((r) => r.id)
      return {
        engine: options.engine,
        serverEnv: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' },
        ids,
        users,
        open,
        cleanup,
      }
    } finally {
      await store.db.destroy()
    }
  } catch (error) {
    await cleanup()
    throw error
  }
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

async function createUsers({ db }: StoreDb, count: number): Promise<BenchUser[]> {
  const users: BenchUser[] = []
  const now = new Date()
  // A few at a time: each account hashes its password with scrypt.
  for (let start = 0; start < count; start += 4) {
    const batch = Array.from({ length: Math.min(4, count - start) }, (_, i) => start + i)
    users.push(
      ...(await Promise.all(
        batch.map(async (n) => {
          const account = await createAccount(
            db,
            {
              email: `bench-user-${n}@bench.test`,
              password: `bench-password-${n}`,
              language: 'en',
            },
            now,
          )
          return { id: account.id, token: (await issueAccessToken(db, account.id, now)).token }
        }),
      )),
    )
  }
  return users
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
export const PUBLIC_ORDERS = ['ranking', 'hot', 'published_at', 'likes_count']

/**
 * The n-th of a cycle of varied search bodies: a query word, a filter, an order, a language.
 * `relevance` leaves the order out: the search page's default, best matches first (decision 019).
 */
export function searchBody(n: number, relevance = false): string {
  return JSON.stringify({
    query: WORDS[n % WORDS.length],
    filters: FILTERS[Math.floor(n / WORDS.length) % FILTERS.length],
    order_by: relevance
      ? undefined
      : PUBLIC_ORDERS[Math.floor(n / (WORDS.length * FILTERS.length)) % PUBLIC_ORDERS.length],
    limit: 20,
    offset: 0,
    language: n % 3 === 0 ? 'ja' : 'en',
  })
}

/** Facet choices a visitor makes on a list page (issue 12), from none to several facets. */
const FACET_CHOICES: Record<string, unknown>[] = [
  {},
  { style_tags: ['minimal'] },
  { price: 'paid', feature_tags: ['reservation', 'map-embed'] },
  { site_types: ['corporate', 'restaurant'], tier_max: 5 },
  { industries: ['cafe', 'restaurant', 'bar'], style_tags: ['natural', 'pop'] },
  { price: 'free', feature_tags: ['contact-form'] },
  { tier_min: 2, tier_max: 8, style_tags: ['elegant', 'dark', 'cool'] },
]

/** A search with a query, facet choices and facet counts: what a filtered list page asks for. */
export function facetSearchBody(n: number): string {
  return JSON.stringify({
    query: WORDS[n % WORDS.length],
    facets: FACET_CHOICES[Math.floor(n / WORDS.length) % FACET_CHOICES.length],
    facet_counts: true,
    limit: 20,
    offset: 0,
    language: n % 3 === 0 ? 'ja' : 'en',
  })
}

export function facetSearchRequests(): AutocannonRequest[] {
  let n = 0
  return [
    {
      method: 'POST',
      path: '/v2/store/templates/search',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => ({ ...request, body: facetSearchBody(n++) }),
    },
  ]
}

/** Varied search bodies, cycling through the combinations of searchBody. */
export function searchRequests(
  headers: Record<string, string> = {},
  relevance = false,
): AutocannonRequest[] {
  let n = 0
  return [
    {
      method: 'POST',
      path: '/v2/store/templates/search',
      headers: { 'content-type': 'application/json', ...headers },
      setupRequest: (request) => ({ ...request, body: searchBody(n++, relevance) }),
    },
  ]
}

/** What visitors type, a keystroke at a time: prefixes, typos, Japanese, designers' names. */
const TYPED = [
  ...['ca', 'caf', 'cafe', 're', 'resta', 'resturant', 'sa', 'salon', 'den', 'dentist'],
  ...['po', 'portf', 'minimal ca', 'hair sa', 'ho', 'hotel', 'kenta', 'aoi', 'landing'],
  ...['カ', 'カフェ', 'レスト', '美容', '歯医者', '求人', 'ホテ', 'サロン'],
]

/** Suggestions as the search field asks for them, cycling through TYPED in both languages. */
export function suggestionRequests(): AutocannonRequest[] {
  let n = 0
  return [
    {
      method: 'GET',
      setupRequest: (request) => {
        n++
        const q = encodeURIComponent(TYPED[n % TYPED.length] ?? '')
        return { ...request, path: `/v2/store/suggestions?q=${q}&language=${n % 3 ? 'en' : 'ja'}` }
      },
    },
  ]
}

export function detailRequests(ids: string[]): AutocannonRequest[] {
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

/** What a browser sends for a page: HTML wanted, gzip accepted. */
const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip',
}

/**
 * Page requests as a browser makes them, cycling through `paths`. Whatever the server answers
 * (the app's shell, or a page rendered on the server) is what is measured.
 */
export function pageRequests(paths: readonly string[], userAgent?: string): AutocannonRequest[] {
  let n = 0
  const headers = userAgent ? { ...PAGE_HEADERS, 'user-agent': userAgent } : PAGE_HEADERS
  return [
    {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        path: paths[n++ % paths.length] ?? '/',
        headers,
      }),
    },
  ]
}

/** A search engine's crawler (desktop Googlebot): what walks a store's long tail. */
export const CRAWLER_USER_AGENT =
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0.6778.204 Safari/537.36'
/** A desktop browser whose pages are never rendered ahead (its editor offer differs). */
export const FIREFOX_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0'

/**
 * Waits until the server has rendered every template's page ahead (decision 041), asking for
 * one page first (the walk starts with the first page request); prints how long it took.
 */
export async function pagesRenderedAhead(url: string): Promise<void> {
  const started = Date.now()
  await fetch(`${url}/store`).then((r) => r.arrayBuffer())
  let said = started
  for (;;) {
    const health = (await (await fetch(`${url}/v2/health`)).json()) as {
      data: { pages_ahead?: { wanted: number; kept: number; complete: boolean } }
    }
    const ahead = health.data.pages_ahead
    if (!ahead) return
    const seconds = ((Date.now() - started) / 1000).toFixed(0)
    if (ahead.complete) {
      console.log(`Rendered ahead: ${ahead.kept.toLocaleString('en-US')} pages in ${seconds} s.`)
      return
    }
    if (Date.now() - said > 30_000) {
      said = Date.now()
      console.log(`  rendering ahead: ${ahead.kept} of ${ahead.wanted} pages after ${seconds} s`)
    }
    await sleep(500)
  }
}

/**
 * Page requests walking `paths` once across every request list it hands out (warm-up, rounds):
 * no path is asked for twice until the walk wraps around.
 */
export function pageWalk(paths: readonly string[], userAgent?: string): () => AutocannonRequest[] {
  let n = 0
  const headers = userAgent ? { ...PAGE_HEADERS, 'user-agent': userAgent } : PAGE_HEADERS
  return () => [
    {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        path: paths[n++ % paths.length] ?? '/',
        headers,
      }),
    },
  ]
}

/**
 * Likes then unlikes, each pair on the next template and by the next user's token: the likes
 * table keeps its size and both paths run.
 */
export function likeRequests(ids: string[], tokens: string[]): AutocannonRequest[] {
  let n = 0
  return [
    {
      setupRequest: (request) => {
        const i = n++
        const pair = Math.floor(i / 2)
        const id = ids[pair % ids.length]
        const token = tokens[pair % tokens.length]
        return {
          ...request,
          method: i % 2 === 0 ? 'POST' : 'DELETE',
          path: `/v2/store/templates/${id}/like`,
          headers: { authorization: `Bearer ${token}` },
        }
      },
    },
  ]
}
