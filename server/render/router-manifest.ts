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
const SPLIT_QUERY = '?tsr-split='
const COMPONENT_SPLIT = `${SPLIT_QUERY}component`

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

/**
 * Stylesheets of the whole build rather than of a chunk: with `build.cssCodeSplit: false` (the
 * store's, vite.config.ts) Vite writes all CSS to one file, listed in its manifest on its own.
 */
function storeWideCss(manifest: ViteManifest): string[] {
  const ofChunks = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))
  return Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.css') && !ofChunks.has(file))
}

/** A locale's dictionary chunk: the browser bundle loads only the page's own (i18n/messages.ts). */
const LOCALE_MESSAGES = /^i18n\/([a-z]{2})\/index\.ts$/

/** The router manifest, and the dictionary chunk of each locale (none under the dev server). */
export type StoreManifest = ServerManifest & { localeMessages?: Readonly<Record<string, string>> }

/**
 * The page's one script tag: loads and runs the entry once the page has painted its largest
 * content and its first cover (the `fetchpriority="high"` image) has loaded and had a frame to
 * show. Fetched beside the cover, ~140 kB of JavaScript shares a slow phone's connection with it;
 * evaluated and hydrating before that paint, it holds the main thread and pushes the paint back.
 * Waiting for the paint itself, not for a timer: a request started before the largest paint is
 * counted in it (Lighthouse's LCP counts every request begun before that moment). A hidden tab
 * paints nothing, so it starts at once; a browser without paint timing starts after the cover.
 */
export function startAfterFirstImage(entryHref: string): string {
  const entry = JSON.stringify(entryHref)
  return [
    `let started=0,painted=0,loaded=0`,
    `const start=()=>{if(!started){started=1;import(${entry})}}`,
    `const go=()=>{if(painted&&loaded)requestAnimationFrame(()=>setTimeout(start))}`,
    `const image=document.querySelector('img[fetchpriority="high"]')`,
    `const onLoad=()=>{loaded=1;go()}`,
    `if(image&&!image.complete){image.addEventListener('load',onLoad);image.addEventListener('error',onLoad)}else loaded=1`,
    `const onPaint=()=>{painted=1;go()}`,
    // A browser that cannot report paints (no observer, or no 'paint' entries: it would wait forever).
    `if(globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint'))new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();onPaint()}}).observe({type:'paint',buffered:true});else painted=1`,
    `if(document.visibilityState==='hidden')start();else{document.addEventListener('visibilitychange',()=>{if(document.visibilityState==='hidden')start()});go()}`,
  ].join(';')
}

export function buildRouterManifest(manifest: ViteManifest): StoreManifest {
  const entry = manifest[CLIENT_ENTRY]
  if (!entry) throw new Error(`The client build manifest has no ${CLIENT_ENTRY} entry`)
  const rootKeys = staticClosure(manifest, CLIENT_ENTRY)
  const inRoot = new Set(rootKeys)
  const cssOf = (keys: string[]) => [...new Set(keys.flatMap((k) => manifest[k]?.css ?? []))]
  // Parts the app loads when first needed (the error page, the drawer, the login dialog): their
  // scripts wait for that moment, but a page the server renders with one of them (an error page)
  // must arrive styled, so every page links their CSS.
  const onDemandKeys = rootKeys
    .flatMap((key) => manifest[key]?.dynamicImports ?? [])
    .filter((key) => !key.includes(SPLIT_QUERY))
    .flatMap((key) => staticClosure(manifest, key))
    .filter((key) => !inRoot.has(key))

  const routes: ServerManifest['routes'] = {
    __root__: {
      // Not the entry itself: fetched with the cover, ~140 kB on a slow phone's connection
      // would hold the cover back; the starter script below fetches it after that paint.
      preloads: rootKeys.filter((k) => k !== CLIENT_ENTRY).map((k) => href(manifest[k]!.file)),
      css: [...storeWideCss(manifest), ...cssOf([...rootKeys, ...onDemandKeys])].map(href),
      scripts: [{ attrs: { type: 'module' }, children: startAfterFirstImage(href(entry.file)) }],
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
  const localeMessages = Object.fromEntries(
    Object.entries(manifest).flatMap(([key, chunk]) => {
      const locale = LOCALE_MESSAGES.exec(key)?.[1]
      return locale ? [[locale, href(chunk.file)]] : []
    }),
  )
  return { routes, localeMessages }
}

/**
 * The manifest a page of `locale` renders with: the entry's preloads plus that locale's
 * dictionary, which the entry imports before it hydrates (no second round trip for it).
 */
export function manifestForLocale(manifest: StoreManifest, locale: string): ServerManifest {
  // The router sends its manifest with the page: the other locales' files stay out of it.
  const { localeMessages, ...routerManifest } = manifest
  const messages = localeMessages?.[locale]
  const root = routerManifest.routes.__root__
  if (!messages || !root) return routerManifest
  const preloads = [...(root.preloads ?? []), messages]
  return {
    ...routerManifest,
    routes: { ...routerManifest.routes, __root__: { ...root, preloads } },
  }
}
