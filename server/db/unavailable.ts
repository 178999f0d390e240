// A database that cannot take the query now (pool exhausted, server full or starting, refused
// connection, SQLite busy) is a 503 with Retry-After, never a 500: the request may be retried,
// here or on another instance.
const UNAVAILABLE_CODES = new Set([
  '53300', // too_many_connections (max_connections or a role's CONNECTION LIMIT)
  '57P03', // cannot_connect_now (starting up, shutting down)
  '57P01', // admin_shutdown
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08006', // connection_failure
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'SQLITE_BUSY',
])

/** pg's pool and client say these in words only. */
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|connection terminated due to connection timeout|Connection terminated unexpectedly/i

/** Seconds a client should wait before trying again. */
export const DATABASE_RETRY_AFTER_S = 2

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  return (
    (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) ||
    (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message))
  )
}
