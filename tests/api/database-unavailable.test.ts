// Issue 15, connections: an exhausted pool or a server that refuses connections answers 503
// with Retry-After (JSON for the API, the error page for store pages), never 500.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#server/app'
import { openDatabase, type StoreDb } from '#server/db/database'
import { createTestApp, type TestApp } from './test-app'

const databaseUrl = process.env.DATABASE_URL
const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0.0.0 Safari/537.36' }

describe.skipIf(!databaseUrl)('PostgreSQL unavailable', () => {
  let t: TestApp
  let small: StoreDb
  beforeAll(async () => {
    t = await createTestApp({ engine: 'postgres', templates: 12 })
    small = openDatabase({
      databaseUrl: databaseUrl!,
      pgSchema: t.store.pgSchema!,
      pgPoolSize: 1,
      pgConnectionTimeoutMs: 300,
    })
  })
  afterAll(async () => {
    await small?.db.destroy()
    await t?.close()
  })

  it('answers 503 with Retry-After while the only pooled connection is busy', async () => {
    const app = createApp({ ...t.deps, db: small.db })
    expect((await app.request('/v2/health')).status).toBe(200)
    await small.db.connection().execute(async () => {
      const api = await app.request('/v2/health')
      expect(api.status).toBe(503)
      expect(api.headers.get('retry-after')).toBe('2')
      expect(await api.json()).toEqual({
        error: { code: 'database_unavailable', message: 'Service unavailable.' },
      })
      const ready = await app.request('/v2/health/ready')
      expect(ready.status).toBe(503)
      const page = await app.request('/store/templates/tpl-nope-0001', { headers: BROWSER })
      expect(page.status).toBe(503)
      expect(page.headers.get('retry-after')).toBe('2')
      expect(await page.text()).toContain('Service Unavailable')
    })
    expect((await app.request('/v2/health')).status).toBe(200)
  })

  it('answers 503 when the server refuses the connection (role connection limit)', async () => {
    const role = `${process.env.TEST_DB_PREFIX ?? 'store_test'}_limited_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: databaseUrl })
    await admin.connect()
    await admin.query(`CREATE ROLE ${role} LOGIN CONNECTION LIMIT 0`)
    const url = new URL(databaseUrl!)
    url.username = role
    const refused = openDatabase({ databaseUrl: url.href, pgPoolSize: 2 })
    try {
      const app = createApp({ ...t.deps, db: refused.db })
      const response = await app.request('/v2/health')
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('2')
      expect((await app.request('/v2/health/ready')).status).toBe(503)
    } finally {
      await refused.db.destroy()
      await admin.query(`DROP ROLE ${role}`)
      await admin.end()
    }
  })
})
