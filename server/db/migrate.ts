import { Migrator, type Migration, type MigrationProvider } from 'kysely'
import type { StoreDb } from './database'
import * as accounts from './migrations/001-accounts'
import * as store from './migrations/002-store'
import * as commerce from './migrations/003-commerce'
import * as accountSecurity from './migrations/004-account-security'
import * as likeCounters from './migrations/005-like-counters'
import * as addressAttempts from './migrations/006-address-attempts'
import * as templateQuality from './migrations/007-template-quality'

// Static list instead of a folder scan: works the same under tsx, vitest and a bundle.
const migrations: Record<string, Migration> = {
  '001-accounts': accounts,
  '002-store': store,
  '003-commerce': commerce,
  '004-account-security': accountSecurity,
  '005-like-counters': likeCounters,
  '006-address-attempts': addressAttempts,
  '007-template-quality': templateQuality,
}
const provider: MigrationProvider = { getMigrations: async () => migrations }

export type MigrationName = keyof typeof migrations

export async function migrateToLatest(store: StoreDb): Promise<void> {
  return migrateTo(store)
}

/** Migrates up to and including `target` (all when omitted); tests use it to stage old data. */
export async function migrateTo({ db, pgSchema }: StoreDb, target?: MigrationName): Promise<void> {
  // Kysely looks for its migration tables in every schema unless told which one; a test schema
  // must not mistake another schema's tables for its own.
  const migrator = new Migrator({
    db,
    provider,
    ...(pgSchema ? { migrationTableSchema: pgSchema } : {}),
  })
  const { error, results } = await (target
    ? migrator.migrateTo(target)
    : migrator.migrateToLatest())
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`)
  }
}
