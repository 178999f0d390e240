import type { StoreActors } from './app/actors/create-store-actors'

/**
 * TanStack Router reloads the page by itself when a lazy route component fails to import, once
 * per error message per tab. The build actor is the one place that decides about reloads (only
 * with a newer build, never twice within 10 s), so the router's own reload is switched off for
 * every chunk error the actor is told about, by setting the key it checks.
 */
export function claimChunkReload(error: unknown): void {
  const message = (error as { message?: unknown } | null)?.message
  if (typeof message !== 'string' || typeof sessionStorage === 'undefined') return
  try {
    sessionStorage.setItem(`tanstack_router_reload:${message}`, '1')
  } catch {
    // Blocked storage: the router may reload once on its own, which is no worse than before.
  }
}

/** Chunk failures outside a route load (Vite's preload helper) count too. */
export function watchPreloadErrors(
  actors: Pick<StoreActors, 'build'>,
  now: () => number = Date.now,
) {
  if (typeof window === 'undefined') return () => {}
  const onPreloadError = (event: Event) => {
    claimChunkReload((event as Event & { payload?: unknown }).payload)
    actors.build.send({ type: 'navigation.chunkError', at: now() })
    // Without a newer build the error is real; with one, the build actor reloads the page.
    if (actors.build.getSnapshot().matches('reloading')) event.preventDefault()
  }
  window.addEventListener('vite:preloadError', onPreloadError)
  return () => window.removeEventListener('vite:preloadError', onPreloadError)
}
