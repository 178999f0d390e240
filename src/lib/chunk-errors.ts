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
