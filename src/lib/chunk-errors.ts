import type { ActorRefFrom } from 'xstate'
import type { buildMachine } from '#machines/build'

// Chunk-load failures after a deploy: what they look like, and how the router's own reload is
// handed to the build actor (the chunk-reload guard, machines/build.ts).
// The messages browsers give when a lazily loaded chunk is gone (a deploy removed it). Same list
// as TanStack Router's own check, plus Vite's CSS preload failure.
const CHUNK_ERROR_PREFIXES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
]

export function isChunkLoadError(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false
  const { message, name } = error as { message?: unknown; name?: unknown }
  if (name === 'ChunkLoadError') return true
  return typeof message === 'string' && CHUNK_ERROR_PREFIXES.some((p) => message.startsWith(p))
}

/**
 * TanStack Router reloads the page by itself when a lazy route component fails to import, once
 * per error message per tab. The build actor is the one place that decides about reloads (only
 * with a newer build, never twice within 10 s), so the router's own reload is switched off for
 * every chunk error the actor is told about, by setting the key it checks. The router offers no
 * public switch for that reload (it lives in `lazyRouteComponent`); the key is its record of a
 * reload already had, and tests/component/chunk-reload-claim.test.tsx runs the installed router
 * against it, so an upgrade that changes the key fails there.
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
  actors: { build: ActorRefFrom<typeof buildMachine> },
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
