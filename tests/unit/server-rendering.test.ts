// The pure pieces of server rendering: which files a route's page links (from Vite's manifest),
// where a page's payload lives, and how a preload fetches and applies it.
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { payloadTarget } from '#server/render/store-pages'
import {
  buildRouterManifest,
  manifestForLocale,
  routeIdOfFile,
  startOnFirstIntent,
  appChunksOf,
  APP_CHUNKS_ATTR,
  type ViteManifest,
} from '#server/render/router-manifest'
import { createPayloadLoader, payloadUrl } from '#src/lib/page-payload'

const VITE_MANIFEST: ViteManifest = {
  'src/entry-client.tsx': {
    file: 'assets/entry-client-1.js',
    isEntry: true,
    imports: ['_shared-1.js'],
    dynamicImports: ['src/routes/store/all.tsx?tsr-split=component', '_error-page-1.js'],
    css: ['assets/entry-client-1.css'],
  },
  '_error-page-1.js': {
    file: 'assets/error-page-1.js',
    imports: ['_shared-1.js'],
    css: ['assets/error-page-1.css'],
  },
  '_shared-1.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'] },
  'i18n/en/index.ts': { file: 'assets/en-1.js', isDynamicEntry: true },
  'i18n/ja/index.ts': { file: 'assets/ja-1.js', isDynamicEntry: true },
  'i18n/en/index.ts?group=pages': { file: 'assets/en-pages-1.js', isDynamicEntry: true },
  'i18n/ja/index.ts?group=pages': { file: 'assets/ja-pages-1.js', isDynamicEntry: true },
  '_listing-1.js': {
    file: 'assets/listing-1.js',
    imports: ['_shared-1.js'],
    css: ['assets/listing-1.css'],
  },
  'src/routes/store/all.tsx?tsr-split=component': {
    file: 'assets/all-1.js',
    isDynamicEntry: true,
    imports: ['_listing-1.js', '_shared-1.js'],
  },
  'src/routes/store/designers/index.tsx?tsr-split=component': {
    file: 'assets/designers-1.js',
    isDynamicEntry: true,
    css: ['assets/designers-1.css'],
  },
  'src/routes/store/all.tsx?tsr-split=errorComponent': {
    file: 'assets/all-error-1.js',
    isDynamicEntry: true,
  },
}

describe('the router manifest built from the client build', () => {
  it('names routes as the router does: index routes end with a slash', () => {
    expect(routeIdOfFile('src/routes/store/all.tsx')).toBe('/store/all')
    expect(routeIdOfFile('src/routes/store/designers/index.tsx')).toBe('/store/designers/')
    expect(routeIdOfFile('src/routes/store/sitetype/$type/$subtype.tsx')).toBe(
      '/store/sitetype/$type/$subtype',
    )
    expect(routeIdOfFile('src/routes/__root.tsx')).toBe('__root__')
    expect(routeIdOfFile('src/lib/api-client.ts')).toBeUndefined()
  })

  it("links the build's one stylesheet (cssCodeSplit off) on every page", () => {
    const manifest = buildRouterManifest({
      ...VITE_MANIFEST,
      'style.css': { file: 'assets/style-1.css', src: 'style.css' },
    })
    expect(manifest.routes.__root__?.css?.[0]).toBe('/assets/style-1.css')
    expect(manifest.routes['/store/all']?.css).not.toContain('/assets/style-1.css')
  })

  it("links the CSS on every page and lists, for the starter, the entry's and each route's files", () => {
    const manifest = buildRouterManifest(VITE_MANIFEST)
    const block = (hrefs: string[]) => ({
      attrs: { type: 'application/json', [APP_CHUNKS_ATTR]: '' },
      children: JSON.stringify(hrefs),
    })
    // Parts loaded on demand are not listed, but their CSS is linked: a server-rendered error
    // page arrives styled. No file is preloaded by the page itself: the starter preloads the
    // listed ones at the first sign of a person (decision 025).
    expect(manifest.routes.__root__).toEqual({
      css: ['/assets/shared-1.css', '/assets/entry-client-1.css', '/assets/error-page-1.css'],
      scripts: [
        block(['/assets/shared-1.js', '/assets/entry-client-1.js']),
        { attrs: { type: 'module' }, children: startOnFirstIntent('/assets/entry-client-1.js') },
      ],
    })
    expect(JSON.stringify(manifest)).not.toContain('preloads')
    // What the root already loads is not repeated; what the listing needs is.
    expect(manifest.routes['/store/all']).toEqual({
      css: ['/assets/listing-1.css'],
      scripts: [block(['/assets/listing-1.js', '/assets/all-1.js'])],
    })
    expect(appChunksOf(manifest.routes['/store/designers/'])).toEqual(['/assets/designers-1.js'])
    // Error chunks load only when needed.
    expect(JSON.stringify(manifest)).not.toContain('all-error-1')
  })

  it("lists the page's own dictionary only: an English page never loads the Japanese one", () => {
    const manifest = buildRouterManifest(VITE_MANIFEST)
    expect(JSON.stringify(manifest.routes)).not.toMatch(/en-1|ja-1/)
    const english = manifestForLocale(manifest, 'en')
    const japanese = manifestForLocale(manifest, 'ja')
    expect(appChunksOf(english.routes.__root__)).toEqual([
      '/assets/shared-1.js',
      '/assets/entry-client-1.js',
      '/assets/en-1.js',
    ])
    expect(JSON.stringify(english)).not.toContain('ja-1')
    expect(appChunksOf(japanese.routes.__root__).at(-1)).toBe('/assets/ja-1.js')
    expect(JSON.stringify(japanese.routes)).not.toContain('en-1')
    // The starter itself is kept, and the shared manifest is not changed by either page.
    expect(english.routes.__root__?.scripts?.[1]).toEqual(manifest.routes.__root__?.scripts?.[1])
    expect(appChunksOf(manifest.routes.__root__)).toHaveLength(2)
  })

  it("lists a route's message groups of the page's locale with the route's files", () => {
    const manifest = buildRouterManifest(VITE_MANIFEST)
    expect(JSON.stringify(manifest.routes)).not.toContain('pages-1')
    // The designers' list shows the `pages` group (i18n/message-groups.ts), the listing none.
    expect(appChunksOf(manifestForLocale(manifest, 'en').routes['/store/designers/'])).toEqual([
      '/assets/designers-1.js',
      '/assets/en-pages-1.js',
    ])
    expect(appChunksOf(manifestForLocale(manifest, 'ja').routes['/store/designers/'])).toEqual([
      '/assets/designers-1.js',
      '/assets/ja-pages-1.js',
    ])
    expect(JSON.stringify(manifestForLocale(manifest, 'en').routes['/store/all'])).not.toContain(
      'pages-1',
    )
    // The shared manifest is not changed by either page.
    expect(appChunksOf(manifest.routes['/store/designers/'])).toEqual(['/assets/designers-1.js'])
    // One per build and locale: the router keeps what it derives per manifest object.
    expect(manifestForLocale(manifest, 'en')).toBe(manifestForLocale(manifest, 'en'))
    expect(manifestForLocale(manifest, 'ja')).not.toBe(manifestForLocale(manifest, 'en'))
  })

  it('refuses a manifest without the browser entry', () => {
    expect(() => buildRouterManifest({})).toThrow(/src\/entry-client\.tsx/)
  })
})

