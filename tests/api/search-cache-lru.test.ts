// Issue 9: the anonymous search answer cache is bounded by bytes (an LRU with a budget), so
// distinct searches cannot grow memory without limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ByteLru, ENTRY_OVERHEAD_BYTES, stringBytes } from '#server/search/byte-lru'
import { searchCacheBytes } from '#server/search/search-templates'
import { readConfig } from '#server/config'
import { ENGINES, createTestApp, type TestApp } from './test-app'

describe('ByteLru', () => {
  const entryBytes = (key: string, value: string) =>
    stringBytes(key) + stringBytes(value) + ENTRY_OVERHEAD_BYTES

  it('counts the bytes of keys, values and bookkeeping', () => {
    const lru = new ByteLru<string>(10_000, stringBytes)
    lru.set('a', 'x'.repeat(100))
    lru.set('bb', '日本語')
    expect(lru.bytes).toBe(entryBytes('a', 'x'.repeat(100)) + entryBytes('bb', '日本語'))
    lru.set('a', 'short')
    expect(lru.bytes).toBe(entryBytes('a', 'short') + entryBytes('bb', '日本語'))
    lru.delete('bb')
    expect(lru.bytes).toBe(entryBytes('a', 'short'))
  })

  it('evicts the least recently used entries and never exceeds the budget', () => {
    const one = entryBytes('k0', 'v'.repeat(50))
    const lru = new ByteLru<string>(one * 3, stringBytes)
    for (const key of ['k0', 'k1', 'k2']) lru.set(key, 'v'.repeat(50))
    expect(lru.get('k0')).toBeDefined() // k0 is now the most recent; k1 the least
    lru.set('k3', 'v'.repeat(50))
    expect(lru.has('k1')).toBe(false)
    expect(['k0', 'k2', 'k3'].every((k) => lru.has(k))).toBe(true)
    for (let i = 0; i < 1000; i++) {
      lru.set(`key-${i}`, 'w'.repeat(i % 97))
      expect(lru.bytes).toBeLessThanOrEqual(one * 3)
    }
    // A value larger than the whole budget is not kept and evicts nothing.
    const before = lru.bytes
    expect(lru.set('huge', 'h'.repeat(one * 3))).toBe(false)
    expect(lru.bytes).toBe(before)
  })
})

describe.each(ENGINES)('search answer cache budget (%s)', (engine) => {
  const budget = 150_000
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ engine, config: { searchCacheBytes: budget } })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('defaults to 64 MB and reads SEARCH_CACHE_BYTES', () => {
    expect(readConfig({}).searchCacheBytes).toBe(64 * 1024 * 1024)
    expect(readConfig({ SEARCH_CACHE_BYTES: '1000' }).searchCacheBytes).toBe(1000)
    expect(() => readConfig({ SEARCH_CACHE_BYTES: 'lots' })).toThrow(/SEARCH_CACHE_BYTES/)
  })

  it('stays within its byte budget over many distinct searches and still answers hits', async () => {
    const search = async (json: unknown) => {
      const response = await t.request('/v2/store/templates/search', { method: 'POST', json })
      expect(response.status).toBe(200)
      return response.text()
    }
    const first = await search({ limit: 50, offset: 0 })
    for (let offset = 1; offset <= 120; offset++) {
      await search({ limit: 50, offset })
      expect(searchCacheBytes(t.deps)).toBeLessThanOrEqual(budget)
    }
    expect(searchCacheBytes(t.deps)).toBeGreaterThan(budget / 2)
    // Evicted answers are searched again, identically.
    expect(await search({ limit: 50, offset: 0 })).toBe(first)
  })
})
