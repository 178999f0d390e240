// `npm run bench:cluster` (issue 15): 1 store instance vs 2 behind nginx, in one run, on one
// throw-away PostgreSQL database (--templates, 10,000; VACUUM ANALYZE after seeding) with signed-in
// bench users. Both set-ups are measured through nginx, run from deploy/nginx.conf as deployed
// (scripts/nginx-config.ts, as the cluster test does), so the proxy's cost is the same on both
// sides; the loads below are all API requests, which nginx never caches. Per set-up, each for
// --seconds (8) at --connections (32):
//   hot     like/unlike pairs on one template (the most popular), a new user per pair
//   spread  like/unlike pairs over 500 templates
//   search  varied anonymous searches (POST /v2/store/templates/search): req/s, p99
//   signed  the same searches signed in, as the bench users in turn (their liked flags): req/s, p99
//   detail  template details (GET /v2/store/templates/{id}): req/s, p99
// Then a table, with the issue's like targets marked met / not met:
//   2-instance hot likes ≥ 1-instance hot likes; hot likes ≥ 0.8 × spread likes; and signed-in
//   search within 2× of anonymous search (at least half its rate).
// Then the crawler row (issue 30), on 2 new instances behind nginx, with nginx's page cache
// (deploy/nginx-page-cache.conf) and without it: a crawler (Googlebot's desktop user agent, HTML,
// gzip) walks --crawl-pages (10,000) distinct English detail pages once each, in id order, at
// --crawl-connections (50), while --visitors (20) anonymous desktop Chrome visitors browse: the
// home pages, list pages (pages 2–3, the other sorts), 30 popular detail pages with their payloads
// and the search API, a quarter each. Visitors alone for 5 s first, then visitors until the walk
// ends. Printed: each side's req/s, p50, p99 and non-2xx, the crawler's pages by where they came
// from (nginx's cache status, the instance's X-Page-Cache), and the visitors' p99 during the crawl
// ≤ 200 ms with the page cache marked met / not met.
// The crawler row's instances render every template's page ahead first (decision 041,
// --pages-ahead=desktop by default, 0 for none; PUBLIC_URL is nginx's address) and the row
// starts once both have.
// Options: --seconds, --connections, --templates, --users, --crawl-pages, --crawl-connections,
// --visitors (numbers, defaults above); --pages-ahead; --only=crawler (or crawl) runs the
// crawler row alone.
// CLUSTER_BASE_PORT=N puts nginx on N and the instances on N+1, N+2 (else free ports).
// Loopback only. Needs DATABASE_URL (or the local server) and nginx. Exits 1 when a request failed.
import fs from 'node:fs'
import os from 'node:os'
import { formatTable } from './bench-figures'
import {
  autocannon,
  detailRequests,
  failures,
  likeRequests,
  option,
  pagesRenderedAhead,
  prepareStore,
  searchBody,
  searchRequests,
  startServer,
  stopServer,
  textOption,
  type AutocannonRequest,
  type AutocannonResult,
  type BenchStore,
  type RunningServer,
} from './bench-support'
import { clusterPorts, nginxPath, startNginx, type RunningNginx } from './cluster-support'

const SECONDS = option('seconds', 8)
const CONNECTIONS = option('connections', 32)
const TEMPLATES = option('templates', 10_000)
const USERS = option('users', 100)
const BASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
const CRAWL_PAGES = option('crawl-pages', 10_000)
const CRAWL_CONNECTIONS = option('crawl-connections', 50)
const VISITORS = option('visitors', 20)
/** The layouts the crawler row's instances render ahead (PAGES_AHEAD; 0 for none). */
const PAGES_AHEAD = textOption('pages-ahead', 'desktop')
const ONLY = textOption('only', '')
/** Issue 30: what visitors may wait at the 99th percentile while a crawler walks the store. */
const VISITOR_P99_TARGET_MS = 200

