// Turns Vite's client build manifest (dist/client/.vite/manifest.json) into the manifest TanStack
// Router renders into each page: the entry script and its CSS for the root route, and for every
// route the chunk of its component with that chunk's CSS, so a server-rendered page links the
// styles it shows (no unstyled flash, no layout shift) and preloads the scripts it hydrates with.
import type { ServerManifest } from '@tanstack/router-core'
import {
  HYDRATED_ATTR,
  INTENT_EVENTS,
  START_NOW_ATTR,
  START_NOW_PARAMS,
} from '#catalogue/app-start'

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

/** Marks the page's data blocks that list the app's files (the entry's and the page's routes'). */
export const APP_CHUNKS_ATTR = 'data-app-chunks'
/**
 * The page's one script: the page arrives whole from the server and works without JavaScript
 * (real links and forms), so the app (~170 kB gzip) loads at the first sign of a person (a
 * pointer moving or pressing, a touch, a key, focus, the wheel), not with the page: a visit that
 * only reads costs no script, and nothing competes with the first paint. The page's files are
 * preloaded together then (the data blocks marked APP_CHUNKS_ATTR), so the entry does not wait
 * on its imports one by one. A page that cannot finish without the app (a one-time token or a
 * start key in its URL, an element marked START_NOW_ATTR) starts it at once.
 *
 * A press on one of the app's buttons (`button[type=button]`: they do nothing without it) before
 * the app has hydrated is held, not lost: React never sees it, and the button is pressed again
 * once `html[data-hydrated]` is set. Links and forms work on their own and are left alone.
 */
export function startOnFirstIntent(entryHref: string): string {
  const json = JSON.stringify
  return [
    `const d=document,h=d.documentElement,ready=()=>h.hasAttribute(${json(HYDRATED_ATTR)})`,
    `const intents=${json(INTENT_EVENTS)}`,
    `let started=0,held=null`,
    `const start=()=>{if(started)return;started=1;for(const type of intents)removeEventListener(type,start,true)`,
    `for(const block of d.querySelectorAll('script[${APP_CHUNKS_ATTR}]'))for(const href of JSON.parse(block.textContent||'[]')){const link=d.createElement('link');link.rel='modulepreload';link.href=href;d.head.append(link)}`,
    `import(${json(entryHref)})}`,
    `addEventListener('click',e=>{if(ready())return;const button=e.target instanceof Element&&e.target.closest('button[type=button]');if(!button)return;e.preventDefault();e.stopImmediatePropagation();held=button;start()},true)`,
    `new MutationObserver((_,observer)=>{if(!ready())return;observer.disconnect();const button=held;held=null;if(button&&button.isConnected)button.click()}).observe(h,{attributes:true,attributeFilter:[${json(HYDRATED_ATTR)}]})`,
    `const query=new URLSearchParams(location.search)`,
    `if(${json(START_NOW_PARAMS)}.some(key=>query.has(key))||d.querySelector('[${START_NOW_ATTR}]'))start();else for(const type of intents)addEventListener(type,start,{capture:true,passive:true})`,
  ].join(';')
}

/** A data block listing files the app needs on this page, for the starter to preload. */
function appChunksBlock(hrefs: string[]) {
  return {
    attrs: { type: 'application/json', [APP_CHUNKS_ATTR]: '' },
    children: JSON.stringify(hrefs),
  }
}

/** The files a route's data block lists (empty when it has none). */
export function appChunksOf(route: ServerManifest['routes'][string] | undefined): string[] {
  const block = route?.scripts?.find((script) => script.attrs?.[APP_CHUNKS_ATTR] !== undefined)
  return block?.children ? (JSON.parse(block.children) as string[]) : []
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

  // No <link rel="modulepreload"> on the page: the browser would fetch them with the page. The
  // files are listed for the starter, which preloads them when the app starts.
  const routes: ServerManifest['routes'] = {
    __root__: {
      css: [...storeWideCss(manifest), ...cssOf([...rootKeys, ...onDemandKeys])].map(href),
      scripts: [
        appChunksBlock(rootKeys.map((k) => href(manifest[k]!.file))),
        { attrs: { type: 'module' }, children: startOnFirstIntent(href(entry.file)) },
      ],
    },
  }
  for (const key of Object.keys(manifest)) {
    if (!key.endsWith(COMPONENT_SPLIT)) continue
    const routeId = routeIdOfFile(key.slice(0, -COMPONENT_SPLIT.length))
    if (!routeId) continue
    const keys = staticClosure(manifest, key).filter((k) => !inRoot.has(k))
    routes[routeId] = {
      css: cssOf(keys).map(href),
      scripts: [appChunksBlock(keys.map((k) => href(manifest[k]!.file)))],
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
 * The manifest a page of `locale` renders with: the app's files plus that locale's dictionary,
 * which the entry imports before it hydrates (preloaded with the rest, no second round trip).
 */
export function manifestForLocale(manifest: StoreManifest, locale: string): ServerManifest {
  // The router sends its manifest with the page: the other locales' files stay out of it.
  const { localeMessages, ...routerManifest } = manifest
  const messages = localeMessages?.[locale]
  const root = routerManifest.routes.__root__
  if (!messages || !root) return routerManifest
  const scripts = (root.scripts ?? []).map((script) =>
    script.attrs?.[APP_CHUNKS_ATTR] === undefined
      ? script
      : appChunksBlock([...appChunksOf(root), messages]),
  )
  return {
    ...routerManifest,
    routes: { ...routerManifest.routes, __root__: { ...root, scripts } },
  }
}
