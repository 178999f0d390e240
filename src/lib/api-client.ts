// The one HTTP client of the app (spec §7): every call goes to /v2 under a configured base URL,
// bodies and queries leave with snake_case keys and answers come back camelCase (spec §3), and
// the bearer token from the auth cookie rides along unless the call is one of the anonymous ones
// (spec §6).
import type { ApiErrorBody } from '../../catalogue/api-contract'
import { camelKeys, isPlainObject, snakeKeys, type VerbatimPaths } from './case-keys'
import { TOKEN_COOKIE, readCookie } from './cookies'
import { currentRequestScope } from './request-scope'

// `import.meta.env` exists only under Vite; plain Node (tsx, scripts) must still import this. The
// member stays spelled out in full so Vite's static replacement still finds it.
export const API_BASE_URL: string =
  (import.meta.env ? import.meta.env.VITE_API_BASE_URL : undefined) ?? ''

/**
 * How a call authenticates: `cookie` sends the access token from the auth cookie (when there is
 * one), `none` sends no Authorization header, `{ bearer }` sends that exact token (the one-time
 * token exchange and logout).
 */
export type ApiAuth = 'cookie' | 'none' | { bearer: string }

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  query?: Record<string, unknown>
  body?: unknown
  auth?: ApiAuth
  signal?: AbortSignal
  /**
   * Subtrees whose keys are data and must cross unconverted: `body` paths as the caller spells
   * them, `response` paths as the server does (e.g. 'data.answers').
   */
  verbatimKeys?: { body?: VerbatimPaths; response?: VerbatimPaths }
}

/** A failed call, with the server's error envelope (`{ error: { code, message, field } }`) unpacked. */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly code: string | undefined,
    readonly field?: string,
  ) {
    super(message)
  }
}

/** Spec §8: a missing path parameter fails before any request is made. */
export class RequiredParameterError extends Error {
  override name = 'RequiredParameterError'
  constructor(
    readonly parameter: string,
    readonly operation: string,
  ) {
    super(`Required parameter ${parameter} was null or undefined when calling ${operation}`)
  }
}

export function requireParam(
  value: string | null | undefined,
  parameter: string,
  operation: string,
): string {
  if (value === null || value === undefined || value === '') {
    throw new RequiredParameterError(parameter, operation)
  }
  return value
}

/** Builds '/v2/store/templates/{id}/like' with each parameter URL-encoded. */
export function apiPath(strings: TemplateStringsArray, ...params: string[]): string {
  return strings.reduce(
    (path, part, index) =>
      path + part + (index < params.length ? encodeURIComponent(params[index] ?? '') : ''),
    '',
  )
}

function authorizationFor(auth: ApiAuth): string | undefined {
  if (auth === 'none') return undefined
  const token = auth === 'cookie' ? readCookie(TOKEN_COOKIE) : auth.bearer
  return token ? `Bearer ${token}` : undefined
}

/** The fetch of the moment: a server render calls the API in-process (request-scope.ts). */
function currentFetch(): typeof fetch {
  // Looked up on every call rather than captured at import, so the page's fetch (and a test's
  // stub) is the one used.
  return currentRequestScope()?.fetch ?? globalThis.fetch
}

/** Scalars as `key=value`, arrays as one pair per item; undefined values are left out. */
function queryString(query: Record<string, unknown>): string {
  const pairs: string[] = []
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) {
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`)
    }
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : ''
}

const JSON_CONTENT_TYPE = /^application\/(?:[\w!#$%&*.^`~-]*\+)?json(?:;.*)?$/i

/** The answer's body: JSON when it says so (and parses), else its text; none for a 204. */
async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined
  const text = await response.text()
  if (text === '' || !JSON_CONTENT_TYPE.test(response.headers.get('content-type') ?? '')) {
    return text === '' ? undefined : text
  }
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

function isAbort(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError'
}

/** A 4xx/5xx answer as an ApiError, with the server's error envelope unpacked. */
function answerError(response: Response, body: unknown): ApiError {
  const envelope = (body ?? undefined) as Partial<ApiErrorBody> | undefined
  const error = typeof envelope === 'object' ? envelope.error : undefined
  return new ApiError(
    error?.message ?? `${response.status} ${response.statusText}`.trim(),
    response.status,
    error?.code,
    error?.field,
  )
}

/**
 * One call: `fetch` with the base URL and query, a JSON body, the answer parsed. No answer at all
 * (API down, network lost) is the network-error ApiError; its text is internal detail a visitor
 * must never see, so the error carries none of it.
 */
async function send(
  path: string,
  init: RequestInit & { query?: Record<string, unknown>; json?: unknown },
): Promise<unknown> {
  const { query, json, ...rest } = init
  const url = `${API_BASE_URL.replace(/\/$/, '')}${path}${query ? queryString(query) : ''}`
  const headers = new Headers(rest.headers)
  if (json !== undefined) headers.set('Content-Type', 'application/json')
  let response: Response
  try {
    response = await currentFetch()(url, {
      ...rest,
      headers,
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    })
  } catch (error) {
    if (isAbort(error)) throw error
    throw new ApiError('The API could not be reached.', undefined, NETWORK_ERROR_CODE)
  }
  const body = await readBody(response)
  if (!response.ok) throw answerError(response, body)
  return body
}

function dropUndefined(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined))
}

/** The code of an ApiError whose request got no answer at all (API down, network lost). */
export const NETWORK_ERROR_CODE = 'network_error'

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const authorization = authorizationFor(options.auth ?? 'cookie')
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (authorization) headers.Authorization = authorization
  const body =
    isPlainObject(options.body) || Array.isArray(options.body)
      ? snakeKeys<Record<string, unknown>>(options.body, options.verbatimKeys?.body)
      : (options.body as Record<string, unknown> | undefined)
  const data = await send(path, {
    method: options.method ?? 'GET',
    headers,
    ...(options.query ? { query: snakeKeys(dropUndefined(options.query)) } : {}),
    ...(body !== undefined ? { json: body } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  })
  return camelKeys<T>(data, options.verbatimKeys?.response)
}
