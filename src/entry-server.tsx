// The server entry: renders one store page for one request. Everything is created per request
// (query client, actors, router) and dropped with it; the API is called in-process through the
// request scope, with the visitor's cookie, so a signed-in page renders signed in.
import { AsyncLocalStorage } from 'node:async_hooks'
import {
  createRequestHandler,
  createSsrStreamResponse,
  getSsrStatus,
  transformReadableStreamWithRouter,
} from '@tanstack/react-router/ssr/server'
import type { ServerManifest } from '@tanstack/router-core'
import { RouterServer } from '@tanstack/react-router/ssr/server'
import { dehydrate } from '@tanstack/react-query'
import { renderToReadableStream } from 'react-dom/server'
import type { Account } from '#catalogue/api-contract'
import { localizePath, splitLocale } from '#catalogue/locale-paths'
import { stopStoreRuntime } from './hooks/actors/create-store-actors'
import { createServerIo, serverStoreLogic } from './hooks/actors/server-io'
import { CURRENT_BUILD } from './app/current-build'
import { createStoreApp, createStoreQueryClient, type StoreApp } from './app/store-app'
import type { AppRouter } from './app/router'
import { getAccount } from './features/account/api/account'
import { errorInfoOf } from './lib/error-status'
import type { StoreConfig } from '#catalogue/store-config'
import { ONE_TIME_TOKEN_PARAM } from '#catalogue/app-start'
import { TOKEN_COOKIE, readCookie } from './lib/cookies'
import { guessLayout } from '#catalogue/layout-guess'
import { setRequestScopeResolver, type RequestScope } from './lib/request-scope'
import { returnedStatusOf } from './routes/-shared/page-status'
import { caseCanonicalPath } from './lib/canonical-case'

export type { ServerManifest }

const requestScopes = new AsyncLocalStorage<RequestScope>()
setRequestScopeResolver(() => requestScopes.getStore())

export type RenderStorePageOptions = {
  request: Request
  /** The Hono app's own fetch: the API without a network hop. */
  apiFetch: RequestScope['fetch']
  config: StoreConfig
  manifest: ServerManifest
}

export type RenderedStorePage = {
  response: Response
  /** True when the page shows a signed-in visitor: never stored in a shared cache. */
  personalised: boolean
}

/**
 * An API answer the page could not do without is the upstream's failure: the page answers 502
 * (503 and 504 keep their meaning). The error page then shows the same code the status line says.
 */
function asGateway(response: Response): Response {
  if (response.status < 500 || response.status === 503 || response.status === 504) return response
  return new Response(response.body, {
    status: 502,
    statusText: 'Bad Gateway',
    headers: response.headers,
  })
}

/**
 * Status of the render: the first failed route's, else a route's returned error page's (spec
 * §5), else what the router decided (404 for an unmatched path or a thrown notFound, 200).
 */
function pageStatus(app: StoreApp, routerStatus: number): number {
  const { matches } = app.router.state
  const failed = matches.find((match) => match.status === 'error')
  if (failed) return errorInfoOf(failed.error).status
  const returned = matches.map((match) => returnedStatusOf(match.loaderData)).find(Boolean)
  return returned ?? routerStatus
}

/**
 * A page found under another letter case of its address: a 301 to the address the router
 * would write, query kept. Only a page moves; a wrong-case address whose canonical form is no
 * page (an id or a slug in another case: params are never folded) stays the 404 page it is.
 */
function canonicalCaseRedirect(router: AppRouter, status: number, url: URL): Response | undefined {
  const leaf = router.state.matches.at(-1)
  if (status !== 200 || !leaf) return undefined
  const path = caseCanonicalPath(router.state.location.pathname, leaf)
  if (path === undefined) return undefined
  const location = localizePath(path, splitLocale(url.pathname).locale) + url.search
  return new Response(null, { status: 301, headers: { Location: location } })
}

