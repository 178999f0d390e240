// `npm run bench:likes`: likes/s on one hot template vs spread over many, with 1 and 2 instances
// on one PostgreSQL (issue 15: hot ≥ 0.8 × spread; 2 instances ≥ 1 on the hot template).
// `measureLikes` is the reusable part: bench:cluster runs the same measurement through nginx.
import {
  autocannon,
  failures,
  likeRequests,
  option,
  prepareStore,
  startServer,
  stopServer,
  type RunningServer,
} from './bench-support'

export type LikeRate = { perSecond: number; failed: number; p99: number }

/**
 * Likes and unlikes (alternating, so the tables keep their size) on `templateIds` from `tokens`'
 * accounts, `connections` in all spread evenly over `urls`, for `seconds`: the summed rate.
 */
export async function measureLikes(options: {
  urls: string[]
  templateIds: string[]
  tokens: string[]
  connections?: number
  seconds?: number
}): Promise<LikeRate> {
  const connections = options.connections ?? 40
  const each = Math.max(1, Math.floor(connections / options.urls.length))
  const results = await Promise.all(
    options.urls.map((url, k) =>
      autocannon({
        url,
        connections: each,
        duration: options.seconds ?? 10,
        // Each instance's accounts are its own, so two instances never like as one account.
        requests: likeRequests(
          options.templateIds,
          options.tokens.filter((_, i) => i % options.urls.length === k),
        ),
      }),
    ),
  )
  return {
    perSecond: results.reduce((sum, r) => sum + r.requests.average, 0),
    failed: results.reduce((sum, r) => sum + failures(r), 0),
    p99: Math.max(...results.map((r) => r.latency.p99)),
  }
}

async function main(): Promise<void> {
  const seconds = option('seconds', 10)
  const connections = option('connections', 40)
  const store = await prepareStore({
    engine: 'postgres',
    templates: option('templates', 10_000),
    users: option('users', 200),
    baseUrl: process.env.DATABASE_URL || undefined,
  })
  const ports = [option('port', 3403), option('port2', 3413)]
  const servers: RunningServer[] = []
  try {
    for (const port of ports) servers.push(await startServer(store.serverEnv, port))
    const tokens = store.users.map((u) => u.token)
    const hot = store.ids.slice(0, 1)
    const spread = store.ids.slice(0, 400)
    const run = (instances: number, templateIds: string[]) =>
      measureLikes({
        urls: servers.slice(0, instances).map((s) => s.url),
        templateIds,
        tokens,
        connections,
        seconds,
      })
    const rows: [string, LikeRate][] = []
    for (const [label, instances, ids] of [
      ['1 instance, spread over 400 templates', 1, spread],
      ['1 instance, one hot template', 1, hot],
      ['2 instances, spread over 400 templates', 2, spread],
      ['2 instances, one hot template', 2, hot],
    ] as const) {
      const rate = await run(instances, [...ids])
      rows.push([label, rate])
      console.log(
        `${label}: ${rate.perSecond.toFixed(0)} likes/s, p99 ${rate.p99} ms, ${rate.failed} failed`,
      )
    }
    const rate = (i: number) => (rows[i]?.[1].perSecond ?? 0) || Number.NaN
    console.log(
      `hot / spread: ${(rate(1) / rate(0)).toFixed(2)} (1 instance), ` +
        `${(rate(3) / rate(2)).toFixed(2)} (2 instances); target ≥ 0.8`,
    )
    console.log(`hot, 2 instances / 1 instance: ${(rate(3) / rate(1)).toFixed(2)}; target ≥ 1`)
  } finally {
    await Promise.all(servers.map((s) => stopServer(s.child)))
    await store.cleanup()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
