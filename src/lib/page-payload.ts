// Spec §7 `{page}/_payload.json?{buildHash}`: when a link is preloaded (hover, focus), the page's
// loader data comes in one request, already in the query cache's own dehydrated form; the
// loaders then find everything fresh and ask the API nothing. A failed or foreign payload is
// ignored: the loaders fetch as they would have anyway.
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query'

export const PAYLOAD_FILE = '_payload.json'

/** '/ja/store/all?page=2' → '/ja/store/all/_payload.json?{build}&page=2'. */
export function payloadUrl(publicHref: string, buildId: string): string {
  const url = new URL(publicHref, 'http://store.invalid')
  const path = url.pathname.replace(/\/+$/, '')
  const rest = url.search.replace(/^\?/, '')
  return `${path}/${PAYLOAD_FILE}?${encodeURIComponent(buildId)}${rest ? `&${rest}` : ''}`
}

type Payload = { build?: unknown; queries?: DehydratedState }

export function createPayloadLoader(options: {
  queryClient: QueryClient
  buildId: string
  /** A payload fetched this recently is not fetched again (the query cache's freshness). */
  freshForMs: number
  now?: () => number
  fetch?: typeof fetch
}) {
  const fetchedAt = new Map<string, number>()
  const now = options.now ?? Date.now
  return async function loadPayload(publicHref: string): Promise<boolean> {
    const url = payloadUrl(publicHref, options.buildId)
    const at = fetchedAt.get(url)
    if (at !== undefined && now() - at < options.freshForMs) return true
    try {
      const response = await (options.fetch ?? globalThis.fetch)(url, {
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
      })
      if (!response.ok) return false
      const payload = (await response.json()) as Payload
      // A payload of another build may describe other routes: not worth the risk.
      if (payload.build !== options.buildId || !payload.queries) return false
      hydrate(options.queryClient, payload.queries)
      fetchedAt.set(url, now())
      return true
    } catch {
      return false
    }
  }
}
