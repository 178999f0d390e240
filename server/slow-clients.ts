// Slow and vanished clients (issue 9). A client that closes its connection mid-request is not a
// server error: it gets one log line, not a 500 with a stack trace. A request body that stalls is
// answered 408 after `bodyTimeoutMs` instead of holding the request for minutes; headers that
// stall are node's part (headersTimeout, see node-server.ts).
import type { IncomingMessage, ServerResponse } from 'node:http'
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response'
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from './app-env'
import { clientIp } from './auth/client-ip'
import { ApiError, errorBody } from './http'

type NodeBindings = { incoming?: IncomingMessage; outgoing?: ServerResponse }

const nodeBindings = (c: Context) => (c.env ?? {}) as NodeBindings

/** Requests this module already answered 408: their failing body read needs no more words. */
const timedOut = new WeakSet<IncomingMessage>()

function expectsBody(incoming: IncomingMessage): boolean {
  const length = incoming.headers['content-length']
  return incoming.headers['transfer-encoding'] !== undefined || Number(length ?? 0) > 0
}

/** Answers 408 (JSON) when the request body has not fully arrived within bodyTimeoutMs. */
export const bodyTimeout: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { incoming, outgoing } = nodeBindings(c)
  if (!incoming || !outgoing || incoming.complete || !expectsBody(incoming)) return next()
  const ms = c.var.deps.config.bodyTimeoutMs
  const timer = setTimeout(() => {
    if (incoming.complete || outgoing.headersSent) return
    timedOut.add(incoming)
    console.info(
      `[server] ${c.req.method} ${c.req.path} from ${clientIp(c)}: body not received in ${ms} ms; 408`,
    )
    const body = JSON.stringify(
      errorBody(
        new ApiError(
          408,
          'request_timeout',
          `The request body did not arrive within ${Math.round(ms / 1000)} s.`,
        ),
      ),
    )
    outgoing.writeHead(408, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
      connection: 'close',
    })
    // Once the answer is out, drop the connection: the rest of the body is not wanted.
    outgoing.end(body, () => incoming.destroy())
  }, ms)
  timer.unref()
  const stop = () => clearTimeout(timer)
  incoming.once('end', stop)
  incoming.once('close', stop)
  try {
    await next()
  } finally {
    stop()
  }
  // The handler's own answer (usually about the broken body read) has nowhere to go.
  if (timedOut.has(incoming)) c.res = RESPONSE_ALREADY_SENT.clone()
}

/**
 * Whether `error` only says the client went away mid-request (node's "aborted" ECONNRESET while
 * reading the request). Such a request is logged in one line and answered with nothing: there is
 * nobody to answer. Another socket's reset (the database's, "read ECONNRESET") is not the
 * client's: answering it with nothing left every request of a database restart hanging.
 */
export function clientGone(error: unknown, c: Context<AppEnv>): Response | undefined {
  const { incoming } = nodeBindings(c)
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  const gone =
    (code === 'ECONNRESET' && message === 'aborted') ||
    (incoming !== undefined && (incoming.aborted || (incoming.destroyed && !incoming.complete)))
  if (!gone) return undefined
  if (!incoming || !timedOut.has(incoming)) {
    console.info(
      `[server] ${c.req.method} ${c.req.path} from ${clientIp(c)}: client closed the connection mid-request`,
    )
  }
  return RESPONSE_ALREADY_SENT.clone()
}