async function fetchSignedInAccount(token: string | undefined): Promise<Account | null> {
  if (!token) return null
  try {
    return await getAccount({ token })
  } catch {
    // Expired, revoked or the API away: the browser checks again and logs the visitor out.
    return null
  }
}

/** A page's loader data without its HTML: what a preloading link fetches (spec §7). */
export async function loadStorePayload(
  options: RenderStorePageOptions,
): Promise<RenderedStorePage> {
  return withPageApp(options, async ({ router }, app) => {
    const status = app ? pageStatus(app, getSsrStatus(router)) : getSsrStatus(router)
    const body = JSON.stringify({
      build: CURRENT_BUILD.id,
      status,
      queries: app ? dehydrate(app.queryClient) : { mutations: [], queries: [] },
    })
    return new Response(body, {
      status,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    })
  })
}

export async function renderStorePage(options: RenderStorePageOptions): Promise<RenderedStorePage> {
  return withPageApp(options, async ({ request: req, router, responseHeaders }, app) => {
    const stream = await renderToReadableStream(<RouterServer router={router} />, {
      signal: req.signal,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        if (!req.signal.aborted) console.error('[render] page render failed:', error)
      },
    })
    // The whole page is rendered before the first byte leaves: the status line is final
    // and no visitor ever gets half a page. The bytes still stream out.
    await stream.allReady
    const body = transformReadableStreamWithRouter(router, stream, {
      rendererSafePoint: 'script-close',
      signal: req.signal,
    })
    const routerStatus = getSsrStatus(router)
    return createSsrStreamResponse(
      router,
      new Response(body, {
        status: app ? pageStatus(app, routerStatus) : routerStatus,
        headers: responseHeaders,
      }),
    )
  })
}

type PageHandlerArgs = { request: Request; router: AppRouter; responseHeaders: Headers }

/** Creates the request's app, loads the page's routes, and hands both to `respond`. */
async function withPageApp(
  options: RenderStorePageOptions,
  respond: (
    args: PageHandlerArgs,
    app: StoreApp | undefined,
  ) => Promise<Response | ReturnType<typeof createSsrStreamResponse>>,
): Promise<RenderedStorePage> {
  const { request } = options
  const scope: RequestScope = {
    cookieHeader: request.headers.get('cookie') ?? '',
    fetch: async (input, init) => asGateway(await options.apiFetch(input, init)),
    config: options.config,
    userAgent: request.headers.get('user-agent') ?? '',
  }
  return requestScopes.run(scope, async () => {
    const url = new URL(request.url)
    const token = readCookie(TOKEN_COOKIE)
    const account = await fetchSignedInAccount(token)
    const oneTimeToken = url.searchParams.get(ONE_TIME_TOKEN_PARAM)
    let app: StoreApp | undefined
    const handler = createRequestHandler({
      request,
      getRouterManifest: () => options.manifest,
      createRouter: () => {
        const queryClient = createStoreQueryClient()
        app = createStoreApp({
          queryClient,
          io: createServerIo({ token: account ? (token ?? null) : null }),
          logic: serverStoreLogic(),
          locale: splitLocale(url.pathname).locale,
          build: CURRENT_BUILD,
          siteOrigin: options.config.siteOrigin,
          server: {
            account,
            // Signed in, or plainly signed out; a token to exchange or re-check stays loading.
            startSession: !!account || (!token && !oneTimeToken),
            layout: guessLayout({
              userAgent: scope.userAgent,
              mobileHint: request.headers.get('sec-ch-ua-mobile') ?? undefined,
            }),
          },
        })
        return app.router
      },
    })
    try {
      const response = await handler((args) => {
        const page = args as PageHandlerArgs
        const status = app ? pageStatus(app, getSsrStatus(page.router)) : getSsrStatus(page.router)
        return canonicalCaseRedirect(page.router, status, url) ?? respond(page, app)
      })
      return { response, personalised: !!account }
    } finally {
      if (app) stopStoreRuntime(app.runtime)
    }
  })
}
