import type { Context } from 'hono'

/**
 * The sender's address for rate limits: the socket's peer under @hono/node-server. Only when
 * there is no socket (in-process requests, as in tests) is X-Forwarded-For read, so a client
 * cannot dodge a limit by inventing that header.
 */
export function clientIp(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  const peer = env?.incoming?.socket?.remoteAddress
  if (peer) return peer
  return c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown'
}
