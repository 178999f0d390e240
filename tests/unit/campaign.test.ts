import { describe, expect, it } from 'vitest'
import { campaignCookie, searchEngineOf } from '#catalogue/campaign'
import { campaignSetCookie, withCampaignCookie } from '#server/render/campaign-cookie'
import { maxAgeSeconds, serializeCookie } from '#src/lib/cookies'

const STORE = 'https://store.example.com/store/templates/t-1'
const HOUR = 3600

const parsed = (cookie: ReturnType<typeof campaignCookie>) =>
  cookie ? (JSON.parse(cookie.value) as Record<string, unknown>) : null

describe('campaignCookie (spec §3, §9)', () => {
  it('keeps the dashboard free-template link for 1 hour', () => {
    const cookie = campaignCookie(
      `${STORE}?utm_source=dashboard&utm_medium=start_with_template&utm_campaign=free_template`,
      '',
    )
    expect(cookie?.maxAgeSeconds).toBe(HOUR)
    expect(parsed(cookie)).toEqual({
      utm_source: 'dashboard',
      utm_medium: 'start_with_template',
      utm_campaign: 'free_template',
      via: 'store',
    })
  })

  it.each([
    'utm_source=dashboard&utm_medium=start_with_template&utm_campaign=spring_sale',
    'utm_source=dashboard&utm_medium=email&utm_campaign=free_template',
    'utm_source=newsletter&utm_medium=start_with_template&utm_campaign=free_template',
    'utm_source=dashboard&utm_medium=start_with_template',
    'utm_source=twitter',
    'utm_campaign=launch',
    'utm_medium=cpc',
  ])('keeps any other UTM set for 2 hours: %s', (query) => {
    const cookie = campaignCookie(`${STORE}?${query}`, 'https://www.google.com/')
    expect(cookie?.maxAgeSeconds).toBe(2 * HOUR)
    const params = new URLSearchParams(query)
    // The landing URL wins over the referrer.
    expect(parsed(cookie)).toEqual({
      utm_source: params.get('utm_source'),
      utm_medium: params.get('utm_medium'),
      utm_campaign: params.get('utm_campaign'),
      via: 'store',
    })
  })

  it.each([
    ['https://www.google.com/', 'google'],
    ['https://www.google.co.jp/search?q=templates', 'google'],
    ['https://search.yahoo.co.jp/search?p=x', 'yahoo'],
    ['https://search.yahoo.com/', 'yahoo'],
    ['https://www.bing.com/search?q=x', 'bing'],
    ['https://duckduckgo.com/', 'duckduckgo'],
    ['https://www.baidu.com/s?wd=x', 'baidu'],
    ['https://www.ecosia.org/search?q=x', 'ecosia'],
    ['https://yandex.ru/search/?text=x', 'yandex'],
    ['https://yandex.com.tr/', 'yandex'],
  ])('records an organic referral from %s for 2 hours', (referrer, engine) => {
    const cookie = campaignCookie(STORE, referrer)
    expect(cookie?.maxAgeSeconds).toBe(2 * HOUR)
    expect(parsed(cookie)).toEqual({
      utm_source: engine,
      utm_medium: 'organic',
      utm_campaign: null,
      via: 'store',
    })
  })

  it.each([
    '',
    'https://example.com/blog',
    'https://store.example.com/store/all',
    'https://notgoogle.com/',
    'https://google.example.net/',
    'https://mail.yahoo-inc.example/',
    'android-app://com.google.android.gm/',
    'not a url',
  ])('stores nothing for another referrer without UTM: %j', (referrer) => {
    expect(campaignCookie(STORE, referrer)).toBeNull()
    expect(campaignCookie(`${STORE}?utm_source=`, referrer)).toBeNull()
  })

  it('recognises the seven engines by their own domain only', () => {
    expect(searchEngineOf('www.google.co.jp')).toBe('google')
    expect(searchEngineOf('GOOGLE.COM.')).toBe('google')
    expect(searchEngineOf('google.evil.example.com')).toBeNull()
    expect(searchEngineOf('localhost')).toBeNull()
  })

  it('is written by the server as _studio_utm with the chosen max age, nothing without a campaign', () => {
    const now = Date.UTC(2026, 0, 1)
    const text = campaignSetCookie(new URL(`${STORE}?utm_source=dashboard`), '', now)
    expect(text).toMatch(
      /^_studio_utm=%7B.*; Expires=Thu, 01 Jan 2026 02:00:00 GMT; Max-Age=7200; Path=\/; SameSite=Lax; Secure$/,
    )
    const written = decodeURIComponent(text!.split(';')[0]!.slice('_studio_utm='.length))
    expect(JSON.parse(written)).toMatchObject({ utm_source: 'dashboard', via: 'store' })
    // Over plain HTTP (a local store) the cookie cannot be Secure.
    expect(campaignSetCookie(new URL('http://localhost:3000/?utm_source=x'), '')).not.toContain(
      'Secure',
    )
    expect(campaignSetCookie(new URL(STORE), 'https://example.com/')).toBeNull()
  })

  it("is added to a landing's answer, which shared caches must then not keep", async () => {
    const page = () =>
      new Response('<html></html>', {
        status: 302,
        headers: { Location: '/store', 'Cache-Control': 'no-cache' },
      })
    const landed = withCampaignCookie(page(), new URL(STORE), 'https://www.bing.com/')
    expect(landed.status).toBe(302)
    expect(landed.headers.get('Location')).toBe('/store')
    expect(landed.headers.get('Set-Cookie')).toMatch(/^_studio_utm=.*Max-Age=7200/)
    expect(landed.headers.get('Cache-Control')).toBe('private, no-cache')
    expect(await landed.text()).toBe('<html></html>')
    const plain = page()
    expect(withCampaignCookie(plain, new URL(STORE), '')).toBe(plain)
  })
})

describe('cookie lifetimes', () => {
  it('take days, hours or seconds', () => {
    expect(maxAgeSeconds({ days: 7 })).toBe(604_800)
    expect(maxAgeSeconds({ hours: 2 })).toBe(7200)
    expect(maxAgeSeconds({ seconds: 3600 })).toBe(3600)
    const text = serializeCookie('_studio_utm', 'x', { hours: 1, now: Date.UTC(2026, 0, 1) })
    expect(text).toContain('Expires=Thu, 01 Jan 2026 01:00:00 GMT')
    expect(text).toContain('Max-Age=3600')
  })
})
