// Issues 10 and 30: anonymous pages are kept until the data they show changes (a catalogue change
// drops them at once, likes may lag COUNTS_LAG_MS) and sent byte for byte (compressed once, inline
// scripts admitted by hash) with validators and a Cache-Control shared caches can use; concurrent
// requests share one render; an expired page is sent once more while one render replaces it;
// signed-in pages are never kept. Driven through a fake render bundle, a fake change feed and a
// clock the tests move, so every render is counted and nothing waits.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { Hono } from 'hono'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOKEN_COOKIE } from '#catalogue/cookie-names'
import type { AppDeps, AppEnv } from '#server/app-env'
import { readConfig } from '#server/config'
import type { DataChange } from '#server/data-changes'
import {
  ANONYMOUS_PAGE_CACHE_CONTROL,
  ANONYMOUS_PAGE_MAX_AGE_MS,
  ANONYMOUS_PAGE_STALE_MS,
  COUNTS_LAG_MS,
} from '#server/render/page-freshness'
import {
  CRAWLER_PAGE_ENTRIES,
  createStorePageRenderer,
  inlineScriptSources,
  type LoadedBuild,
} from '#server/render/store-pages'

type Gate = { open: () => void; opened: Promise<void> }
function gate(): Gate {
  let open = () => {}
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { open, opened }
}

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/**
 * A render bundle that counts its renders; each page names the render that made it (or, with
 * `sameBytes`, every render gives the same page). Its change feed and clock are the test's.
 */
function fakeStore() {
  let renders = 0
  let status = 200
  let sameBytes = false
  let hold: Gate | undefined
  const seen: Request[] = []
  let now = Date.UTC(2026, 10, 23, 12, 0, 0, 250)
  const subscribers = new Set<(change: DataChange) => void>()
  const feed = {
    live: true,
    subscribe(subscriber: (change: DataChange) => void) {
      subscribers.add(subscriber)
      return () => subscribers.delete(subscriber)
    },
  }
  const renderStorePage = vi.fn(async ({ request }: { request: Request }) => {
    const n = ++renders
    seen.push(request)
    await hold?.opened
    // A token the API refuses renders a page that is not personalised.
    const cookie = request.headers.get('cookie') ?? ''
    const signedIn = cookie.includes(`${TOKEN_COOKIE}=`) && !cookie.includes('=refused')
    const shown = sameBytes ? 0 : n
    const script = `window.$render=${shown}`
    const html =
      `<!DOCTYPE html><html><head><script type="application/json">{"n":${shown}}</script></head>` +
      `<body><p>render ${shown} ${'padding '.repeat(200)}</p><script>${script}</script></body></html>`
    return {
      response: new Response(html, {
        status,
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      }),
      personalised: signedIn,
    }
  })
  const build: LoadedBuild = {
    stamp: 'test',
    buildId: 'build-1',
    manifest: { routes: {} },
    bundle: { renderStorePage, loadStorePayload: renderStorePage },
  }
  const config = readConfig({})
  const renderer = createStorePageRenderer(
    config,
    async () => build,
    feed,
    () => now,
  )
  const app = new Hono<AppEnv>()
  app.use('*', async (c, next) => {
    c.set('deps', { config } as AppDeps)
    await next()
  })
  app.get('*', (c) => renderer.render(c, app))
  return {
    app,
    get renders() {
      return renders
    },
    seen,
    failWith(next: number) {
      status = next
    },
    holdRenders() {
      hold = gate()
      return hold
    },
    renderSameBytes() {
      sameBytes = true
    },
    get now() {
      return now
    },
    advance(ms: number) {
      now += ms
    },
    publish(change: DataChange) {
      for (const subscriber of subscribers) subscriber(change)
    },
    feedDown() {
      feed.live = false
    },
  }
}
type FakeStore = ReturnType<typeof fakeStore>

const get = (store: FakeStore, init: RequestInit = {}, url = 'http://store.test/store') =>
  store.app.request(url, init)
const rendered = async (store: FakeStore, init: RequestInit = {}) =>
  /render (\d+) /.exec(await (await get(store, init)).text())?.[1]
