import { queryOptions } from '@tanstack/react-query'
import type { Envelope, StorePrice } from '#catalogue/api-contract'
import { apiRequest } from '#src/lib/api-client'

/** GET /v2/store/prices: tier prices, sorted by yen ascending (spec §3). */
export async function getPrices(signal?: AbortSignal): Promise<StorePrice[]> {
  const res = await apiRequest<Envelope<StorePrice[]>>('/v2/store/prices', signal ? { signal } : {})
  return [...res.data].sort((a, b) => a.priceJpy - b.priceJpy)
}

export function pricesQueryOptions() {
  return queryOptions({
    queryKey: ['prices'] as const,
    queryFn: ({ signal }) => getPrices(signal),
    // Tier prices change with a deploy, not during a visit.
    staleTime: 60 * 60 * 1000,
  })
}
