// Turns Vite's client build manifest (dist/client/.vite/manifest.json) into the manifest TanStack
// Router renders into each page: the entry script and its CSS for the root route, and for every
// route the chunk of its component with that chunk's CSS, so a server-rendered page links the
// styles it shows (no unstyled flash, no layout shift) and preloads the scripts it hydrates with.
import type { ServerManifest } from '@tanstack/router-core'
import {
  HELD_ATTR,
  HYDRATED_ATTR,
  LIKE_COUNT_ATTR,
  INTENT_EVENTS,
  START_NOW_ATTR,
  START_NOW_PARAMS,
  SUBMIT_BEFORE_APP_ATTR,
  WAITING_ATTR,
} from '#catalogue/app-start'
import { ROUTE_MESSAGE_GROUPS } from '#i18n/message-groups'

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

/**
 * A locale's dictionary chunk: the browser bundle loads only the page's own (i18n/messages.ts).
 * The Japanese one is the copy with phrase marks (scripts/vite-plugin-ja-phrases.ts).
 */
const LOCALE_MESSAGES = /^i18n\/([a-z]{2})\/index\.ts(?:\?phrases)?$/

/** A locale's message group chunk (i18n/message-groups.ts, scripts/vite-plugin-message-groups.ts). */
const GROUP_MESSAGES = /^i18n\/([a-z]{2})\/index\.ts\?group=(\w+)$/

/**
 * The router manifest, the dictionary chunk of each locale and each locale's message group chunks
 * (none under the dev server).
 */
export type StoreManifest = ServerManifest & {
  localeMessages?: Readonly<Record<string, string>>
  groupMessages?: Readonly<Record<string, Readonly<Record<string, string>>>>
}

/** Marks the page's data blocks that list the app's files (the entry's and the page's routes'). */
export const APP_CHUNKS_ATTR = 'data-app-chunks'
/**
 * The page's one script (decision 032). The page arrives whole from the server and works without
 * JavaScript (real links and forms); the app (~170 kB gzip) runs at the first sign of a person (a
 * pointer moving or pressing, a touch, a key, focus, the wheel, a control changed), not with the
 * page: nothing competes with the first paint, and a visit that only reads runs no script.
 *
 * - Fetched early: once the page has loaded and the browser is idle, the files the data blocks
 *   marked APP_CHUNKS_ATTR list are fetched as `<link rel=prefetch fetchpriority=low>`: into the
 *   HTTP cache, not parsed, not run, so the first sign of a person only evaluates and hydrates.
 *   Not when the visitor asked to save data or the connection is 2G or slower.
 * - Started: the same files are preloaded as modules (from that cache when fetched) and the
 *   entry is imported. A page that cannot finish without the app (a one-time token or a start key
 *   in its URL, an element marked START_NOW_ATTR) starts it at once.
 * - Held (the look from the pointer going down): a press on one of the app's buttons
 *   (`button[type=button]`: they do nothing without it, and a form button marked HELD_ATTR,
 *   which the app takes over) is held, not lost. React never sees it; the button says it is
 *   working at once (WAITING_ATTR and `aria-busy`) and is pressed again as soon as React has
 *   hydrated that button (its props are on the element; React hydrates the rest of a region
 *   still being hydrated at once for a press), at the latest when `html[data-hydrated]` is set.
 *   Only the last press is kept. Links and forms work on their own and are left alone. A held
 *   like shows its result at once (LIKE_COUNT_ATTR: pressed, heart and count), put back just
 *   before the press is replayed, in the same task, so the app's own optimistic update takes
 *   over in the same frame. If the app's files cannot be loaded, a held form button submits its
 *   form (the like is saved as without JavaScript).
 * - Submitted: a control changed before hydration in a form marked SUBMIT_BEFORE_APP_ATTR (the
 *   sort) submits its form at once, a page load that shows the result sooner than the app could
 *   start and fetch it on a slow phone. A sign inside such a form does not start the app (its
 *   evaluation would delay the page load); leaving the form unchanged does.
 * - Adopted: a form control changed before hydration (a select's choice, typed words, a box
 *   ticked) keeps its value: once hydrated, the starter sets it again with the element's own
 *   setter and sends the event React listens to, so the component's handler (and its machine)
 *   acts on it as on the person's change. Text fields are first set back to the server's value
 *   (which hydrates their region, if not yet, without a change): React's value tracker then sees
 *   a change from it whatever it had recorded. A text field that already shows other words than
 *   the person's or the served ones was typed into since (after hydration): it is left alone.
 *   File fields are not recorded (their value cannot be set).
 */
