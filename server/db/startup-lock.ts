// Replicas started together on an empty PostgreSQL database must not migrate and seed at the
// same time (Kysely's migration tables and the seed's first rows would collide; one replica
// crashed in 2 of 3 trials). A session advisory lock on a connection of its own, outside the
// pool, serialises start-ups: the first migrates and seeds, the others then find nothing to do.
import pg from 'pg'
import type { StoreDb } from './database'

const LOCK_NAME = 'template-store: migrate and seed'

export async function withStartupLock<T>(store: StoreDb, run: () => Promise<T>): Promise<T> {
  if (store.engine !== 'postgres' || !store.databaseUrl) return run()
  const client = new pg.Client({ connectionString: store.databaseUrl })
  await client.connect()
  // Schemas of one database (tests) each migrate on their own.
  const key = `${LOCK_NAME} ${store.pgSchema ?? ''}`
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [key])
    return await run()
  } finally {
    // Ending the session releases the lock, also when `run` failed.
    await client.end()
  }
}
