// One registry for the API description: every route module calls `describeRoute` next to the
// route it registers, with the same valibot schemas it validates with (catalogue/api/<resource>.ts,
// decision 030), so the document served at GET /v2/openapi.json cannot drift from the code that
// answers the calls. Tests check that every registered /v2 route is described and that every
// described operation really answers what its response schema says (response-schemas.test.ts).
import { toJsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'
import { errorSchema } from '#catalogue/api/fields'

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete'

export type RouteDoc = {
  method: HttpMethod
  /** Hono-style path, e.g. `/v2/store/templates/:template_id/like`. */
  path: string
  summary: string
  tags: string[]
  /** true: a bearer access token is required (401 without); 'optional': used when present. */
  auth: boolean | 'optional'
  description?: string
  /** Wire (snake_case) schemas; objects are expanded into one parameter per key. */
  params?: v.GenericSchema
  query?: v.GenericSchema
  body?: v.GenericSchema
  /** false when an empty request body is accepted (default true). */
  bodyRequired?: boolean
  /** Success body (the whole envelope, e.g. `{ data: … }`). */
  response?: v.GenericSchema
  /** A second success the call may answer instead, by status (e.g. 202 for a step that only began). */
  otherResponses?: Record<number, v.GenericSchema>
  /** Success status (default 200) and media type (default application/json). */
  status?: number
  contentType?: string
  /** Extra error statuses this route answers besides the automatic ones (400, 401, 413). */
  errors?: number[]
  /** e.g. the one-time token exchange, whose bearer is not an access token. */
  security?: 'oneTimeToken'
}

const routes = new Map<string, RouteDoc>()

const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`

/** Records a route for the OpenAPI document; describing the same method + path again replaces it. */
export function describeRoute(doc: RouteDoc): void {
  routes.set(routeKey(doc.method, doc.path), doc)
}

export function describedRoutes(): RouteDoc[] {
  return [...routes.values()]
}

/** `/a/:id/b` → `/a/{id}/b` (OpenAPI path templating). */
export const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  302: 'Found',
  400: 'Bad request (the message and `field` name the first invalid input; code `invalid_text` for NUL, control characters, lone surrogates or broken percent-encoding)',
  401: 'Authentication is required',
  403: 'Access denied',
  404: 'Not found',
  405: 'Method not allowed on this path (the `Allow` header lists the methods it has)',
  409: 'Conflict',
  413: 'Request body too large',
  429: 'Too many requests',
  503: 'Service unavailable',
}

type JsonSchema = Record<string, unknown>

function jsonSchema(schema: v.GenericSchema, io: 'input' | 'output'): JsonSchema {
  // Transforms and checks written as code cannot be expressed in JSON Schema: `errorMode: 'ignore'`
  // leaves them out and describes the shape accepted (input) or answered (output).
  const out = toJsonSchema(schema, { typeMode: io, errorMode: 'ignore', target: 'draft-2020-12' })
  const { $schema: _drop, ...rest } = out as JsonSchema
  return rest
}

function parameters(schema: v.GenericSchema | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return []
  const js = jsonSchema(schema, 'input')
  const props = (js.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((js.required as string[] | undefined) ?? [])
  return Object.entries(props).map(([name, prop]) => {
    const { description, ...rest } = prop
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    }
  })
}

function errorResponse(status: number) {
  return {
    description: STATUS_TEXT[status] ?? 'Error',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  }
}

function operation(doc: RouteDoc) {
  const status = doc.status ?? 200
  const contentType = doc.contentType ?? 'application/json'
  const errorStatuses = new Set<number>(doc.errors ?? [])
  if (doc.params || doc.query || doc.body) errorStatuses.add(400)
  if (doc.body) errorStatuses.add(413)
  if (doc.auth === true || doc.security === 'oneTimeToken') errorStatuses.add(401)

  const responses: Record<string, unknown> = {
    [String(status)]: {
      description: STATUS_TEXT[status] ?? 'Success',
      ...(status === 204 || status === 302
        ? {}
        : {
            content: {
              [contentType]: doc.response
                ? { schema: jsonSchema(doc.response, 'output') }
                : {
                    schema:
                      contentType === 'application/json' ? { type: 'object' } : { type: 'string' },
                  },
            },
          }),
    },
  }
  for (const [other, schema] of Object.entries(doc.otherResponses ?? {})) {
    responses[other] = {
      description: STATUS_TEXT[Number(other)] ?? 'Success',
      content: { 'application/json': { schema: jsonSchema(schema, 'output') } },
    }
  }
  for (const s of [...errorStatuses].sort((a, b) => a - b)) responses[String(s)] = errorResponse(s)

  const security =
    doc.security === 'oneTimeToken'
      ? [{ oneTimeToken: [] }]
      : doc.auth === true
        ? [{ bearerAuth: [] }]
        : doc.auth === 'optional'
          ? [{}, { bearerAuth: [] }]
          : []

  return {
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    tags: doc.tags,
    operationId: operationId(doc),
    parameters: [...parameters(doc.params, 'path'), ...parameters(doc.query, 'query')],
    ...(doc.body
      ? {
          requestBody: {
            required: doc.bodyRequired ?? true,
            content: { 'application/json': { schema: jsonSchema(doc.body, 'input') } },
          },
        }
      : {}),
    responses,
    security,
  }
}

function operationId(doc: RouteDoc): string {
  const words = doc.path
    .replace(/^\/v2\//, '')
    .split(/[/_\-.]/)
    .filter(Boolean)
    .map((w) => (w.startsWith(':') ? `by_${w.slice(1)}` : w))
  const camel = [doc.method, ...words]
    .join('_')
    .replace(/_+([a-zA-Z0-9])/g, (_, ch: string) => ch.toUpperCase())
  return camel
}

/** The OpenAPI 3.1 document of every described route. */
export function openApiDocument(options: { serverUrl?: string } = {}) {
  const paths: Record<string, Record<string, unknown>> = {}
  const sorted = describedRoutes().sort(
    (a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method),
  )
  for (const doc of sorted) {
    const p = toOpenApiPath(doc.path)
    paths[p] ??= {}
    paths[p][doc.method] = operation(doc)
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Template Store API',
      version: '2.0.0',
      description:
        'Store, account and designer calls of the template store. Wire keys are snake_case; ' +
        'reads answer `{ "data": … }`, errors answer `{ "error": { "code", "message", "field"? } }`. ' +
        'Every call refuses, with a 400 naming where: unknown JSON body keys; text holding NUL, ' +
        'control characters (tab, CR and LF are allowed in body and query text) or lone UTF-16 ' +
        'surrogates; malformed percent-encoding or invalid UTF-8 in the path or query. A `limit` ' +
        "above a paged call's cap is served as the cap (each limit parameter states its cap). A " +
        'method a path does not have answers 405 with `Allow`.',
    },
    servers: [{ url: options.serverUrl ?? '/' }],
    paths,
    components: {
      schemas: { Error: jsonSchema(errorSchema, 'output') },
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'Access token from POST /v2/auth/token (valid 7 days).',
        },
        oneTimeToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'One-time token issued by the sign-in page (single use, 5 minutes).',
        },
      },
    },
  }
}
