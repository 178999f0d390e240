import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HYDRATED_ATTR } from '#catalogue/app-start'
import { createBrowserIo } from '#src/app/browser-io'
import type { RouterPort } from '#src/hooks/actors/store-io'
import { readCookie } from '#src/lib/cookies'

function port(publicHref = '/store/all?page=2') {
  return {
    navigate: vi.fn((_to: string) => {}),
    openSearch: vi.fn((_query: string) => {}),
    navigateSearch: vi.fn((_search: { page: number; sort: string }) => {}),
    publicHref: vi.fn(() => publicHref),
    pushPublicHref: vi.fn((_href: string) => {}),
    replaceSearchWithout: vi.fn((_param: string) => {}),
    reloadPage: vi.fn(async () => {}),
  } satisfies RouterPort
}

afterEach(() => {
  document.cookie = 'store_token=; Max-Age=0; Path=/'
  document.cookie = 'store_locale=; Max-Age=0; Path=/'
  history.replaceState(null, '', '/')
  vi.unstubAllGlobals()
})

describe('browser I/O of the store actors', () => {
  it('reads the one-time token from the URL and removes it without a trace in history', () => {
    history.pushState(null, '', '/store/all?sort=hot&one_time_token=once-1#top')
    const io = createBrowserIo({ queryClient: new QueryClient(), router: () => undefined })
    expect(io.readOneTimeToken()).toBe('once-1')
    const length = history.length
    io.removeOneTimeTokenFromUrl()
    expect(location.pathname + location.search + location.hash).toBe('/store/all?sort=hot#top')
    expect(history.length).toBe(length)
    expect(io.readOneTimeToken()).toBeNull()
  })

  it('asks the router to drop the token once the router exists', () => {
    history.pushState(null, '', '/ja/store?one_time_token=once-2')
    const router = port()
    const io = createBrowserIo({ queryClient: new QueryClient(), router: () => router })
    io.removeOneTimeTokenFromUrl()
    expect(router.replaceSearchWithout).toHaveBeenCalledWith('one_time_token')
  })

  it('keeps the token and locale in cookies and redirects to the prefixed path', () => {
    const router = port('/store/all?page=2')
    const io = createBrowserIo({ queryClient: new QueryClient(), router: () => router })
    io.storeToken('access-9', 7)
    expect(io.readToken()).toBe('access-9')
    io.removeToken()
    expect(io.readToken()).toBeNull()
    io.persistLocale('ja', 365)
    expect(readCookie('store_locale')).toBe('ja')
    io.redirectToLocale('ja')
    expect(router.pushPublicHref).toHaveBeenLastCalledWith('/ja/store/all?page=2')
    router.publicHref.mockReturnValue('/ja/store/all?page=2')
    io.redirectToLocale('en')
    expect(router.pushPublicHref).toHaveBeenLastCalledWith('/store/all?page=2')
  })

  it('asks for the like state of a remembered like only once the page has hydrated', async () => {
    document.documentElement.removeAttribute(HYDRATED_ATTR)
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ data: { template_id: 't1', liked: false, count_likes: 7 } }),
          { headers: { 'content-type': 'application/json' } },
        ),
    )
    vi.stubGlobal('fetch', fetchMock)
    const queryClient = new QueryClient()
    const refetch = vi.spyOn(queryClient, 'refetchQueries')
    const io = createBrowserIo({ queryClient, router: () => undefined })
    let settled = false
    const state = io.fetchLikeState('t1').then((like) => {
      settled = true
      return like
    })
    // Served data still hydrating: neither the page's lists nor the template are asked for.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(refetch).not.toHaveBeenCalled()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(settled).toBe(false)
    document.documentElement.setAttribute(HYDRATED_ATTR, '')
    await expect(state).resolves.toMatchObject({ liked: false, countLikes: 7 })
    expect(refetch).toHaveBeenCalledTimes(1)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    document.documentElement.removeAttribute(HYDRATED_ATTR)
  })

  it('polls latest.json with a timestamp query and remembers the reload time across the reload', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ id: 'b2', timestamp: 5 })))
    vi.stubGlobal('fetch', fetchMock)
    const io = createBrowserIo({ queryClient: new QueryClient(), router: () => undefined })
    await expect(io.fetchLatestBuild()).resolves.toEqual({ id: 'b2', timestamp: 5 })
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toMatch(
      /^\/builds\/latest\.json\?t=\d+$/,
    )
    const reload = vi.fn()
    vi.stubGlobal('location', { ...location, reload })
    // The chunk error came at 123 456, latest.json answered 6.5 s later: the guard counts from
    // the reload itself.
    vi.spyOn(Date, 'now').mockReturnValue(129_956)
    io.reload(123_456)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(io.readLastReloadAt()).toBe(129_956)
    vi.mocked(Date.now).mockRestore()
  })

  it("keeps the visit's choices and the recently viewed list in the browser's storage (issue 31)", () => {
    sessionStorage.clear()
    localStorage.clear()
    const io = createBrowserIo({ queryClient: new QueryClient(), router: () => undefined })
    expect(io.readPersonalChoices()).toBeUndefined()
    io.writePersonalChoices({ name: 'Café', accent: '#abcdef' })
    expect(JSON.parse(sessionStorage.getItem('store.personalise')!)).toEqual({
      name: 'Café',
      accent: '#abcdef',
    })
    expect(io.readPersonalChoices()).toEqual({ name: 'Café', accent: '#abcdef' })
    io.writePersonalChoices(undefined)
    expect(sessionStorage.getItem('store.personalise')).toBeNull()
    sessionStorage.setItem('store.personalise', '{not json')
    expect(io.readPersonalChoices()).toBeUndefined()

    io.writeRecentlyViewed(['a', 'b'])
    expect(io.readRecentlyViewed()).toBe('["a","b"]')
    io.writeRecentlyViewed([])
    expect(localStorage.getItem('store.recentlyViewed')).toBeNull()

    // Another tab's change is reported; this key's or a cleared storage's only.
    const listener = vi.fn()
    const unwatch = io.watchRecentlyViewed(listener)
    window.dispatchEvent(new StorageEvent('storage', { key: 'store.recentlyViewed' }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }))
    window.dispatchEvent(new StorageEvent('storage', { key: null }))
    expect(listener).toHaveBeenCalledTimes(2)
    unwatch()
    window.dispatchEvent(new StorageEvent('storage', { key: 'store.recentlyViewed' }))
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('storage refused (privacy settings, a sandboxed frame): nothing kept, nothing thrown', () => {
    const refused = () => {
      throw new DOMException('denied', 'SecurityError')
    }
    vi.stubGlobal('sessionStorage', { getItem: refused, setItem: refused, removeItem: refused })
    vi.stubGlobal('localStorage', { getItem: refused, setItem: refused, removeItem: refused })
    const io = createBrowserIo({ queryClient: new QueryClient(), router: () => undefined })
    expect(() => io.writePersonalChoices({ name: 'x' })).not.toThrow()
    expect(io.readPersonalChoices()).toBeUndefined()
    expect(() => io.writeRecentlyViewed(['a'])).not.toThrow()
    expect(io.readRecentlyViewed()).toBeNull()
    expect(() => io.writeCompareSet(['a'])).not.toThrow()
    expect(io.readCompareSet()).toEqual([])
  })
})
