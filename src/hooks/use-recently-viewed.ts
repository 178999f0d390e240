// The recently viewed list, shared by every view that shows or changes it (and other tabs, which
// the app's io reports). Stored in the browser only, through the app's io (local storage): the
// server has no list, it and the hydrating browser render an empty one, and the stored list
// follows right after hydration.
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { parseRecentlyViewed, withViewed } from '#src/lib/recently-viewed'
import { useStoreRuntime } from '#src/hooks/actors/store-actors-provider'
import type { StoreIo } from '#src/hooks/actors/store-io'

type ListIo = Pick<StoreIo, 'readRecentlyViewed' | 'writeRecentlyViewed' | 'watchRecentlyViewed'>

const NONE: readonly string[] = []
// This page's views of the list: one write tells them all (the storage event is other tabs').
const listeners = new Set<() => void>()
// The snapshot must be the same array while the stored text is: useSyncExternalStore compares.
let snapshot: { text: string | null; list: readonly string[] } = { text: null, list: NONE }

function currentList(io: ListIo): readonly string[] {
  const text = io.readRecentlyViewed()
  if (text !== snapshot.text) snapshot = { text, list: parseRecentlyViewed(text) }
  return snapshot.list
}

function store(io: ListIo, list: readonly string[]): void {
  io.writeRecentlyViewed(list)
  listeners.forEach((listener) => listener())
}

/** The list, most recent first; empty on the server and while hydrating. */
export function useRecentlyViewed(): { ids: readonly string[]; clear: () => void } {
  const { io } = useStoreRuntime()
  const subscribe = useCallback(
    (listener: () => void) => {
      listeners.add(listener)
      const unwatch = io.watchRecentlyViewed(listener)
      return () => {
        listeners.delete(listener)
        unwatch()
      }
    },
    [io],
  )
  const ids = useSyncExternalStore(
    subscribe,
    () => currentList(io),
    () => NONE,
  )
  const clear = useCallback(() => store(io, NONE), [io])
  return { ids, clear }
}

/** Puts the template at the front of the list once the page runs in the browser. */
export function useRecordView(templateId: string): void {
  const { io } = useStoreRuntime()
  useEffect(() => {
    store(io, withViewed(currentList(io), templateId))
  }, [io, templateId])
}
