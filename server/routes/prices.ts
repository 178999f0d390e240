// GET /v2/store/prices: tier prices, sorted by yen ascending (spec §3 Store price).
import type { Hono } from 'hono'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '../app-env'
import { describeRoute } from '../openapi'

export type WirePrice = { tier: string; price_jpy: number; price_usd: number }

/** Prices change only with a deploy; a minute of caching spares every page view a query. */
const PRICE_TTL_MS = 60_000
const cache = new WeakMap<object, { prices: WirePrice[]; expires: number }>()

export async function loadPrices(deps: AppDeps): Promise<WirePrice[]> {
  const cached = cache.get(deps.db)
  if (cached && cached.expires > Date.now()) return cached.prices
  const rows = await deps.db
    .selectFrom('tier_prices')
    .select(['tier', 'price_jpy', 'price_usd_cents'])
    .orderBy('price_jpy', 'asc')
    .orderBy('price_usd_cents', 'asc')
    .orderBy('tier', 'asc')
    .execute()
  const prices = rows.map((r) => ({
    tier: r.tier,
    price_jpy: Number(r.price_jpy),
    price_usd: Number(r.price_usd_cents) / 100,
  }))
  cache.set(deps.db, { prices, expires: Date.now() + PRICE_TTL_MS })
  return prices
}

const priceResponse = z.object({
  data: z.array(z.object({ tier: z.string(), price_jpy: z.number().int(), price_usd: z.number() })),
})

export function registerPriceRoutes(app: Hono<AppEnv>): void {
  describeRoute({
    method: 'get',
    path: '/v2/store/prices',
    summary: 'Price of every tier in yen and US dollars, sorted by yen ascending',
    tags: ['store'],
    auth: false,
    response: priceResponse,
  })
  app.get('/v2/store/prices', async (c) => c.json({ data: await loadPrices(c.var.deps) }))
}
