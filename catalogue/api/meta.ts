// The service's own calls: health checks, the benchmark baseline and this API's description.
import { z } from 'zod'

const engine = z.enum(['sqlite', 'postgres'])

export const healthResponse = z.strictObject({
  data: z.strictObject({ status: z.literal('ok'), engine }),
})
export const livenessResponse = z.strictObject({
  data: z.strictObject({ status: z.literal('live') }),
})
export const readinessResponse = z.strictObject({
  data: z.strictObject({ status: z.literal('ready'), engine }),
})
export const benchStaticResponse = z.strictObject({
  data: z.strictObject({ ok: z.literal(true) }),
})
// The document's inside is OpenAPI's own schema; only its frame is ours to promise.
export const openApiResponse = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
})
