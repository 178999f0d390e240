import { describe, expect, it } from 'vitest'
import { editorSupport } from '#src/lib/editor-support'
import { DEFAULT_STORE_CONFIG } from '#catalogue/store-config'
import { studioUrl } from '#src/lib/store-config'

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromeLinuxHeadless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70',
  legacyEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19041',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  samsungDesktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Safari/537.36',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.7 Mobile/15E148 Safari/604.1',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
} as const

describe('editorSupport (spec §6: desktop Chrome or Edge)', () => {
  it.each([
    ['chromeWindows', true, { ok: true }],
    ['chromeMac', true, { ok: true }],
    // Brave and Vivaldi send Chrome's own string, so they are Chrome here too.
    ['chromeLinuxHeadless', true, { ok: true }],
    ['edge', true, { ok: true }],
    ['legacyEdge', true, { ok: false, reason: 'notChrome' }],
    ['opera', true, { ok: false, reason: 'notChrome' }],
    ['samsungDesktop', true, { ok: false, reason: 'notChrome' }],
    ['firefox', true, { ok: false, reason: 'notChrome' }],
    ['safari', true, { ok: false, reason: 'notChrome' }],
    // Not a desktop comes first, whatever the browser.
    ['chromeWindows', false, { ok: false, reason: 'notDesktop' }],
    ['firefox', false, { ok: false, reason: 'notDesktop' }],
    ['chromeAndroid', true, { ok: false, reason: 'notDesktop' }],
    ['chromeIphone', true, { ok: false, reason: 'notDesktop' }],
    ['safariIpad', true, { ok: false, reason: 'notDesktop' }],
    ['firefoxAndroid', true, { ok: false, reason: 'notDesktop' }],
  ] as const)('%s on a desktop=%s → %j', (name, isDesktop, expected) => {
    expect(editorSupport(UA[name], isDesktop)).toEqual(expected)
  })

  it('treats an empty user agent as not Chrome', () => {
    expect(editorSupport('', true)).toEqual({ ok: false, reason: 'notChrome' })
  })
})

describe('studioUrl (spec §2: {studio}/s/{templateId}?lang={locale}&currency={currency})', () => {
  it('builds the editor sandbox link from the configured base', () => {
    expect(studioUrl('tpl-001', 'ja', 'jpy', DEFAULT_STORE_CONFIG)).toBe(
      '/studio/s/tpl-001?lang=ja&currency=jpy',
    )
    expect(
      studioUrl('tpl 2/x', 'en', 'usd', {
        ...DEFAULT_STORE_CONFIG,
        studioAppUrl: 'https://studio.example.com/',
      }),
    ).toBe('https://studio.example.com/s/tpl%202%2Fx?lang=en&currency=usd')
  })
})
