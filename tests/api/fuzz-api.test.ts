// Property-based fuzzing of every /v2 call. The calls are read from the app's own OpenAPI document,
// so a new route is fuzzed as soon as it is described (a meta-test checks that the document holds
// every registered route and every spec §7 call). Each case mixes plausible values taken from the
// documented schemas (so requests get past validation into the routes and the database) with
// hostile ones: NUL, control characters, lone surrogates, broken percent-encoding, huge and
// negative numbers, wrong types, very long and exotic strings, unknown keys, wrong content types,
// empty and malformed bodies, wrong methods. Half the cases carry a fresh access token, so
// authenticated routes are reached past the 401. Every answer must be below 500, and every 4xx a
// JSON error whose message names what was wrong. A second run sends cases byte for byte over a
// real listener, as in-process requests cannot: any Content-Type with empty, whole, truncated
// (a Content-Length larger than what is sent) or cut-off bodies, and bad escapes in path and
// query. Every one must be answered within a bounded time (issue 26: an empty form body on the
// search call never was).
import type { AddressInfo } from 'node:net'
import type { ServerType } from '@hono/node-server'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueAccessToken } from '#server/auth/sessions'
import { startServer } from '#server/node-server'
import { toOpenApiPath } from '#server/openapi'
import { rawRequest, type RawRequest } from '../support/raw-http'
import { signUp } from './auth-helpers'
import { ENGINES, createTestApp, type TestApp } from './test-app'

/** Spec §7: the calls the store makes. The fuzzer must reach every one of them. */
const SPEC_CALLS = [
  'PUT /v2/account/password',
  'PUT /v2/account/billing',
  'POST /v2/account/billing',
  'GET /v2/account/billing',
  'POST /v2/account/billing/country',
  'POST /v2/account/email/confirm',
  'DELETE /v2/account/link/redesigner',
  'POST /v2/account/link/redesigner',
  'GET /v2/account',
  'PUT /v2/account',
  'GET /v2/account/address',
  'PUT /v2/account/address',
  'GET /v2/account/coupons',
  'POST /v2/account/questionnaire',
  'POST /v2/auth/token',
  'DELETE /v2/store/templates/{template_id}/like',
  'POST /v2/store/templates/{template_id}/like',
  'GET /v2/store/designers/{designer_id}',
  'POST /v2/store/designers/{designer_id}/message',
  'POST /v2/store/designers/search',
  'GET /v2/store/prices',
  'GET /v2/store/review/token',
  'GET /v2/store/templates/{template_id}',
  'GET /v2/store/templates/{template_id}/token',
  'GET /v2/store/templates',
  'GET /v2/store/templates/wireframe',
  'GET /v2/store/templates/sales_histories',
  'GET /v2/store/templates/sales_histories/{sales_history_id}/receipt_url',
  'POST /v2/store/templates/{template_id}/checkout',
  'POST /v2/store/templates/search',
]

/** Cases per engine, spread evenly over the operations. */
const TOTAL_CASES = Number(process.env.FUZZ_CASES ?? 1200)
/** Cases per engine sent over the real listener (each a connection of its own). */
const WIRE_CASES = Number(process.env.FUZZ_WIRE_CASES ?? 400)
/** The listener's body timeout: a truncated body is answered 408 after this. */
const WIRE_BODY_TIMEOUT_MS = 150
/** Far above any answer (a 408 comes after WIRE_BODY_TIMEOUT_MS), far below "never". */
const WIRE_DEADLINE_MS = 5_000
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined

type JsonSchema = {
  type?: string | string[]
  enum?: unknown[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  additionalProperties?: JsonSchema | boolean
  items?: JsonSchema
  required?: string[]
  minimum?: number
  maximum?: number
  maxLength?: number
}

type Operation = {
  method: string
  path: string
  pathParams: string[]
  query: Record<string, JsonSchema>
  body?: JsonSchema
}

type Case = {
  method: string
  url: string
  headers: Record<string, string>
  body?: string
  /** Names the case may legitimately be told about (parameters and keys it sent). */
  names: string[]
}

type OpenApiDoc = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string; schema: JsonSchema }[]
        requestBody?: { content: Record<string, { schema: JsonSchema }> }
      }
    >
  >
}

