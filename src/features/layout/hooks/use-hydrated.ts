import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

/**
 * False while React hydrates the server's HTML (and on the server), true in every render after.
 * What only the browser knows (its width, its user agent) must not shape the first render, or
 * it differs from the server's HTML; this lets a component switch right after hydration, and
 * costs nothing on client-side navigations, which render with `true` from the start.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}
