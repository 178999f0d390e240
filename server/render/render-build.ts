// What a render bundle is to the server: its exports, a loaded build and where builds come from.
// Kept apart from store-pages.ts so that app-env.ts can name a render source without importing
// the renderer (which imports app-env.ts).
import type { ServerManifest } from '@tanstack/router-core'
import type { StoreConfig } from '#catalogue/store-config'
import type { StoreManifest } from './router-manifest'

/** What the render bundle exports (src/entry-server.tsx), typed here without importing it. */
export type RenderOptions = {
  request: Request
  apiFetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>
  config: StoreConfig
  manifest: ServerManifest
}
export type Rendered = Promise<{ response: Response; personalised: boolean }>
export type RenderBundle = {
  renderStorePage(options: RenderOptions): Rendered
  loadStorePayload(options: RenderOptions): Rendered
}

export type LoadedBuild = {
  stamp: string
  buildId: string
  bundle: RenderBundle
  manifest: StoreManifest
}

/** Where the render bundle comes from: dist/ by default, Vite's dev server in development. */
export type RenderSource = () => Promise<LoadedBuild | undefined>
