import fs from 'node:fs'
import path from 'node:path'
import Sqlite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely'
import { guardedPool } from './pg-pool'
import type { Database } from './schema'

export type Engine = 'sqlite' | 'postgres'
export type StoreDb = {
  db: Kysely<Database>
  engine: Engine
  /** PostgreSQL schema the connections are pinned to, when not the default search_path. */
  pgSchema?: string
  /** PostgreSQL: the URL, for the start-up lock's own connection (server/db/startup-lock.ts). */
  databaseUrl?: string
}

/**
 * How long a query waits for a free pooled connection before the request is answered 503
 * (server/db/unavailable.ts): long enough for a burst, short enough that clients retry elsewhere.
 */
export const POOL_WAIT_MS = 5_000

/** SQLite: how long a statement waits for another connection's write lock, by default. */
export const SQLITE_BUSY_WAIT_MS = 5_000

/** PostgreSQL identifiers we create ourselves (test schemas): plain lowercase words only. */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/

/** One Kysely instance over PostgreSQL when a URL is given, else SQLite (WAL) under dataDir. */
export function openDatabase(options: {
  databaseUrl?: string
  dataDir?: string
  /** ':memory:' or a file path; overrides dataDir for SQLite. */
  sqliteFile?: string
  /** PostgreSQL only: every pooled connection uses this schema (tests get one each). */
  pgSchema?: string
  /** PostgreSQL pool size (DATABASE_POOL_MAX, default 10). */
  pgPoolSize?: number
  /** PostgreSQL: longest wait for a pooled connection (default POOL_WAIT_MS). */
  pgConnectionTimeoutMs?: number
  /**
   * Longest a statement may take (DATABASE_STATEMENT_TIMEOUT_MS): PostgreSQL's statement_timeout
   * plus a client-side read timeout; SQLite's wait for a lock. Unset: none on PostgreSQL (the
   * migrations and admin commands), SQLITE_BUSY_WAIT_MS on SQLite.
   */
  statementTimeoutMs?: number
}): StoreDb {
  if (options.databaseUrl) {
    if (options.pgSchema !== undefined && !SCHEMA_NAME.test(options.pgSchema)) {
      throw new Error(`Invalid PostgreSQL schema name "${options.pgSchema}"`)
    }
    const pool = guardedPool({
      connectionString: options.databaseUrl,
      max: options.pgPoolSize ?? 10,
      connectTimeoutMs: options.pgConnectionTimeoutMs ?? POOL_WAIT_MS,
      statementTimeoutMs: options.statementTimeoutMs ?? 0,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    })
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      engine: 'postgres',
      databaseUrl: options.databaseUrl,
      ...(options.pgSchema ? { pgSchema: options.pgSchema } : {}),
    }
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
  // A locked file answers SQLITE_BUSY after this wait: a 503 (server/db/unavailable.ts).
  sqlite.pragma(`busy_timeout = ${Math.floor(options.statementTimeoutMs || SQLITE_BUSY_WAIT_MS)}`)
  sqlite.pragma('synchronous = NORMAL')
  return {
    db: new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    }),
    engine: 'sqlite',
  }
}

const STATEMENT_CACHE_SIZE = 500

/**
 * Kysely's SQLite driver prepares every query anew; preparing costs more than running the
 * small indexed queries the API makes, so identical SQL text reuses its prepared statement.
 * Safe because the driver runs each statement to completion synchronously (no open iterators:
 * the API never streams).
 */
function withStatementCache(sqlite: Sqlite.Database): SqliteDatabase {
  const cache = new Map<string, Sqlite.Statement>()
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string) {
      let statement = cache.get(sqlText)
      if (statement) {
        // Map order doubles as recency order for the LRU eviction below.
        cache.delete(sqlText)
      } else {
        statement = sqlite.prepare(sqlText)
        if (cache.size >= STATEMENT_CACHE_SIZE) {
          const oldest = cache.keys().next().value
          if (oldest !== undefined) cache.delete(oldest)
        }
      }
      cache.set(sqlText, statement)
      return statement
    },
  }
}
