// GET /v2/store/prices: every tier's price (spec §3 Store price), sorted by yen ascending.
import * as v from 'valibot'
import { TIERS } from '../enums'
import { integer } from './fields'

export const storePrice = v.strictObject({
  tier: v.picklist(TIERS),
  price_jpy: integer(),
  price_usd: v.number(),
})
export const priceResponse = v.strictObject({ data: v.array(storePrice) })
