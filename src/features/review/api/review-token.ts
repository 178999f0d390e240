import { queryOptions } from '@tanstack/react-query'
import type { Envelope } from '#catalogue/api-contract'
import { apiRequest } from '#src/lib/api-client'

export type ReviewToken = { token: string } & Record<string, unknown>

/** GET /v2/store/review/token: the token the template-review page hands to the editor. */
export async function getReviewToken(signal?: AbortSignal): Promise<ReviewToken> {
  const res = await apiRequest<Envelope<ReviewToken>>(
    '/v2/store/review/token',
    signal ? { signal } : {},
  )
  return res.data
}

export function reviewTokenQueryOptions() {
  return queryOptions({
    queryKey: ['review', 'token'] as const,
    queryFn: ({ signal }) => getReviewToken(signal),
    staleTime: 0,
  })
}
