import { limitConcurrency } from './concurrency-limit'

/**
 * What a route preload (a link's hover or focus) waits for before its loaders run: its turn, at
 * most `limit` preloads at once (spec §9), then the page's `_payload.json` when there is one
 * (spec §7), which fills the query cache so the loaders ask the API nothing. The root route's
 * `beforeLoad` enters the gate when the router says `preload`; the turn ends when the router
 * aborts that preload's controller, which it does once the preload has settled.
 */
export type PreloadGate = {
  enter(publicHref: string, signal: AbortSignal): Promise<void>
  /** Preloads under way, and preloads waiting for their turn. */
  active(): number
  queued(): number
}

export function createPreloadGate(options: {
  limit: number
  loadPayload?: ((publicHref: string) => Promise<unknown>) | undefined
}): PreloadGate {
  const turns = limitConcurrency(
    (signal: AbortSignal, started: () => void) =>
      new Promise<void>((ended) => {
        started()
        if (signal.aborted) ended()
        else signal.addEventListener('abort', () => ended(), { once: true })
      }),
    options.limit,
  )
  return {
    async enter(publicHref, signal) {
      await new Promise<void>((started) => void turns(signal, started))
      await options.loadPayload?.(publicHref)
    },
    active: turns.active,
    queued: turns.queued,
  }
}
