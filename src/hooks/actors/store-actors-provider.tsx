import { createContext, useContext, type ReactNode } from 'react'
import type { StoreRuntime } from './create-store-actors'

const StoreRuntimeContext = createContext<StoreRuntime | null>(null)

export type StoreActorsProviderProps = { runtime: StoreRuntime; children?: ReactNode }

/**
 * Hands the app's actors (session, layout, locale, build), their I/O and the dev inspector to
 * the hooks below. The runtime is created once per page by the app (or by a test with fake I/O).
 */
export function StoreActorsProvider({ runtime, children }: StoreActorsProviderProps) {
  return <StoreRuntimeContext.Provider value={runtime}>{children}</StoreRuntimeContext.Provider>
}

export function useStoreRuntime(): StoreRuntime {
  const runtime = useContext(StoreRuntimeContext)
  if (!runtime) throw new Error('Store hooks must be called inside <StoreActorsProvider>')
  return runtime
}
