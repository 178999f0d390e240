import { Migrator, type Migration, type MigrationProvider } from 'kysely'
import type { StoreDb } from './database'
import * as accounts from './migrations/001-accounts'
import * as store from './migrations/002-store'

// Static list instead of a folder scan: works the same under tsx, vitest and a bundle.
const migrations: Record<string, Migration> = {
  '001-accounts': accounts,
  '002-store': store,
}
const provider: MigrationProvider = { getMigrations: async () => migrations }

export async function migrateToLatest({ db }: StoreDb): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`)
  }
}