const CRAWLER_HEADERS = {
  'user-agent':
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0.6778.204 Safari/537.36',
  accept: 'text/html',
  'accept-encoding': 'gzip, deflate',
}
const VISITOR_HEADERS = {
  'user-agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
}

type Figures = {
  hot: number
  spread: number
  search: AutocannonResult
  signed: AutocannonResult
  detail: AutocannonResult
}
type Load = 'hot' | 'spread' | 'search' | 'signed' | 'detail'

/** The anonymous searches, each sent as the next bench user. */
function signedSearchRequests(tokens: string[]): AutocannonRequest[] {
  let n = 0
  return searchRequests().map((request) => ({
    ...request,
    setupRequest: (req) => {
      const next = request.setupRequest ? request.setupRequest(req) : req
      const token = tokens[n++ % tokens.length] as string
      return { ...next, headers: { ...next.headers, authorization: `Bearer ${token}` } }
    },
  }))
}

const rate = (value: number) => Math.round(value).toLocaleString('en-US')

/** Requests cycling through `paths`, each with `headers`. */
function pathRequests(paths: string[], headers: Record<string, string>): AutocannonRequest[] {
  let n = 0
  return [
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: paths[n++ % paths.length], headers }),
    },
  ]
}

type Visit = { method: 'GET' | 'POST'; path: string; body?: string }

/**
 * What visitors do, a quarter each: a popular template's page, its payload (the next page seen in
 * the app), a home or list page, a search.
 */
function visits(popular: string[]): Visit[] {
  const latest = JSON.parse(fs.readFileSync('dist/client/builds/latest.json', 'utf8')) as {
    id: string
  }
  // No default in a URL: `?page=1` or `?sort=ranking` would be redirected to the plain address.
  const lists = [
    ...['/store', '/ja/store', '/store/all', '/store/all?page=2', '/store/all?page=3'],
    ...[
      '/store/all?sort=hot',
      '/store/all?sort=published_at',
      '/store/all?sort=likes_count&page=2',
    ],
  ]
  return popular.flatMap((id, i): Visit[] => [
    { method: 'GET', path: `/store/templates/${id}` },
    { method: 'GET', path: `/store/templates/${id}/_payload.json?${latest.id}` },
    { method: 'GET', path: lists[i % lists.length] as string },
    { method: 'POST', path: '/v2/store/templates/search', body: searchBody(i) },
  ])
}

/** `visits` in turn, as a browser sends each. */
function visitRequests(all: Visit[]): AutocannonRequest[] {
  let n = 0
  return [
    {
      setupRequest: (request) => {
        const visit = all[n++ % all.length] as Visit
        const headers =
          visit.method === 'POST'
            ? { ...VISITOR_HEADERS, accept: 'application/json', 'content-type': 'application/json' }
            : VISITOR_HEADERS
        return { ...request, ...visit, headers }
      },
    },
  ]
}

type VisitKind = 'detail page' | 'payload' | 'home or list' | 'search'

/** The kind of visit a request's first line shows (`POST /v2/…`, `GET /store/…`). */
function visitKind(requestLine: string): VisitKind {
  if (requestLine.startsWith('POST ')) return 'search'
  if (requestLine.includes('/_payload.json')) return 'payload'
  if (requestLine.includes('/store/templates/')) return 'detail page'
  return 'home or list'
}

/**
 * An autocannon run as its promise and its events: each answer's time, with the client whose
 * current request (its bytes) is the one answered (autocannon asks for the next one after).
 */
type WatchedRun = Promise<AutocannonResult> & {
  stop: () => void
  on: (
    event: 'response',
    listener: (
      client: { requestIterator?: { currentRequest?: { requestBuffer?: Buffer } } },
      status: number,
      bytes: number,
      ms: number,
    ) => void,
  ) => void
}

