// Serves the built app (dist/client): hashed assets forever-cacheable and precompressed, build
// manifests never cached, and every other page request rendered on the server
// (server/render/store-pages.ts) with the status the router decides, redirects included.
import fs from 'node:fs'
import path from 'node:path'
import { createHash } from 'node:crypto'
import type { Context, Hono } from 'hono'
import en from '#i18n/en/index'
import ja from '#i18n/ja/index'
import type { AppEnv } from './app-env'
import type { ServerConfig } from './config'
import { encodeFor, type EncodableBody } from './encoded-body'
import { ApiError, errorBody } from './http'
import {
  PAYLOAD_SUFFIX,
  createStorePageRenderer,
  payloadTarget,
  type StorePageRenderer,
} from './render/store-pages'

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable'
export const NO_CACHE = 'no-cache'
/** Spec §9: locale messages are cached for 24 hours. */
export const LOCALE_MESSAGES_CACHE_CONTROL = 'public, max-age=86400'
const OTHER_FILE_CACHE_CONTROL = 'public, max-age=3600'
/**
 * The icons at the addresses browsers ask for on their own (/favicon.ico, /apple-touch-icon.png):
 * their names cannot change, so a week rather than forever. Pages link the hashed copies under
 * icons/, which are immutable.
 */
export const ROOT_ICON_CACHE_CONTROL = 'public, max-age=604800'
const ROOT_ICONS = new Set(['favicon.ico', 'apple-touch-icon.png'])

const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
}
type CachedFile = EncodableBody & {
  mtimeMs: number
  size: number
  etag: string
}

export function createStaticFiles(config: ServerConfig) {
  const root = config.clientDir
  const files = new Map<string, CachedFile>()

  /** A file under root, or undefined (missing, a directory, or a path escaping root). */
  function load(relative: string): CachedFile | undefined {
    const absolute = path.resolve(root, `.${path.posix.normalize(`/${relative}`)}`)
    if (absolute !== root && !absolute.startsWith(root + path.sep)) return undefined
    let stat: fs.Stats
    try {
      stat = fs.statSync(absolute)
    } catch {
      return undefined
    }
    if (!stat.isFile()) return undefined
    const cached = files.get(absolute)
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached
    const body = fs.readFileSync(absolute)
    const type = MIME_TYPES[path.extname(absolute).toLowerCase()] ?? 'application/octet-stream'
    const file: CachedFile = {
      mtimeMs: stat.mtimeMs,
      size: stat.size,
      type,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      body,
    }
    files.set(absolute, file)
    return file
  }

  return { root, load }
}

type StaticFiles = ReturnType<typeof createStaticFiles>

/**
 * The one address answered without the router (decision 001): old links doubled the locale
 * prefix. It is no store page, and the router cannot be asked about it: its locale rewrite owns
 * exactly one prefix, so it sends '/ja/ja/x' to '/ja/x' (a 307) before any route is matched.
 */
const DOUBLED_PREFIX_REDIRECTS: Readonly<Record<string, string>> = {
  '/ja/ja/store/template-designer': '/ja/store/designers',
}

const LOCALE_DICTIONARIES: Readonly<Record<string, unknown>> = { en, ja }
const localeMessageFiles = new Map<string, CachedFile>()

/**
 * Spec §7 `GET /_i18n/{locale}/messages.json`: the raw dictionary of a locale (nested plain
 * strings, typesafe-i18n syntax), built once. The app bundles the same dictionaries for its first
 * paint (docs/decisions/008-bundled-dictionaries.md); this is for everything else that wants them.
 */
function localeMessages(locale: string): CachedFile | undefined {
  if (!Object.hasOwn(LOCALE_DICTIONARIES, locale)) return undefined
  let file = localeMessageFiles.get(locale)
  if (!file) {
    const body = Buffer.from(JSON.stringify(LOCALE_DICTIONARIES[locale]))
    file = {
      mtimeMs: 0,
      size: body.length,
      type: MIME_TYPES['.json'] ?? 'application/json; charset=utf-8',
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      body,
    }
    localeMessageFiles.set(locale, file)
  }
  return file
}

