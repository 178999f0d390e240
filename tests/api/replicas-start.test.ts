// Issue 15: two replicas started at the same moment on an empty PostgreSQL database both start
// (the start-up advisory lock), migrate once and seed once.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spawnServer, type SpawnedServer } from '../support/spawn-server'

const databaseUrl = process.env.DATABASE_URL

async function admin<T>(run: (client: pg.Client) => Promise<T>, url = databaseUrl!): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

describe.skipIf(!databaseUrl)('two replicas on a fresh database', () => {
  const name = `${process.env.TEST_DB_PREFIX ?? 'store_test'}_replicas_${randomBytes(4).toString('hex')}`
  const freshUrl = () => {
    const url = new URL(databaseUrl!)
    url.pathname = `/${name}`
    return url.href
  }
  beforeAll(async () => {
    await admin((client) => client.query(`CREATE DATABASE ${name}`))
  })
  afterAll(async () => {
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
  })

  it('start together: both serve, the catalogue is seeded once', async () => {
    const env = { DATABASE_URL: freshUrl(), SEED_TEMPLATES: '36', SHUTDOWN_GRACE_MS: '0' }
    const started = await Promise.allSettled([spawnServer(env), spawnServer(env)])
    const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []))
    try {
      for (const outcome of started) {
        if (outcome.status === 'rejected') throw outcome.reason
      }
      for (const server of servers) {
        expect((await fetch(server.url('/v2/health/ready'))).status).toBe(200)
      }
      const counts = await admin(
        async (client) => ({
          templates: (await client.query('select count(*)::int as n from templates')).rows[0].n,
          migrations: (await client.query('select count(*)::int as n from kysely_migration'))
            .rows[0].n,
        }),
        freshUrl(),
      )
      expect(counts.templates).toBe(36)
      expect(counts.migrations).toBeGreaterThanOrEqual(4)
      expect(
        servers
          .map((s) => s.output())
          .join('')
          .match(/seeded 36 templates/g),
      ).toHaveLength(1)
    } finally {
      await Promise.all(servers.map((s: SpawnedServer) => stop(s)))
    }
  }, 90_000)
})

async function stop(server: SpawnedServer) {
  server.child.kill('SIGTERM')
  const exit = await server.exited
  expect(exit.code).toBe(0)
}
