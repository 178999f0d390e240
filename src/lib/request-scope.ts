// What a server render knows about the request it is rendering: its cookies, the in-process
// API, the runtime config. The browser has none of this (it has document.cookie and fetch), so
// the scope is undefined there. The server entry installs a resolver backed by
// AsyncLocalStorage, so concurrent renders never see each other's cookies; this module stays
// free of node: imports and imports cleanly in the browser bundle.
import type { StoreConfig } from '#catalogue/store-config'

export type RequestScope = {
  /** The request's `Cookie` header ('' without one). */
  cookieHeader: string
  /** Fetch of the API within the server process (the Hono app), never over the network. */
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>
  config: StoreConfig
  /** The request's User-Agent: the error page serves crawlers a bare page (spec §4). */
  userAgent: string
}

type ScopeHolder = { resolve: () => RequestScope | undefined }

// Kept on globalThis, not in a module variable: a server that loads a new build's bundle holds
// two copies of this module, and every copy must see the scope the current entry installed.
const HOLDER_KEY = Symbol.for('template-store.request-scope')
const holder = ((globalThis as Record<symbol, unknown>)[HOLDER_KEY] ??= {
  resolve: () => undefined,
}) as ScopeHolder

/** Installed by the server entry. */
export function setRequestScopeResolver(resolver: () => RequestScope | undefined): void {
  holder.resolve = resolver
}

export function currentRequestScope(): RequestScope | undefined {
  return holder.resolve()
}

/**
 * The visitor's user agent: the request's on the server, the browser's own after it, the same
 * string either way, so what the server drew from it hydrates unchanged.
 */
export function currentUserAgent(): string {
  const scope = currentRequestScope()
  if (scope) return scope.userAgent
  return typeof navigator === 'undefined' ? '' : navigator.userAgent
}