function operationsOf(doc: OpenApiDoc): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      query: Object.fromEntries(
        (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema]),
      ),
      body: op.requestBody?.content['application/json']?.schema,
    })),
  )
}

// ---------------------------------------------------------------------------------------------
// Hostile values

const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007bell',
  '\u001b[31m',
  '\u007f',
  '\ud800',
  'x\udfffy',
  '\ufeffbom',
  '\u202eevil',
  'x'.repeat(10_000),
  '𝕏'.repeat(300),
  '日本語のテンプレート',
  'مرحبا',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%',
  '%00',
  '../../etc/passwd',
  'null',
  'undefined',
  'NaN',
  '1e309',
  '-1',
  '0x10',
  '٣',
  'İı',
  'a\tb\nc\r',
  '\\',
  '{}',
]
/** Already percent-encoded: broken escapes, invalid UTF-8, encoded controls and surrogates. */
const RAW_ESCAPES = [
  '%00',
  'a%00b',
  '%',
  '%zz',
  '%C0%80',
  '%ED%A0%80',
  '%FF',
  '%E0%A4%A',
  '%2F',
  '%7F',
  '%0A',
  '%01',
  '%C3%28',
  '%F4%90%80%80',
]
const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  -(2 ** 31),
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER,
]

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const wellFormed = (s: string) => !LONE_SURROGATE.test(s)

const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
)

const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
)

/** Any JSON value, biased to the hostile. */
const hostileJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { maxDepth: 3, depthSize: 'small' },
    { weight: 4, arbitrary: hostileScalar },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.oneof(hostileText, fc.string()), tie('value'), { maxKeys: 4 }),
    },
  ),
})).value

/** A value the schema accepts, or something close to it. */
function plausibleFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return hostileJson
  const variants = schema.anyOf ?? schema.oneOf
  if (variants?.length) return fc.oneof(...variants.map((v) => plausibleFor(v, depth + 1)))
  if (schema.enum?.length) return fc.constantFrom(...schema.enum)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string':
      return fc.string({ minLength: 1, maxLength: Math.min(schema.maxLength ?? 30, 30) })
    case 'integer':
    case 'number':
      return fc.integer({ min: schema.minimum ?? -5, max: Math.min(schema.maximum ?? 200, 200) })
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(plausibleFor(schema.items, depth + 1), { maxLength: 3 })
    case 'object':
      return objectFor(schema, depth)
    default:
      return hostileJson
  }
}

/** Either plausible (mostly) or hostile, for one field. */
const fieldValue = (schema: JsonSchema | undefined, depth = 0) =>
  fc.oneof(
    { weight: 3, arbitrary: plausibleFor(schema, depth) },
    { weight: 1, arbitrary: hostileJson },
  )

const camelCase = (key: string) => key.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase())

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const props = schema.properties ?? {}
  const known = fc.record(
    Object.fromEntries(
      Object.entries(props).map(([key, prop]) => [key, fieldValue(prop, depth + 1)]),
    ),
    { requiredKeys: [] },
  )
  const free =
    typeof schema.additionalProperties === 'object'
      ? fc.dictionary(fc.string({ maxLength: 12 }), plausibleFor(schema.additionalProperties), {
          maxKeys: 3,
        })
      : fc.constant({})
  // Unknown keys: the camelCase spelling of a real key, or anything.
  const unknown = fc.option(
    fc.tuple(
      fc.oneof(fc.constantFrom(...Object.keys(props).map(camelCase), 'extra'), hostileText),
      hostileScalar,
    ),
    { freq: 6 },
  )
  return fc
    .tuple(known, free, unknown)
    .map(([k, f, u]) => ({ ...f, ...k, ...(u && !(u[0] in props) ? { [u[0]]: u[1] } : {}) }))
}

