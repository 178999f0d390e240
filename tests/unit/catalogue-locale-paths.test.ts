import { describe, expect, it } from 'vitest'
import {
  DEFAULT_LOCALE,
  LOCALES,
  isLocale,
  localizePath,
  splitLocale,
} from '#catalogue/locale-paths'

describe('locales', () => {
  it('are en (default, no prefix) and ja', () => {
    expect(LOCALES).toEqual(['en', 'ja'])
    expect(DEFAULT_LOCALE).toBe('en')
    expect(isLocale('ja')).toBe(true)
    expect(isLocale('fr')).toBe(false)
    expect(isLocale(undefined)).toBe(false)
  })
})

describe('localizePath', () => {
  it.each([
    ['/store', 'en', '/store'],
    ['/store', 'ja', '/ja/store'],
    ['/', 'ja', '/ja'],
    ['/', 'en', '/'],
    ['/store/all?page=2&sort=hot', 'ja', '/ja/store/all?page=2&sort=hot'],
    ['/store/templates/t1#reviews', 'ja', '/ja/store/templates/t1#reviews'],
    ['/?q=x', 'ja', '/ja?q=x'],
    ['/ja/store', 'ja', '/ja/store'],
    ['/ja', 'ja', '/ja'],
    ['/ja/store/search?q=a', 'en', '/store/search?q=a'],
    ['/ja', 'en', '/'],
    ['/jazz', 'ja', '/ja/jazz'],
    ['store', 'ja', '/ja/store'],
  ] as const)('%s in %s → %s', (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected)
  })

  it('is idempotent: localizing twice never doubles the prefix', () => {
    const once = localizePath('/store/liked', 'ja')
    expect(localizePath(once, 'ja')).toBe(once)
  })
})

describe('splitLocale', () => {
  it.each([
    ['/ja/store', 'ja', '/store'],
    ['/ja', 'ja', '/'],
    ['/ja/', 'ja', '/'],
    ['/store', 'en', '/store'],
    ['/', 'en', '/'],
    ['/jazz', 'en', '/jazz'],
    ['/jazz/store', 'en', '/jazz/store'],
    ['/ja/ja/store', 'ja', '/ja/store'],
    ['/ja?x=1', 'ja', '/?x=1'],
    ['/ja/store/search?q=ja#top', 'ja', '/store/search?q=ja#top'],
    ['/en/store', 'en', '/en/store'],
  ] as const)('%s → %s %s', (pathname, locale, path) => {
    expect(splitLocale(pathname)).toEqual({ locale, path })
  })
})

describe('round trips', () => {
  const paths = [
    '/',
    '/store',
    '/store/all?page=3&sort=likes_count',
    '/store/sitetype/business/corporate',
    '/store/industries/beauty-clinic/hair-salon#list',
    '/store/templates/tpl-001',
  ]

  it.each(paths)('%s survives localize → split in every locale', (path) => {
    for (const locale of LOCALES) {
      expect(splitLocale(localizePath(path, locale))).toEqual({ locale, path })
    }
  })

  it.each(paths)('%s switches ja → en → ja unchanged', (path) => {
    const ja = localizePath(path, 'ja')
    expect(localizePath(localizePath(ja, 'en'), 'ja')).toBe(ja)
    expect(localizePath(ja, 'en')).toBe(path)
  })
})
