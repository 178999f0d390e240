// The /v2/store commerce contract: sales histories and receipts, the review and sandbox tokens,
// and checkout. Written once: server/routes/commerce.ts validates with these schemas and
// documents them; the client's types are inferred from them (catalogue/api-contract.ts).
import { z } from 'zod'
import { LANGUAGES, TIERS } from '../enums'
import { cappedLimitQuery } from './fields'

/** Sales histories: the page-size cap. */
export const SALES_HISTORY_LIMIT = 100

const currency = z.enum(['jpy', 'usd'])

export const checkoutTemplateParams = z.object({
  template_id: z.string().trim().min(1, 'is required').max(200),
})
export const salesHistoryParams = z.object({
  sales_history_id: z.string().trim().min(1, 'is required').max(200),
})

export const sandboxQuery = z.object({
  language: z.enum(LANGUAGES).optional(),
  lang: z.enum(LANGUAGES).optional(),
  currency: currency.optional(),
})
export const checkoutBody = z.strictObject({
  coupon_code: z.string().trim().min(1).max(64).optional(),
})
export const salesHistoryQuery = z.object({
  type: z.enum(['purchased', 'sold'], { error: 'must be purchased or sold' }),
  limit: cappedLimitQuery(SALES_HISTORY_LIMIT).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
})

/** A short-lived token for the review page or a template's sandbox. */
export const capabilityTokenResponse = z.strictObject({
  data: z.strictObject({
    token: z.string(),
    expires_at: z.string(),
    sandbox_url: z.string().optional(),
  }),
})
export const checkoutResponse = z.strictObject({
  data: z.strictObject({
    order_id: z.string(),
    checkout_url: z.string(),
    amount: z.number().int(),
    currency,
    test_mode: z.literal(true),
  }),
})
export const salesHistory = z.strictObject({
  sales_history_id: z.string(),
  template_id: z.string(),
  template_title: z.string(),
  tier: z.enum(TIERS),
  amount: z.number().int().describe('minor units: yen, or US cents'),
  currency,
  purchased_at: z.string(),
})
export const salesHistoryResponse = z.strictObject({
  data: z.strictObject({
    sales_histories: z.array(salesHistory),
    meta: z.strictObject({ total_count: z.number().int() }),
  }),
})
export const receiptUrlResponse = z.strictObject({
  data: z.strictObject({ receipt_url: z.string(), expires_at: z.string() }),
})