function sendFile(c: Context, file: CachedFile, cacheControl: string, status = 200): Response {
  const headers = new Headers({
    'Content-Type': file.type,
    'Cache-Control': cacheControl,
    ETag: file.etag,
    Vary: 'Accept-Encoding',
  })
  if (status === 200 && c.req.header('if-none-match') === file.etag) {
    return new Response(null, { status: 304, headers })
  }
  const { body, encoding } = encodeFor(c, file)
  if (encoding) headers.set('Content-Encoding', encoding)
  headers.set('Content-Length', String(body.length))
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status, headers })
}

/**
 * Cache policy by path: hashed assets, the fonts, the icons and the cover shots (their version is
 * in the name or folder) forever, the icons browsers ask for by their fixed names for a week,
 * build manifests never, the rest for an hour.
 */
export function cacheControlFor(relative: string): string {
  if (
    relative.startsWith('assets/') ||
    relative.startsWith('fonts/') ||
    relative.startsWith('icons/') ||
    relative.startsWith('covers/shots/')
  )
    return IMMUTABLE_CACHE_CONTROL
  if (ROOT_ICONS.has(relative)) return ROOT_ICON_CACHE_CONTROL
  if (relative.startsWith('builds/') || relative === 'index.html' || relative.endsWith('.html'))
    return NO_CACHE
  return OTHER_FILE_CACHE_CONTROL
}

export function registerStaticRoutes(
  app: Hono<AppEnv>,
  config: ServerConfig,
  staticFiles: StaticFiles = createStaticFiles(config),
  pages: StorePageRenderer = createStorePageRenderer(config),
): void {
  const handler = async (c: Context<AppEnv>) => {
    const pathname = c.req.path
    let relative: string
    try {
      relative = decodeURIComponent(pathname).replace(/^\/+/, '')
    } catch {
      relative = ''
    }

    if (relative && relative !== 'index.html' && !relative.endsWith('/')) {
      const file = staticFiles.load(relative)
      if (file) return sendFile(c, file, cacheControlFor(relative))
      // A missing hashed asset must not come back as HTML: the browser would parse it as JS/CSS.
      if (relative.startsWith('assets/') || relative.startsWith('builds/')) {
        return c.text('Not found', 404, { 'Cache-Control': NO_CACHE })
      }
    }

    // Every page request is rendered on the server, and its status is the router's: 200, a
    // route's 404 (unmatched, or a loader's notFound()), a route's redirect (the spec's page-less
    // paths, wrong letter case), 502/503 when the API failed it. No list of routes here.
    if (pathname.endsWith(PAYLOAD_SUFFIX)) {
      const target = payloadTarget(new URL(c.req.url))
      const response = await pages.render(c, app, { payload: target })
      // A preload follows links to pages; a path the router sends elsewhere has no data of its
      // own, and following its redirect would fetch a whole HTML page to throw away. (A 304 is
      // the client's own copy, still current.)
      if (response.status >= 300 && response.status < 400 && response.status !== 304) {
        return c.json(
          errorBody(new ApiError(404, 'not_found', `Not a page: ${target.pathname}`)),
          404,
        )
      }
      return response
    }
    const doubled = DOUBLED_PREFIX_REDIRECTS[pathname.replace(/\/+$/, '')]
    if (doubled !== undefined) return c.redirect(doubled + new URL(c.req.url).search, 302)
    return pages.render(c, app)
  }
  app.get('/_i18n/:locale/messages.json', (c) => {
    const locale = c.req.param('locale')
    const file = localeMessages(locale)
    if (file) return sendFile(c, file, LOCALE_MESSAGES_CACHE_CONTROL)
    // Not a cacheable locale: the answer must not stick in any cache.
    return c.json(
      errorBody(new ApiError(404, 'not_found', `Unknown locale "${locale}": expected en or ja`)),
      404,
      { 'Cache-Control': NO_CACHE },
    )
  })
  // Hono routes HEAD to GET handlers; sendFile drops the body for it.
  app.get('*', handler)
}
