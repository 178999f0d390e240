// The /v2/store commerce contract: sales histories and receipts, the review and sandbox tokens,
// and checkout. Written once: server/routes/commerce.ts validates with these schemas and
// documents them; the client's types are inferred from them (catalogue/api-contract.ts).
import * as v from 'valibot'
import { LANGUAGES, TIERS } from '../enums'
import { cappedLimitQuery, integer, queryInteger, text } from './fields'

/** Sales histories: the page-size cap. */
export const SALES_HISTORY_LIMIT = 100

const currency = v.picklist(['jpy', 'usd'])

export const checkoutTemplateParams = v.object({ template_id: text(200, { min: 1 }) })
export const salesHistoryParams = v.object({ sales_history_id: text(200, { min: 1 }) })

export const sandboxQuery = v.object({
  language: v.optional(v.picklist(LANGUAGES)),
  lang: v.optional(v.picklist(LANGUAGES)),
  currency: v.optional(currency),
})
/** A choice as sent; catalogue/personalise.ts decides what it may be (the route says why not). */
const personalText = v.optional(v.pipe(v.string(), v.maxLength(1000)))
/**
 * "Try it as yours" (issue 31): the business the buyer saw in the preview. The checkout's pages
 * carry it, and the return to the template page after payment, so its editor link starts there.
 */
export const checkoutPersonalise = v.pipe(
  v.strictObject({
    name: personalText,
    tagline: personalText,
    accent: personalText,
    lang: personalText,
  }),
  v.description(
    'The business name (at most 60 characters), tagline (at most 120), accent (#rrggbb) and ' +
      'site language (en or ja) the buyer chose in the preview; the checkout page and the ' +
      'return to the template carry them.',
  ),
)
export const checkoutBody = v.strictObject({
  coupon_code: v.optional(text(64, { min: 1 })),
  personalise: v.optional(checkoutPersonalise),
})
export const salesHistoryQuery = v.object({
  type: v.picklist(['purchased', 'sold'], 'must be purchased or sold'),
  limit: v.optional(cappedLimitQuery(SALES_HISTORY_LIMIT), '50'),
  offset: v.optional(
    v.pipe(queryInteger('Sales histories to skip, from 0 to 100000'), v.maxValue(100_000)),
    '0',
  ),
})

/** A short-lived token for the review page or a template's sandbox. */
export const capabilityTokenResponse = v.strictObject({
  data: v.strictObject({
    token: v.string(),
    expires_at: v.string(),
    sandbox_url: v.optional(v.string()),
  }),
})
export const checkoutResponse = v.strictObject({
  data: v.strictObject({
    order_id: v.string(),
    checkout_url: v.string(),
    amount: integer(),
    currency,
    test_mode: v.literal(true),
  }),
})
const salesHistory = v.strictObject({
  sales_history_id: v.string(),
  template_id: v.string(),
  template_title: v.string(),
  tier: v.picklist(TIERS),
  amount: v.pipe(v.number(), v.integer(), v.description('minor units: yen, or US cents')),
  currency,
  purchased_at: v.string(),
})
export const salesHistoryResponse = v.strictObject({
  data: v.strictObject({
    sales_histories: v.array(salesHistory),
    meta: v.strictObject({ total_count: integer() }),
  }),
})
export const receiptUrlResponse = v.strictObject({
  data: v.strictObject({ receipt_url: v.string(), expires_at: v.string() }),
})