/** Answer times by kind of visit, so the visitors' tail can be told apart: p50 and p99, ms. */
function watchKinds(
  run: WatchedRun,
): () => Map<VisitKind, { p50: number; p99: number; n: number }> {
  const times = new Map<VisitKind, number[]>()
  run.on('response', (client, _status, _bytes, ms) => {
    const buffer = client.requestIterator?.currentRequest?.requestBuffer
    const kind = visitKind(buffer ? buffer.subarray(0, 200).toString('latin1') : '')
    const all = times.get(kind) ?? []
    if (all.length === 0) times.set(kind, all)
    all.push(ms)
  })
  return () =>
    new Map(
      [...times].map(([kind, all]) => {
        const sorted = [...all].sort((a, b) => a - b)
        const at = (q: number) => Math.round(sorted[Math.floor(q * (sorted.length - 1))] ?? 0)
        return [kind, { p50: at(0.5), p99: at(0.99), n: sorted.length }]
      }),
    )
}

type CrawlFigures = {
  calm: AutocannonResult
  during: AutocannonResult
  crawler: AutocannonResult
  seconds: number
  load: number
  /** The crawler's pages by nginx's cache status, and by the instance's X-Page-Cache. */
  nginxStatuses: Map<string, number>
  instanceStatuses: Map<string, number>
  /** The visitors' answer times during the crawl by kind of visit. */
  kinds: Map<VisitKind, { p50: number; p99: number; n: number }>
  /** When a request failed: the first distinct lines of the instances' stderr and nginx's errors. */
  why: string[]
}

/**
 * The crawler row on 2 new instances behind nginx (with or without its page cache): visitors
 * alone for a few seconds, then visitors while the crawler walks `crawlIds` once each.
 */
async function crawlRow(
  store: BenchStore,
  ports: number[],
  nginxPort: number,
  pageCache: boolean,
  crawlIds: string[],
): Promise<CrawlFigures> {
  const nginxUrl = `http://127.0.0.1:${nginxPort}`
  const running = await Promise.all(
    ports.map((port, i) =>
      startServer(
        {
          ...store.serverEnv,
          PGAPPNAME: `store-crawl-${i + 1}`,
          // Template pages rendered ahead (decision 041) for the origin visitors use.
          PAGES_AHEAD,
          PUBLIC_URL: nginxUrl,
        },
        port,
      ),
    ),
  )
  // Each instance renders every page ahead before the crawler comes, as running ones have.
  for (const server of running) await pagesRenderedAhead(server.url)
  // What an instance says on stdout besides its requests (a signal, draining), and its exit.
  const said: string[] = []
  running.forEach((server, i) => {
    server.child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      for (const line of chunk.split('\n'))
        if (line.startsWith('[server]') && !line.includes('listening'))
          said.push(`${i + 1}: ${line}`)
    })
    server.child.once('exit', (code, signal) =>
      said.push(`${i + 1}: exited (${code ?? signal}) at ${new Date().toISOString()}`),
    )
  })
  let nginx: RunningNginx | undefined
  try {
    nginx = await startNginx({ port: nginxPort, instancePorts: ports, pageCache })
    const url = nginx.url
    const popular = store.ids.slice(0, 30)
    const browsing = visits(popular)
    // Popular pages are seen before the crawler comes: each is rendered once, unmeasured.
    for (const visit of browsing.filter((v) => v.method === 'GET')) {
      await (await fetch(`${url}${visit.path}`, { headers: VISITOR_HEADERS })).arrayBuffer()
    }
    const browse = (duration: number) =>
      autocannon({
        url,
        connections: VISITORS,
        duration,
        timeout: 30,
        requests: visitRequests(browsing),
      }) as WatchedRun
    const calm = await browse(5)
    const visitors = browse(3_600)
    const kinds = watchKinds(visitors)
    const started = Date.now()
    const crawler = await autocannon({
      url,
      connections: CRAWL_CONNECTIONS,
      amount: crawlIds.length,
      timeout: 60,
      requests: pathRequests(
        crawlIds.map((id) => `/store/templates/${id}`),
        CRAWLER_HEADERS,
      ),
    })
    const seconds = (Date.now() - started) / 1000
    const load = os.loadavg()[0] ?? 0
    visitors.stop()
    const during = await visitors
    // The crawler's lines: its pages but the popular ones, which visitors ask for too.
    const seen = new Set(popular)
    const nginxStatuses = new Map<string, number>()
    const instanceStatuses = new Map<string, number>()
    const count = (counts: Map<string, number>, key: string) =>
      counts.set(key, (counts.get(key) ?? 0) + 1)
    for (const line of nginx.accessLog()) {
      const id = /"GET \/store\/templates\/([^/?\s]+) HTTP/.exec(line)?.[1]
      if (!id || seen.has(id)) continue
      const [cacheStatus = '-', pageCacheState = '-'] = line.split(' ').slice(-2)
      count(nginxStatuses, cacheStatus)
      count(instanceStatuses, pageCacheState)
    }
    const failed = failures(calm) + failures(during) + failures(crawler) > 0
    const why = failed
      ? [
          ...new Set([
            ...said.map((line) => `instance ${line}`),
            ...running.flatMap((server) => server.stderrLines().slice(0, 5)),
            ...nginx.errorLog().split('\n').filter(Boolean).slice(0, 5),
          ]),
        ].map((line) => line.slice(0, 300))
      : []
    return {
      calm,
      during,
      crawler,
      seconds,
      load,
      nginxStatuses,
      instanceStatuses,
      kinds: kinds(),
      why,
    }
  } finally {
    await nginx?.stop()
    await Promise.all(running.map((server) => stopServer(server.child)))
  }
}

