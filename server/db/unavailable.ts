// A database that cannot take the query now (pool exhausted, server full, starting, restarting or
// gone, a terminated connection, a cut network, a statement past its timeout, SQLite locked or
// read-only) is a 503 with Retry-After, never a 500: the request may be retried, here or on
// another instance, and this instance serves again as soon as the database does.
const UNAVAILABLE_CODES = new Set([
  '53300', // too_many_connections (max_connections or a role's CONNECTION LIMIT)
  '57P03', // cannot_connect_now (starting up, shutting down)
  '57P01', // admin_shutdown (a restart, pg_terminate_backend)
  '57P02', // crash_shutdown
  '57014', // query_canceled (statement_timeout: the database is stuck or overloaded)
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08006', // connection_failure
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
])

/**
 * SQLite's result codes, extended ones included (SQLITE_BUSY_SNAPSHOT, SQLITE_READONLY_DBMOVED,
 * SQLITE_IOERR_WRITE …): a lock held elsewhere, a file or disk that cannot be written now.
 */
const UNAVAILABLE_SQLITE = /^SQLITE_(BUSY|LOCKED|READONLY|IOERR|FULL|CANTOPEN|PROTOCOL)(_|$)/

/** pg's pool and client say these in words only. */
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|connection terminated due to connection timeout|Connection terminated unexpectedly|Query read timeout|Client was closed and is not queryable|Client has encountered a connection error and is not queryable/i

/** Seconds a client should wait before trying again. */
export const DATABASE_RETRY_AFTER_S = 2

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  return (
    (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_SQLITE.test(code))) ||
    (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message))
  )
}

/** During an outage every request fails alike: one line per interval, with how many were quiet. */
export const OUTAGE_REPORT_EVERY_MS = 5_000

/** A `console.warn` that says the first of a burst at once and the rest in a count. */
export function throttledWarning(
  prefix: string,
  everyMs = OUTAGE_REPORT_EVERY_MS,
): (line: string) => void {
  let lastAt = -Infinity
  let quiet = 0
  return (line) => {
    const now = Date.now()
    if (now - lastAt < everyMs) {
      quiet++
      return
    }
    const more = quiet > 0 ? ` (${quiet} more like it since the last report)` : ''
    console.warn(`${prefix} ${line}${more}`)
    lastAt = now
    quiet = 0
  }
}
