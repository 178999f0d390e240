import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchBuildMeta } from '#src/lib/build-files'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('fetchBuildMeta', () => {
  it('reads builds/meta/{id}.json past every cache', async () => {
    const manifest = { id: 'b2', timestamp: 2, routeRules: {} }
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => Response.json(manifest))
    vi.stubGlobal('fetch', fetch)
    await expect(fetchBuildMeta('b2')).resolves.toEqual(manifest)
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/builds/meta/b2.json', { cache: 'no-store' })
  })

  it('fails on a missing file and never builds a path from a strange id', async () => {
    const fetch = vi.fn(async () => new Response('nope', { status: 404 }))
    vi.stubGlobal('fetch', fetch)
    await expect(fetchBuildMeta('b3')).rejects.toThrow('GET /builds/meta/b3.json answered 404')
    await expect(fetchBuildMeta('../secrets')).rejects.toThrow('Not a build id: "../secrets"')
    await expect(fetchBuildMeta('')).rejects.toThrow('Not a build id')
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})
