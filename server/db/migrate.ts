import { Migrator, type Migration, type MigrationProvider } from 'kysely'
import type { StoreDb } from './database'
import * as accounts from './migrations/001-accounts'
import * as store from './migrations/002-store'
import * as commerce from './migrations/003-commerce'

// Static list instead of a folder scan: works the same under tsx, vitest and a bundle.
const migrations: Record<string, Migration> = {
  '001-accounts': accounts,
  '002-store': store,
  '003-commerce': commerce,
}
const provider: MigrationProvider = { getMigrations: async () => migrations }

export async function migrateToLatest({ db, pgSchema }: StoreDb): Promise<void> {
  // Kysely looks for its migration tables in every schema unless told which one; a test schema
  // must not mistake another schema's tables for its own.
  const { error, results } = await new Migrator({
    db,
    provider,
    ...(pgSchema ? { migrationTableSchema: pgSchema } : {}),
  }).migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`)
  }
}
