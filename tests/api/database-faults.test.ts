// Issue 26: the database may go away. On PostgreSQL the store runs as a real process behind a TCP
// proxy, under a little load (readers, pages and writers), while its connections are terminated
// (an operator, a failover), reset (a restart, a crash) and, separately, while the network to the
// database goes silent: the process survives, every request gets an answer in bounded time (503 with
// Retry-After meanwhile), it serves again by itself, and no acknowledged write is lost. On
// SQLite: a file locked by another writer, and one that cannot be written, answer 503 and serve
// again as soon as they can.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Sqlite from 'better-sqlite3'
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#server/app'
import { issueAccessToken } from '#server/auth/sessions'
import { ChangeFeed, notifyChange, type DataChange } from '#server/data-changes'
import { openDatabase, type StoreDb } from '#server/db/database'
import { spawnServer, type SpawnedServer } from '../support/spawn-server'
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy'
import { createTestApp, type TestApp } from './test-app'

const databaseUrl = process.env.DATABASE_URL
const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0.0.0 Safari/537.36' }
const DEMO_EMAILS = ['demo@example.com', 'hanako@example.jp', 'admin@templatestore.test']

/** The server's timeouts in this test: statement 1 s (+1 s read margin), connection 1 s. */
const STATEMENT_TIMEOUT_MS = 1_000
const CONNECT_TIMEOUT_MS = 1_000
/**
 * Every request must be answered within this, whatever the database does. The longest answer by
 * design is a page: a render that waited for another one's, then its own, each with up to two API
 * calls (the loader's, the error page's popular row) of at most connect + statement + read margin
 * (3 s here). Past this it is a hang, as the 30 s and more before issue 26's fixes were.
 */
const ANSWER_BOUND_MS = 15_000

