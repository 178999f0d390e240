// `npm run test:cluster` (issue 15): two store instances started at the same moment on one new,
// empty PostgreSQL database, nginx in front as deployed (deploy/nginx.conf and its includes), and
// what a scaled-out store must keep true, checked through nginx and on each instance:
//   assets     every script, style, preload and image of /store loads, from both instances
//   page cache a page is rendered once in the cluster, then nginx serves it (issue 30); signed-in
//              requests pass and are not kept
//   likes      a like on instance A is in instance B's lists within 500 ms
//   lockout    wrong passwords from one client address do not lock out another address
//   prices     a price changed with `npm run admin -- price` is shown and charged alike on both
//   titles     a title corrected as `npm run admin -- template` does is on both instances' pages
//   pool       no instance holds more than DATABASE_POOL_MAX connections under load
//   drain      SIGTERM to one instance under load: no client error, exit 0 within 10 s
// Skipped (exit 0) without DATABASE_URL; fails without nginx under CI, skips otherwise. Ports:
// CLUSTER_BASE_PORT (nginx) and the next two (instances), else free ports.
import { spawn, spawnSync } from 'node:child_process'
import { TOKEN_COOKIE } from '#catalogue/cookie-names'
import { correctTemplateTitle } from '#server/catalogue-admin'
import { openDatabase } from '#server/db/database'
import { sleep, startServer, stopServer, type RunningServer } from '#scripts/bench-support'
import {
  adminQuery,
  clusterPorts,
  createClusterDatabase,
  nginxPath,
  plainRequest,
  startNginx,
  type ClusterDatabase,
  type RunningNginx,
} from '#scripts/cluster-support'

const POOL_MAX = 4
const ATTEMPTS_PER_ADDRESS = 3
const FRESH_WITHIN_MS = 500
const DRAIN_WITHIN_MS = 10_000
const LOAD_CLIENTS = 20

type Instance = RunningServer & { name: string }
type ListItem = { template_id: string; liked: boolean; count_likes: number; tier: string }
type Price = { tier: string; price_jpy: number; price_usd: number }

const results: { name: string; ok: boolean; detail: string }[] = []

/** Runs one check; a thrown error fails it (and only it) with its message. */
async function check(name: string, run: () => Promise<string>): Promise<void> {
  const started = Date.now()
  try {
    const detail = await run()
    results.push({ name, ok: true, detail })
    console.log(`  ✓ ${name} (${Date.now() - started} ms): ${detail}`)
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    results.push({ name, ok: false, detail })
    console.log(`  ✗ ${name} (${Date.now() - started} ms): ${detail}`)
  }
}

function expect(ok: boolean, message: string): asserts ok {
  if (!ok) throw new Error(message)
}

async function json<T>(url: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) })
  const body = (await response.json().catch(() => ({}))) as T
  return { status: response.status, body }
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/**
 * Signs in through the sign-in page as a browser does (same-origin form post), then exchanges
 * the one-time token. Answers the access token, or the refused status.
 */
async function signIn(
  base: string,
  email: string,
  password: string,
  localAddress?: string,
): Promise<{ status: number; token?: string }> {
  const form = new URLSearchParams({ email, password, redirect: '/store' }).toString()
  const answer = await plainRequest(`${base}/auth/sign-in`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: base,
      'content-length': String(Buffer.byteLength(form)),
    },
    body: form,
    localAddress,
  })
  const location = String(answer.headers.location ?? '')
  const oneTime = new URL(location || '/', base).searchParams.get('one_time_token')
  if (answer.status !== 302 || !oneTime) return { status: answer.status }
  const exchanged = await json<{ token?: string }>(`${base}/v2/auth/token`, {
    method: 'POST',
    headers: bearer(oneTime),
  })
  return { status: exchanged.status, token: exchanged.body.token }
}

