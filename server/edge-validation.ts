// Text that no route can store or look up is refused here, before any route or database sees
// it: PostgreSQL cannot hold NUL in text (it answers an error, which used to become a 500),
// lone UTF-16 surrogates are silently replaced by U+FFFD on the way to either database, and broken
// percent-encoding or invalid UTF-8 in a URL means the client sent something other than it meant.
// Path, query and form bodies are checked by the middleware; JSON bodies where they are parsed
// (parseJsonBody in ./http), because a route may read its body straight from the socket. The
// same module answers 405 for a wrong method on a described /v2 path.
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from './app-env'
import {
  ApiError,
  CONTROL_ANYWHERE,
  errorBody,
  invalidText,
  textProblem,
  type TextPart,
} from './http'
import { describedRoutes } from './openapi'
import { errorPageHtml } from './pages/error-page-html'
import { PAYLOAD_SUFFIX } from './render/store-pages'

function decodeOrThrow(raw: string, part: TextPart, where: string, field?: string): string {
  try {
    return decodeURIComponent(raw)
  } catch {
    throw invalidText(part, where, 'malformed percent-encoding or invalid UTF-8', field)
  }
}

/** Decodes like URLSearchParams (and so the app's router): a broken escape stays as it was. */
function decodeLeniently(raw: string): string {
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw.replace(/%[0-9a-f]{2}/gi, (escape) => {
      try {
        return decodeURIComponent(escape)
      } catch {
        return escape
      }
    })
  }
}

/**
 * `strict`: the API and page payloads refuse broken percent-encoding. A page link (a campaign URL with a stray
 * `%`) is read the way the browser's URLSearchParams reads it, so the visitor still gets the page;
 * NUL, control characters and lone surrogates are refused on both.
 */
function checkQuery(rawQuery: string, strict: boolean): void {
  const decode = (raw: string, where: string, field?: string): string =>
    strict ? decodeOrThrow(raw, 'query', where, field) : decodeLeniently(raw)
  for (const pair of rawQuery.split('&')) {
    if (pair === '') continue
    const eq = pair.indexOf('=')
    const rawKey = (eq < 0 ? pair : pair.slice(0, eq)).replace(/\+/g, ' ')
    const rawValue = eq < 0 ? '' : pair.slice(eq + 1).replace(/\+/g, ' ')
    const key = decode(rawKey, 'query parameter name')
    const keyProblem = textProblem(key, CONTROL_ANYWHERE)
    if (keyProblem) throw invalidText('query', 'query parameter name', keyProblem)
    const where = `query parameter ${key}`
    const value = decode(rawValue, where, key)
    const why = textProblem(value)
    if (why) throw invalidText('query', where, why, key)
  }
}

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i

async function checkForm(c: Context<AppEnv>): Promise<void> {
  // The same call the form routes make, so they read this parse from hono's cache; the FormData
  // it keeps holds every value of a repeated field, not just the last one.
  await c.req.parseBody().catch(() => undefined)
  const form = await c.req.formData().catch(() => undefined)
  if (!form) return
  for (const [key, value] of form.entries()) {
    const keyProblem = textProblem(key)
    if (keyProblem) throw invalidText('form', 'form field name', keyProblem)
    if (typeof value !== 'string') continue
    const why = textProblem(value)
    if (why) throw invalidText('form', `form field ${key}`, why, key)
  }
}

/** Answers read by programs: the API, and a page's loader data (`{page}/_payload.json`). */
const isMachineRequest = (rawPath: string) =>
  rawPath === '/v2' || rawPath.startsWith('/v2/') || rawPath.endsWith(PAYLOAD_SUFFIX)

/**
 * 400 `invalid_text` for a bad path, query or form body, on every route: JSON for the API and
 * payloads, the error page for pages. Answered here rather than thrown, so that no handler
 * (`payloadTarget`'s decodeURIComponent was one, issue 26) ever sees a URL it cannot decode.
 */
export const rejectInvalidText: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = c.req.url
  const start = url.indexOf('/', url.indexOf('//') + 2)
  const queryAt = url.indexOf('?', start)
  const hashAt = url.indexOf('#', start)
  const end = hashAt < 0 ? url.length : hashAt
  const rawPath = url.slice(start, queryAt < 0 ? end : queryAt)
  const machine = isMachineRequest(rawPath)
  try {
    // The URL parser percent-encodes raw control and non-ASCII bytes, so only an escape can hide
    // one.
    if (rawPath.includes('%')) {
      const why = textProblem(decodeOrThrow(rawPath, 'path', 'path'), CONTROL_ANYWHERE)
      if (why) throw invalidText('path', 'path', why)
    }
    if (queryAt >= 0) checkQuery(url.slice(queryAt + 1, end), machine)
    if (FORM_TYPES.test(c.req.header('content-type') ?? '')) await checkForm(c)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return machine ? c.json(errorBody(error), error.status) : errorPageHtml(c, error)
  }
  await next()
}

type RoutePattern = { pattern: RegExp; method: string }
let patterns: RoutePattern[] = []

function routePatterns(): RoutePattern[] {
  const routes = describedRoutes()
  if (patterns.length === routes.length) return patterns
  patterns = routes.map((doc) => ({
    method: doc.method.toUpperCase(),
    pattern: new RegExp(
      `^${doc.path
        .split('/')
        .map((segment) =>
          segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/')}/?$`,
    ),
  }))
  return patterns
}

const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']

/** The methods the API answers on `path` (GET implies HEAD), in a fixed order. */
export function allowedMethods(path: string): string[] {
  const methods = new Set<string>()
  for (const route of routePatterns()) {
    if (!route.pattern.test(path)) continue
    methods.add(route.method)
    if (route.method === 'GET') methods.add('HEAD')
  }
  return METHOD_ORDER.filter((m) => methods.has(m))
}

/** The last /v2 handler: 405 with `Allow` on a path that exists for other methods, else 404. */
export function apiFallback(c: Context<AppEnv>) {
  const path = c.req.path
  const allow = allowedMethods(path)
  if (allow.length > 0 && !allow.includes(c.req.method)) {
    const list = allow.join(', ')
    c.header('Allow', list)
    return c.json(
      errorBody(
        new ApiError(
          405,
          'method_not_allowed',
          `${c.req.method} is not allowed on ${path}; allowed: ${list}`,
        ),
      ),
      405,
    )
  }
  return c.json(
    errorBody(new ApiError(404, 'not_found', `No API route ${c.req.method} ${path}`)),
    404,
  )
}
