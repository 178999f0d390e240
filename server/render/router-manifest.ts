// Turns Vite's client build manifest (dist/client/.vite/manifest.json) into the manifest TanStack
// Router renders into each page: the entry script and its CSS for the root route, and for every
// route the chunk of its component with that chunk's CSS, so a server-rendered page links the
// styles it shows (no unstyled flash, no layout shift) and preloads the scripts it hydrates with.
import type { ServerManifest } from '@tanstack/router-core'

export type ViteManifestChunk = {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export type ViteManifest = Record<string, ViteManifestChunk>

export const CLIENT_ENTRY = 'src/entry-client.tsx'
const ROUTES_DIR = 'src/routes/'
const COMPONENT_SPLIT = '?tsr-split=component'

/** 'src/routes/store/designers/index.tsx' → '/store/designers/'; '…/all.tsx' → '/store/all'. */
export function routeIdOfFile(file: string): string | undefined {
  if (!file.startsWith(ROUTES_DIR)) return undefined
  const withoutExtension = file.slice(ROUTES_DIR.length).replace(/\.tsx?$/, '')
  if (withoutExtension === '__root') return '__root__'
  const id = `/${withoutExtension}`
  return id.endsWith('/index') ? id.slice(0, -'index'.length) : id
}

/** The chunk and everything it imports statically, each once, in load order. */
function staticClosure(manifest: ViteManifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return []
  seen.add(key)
  const chunk = manifest[key]
  return [...(chunk.imports ?? []).flatMap((child) => staticClosure(manifest, child, seen)), key]
}

const href = (file: string) => `/${file}`

export function buildRouterManifest(manifest: ViteManifest): ServerManifest {
  const entry = manifest[CLIENT_ENTRY]
  if (!entry) throw new Error(`The client build manifest has no ${CLIENT_ENTRY} entry`)
  const rootKeys = staticClosure(manifest, CLIENT_ENTRY)
  const inRoot = new Set(rootKeys)
  const cssOf = (keys: string[]) => [...new Set(keys.flatMap((k) => manifest[k]?.css ?? []))]

  const routes: ServerManifest['routes'] = {
    __root__: {
      preloads: rootKeys.map((k) => href(manifest[k]!.file)),
      css: cssOf(rootKeys).map(href),
      scripts: [{ attrs: { type: 'module', src: href(entry.file) } }],
    },
  }
  for (const key of Object.keys(manifest)) {
    if (!key.endsWith(COMPONENT_SPLIT)) continue
    const routeId = routeIdOfFile(key.slice(0, -COMPONENT_SPLIT.length))
    if (!routeId) continue
    const keys = staticClosure(manifest, key).filter((k) => !inRoot.has(k))
    routes[routeId] = {
      preloads: keys.map((k) => href(manifest[k]!.file)),
      css: cssOf(keys).map(href),
    }
  }
  return { routes }
}
