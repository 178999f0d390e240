// GET /v2/store/prices: every tier's price (spec §3 Store price), sorted by yen ascending.
import { z } from 'zod'
import { TIERS } from '../enums'

export const storePrice = z.strictObject({
  tier: z.enum(TIERS),
  price_jpy: z.number().int(),
  price_usd: z.number(),
})
export const priceResponse = z.strictObject({ data: z.array(storePrice) })