type Outcome = {
  what: string
  /** When the request was sent (ms since the epoch). */
  at: number
  status: number | 'no answer'
  retryAfter: string | null
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function admin<T>(run: (client: pg.Client) => Promise<T>, url = databaseUrl!): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/** Polls until `check` holds; answers how long it took. */
async function waitFor(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = Date.now()
  while (Date.now() - started < withinMs) {
    if (await check().catch(() => false)) return Date.now() - started
    await pause(50)
  }
  throw new Error(`not within ${withinMs} ms`)
}

/**
 * Readers (the list, a template, its page) and one writer per account walking the templates,
 * liking them all and then unliking them all. A writer whose call is not acknowledged retries it
 * (as a client honouring Retry-After would) before moving on, so each pair's last call was
 * acknowledged and the database must hold what it said.
 */
function startLoad(
  server: SpawnedServer,
  tokens: string[],
  templateIds: string[],
  acknowledged: Map<string, boolean>,
) {
  const outcomes: Outcome[] = []
  let running = true
  const call = async (what: string, url: string, init: RequestInit = {}) => {
    const at = Date.now()
    try {
      const response = await fetch(server.url(url), {
        ...init,
        signal: AbortSignal.timeout(ANSWER_BOUND_MS),
      })
      await response.arrayBuffer()
      outcomes.push({
        what,
        at,
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
      })
      return response.status
    } catch {
      outcomes.push({ what, at, status: 'no answer', retryAfter: null })
      return 0
    }
  }
  const reader = async () => {
    for (let i = 0; running; i++) {
      const id = templateIds[i % templateIds.length]!
      await call('list', '/v2/store/templates?limit=5')
      await call('detail', `/v2/store/templates/${id}`)
      await call('page', `/store/templates/${id}`, { headers: BROWSER })
      await pause(10)
    }
  }
  const writer = async (token: string) => {
    for (let pass = 0; running; pass++) {
      const like = pass % 2 === 0
      for (const id of templateIds) {
        if (!running) return
        for (;;) {
          const status = await call(like ? 'like' : 'unlike', `/v2/store/templates/${id}/like`, {
            method: like ? 'POST' : 'DELETE',
            headers: { authorization: `Bearer ${token}` },
          })
          if (status === 200) {
            acknowledged.set(`${token}|${id}`, like)
            break
          }
          if (!running) {
            // Stopped before it was acknowledged: it may or may not have been applied.
            acknowledged.delete(`${token}|${id}`)
            return
          }
          await pause(50)
        }
        await pause(15)
      }
    }
  }
  const workers = [reader(), reader(), ...tokens.map(writer)]
  return {
    outcomes,
    stop: async () => {
      running = false
      await Promise.all(workers)
    },
  }
}

describe.skipIf(!databaseUrl)('PostgreSQL goes away under load', () => {
  const name = `${process.env.TEST_DB_PREFIX ?? 'store_test'}_faults_${randomBytes(4).toString('hex')}`
  const urlOf = (host: string, port: string) => {
    const url = new URL(databaseUrl!)
    url.hostname = host
    url.port = port
    url.pathname = `/${name}`
    return url.href
  }
  const direct = () => urlOf(new URL(databaseUrl!).hostname, new URL(databaseUrl!).port)
  let proxy: TcpProxy
  let server: SpawnedServer
  let store: StoreDb
  const tokens: string[] = []
  const tokenAccounts = new Map<string, string>()
  let templateIds: string[] = []
  /** What each (account, template) pair's last acknowledged call said, over every load. */
  const acknowledged = new Map<string, boolean>()
  let current: ReturnType<typeof startLoad> | undefined
  // A test that fails midway must not leave its load writing into the next ones.
  afterEach(async () => {
    await current?.stop()
    current = undefined
  })

  beforeAll(async () => {
    await admin((client) => client.query(`CREATE DATABASE ${name}`))
    const target = new URL(databaseUrl!)
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
    server = await spawnServer({
      DATABASE_URL: urlOf('127.0.0.1', String(proxy.port)),
      SEED_TEMPLATES: '24',
      DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
      DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
      SHUTDOWN_GRACE_MS: '0',
    })
    store = openDatabase({ databaseUrl: direct() })
    const accounts = await store.db
      .selectFrom('accounts')
      .select(['id', 'email'])
      .where('email', 'in', DEMO_EMAILS)
      .execute()
    for (const account of accounts) {
      const { token } = await issueAccessToken(store.db, account.id, new Date())
      tokens.push(token)
      tokenAccounts.set(token, account.id)
    }
    templateIds = (await store.db.selectFrom('templates').select('id').orderBy('id').execute()).map(
      (row) => row.id,
    )
  }, 90_000)

  afterAll(async () => {
    await store?.db.destroy()
    server?.child.kill('SIGKILL')
    await server?.exited
    await proxy?.close()
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
  })

  const expectEveryAnswerBoundedAndHonest = (outcomes: Outcome[]) => {
    expect(outcomes.filter((o) => o.status === 'no answer')).toEqual([])
    const failures = outcomes.filter((o) => o.status !== 200)
    // A failure is a 503 that says when to come back; never a 500 or a dropped connection.
    expect(failures.filter((o) => o.status !== 503)).toEqual([])
    expect(failures.filter((o) => o.retryAfter === null)).toEqual([])
    expect(server.child.exitCode).toBeNull()
    expect(server.child.signalCode).toBeNull()
  }
  const ready = async () =>
    (await fetch(server.url('/v2/health/ready'), { signal: AbortSignal.timeout(ANSWER_BOUND_MS) }))
      .status === 200

  it('survives its connections being terminated and serves again by itself', async () => {
    const load = (current = startLoad(server, tokens, templateIds, acknowledged))
    await waitFor(async () => load.outcomes.filter((o) => o.status === 200).length >= 30, 10_000)
    const backends = () =>
      admin(async (client) => {
        const { rows } = await client.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        )
        return rows[0]?.n ?? 0
      })
    for (let round = 0; round < 3; round++) {
      // The load reopens connections as it needs them: each round ends the ones open again.
      await waitFor(async () => (await backends()) > 0, 10_000)
      const ended = await admin((client) =>
        client.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        ),
      )
      expect(ended.rowCount).toBeGreaterThan(0)
      await pause(300)
    }
    const recoveredInMs = await waitFor(ready, 5_000)
    const recoveredAt = Date.now()
    const before = load.outcomes.length
    await waitFor(async () => load.outcomes.length >= before + 30, 10_000)
    await load.stop()

    expectEveryAnswerBoundedAndHonest(load.outcomes)
    // Sent after it was ready again: all served.
    expect(load.outcomes.filter((o) => o.at > recoveredAt && o.status !== 200)).toEqual([])
    expect(server.output()).not.toMatch(/Unhandled 'error' event|uncaught/i)
    expect(recoveredInMs).toBeLessThan(5_000)
  }, 60_000)

  it('answers every request while the database resets its connections', async () => {
    const load = (current = startLoad(server, tokens, templateIds, acknowledged))
    await waitFor(async () => load.outcomes.filter((o) => o.status === 200).length >= 30, 10_000)
    const resetFrom = load.outcomes.length
    // A restart resets what is open, mid-query or idle, as connections come and go.
    for (let round = 0; round < 5; round++) {
      proxy.reset()
      await pause(150)
    }
    await waitFor(ready, 5_000)
    const recoveredAt = Date.now()
    const before = load.outcomes.length
    await waitFor(async () => load.outcomes.length >= before + 30, 10_000)
    await load.stop()

    expectEveryAnswerBoundedAndHonest(load.outcomes)
    expect(load.outcomes.length).toBeGreaterThan(resetFrom)
    expect(load.outcomes.filter((o) => o.at > recoveredAt && o.status !== 200)).toEqual([])
  }, 60_000)

  it('answers 503 while the network to the database is silent, and recovers when it heals', async () => {
    const load = (current = startLoad(server, tokens, templateIds, acknowledged))
    await waitFor(async () => load.outcomes.filter((o) => o.status === 200).length >= 30, 10_000)
    const stalledFrom = load.outcomes.length
    proxy.stall()
    try {
      const live = await fetch(server.url('/v2/health/live'))
      expect(live.status).toBe(200)
      const started = Date.now()
      const health = await fetch(server.url('/v2/health'), {
        signal: AbortSignal.timeout(ANSWER_BOUND_MS),
      })
      expect(health.status).toBe(503)
      expect(health.headers.get('retry-after')).toBe('2')
      expect(await health.json()).toEqual({
        error: { code: 'database_unavailable', message: 'Service unavailable.' },
      })
      // Bounded by the statement timeout, its read margin and the connection timeout.
      expect(Date.now() - started).toBeLessThan(
        STATEMENT_TIMEOUT_MS * 2 + CONNECT_TIMEOUT_MS + 3_000,
      )
      expect(await ready()).toBe(false)
      await waitFor(
        async () => load.outcomes.slice(stalledFrom).filter((o) => o.status === 503).length >= 5,
        ANSWER_BOUND_MS,
      )
    } finally {
      proxy.heal()
    }
    const recoveredInMs = await waitFor(ready, 10_000)
    const healedAt = load.outcomes.length
    await waitFor(async () => load.outcomes.length >= healedAt + 30, 10_000)
    await load.stop()

    expectEveryAnswerBoundedAndHonest(load.outcomes)
    expect(load.outcomes.slice(stalledFrom).some((o) => o.status === 503)).toBe(true)
    expect(recoveredInMs).toBeLessThan(10_000)
  }, 60_000)

  it('lost no acknowledged write', async () => {
    expect(acknowledged.size).toBeGreaterThan(0)
    const rows = await store.db
      .selectFrom('likes')
      .select(['account_id', 'template_id'])
      .where('account_id', 'in', [...tokenAccounts.values()])
      .execute()
    const stored = new Set(rows.map((row) => `${row.account_id}|${row.template_id}`))
    const wrong = [...acknowledged].filter(([key, liked]) => {
      const [token, templateId] = key.split('|') as [string, string]
      return stored.has(`${tokenAccounts.get(token)}|${templateId}`) !== liked
    })
    expect(wrong).toEqual([])
  })

  it('notices a silent network on its listening connection, listens again and re-syncs', async () => {
    // Another instance's view of the same database, through the proxy, with a quick heartbeat.
    const feed = new ChangeFeed(store.db, urlOf('127.0.0.1', String(proxy.port)), {
      everyMs: 200,
      timeoutMs: 300,
    })
    const heard: DataChange[] = []
    feed.subscribe((change) => heard.push(change))
    try {
      await feed.ready
      expect(feed.live).toBe(true)
      proxy.stall()
      try {
        // While it cannot hear, caches must not trust what they keep (feed.live is their guide).
        await waitFor(async () => !feed.live, 3_000)
      } finally {
        proxy.heal()
      }
      await waitFor(async () => feed.live, 5_000)
      expect(heard).toContainEqual({ kind: 'resync' })
      await notifyChange(store.db, 'postgres', { kind: 'prices' })
      await waitFor(async () => heard.some((change) => change.kind === 'prices'), 3_000)
    } finally {
      await feed.close()
    }
  })
})