// ---------------------------------------------------------------------------------------------
// Requests

function encodeText(text: string): string {
  return wellFormed(text) ? encodeURIComponent(text) : '%ED%A0%80'
}

const rawText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: hostileText.map(encodeText) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_ESCAPES) },
)

function queryValue(schema: JsonSchema): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: plausibleFor(schema).map((v) => encodeText(String(v))) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS).map(String) },
    { weight: 2, arbitrary: rawText },
  )
}

type BodyCase = { body?: string; contentType?: string }

const RAW_BODIES = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '123',
  'true',
  '\u0000',
  '\ufeff{}',
  '{"a":1,"a":2}',
  '['.repeat(20_000),
  `{"query":"${'x'.repeat(70_000)}"}`,
  'a=1&b=2',
]
const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'multipart/form-data',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/jsonx',
  'garbage',
  ';',
]

function bodyFor(op: Operation): fc.Arbitrary<BodyCase> {
  const json = op.body ? objectFor(op.body, 0) : hostileJson
  return fc.oneof(
    {
      weight: 6,
      arbitrary: json.map((v) => ({ body: JSON.stringify(v), contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: hostileJson.map((v) => ({
        body: JSON.stringify(v) ?? 'null',
        contentType: 'application/json',
      })),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        body: fc.constantFrom(...RAW_BODIES),
        contentType: fc.constantFrom(...CONTENT_TYPES),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        body: json.map((v) => JSON.stringify(v)),
        contentType: fc.constantFrom(...CONTENT_TYPES.slice(1)),
      }),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  )
}

const OTHER_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

function caseFor(op: Operation, ids: Record<string, string[]>): fc.Arbitrary<Case> {
  const segment = (name: string) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...(ids[name] ?? ['x'])).map(encodeURIComponent) },
      { weight: 3, arbitrary: rawText },
    )
  const params = fc.tuple(...op.pathParams.map(segment))
  const query = fc.tuple(
    fc.record(
      Object.fromEntries(Object.entries(op.query).map(([name, s]) => [name, queryValue(s)])),
      { requiredKeys: [] },
    ),
    fc.option(fc.tuple(rawText, rawText), { freq: 5 }),
  )
  const method = fc.oneof(
    { weight: 12, arbitrary: fc.constant(op.method) },
    { weight: 1, arbitrary: fc.constantFrom(...OTHER_METHODS) },
  )
  return fc
    .tuple(
      params,
      query,
      method,
      op.body || op.method !== 'GET' ? bodyFor(op) : fc.constant<BodyCase>({}),
    )
    .map(([segments, [known, extra], m, body]) => {
      let i = 0
      const path = op.path.replace(/\{[^}]+\}/g, () => segments[i++] ?? 'x')
      const pairs = Object.entries(known).map(([k, v]) => `${k}=${v}`)
      if (extra) pairs.push(`${extra[0]}=${extra[1]}`)
      const headers: Record<string, string> = {}
      if (body.contentType) headers['content-type'] = body.contentType
      return {
        method: m,
        url: pairs.length ? `${path}?${pairs.join('&')}` : path,
        headers,
        ...(body.body !== undefined && m !== 'GET' && m !== 'HEAD' ? { body: body.body } : {}),
        names: [
          ...op.pathParams,
          ...Object.keys(op.query),
          ...Object.keys(op.body?.properties ?? {}),
        ],
      }
    })
}

// ---------------------------------------------------------------------------------------------
// Over the wire