export function startOnFirstIntent(entryHref: string): string {
  const json = JSON.stringify
  const waiting = json(WAITING_ATTR)
  // Short names keep the inline script small: ok (hydrated?), go (start the app), F (add a link
  // of this rel for every listed file), W (the pressed look on or off), H (the held button), R
  // (record a changed control), C (the changed controls), A (adopt one), T (the next task).
  return [
    `const d=document,h=d.documentElement,ok=()=>h.hasAttribute(${json(HYDRATED_ATTR)})`,
    `const I=${json(INTENT_EVENTS)}`,
    `let on=0,H=null,P=null,S=0,Y=0`,
    `const C=new Map,T=()=>new Promise(go=>setTimeout(go))`,
    `const F=r=>{for(const k of d.querySelectorAll('script[${APP_CHUNKS_ATTR}]'))for(const u of JSON.parse(k.textContent||'[]')){const l=d.createElement('link');l.rel=r;l.href=u;l.crossOrigin='';if(r=='prefetch')l.fetchPriority='low';d.head.append(l)}}`,
    // The app's files are evaluated a frame later (or 100 ms, in a hidden tab): a press's look
    // is painted first, not after the evaluation. While a finger or button is still down (D, at
    // most about a second), later still: the press's own click (a link, a disclosure, a select's
    // picker) comes when it lifts, and would otherwise wait for the evaluation.
    `let D=0,E=0`,
    `addEventListener('pointerdown',()=>D=1,true);for(const t of['pointerup','pointercancel'])addEventListener(t,()=>D=0,true)`,
    `const L=f=>{let x=0;const g=()=>{if(x)return;if(D&&60>E++)return void requestAnimationFrame(()=>setTimeout(g));x=1;f()};requestAnimationFrame(()=>setTimeout(g));setTimeout(g,100)}`,
    // A sign inside a form that submits before the app (the sort) starts nothing: its choice is
    // a page load, and the app's evaluation would only delay it. Leaving it unchosen does.
    `const N=e=>e&&e.target instanceof Element&&e.target.closest('form[${SUBMIT_BEFORE_APP_ATTR}]')`,
    `const go=e=>{if(on||N(e))return;on=1;for(const t of I)removeEventListener(t,go,true);L(()=>{F('modulepreload');import(${json(entryHref)}).catch(()=>{const b=H;if(b?.type=='submit'&&b.form){H=null;b.form.requestSubmit(b)}})})}`,
    `addEventListener('focusout',e=>{if(N(e)&&!S)go()},true)`,
    // The held press is pressed again as soon as React has hydrated that button (its props are
    // on the element), not when the whole page has settled: a press on a region still being
    // hydrated makes React hydrate it at once and then handle the press.
    `const K=x=>Object.keys(x).some(k=>k.startsWith('__reactProps'))`,
    `const Q=()=>{if(!H)return;if(!H.isConnected){W(H,0);H=null;return}if(!ok()&&!K(H))return void requestAnimationFrame(Q);const b=H;H=null;V(b,0);Y=1;b.click();Y=0;W(b,0)}`,
    // A held like's result at once (LIKE_COUNT_ATTR): pressed, heart and count moved to the
    // asked-for state, or (off) back to the served ones, kept in M. The count is grouped as
    // both locales write it (formatNumber: '1,234'), by hand: the first toLocaleString loads
    // the browser's number data, 100–500 ms on a slow phone, inside the press.
    `const M=new Map,V=(b,on)=>{const t=b.querySelector('[${LIKE_COUNT_ATTR}]')?.firstChild,p=b.querySelector('path'),r=M.get(b);if(!on){if(!r)return;M.delete(b);b.setAttribute('aria-pressed',r[0]);if(t)t.data=r[1];if(p&&r[2]!=null)p.setAttribute('fill',r[2]);return}const l=b.form?.elements.namedItem('liked');if(r||!l||t?.nodeType!=3)return;M.set(b,[b.getAttribute('aria-pressed'),t.data,p?.getAttribute('fill')]);const y=l.value=='true',n=+t.data.replace(/\\D/g,'')||0;b.setAttribute('aria-pressed',y);t.data=String(y?n+1:Math.max(0,n-1)).replace(/\\B(?=(\\d{3})+(?!\\d))/g,',');p?.setAttribute('fill',y?'currentColor':'none')}`,
    // The pressed look: on, or off with the control's own aria-busy put back.
    `const W=(x,on)=>{const w=x.getAttribute(${waiting});if(on){if(w==null){x.setAttribute(${waiting},x.getAttribute('aria-busy')||'');x.setAttribute('aria-busy','true')}}else if(w!=null){w?x.setAttribute('aria-busy',w):x.removeAttribute('aria-busy');x.removeAttribute(${waiting})}}`,
    // The look from the press itself (pointerdown), before the click that a tap ends with.
    `const B='button[type=button],button[${HELD_ATTR}]'`,
    // A disclosure (the phone menu's summary) gets it too, until its own click opens it, and a
    // press that turns into a scroll (pointercancel) drops it.
    `addEventListener('pointerdown',e=>{const b=!ok()&&e.target instanceof Element&&e.target.closest(B+',select,summary');if(b){if(P&&P!=b&&P!=H)W(P,0);P=b;W(b,1)}},true)`,
    `addEventListener('pointercancel',()=>{if(P&&P!=H){W(P,0);P=null}},true)`,
    `addEventListener('click',e=>{if(ok()||Y)return;const b=e.target instanceof Element&&e.target.closest(B);if(!b){if(P?.tagName=='SUMMARY'&&P.contains(e.target)){W(P,0);P=null}return}e.preventDefault();e.stopImmediatePropagation();if(H&&H!=b){W(H,0);V(H,0)}if(P&&P!=b)W(P,0);H=b;W(b,1);V(b,1);go();Q()},true)`,
    `const R=e=>{const x=e.target;if(ok()||!(x instanceof HTMLInputElement||x instanceof HTMLSelectElement||x instanceof HTMLTextAreaElement)||x.type=='file')return;const c=x.type=='checkbox'||x.type=='radio';C.delete(x);C.set(x,c?x.checked:x.value);if(c||x.type.startsWith('select'))W(x,1);const f=x.form;if(f&&f.hasAttribute(${json(SUBMIT_BEFORE_APP_ATTR)})&&!S){S=1;f.requestSubmit();return}go()}`,
    `addEventListener('input',R,true);addEventListener('change',R,true)`,
    `const set=(x,y,v)=>Object.getOwnPropertyDescriptor(Object.getPrototypeOf(x),y).set.call(x,v)`,
    `const A=(x,v)=>{const c=typeof v=='boolean',y=c?'checked':'value',t=c?'click':x.type.startsWith('select')?'change':'input',S=()=>x.dispatchEvent(new Event(t,{bubbles:true}));if(t=='input'&&x.value!=v&&x.value!=x.defaultValue)return;if(t!='change'){set(x,y,c?x.defaultChecked:x.defaultValue);S()}set(x,y,v);S()}`,
    `new MutationObserver(async(_,o)=>{if(!ok())return;o.disconnect();for(const[x,v]of C){await T();if(x.isConnected)A(x,v);W(x,0)}C.clear();if(P&&P!=H)W(P,0);P=null;await T();Q()}).observe(h,{attributes:true,attributeFilter:[${json(HYDRATED_ATTR)}]})`,
    `const q=new URLSearchParams(location.search),n=navigator.connection`,
    `if(${json(START_NOW_PARAMS)}.some(y=>q.has(y))||d.querySelector('[${START_NOW_ATTR}]'))go();else{for(const t of I)addEventListener(t,go,{capture:true,passive:true})`,
    // Fetched when idle after load, unless the visitor saves data or the line is 2G or slower.
    `if(!n||!(n.saveData||/2g/.test(n.effectiveType))){const Z=()=>(self.requestIdleCallback||setTimeout)(()=>on||F('prefetch'));d.readyState=='complete'?Z():addEventListener('load',Z)}}`,
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

  // No <link rel="modulepreload"> on the page: the browser would fetch them with the page, ahead
  // of what the first paint needs. The files are listed for the starter, which fetches them once
  // the page has loaded and is idle, and preloads them as modules when the app starts.
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
  const groupMessages: Record<string, Record<string, string>> = {}
  for (const [key, chunk] of Object.entries(manifest)) {
    const [, locale, group] = GROUP_MESSAGES.exec(key) ?? []
    if (locale && group) (groupMessages[locale] ??= {})[group] = href(chunk.file)
  }
  return { routes, localeMessages, groupMessages }
}

/**
 * The manifest a page of `locale` renders with: the app's files plus that locale's dictionary and
 * its routes' message groups, which the entry imports before it hydrates (preloaded with the
 * rest, no second round trip).
 */
export function manifestForLocale(manifest: StoreManifest, locale: string): ServerManifest {
  // Made once per build and locale: every render asks, and TanStack Router keeps what it derives
  // from a manifest per manifest object (its prepared routes), which a fresh copy per page missed.
  let ofManifest = localeManifests.get(manifest)
  if (!ofManifest) localeManifests.set(manifest, (ofManifest = new Map()))
  let made = ofManifest.get(locale)
  if (!made) ofManifest.set(locale, (made = makeManifestForLocale(manifest, locale)))
  return made
}

const localeManifests = new WeakMap<StoreManifest, Map<string, ServerManifest>>()

function makeManifestForLocale(manifest: StoreManifest, locale: string): ServerManifest {
  // The router sends its manifest with the page: the other locales' files stay out of it.
  const { localeMessages, groupMessages, ...routerManifest } = manifest
  const routes = { ...routerManifest.routes }
  const messages = localeMessages?.[locale]
  if (messages) withAppChunks(routes, '__root__', [messages])
  // A route's message groups come with its chunks (the entry loads them before it hydrates).
  const groups = groupMessages?.[locale] ?? {}
  for (const [routeId, names] of Object.entries(ROUTE_MESSAGE_GROUPS)) {
    withAppChunks(
      routes,
      routeId,
      names.flatMap((name) => groups[name] ?? []),
    )
  }
  return { ...routerManifest, routes }
}

/** The route's entry with `hrefs` added to its data block (one made when it has none). */
function withAppChunks(routes: ServerManifest['routes'], routeId: string, hrefs: string[]): void {
  const route = routes[routeId]
  if (!route || hrefs.length === 0) return
  const scripts = route.scripts ?? []
  const listed = scripts.some((script) => script.attrs?.[APP_CHUNKS_ATTR] !== undefined)
  routes[routeId] = {
    ...route,
    scripts: listed
      ? scripts.map((script) =>
          script.attrs?.[APP_CHUNKS_ATTR] === undefined
            ? script
            : appChunksBlock([...appChunksOf(route), ...hrefs]),
        )
      : [...scripts, appChunksBlock(hrefs)],
  }
}
