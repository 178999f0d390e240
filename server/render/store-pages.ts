// Store pages rendered on the server: loads the render bundle (dist/server) and the client
// build's manifest, renders each page request with the visitor's cookie and the API in-process,
// and keeps anonymous pages until the data they show changes (page-freshness.ts, decision 037),
// compressed, sent byte for byte (their inline scripts are admitted by CSP hash, not by a
// per-answer nonce), with validators and a Cache-Control that nginx or a CDN can keep them by.
// Concurrent requests for one anonymous page share one render; an expired page is sent once more
// while one render replaces it. Personalised HTML never enters that cache nor a shared one
// (private, Vary: Cookie).
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Context, Hono } from 'hono'
import { isbot } from 'isbot'
import { isValidAnalyticsContainerId } from '#catalogue/analytics'
import { TOKEN_COOKIE } from '#catalogue/cookie-names'
import type { AppEnv } from '../app-env'
import { acceptsEncoding, encodeFor, encodingFor, type EncodableBody } from '../encoded-body'
import type { ServerConfig } from '../config'
import { clientIp } from '../auth/client-ip'
import type { ChangeFeed } from '../data-changes'
import { DATABASE_RETRY_AFTER_S } from '../db/unavailable'
import { siteOrigin } from '../site-origin'
import { splitLocale } from '#catalogue/locale-paths'
import { LAYOUT_GUESS_VARY, guessLayout } from '#catalogue/layout-guess'
import { editorBrowserOf } from '#catalogue/editor-browser'
import type { LoadedBuild, RenderBundle, RenderSource } from './render-build'
import { withCampaignCookie } from './campaign-cookie'
import {
  ANONYMOUS_PAGE_CACHE_CONTROL,
  CountChanges,
  freshUntil,
  freshnessAt,
} from './page-freshness'
import { buildRouterManifest, manifestForLocale, type ViteManifest } from './router-manifest'
import {
  AHEAD_REQUESTS,
  AheadPages,
  aheadFreshUntil,
  createAheadWalker,
  isAheadPath,
  type AheadPage,
  type AheadStatus,
  type AheadTarget,
} from './pages-ahead'
import type { PagesAheadLayout } from '../config'
import zlib from 'node:zlib'

export type { LoadedBuild, RenderSource }

/** `{page}/_payload.json?{buildHash}&…` (spec §7): the page's loader data for a preloading link. */
export const PAYLOAD_SUFFIX = '/_payload.json'

/**
 * The page a payload request is for: its path without the suffix, and its query without the
 * leading build hash (a bare first parameter, e.g. `?3f9c…&page=2`).
 */
export function payloadTarget(url: URL): { pathname: string; search: string; buildHash: string } {
  const pathname = url.pathname.slice(0, -PAYLOAD_SUFFIX.length) || '/'
  const [first = '', ...rest] = url.search.replace(/^\?/, '').split('&')
  const hashed = first !== '' && !first.includes('=')
  const params = (hashed ? rest : [first, ...rest]).filter(Boolean)
  return {
    pathname,
    search: params.length ? `?${params.join('&')}` : '',
    buildHash: hashed ? decodeURIComponent(first) : '',
  }
}

/** Pages kept for visitors, and apart from them for crawlers, whose walks would evict them. */
export const ANONYMOUS_PAGE_ENTRIES = 500
export const CRAWLER_PAGE_ENTRIES = 200
/** Many pages are sent once (a crawler's): brotli's middle quality costs a millisecond, not ten. */
const PAGE_BROTLI_QUALITY = 5
/** Pages rendered ahead are compressed once and kept long: gzip's middle level, ~1 ms. */
const AHEAD_GZIP_LEVEL = 6
/** Says where an answer came from, for operators and the cluster test: see PageCacheState. */
export const PAGE_CACHE_HEADER = 'X-Page-Cache'