/** Sent as is; `undefined` sends no Content-Type at all. */
const WIRE_CONTENT_TYPES = [
  ...CONTENT_TYPES,
  undefined,
  'text/plain;charset=UTF-8',
  'x/y; boundary=',
]
/** Mostly JSON, so that many cases get past the edge into the routes' own body reading. */
const wireContentType = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8') },
  { weight: 3, arbitrary: fc.constantFrom(...WIRE_CONTENT_TYPES) },
)
const typeHeader = (type: string | undefined): Record<string, string> =>
  type === undefined ? {} : { 'content-type': type }
const MULTIPART_BODY =
  '--xyz\r\nContent-Disposition: form-data; name="query"\r\n\r\nbakery\r\n--xyz--\r\n'

/**
 * How the body goes out: whole; none (no Content-Length); truncated (a Content-Length larger
 * than the body, then the client waits); cut (the same, then the client half-closes and leaves).
 */
type Framing = 'whole' | 'none' | 'truncated' | 'cut'

type WireCase = RawRequest & { framing: Framing }

function wireCaseFor(op: Operation, ids: Record<string, string[]>): fc.Arbitrary<WireCase> {
  const json = op.body ? objectFor(op.body, 0) : hostileJson
  const body = fc.oneof(
    { weight: 3, arbitrary: json.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 2, arbitrary: fc.constant('') },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...RAW_BODIES, MULTIPART_BODY, 'query=x&limit=%FF&%zz=1'),
    },
  )
  const framing = fc.oneof(
    { weight: 8, arbitrary: fc.constant<Framing>('whole') },
    { weight: 2, arbitrary: fc.constant<Framing>('none') },
    { weight: 2, arbitrary: fc.constant<Framing>('truncated') },
    { weight: 1, arbitrary: fc.constant<Framing>('cut') },
  )
  return fc
    .tuple(caseFor(op, ids), wireContentType, body, framing, fc.integer({ min: 1, max: 500 }))
    .map(([c, contentType, text, frame, missing]) => {
      const bodyless = c.method === 'GET' || c.method === 'HEAD'
      const framed: Framing = bodyless && frame !== 'none' ? 'whole' : frame
      return {
        method: c.method,
        target: c.url,
        headers: typeHeader(contentType),
        framing: framed,
        ...(framed === 'none' || bodyless ? {} : { body: text }),
        ...(framed === 'truncated' || framed === 'cut'
          ? { declaredLength: Buffer.byteLength(text) + missing }
          : {}),
        ...(framed === 'cut' ? { halfClose: true } : {}),
      }
    })
}

/**
 * Not left to chance, on every call that takes a body, signed in: an empty body under each
 * content type (the search call never answered an empty form body), and a JSON body that stops
 * short of its Content-Length.
 */
function wireExamples(op: Operation, ids: Record<string, string[]>): [WireCase, boolean][] {
  const target = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => ids[name]?.[0] ?? 'x')
  const empty = WIRE_CONTENT_TYPES.map((type): WireCase => ({
    method: op.method,
    target,
    headers: typeHeader(type),
    body: '',
    framing: 'whole',
  }))
  const truncated: WireCase = {
    method: op.method,
    target,
    headers: typeHeader('application/json'),
    body: '{"',
    declaredLength: 100,
    framing: 'truncated',
  }
  return [...empty, truncated].map((c) => [c, true])
}

/** Page payloads and pages, with raw (mostly malformed) escapes in their path and query. */
const PAGE_WIRE_CASE: fc.Arbitrary<WireCase> = fc
  .tuple(
    fc.constantFrom(
      '/store/_payload.json',
      '/store/all/_payload.json',
      '/ja/store/_payload.json',
      '/store/{raw}/_payload.json',
      '/store/{raw}',
      '/ja/store/templates/{raw}',
    ),
    fc.constantFrom(...RAW_ESCAPES.filter((raw) => raw !== '%2F')),
    fc.array(
      fc.tuple(
        fc.constantFrom('page', 'sort', 'q', ...RAW_ESCAPES),
        fc.constantFrom(...RAW_ESCAPES),
      ),
      {
        maxLength: 2,
      },
    ),
    fc.constantFrom('GET', 'GET', 'HEAD', 'POST'),
    fc.constantFrom(...WIRE_CONTENT_TYPES),
  )
  .map(([path, raw, pairs, method, contentType]) => {
    const query = pairs.map(([k, v]) => `${k}=${v}`)
    if (path.endsWith('_payload.json')) query.unshift(raw)
    return {
      method,
      target: `${path.replace('{raw}', raw)}${query.length ? `?${query.join('&')}` : ''}`,
      headers: typeHeader(contentType),
      framing: 'whole' as const,
      ...(method === 'POST' ? { body: '' } : {}),
    }
  })