function printCrawl(rows: [string, CrawlFigures][]): boolean {
  const codes = (result: AutocannonResult) =>
    Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, { count }]) => `${code}: ${rate(count)}`)
      .join(', ')
  const side = (result: AutocannonResult) =>
    `${rate(result.requests.average)} req/s, ${result.latency.p50} / ${result.latency.p99} ms, ` +
    `${rate(result.non2xx)} non-2xx${result.non2xx > 0 ? ` (${codes(result)})` : ''}` +
    `${result.errors > 0 ? `, ${rate(result.errors)} errors` : ''}`
  const counts = (counts: Map<string, number>) =>
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .map(([status, n]) => `${status} ${rate(n)}`)
      .join(', ')
  console.log(
    `\ncrawler row: ${CRAWL_CONNECTIONS} connections walk ${CRAWL_PAGES.toLocaleString('en-US')} detail pages while ${VISITORS} visitors browse (2 instances)`,
  )
  console.log(
    formatTable(
      ['req/s, p50 / p99, non-2xx', ...rows.map(([name]) => name)],
      [
        ['visitors alone (5 s)', ...rows.map(([, f]) => side(f.calm))],
        ['visitors during the crawl', ...rows.map(([, f]) => side(f.during))],
        ...(['detail page', 'payload', 'home or list', 'search'] as const).map((kind) => [
          `… ${kind}, p50 / p99 (answers)`,
          ...rows.map(([, f]) => {
            const times = f.kinds.get(kind)
            return times ? `${times.p50} / ${times.p99} ms (${rate(times.n)})` : '-'
          }),
        ]),
        ['crawler', ...rows.map(([, f]) => side(f.crawler))],
        ['crawl took', ...rows.map(([, f]) => `${f.seconds.toFixed(1)} s`)],
        [
          "crawler's pages (not the 30 popular), nginx",
          ...rows.map(([, f]) => counts(f.nginxStatuses)),
        ],
        ['… by the instance (X-Page-Cache)', ...rows.map(([, f]) => counts(f.instanceStatuses))],
        ['load average at the end', ...rows.map(([, f]) => f.load.toFixed(2))],
      ],
    ),
  )
  for (const [name, f] of rows) {
    if (f.why.length > 0)
      console.log(`  ${name}, why requests failed:\n    ${f.why.join('\n    ')}`)
  }
  const [, cached] = rows[0] as [string, CrawlFigures]
  const met = cached.during.latency.p99 <= VISITOR_P99_TARGET_MS
  console.log(
    `  visitors' p99 ≤ ${VISITOR_P99_TARGET_MS} ms: ${met ? '✓ met' : '✗ not met'} (${cached.during.latency.p99} ms during the crawl, with nginx's page cache)`,
  )
  return rows.every(([, f]) => failures(f.calm) + failures(f.crawler) + failures(f.during) === 0)
}

