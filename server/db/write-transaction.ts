import { PostgresAdapter, sql, type Kysely } from 'kysely'
import type { Database } from './schema'

// Issue 26: a rule like "at most 5 messages in 10 minutes" or "a coupon pays for one order" is
// a read followed by a write, and it holds only if no other request (of this instance or of
// another one on the same database) writes in between.

export const isPostgres = (db: Kysely<Database>) =>
  // Kysely's own migrations tell the dialects apart this way too (see migration 005).
  db.getExecutor().adapter instanceof PostgresAdapter

/**
 * Runs `work` in a transaction in which reads and the writes they decide are one step.
 *
 * SQLite: `BEGIN IMMEDIATE` takes the database's write lock at the start. Kysely begins with a
 * plain (deferred) `BEGIN`, which reads first and upgrades to the write lock later; another
 * connection to the same file (a second instance) may write in between, and the upgrade then
 * fails with SQLITE_BUSY instead of waiting its turn.
 *
 * PostgreSQL: with `lockKey`, a transaction-scoped advisory lock on the key's hash comes first,
 * so every transaction with the same key, on any instance, runs one after another (rows that
 * do not exist yet, like the next counted message, cannot be locked). Without one, the work
 * relies on the row locks its conditional UPDATEs take.
 */
export async function writeTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
  lockKey?: string,
): Promise<T> {
  if (isPostgres(db)) {
    return db.transaction().execute(async (trx) => {
      if (lockKey !== undefined) {
        await sql`select pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`.execute(trx)
      }
      return work(trx)
    })
  }
  // One reserved connection: the driver lets no other query of this instance in meanwhile.
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection)
    try {
      const result = await work(connection)
      await sql`commit`.execute(connection)
      return result
    } catch (error) {
      // A failed COMMIT may already have ended the transaction; the original error matters.
      await sql`rollback`.execute(connection).catch(() => undefined)
      throw error
    }
  })
}
