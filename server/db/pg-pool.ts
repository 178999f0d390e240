// The PostgreSQL pool the store queries through. A database that goes away (a restart, a
// failover, an operator's pg_terminate_backend, a cut network) must cost the requests of that
// moment a 503, never the process: pg emits 'error' on a connection whose server went away, and
// an 'error' event nobody listens to ends a Node process (issue 26: every instance died at once).
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely'
import pg from 'pg'
import { throttledWarning } from './unavailable'

export type GuardedPoolOptions = {
  connectionString: string
  max: number
  /** Longest wait for a connection, pooled or new (pg-pool's connectionTimeoutMillis). */
  connectTimeoutMs: number
  /** Server-side statement_timeout; 0 leaves it off (migrations, admin commands). */
  statementTimeoutMs: number
  /** PostgreSQL `options` (the test schemas' search_path). */
  options?: string
}

/**
 * On a silent network (no reset, no answer) only the client can tell that an answer is not
 * coming: it waits this long past the server's own statement timeout before giving up.
 */
export const QUERY_READ_MARGIN_MS = 1_000

/** The message pg rejects a query with when its read timeout (query_timeout) passes. */
const READ_TIMEOUT = 'Query read timeout'

export function guardedPool(options: GuardedPoolOptions): PostgresPool {
  const report = lostConnectionReporter()
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max,
    connectionTimeoutMillis: options.connectTimeoutMs,
    // A dead peer behind a NAT or balancer is noticed by the kernel, not only by a query.
    keepAlive: true,
    ...(options.statementTimeoutMs > 0
      ? {
          statement_timeout: options.statementTimeoutMs,
          query_timeout: options.statementTimeoutMs + QUERY_READ_MARGIN_MS,
        }
      : {}),
    ...(options.options ? { options: options.options } : {}),
  })
  // An idle connection lost: pg-pool has already dropped it; the next query opens a new one.
  pool.on('error', report)
  // A connection lost while checked out has no listener of the pool's; its query rejects (a 503
  // for that request) and pg-pool drops it on release, since it is no longer queryable.
  pool.on('connect', (client) => client.on('error', report))
  return {
    end: () => pool.end(),
    connect: async () => new GuardedClient(await pool.connect(), report),
  }
}

/**
 * A checked-out connection whose query outlived its read timeout is in an unknown state (the
 * answer may still come, or never): it is closed rather than handed to the next request.
 */
class GuardedClient implements PostgresPoolClient {
  private broken = false
  /** The same connection as Kysely's own driver sees it (pg's types name its results loosely). */
  private readonly pooled: PostgresPoolClient

  constructor(
    private readonly client: pg.PoolClient,
    private readonly report: (error: Error) => void,
  ) {
    this.pooled = client
  }

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>
  query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // Kysely streams through a cursor only when the dialect is given a cursor class; ours is not.
    if (typeof sqlOrCursor !== 'string') throw new Error('The store does not stream query results')
    return this.run<R>(sqlOrCursor, parameters)
  }

  private async run<R>(sql: string, parameters: ReadonlyArray<unknown>) {
    try {
      return await this.pooled.query<R>(sql, parameters)
    } catch (error) {
      if (error instanceof Error && error.message === READ_TIMEOUT && !this.broken) {
        this.broken = true
        this.report(error)
        this.client.connection.stream.destroy()
      }
      throw error
    }
  }

  release(): void {
    this.client.release(this.broken)
  }
}

function lostConnectionReporter(): (error: Error) => void {
  const warn = throttledWarning('[db]')
  return (error) =>
    warn(
      `a PostgreSQL connection was lost: ${error.message}; it is dropped and the next query opens a new one`,
    )
}
