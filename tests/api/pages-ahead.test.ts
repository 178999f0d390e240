// Issue 30, decision 041, with the real app, build and database: with PAGES_AHEAD every
// template's page is rendered before anyone asks for it, so a crawler's or a search visitor's
// first request for it is answered from memory; a like re-renders only the pages that show the
// liked template, a catalogue change drops them all. The app's clock is moved by the test; the
// walker itself runs on real time, so the test waits for what it reports on /v2/health.
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { correctTemplateTitle } from '#server/catalogue-admin'
import type { DataChange } from '#server/data-changes'
import { AHEAD_QUIET_MS, AHEAD_REFRESH_AFTER_MS } from '#server/render/pages-ahead'
import { ANONYMOUS_PAGE_CACHE_CONTROL } from '#server/render/page-freshness'
import {
  ENGINES,
  createAccountWithToken,
  createTestApp,
  heardChange,
  type TestApp,
} from './test-app'

type ListItem = { template_id: string; template_title: string; count_likes: number }
type Health = { data: { pages_ahead?: { wanted: number; kept: number; complete: boolean } } }

const GOOGLEBOT =
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0.6778.204 Safari/537.36'
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
const DESKTOP_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0'
const PHONE_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36'
const TEMPLATES = 6
/** The walker renders only once nothing was asked for AHEAD_QUIET_MS: polls leave it room. */
const QUIET_POLL_MS = AHEAD_QUIET_MS * 4

/** A page's HTML, unzipped when it came gzipped (app.request leaves that to the client). */
async function htmlOf(answer: Response): Promise<string> {
  const bytes = Buffer.from(await answer.arrayBuffer())
  return answer.headers.get('content-encoding') === 'gzip'
    ? gunzipSync(bytes).toString('utf8')
    : bytes.toString('utf8')
}

/** The count on the detail page's own like button (the first on the page). */
const shownCount = (html: string) => Number(/data-like-count="">(\d+)</.exec(html)?.[1])

