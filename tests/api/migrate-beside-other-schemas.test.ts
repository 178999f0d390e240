// PostgreSQL: migrating one store's schema while other schemas in the same database are created,
// altered and dropped (another app's, a parallel test file's). Kysely's own check for its
// migration tables read every schema and failed with 'schema "…" does not exist' when one went
// away mid-read; CI failed so once.
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '#server/db/database'
import { migrateTo, migrateToLatest } from '#server/db/migrate'
import { ENGINES } from './test-app'

const databaseUrl = process.env.DATABASE_URL ?? ''

describe.runIf(ENGINES.includes('postgres'))('migrations beside changing schemas', () => {
  it('migrate one schema while others come and go', { timeout: 60_000 }, async () => {
    const admin = new pg.Client({ connectionString: databaseUrl })
    await admin.connect()
    const tag = `${process.pid}_${Date.now() % 1e6}`
    let churning = true
    const churn = (async () => {
      for (let i = 0; churning; i++) {
        const other = `churn_${tag}_${i}`
        await admin.query(
          `create schema ${other}; create table ${other}.t (id serial primary key, a text);
           alter table ${other}.t rename column a to b`,
        )
        await admin.query(`drop schema ${other} cascade`)
      }
    })()
    const schemas: string[] = []
    try {
      for (let round = 0; round < 4; round++) {
        const schema = `migrate_${tag}_${round}`
        schemas.push(schema)
        await admin.query(`create schema ${schema}`)
        const store = openDatabase({ databaseUrl, pgSchema: schema, pgPoolSize: 2 })
        try {
          await migrateTo(store, '002-store')
          await migrateToLatest(store)
          const done = await store.db
            .withSchema(schema)
            .selectFrom('kysely_migration' as never)
            .select('name' as never)
            .execute()
          expect(done.length).toBeGreaterThanOrEqual(7)
        } finally {
          await store.db.destroy()
        }
      }
    } finally {
      churning = false
      await churn
      for (const schema of schemas) await admin.query(`drop schema if exists ${schema} cascade`)
      await admin.end()
    }
  })
})
