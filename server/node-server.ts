// The HTTP server around the app, with the time limits a public server needs (issue 9): headers
// must arrive within headersTimeoutMs (node answers 408 and closes), the body within
// bodyTimeoutMs (slow-clients.ts answers 408 JSON), and requestTimeout backs both up.
import { serve, type ServerType } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import type { Hono } from 'hono'
import type { AppEnv } from './app-env'
import type { ServerConfig } from './config'

export function startServer(
  app: Hono<AppEnv>,
  config: Pick<ServerConfig, 'port' | 'headersTimeoutMs' | 'bodyTimeoutMs'> &
    Partial<Pick<ServerConfig, 'keepAliveTimeoutMs'>>,
  onListen?: (info: AddressInfo) => void,
): ServerType {
  const server = serve(
    {
      fetch: app.fetch,
      port: config.port,
      serverOptions: {
        headersTimeout: config.headersTimeoutMs,
        requestTimeout: config.headersTimeoutMs + config.bodyTimeoutMs + 5_000,
        // Node checks these limits on this interval (default 30 s, which would double them).
        connectionsCheckingInterval: 1_000,
      },
    },
    onListen,
  )
  // KEEP_ALIVE_TIMEOUT outlasts the balancer's idle timeout, so the balancer closes idle
  // connections first. Node (18+) times headers from a request's first byte, so an idle
  // keep-alive connection is not cut by the shorter headersTimeout (tests/api/service-lifecycle).
  if (config.keepAliveTimeoutMs !== undefined && 'keepAliveTimeout' in server) {
    server.keepAliveTimeout = config.keepAliveTimeoutMs
  }
  return server
}