const like: DataChange = { kind: 'likes', templateIds: ['t1'], accountIds: ['a1'] }

describe('remembered anonymous pages', () => {
  it('lists the hash of every inline script the browser runs, and no data block', () => {
    const html =
      '<script type="application/json">{"a":1}</script><script type="application/ld+json">{}</script>' +
      '<script>one()</script><script type="module">two()</script><script src="/x.js"></script>' +
      '<SCRIPT type=text/javascript>three()</SCRIPT><script>one()</script>'
    expect(inlineScriptSources(html)).toEqual([hashOf('one()'), hashOf('two()'), hashOf('three()')])
  })

  it('renders a page once for concurrent requests and sends every one of them that page', async () => {
    const store = fakeStore()
    const hold = store.holdRenders()
    const answers = Array.from({ length: 20 }, () => get(store))
    await vi.waitFor(() => expect(store.renders).toBe(1))
    hold.open()
    const bodies = await Promise.all((await Promise.all(answers)).map((r) => r.text()))
    expect(store.renders).toBe(1)
    expect(new Set(bodies).size).toBe(1)
    expect(bodies[0]).toContain('render 1 ')
    // The shared render does not end with the first requester's connection.
    expect(store.seen[0]?.signal.aborted).toBe(false)
  })

  it('keeps a page while nothing changes, and renders it again only at its maximum age', async () => {
    const store = fakeStore()
    expect(await rendered(store)).toBe('1')
    store.advance(ANONYMOUS_PAGE_MAX_AGE_MS - 1)
    expect(await rendered(store)).toBe('1')
    expect(store.renders).toBe(1)

    store.advance(1)
    const hold = store.holdRenders()
    // Expired: the old page goes out at once, and a single render starts behind it.
    const stale = await Promise.all([get(store), get(store), get(store)])
    for (const answer of stale) {
      expect(await answer.text()).toContain('render 1 ')
      expect(answer.headers.get('x-page-cache')).toBe('stale')
    }
    expect(store.renders).toBe(2)
    hold.open()
    await vi.waitFor(async () => expect(await rendered(store)).toBe('2'))
    expect(store.renders).toBe(2)
  })

  it('waits for a new render when the kept page is older than the stale window', async () => {
    const store = fakeStore()
    await get(store)
    store.advance(ANONYMOUS_PAGE_MAX_AGE_MS + ANONYMOUS_PAGE_STALE_MS)
    expect(await rendered(store)).toBe('2')
  })

  it.each([
    { kind: 'templates', templateIds: ['t1'] },
    { kind: 'prices' },
    { kind: 'resync' },
  ] satisfies DataChange[])('drops every kept page at once on a $kind change', async (change) => {
    const store = fakeStore()
    const first = await get(store, { headers: { 'accept-encoding': 'identity' } })
    const etag = first.headers.get('etag') ?? ''
    store.publish(change)
    // Not a second later: the next request renders, and the old copy is no longer current.
    const after = await get(store, {
      headers: { 'accept-encoding': 'identity', 'if-none-match': etag },
    })
    expect(after.status).toBe(200)
    expect(after.headers.get('etag')).not.toBe(etag)
    expect(await after.text()).toContain('render 2 ')
    expect(after.headers.get('x-page-cache')).toBe('miss')
  })

  it('does not keep a render that started before a catalogue change', async () => {
    const store = fakeStore()
    const hold = store.holdRenders()
    const before = get(store)
    await vi.waitFor(() => expect(store.renders).toBe(1))
    store.publish({ kind: 'templates', templateIds: ['t1'] })
    hold.open()
    expect(await (await before).text()).toContain('render 1 ')
    expect(await rendered(store)).toBe('2')
  })

  it('lets like counts lag COUNTS_LAG_MS after the render, however many likes come', async () => {
    const store = fakeStore()
    expect(await rendered(store)).toBe('1')
    // A stream of likes, one a second: the page stays, nothing renders.
    for (let second = 0; second < COUNTS_LAG_MS / 1000 - 1; second++) {
      store.publish(like)
      store.advance(1_000)
      expect(await rendered(store)).toBe('1')
    }
    store.advance(999)
    expect(await rendered(store)).toBe('1')
    expect(store.renders).toBe(1)
    // COUNTS_LAG_MS after the render: sent once more while one render replaces it.
    store.advance(1)
    const stale = await get(store)
    expect(stale.headers.get('x-page-cache')).toBe('stale')
    expect(await stale.text()).toContain('render 1 ')
    await vi.waitFor(async () => expect(await rendered(store)).toBe('2'))
    expect(store.renders).toBe(2)
  })

  it('shows a like that comes long after the render within COUNTS_LAG_MS + ANONYMOUS_PAGE_STALE_MS', async () => {
    const store = fakeStore()
    await get(store)
    store.advance(5 * COUNTS_LAG_MS)
    expect(await rendered(store)).toBe('1')
    store.publish(like)
    // Nobody asked since the like: the stale window runs from the like, not from the request.
    store.advance(ANONYMOUS_PAGE_STALE_MS)
    expect(await rendered(store)).toBe('2')
  })

  it('keeps a render that started before a like (its counts lag like any other)', async () => {
    const store = fakeStore()
    const hold = store.holdRenders()
    const before = get(store)
    await vi.waitFor(() => expect(store.renders).toBe(1))
    store.advance(500)
    store.publish(like)
    hold.open()
    await before
    store.advance(COUNTS_LAG_MS - 501)
    expect(await rendered(store)).toBe('1')
    store.advance(1)
    expect((await get(store)).headers.get('x-page-cache')).toBe('stale')
  })

  it('keeps nothing while the change feed is down', async () => {
    const store = fakeStore()
    store.feedDown()
    expect(await rendered(store)).toBe('1')
    expect(await rendered(store)).toBe('2')
  })

  it('keeps visitors’ pages while a crawler walks more pages than it keeps', async () => {
    const store = fakeStore()
    const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' }
    const crawler = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }
    expect(await rendered(store, { headers: browser })).toBe('1')
    for (let n = 0; n <= CRAWLER_PAGE_ENTRIES; n++) {
      await get(store, { headers: crawler }, `http://store.test/store/templates/t${n}`)
    }
    const again = await get(store, { headers: browser })
    expect(again.headers.get('x-page-cache')).toBe('hit')
    expect(await again.text()).toContain('render 1 ')
    // The crawler's first page made way for its last.
    await get(store, { headers: crawler }, 'http://store.test/store/templates/t0')
    expect(store.renders).toBe(CRAWLER_PAGE_ENTRIES + 3)
  })

  it('never keeps a signed-in page', async () => {
    const store = fakeStore()
    const cookie = `${TOKEN_COOKIE}=abc`
    const first = await get(store, { headers: { cookie } })
    const second = await get(store, { headers: { cookie } })
    expect(await first.text()).toContain('render 1 ')
    expect(await second.text()).toContain('render 2 ')
    expect(second.headers.get('cache-control')).toBe('private, no-cache')
    expect(second.headers.get('vary')).toContain('Cookie')
    expect(second.headers.get('etag')).toBeNull()
    expect(second.headers.get('last-modified')).toBeNull()
    expect(second.headers.get('x-page-cache')).toBe('bypass')
    // Nor is it ever "not modified": a conditional request gets the page.
    const anonymous = await get(store)
    const conditional = await get(store, {
      headers: {
        cookie,
        'if-none-match': anonymous.headers.get('etag') ?? '',
        'if-modified-since': anonymous.headers.get('last-modified') ?? '',
      },
    })
    expect(conditional.status).toBe(200)
    expect(conditional.headers.get('cache-control')).toBe('private, no-cache')
    // Nor does an anonymous visitor get the signed-in page.
    expect(await anonymous.text()).toContain('render 3 ')
  })

  it('keeps private the page of a request whose session token was refused', async () => {
    const store = fakeStore()
    const refused = await get(store, { headers: { cookie: `${TOKEN_COOKIE}=refused` } })
    expect(refused.headers.get('cache-control')).toBe('private, no-cache')
    expect(refused.headers.get('etag')).toBeNull()
    expect(await rendered(store)).toBe('2')
  })

  it('keeps no failed page: each request after a failure renders again', async () => {
    const store = fakeStore()
    store.failWith(502)
    const hold = store.holdRenders()
    const answers = [get(store), get(store)]
    await vi.waitFor(() => expect(store.renders).toBe(1))
    hold.open()
    const statuses = (await Promise.all(answers)).map((r) => r.status)
    expect(statuses).toEqual([502, 502])
    // The one that waited rendered its own: a failure is never handed to another request.
    expect(store.renders).toBe(2)
    store.failWith(200)
    expect((await get(store)).status).toBe(200)
    expect(store.renders).toBe(3)
  })

  it('sends a kept page compressed as asked, and 304 to a client whose copy is current', async () => {
    const store = fakeStore()
    const plain = await get(store, { headers: { 'accept-encoding': 'identity' } })
    const html = await plain.text()
    const etag = plain.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"[\w-]+"$/)

    const br = await get(store, { headers: { 'accept-encoding': 'br, gzip' } })
    expect(br.headers.get('content-encoding')).toBe('br')
    // Each encoding is a representation of its own, with a strong validator of its own.
    expect(br.headers.get('etag')).toMatch(/^"[\w-]+"$/)
    expect(br.headers.get('etag')).not.toBe(etag)
    const brBytes = Buffer.from(await br.arrayBuffer())
    expect(zlib.brotliDecompressSync(brBytes).toString()).toBe(html)
    const gzip = await get(store, { headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    const gzipBytes = Buffer.from(await gzip.arrayBuffer())
    expect(zlib.gunzipSync(gzipBytes).toString()).toBe(html)
    // Compressed once: every later answer is the same bytes.
    for (const [encoding, first] of [
      ['gzip', gzipBytes],
      ['br', brBytes],
    ] as const) {
      const next = await get(store, { headers: { 'accept-encoding': encoding } })
      expect(Buffer.from(await next.arrayBuffer()).equals(first)).toBe(true)
    }

    const again = await get(store, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(store.renders).toBe(1)
  })

  it('says how shared caches may keep a kept page, and validates it', async () => {
    const store = fakeStore()
    const first = await get(store)
    expect(first.headers.get('x-page-cache')).toBe('miss')
    const cacheControl = first.headers.get('cache-control') ?? ''
    expect(cacheControl).toBe(ANONYMOUS_PAGE_CACHE_CONTROL)
    expect(cacheControl).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/)
    expect(first.headers.get('vary')).toContain('Cookie')
    // The second the render started, as an HTTP date.
    const lastModified = first.headers.get('last-modified') ?? ''
    expect(lastModified).toBe('Mon, 23 Nov 2026 12:00:00 GMT')
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect((await get(store)).headers.get('x-page-cache')).toBe('hit')
  })

  it.each([
    ['its ETag', { 'if-none-match': '{etag}' }],
    ['its ETag, weakly', { 'if-none-match': 'W/{etag}' }],
    ['its ETag among others', { 'if-none-match': '"other", {etag}' }],
    ['any ETag', { 'if-none-match': '*' }],
    ['its Last-Modified', { 'if-modified-since': '{lastModified}' }],
    ['a later date', { 'if-modified-since': 'Mon, 23 Nov 2026 13:00:00 GMT' }],
  ])('answers 304 to a client that sends %s', async (_, conditions) => {
    const store = fakeStore()
    const first = await get(store)
    const fill = (value: string) =>
      value
        .replace('{etag}', first.headers.get('etag') ?? '')
        .replace('{lastModified}', first.headers.get('last-modified') ?? '')
    const headers = Object.fromEntries(Object.entries(conditions).map(([k, v]) => [k, fill(v)]))
    const again = await get(store, { headers })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    // A 304 says what a 200 would: a cache refreshes its copy by these.
    for (const name of ['etag', 'last-modified', 'cache-control', 'vary']) {
      expect(again.headers.get(name)).toBe(first.headers.get(name))
    }
  })

  it.each([
    ['another ETag', { 'if-none-match': '"other"' }],
    ['the ETag of another encoding', { 'if-none-match': '{brEtag}' }],
    ['an earlier date', { 'if-modified-since': 'Mon, 23 Nov 2026 11:59:59 GMT' }],
    [
      'another ETag and a later date (the ETag decides)',
      { 'if-none-match': '"other"', 'if-modified-since': 'Mon, 23 Nov 2026 13:00:00 GMT' },
    ],
    ['a date that is none', { 'if-modified-since': 'yesterday' }],
  ])('sends the page to a client that sends %s', async (_, conditions) => {
    const store = fakeStore()
    await get(store)
    const br = await get(store, { headers: { 'accept-encoding': 'br' } })
    const headers = Object.fromEntries(
      Object.entries(conditions).map(([k, v]) => [
        k,
        v.replace('{brEtag}', br.headers.get('etag') ?? ''),
      ]),
    )
    const again = await get(store, { headers })
    expect(again.status).toBe(200)
    expect(await again.text()).toContain('render 1 ')
  })

  it('keeps Last-Modified while later renders give the same bytes', async () => {
    const store = fakeStore()
    store.renderSameBytes()
    const first = await get(store)
    store.advance(COUNTS_LAG_MS + ANONYMOUS_PAGE_STALE_MS)
    store.publish(like)
    store.advance(ANONYMOUS_PAGE_STALE_MS)
    const second = await get(store)
    expect(second.headers.get('x-page-cache')).toBe('miss')
    expect(store.renders).toBe(2)
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'))
    expect(second.headers.get('last-modified')).toBe(first.headers.get('last-modified'))
    const unchanged = await get(store, {
      headers: { 'if-modified-since': first.headers.get('last-modified') ?? '' },
    })
    expect(unchanged.status).toBe(304)
  })
})

