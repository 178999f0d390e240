import type { Kysely } from 'kysely'
import type { ServerConfig } from './config'
import type { Engine } from './db/database'
import type { ServiceLifecycle } from './lifecycle'
import type { Database } from './db/schema'
import type { RenderSource } from './render/render-build'

export type AppDeps = {
  db: Kysely<Database>
  engine: Engine
  config: ServerConfig
  /** Injected clock so token expiry and rate limits are testable. */
  now: () => Date
  /** Draining after SIGTERM (server/lifecycle.ts); absent in tests that never stop. */
  lifecycle?: ServiceLifecycle
  /** Development: pages are rendered from Vite's dev server instead of dist/ (server/dev-ssr.ts). */
  renderSource?: RenderSource
}

/** The signed-in account behind a request's bearer token. */
export type AuthAccount = {
  id: string
  email: string
  language: 'en' | 'ja'
  isAdmin: boolean
}

export type AppEnv = {
  Variables: {
    deps: AppDeps
    account: AuthAccount | null
    /**
     * CSP sources (`'sha256-…'`) of a rendered page's inline scripts: pages are kept and sent
     * again byte for byte, so their scripts are admitted by hash rather than a per-answer nonce.
     */
    pageScriptSources?: string[]
  }
}
