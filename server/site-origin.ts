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

function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url)
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

/**
 * Whether `sender` (a browser's Origin, or failing that its Referer) is this site: the same
 * scheme, host and port. The scheme is the site's (PUBLIC_URL's, a trusted proxy's forwarded
 * proto, else this listener's); the host may be the public one or the Host the browser sent,
 * which a page on another site cannot choose. `https://same-host` on the http site is another
 * origin (issue 26).
 */
export function isSiteOrigin(c: Context<AppEnv>, sender: string | undefined): boolean {
  const from = sender ? originOf(sender) : undefined
  if (!from) return false
  const site = siteOrigin(c)
  if (from === site) return true
  const host = c.req.header('host')
  return host !== undefined && from === originOf(`${new URL(site).protocol}//${host}`)
}
