// A store instance starts and stops like a service behind a balancer (issue 15): liveness says
// the process runs, readiness that it should get traffic. From SIGTERM on it is draining:
// readiness answers 503 so the balancer stops sending, and every answer carries
// `Connection: close` so no client keeps a connection to an instance that is going away.
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './app-env'

export type ServiceLifecycle = { draining: boolean }

export const createLifecycle = (): ServiceLifecycle => ({ draining: false })

/** While draining, each answer closes its connection once sent (requests in flight included). */
export const closeConnectionsWhileDraining: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  if (!c.var.deps.lifecycle?.draining) return
  try {
    c.res.headers.set('Connection', 'close')
  } catch {
    // An answer already written to the socket (408s, gone clients) has headers of its own.
  }
}

/** The most a stop may take; past it the process exits anyway (code 1). */
export const STOP_DEADLINE_MS = 10_000
const IDLE_SWEEP_MS = 100

type Closable = { close(callback: () => void): unknown; closeIdleConnections?: () => void }

/**
 * SIGTERM: readiness turns 503 at once; requests are still taken for `graceMs` so the balancer
 * notices; then the listener closes, requests in flight are answered (with Connection: close)
 * and idle keep-alive connections are closed as they become idle. `release` frees the database.
 */
export function drainAndStop(options: {
  server: Closable
  lifecycle: ServiceLifecycle
  graceMs: number
  release: () => Promise<void>
  exit: (code: number) => void
  log?: (line: string) => void
}): void {
  const { server, lifecycle, graceMs, release, exit, log = console.log } = options
  lifecycle.draining = true
  const force = setTimeout(() => {
    log(`[server] connections did not close in ${STOP_DEADLINE_MS / 1000} s; exiting`)
    exit(1)
  }, STOP_DEADLINE_MS)
  force.unref()
  setTimeout(() => {
    log('[server] no longer accepting connections; answering the requests in flight')
    // A connection whose answer was on its way at SIGTERM turns idle afterwards: sweep again.
    const sweep = setInterval(() => server.closeIdleConnections?.(), IDLE_SWEEP_MS)
    sweep.unref()
    server.close(() => {
      clearInterval(sweep)
      release()
        .catch((error: unknown) => log(`[server] closing the database failed: ${String(error)}`))
        .finally(() => exit(0))
    })
    server.closeIdleConnections?.()
  }, graceMs).unref()
}