describe.each(ENGINES)('template pages rendered ahead on %s', (engine) => {
  let t: TestApp
  let clock = Date.UTC(2026, 11, 2, 9, 0, 0)
  let templates: ListItem[]

  const page = (path: string, userAgent = GOOGLEBOT, headers: Record<string, string> = {}) =>
    t.request(path, { headers: { 'user-agent': userAgent, 'accept-encoding': 'gzip', ...headers } })
  const health = async () =>
    ((await (await t.request('/v2/health')).json()) as Health).data.pages_ahead
  /** Waits (real time) until the walker has every page again. */
  const walked = async () => {
    for (let tries = 0; tries < 300; tries++) {
      const status = await health()
      if (status?.complete && status.kept === status.wanted) return status
      await new Promise((resolve) => setTimeout(resolve, QUIET_POLL_MS))
    }
    throw new Error(`the walker did not finish: ${JSON.stringify(await health())}`)
  }
  const heard = (kind: DataChange['kind']) => heardChange(t.db, kind)

  beforeAll(async () => {
    t = await createTestApp({
      engine,
      templates: TEMPLATES,
      now: () => new Date(clock),
      config: { pagesAhead: ['desktop', 'mobile'] },
    })
    const list = await t.request('/v2/store/templates?order_by=ranking&limit=12&language=en')
    templates = ((await list.json()) as { data: { templates: ListItem[] } }).data.templates
  }, 60_000)
  afterAll(async () => {
    await t?.close()
  })
  const template = (n: number) => templates[n] as ListItem

  it('renders every template in both languages and both layouts once the first page was asked for', async () => {
    expect(await health()).toEqual({ wanted: 0, kept: 0, complete: false })
    expect((await page('/store')).status).toBe(200)
    expect(await walked()).toEqual({
      wanted: TEMPLATES * 2 * 2,
      kept: TEMPLATES * 2 * 2,
      complete: true,
    })
  }, 60_000)

  it.each([
    ['a crawler', GOOGLEBOT, '/store/templates/'],
    ['a crawler, in Japanese', GOOGLEBOT, '/ja/store/templates/'],
    ['a desktop Chrome visitor', DESKTOP_CHROME, '/store/templates/'],
    ['a phone visitor', PHONE_CHROME, '/ja/store/templates/'],
  ])(
    'answers %s a page nobody asked for from what was rendered ahead',
    async (_, agent, prefix) => {
      const id = template(3).template_id
      const answer = await page(`${prefix}${id}`, agent)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('x-page-cache')).toBe('hit')
      expect(answer.headers.get('content-encoding')).toBe('gzip')
      expect(answer.headers.get('cache-control')).toBe(ANONYMOUS_PAGE_CACHE_CONTROL)
      expect(answer.headers.get('etag')).toMatch(/^"[\w-]+-gzip"$/)
      expect(await htmlOf(answer)).toContain(`templateId:"${id}"`)
    },
  )

  it('sends the same page a render on request would, unzipped for a client without gzip, and 304 for a current copy', async () => {
    const path = `/store/templates/${template(4).template_id}`
    const ahead = await page(path, DESKTOP_CHROME, { 'accept-encoding': 'identity' })
    expect(ahead.headers.get('x-page-cache')).toBe('hit')
    expect(ahead.headers.get('content-encoding')).toBeNull()
    const etag = ahead.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"[\w-]+"$/)
    // Pages are rendered ahead for the first request's origin: another host name is rendered
    // now, for the same browser.
    const rendered = await page(`http://127.0.0.1${path}`, DESKTOP_CHROME)
    expect(rendered.headers.get('x-page-cache')).toBe('miss')
    // Less the render's times and the origin (in links and in the QR code's address).
    const withoutVolatile = (html: string) =>
      html
        .replace(/\b(?:u|dehydratedAt|dataUpdatedAt):\d+/g, '')
        .replace(/<svg[^>]*data-testid="open-on-phone-qr"[\s\S]*?<\/svg>/, '')
        .replaceAll('http://127.0.0.1', 'http://localhost')
    expect(withoutVolatile(await htmlOf(ahead))).toBe(withoutVolatile(await htmlOf(rendered)))

    const again = await page(path, DESKTOP_CHROME, {
      'if-none-match': etag,
      'accept-encoding': 'identity',
    })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
  })

  it('renders on request a browser whose editor offer differs (desktop Firefox)', async () => {
    const answer = await page(`/store/templates/${template(5).template_id}`, DESKTOP_FIREFOX)
    expect(answer.headers.get('x-page-cache')).toBe('miss')
  })

  it("re-renders after a like only the liked template's own pages", async () => {
    const liked = template(0)
    const path = `/store/templates/${liked.template_id}`
    expect(shownCount(await htmlOf(await page(path)))).toBe(liked.count_likes)
    // Every other template's page (a detail page's own counts are the only ones it is served
    // with: its related row is fetched by the app).
    const others = await Promise.all(
      templates.slice(1).map(async (other) => {
        const otherPath = `/ja/store/templates/${other.template_id}`
        const answer = await page(otherPath)
        expect(await htmlOf(answer)).not.toContain(`"${liked.template_id}"`)
        return { path: otherPath, etag: answer.headers.get('etag') }
      }),
    )

    const { token: fan } = await createAccountWithToken(t, `ahead-fan-${engine}@example.com`)
    const likes = heard('likes')
    const like = await t.request(`/v2/store/templates/${liked.template_id}/like`, {
      method: 'POST',
      token: fan,
    })
    expect(like.status).toBe(200)
    await likes
    // Counts lag: the page is kept until its refresh is due, then the walker renders it again.
    expect(shownCount(await htmlOf(await page(path)))).toBe(liked.count_likes)
    clock += AHEAD_REFRESH_AFTER_MS
    // Its pages in both languages, both layouts.
    const own = [
      [path, GOOGLEBOT],
      [`/ja${path}`, GOOGLEBOT],
      [path, PHONE_CHROME],
      [`/ja${path}`, PHONE_CHROME],
    ] as const
    let counts: number[] = []
    for (let tries = 0; tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, QUIET_POLL_MS))
      counts = await Promise.all(
        own.map(async ([ownPath, agent]) => {
          const again = await page(ownPath, agent)
          expect(again.headers.get('x-page-cache')).toBe('hit')
          return shownCount(await htmlOf(again))
        }),
      )
      if (counts.every((count) => count !== liked.count_likes)) break
    }
    expect(counts).toEqual(own.map(() => liked.count_likes + 1))
    // Rendered again, their bytes would differ (the data's time is in them): none was.
    for (const other of others) {
      const still = await page(other.path)
      expect(still.headers.get('x-page-cache')).toBe('hit')
      expect(still.headers.get('etag')).toBe(other.etag)
    }
  }, 30_000)

  it('drops every page at a catalogue change and shows the corrected title at once', async () => {
    const { template_id: id } = template(2)
    const path = `/store/templates/${id}`
    expect((await page(path)).headers.get('x-page-cache')).toBe('hit')
    const title = `Corrected ahead on ${engine}`
    const changed = heard('templates')
    await correctTemplateTitle(t.db, engine, { templateId: id, title, language: 'en' })
    await changed
    const after = await page(path)
    expect(await htmlOf(after)).toContain(title)
    expect(after.headers.get('x-page-cache')).toBe('miss')
    const status = await walked()
    expect(status.kept).toBe(TEMPLATES * 2 * 2)
    expect((await page(`/ja${path}`)).headers.get('x-page-cache')).toBe('hit')
  }, 60_000)
})

describe('template pages rendered ahead with PUBLIC_URL', () => {
  let t: TestApp
  afterAll(async () => {
    await t?.close()
  })

  it('renders them from the start, for the public origin, before any page is asked for', async () => {
    t = await createTestApp({
      templates: 3,
      config: { pagesAhead: ['desktop'], publicUrl: 'https://store.example.com' },
    })
    let status: Health['data']['pages_ahead']
    for (let tries = 0; tries < 300 && !status?.complete; tries++) {
      await new Promise((resolve) => setTimeout(resolve, QUIET_POLL_MS))
      status = ((await (await t.request('/v2/health')).json()) as Health).data.pages_ahead
    }
    expect(status).toEqual({ wanted: 3 * 2, kept: 3 * 2, complete: true })
    const list = await t.request('/v2/store/templates?limit=1&language=en')
    const [first] = ((await list.json()) as { data: { templates: ListItem[] } }).data.templates
    const answer = await t.request(`/store/templates/${first?.template_id ?? ''}`, {
      headers: { 'user-agent': GOOGLEBOT, 'accept-encoding': 'identity' },
    })
    expect(answer.headers.get('x-page-cache')).toBe('hit')
    expect(await answer.text()).toContain('https://store.example.com/store/templates/')
  }, 60_000)
})
