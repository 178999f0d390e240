// The HTTP server around the app, with the time limits a public server needs (issue 9): headers
// must arrive within headersTimeoutMs (node answers 408 and closes), the body within
// bodyTimeoutMs (slow-clients.ts answers 408 JSON), and requestTimeout backs both up.
import { createAdaptorServer, type ServerType } from '@hono/node-server'
import type { AddressInfo, Socket } from 'node:net'
import type { Hono } from 'hono'
import type { AppEnv } from './app-env'
import type { ServerConfig } from './config'
import { ApiError, errorBody } from './http'

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
}

/** Node's own answer to a request it could not read (as node picks it), as a JSON error. */
function clientErrorAnswer(code: string | undefined): string {
  const error =
    code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? new ApiError(408, 'request_timeout', 'The request did not arrive in time.')
      : code === 'HPE_HEADER_OVERFLOW'
        ? new ApiError(431, 'headers_too_large', 'The request headers are too large.')
        : new ApiError(
            400,
            'malformed_request',
            'Invalid HTTP request: malformed, or its body ended before its Content-Length.',
          )
  const body = JSON.stringify(errorBody(error))
  return (
    `HTTP/1.1 ${error.status} ${REASONS[error.status]}\r\n` +
    'Content-Type: application/json\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    'Cache-Control: no-store\r\nConnection: close\r\n\r\n' +
    body
  )
}

export function startServer(
  app: Hono<AppEnv>,
  config: Pick<ServerConfig, 'port' | 'headersTimeoutMs' | 'bodyTimeoutMs'> &
    Partial<Pick<ServerConfig, 'keepAliveTimeoutMs' | 'host'>>,
  onListen?: (info: AddressInfo) => void,
): ServerType {
  const server = createAdaptorServer({
    fetch: app.fetch,
    serverOptions: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.headersTimeoutMs + config.bodyTimeoutMs + 5_000,
      // Node checks these limits on this interval (default 30 s, which would double them).
      connectionsCheckingInterval: 1_000,
    },
  })
  // A body cut short by the client's FIN, broken framing, stalled headers: node's own answer has
  // no body, and a client of this API expects its JSON error (issue 26). Like node, only on a
  // socket nothing was written to yet, and not to a client that is already gone.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code !== 'ECONNRESET' && socket.writable && socket.bytesWritten === 0) {
      socket.end(clientErrorAnswer(error.code), () => socket.destroy())
    } else {
      socket.destroy()
    }
  })
  // HOST unset: every interface, as before the setting existed.
  server.listen(config.port, config.host, () => {
    onListen?.(server.address() as AddressInfo)
  })
  // KEEP_ALIVE_TIMEOUT outlasts the balancer's idle timeout, so the balancer closes idle
  // connections first. Node (18+) times headers from a request's first byte, so an idle
  // keep-alive connection is not cut by the shorter headersTimeout (tests/api/service-lifecycle).
  if (config.keepAliveTimeoutMs !== undefined && 'keepAliveTimeout' in server) {
    server.keepAliveTimeout = config.keepAliveTimeoutMs
  }
  return server
}
