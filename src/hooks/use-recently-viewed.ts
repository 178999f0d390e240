// The recently viewed list in localStorage, shared by every view that shows or changes it (and
// other tabs, through the storage event). The server has no list: it and the hydrating browser
// render an empty one, and the stored list follows right after hydration.
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { RECENTLY_VIEWED_KEY, parseRecentlyViewed, withViewed } from '#src/lib/recently-viewed'

const NONE: readonly string[] = []
const listeners = new Set<() => void>()
// The snapshot must be the same array while the stored text is: useSyncExternalStore compares.
let snapshot: { text: string | null; list: readonly string[] } = { text: null, list: NONE }

function storedText(): string | null {
  try {
    return localStorage.getItem(RECENTLY_VIEWED_KEY)
  } catch {
    // Storage refused (privacy settings, a sandboxed frame): no history.
    return null
  }
}

function currentList(): readonly string[] {
  const text = storedText()
  if (text !== snapshot.text) snapshot = { text, list: parseRecentlyViewed(text) }
  return snapshot.list
}

function store(list: readonly string[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(RECENTLY_VIEWED_KEY)
    else localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(list))
  } catch {
    // Full or refused: the visit simply is not remembered.
  }
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === RECENTLY_VIEWED_KEY || event.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The list, most recent first; empty on the server and while hydrating. */
export function useRecentlyViewed(): { ids: readonly string[]; clear: () => void } {
  const ids = useSyncExternalStore(subscribe, currentList, () => NONE)
  const clear = useCallback(() => store(NONE), [])
  return { ids, clear }
}

/** Puts the template at the front of the list once the page runs in the browser. */
export function useRecordView(templateId: string): void {
  useEffect(() => {
    store(withViewed(currentList(), templateId))
  }, [templateId])
}