describe('SQLite that cannot be written now', () => {
  let dir: string
  let t: TestApp
  let quick: StoreDb
  let token: string
  let app: ReturnType<typeof createApp>
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-faults-'))
    const file = path.join(dir, 'store.sqlite')
    t = await createTestApp({ sqliteFile: file, templates: 6 })
    // The server's own handle, with a short wait for locks, as DATABASE_STATEMENT_TIMEOUT_MS sets.
    quick = openDatabase({ sqliteFile: file, statementTimeoutMs: 200 })
    app = createApp({ ...t.deps, db: quick.db })
    const account = await t.db.selectFrom('accounts').select('id').executeTakeFirstOrThrow()
    token = (await issueAccessToken(t.db, account.id, new Date())).token
  })
  afterAll(async () => {
    await quick?.db.destroy()
    await t?.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })
  const like = (id: string) =>
    app.request(`/v2/store/templates/${id}/like`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    })
  const someTemplate = async () =>
    (await t.db.selectFrom('templates').select('id').executeTakeFirstOrThrow()).id

  it('a file locked by another writer: 503 after the wait, served as soon as it is released', async () => {
    const id = await someTemplate()
    const other = new Sqlite(path.join(dir, 'store.sqlite'))
    try {
      other.exec('BEGIN IMMEDIATE')
      const started = Date.now()
      const locked = await like(id)
      expect(locked.status).toBe(503)
      expect(locked.headers.get('retry-after')).toBe('2')
      expect(Date.now() - started).toBeLessThan(2_000)
      // Readers are not held by a writer (WAL).
      expect((await app.request('/v2/store/templates?limit=2')).status).toBe(200)
      other.exec('ROLLBACK')
    } finally {
      other.close()
    }
    expect((await like(id)).status).toBe(200)
  })

  it('a database that cannot be written: 503, and served again once it can', async () => {
    const id = await someTemplate()
    await sql`PRAGMA query_only = ON`.execute(quick.db)
    try {
      const refused = await like(id)
      expect(refused.status).toBe(503)
      expect(await refused.json()).toEqual({
        error: { code: 'database_unavailable', message: 'Service unavailable.' },
      })
      expect((await app.request('/v2/health/ready')).status).toBe(200)
    } finally {
      await sql`PRAGMA query_only = OFF`.execute(quick.db)
    }
    expect((await like(id)).status).toBe(200)
  })
})
