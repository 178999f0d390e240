// Store pages rendered on the server: loads the render bundle (dist/server) and the client
// build's manifest, renders each page request with the visitor's cookie and the API in-process,
// and keeps anonymous pages for a few seconds. Personalised HTML never enters that cache nor a
// shared one (Cache-Control: private, Vary: Cookie).
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Context, Hono } from 'hono'
import { isbot } from 'isbot'
import type { ServerManifest } from '@tanstack/router-core'
import { isValidAnalyticsContainerId } from '../../catalogue/analytics'
import { TOKEN_COOKIE } from '../../catalogue/cookie-names'
import type { AppEnv } from '../app-env'
import type { ServerConfig } from '../config'
import { siteOrigin } from '../site-origin'
import { buildRouterManifest, type ViteManifest } from './router-manifest'

/** What the render bundle exports (src/entry-server.tsx), typed here without importing it. */
type RenderOptions = {
  request: Request
  apiFetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>
  config: {
    studioAppUrl: string
    previewBaseUrl: string
    templateRequestFormUrl: string
    analyticsContainerId: string
    siteOrigin: string
  }
  manifest: ServerManifest
  nonce?: string
}
type Rendered = Promise<{ response: Response; personalised: boolean }>
type RenderBundle = {
  renderStorePage(options: RenderOptions): Rendered
  loadStorePayload(options: RenderOptions): Rendered
}

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

export type LoadedBuild = {
  stamp: string
  buildId: string
  bundle: RenderBundle
  manifest: ServerManifest
}

/** Spec-free but issue 10: anonymous pages may be served from memory this long. */
export const ANONYMOUS_PAGE_TTL_MS = 5_000
const ANONYMOUS_PAGE_ENTRIES = 500

export const NOT_BUILT_MESSAGE =
  'The store app has not been built yet: dist/server/entry-server.js is missing.\n' +
  'Run `npm run build` (or `npm run dev` for development), then reload this page.\n'

type CachedPage = {
  expires: number
  status: number
  headers: [string, string][]
  html: string
  nonce: string | undefined
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

/** Where the render bundle comes from: dist/ by default, Vite's dev server in development. */
export type RenderSource = () => Promise<LoadedBuild | undefined>

export function createStorePageRenderer(config: ServerConfig, source?: RenderSource) {
  const entryFile = path.join(config.serverDir, 'entry-server.js')
  const manifestFile = path.join(config.clientDir, '.vite', 'manifest.json')
  const latestFile = path.join(config.clientDir, 'builds', 'latest.json')
  let loaded: LoadedBuild | undefined
  let loading: Promise<LoadedBuild | undefined> | undefined
  let checkedAt = 0
  const pages = new Map<string, CachedPage>()

  function copyOfBuild(stamp: string): string {
    const name = createHash('sha1').update(stamp).digest('hex').slice(0, 12)
    const dir = `${config.serverDir}-${name}`
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
        pages.clear()
        return loaded
      } finally {
        loading = undefined
      }
    })()
    return loading
  }

  function remember(key: string, page: CachedPage) {
    if (pages.size >= ANONYMOUS_PAGE_ENTRIES) {
      const oldest = pages.keys().next().value
      if (oldest !== undefined) pages.delete(oldest)
    }
    pages.set(key, page)
  }

  function answer(page: CachedPage, nonce: string | undefined, personalised: boolean): Response {
    const headers = new Headers(page.headers)
    headers.set('Cache-Control', personalised ? 'private, no-cache' : 'no-cache')
    headers.set('Vary', 'Cookie')
    // A remembered page carries the nonce of the request it was rendered for.
    const html =
      page.nonce && nonce && page.nonce !== nonce
        ? page.html.replaceAll(page.nonce, nonce)
        : page.html
    return new Response(html, { status: page.status, headers })
  }

  async function render(
    c: Context<AppEnv>,
    app: Hono<AppEnv>,
    rules: { notFound: boolean; payload?: { pathname: string; search: string } } = {
      notFound: false,
    },
  ): Promise<Response> {
    const now = Date.now()
    const build = source ? await source() : await currentBuild(now)
    if (!build) {
      return c.text(NOT_BUILT_MESSAGE, 503, { 'Cache-Control': 'no-cache', 'Retry-After': '30' })
    }
    const nonce = c.get('secureHeadersNonce' as never) as string | undefined
    const anonymous = !hasCookie(c.req.header('cookie'), TOKEN_COOKIE)
    const origin = siteOrigin(c)
    // Crawlers get a bare error page (spec §4), so they have pages of their own.
    const kind = rules.payload ? 'payload' : 'page'
    const key = `${kind} ${build.buildId} ${origin} ${c.req.url} ${isbot(c.req.header('user-agent')) ? 'bot' : 'visitor'}`
    if (anonymous) {
      const hit = pages.get(key)
      if (hit && hit.expires > now) return answer(hit, nonce, false)
      if (hit) pages.delete(key)
    }

    const request = rules.payload
      ? new Request(new URL(rules.payload.pathname + rules.payload.search, c.req.url), {
          headers: c.req.raw.headers,
          signal: c.req.raw.signal,
        })
      : c.req.raw
    const renderPage = rules.payload ? build.bundle.loadStorePayload : build.bundle.renderStorePage
    const { response, personalised } = await renderPage({
      request,
      apiFetch: async (input, init) => app.request(input, init),
      config: {
        studioAppUrl: config.studioAppUrl,
        previewBaseUrl: config.previewBaseUrl,
        templateRequestFormUrl: config.templateRequestFormUrl,
        analyticsContainerId: isValidAnalyticsContainerId(config.analyticsContainerId)
          ? config.analyticsContainerId
          : '',
        siteOrigin: origin,
      },
      manifest: build.manifest,
      ...(nonce ? { nonce } : {}),
    })
    // Redirects (canonical search params, signed-out pages) go out as they are.
    if (response.status >= 300 && response.status < 400) return response
    const status = rules.notFound && response.status === 200 ? 404 : response.status
    const cacheable =
      anonymous && !personalised && (response.status === 200 || response.status === 404)
    if (!cacheable) {
      const headers = new Headers(response.headers)
      headers.set('Cache-Control', personalised ? 'private, no-cache' : 'no-cache')
      headers.set('Vary', 'Cookie')
      return new Response(response.body, { status, headers })
    }
    const page: CachedPage = {
      expires: now + ANONYMOUS_PAGE_TTL_MS,
      status,
      headers: [...response.headers.entries()],
      html: await response.text(),
      nonce,
    }
    remember(key, page)
    return answer(page, nonce, false)
  }

  return { render, currentBuild }
}

export type StorePageRenderer = ReturnType<typeof createStorePageRenderer>
