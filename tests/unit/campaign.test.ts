import { afterEach, describe, expect, it, vi } from 'vitest'
import { campaignCookie, recordCampaign, searchEngineOf } from '../../src/lib/campaign'
import { maxAgeSeconds, serializeCookie } from '../../src/lib/cookies'

afterEach(() => vi.unstubAllGlobals())

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

  it('writes _studio_utm with the chosen max age, and nothing without a campaign', () => {
    const doc = { cookie: '' }
    vi.stubGlobal('document', doc)
    recordCampaign(`${STORE}?utm_source=dashboard`, '')
    expect(doc.cookie).toMatch(/^_studio_utm=%7B.*; Max-Age=7200; Path=\/; SameSite=Lax$/)
    const written = decodeURIComponent(doc.cookie.split(';')[0]!.slice('_studio_utm='.length))
    expect(JSON.parse(written)).toMatchObject({ utm_source: 'dashboard', via: 'store' })
    doc.cookie = ''
    expect(recordCampaign(STORE, 'https://example.com/')).toBeNull()
    expect(doc.cookie).toBe('')
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
