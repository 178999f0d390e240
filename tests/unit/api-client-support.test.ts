import { afterEach, describe, expect, it, vi } from 'vitest'
import { isChunkLoadError } from '#src/lib/chunk-errors'
import { limitConcurrency } from '#src/lib/concurrency-limit'
import {
  parseCookies,
  readCookie,
  removeCookie,
  serializeCookie,
  writeCookie,
} from '#src/lib/cookies'

afterEach(() => vi.unstubAllGlobals())

describe('cookies', () => {
  it('reads without a document (Node) and from a cookie string', () => {
    expect(readCookie('store_token')).toBeUndefined()
    expect(readCookie('store_locale', 'a=1; store_locale=ja; b=%E2%9C%93')).toBe('ja')
    expect(parseCookies('b=%E2%9C%93; bad=%E0').get('b')).toBe('✓')
    expect(parseCookies('bad=%E0').get('bad')).toBe('%E0')
  })

  it('writes with expiry days, path and SameSite', () => {
    const text = serializeCookie('store_token', 'a b', { days: 7, now: Date.UTC(2026, 0, 1) })
    expect(text).toContain('store_token=a%20b')
    expect(text).toContain('Expires=Thu, 08 Jan 2026 00:00:00 GMT')
    expect(text).toContain('Max-Age=604800')
    expect(text).toContain('Path=/; SameSite=Lax')
    writeCookie('x', 'y', { days: 1 })
    removeCookie('x')
    const doc = { cookie: '' }
    vi.stubGlobal('document', doc)
    writeCookie('store_locale', 'ja', { days: 365 })
    expect(doc.cookie).toMatch(/^store_locale=ja; .*Max-Age=31536000/)
    removeCookie('store_locale')
    expect(doc.cookie).toMatch(/^store_locale=; .*Max-Age=0/)
  })
})

describe('limitConcurrency', () => {
  it('runs at most `limit` calls at once, in call order', async () => {
    const releases: Array<() => void> = []
    const started: number[] = []
    const limited = limitConcurrency(
      (n: number) =>
        new Promise<number>((resolve) => {
          started.push(n)
          releases.push(() => resolve(n))
        }),
      4,
    )
    const results = [1, 2, 3, 4, 5, 6].map((n) => limited(n))
    expect(started).toEqual([1, 2, 3, 4])
    expect(limited.queued()).toBe(2)
    releases[0]?.()
    await results[0]
    expect(started).toEqual([1, 2, 3, 4, 5])
    for (const release of releases.slice(1)) release()
    await Promise.resolve()
    releases.at(-1)?.()
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4, 5, 6])
    expect(limited.active()).toBe(0)
  })

  it('frees a slot when a call fails', async () => {
    const limited = limitConcurrency(async (fail: boolean) => {
      if (fail) throw new Error('no')
      return 'ok'
    }, 1)
    await expect(limited(true)).rejects.toThrow('no')
    await expect(limited(false)).resolves.toBe('ok')
    expect(() => limitConcurrency(async () => 1, 0)).toThrow('positive integer')
  })
})

describe('isChunkLoadError', () => {
  it('recognises the browsers’ missing-chunk errors', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true)
    expect(isChunkLoadError(new Error('Not found'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })
})