export const NOT_BUILT_MESSAGE =
  'The store app has not been built yet: dist/server/entry-server.js is missing.\n' +
  'Run `npm run build` (or `npm run dev` for development), then reload this page.\n'

/** A rendered answer held in memory: its body once, its compressed forms made on demand. */
type RenderedPage = EncodableBody & {
  status: number
  headers: [string, string][]
  /** Hash of the body: the strong ETag of each encoding is made from it. */
  tag: string
  scriptSources: string[]
}
type CachedPage = RenderedPage & {
  /** When its render started: it shows no data older than this. */
  renderedAt: number
  /** Last-Modified (whole seconds), kept while later renders give the same bytes. */
  lastModified: number
}
/** A render's outcome: a page that may be kept, or a response for its own requester only. */
type RenderResult = { page: CachedPage; response?: never } | { response: Response; page?: never }

/**
 * `hit`: a kept page; `stale`: a kept page sent while one render replaces it; `miss`: rendered
 * for this request (or it waited for a render another started); `bypass`: signed in, rendered
 * and never kept.
 */
export type PageCacheState = 'hit' | 'stale' | 'miss' | 'bypass'

/** The strong ETag of one encoding of a page: each encoding is a representation of its own. */
const entityTag = (tag: string, encoding: string | undefined) =>
  `"${tag}${encoding ? `-${encoding}` : ''}"`

/**
 * Whether the client's copy is current (RFC 9110 §13.1): If-None-Match by weak comparison when
 * sent, else If-Modified-Since against the page's Last-Modified.
 */
function notModified(c: Context, etag: string, lastModified: number): boolean {
  const ifNoneMatch = c.req.header('if-none-match')
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === '*') return true
    return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag)
  }
  const since = Date.parse(c.req.header('if-modified-since') ?? '')
  return Number.isFinite(since) && lastModified <= since
}