async function measure(nginx: RunningNginx, requests: AutocannonRequest[]) {
  return autocannon({
    url: nginx.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 30,
    requests,
  })
}

async function main(): Promise<number> {
  if (ONLY && ONLY !== 'crawler' && ONLY !== 'crawl') {
    console.error(`--only=${ONLY}: only --only=crawler is known`)
    return 1
  }
  if (!nginxPath()) {
    console.error('bench:cluster needs nginx (apt-get install nginx)')
    return 1
  }
  const [nginxPort, ...instancePorts] = (await clusterPorts(3)) as [number, number, number]
  console.log(
    `bench:cluster: ${TEMPLATES.toLocaleString('en-US')} templates, ${USERS} users, ` +
      `${SECONDS} s per load at ${CONNECTIONS} connections, through nginx; ` +
      `${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  )
  const seeding = Date.now()
  const store = await prepareStore({
    engine: 'postgres',
    templates: TEMPLATES,
    users: USERS,
    baseUrl: BASE_URL,
  })
  console.log(`  seeded and analysed in ${((Date.now() - seeding) / 1000).toFixed(1)} s`)
  try {
    if (ONLY === 'crawler' || ONLY === 'crawl')
      return (await crawlStage(store, instancePorts, nginxPort)) ? 0 : 1
    const { figures, failed } = await instanceStage(store, instancePorts, nginxPort)
    const crawled = await crawlStage(store, instancePorts, nginxPort)
    printInstances(figures)
    if (failed > 0)
      console.log(`  ✗ ${failed} requests failed (answers outside 2xx or socket errors)`)
    if (!crawled) console.log('  ✗ requests of the crawler row failed')
    return failed > 0 || !crawled ? 1 : 0
  } finally {
    await store.cleanup()
  }
}

/** 1 instance, then 2, behind nginx: the like, search and detail loads of each. */
async function instanceStage(store: BenchStore, instancePorts: number[], nginxPort: number) {
  const tokens = store.users.map((u) => u.token)
  const hot = store.ids[0] as string
  const spread = store.ids.slice(0, 500)
  const figures = new Map<number, Figures>()
  let failed = 0
  const running: RunningServer[] = []
  let nginx: RunningNginx | undefined
  try {
    for (const count of [1, 2]) {
      const ports = instancePorts.slice(0, count)
      running.push(
        ...(await Promise.all(
          ports.map((port, i) =>
            startServer({ ...store.serverEnv, PGAPPNAME: `store-bench-${i + 1}` }, port),
          ),
        )),
      )
      nginx = await startNginx({ port: nginxPort, instancePorts: ports })
      // Warm-up, not measured: first renders, query plans, connections of the pools.
      await autocannon({
        url: nginx.url,
        connections: CONNECTIONS,
        duration: 2,
        requests: detailRequests(store.ids),
      })
      const results = {} as Record<Load, AutocannonResult>
      const loads: [Load, AutocannonRequest[]][] = [
        ['search', searchRequests()],
        ['signed', signedSearchRequests(tokens)],
        ['detail', detailRequests(store.ids)],
        ['hot', likeRequests([hot], tokens)],
        ['spread', likeRequests(spread, tokens)],
      ]
      for (const [load, requests] of loads) {
        const result = await measure(nginx, requests)
        results[load] = result
        failed += failures(result)
        console.log(
          `  ${count} instance${count > 1 ? 's' : ''}, ${load}: ${rate(result.requests.average)} req/s, ` +
            `p99 ${result.latency.p99} ms, ${failures(result)} failed`,
        )
      }
      figures.set(count, {
        hot: results.hot.requests.average,
        spread: results.spread.requests.average,
        search: results.search,
        signed: results.signed,
        detail: results.detail,
      })
      await nginx.stop()
      nginx = undefined
      await Promise.all(running.splice(0).map((server) => stopServer(server.child)))
    }
  } finally {
    await nginx?.stop()
    await Promise.all(running.map((server) => stopServer(server.child)))
  }
  return { figures, failed }
}

function printInstances(figures: Map<number, Figures>): void {
  const one = figures.get(1) as Figures
  const two = figures.get(2) as Figures
  console.log(`\nbench:cluster, load average after: ${os.loadavg()[0]?.toFixed(2)}`)
  console.log(
    formatTable(
      ['', '1 instance', '2 instances'],
      [
        ['likes/s, one hot template', rate(one.hot), rate(two.hot)],
        ['likes/s, spread over 500', rate(one.spread), rate(two.spread)],
        ['hot ÷ spread', (one.hot / one.spread).toFixed(2), (two.hot / two.spread).toFixed(2)],
        [
          'search req/s (p99)',
          `${rate(one.search.requests.average)} (${one.search.latency.p99} ms)`,
          `${rate(two.search.requests.average)} (${two.search.latency.p99} ms)`,
        ],
        [
          'signed-in search req/s (p99)',
          `${rate(one.signed.requests.average)} (${one.signed.latency.p99} ms)`,
          `${rate(two.signed.requests.average)} (${two.signed.latency.p99} ms)`,
        ],
        [
          'detail req/s (p99)',
          `${rate(one.detail.requests.average)} (${one.detail.latency.p99} ms)`,
          `${rate(two.detail.requests.average)} (${two.detail.latency.p99} ms)`,
        ],
      ],
    ),
  )
  const targets: [boolean, string][] = [
    [
      two.hot >= one.hot,
      `hot likes, 2 instances ≥ 1 instance: ${rate(two.hot)} vs ${rate(one.hot)}`,
    ],
    [
      one.hot >= 0.8 * one.spread && two.hot >= 0.8 * two.spread,
      `hot likes ≥ 0.8 × spread likes: ${(one.hot / one.spread).toFixed(2)} (1), ${(two.hot / two.spread).toFixed(2)} (2)`,
    ],
    [
      one.signed.requests.average >= 0.5 * one.search.requests.average &&
        two.signed.requests.average >= 0.5 * two.search.requests.average,
      `signed-in search within 2× of anonymous: ${(one.search.requests.average / one.signed.requests.average).toFixed(2)}× (1), ${(two.search.requests.average / two.signed.requests.average).toFixed(2)}× (2)`,
    ],
  ]
  for (const [met, what] of targets) console.log(`  ${met ? '✓ met' : '✗ not met'}: ${what}`)
}

/** The crawler row with nginx's page cache, then without it; true when no request failed. */
async function crawlStage(
  store: BenchStore,
  instancePorts: number[],
  nginxPort: number,
): Promise<boolean> {
  const opened = store.open()
  const crawlIds = (
    await opened.db.selectFrom('templates').select('id').orderBy('id').limit(CRAWL_PAGES).execute()
  ).map((row) => row.id)
  await opened.db.destroy()
  const rows: [string, CrawlFigures][] = []
  for (const [name, pageCache] of [
    ['nginx page cache', true],
    ['instances only', false],
  ] as const) {
    console.log(`  crawler row, ${name}: load average ${os.loadavg()[0]?.toFixed(2)}`)
    rows.push([name, await crawlRow(store, instancePorts, nginxPort, pageCache, crawlIds)])
  }
  return printCrawl(rows)
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
