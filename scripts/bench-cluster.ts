// `npm run bench:cluster` (issue 15): 1 store instance vs 2 behind nginx, in one run, on one
// throw-away PostgreSQL database (--templates, 10,000; VACUUM ANALYZE after seeding) with signed-in
// bench users. Both set-ups are measured through nginx (deploy/nginx-proxy.conf), so the proxy's
// cost is the same on both sides. Per set-up, each for --seconds (8) at --connections (32):
//   hot     like/unlike pairs on one template (the most popular), a new user per pair
//   spread  like/unlike pairs over 500 templates
//   search  varied anonymous searches (POST /v2/store/templates/search): req/s, p99
//   signed  the same searches signed in, as the bench users in turn (their liked flags): req/s, p99
//   detail  template details (GET /v2/store/templates/{id}): req/s, p99
// Then a table, with the like targets marked met / not met:
//   2-instance hot likes ≥ 1-instance hot likes; hot likes ≥ 0.8 × spread likes; and signed-in
//   search within 2× of anonymous search (at least half its rate).
// Loopback only. Needs DATABASE_URL (or the local server) and nginx. Exits 1 when a request failed.
import os from 'node:os'
import { formatTable } from './bench-figures'
import {
  autocannon,
  detailRequests,
  failures,
  likeRequests,
  option,
  prepareStore,
  searchRequests,
  startServer,
  stopServer,
  type AutocannonRequest,
  type AutocannonResult,
  type RunningServer,
} from './bench-support'
import { clusterPorts, nginxPath, startNginx, type RunningNginx } from './cluster-support'

const SECONDS = option('seconds', 8)
const CONNECTIONS = option('connections', 32)
const TEMPLATES = option('templates', 10_000)
const USERS = option('users', 100)
const BASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'

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
    await store.cleanup()
  }

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
  if (failed > 0)
    console.log(`  ✗ ${failed} requests failed (answers outside 2xx or socket errors)`)
  return failed > 0 ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
