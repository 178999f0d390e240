// The one HTTP client of the app (spec §7): every call goes to /v2 under a configured base URL,
// bodies and queries leave with snake_case keys and answers come back camelCase (spec §3), and
// the bearer token from the auth cookie rides along unless the call is one of the anonymous ones
// (spec §6).
import { FetchError, createFetch } from 'ofetch'
import type { ApiErrorBody } from '#catalogue/api-contract'
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

/**
 * The ofetch instance. `fetch` is looked up on every call rather than captured at import so the
 * page's fetch (and a test's stub) is the one used. Keys are converted in `apiRequest`, which
 * knows each call's verbatim subtrees.
 */
export const http = createFetch({
  // A server render calls the API in-process (request-scope.ts); the browser uses its fetch.
  fetch: (input, init) => (currentRequestScope()?.fetch ?? globalThis.fetch)(input, init),
  defaults: { baseURL: API_BASE_URL, retry: 0 },
})

function dropUndefined(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined))
}

/** The code of an ApiError whose request got no answer at all (API down, network lost). */
export const NETWORK_ERROR_CODE = 'network_error'

function isAbort(error: FetchError): boolean {
  const cause = error.cause as { name?: unknown } | undefined
  return cause?.name === 'AbortError'
}

function toApiError(error: unknown): unknown {
  if (!(error instanceof FetchError)) return error
  // ofetch's message is the request line ('[POST] "/v2/…": <no response> Failed to fetch'):
  // internal detail a visitor must never see, so the error carries none of it.
  if (!error.response && !isAbort(error)) {
    return new ApiError('The API could not be reached.', undefined, NETWORK_ERROR_CODE)
  }
  const body = error.data as Partial<ApiErrorBody> | undefined
  const status = error.response?.status ?? error.statusCode
  return new ApiError(
    body?.error?.message ?? error.message,
    status,
    body?.error?.code,
    body?.error?.field,
  )
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const authorization = authorizationFor(options.auth ?? 'cookie')
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (authorization) headers.Authorization = authorization
  const body =
    isPlainObject(options.body) || Array.isArray(options.body)
      ? snakeKeys<Record<string, unknown>>(options.body, options.verbatimKeys?.body)
      : (options.body as Record<string, unknown> | undefined)
  try {
    const data = await http<unknown>(path, {
      method: options.method ?? 'GET',
      headers,
      ...(options.query ? { query: snakeKeys(dropUndefined(options.query)) } : {}),
      ...(body !== undefined ? { body } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    })
    return camelKeys<T>(data, options.verbatimKeys?.response)
  } catch (error) {
    throw toApiError(error)
  }
}