async function listFirstPage(instance: Instance, token: string): Promise<ListItem[]> {
  const { status, body } = await json<{ data: { templates: ListItem[] } }>(
    `${instance.url}/v2/store/templates?order_by=ranking&limit=40&language=en`,
    { headers: bearer(token) },
  )
  expect(status === 200, `${instance.name}: list answered ${status}`)
  return body.data.templates
}

async function prices(instance: Instance): Promise<Price[]> {
  const { status, body } = await json<{ data: Price[] }>(`${instance.url}/v2/store/prices`)
  expect(status === 200, `${instance.name}: prices answered ${status}`)
  return body.data
}

/** Polls `probe` every 20 ms until it answers true; answers the ms it took, or undefined. */
async function within(ms: number, probe: () => Promise<boolean>): Promise<number | undefined> {
  const started = Date.now()
  for (;;) {
    if (await probe().catch(() => false)) return Date.now() - started
    if (Date.now() - started > ms) return undefined
    await sleep(20)
  }
}

/** Most connections each instance held at once, from pg_stat_activity, sampled every 50 ms. */
function samplePool(database: ClusterDatabase, baseUrl: string) {
  const most = new Map<string, { pool: number; listen: number }>()
  let running = true
  const loop = (async () => {
    while (running) {
      // A connection whose last statement was LISTEN is the notification listener (outside the
      // pool); every other connection of an instance counts against DATABASE_POOL_MAX.
      const rows = await adminQuery<{ app: string; listen: boolean; n: string }>(
        baseUrl,
        `SELECT application_name AS app, query ILIKE 'LISTEN%' AS listen, count(*) AS n
           FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()
          GROUP BY 1, 2`,
        [database.name],
      ).catch(() => [])
      const now = new Map<string, { pool: number; listen: number }>()
      for (const row of rows) {
        const entry = now.get(row.app) ?? { pool: 0, listen: 0 }
        if (row.listen) entry.listen += Number(row.n)
        else entry.pool += Number(row.n)
        now.set(row.app, entry)
      }
      for (const [app, entry] of now) {
        const before = most.get(app) ?? { pool: 0, listen: 0 }
        most.set(app, {
          pool: Math.max(before.pool, entry.pool),
          listen: Math.max(before.listen, entry.listen),
        })
      }
      await sleep(50)
    }
  })()
  return {
    stop: async () => {
      running = false
      await loop
      return most
    },
  }
}

/** `clients` loops of GET requests through nginx until `until` resolves; counts failures. */
async function loadThroughNginx(nginx: RunningNginx, clients: number, until: Promise<unknown>) {
  const paths = [
    '/v2/store/templates?order_by=ranking&limit=20&language=en',
    '/v2/store/prices',
    '/store',
    '/v2/store/templates?order_by=hot&limit=20&offset=20&language=ja',
    '/v2/health/live',
  ]
  let done = false
  void until.then(() => (done = true))
  let requests = 0
  const failures: string[] = []
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      let n = client
      while (!done) {
        const path = paths[n++ % paths.length] ?? '/store'
        try {
          const response = await fetch(`${nginx.url}${path}`, {
            signal: AbortSignal.timeout(15_000),
          })
          await response.arrayBuffer()
          if (response.status !== 200) failures.push(`${response.status} ${path}`)
        } catch (error) {
          failures.push(`${(error as Error).cause ?? (error as Error).message} ${path}`)
        }
        requests++
      }
    }),
  )
  return { requests, failures }
}

function runAdmin(databaseUrl: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'admin', '--', ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk))
    child.on('exit', (code) => resolve({ code: code ?? 1, output: output.trim() }))
  })
}

/** Same-origin paths of every script, style sheet, preload, icon and image a page loads. */
function assetPaths(html: string): string[] {
  const found = new Set<string>()
  const tags = html.match(/<(script|link|img)\b[^>]*>/gi) ?? []
  for (const tag of tags) {
    const attribute = /^<link/i.test(tag) ? 'href' : 'src'
    const value = new RegExp(`\\s${attribute}="([^"]+)"`, 'i').exec(tag)?.[1]
    if (!value || !value.startsWith('/') || value.startsWith('//')) continue
    if (/^<link/i.test(tag) && /rel="(canonical|alternate)"/i.test(tag)) continue
    found.add(value.replaceAll('&amp;', '&'))
  }
  return [...found]
}

