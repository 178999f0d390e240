// GET /v2/store/prices: tier prices, sorted by yen ascending (spec §3 Store price).
import type { Hono } from 'hono'
import { priceResponse } from '#catalogue/api/prices'
import type { AppDeps, AppEnv } from '../app-env'
import { changeFeedOf, type ChangeFeed } from '../data-changes'
import { describeRoute } from '../openapi'

export type WirePrice = { tier: string; price_jpy: number; price_usd: number }

/**
 * Prices are kept until the change feed says they changed (`npm run admin -- price`), which
 * spares every page view a query; while the feed is down they are read every time, since a
 * change might go unheard. Checkout reads the database, so both always agree.
 */
const cache = new WeakMap<object, WirePrice[]>()

export async function loadPrices(deps: AppDeps): Promise<WirePrice[]> {
  const feed = changeFeedOf(deps.db)
  const cached = feed.live ? cache.get(deps.db) : undefined
  if (cached) return cached
  const heardBefore = feed.heard
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
  // A change heard while reading may not be in what was read: keep nothing then.
  if (feed.live && feed.heard === heardBefore) cache.set(deps.db, prices)
  return prices
}

export function registerPriceRoutes(app: Hono<AppEnv>, changes: ChangeFeed): void {
  changes.subscribe((change) => {
    if (change.kind === 'prices' || change.kind === 'resync') cache.delete(changes.db)
  })
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
