import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { z } from 'zod'

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

/** First zod issue as a 400 that names the field (wire name) and why. */
export function fromZodError(error: z.ZodError): ApiError {
  const issue = error.issues[0]
  const field = issue?.path.join('.') || undefined
  const why = issue?.message ?? 'invalid input'
  return badRequest(field ? `${field}: ${why}` : why, field)
}

function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input)
  if (!result.success) throw fromZodError(result.error)
  return result.data
}

/** Validates a JSON body; a body that is not JSON is a 400, never a 500. */
export async function parseJsonBody<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<z.infer<S>> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    throw badRequest('Request body must be valid JSON')
  }
  return parseWith(schema, body)
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.query())
}

export function parseParams<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.param())
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
