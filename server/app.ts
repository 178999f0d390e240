// The Hono application: middleware, the /v2 API of both route owners, generated covers and
// previews, the server-rendered account pages, sitemap and robots.txt and, last, the built
// client app.
import type { IncomingMessage } from 'node:http'
import { Hono, type Context } from 'hono'
import { sql } from 'kysely'
import { bodyLimit } from 'hono/body-limit'
import { compress } from 'hono/compress'
import { HTTPException } from 'hono/http-exception'
import { secureHeaders } from 'hono/secure-headers'
import { ANALYTICS_ORIGIN, isValidAnalyticsContainerId } from '#catalogue/analytics'
import {
  benchStaticResponse,
  healthResponse,
  livenessResponse,
  openApiResponse,
  readinessResponse,
} from '#catalogue/api/meta'
import type { AppDeps, AppEnv } from './app-env'
import { clientIp } from './auth/client-ip'
import { resolveAccount } from './auth/middleware'
import type { ServerConfig } from './config'
import { createCoverPngRenderer } from './cover-png'
import { changeFeedOf } from './data-changes'
import { registerCoverRoutes } from './covers'
import { refuseCrossSiteWrites } from './cross-site-writes'
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable, throttledWarning } from './db/unavailable'
import { apiFallback, rejectInvalidText } from './edge-validation'
import { ApiError, errorBody } from './http'
import { closeConnectionsWhileDraining } from './lifecycle'
import { describeRoute, openApiDocument } from './openapi'
import { registerAccountPages } from './pages/account-pages'
import { registerDesignerMessagePage } from './pages/designer-message-page'
import { registerLikeForm } from './pages/like-form'
import { previewMountPath, registerPreviewPages } from './pages/preview'
import { registerPartnerProgramPages } from './pages/partner-programs'
import { registerRobotsRoute } from './robots'
import { registerAccountRoutes } from './routes/account'
import { registerAuthRoutes } from './routes/auth'
import { registerCommerceRoutes } from './routes/commerce'
import { registerDesignerRoutes } from './routes/designers'
import { registerPriceRoutes } from './routes/prices'
import { registerSuggestionRoutes } from './routes/suggestions'
import { registerTemplateRoutes } from './routes/templates'
import {
  PERMISSIONS_POLICY,
  noStoreForAccountAnswers,
  strictTransportSecurity,
} from './security-headers'
import { registerSitemapRoutes } from './sitemap'
import { bodyTimeout, clientGone } from './slow-clients'
import { createStorePageRenderer, type RenderBindings } from './render/store-pages'
import { AHEAD_QUIET_MS } from './render/pages-ahead'
import { registerStaticRoutes } from './static'

/** Request bodies are small JSON documents and forms; anything larger is refused with 413. */
export const MAX_BODY_BYTES = 64 * 1024

/**
 * The CSP directives. The tag-manager host is allowed only when a valid container id is
 * configured (spec §5); otherwise the page may load scripts from its own origin alone.
 */
export function contentSecurityPolicy(
  config: Pick<ServerConfig, 'analyticsContainerId'> &
    Partial<Pick<ServerConfig, 'previewBaseUrl'>>,
) {
  const analytics = isValidAnalyticsContainerId(config.analyticsContainerId)
    ? [ANALYTICS_ORIGIN]
    : []
  return {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', ...analytics],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // A rendered page adds the hashes of its own inline scripts (withScriptSources), nothing else.
    scriptSrc: ["'self'", ...analytics],
    connectSrc: ["'self'", ...analytics],
    // The template detail page shows the preview in a frame (issue 12, device preview).
    frameSrc: ["'self'", ...previewOrigin(config.previewBaseUrl)],
    frameAncestors: ["'none'"],
  }
}