/** Least recently used pages drop out first. */
function keptPages(capacity: number) {
  const pages = new Map<string, CachedPage>()
  return {
    get(key: string): CachedPage | undefined {
      const page = pages.get(key)
      if (page) {
        pages.delete(key)
        pages.set(key, page)
      }
      return page
    },
    peek: (key: string) => pages.get(key),
    set(key: string, page: CachedPage): void {
      pages.delete(key)
      if (pages.size >= capacity) {
        const oldest = pages.keys().next().value
        if (oldest !== undefined) pages.delete(oldest)
      }
      pages.set(key, page)
    },
    clear: () => pages.clear(),
  }
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const SCRIPT_TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i
const JAVASCRIPT_TYPES = new Set(['module', 'text/javascript', 'application/javascript'])

/**
 * CSP hash sources of the inline scripts the browser would run: every `<script>` without `src`
 * whose type is JavaScript (data blocks such as JSON and JSON-LD are never run, so never listed).
 */
export function inlineScriptSources(html: string): string[] {
  const sources = new Set<string>()
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    const type = SCRIPT_TYPE.exec(attributes)?.[1]?.toLowerCase()
    if (/\bsrc\s*=/i.test(attributes) || (type !== undefined && !JAVASCRIPT_TYPES.has(type))) {
      continue
    }
    sources.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  return [...sources]
}

function statStamp(file: string): string | undefined {
  try {
    const stat = fs.statSync(file)
    return `${stat.mtimeMs}:${stat.size}`
  } catch {
    return undefined
  }
}

function hasCookie(cookieHeader: string | undefined, name: string): boolean {
  if (!cookieHeader) return false
  return cookieHeader.split(';').some((part) => {
    const eq = part.indexOf('=')
    return eq !== -1 && part.slice(0, eq).trim() === name && part.slice(eq + 1).trim() !== ''
  })
}

/** A page, or (payload) the loader data of the page at `pathname` + `search`. */
type RenderRules = { payload?: { pathname: string; search: string } }

/** What a render reads of its request: the public URL, the headers, the visitor's address. */
type RenderInput = {
  url: URL
  headers: Headers
  clientAddress: string
  origin: string
  signal?: AbortSignal
  /** A render of the walker's: its API calls are not requests the walker waits for. */
  ahead?: boolean
}

/** What a render's in-process API calls carry to the app (`c.env`). */
export type RenderBindings = { clientAddress: string; renderingAhead?: boolean }

/** What a render produced, as a body with its hash and the CSP sources of its inline scripts. */
async function renderedPageOf(response: Response): Promise<RenderedPage> {
  const text = await response.text()
  const body = Buffer.from(text)
  return {
    status: response.status,
    headers: [...response.headers.entries()],
    type: response.headers.get('content-type') ?? 'text/html; charset=utf-8',
    body,
    tag: createHash('sha1').update(body).digest('base64url'),
    scriptSources: inlineScriptSources(text),
  }
}

/** The editor offer a layout's pages are rendered ahead with (catalogue/editor-browser.ts). */
const AHEAD_EDITOR: Record<PagesAheadLayout, string> = {
  desktop: editorBrowserOf(AHEAD_REQUESTS.desktop.userAgent),
  mobile: editorBrowserOf(AHEAD_REQUESTS.mobile.userAgent),
}

/** Where the pages rendered ahead come from: the catalogue's templates, most visited first. */
export type PagesAheadSource = {
  listTemplateIds: () => Promise<string[]>
  /** True while the instance answers requests, or stops: the walker waits. */
  busy: () => boolean
}

export function createStorePageRenderer(
  config: ServerConfig,
  source?: RenderSource,
  /** Kept pages show counts, titles and prices: the changes they hear (decisions 016, 037). */
  changes?: Pick<ChangeFeed, 'subscribe' | 'live'>,
  /** Milliseconds since the epoch; tests move it instead of waiting. */
  clock: () => number = Date.now,
  /** With config.pagesAhead: every template's page is rendered ahead (pages-ahead.ts). */
  aheadSource?: PagesAheadSource,
) {
  const entryFile = path.join(config.serverDir, 'entry-server.js')
  const manifestFile = path.join(config.clientDir, '.vite', 'manifest.json')
  const latestFile = path.join(config.clientDir, 'builds', 'latest.json')
  let loaded: LoadedBuild | undefined
  let loading: Promise<LoadedBuild | undefined> | undefined
  let checkedAt = 0
  const visitorPages = keptPages(ANONYMOUS_PAGE_ENTRIES)
  const crawlerPages = keptPages(CRAWLER_PAGE_ENTRIES)
  /** Renders under way for anonymous pages, by cache key: later requests wait for these. */
  const rendering = new Map<string, Promise<RenderResult>>()
  /** Moves on with every catalogue change; a render started before one is not kept. */
  let dataGeneration = 0
  const countChanges = new CountChanges()
  const aheadLayouts = aheadSource ? config.pagesAhead : []
  const aheadPages = new AheadPages()
  /** The app and public origin pages are rendered ahead for: the first page request's. */
  let aheadContext: { app: Hono<AppEnv>; origin: string } | undefined
  /** The build the pages rendered ahead are of (a new build starts them over). */
  let aheadBuildId: string | undefined
  const aheadKey = (buildId: string, origin: string, path: string, layout: PagesAheadLayout) =>
    `${buildId} ${origin}${path} ${layout}`
  const walker =
    aheadSource && aheadLayouts.length > 0
      ? createAheadWalker({
          layouts: aheadLayouts,
          listTemplateIds: aheadSource.listTemplateIds,
          kept: (target) => {
            const context = aheadContext
            return context && aheadBuildId
              ? aheadPages.get(aheadKey(aheadBuildId, context.origin, target.path, target.layout))
              : undefined
          },
          render: (target) => {
            const context = aheadContext
            if (!context || !aheadBuildId) return renderAhead(target)
            return renderAheadOnce(
              aheadKey(aheadBuildId, context.origin, target.path, target.layout),
              target,
            )
          },
          // Nothing is kept while the change feed is down: the walker waits for it too.
          busy: () => !keepPages() || aheadSource.busy(),
          clock,
        })
      : undefined
  const dropAll = () => {
    visitorPages.clear()
    crawlerPages.clear()
    aheadPages.clear()
    walker?.restart()
  }
  changes?.subscribe((change) => {
    // Counts and the orders they make may lag (page-freshness.ts); anything else is shown as
    // it is now by the next answer.
    if (change.kind === 'likes' || change.kind === 'purchases') {
      const now = clock()
      countChanges.record(now)
      walker?.refresh(aheadPages.countsMoved(change.templateIds, now))
      return
    }
    dataGeneration++
    dropAll()
    rendering.clear()
  })
  /** While the feed is down a change elsewhere could go unheard: nothing is kept then. */
  const keepPages = () => changes?.live ?? true

  const copyDirOf = (stamp: string) =>
    `${config.serverDir}-${createHash('sha1').update(stamp).digest('hex').slice(0, 12)}`

  /**
   * A copy of the render bundle to import a later build from (`dist/server-{hash}`). Older
   * copies are removed, but for the one the running build came from: renders under way may still
   * import its route chunks.
   */
  function copyOfBuild(stamp: string): string {
    const dir = copyDirOf(stamp)
    const keep = new Set([dir, ...(loaded ? [copyDirOf(loaded.stamp)] : [])])
    const parent = path.dirname(config.serverDir)
    const prefix = `${path.basename(config.serverDir)}-`
    for (const entry of fs.readdirSync(parent)) {
      const other = path.join(parent, entry)
      const isCopy = entry.startsWith(prefix) && /^[0-9a-f]{12}$/.test(entry.slice(prefix.length))
      if (isCopy && !keep.has(other)) fs.rmSync(other, { recursive: true, force: true })
    }
    if (!fs.existsSync(dir)) fs.cpSync(config.serverDir, dir, { recursive: true })
    return path.join(dir, 'entry-server.js')
  }

  /** The current build; a new build on disk (npm run build while running) is picked up. */
  async function currentBuild(now: number): Promise<LoadedBuild | undefined> {
    if (loaded && now - checkedAt < 1_000) return loaded
    checkedAt = now
    const stamp = `${statStamp(entryFile)}|${statStamp(manifestFile)}`
    if (loaded?.stamp === stamp) return loaded
    if (stamp.includes('undefined')) return undefined
    loading ??= (async () => {
      try {
        const viteManifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ViteManifest
        const latest = fs.existsSync(latestFile)
          ? (JSON.parse(fs.readFileSync(latestFile, 'utf8')) as { id?: string })
          : {}
        // A later build is imported from a copy of its own: Node's module cache would hand back
        // the old bundle under the old path, and a query string on the URL is not carried to the
        // bundle's chunks by every loader (tsx adds it to them), which would mix two builds.
        const url = loaded ? pathToFileURL(copyOfBuild(stamp)).href : pathToFileURL(entryFile).href
        const bundle = (await import(url)) as RenderBundle
        loaded = {
          stamp,
          buildId: latest.id ?? stamp,
          bundle,
          manifest: buildRouterManifest(viteManifest),
        }
        dropAll()
        return loaded
      } finally {
        loading = undefined
      }
    })()
    return loading
  }

  /** The headers every rendered answer carries, kept or not. */
  function pageHeaders(
    c: Context<AppEnv>,
    page: Pick<RenderedPage, 'status' | 'headers' | 'scriptSources'>,
  ): Headers {
    const headers = new Headers(page.headers)
    headers.delete('Content-Length')
    // The header's first layout follows the device the request says it comes from.
    headers.set('Vary', `Cookie, Accept-Encoding, ${LAYOUT_GUESS_VARY}`)
    // The API was unavailable (database pool or server full): the error page says when to retry.
    if (page.status === 503) headers.set('Retry-After', String(DATABASE_RETRY_AFTER_S))
    c.set('pageScriptSources', page.scriptSources)
    return headers
  }

  /** Sends a page that nobody else may be sent: signed in (private), or a failure (none). */
  function answerOnce(
    c: Context<AppEnv>,
    page: RenderedPage,
    sharing: 'private' | 'none',
  ): Response {
    const headers = pageHeaders(c, page)
    headers.set('Cache-Control', sharing === 'private' ? 'private, no-cache' : 'no-cache')
    headers.set(PAGE_CACHE_HEADER, sharing === 'private' ? 'bypass' : 'miss')
    // Sent once: the compress middleware handles it like any other answer.
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(page.body), {
      status: page.status,
      headers,
    })
  }

  /**
   * Sends a kept page: compressed as the client accepts, with a strong ETag per encoding and
   * Last-Modified, public for shared caches, 304 when the client's copy is current.
   */
  function answerKept(c: Context<AppEnv>, page: CachedPage, state: PageCacheState): Response {
    const headers = pageHeaders(c, page)
    const etag = entityTag(page.tag, encodingFor(c, page))
    headers.set('Cache-Control', ANONYMOUS_PAGE_CACHE_CONTROL)
    headers.set('ETag', etag)
    headers.set('Last-Modified', new Date(page.lastModified).toUTCString())
    headers.set(PAGE_CACHE_HEADER, state)
    if (page.status === 200 && notModified(c, etag, page.lastModified)) {
      return new Response(null, { status: 304, headers })
    }
    const { body, encoding } = encodeFor(c, page, PAGE_BROTLI_QUALITY)
    if (encoding) headers.set('Content-Encoding', encoding)
    headers.set('Content-Length', String(body.length))
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), {
      status: page.status,
      headers,
    })
  }

  /** The render bundle's answer for `input`. */
  function renderFor(
    app: Hono<AppEnv>,
    build: LoadedBuild,
    input: RenderInput,
    rules: RenderRules,
  ) {
    const renderPage = rules.payload ? build.bundle.loadStorePayload : build.bundle.renderStorePage
    return renderPage({
      request: new Request(input.url, {
        headers: input.headers,
        ...(input.signal ? { signal: input.signal } : {}),
      }),
      // The API's limits and logs see the visitor, not this process.
      apiFetch: async (request, init) => {
        const bindings: RenderBindings = {
          clientAddress: input.clientAddress,
          ...(input.ahead ? { renderingAhead: true } : {}),
        }
        return app.request(request, init, bindings)
      },
      config: {
        studioAppUrl: config.studioAppUrl,
        previewBaseUrl: config.previewBaseUrl,
        templateRequestFormUrl: config.templateRequestFormUrl,
        designerProgramUrl: config.designerProgramUrl,
        affiliateProgramUrl: config.affiliateProgramUrl,
        analyticsContainerId: isValidAnalyticsContainerId(config.analyticsContainerId)
          ? config.analyticsContainerId
          : '',
        siteOrigin: input.origin,
      },
      manifest: manifestForLocale(build.manifest, splitLocale(input.url.pathname).locale),
    })
  }

  /**
   * Renders one page. Anonymous 200/404 answers come back as a page to keep; everything else
   * (signed-in pages, redirects, failures) as a response for the requester alone.
   */
  async function renderOnce(
    c: Context<AppEnv>,
    app: Hono<AppEnv>,
    build: LoadedBuild,
    rules: RenderRules,
    anonymous: boolean,
  ): Promise<RenderResult> {
    // On the public origin: a redirect the router answers must not name a proxy's upstream.
    const requested = new URL(c.req.url)
    const origin = siteOrigin(c)
    const url = new URL(
      rules.payload
        ? rules.payload.pathname + rules.payload.search
        : requested.pathname + requested.search,
      origin,
    )
    const renderedAt = clock()
    const { response, personalised } = await renderFor(
      app,
      build,
      {
        url,
        headers: c.req.raw.headers,
        clientAddress: clientIp(c),
        origin,
        // An anonymous page is shared by every request waiting for it: the first requester
        // leaving must not cancel it. A signed-in page is cancelled with its own request.
        ...(anonymous ? {} : { signal: c.req.raw.signal }),
      },
      rules,
    )
    // Redirects (canonical search params, signed-out pages) go out as they are.
    if (response.status >= 300 && response.status < 400) return { response }
    const page = await renderedPageOf(response)
    const cacheable = anonymous && !personalised && (page.status === 200 || page.status === 404)
    // A request with the session cookie is the visitor's own even when the token was refused.
    const sharing = anonymous && !personalised ? 'none' : 'private'
    if (!cacheable) return { response: answerOnce(c, page, sharing) }
    return {
      page: { ...page, renderedAt, lastModified: Math.floor(renderedAt / 1000) * 1000 },
    }
  }

  /** A rendered page in the form kept ahead: gzip only; undefined when it is not one to keep. */
  function aheadPageOf(page: CachedPage, target: AheadTarget): AheadPage | undefined {
    if (page.status !== 200) return undefined
    return {
      target,
      status: page.status,
      headers: page.headers,
      type: page.type,
      // Copied to its own size: zlib hands back a view of a 16 kB block (3 kB a page unused).
      gzip: Buffer.from(page.gzip ?? zlib.gzipSync(page.body, { level: AHEAD_GZIP_LEVEL })),
      tag: page.tag,
      scriptSources: page.scriptSources,
      renderedAt: page.renderedAt,
      lastModified: page.lastModified,
    }
  }

  /** The walker's render of one target: kept unless the catalogue changed meanwhile. */
  async function renderAhead(target: AheadTarget): Promise<boolean> {
    const context = aheadContext
    const build = source ? await source() : await currentBuild(clock())
    if (!context || !build) return false
    const generation = dataGeneration
    const renderedAt = clock()
    const request = AHEAD_REQUESTS[target.layout]
    const { response, personalised } = await renderFor(
      context.app,
      build,
      {
        url: new URL(target.path, context.origin),
        headers: new Headers({
          accept: 'text/html',
          'accept-encoding': 'gzip',
          'user-agent': request.userAgent,
          'sec-ch-ua-mobile': request.mobileHint,
        }),
        clientAddress: '127.0.0.1',
        origin: context.origin,
        ahead: true,
      },
      {},
    )
    if (response.status !== 200 || personalised) {
      await response.body?.cancel()
      return false
    }
    const rendered = await renderedPageOf(response)
    const key = aheadKey(build.buildId, context.origin, target.path, target.layout)
    const before = aheadPages.get(key)
    const page = aheadPageOf(
      {
        ...rendered,
        renderedAt,
        lastModified:
          before?.tag === rendered.tag ? before.lastModified : Math.floor(renderedAt / 1000) * 1000,
      },
      target,
    )
    if (!page) return false
    aheadBuildId = build.buildId
    if (generation === dataGeneration && keepPages()) aheadPages.set(key, page)
    return true
  }

  /**
   * Sends a page rendered ahead, as answerKept does: gzip when the client takes it (br is not
   * kept for these: ~13 kB against ~11 kB, for a tenth of the memory), else the body unzipped.
   */
  function answerAhead(c: Context<AppEnv>, page: AheadPage, state: PageCacheState): Response {
    const headers = pageHeaders(c, page)
    const encoding = acceptsEncoding(c, 'gzip') ? 'gzip' : undefined
    const etag = entityTag(page.tag, encoding)
    headers.set('Cache-Control', ANONYMOUS_PAGE_CACHE_CONTROL)
    headers.set('ETag', etag)
    headers.set('Last-Modified', new Date(page.lastModified).toUTCString())
    headers.set(PAGE_CACHE_HEADER, state)
    if (notModified(c, etag, page.lastModified)) return new Response(null, { status: 304, headers })
    const body = encoding ? page.gzip : zlib.gunzipSync(page.gzip)
    if (encoding) headers.set('Content-Encoding', encoding)
    headers.set('Content-Length', String(body.length))
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), {
      status: page.status,
      headers,
    })
  }

  /** One render per key at a time; what it keeps is remembered under that key. */
  function sharedRender(
    pages: ReturnType<typeof keptPages>,
    key: string,
    render: () => Promise<RenderResult>,
  ): { result: Promise<RenderResult>; started: boolean } {
    const under = rendering.get(key)
    if (under) return { result: under, started: false }
    const generation = dataGeneration
    const result = render()
      .then((outcome) => {
        const page = outcome.page
        if (!page) return outcome
        // The same bytes again (a like elsewhere changed nothing here): the client's copy is as
        // old as the first of them, and If-Modified-Since still matches it.
        const before = pages.peek(key)
        if (before?.tag === page.tag) page.lastModified = before.lastModified
        if (generation === dataGeneration && keepPages()) pages.set(key, page)
        return outcome
      })
      .finally(() => {
        if (rendering.get(key) === result) rendering.delete(key)
      })
    rendering.set(key, result)
    return { result, started: true }
  }

  /** A page or payload; a page's answer also carries the landing's campaign cookie. */
  async function render(
    c: Context<AppEnv>,
    app: Hono<AppEnv>,
    rules: RenderRules = {},
  ): Promise<Response> {
    // The first page request says which app and public origin pages are rendered ahead for.
    if (walker && !aheadContext) {
      aheadContext = { app, origin: siteOrigin(c) }
      walker.start()
    }
    const response = await renderAnswer(c, app, rules)
    if (rules.payload) return response
    const requested = new URL(c.req.url)
    const publicUrl = new URL(requested.pathname + requested.search, siteOrigin(c))
    return withCampaignCookie(response, publicUrl, c.req.header('referer') ?? '')
  }

  async function renderAnswer(
    c: Context<AppEnv>,
    app: Hono<AppEnv>,
    rules: RenderRules,
  ): Promise<Response> {
    const now = clock()
    const build = source ? await source() : await currentBuild(now)
    if (!build) {
      return c.text(NOT_BUILT_MESSAGE, 503, { 'Cache-Control': 'no-cache', 'Retry-After': '30' })
    }
    const anonymous = !hasCookie(c.req.header('cookie'), TOKEN_COOKIE)
    if (!anonymous) {
      const outcome = await renderOnce(c, app, build, rules, false)
      return outcome.response ?? answerOnce(c, outcome.page, 'private')
    }

    // Crawlers get a bare error page (spec §4), so they have pages of their own.
    const kind = rules.payload ? 'payload' : 'page'
    const userAgent = c.req.header('user-agent') ?? ''
    const visitor = isbot(userAgent) ? 'bot' : 'visitor'
    // A payload has no header; a page is drawn for the guessed device (catalogue/layout-guess.ts).
    const layout =
      kind === 'page'
        ? guessLayout({ userAgent, mobileHint: c.req.header('sec-ch-ua-mobile') })
        : 'any'
    // A detail page offers the editor by the user agent's browser (catalogue/editor-browser.ts).
    const editor = kind === 'page' ? editorBrowserOf(userAgent) : 'any'
    const key = `${kind} ${build.buildId} ${siteOrigin(c)} ${c.req.url} ${visitor} ${layout} ${editor}`
    const renderHere = () => renderOnce(c, app, build, rules, true)
    const pages = visitor === 'bot' ? crawlerPages : visitorPages
    // A template's page as the layout's pages are rendered ahead: a visitor whose browser gets
    // that offer of the editor, or any crawler (drawn as desktop Chrome or a phone draws it).
    const requested = new URL(c.req.url)
    const ahead =
      kind === 'page' &&
      requested.search === '' &&
      isAheadPath(requested.pathname) &&
      (layout === 'desktop' || layout === 'mobile') &&
      aheadLayouts.includes(layout) &&
      (visitor === 'bot' || editor === AHEAD_EDITOR[layout])
        ? { path: requested.pathname, layout }
        : undefined
    // Pages are rendered ahead for one public origin (another host name renders as before).
    const aheadKeyHere =
      ahead && aheadContext?.origin === siteOrigin(c) && keepPages()
        ? aheadKey(build.buildId, aheadContext.origin, ahead.path, ahead.layout)
        : undefined
    if (ahead && aheadKeyHere) {
      aheadBuildId = build.buildId
      const answer = answerKeptAhead(c, aheadKeyHere, ahead, now)
      if (answer) return answer
    }
    const kept = keepPages() ? pages.get(key) : undefined
    const freshness = kept
      ? freshnessAt(now, freshUntil(kept.renderedAt, countChanges.firstSince(kept.renderedAt)))
      : 'expired'
    if (kept && freshness === 'fresh') return answerKept(c, kept, 'hit')
    // Rendered now as the walker would; a page it does not keep (a 404) is answered as any other.
    if (ahead && aheadKeyHere && (await renderAheadOnce(aheadKeyHere, ahead))) {
      const page = aheadPages.get(aheadKeyHere)
      if (page) return answerAhead(c, page, 'miss')
    }
    if (kept && freshness === 'stale') {
      const { result, started } = sharedRender(pages, key, renderHere)
      if (started) {
        // Nobody waits for this render: its failure only means the next request tries again.
        result.catch((error: unknown) => console.error('[render] page refresh failed:', error))
      }
      return answerKept(c, kept, 'stale')
    }
    const { result, started } = sharedRender(pages, key, renderHere)
    const outcome = await result
    if (outcome.page) return answerKept(c, outcome.page, 'miss')
    // Not a page to share (a redirect, a failure): its response goes to the request that asked
    // for it; a request that only waited renders its own.
    if (started) return outcome.response
    const own = await renderHere()
    return own.response ?? answerKept(c, own.page, 'miss')
  }

  /** Renders of pages kept ahead under way, by key: a request waits for the walker's. */
  const aheadRendering = new Map<string, Promise<boolean>>()

  function renderAheadOnce(key: string, target: AheadTarget): Promise<boolean> {
    const under = aheadRendering.get(key)
    if (under) return under
    const result = renderAhead(target).finally(() => {
      if (aheadRendering.get(key) === result) aheadRendering.delete(key)
    })
    aheadRendering.set(key, result)
    return result
  }

  /**
   * A template's page from those rendered ahead, fresh or stale (while one render replaces it);
   * undefined when none is kept for it.
   */
  function answerKeptAhead(
    c: Context<AppEnv>,
    key: string,
    target: AheadTarget,
    now: number,
  ): Response | undefined {
    const kept = aheadPages.get(key)
    const freshness = kept ? freshnessAt(now, aheadFreshUntil(kept)) : 'expired'
    if (!kept || freshness === 'expired') return undefined
    if (freshness === 'stale') {
      renderAheadOnce(key, target).catch((error: unknown) =>
        console.error('[render] page refresh failed:', error),
      )
    }
    return answerAhead(c, kept, freshness === 'fresh' ? 'hit' : 'stale')
  }

  return {
    render,
    currentBuild,
    /**
     * Starts rendering ahead for `origin` (PUBLIC_URL) without waiting for a first page request;
     * does nothing when nothing is rendered ahead or the walk has begun.
     */
    startAhead(app: Hono<AppEnv>, origin: string): void {
      if (!walker || aheadContext) return
      aheadContext = { app, origin }
      walker.start()
    },
    /** How far the pages rendered ahead are (undefined when none are: PAGES_AHEAD=0). */
    aheadStatus: (): AheadStatus | undefined => walker?.status(aheadPages.size),
    /** Stops the walker (the server is closing). */
    stop: () => walker?.stop(),
  }
}

export type StorePageRenderer = ReturnType<typeof createStorePageRenderer>