describe('page payloads (spec §7)', () => {
  it('live beside their page, the build first, the page query after', () => {
    expect(payloadUrl('/ja/store/all?page=2&sort=hot', 'b1')).toBe(
      '/ja/store/all/_payload.json?b1&page=2&sort=hot',
    )
    expect(payloadUrl('/store', 'b1')).toBe('/store/_payload.json?b1')
  })

  it('are read back on the server as the page they are for', () => {
    const target = (href: string) => payloadTarget(new URL(href, 'http://store.test'))
    expect(target('/ja/store/all/_payload.json?b1&page=2&sort=hot')).toEqual({
      pathname: '/ja/store/all',
      search: '?page=2&sort=hot',
      buildHash: 'b1',
    })
    expect(target('/store/_payload.json?page=2')).toEqual({
      pathname: '/store',
      search: '?page=2',
      buildHash: '',
    })
  })

  it('fill the query cache once per freshness window, and only from this build', async () => {
    const queryClient = new QueryClient()
    const payload = (build: string) => ({
      build,
      queries: {
        mutations: [],
        queries: [
          {
            queryKey: ['prices'],
            queryHash: '["prices"]',
            state: { data: [1, 2], dataUpdatedAt: 1, status: 'success' },
          },
        ],
      },
    })
    let answer = payload('other-build')
    const fetch = vi.fn(async () => new Response(JSON.stringify(answer)))
    let now = 0
    const load = createPayloadLoader({
      queryClient,
      buildId: 'b1',
      freshForMs: 30_000,
      now: () => now,
      fetch: fetch as unknown as typeof globalThis.fetch,
    })

    expect(await load('/store')).toBe(false)
    expect(queryClient.getQueryData(['prices'])).toBeUndefined()

    answer = payload('b1')
    expect(await load('/store')).toBe(true)
    expect(queryClient.getQueryData(['prices'])).toEqual([1, 2])
    expect(fetch).toHaveBeenLastCalledWith('/store/_payload.json?b1', expect.anything())

    now = 10_000
    await load('/store')
    expect(fetch).toHaveBeenCalledTimes(2)
    now = 40_000
    await load('/store')
    expect(fetch).toHaveBeenCalledTimes(3)
  })

  it('are ignored when they fail', async () => {
    const load = createPayloadLoader({
      queryClient: new QueryClient(),
      buildId: 'b1',
      freshForMs: 30_000,
      fetch: (async () => new Response('{}', { status: 503 })) as typeof globalThis.fetch,
    })
    expect(await load('/store')).toBe(false)
  })
})
