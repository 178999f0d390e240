import fs from 'node:fs'
import path from 'node:path'
import Sqlite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { Database } from './schema'

export type Engine = 'sqlite' | 'postgres'
export type StoreDb = { db: Kysely<Database>; engine: Engine }

/** One Kysely instance over PostgreSQL when a URL is given, else SQLite (WAL) under dataDir. */
export function openDatabase(options: {
  databaseUrl?: string
  dataDir?: string
  /** ':memory:' or a file path; overrides dataDir for SQLite. */
  sqliteFile?: string
}): StoreDb {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), engine: 'postgres' }
  }
  let file = options.sqliteFile
  if (!file) {
    const dir = options.dataDir ?? 'data'
    fs.mkdirSync(dir, { recursive: true })
    file = path.join(dir, 'store.sqlite')
  }
  const sqlite = new Sqlite(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('synchronous = NORMAL')
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), engine: 'sqlite' }
}
