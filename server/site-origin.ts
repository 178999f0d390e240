import type { Context } from 'hono'
import type { AppEnv } from './app-env'
import { peerAddress } from './auth/client-ip'
import { forwardedOrigin } from './proxy-trust'

/**
 * The origin visitors use, for absolute URLs (canonical links, sitemap, robots.txt) and
 * same-origin checks: PUBLIC_URL when set; else, from a trusted proxy (TRUST_PROXY), the scheme
 * and host it reports; else the request's own origin.
 */
export function siteOrigin(c: Context<AppEnv>): string {
  const { publicUrl, trustProxy } = c.var.deps.config
  if (publicUrl) return new URL(publicUrl).origin
  const url = new URL(c.req.url)
  const peer = peerAddress(c)
  if (peer && trustProxy.trusts(peer, 0)) {
    const { proto, host } = forwardedOrigin((name) => c.req.header(name))
    // Built anew: URL's host setter would keep the upstream's port.
    if (proto || host)
      return new URL(`${proto ?? url.protocol.slice(0, -1)}://${host ?? url.host}`).origin
  }
  return url.origin
}
