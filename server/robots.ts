// /robots.txt: crawlers may read the store; the API, the account side (sign-in, checkout,
// receipts, editor sandbox), previews and the personal or query pages are not for an index.
import type { Hono } from 'hono'
import { LOCALES, localizePath } from '#catalogue/locale-paths'
import type { AppEnv } from './app-env'
import type { ServerConfig } from './config'
import { standInPath } from './pages/partner-programs'
import { siteOrigin } from './site-origin'

export const ROBOTS_CACHE_CONTROL = 'public, max-age=3600'

/** Store pages that are personal (liked) or one per query (search): no value in an index. */
const UNINDEXED_STORE_PAGES = ['/store/liked', '/store/search']

/** A configured base URL on this server ('/studio'), as a path prefix; undefined when external. */
function samePathPrefix(base: string): string | undefined {
  return /^\/[^/]/.test(base) ? `${base.replace(/\/+$/, '')}/` : undefined
}

export function robotsTxt(
  config: Pick<
    ServerConfig,
    'studioAppUrl' | 'previewBaseUrl' | 'designerProgramUrl' | 'affiliateProgramUrl'
  >,
  origin: string,
): string {
  const disallowed = [
    '/v2/',
    '/account',
    '/auth/',
    '/checkout/',
    '/receipts/',
    samePathPrefix(config.studioAppUrl),
    samePathPrefix(config.previewBaseUrl),
    standInPath(config.designerProgramUrl),
    standInPath(config.affiliateProgramUrl),
    ...UNINDEXED_STORE_PAGES.flatMap((path) => LOCALES.map((locale) => localizePath(path, locale))),
  ].filter((path): path is string => path !== undefined)
  return [
    'User-agent: *',
    ...LOCALES.map((locale) => `Allow: ${localizePath('/store', locale)}`),
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}

export function registerRobotsRoute(app: Hono<AppEnv>): void {
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', ROBOTS_CACHE_CONTROL)
    return c.text(robotsTxt(c.var.deps.config, siteOrigin(c)))
  })
}
