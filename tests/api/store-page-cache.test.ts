// Issue 10: anonymous pages are kept a few seconds and sent byte for byte (compressed once, inline
// scripts admitted by hash); concurrent requests share one render; an expired page is sent once
// more while one render replaces it; signed-in pages are never kept. Driven through a fake render
// bundle, so every render is counted.
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
import {
  ANONYMOUS_PAGE_STALE_MS,
  ANONYMOUS_PAGE_TTL_MS,
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

/** A render bundle that counts its renders; each page names the render that made it. */
function fakeStore() {
  let renders = 0
  let status = 200
  let hold: Gate | undefined
  const seen: Request[] = []
  const renderStorePage = vi.fn(async ({ request }: { request: Request }) => {
    const n = ++renders
    seen.push(request)
    await hold?.opened
    const signedIn = (request.headers.get('cookie') ?? '').includes(`${TOKEN_COOKIE}=`)
    const script = `window.$render=${n}`
    const html =
      `<!DOCTYPE html><html><head><script type="application/json">{"n":${n}}</script></head>` +
      `<body><p>render ${n} ${'padding '.repeat(200)}</p><script>${script}</script></body></html>`
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
  const renderer = createStorePageRenderer(config, async () => build)
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
  }
}

const get = (store: ReturnType<typeof fakeStore>, init: RequestInit = {}) =>
  store.app.request('http://store.test/store', init)

describe('remembered anonymous pages', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-23T12:00:00Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

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

  it('sends a kept page again for 5 s, then once more stale while one render replaces it', async () => {
    const store = fakeStore()
    expect(await (await get(store)).text()).toContain('render 1 ')
    vi.setSystemTime(Date.now() + ANONYMOUS_PAGE_TTL_MS - 1)
    expect(await (await get(store)).text()).toContain('render 1 ')
    expect(store.renders).toBe(1)

    vi.setSystemTime(Date.now() + 2)
    const hold = store.holdRenders()
    // Expired: the old page goes out at once, and a single render starts behind it.
    const stale = await Promise.all([get(store), get(store), get(store)])
    for (const answer of stale) expect(await answer.text()).toContain('render 1 ')
    expect(store.renders).toBe(2)
    hold.open()
    await vi.waitFor(async () => expect(await (await get(store)).text()).toContain('render 2 '))
    expect(store.renders).toBe(2)
  })

  it('waits for a new render when the kept page is older than the stale window', async () => {
    const store = fakeStore()
    await get(store)
    vi.setSystemTime(Date.now() + ANONYMOUS_PAGE_TTL_MS + ANONYMOUS_PAGE_STALE_MS + 1)
    expect(await (await get(store)).text()).toContain('render 2 ')
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
    // Nor does an anonymous visitor get the signed-in page.
    expect(await (await get(store)).text()).toContain('render 3 ')
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
    expect(etag).toMatch(/^W\/"/)
    expect(plain.headers.get('cache-control')).toBe('no-cache')

    const br = await get(store, { headers: { 'accept-encoding': 'br, gzip' } })
    expect(br.headers.get('content-encoding')).toBe('br')
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
      // Within the 5 s the kept page would still be sent: a new build empties the cache.
      vi.setSystemTime(Date.now() + 1_500)
      expect(await page()).toBe(`<p>${label}</p>`)
      expect(copies().length).toBeLessThanOrEqual(2)
    }
    expect(copies().length).toBe(2)
  })
})