// ---------------------------------------------------------------------------------------------

describe.each(ENGINES)('fuzzing every /v2 call on %s', (engine) => {
  let t: TestApp
  let doc: OpenApiDoc
  let operations: Operation[]
  let accountId: string
  const ids: Record<string, string[]> = {}

  let server: ServerType | undefined
  let port: number

  beforeAll(async () => {
    t = await createTestApp({
      engine,
      templates: 12,
      config: { bodyTimeoutMs: WIRE_BODY_TIMEOUT_MS },
    })
    await new Promise<void>((resolve) => {
      server = startServer(t.app, { ...t.deps.config, port: 0 }, () => resolve())
    })
    port = (server!.address() as AddressInfo).port
    doc = (await (await t.request('/v2/openapi.json')).json()) as OpenApiDoc
    operations = operationsOf(doc)
    const { token } = await signUp(t)
    const me = (await (await t.request('/v2/account', { token })).json()) as {
      data: { id: string }
    }
    accountId = me.data.id
    const templates = await t.db.selectFrom('templates').select(['id', 'designer_id']).execute()
    ids.template_id = templates.map((r) => r.id)
    ids.designer_id = [...new Set(templates.map((r) => r.designer_id))]
    ids.sales_history_id = ['ord_missing']
  })
  afterAll(async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
    await t?.close()
  })

  it('enumerates every registered /v2 route and every spec §7 call', () => {
    const found = new Set(operations.map((op) => `${op.method} ${op.path}`))
    const registered = t.app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/v2/'))
      .map((r) => `${r.method} ${toOpenApiPath(r.path)}`)
    expect([...new Set(registered)].filter((route) => !found.has(route))).toEqual([])
    expect(SPEC_CALLS.filter((call) => !found.has(call))).toEqual([])
    expect(operations.length).toBeGreaterThanOrEqual(SPEC_CALLS.length)
  })

  it(`answers ${TOTAL_CASES} hostile requests without a 5xx, every 4xx a JSON error naming the problem`, async () => {
    const perOperation = Math.ceil(TOTAL_CASES / operations.length)
    let cases = 0
    const statuses = new Map<number, number>()
    for (const op of operations) {
      const property = fc.asyncProperty(caseFor(op, ids), fc.boolean(), async (c, signedIn) => {
        const headers = { ...c.headers }
        // A fresh token per case: a fuzzed logout or password change must not sign later cases out.
        if (signedIn) {
          headers.authorization = `Bearer ${(await issueAccessToken(t.db, accountId, t.deps.now())).token}`
        }
        const response = await t.app.request(c.url, {
          method: c.method,
          headers,
          ...(c.body !== undefined ? { body: c.body } : {}),
        })
        cases++
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        const label = `${c.method} ${c.url.slice(0, 200)} → ${response.status}`
        expect(response.status, label).toBeLessThan(500)
        if (response.status >= 400 && c.method !== 'HEAD') {
          expect(response.headers.get('content-type'), label).toMatch(/^application\/json/)
          const body = (await response.json()) as {
            error?: { code?: unknown; message?: unknown; field?: unknown }
          }
          expect(typeof body.error?.code, label).toBe('string')
          const message = String(body.error?.message ?? '')
          expect(message.length, label).toBeGreaterThan(8)
          if (typeof body.error?.field === 'string' && body.error.field !== '') {
            expect(message, label).toContain(body.error.field)
          }
          if (response.status === 400) {
            const named = c.names.some((name) => message.includes(name))
            const reason =
              /\b(path|query parameter|body|JSON|key|field|form|expected|required|must|invalid)\b/i
            expect(named || reason.test(message), `${label}: ${message}`).toBe(true)
          }
          if (response.status === 405) expect(response.headers.get('allow'), label).toBeTruthy()
        } else {
          await response.body?.cancel()
        }
      })
      await fc.assert(property, {
        numRuns: perOperation,
        ...(SEED !== undefined ? { seed: SEED } : {}),
      })
    }
    expect(cases).toBeGreaterThanOrEqual(1000)
    // The mix reaches the routes: successes and several kinds of refusal, not one answer for all.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(50)
    expect(statuses.get(400) ?? 0).toBeGreaterThan(200)
    console.info(`[fuzz ${engine}] ${cases} cases`, Object.fromEntries([...statuses].sort()))
  }, 180_000)

  it(`answers ${WIRE_CASES} requests over a real listener, whatever their framing, content type and escapes`, async () => {
    const perOperation = Math.ceil(WIRE_CASES / operations.length)
    const seen = new Map<string, number>()
    const check = async (c: WireCase, machine: boolean, signedIn = false) => {
      // Signed in, more cases get past the 401 to the routes' own body reading.
      const sent = signedIn
        ? {
            ...c.headers,
            authorization: `Bearer ${(await issueAccessToken(t.db, accountId, t.deps.now())).token}`,
          }
        : c.headers
      const answer = await rawRequest(port, { ...c, headers: sent }, WIRE_DEADLINE_MS)
      const label = `${c.method} ${c.target.slice(0, 200)} [${c.headers?.['content-type'] ?? 'no type'}, ${c.framing} body]`
      expect(answer, `${label}: no answer within ${WIRE_DEADLINE_MS} ms`).toBeDefined()
      const { status, headers, body } = answer!
      seen.set(`${c.framing} ${status}`, (seen.get(`${c.framing} ${status}`) ?? 0) + 1)
      expect(status, `${label} → ${status}`).toBeLessThan(500)
      if (status >= 400 && machine && c.method !== 'HEAD') {
        expect(headers['content-type'], `${label} → ${status}`).toMatch(/^application\/json/)
        const error = (JSON.parse(body) as { error?: { code?: unknown; message?: unknown } }).error
        expect(typeof error?.code, label).toBe('string')
        expect(String(error?.message ?? '').length, label).toBeGreaterThan(8)
      }
    }
    for (const op of operations) {
      const examples = op.method === 'GET' ? [] : wireExamples(op, ids)
      await fc.assert(
        fc.asyncProperty(wireCaseFor(op, ids), fc.boolean(), (c, signedIn) =>
          check(c, true, signedIn),
        ),
        {
          // fast-check counts the examples in numRuns: they come on top of the random cases.
          numRuns: perOperation + examples.length,
          examples,
          ...(SEED !== undefined ? { seed: SEED } : {}),
        },
      )
    }
    await fc.assert(
      fc.asyncProperty(PAGE_WIRE_CASE, (c) =>
        check(c, c.target.split('?')[0]!.endsWith('_payload.json')),
      ),
      { numRuns: 40, ...(SEED !== undefined ? { seed: SEED } : {}) },
    )
    console.info(`[fuzz ${engine} wire]`, Object.fromEntries([...seen].sort()))
    // Every framing was tried, and truncated bodies were answered 408 at least once.
    for (const framing of ['whole', 'none', 'truncated', 'cut']) {
      expect(
        [...seen.keys()].some((key) => key.startsWith(`${framing} `)),
        framing,
      ).toBe(true)
    }
    expect(seen.get('truncated 408') ?? 0).toBeGreaterThan(0)
  }, 180_000)
})
