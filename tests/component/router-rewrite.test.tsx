import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { createActor } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { buildMachine } from '#machines/build'
import { localeMachine, localeSnapshot } from '#machines/locale'
import { MAX_CONCURRENT_PRELOADS, createAppRouter } from '#src/app/router'
import { deferred, type Deferred } from '../model/model-kit'

function setup(
  locale: 'en' | 'ja',
  queryClient = new QueryClient(),
  loadPayload?: (publicHref: string) => Promise<unknown>,
) {
  const actors = {
    locale: createActor(localeMachine, { snapshot: localeSnapshot(locale) }).start(),
    build: createActor(buildMachine, {
      input: { build: { id: 'b', timestamp: 1 }, lastReloadAt: null },
    }),
  }
  const router = createAppRouter({
    queryClient,
    actors,
    siteOrigin: 'http://localhost:3000',
    history: createMemoryHistory({ initialEntries: ['/store'] }),
    ...(loadPayload ? { loadPayload } : {}),
  })
  return { router, actors }
}

describe('createAppRouter locale rewrite', () => {
  it('routes /ja URLs to the locale-free route tree, stripping one /ja only', () => {
    const { router } = setup('ja')
    const parse = (href: string) =>
      router.parseLocation({
        pathname: href.split('?')[0] ?? href,
        search: href.includes('?') ? `?${href.split('?')[1]}` : '',
        hash: '',
        href,
        state: { __TSR_index: 0 },
      } as never)
    expect(parse('/ja/store/all?page=2').pathname).toBe('/store/all')
    expect(parse('/ja').pathname).toBe('/')
    expect(parse('/ja/ja/store/template-designer').pathname).toBe('/ja/store/template-designer')
    expect(parse('/store/all').pathname).toBe('/store/all')
    expect(parse('/jazz').pathname).toBe('/jazz')
  })

  it('adds /ja to every link while the locale machine says ja, and nothing in English', () => {
    const { router, actors } = setup('en')
    const href = () =>
      router.buildLocation({ to: '/store/all', search: { page: 2, sort: 'ranking' } }).publicHref
    expect(href()).toBe('/store/all?page=2')
    actors.locale.send({ type: 'locale.sync', locale: 'ja' })
    expect(href()).toBe('/ja/store/all?page=2')
    actors.locale.send({ type: 'locale.switch', locale: 'en' })
    expect(href()).toBe('/store/all?page=2')
  })

  it('runs at most 4 route preloads at once; the 5th starts when one settles', async () => {
    // Each listing preload ends in its loader's ensureQueryData: hold every one of them open.
    const queryClient = new QueryClient()
    const loads: Array<Deferred<unknown>> = []
    const ensureQueryData = vi.fn(() => {
      const load = deferred<unknown>()
      loads.push(load)
      return load.promise
    })
    queryClient.ensureQueryData = ensureQueryData as unknown as QueryClient['ensureQueryData']
    queryClient.prefetchQuery = vi.fn(async () => {})
    const { router } = setup('en', queryClient)
    const limited = router.options.context?.preloadGate
    if (!limited) throw new Error('the app router has no preload gate')

    const preloads = [1, 2, 3, 4, 5].map((page) =>
      router.preloadRoute({ to: '/store/all', search: { page, sort: 'ranking' } }),
    )
    await vi.waitFor(() => expect(ensureQueryData).toHaveBeenCalledTimes(4))
    expect(limited.active()).toBe(4)
    expect(limited.queued()).toBe(1)
    // Give a queued preload every chance to sneak in: it must not.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(ensureQueryData).toHaveBeenCalledTimes(4)

    loads[0]?.resolve({ templates: [], totalCount: 0 })
    await vi.waitFor(() => expect(ensureQueryData).toHaveBeenCalledTimes(5))
    expect(limited.active()).toBe(4)
    expect(limited.queued()).toBe(0)

    for (const load of loads) load.resolve({ templates: [], totalCount: 0 })
    await Promise.all(preloads)
    expect(limited.active()).toBe(0)
    expect(MAX_CONCURRENT_PRELOADS).toBe(4)
  })

  it("a preload fetches the page's payload before its loaders ask for data; a navigation does not", async () => {
    const queryClient = new QueryClient()
    const asked: string[] = []
    queryClient.ensureQueryData = vi.fn(async () => {
      asked.push('loader')
      return { templates: [], totalCount: 0 }
    }) as unknown as QueryClient['ensureQueryData']
    queryClient.prefetchQuery = vi.fn(async () => {})
    const payload = deferred<unknown>()
    const loadPayload = vi.fn((publicHref: string) => {
      asked.push(`payload ${publicHref}`)
      return payload.promise
    })
    const { router, actors } = setup('ja', queryClient, loadPayload)
    actors.locale.send({ type: 'locale.sync', locale: 'ja' })

    const preload = router.preloadRoute({ to: '/store/all', search: { page: 2, sort: 'ranking' } })
    await vi.waitFor(() => expect(loadPayload).toHaveBeenCalledTimes(1))
    // The payload's address is the page's public one, in the visitor's language.
    expect(asked).toEqual(['payload /ja/store/all?page=2'])
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(asked).toEqual(['payload /ja/store/all?page=2'])
    payload.resolve(true)
    await preload
    expect(asked).toEqual(['payload /ja/store/all?page=2', 'loader'])

    await router.navigate({ to: '/store/all', search: { page: 3, sort: 'ranking' } })
    expect(loadPayload).toHaveBeenCalledTimes(1)
  })
})