async function main(): Promise<number> {
  const baseUrl = process.env.DATABASE_URL
  if (!baseUrl) {
    console.log('test:cluster SKIPPED: DATABASE_URL is unset (the cluster test needs PostgreSQL)')
    return 0
  }
  if (!nginxPath()) {
    if (process.env.CI) {
      console.error('test:cluster FAILED: nginx is not installed (.ci/run installs it with apt)')
      return 1
    }
    console.log('test:cluster SKIPPED: nginx is not installed (apt-get install nginx)')
    return 0
  }
  const started = Date.now()
  // One build on disk, shared by both instances (built here only when missing or stale).
  const build = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' })
  if (build.status !== 0) throw new Error('the build failed')
  const [nginxPort, portA, portB] = (await clusterPorts(3)) as [number, number, number]
  const database = await createClusterDatabase(baseUrl)
  console.log(
    `test:cluster: database ${database.name}, nginx :${nginxPort}, instances :${portA} :${portB}`,
  )
  const instances: Instance[] = []
  let nginx: RunningNginx | undefined
  try {
    const env = (name: string): Record<string, string> => ({
      DATABASE_URL: database.url,
      NODE_ENV: 'production',
      // What this test counts is renders on request (X-Page-Cache): nothing rendered ahead.
      PAGES_AHEAD: '0',
      TRUST_PROXY: 'loopback',
      SEED_DEMO_ACCOUNTS: '1',
      AUTH_ATTEMPTS_PER_ADDRESS: String(ATTEMPTS_PER_ADDRESS),
      DATABASE_POOL_MAX: String(POOL_MAX),
      // node-postgres names its connections after PGAPPNAME: pg_stat_activity tells them apart.
      PGAPPNAME: name,
    })
    // Both at the same moment, on the empty database: migrations and seeding race. One that
    // crashes fails the check and is started again alone, so the other checks still run.
    const names = ['A', 'B'] as const
    const ports = [portA, portB]
    const starts = await Promise.allSettled(
      names.map((name, i) => startServer(env(`store-cluster-${name.toLowerCase()}`), ports[i])),
    )
    const crashed: string[] = []
    for (const [i, start] of starts.entries()) {
      const name = names[i] as 'A' | 'B'
      if (start.status === 'fulfilled') {
        instances.push({ ...start.value, name })
      } else {
        crashed.push(
          `${name}: ${String(start.reason).split('\n').slice(0, 3).join(' ').slice(0, 300)}`,
        )
        const again = await startServer(env(`store-cluster-${name.toLowerCase()}`), ports[i])
        instances.push({ ...again, name })
      }
    }
    instances.sort((x, y) => x.name.localeCompare(y.name))
    await check(
      'two instances started at the same moment on an empty database both come up',
      async () => {
        expect(crashed.length === 0, `crashed: ${crashed.join('; ')}`)
        return `healthy after ${Date.now() - started} ms`
      },
    )
    const [A, B] = instances as [Instance, Instance]
    nginx = await startNginx({ port: nginxPort, instancePorts: [portA, portB] })
    const proxy = nginx

    await check('every asset of /store loads through nginx and from each instance', async () => {
      const page = await fetch(`${proxy.url}/store`, { headers: { accept: 'text/html' } })
      expect(page.status === 200, `/store answered ${page.status}`)
      const assets = assetPaths(await page.text())
      expect(assets.length >= 3, `only ${assets.length} assets found in /store`)
      const failed: string[] = []
      // nginx sends a file by its address to one instance (and may keep it): each instance is
      // asked for every file too, since either may be the one nginx asks after a restart.
      const origins = [proxy.url, A.url, B.url]
      for (const origin of origins) {
        await Promise.all(
          assets.map(async (asset) => {
            const response = await fetch(`${origin}${asset}`)
            await response.arrayBuffer()
            if (response.status !== 200) failed.push(`${response.status} ${origin}${asset}`)
          }),
        )
      }
      expect(failed.length === 0, `${failed.length} failed: ${failed.slice(0, 5).join(', ')}`)
      return `${assets.length} assets, all 200 through nginx, from A and from B`
    })

    // Signed in through nginx before any password guessing, from addresses of their own.
    const demo = await signIn(proxy.url, 'demo@example.com', 'demo-password', '127.0.0.4')
    const hanako = await signIn(proxy.url, 'hanako@example.jp', 'demo-password', '127.0.0.5')
    const demoToken = demo.token ?? ''
    const hanakoToken = hanako.token ?? ''
    const catalogue = await json<{ data: { templates: ListItem[] } }>(
      `${A.url}/v2/store/templates?order_by=ranking&limit=40&language=en`,
    )
    const pageIds = catalogue.body.data.templates.map((t) => t.template_id)

    await check('a page is rendered once in the cluster, then nginx serves it', async () => {
      const path = `/store/templates/${pageIds[7]}`
      const browser = { 'user-agent': 'Mozilla/5.0 (cluster test)', 'accept-encoding': 'br' }
      const get = (headers: Record<string, string> = {}, origin = proxy.url) =>
        fetch(`${origin}${path}`, { headers: { ...browser, ...headers } }).then(async (r) => {
          await r.arrayBuffer()
          return r
        })
      // Eight visitors at once, then four after them.
      const answers = await Promise.all(Array.from({ length: 8 }, () => get()))
      for (let n = 0; n < 4; n++) answers.push(await get())
      const etags = new Set(answers.map((r) => r.headers.get('etag')))
      expect(
        answers.every((r) => r.status === 200) && etags.size === 1,
        `answers ${answers.map((r) => r.status).join(' ')}, ETags ${[...etags].join(' ')}`,
      )
      const lines = proxy.accessLog().filter((line) => line.includes(` "GET ${path} `))
      const upstream = lines.filter((line) => line.split(' ')[2] !== '-')
      expect(
        lines.length === 12 &&
          upstream.length === 1 &&
          upstream[0]?.endsWith(' MISS miss') === true,
        `nginx's log for ${path}:\n${lines.join('\n')}`,
      )
      const owner = instances.find((i) => upstream[0]?.split(' ')[2] === `127.0.0.1:${i.port}`)
      expect(!!owner, `the page came from ${upstream[0]?.split(' ')[2]}, neither A nor B`)
      const hits = answers.filter((r) => r.headers.get('x-cache-status') === 'HIT').length
      expect(hits === 11, `${hits} of 12 answers were nginx's (X-Cache-Status HIT)`)
      // What nginx asks once the page is past its s-maxage, as nginx asks it (its Host and
      // forwarded headers): the instance answers from memory.
      const etag = answers[0]?.headers.get('etag') ?? ''
      const proxyHost = new URL(proxy.url).host
      const revalidated = await plainRequest(`${owner.url}${path}`, {
        headers: {
          ...browser,
          host: proxyHost,
          'x-forwarded-host': proxyHost,
          'x-forwarded-proto': 'http',
          'x-forwarded-for': '127.0.0.1',
          'if-none-match': etag,
        },
      })
      expect(
        revalidated.status === 304 && revalidated.headers['x-page-cache'] === 'hit',
        `${owner.name} answered the revalidation ${revalidated.status} (${String(revalidated.headers['x-page-cache'])})`,
      )
      // Signed in: past the cache to the instance, private, and not kept for the next visitor.
      const signedIn = await get({ cookie: `${TOKEN_COOKIE}=${demoToken}` })
      expect(
        signedIn.headers.get('x-cache-status') === 'BYPASS' &&
          signedIn.headers.get('cache-control') === 'private, no-cache',
        `signed in: ${signedIn.headers.get('x-cache-status')}, ${signedIn.headers.get('cache-control')}`,
      )
      const after = await get()
      expect(
        after.headers.get('x-cache-status') === 'HIT' && after.headers.get('etag') === etag,
        `the next visitor got ${after.headers.get('x-cache-status')} ${after.headers.get('etag')}`,
      )
      return `12 visitors: 1 render (on ${owner.name}), 11 answers from nginx; ${owner.name} revalidates with 304 from memory; signed in BYPASS, private, not kept`
    })
    await check(`a like on A is in B's lists within ${FRESH_WITHIN_MS} ms`, async () => {
      expect(!!demoToken, `demo's sign-in through nginx answered ${demo.status}`)
      // B has served the list before the like, so a per-instance copy of it would be stale.
      const before = (await listFirstPage(B, demoToken)).find((t) => !t.liked)
      expect(!!before, 'no unliked template on the first page')
      const liked = await json<{ data: { count_likes: number } }>(
        `${A.url}/v2/store/templates/${before.template_id}/like`,
        { method: 'POST', headers: bearer(demoToken) },
      )
      expect(liked.status === 200 || liked.status === 201, `like on A answered ${liked.status}`)
      const expected = before.count_likes + 1
      let seen: ListItem | undefined
      const took = await within(FRESH_WITHIN_MS, async () => {
        seen = (await listFirstPage(B, demoToken)).find((t) => t.template_id === before.template_id)
        return seen?.liked === true && seen.count_likes === expected
      })
      expect(
        took !== undefined,
        `after ${FRESH_WITHIN_MS} ms B lists ${before.template_id} as liked=${seen?.liked} count=${seen?.count_likes} (want liked=true count=${expected})`,
      )
      return `B's signed-in list shows liked, count ${before.count_likes} → ${expected} after ${took} ms`
    })

    await check('wrong passwords from one address do not lock out another', async () => {
      // 127.0.0.2 guesses hanako's password until both instances refuse it.
      const attacker: number[] = []
      while (attacker.length < 14 && attacker.slice(-2).join() !== '429,429') {
        attacker.push(
          (await signIn(proxy.url, 'hanako@example.jp', 'wrong-password', '127.0.0.2')).status,
        )
      }
      expect(
        attacker.slice(-2).join() === '429,429',
        `the guessing address was never refused: ${attacker.join(' ')}`,
      )
      // Hanako, from 127.0.0.3, signs in on each instance (round robin: two tries).
      const victim: number[] = []
      for (let i = 0; i < 2; i++) {
        const result = await signIn(proxy.url, 'hanako@example.jp', 'demo-password', '127.0.0.3')
        victim.push(result.token ? 200 : result.status)
      }
      expect(
        victim.every((s) => s === 200),
        `hanako from another address got ${victim.join(', ')} (attacker: ${attacker.join(' ')})`,
      )
      return `127.0.0.2 refused after ${attacker.join(' ')}; 127.0.0.3 signed in twice`
    })

    await check(
      'a price set with the admin command is shown and charged alike on A and B',
      async () => {
        expect(!!hanakoToken, `hanako's sign-in through nginx answered ${hanako.status}`)
        // Both instances have answered prices (and so may hold them) before the change.
        const old = (await prices(A)).find((p) => p.tier === 'TIER_3')
        await prices(B)
        expect(!!old, 'no TIER_3 price')
        const jpy = old.price_jpy + 111
        const usd = Math.round(old.price_usd * 100 + 100) / 100
        const admin = await runAdmin(database.url, [
          'price',
          'TIER_3',
          '--jpy',
          String(jpy),
          '--usd',
          String(usd),
        ])
        expect(admin.code === 0, `npm run admin -- price exited ${admin.code}: ${admin.output}`)
        const shown: string[] = []
        for (const instance of [A, B]) {
          const took = await within(FRESH_WITHIN_MS, async () => {
            const tier = (await prices(instance)).find((p) => p.tier === 'TIER_3')
            return tier?.price_jpy === jpy && tier.price_usd === usd
          })
          expect(
            took !== undefined,
            `${instance.name} does not show TIER_3 at ¥${jpy} / $${usd} after ${FRESH_WITHIN_MS} ms`,
          )
          shown.push(`${instance.name} in ${took} ms`)
        }
        const paid = (await listFirstPage(A, hanakoToken)).find((t) => t.tier === 'TIER_3')
        expect(!!paid, 'no TIER_3 template on the first page')
        const charged: number[] = []
        for (const instance of [A, B]) {
          const checkout = await json<{ data: { amount: number; currency: string } }>(
            `${instance.url}/v2/store/templates/${paid.template_id}/checkout`,
            { method: 'POST', headers: bearer(hanakoToken) },
          )
          expect(checkout.status === 201, `${instance.name}: checkout answered ${checkout.status}`)
          expect(
            checkout.body.data.currency === 'jpy',
            `checkout in ${checkout.body.data.currency}`,
          )
          charged.push(checkout.body.data.amount)
        }
        expect(
          charged.every((amount) => amount === jpy),
          `checkout charged ${charged.join(' and ')} (want ¥${jpy} on both)`,
        )
        return `¥${old.price_jpy} → ¥${jpy} shown by ${shown.join(', ')}; both charge ¥${jpy}`
      },
    )

    await check("a title corrected in the catalogue is on A's and B's pages at once", async () => {
      const id = pageIds[9] as string
      const path = `/store/templates/${id}`
      // Both instances keep the page before the change.
      for (const instance of [A, B]) {
        await (await fetch(`${instance.url}${path}`)).arrayBuffer()
        const again = await fetch(`${instance.url}${path}`)
        await again.arrayBuffer()
        const state = again.headers.get('x-page-cache')
        expect(state === 'hit', `${instance.name} did not keep ${path} (${state})`)
      }
      // What `npm run admin -- template` runs (the price check above runs the command itself),
      // here in-process: starting the command costs seconds.
      const title = `Corrected in the cluster ${Date.now().toString(36)}`
      const store = openDatabase({ databaseUrl: database.url })
      try {
        await correctTemplateTitle(store.db, store.engine, {
          templateId: id,
          title,
          language: 'en',
        })
      } finally {
        await store.db.destroy()
      }
      const shown: string[] = []
      for (const instance of [A, B]) {
        const took = await within(FRESH_WITHIN_MS, async () =>
          (await (await fetch(`${instance.url}${path}`)).text()).includes(title),
        )
        expect(
          took !== undefined,
          `${instance.name}'s page lacks the title after ${FRESH_WITHIN_MS} ms`,
        )
        shown.push(`${instance.name} in ${took} ms`)
      }
      return `shown by ${shown.join(', ')}`
    })

    await check(
      `no instance holds more than DATABASE_POOL_MAX=${POOL_MAX} connections`,
      async () => {
        expect(!!demoToken, `demo's sign-in through nginx answered ${demo.status}`)
        const sampler = samplePool(database, baseUrl)
        const ids = (await listFirstPage(A, demoToken)).map((t) => t.template_id)
        const deadline = Date.now() + 3_000
        const statuses = new Map<number, number>()
        let n = 0
        // Signed-in lists and likes straight to both instances: every one of them needs the database.
        await Promise.all(
          Array.from({ length: 40 }, async (_, client) => {
            while (Date.now() < deadline) {
              const instance = instances[(client + n++) % 2] as Instance
              const path =
                n % 3 === 0
                  ? `/v2/store/templates/${ids[n % ids.length]}/like`
                  : `/v2/store/templates?order_by=likes_count&limit=20&offset=${(n % 20) * 20}&language=en`
              const response = await fetch(`${instance.url}${path}`, {
                method: path.endsWith('/like') ? (n % 2 ? 'POST' : 'DELETE') : 'GET',
                headers: bearer(demoToken),
              })
              await response.arrayBuffer()
              statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
            }
          }),
        )
        const most = await sampler.stop()
        const seen = ['store-cluster-a', 'store-cluster-b'].map((app) => ({
          app,
          ...(most.get(app) ?? { pool: 0, listen: 0 }),
        }))
        const summary = seen.map((s) => `${s.app} ${s.pool} pooled + ${s.listen} LISTEN`).join(', ')
        const codes = [...statuses].map(([status, count]) => `${count}×${status}`).join(' ')
        expect(
          seen.every((s) => s.pool > 0),
          `no connections sampled: ${summary}`,
        )
        // The LISTEN connection of the notifications is outside the pool: at most one more each.
        expect(
          seen.every((s) => s.pool <= POOL_MAX && s.listen <= 1),
          `most at once: ${summary} (allowed ${POOL_MAX} pooled + 1 LISTEN)`,
        )
        expect(!statuses.has(500), `answers under load: ${codes}`)
        return `most at once: ${summary}; answers ${codes}`
      },
    )

    await check(
      `SIGTERM to B under load: no client error, exit 0 within ${DRAIN_WITHIN_MS / 1000} s`,
      async () => {
        let stopAt = 0
        let exit: { code: number | null; signal: string | null; ms: number } | undefined
        let readyAfterTerm = 'not asked'
        const exited = new Promise<void>((resolve) =>
          B.child.once('exit', (code, signal) => {
            exit = { code, signal, ms: Date.now() - stopAt }
            resolve()
          }),
        )
        const stopped = (async () => {
          await sleep(1_500)
          stopAt = Date.now()
          B.child.kill('SIGTERM')
          // The signal is handled between requests: a moment for it to arrive, inside the grace.
          await sleep(200)
          const ready = await fetch(`${B.url}/v2/health/ready`).catch((e: Error) => e)
          readyAfterTerm =
            ready instanceof Error ? `refused (${ready.message})` : String(ready.status)
          await Promise.race([exited, sleep(DRAIN_WITHIN_MS + 2_000)])
          // Load continues a moment after the exit: the requests nginx now sends to A alone.
          await sleep(1_000)
        })()
        const load = await loadThroughNginx(proxy, LOAD_CLIENTS, stopped)
        expect(exit !== undefined, `B still running ${DRAIN_WITHIN_MS + 2_000} ms after SIGTERM`)
        expect(
          exit.code === 0 && exit.ms <= DRAIN_WITHIN_MS,
          `B exited with ${exit.code ?? exit.signal} after ${exit.ms} ms`,
        )
        expect(
          load.failures.length === 0,
          `${load.failures.length} of ${load.requests} requests failed: ${load.failures.slice(0, 5).join('; ')}`,
        )
        expect(readyAfterTerm === '503', `/v2/health/ready right after SIGTERM: ${readyAfterTerm}`)
        return `${load.requests} requests by ${LOAD_CLIENTS} clients, none failed; ready 503 200 ms after SIGTERM; B exited 0 after ${exit.ms} ms`
      },
    )
  } finally {
    for (const instance of instances) await stopServer(instance.child)
    await nginx?.stop()
    await database.drop()
  }
  const failed = results.filter((r) => !r.ok)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (failed.length === 0) {
    console.log(
      `\ntest:cluster PASSED: ${results.length} of ${results.length} checks (${seconds} s)`,
    )
    return 0
  }
  console.log(
    `\ntest:cluster FAILED: ${failed.length} of ${results.length} checks failed (${seconds} s): ${failed.map((f) => f.name).join('; ')}`,
  )
  return 1
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('test:cluster FAILED:', error)
    process.exit(1)
  },
)
