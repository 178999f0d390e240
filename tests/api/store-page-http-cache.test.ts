// Issue 30, decision 037, with the real app, build and database: anonymous pages and their
// `_payload.json` carry what a proxy or CDN needs (Cache-Control with s-maxage and
// stale-while-revalidate, a strong ETag, Last-Modified) and answer 304 to both kinds of
// conditional request; signed-in pages stay private. On PostgreSQL the page is read from a
// second instance, which hears of the writes through the change feed: a catalogue change shows
// at once, a like within the bounded lag. The clock is the app's own (deps.now), moved by the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TOKEN_COOKIE } from '#catalogue/cookie-names'
import { correctTemplateTitle } from '#server/catalogue-admin'
import type { DataChange } from '#server/data-changes'
import {
  ANONYMOUS_PAGE_CACHE_CONTROL,
  ANONYMOUS_PAGE_STALE_MS,
  COUNTS_LAG_MS,
} from '#server/render/page-freshness'
import {
  ENGINES,
  SEEDED_ACCOUNTS,
  createAccountWithToken,
  createTestApp,
  openOtherInstance,
  signIn,
  type OtherInstance,
  type TestApp,
  heardChange,
} from './test-app'

type ListItem = { template_id: string; template_title: string; count_likes: number }

/** The count on the detail page's own like button (the first on the page). */
const shownCount = (html: string) => Number(/data-like-count="">(\d+)</.exec(html)?.[1])

describe.each(ENGINES)('HTTP caching of anonymous pages on %s', (engine) => {
  let t: TestApp
  let other: OtherInstance
  let token: string
  let clock = Date.UTC(2026, 11, 1, 9, 0, 0)
  let templates: ListItem[]

  beforeAll(async () => {
    t = await createTestApp({ engine, templates: 12, now: () => new Date(clock) })
    other = await openOtherInstance(t)
    token = await signIn(t, SEEDED_ACCOUNTS.demo.email, SEEDED_ACCOUNTS.demo.password)
    const list = await t.request('/v2/store/templates?order_by=ranking&limit=12&language=en')
    templates = ((await list.json()) as { data: { templates: ListItem[] } }).data.templates
  })
  afterAll(async () => {
    await other?.close()
    await t?.close()
  })

  const heardOnOther = (kind: DataChange['kind']) => heardChange(other.db, kind)

  const template = (n: number) => templates[n] as ListItem

  it.each([
    ['a detail page', (id: string) => `/store/templates/${id}`],
    ['its payload', (id: string) => `/store/templates/${id}/_payload.json?build`],
    ['a list page', () => '/ja/store/all?sort=hot'],
  ])(
    'sends %s with public caching headers and validators, and 304 when the copy is current',
    async (_, pathOf) => {
      const path = pathOf(template(0).template_id)
      const first = await other.request(path)
      expect(first.status).toBe(200)
      expect(first.headers.get('cache-control')).toBe(ANONYMOUS_PAGE_CACHE_CONTROL)
      expect(first.headers.get('cache-control')).toMatch(
        /\bs-maxage=\d+.*\bstale-while-revalidate=\d+/,
      )
      const etag = first.headers.get('etag') ?? ''
      expect(etag).toMatch(/^"[\w-]+"$/)
      const lastModified = first.headers.get('last-modified') ?? ''
      expect(new Date(lastModified).getTime()).toBe(Math.floor(clock / 1000) * 1000)
      expect(first.headers.get('vary')).toContain('Cookie')

      const conditions: Record<string, string>[] = [
        { 'if-none-match': etag },
        { 'if-modified-since': lastModified },
      ]
      for (const condition of conditions) {
        const again = await other.request(path, { headers: condition })
        expect(again.status).toBe(304)
        expect(await again.text()).toBe('')
        expect(again.headers.get('etag')).toBe(etag)
      }
    },
  )

  it('keeps signed-in pages private, with no validators, and never answers them 304', async () => {
    const path = `/store/templates/${template(0).template_id}`
    const anonymous = await other.request(path)
    const signedIn = await other.request(path, {
      headers: {
        cookie: `${TOKEN_COOKIE}=${token}`,
        'if-none-match': anonymous.headers.get('etag') ?? '',
        'if-modified-since': anonymous.headers.get('last-modified') ?? '',
      },
    })
    expect(signedIn.status).toBe(200)
    expect(signedIn.headers.get('cache-control')).toBe('private, no-cache')
    expect(signedIn.headers.get('vary')).toContain('Cookie')
    expect(signedIn.headers.get('etag')).toBeNull()
    expect(signedIn.headers.get('last-modified')).toBeNull()
  })

  it('shows a corrected title at once: the kept page is dropped and its ETag is no longer current', async () => {
    const { template_id: id } = template(1)
    const path = `/store/templates/${id}`
    const before = await other.request(path)
    const etag = before.headers.get('etag') ?? ''
    expect((await other.request(path)).headers.get('x-page-cache')).toBe('hit')

    const title = `Corrected on ${engine}`
    const heard = heardOnOther('templates')
    await correctTemplateTitle(t.db, engine, { templateId: id, title, language: 'en' })
    await heard
    // The same moment: no clock had to move.
    const after = await other.request(path, { headers: { 'if-none-match': etag } })
    expect(after.status).toBe(200)
    expect(after.headers.get('etag')).not.toBe(etag)
    expect(await after.text()).toContain(title)
  })

  it(`shows a like on the anonymous page within ${(COUNTS_LAG_MS + ANONYMOUS_PAGE_STALE_MS) / 1000} s, not at every like`, async () => {
    const { template_id: id } = template(2)
    const path = `/store/templates/${id}`
    const before = shownCount(await (await other.request(path)).text())
    expect(before).toBe(template(2).count_likes)

    const { token: fan } = await createAccountWithToken(t, `page-fan-${engine}@example.com`)
    const heard = heardOnOther('likes')
    const liked = await t.request(`/v2/store/templates/${id}/like`, { method: 'POST', token: fan })
    expect(liked.status).toBe(200)
    await heard
    // Likes lag: the kept page is still sent, rendered before the like.
    clock += COUNTS_LAG_MS - 1
    const kept = await other.request(path)
    expect(kept.headers.get('x-page-cache')).toBe('hit')
    expect(shownCount(await kept.text())).toBe(before)
    // Past the lag and the stale window, the page is rendered again with the like.
    clock += 1 + ANONYMOUS_PAGE_STALE_MS
    const fresh = await other.request(path)
    expect(fresh.headers.get('x-page-cache')).toBe('miss')
    expect(shownCount(await fresh.text())).toBe(before + 1)
  })
})
