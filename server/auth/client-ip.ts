import type { Context } from 'hono'
import type { AppEnv } from '../app-env'
import { forwardedClientAddress, normalizeAddress, TRUST_NO_PROXY } from '../proxy-trust'

/**
 * What a request's bindings may carry: the socket under @hono/node-server, or the client's
 * address given by the server itself when it calls its own API in-process (page renders).
 */
export type ClientBindings = {
  incoming?: { socket?: { remoteAddress?: string } }
  clientAddress?: string
}

/** The connecting peer's address, or undefined for an in-process request. */
export function peerAddress(c: Context): string | undefined {
  return (c.env as ClientBindings | undefined)?.incoming?.socket?.remoteAddress || undefined
}

/**
 * The sender's address, for rate limits and logs: the socket's peer, or behind a trusted proxy
 * (TRUST_PROXY) the client it reports. An in-process request has no socket: the server's own
 * calls say whose they are (clientAddress); otherwise (tests) the caller is this process, so
 * the nearest X-Forwarded-For hop is the client. A network client can never reach that branch.
 */
export function clientIp(c: Context<AppEnv>): string {
  const bound = (c.env as ClientBindings | undefined)?.clientAddress
  if (bound) return bound
  const header = (name: string) => c.req.header(name)
  const peer = peerAddress(c)
  if (peer) {
    return forwardedClientAddress(peer, header, c.var.deps?.config.trustProxy ?? TRUST_NO_PROXY)
  }
  const nearest = header('x-forwarded-for')?.split(',').at(-1)?.trim()
  return nearest ? normalizeAddress(nearest) : 'unknown'
}
