import {
  Migrator,
  sql,
  type DatabaseIntrospector,
  type Kysely,
  type Migration,
  type MigrationProvider,
  type TableMetadata,
} from 'kysely'
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
export async function migrateTo(
  { db, engine, pgSchema }: StoreDb,
  target?: MigrationName,
): Promise<void> {
  // Kysely looks for its migration tables in every schema unless told which one; a test schema
  // must not mistake another schema's tables for its own.
  const migrator = new Migrator({
    db: engine === 'postgres' ? seeingOwnSchemaOnly(db, pgSchema) : db,
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

/**
 * Kysely's Migrator looks for its own tables by reading every table of every schema in the
 * database, calling has_schema_privilege and pg_get_serial_sequence on each; a schema dropped or
 * altered meanwhile (another app's, a parallel test's) fails that read with 'schema "…" does not
 * exist'. Its database handle here sees only the schema being migrated.
 */
function seeingOwnSchemaOnly<DB>(db: Kysely<DB>, pgSchema: string | undefined): Kysely<DB> {
  const tablesOfSchema = async (): Promise<TableMetadata[]> => {
    const { rows } = await sql<{ schema: string; name: string; kind: string }>`
      select n.nspname as schema, c.relname as name, c.relkind as kind
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = coalesce(${pgSchema ?? null}, current_schema())
        and c.relkind in ('r', 'p', 'v', 'm', 'f')`.execute(db)
    return rows.map((r) => ({
      schema: r.schema,
      name: r.name,
      isView: r.kind === 'v' || r.kind === 'm',
      columns: [],
    }))
  }
  const introspection: DatabaseIntrospector = {
    getSchemas: async () => {
      const { rows } = await sql<{ name: string }>`
        select nspname as name from pg_catalog.pg_namespace
        where nspname = coalesce(${pgSchema ?? null}, current_schema())`.execute(db)
      return rows
    },
    getTables: tablesOfSchema,
    getMetadata: async () => ({ tables: await tablesOfSchema() }),
  }
  // Kysely keeps its state in private fields: its methods must run on the instance itself.
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}
