import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as v from 'valibot'

/** An error the API answers as `{ error: { code, message, field? } }` with its HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message)
  }
}

export const badRequest = (message: string, field?: string) =>
  new ApiError(400, 'invalid_request', message, field)
export const unauthorized = (message = 'Authentication is required.') =>
  new ApiError(401, 'unauthorized', message)
export const forbidden = (message = 'Access denied.') => new ApiError(403, 'forbidden', message)
export const notFound = (message: string) => new ApiError(404, 'not_found', message)
export const conflict = (message: string) => new ApiError(409, 'conflict', message)
export const tooManyRequests = (message = 'Too many requests. Please try again later.') =>
  new ApiError(429, 'rate_limited', message)

export function errorBody(error: ApiError) {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.field ? { field: error.field } : {}),
    },
  }
}

/** C0 controls and DEL: no id, slug or name holds one. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_ANYWHERE = /[\u0000-\u001f\u007f]/
/** Free text (bodies, query values) may keep tabs and line breaks. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * Why `text` cannot be accepted, or undefined. PostgreSQL cannot store NUL in text (the query
 * fails), and a lone surrogate would reach either database silently replaced by U+FFFD.
 */
export function textProblem(text: string, controls: RegExp = CONTROL_IN_TEXT): string | undefined {
  if (text.includes('\u0000')) return 'must not contain NUL (\\u0000)'
  if (controls.test(text)) return 'must not contain control characters'
  if (LONE_SURROGATE.test(text)) return 'must not contain lone UTF-16 surrogates'
  return undefined
}

/** The part of a request a refused text came in: error pages word it in their own language. */
export type TextPart = 'path' | 'query' | 'form' | 'body'

/** 400 `invalid_text`; `field` names the parameter whose value it was, absent for a name. */
export class InvalidTextError extends ApiError {
  constructor(
    readonly part: TextPart,
    where: string,
    why: string,
    field?: string,
  ) {
    super(400, 'invalid_text', `${where}: ${why}`, field)
  }
}

export const invalidText = (part: TextPart, where: string, why: string, field?: string) =>
  new InvalidTextError(part, where, why, field)

type JsonPath = { key: string; parent: JsonPath } | undefined
function pathName(path: JsonPath): string {
  const keys: string[] = []
  for (let at = path; at; at = at.parent) keys.unshift(at.key)
  return keys.join('.')
}

/**
 * Every key and string value of a parsed JSON body, named by its path ("filters.designer_id").
 * A loop with linked paths rather than recursion: 64 KiB of "[" nests deeper than the stack goes.
 */
export function assertCleanJson(body: unknown): void {
  const pending: [unknown, JsonPath][] = [[body, undefined]]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next
    if (typeof value === 'string') {
      const why = textProblem(value)
      if (why)
        throw invalidText('body', `body field ${pathName(path) || '(root)'}`, why, pathName(path))
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const why = textProblem(key)
        // The bad key itself is not echoed: name the object that holds it.
        if (why) {
          throw invalidText(
            'body',
            `body field ${pathName(path) || '(root)'}`,
            `a key ${why}`,
            pathName(path),
          )
        }
        if (typeof item === 'string' || (item && typeof item === 'object')) {
          pending.push([item, { key, parent: path }])
        }
      }
    }
  }
}

type Issue = v.BaseIssue<unknown>

/** The first issue as a 400 that names the field (wire name) and why. */
export function fromIssues(issues: readonly [Issue, ...Issue[]]): ApiError {
  const issue = issues[0]
  const keys = (issue.path ?? []).map((item) => String(item.key))
  const field = keys.join('.') || undefined
  // A strict object names the key it does not know as the last step of the path.
  if (issue.kind === 'schema' && issue.expected === 'never' && field) {
    const hint = /[A-Z]/.test(keys[keys.length - 1] ?? '') ? ' (keys are snake_case)' : ''
    return badRequest(`${field}: unknown key${hint}`, field)
  }
  return badRequest(field ? `${field}: ${issue.message}` : issue.message, field)
}

/** Validates `input`, or throws the 400 of its first problem. */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input, { abortEarly: true })
  if (!result.success) throw fromIssues(result.issues)
  return result.output
}

/** Validates a JSON body; a body that is not JSON is a 400, never a 500. */
export async function parseJsonBody<S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<v.InferOutput<S>> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    throw badRequest('Request body must be valid JSON')
  }
  assertCleanJson(body)
  return validate(schema, body)
}

export function parseQuery<S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> {
  return validate(schema, c.req.query())
}

export function parseParams<S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> {
  return validate(schema, c.req.param())
}

const toSnake = (key: string) => key.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`)

/** Deep camelCase → snake_case for response bodies (spec §3: wire keys are snake_case). */
export function toWire(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toWire)
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [toSnake(k), toWire(v)]),
    )
  }
  return value
}
