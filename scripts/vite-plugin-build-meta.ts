// Writes the files the app polls to notice a new deploy (spec §4/§7): `builds/latest.json`
// ({ id, timestamp }) and `builds/meta/{id}.json` (the build's route-rules manifest), and bakes the
// same id and timestamp into the bundle so a running tab can tell it is no longer the latest.
// Both come from the source (scripts/build-id.mjs), so every host builds the same files.
import type { Plugin } from 'vite'
import { sourceBuildId, sourceTimestamp } from './build-id.mjs'

export type BuildMeta = { id: string; timestamp: number }

export type BuildMetaOptions = {
  /** Fixed id; defaults to BUILD_ID from the environment or the hash of the sources. */
  id?: string
}

/** Route rules a server or CDN can apply; hashed assets never change under their name. */
export const ROUTE_RULES = {
  '/assets/**': { headers: { 'cache-control': 'public, max-age=31536000, immutable' } },
  '/builds/**': { headers: { 'cache-control': 'no-cache' } },
} as const

export function buildMetaPlugin(options: BuildMetaOptions = {}): Plugin {
  let meta: BuildMeta
  return {
    name: 'store:build-meta',
    apply: 'build',
    config() {
      meta = {
        id: options.id ?? process.env.BUILD_ID ?? sourceBuildId(),
        timestamp: process.env.BUILD_TIMESTAMP
          ? Number(process.env.BUILD_TIMESTAMP)
          : sourceTimestamp(),
      }
      return {
        define: {
          'import.meta.env.VITE_BUILD_ID': JSON.stringify(meta.id),
          'import.meta.env.VITE_BUILD_TIMESTAMP': JSON.stringify(String(meta.timestamp)),
        },
      }
    },
    generateBundle(outputOptions) {
      // Only the browser bundle carries build files; an SSR build has no `builds/` to serve.
      if (this.environment && this.environment.name !== 'client') return
      void outputOptions
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: `${JSON.stringify(meta)}\n`,
      })
      this.emitFile({
        type: 'asset',
        fileName: `builds/meta/${meta.id}.json`,
        source: `${JSON.stringify({ ...meta, routeRules: ROUTE_RULES }, null, 2)}\n`,
      })
    },
  }
}