describe('a new build on disk', () => {
  let root: string
  let builds = 0
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'store-builds-'))
    fs.mkdirSync(path.join(root, 'client', '.vite'), { recursive: true })
    fs.writeFileSync(
      path.join(root, 'client', '.vite', 'manifest.json'),
      JSON.stringify({ 'src/entry-client.tsx': { file: 'assets/entry-client.js', isEntry: true } }),
    )
    vi.useFakeTimers({ toFake: ['Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
    fs.rmSync(root, { recursive: true, force: true })
  })

  /** Writes a render bundle whose pages say `label`, as `npm run build` would replace it. */
  function writeBuild(label: string) {
    const dir = path.join(root, 'server')
    fs.mkdirSync(dir, { recursive: true })
    const source = `const page = async () => ({ response: new Response('<p>${label}</p>', { headers: { 'content-type': 'text/html' } }), personalised: false })
export const renderStorePage = page
export const loadStorePayload = page
`
    fs.writeFileSync(path.join(dir, 'entry-server.js'), source)
    // A build is told apart by its bundle's mtime and size: each one is written a minute on.
    builds += 1
    const written = new Date(Date.UTC(2026, 10, 23, 12, builds))
    fs.utimesSync(path.join(dir, 'entry-server.js'), written, written)
  }

  it('is picked up, drops the pages of the last one, and leaves at most two copies', async () => {
    const config = {
      ...readConfig({}),
      serverDir: path.join(root, 'server'),
      clientDir: path.join(root, 'client'),
    }
    const renderer = createStorePageRenderer(config)
    const app = new Hono<AppEnv>()
    app.use('*', async (c, next) => {
      c.set('deps', { config } as AppDeps)
      await next()
    })
    app.get('*', (c) => renderer.render(c, app))
    const page = async () => (await app.request('http://store.test/store')).text()
    const copies = () => fs.readdirSync(root).filter((name) => name.startsWith('server-'))

    writeBuild('build one')
    expect(await page()).toBe('<p>build one</p>')
    for (const label of ['build two', 'build six', 'build ten']) {
      writeBuild(label)
      // The kept page would still be fresh: a new build empties the cache.
      vi.setSystemTime(Date.now() + 1_500)
      expect(await page()).toBe(`<p>${label}</p>`)
      expect(copies().length).toBeLessThanOrEqual(2)
    }
    expect(copies().length).toBe(2)
  })
})