/** The preview's origin when PREVIEW_BASE_URL is another site's address. */
function previewOrigin(previewBaseUrl: string | undefined): string[] {
  if (!previewBaseUrl || !/^https?:\/\//.test(previewBaseUrl)) return []
  try {
    return [new URL(previewBaseUrl).origin]
  } catch {
    return []
  }
}

/**
 * Preview pages may be framed by this site's own pages (the detail page's device preview), by no
 * other: every other answer keeps frame-ancestors 'none' and X-Frame-Options DENY.
 */
export function allowSameOriginFrames(policy: string): string {
  return policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'")
}

/** A CSP header value with `sources` added in front of its script-src directive. */
export function withScriptSources(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy
  return policy
    .split('; ')
    .map((directive) =>
      directive.startsWith('script-src ')
        ? `script-src ${sources.join(' ')} ${directive.slice('script-src '.length)}`
        : directive,
    )
    .join('; ')
}

/** The encodings hono's compress can produce. */
const ACCEPTS_COMPRESSION = /\b(gzip|deflate|br)\b/i

const isApiPath = (path: string) => path === '/v2' || path.startsWith('/v2/')

function errorResponse(c: Context<AppEnv>, error: ApiError) {
  if (isApiPath(c.req.path)) return c.json(errorBody(error), error.status)
  return c.text(error.message, error.status)
}

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  // On PostgreSQL this instance starts listening for other instances' writes (decision 016).
  const changes = changeFeedOf(
    deps.db,
    deps.engine === 'postgres' ? deps.config.databaseUrl : undefined,
  )

  // Requests being answered, and when the last began or ended: pages are rendered ahead only
  // once none has for a while (pages-ahead.ts). The API calls of those renders do not count.
  let answering = 0
  let lastActivity = 0
  app.use('*', async (c, next) => {
    c.set('deps', deps)
    c.set('account', null)
    if ((c.env as RenderBindings | undefined)?.renderingAhead) return next()
    answering++
    lastActivity = performance.now()
    try {
      await next()
    } finally {
      answering--
      lastActivity = performance.now()
    }
  })
  app.use('*', closeConnectionsWhileDraining)
  app.use('*', bodyTimeout)
  // Registered before secureHeaders so that it runs after it: a rendered page's script hashes
  // join the policy secureHeaders has just set.
  app.use('*', async (c, next) => {
    await next()
    const sources = c.get('pageScriptSources')
    const policy = c.res.headers.get('Content-Security-Policy')
    if (sources && policy) {
      c.res.headers.set('Content-Security-Policy', withScriptSources(policy, sources))
    }
  })
  // Registered before secureHeaders so that it runs after it, on the headers it has just set.
  const previewPages = `${previewMountPath(deps.config.previewBaseUrl)}/templates/`
  app.use(`${previewPages}*`, async (c, next) => {
    await next()
    const policy = c.res.headers.get('Content-Security-Policy')
    if (policy) c.res.headers.set('Content-Security-Policy', allowSameOriginFrames(policy))
    c.res.headers.set('X-Frame-Options', 'SAMEORIGIN')
  })
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: contentSecurityPolicy(deps.config),
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      strictTransportSecurity: strictTransportSecurity(deps.config),
      permissionsPolicy: PERMISSIONS_POLICY,
    }),
  )
  app.use('*', noStoreForAccountAnswers)
  // Static assets set their own (precompressed) encoding; compress skips those responses. A
  // request that accepts no encoding skips it too: compress would add `Vary` to every answer,
  // and that turns node-server's lightweight response into a full web Response (and stream).
  const compressResponse = compress()
  app.use('*', (c, next) =>
    ACCEPTS_COMPRESSION.test(c.req.header('accept-encoding') ?? '')
      ? compressResponse(c, next)
      : next(),
  )
  const tooLarge = (c: Context<AppEnv>) =>
    errorResponse(
      c,
      new ApiError(
        413,
        'payload_too_large',
        `Request body must not exceed ${MAX_BODY_BYTES} bytes`,
      ),
    )
  const streamedBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => tooLarge(c as Context<AppEnv>),
  })
  app.use('*', async (c, next) => {
    // On Node, HTTP/1.1 framing says whether a body follows. Without transfer-encoding the
    // content-length decides alone; asking hono's bodyLimit would first build a web Request
    // around the socket, for every POST and DELETE, body or not.
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
    if (incoming?.headers && incoming.headers['transfer-encoding'] === undefined) {
      const length = incoming.headers['content-length']
      return length !== undefined && Number(length) > MAX_BODY_BYTES ? tooLarge(c) : next()
    }
    return streamedBodyLimit(c, next)
  })
  // Before the edge's form parse: a form body sent to the API is refused unread.
  app.use('/v2/*', refuseCrossSiteWrites)
  app.use('*', rejectInvalidText)
  app.use('/v2/*', resolveAccount)

  const warnUnavailable = throttledWarning('[server]')
  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error)
    if (error instanceof HTTPException) {
      const status = error.status
      return errorResponse(
        c,
        new ApiError(
          status as ApiError['status'],
          status === 413 ? 'payload_too_large' : 'http_error',
          error.message || 'Request failed',
        ),
      )
    }
    const gone = clientGone(error, c)
    if (gone) return gone
    if (isDatabaseUnavailable(error)) {
      warnUnavailable(
        `${c.req.method} ${c.req.path} from ${clientIp(c)}: database unavailable (${String((error as Error).message)}); 503`,
      )
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_S))
      return errorResponse(c, new ApiError(503, 'database_unavailable', 'Service unavailable.'))
    }
    console.error(`[server] ${c.req.method} ${c.req.path} from ${clientIp(c)} failed:`, error)
    return errorResponse(c, new ApiError(500, 'internal_error', 'A server error occurred.'))
  })

  describeRoute({
    method: 'get',
    path: '/v2/health',
    summary: 'Liveness and database check',
    tags: ['meta'],
    auth: false,
    response: healthResponse,
  })
  // Every template's page, most visited first, rendered ahead while no request is answered.
  const pages = createStorePageRenderer(
    deps.config,
    deps.renderSource,
    changes,
    () => deps.now().getTime(),
    {
      listTemplateIds: async () => {
        const rows = await deps.db
          .selectFrom('templates')
          .select('id')
          .orderBy('hot_score', 'desc')
          .orderBy('id')
          .execute()
        return rows.map((row) => row.id)
      },
      busy: () =>
        answering > 0 ||
        performance.now() - lastActivity < AHEAD_QUIET_MS ||
        (deps.lifecycle?.draining ?? false),
    },
  )
  app.get('/v2/health', async (c) => {
    await deps.db.selectFrom('tier_prices').select('tier').limit(1).execute()
    const ahead = pages.aheadStatus()
    return c.json({
      data: {
        status: 'ok' as const,
        engine: deps.engine,
        ...(ahead ? { pages_ahead: ahead } : {}),
      },
    })
  })

  describeRoute({
    method: 'get',
    path: '/v2/health/live',
    summary:
      'Liveness: 200 while the process runs (a balancer or orchestrator restarts it otherwise)',
    tags: ['meta'],
    auth: false,
    response: livenessResponse,
  })
  app.get('/v2/health/live', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json({ data: { status: 'live' as const } })
  })

  describeRoute({
    method: 'get',
    path: '/v2/health/ready',
    summary:
      'Readiness: 200 when the database answers; 503 when it does not and from SIGTERM on, so a balancer stops sending',
    tags: ['meta'],
    auth: false,
    response: readinessResponse,
    errors: [503],
  })
  app.get('/v2/health/ready', async (c) => {
    c.header('Cache-Control', 'no-store')
    const unready = (code: string, message: string) =>
      c.json(errorBody(new ApiError(503, code, message)), 503, { 'Retry-After': '5' })
    if (deps.lifecycle?.draining) return unready('shutting_down', 'This instance is stopping.')
    try {
      await sql`select 1`.execute(deps.db)
    } catch (error) {
      console.error('[server] readiness: the database did not answer:', error)
      return unready('database_unavailable', 'The database is not answering.')
    }
    return c.json({ data: { status: 'ready' as const, engine: deps.engine } })
  })

  describeRoute({
    method: 'get',
    path: '/v2/bench/static',
    summary: 'A constant JSON answer: the baseline the API benchmark compares routes with',
    tags: ['meta'],
    auth: false,
    response: benchStaticResponse,
  })
  app.get('/v2/bench/static', (c) => c.json({ data: { ok: true as const } }))

  describeRoute({
    method: 'get',
    path: '/v2/openapi.json',
    summary: 'This API description (OpenAPI 3.1)',
    tags: ['meta'],
    auth: false,
    response: openApiResponse,
  })
  app.get('/v2/openapi.json', (c) => c.json(openApiDocument()))

  // The account helper's routes go first: "sales_histories" and "wireframe" are static segments
  // under /v2/store/templates that the :template_id routes below would otherwise take.
  registerAuthRoutes(app)
  registerAccountRoutes(app)
  registerDesignerRoutes(app)
  registerCommerceRoutes(app)
  registerTemplateRoutes(app)
  registerSuggestionRoutes(app)
  registerPriceRoutes(app, changes)

  app.all('/v2/*', apiFallback)
  app.all('/v2', apiFallback)

  registerCoverRoutes(app, createCoverPngRenderer(deps.config.coverPngCacheBytes))
  registerPreviewPages(app, deps.config.previewBaseUrl)
  registerAccountPages(app)
  registerDesignerMessagePage(app)
  registerLikeForm(app)
  registerPartnerProgramPages(app, deps.config)
  registerSitemapRoutes(app)
  registerRobotsRoute(app)
  registerStaticRoutes(app, deps.config, undefined, pages)
  // With its public origin known the walk need not wait for a first page request.
  if (deps.config.publicUrl) pages.startAhead(app, new URL(deps.config.publicUrl).origin)

  app.notFound((c) => c.text(`Not found: ${c.req.method} ${c.req.path}`, 404))
  return app
}
