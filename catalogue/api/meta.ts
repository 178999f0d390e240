// The service's own calls: health checks, the benchmark baseline and this API's description.
import * as v from 'valibot'

const engine = v.picklist(['sqlite', 'postgres'])

const count = v.pipe(v.number(), v.integer(), v.minValue(0))

export const healthResponse = v.strictObject({
  data: v.strictObject({
    status: v.literal('ok'),
    engine,
    /**
     * Template pages rendered ahead (decision 041), when this instance renders them: how many it
     * wants, how many it keeps, and whether each was rendered since the last catalogue change.
     */
    pages_ahead: v.optional(v.strictObject({ wanted: count, kept: count, complete: v.boolean() })),
  }),
})
export const livenessResponse = v.strictObject({
  data: v.strictObject({ status: v.literal('live') }),
})
export const readinessResponse = v.strictObject({
  data: v.strictObject({ status: v.literal('ready'), engine }),
})
export const benchStaticResponse = v.strictObject({
  data: v.strictObject({ ok: v.literal(true) }),
})
// The document's inside is OpenAPI's own schema; only its frame is ours to promise.
export const openApiResponse = v.looseObject({
  openapi: v.literal('3.1.0'),
  info: v.looseObject({ title: v.string(), version: v.string() }),
  paths: v.record(v.string(), v.record(v.string(), v.unknown())),
})
