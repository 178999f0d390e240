import type { Context } from 'hono'
import type { AppEnv } from './app-env'

/**
 * The origin visitors use, for absolute URLs (sitemap, robots.txt): PUBLIC_URL when set, since
 * behind a proxy the request's own URL names the proxy's upstream, else the request's origin.
 */
export function siteOrigin(c: Context<AppEnv>): string {
  return new URL(c.var.deps.config.publicUrl ?? c.req.url).origin
}
