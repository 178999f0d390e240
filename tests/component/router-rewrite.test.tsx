import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { buildMachine } from '../../machines/build'
import { localeMachine, localeSnapshot } from '../../machines/locale'
import { MAX_CONCURRENT_PRELOADS, createAppRouter } from '../../src/router'

function setup(locale: 'en' | 'ja') {
  const actors = {
    locale: createActor(localeMachine, { snapshot: localeSnapshot(locale) }).start(),
    build: createActor(buildMachine, {
      input: { build: { id: 'b', timestamp: 1 }, lastReloadAt: null },
    }),
  }
  const router = createAppRouter({
    queryClient: new QueryClient(),
    actors,
    history: createMemoryHistory({ initialEntries: ['/store'] }),
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
      router.buildLocation({ to: '/store/all', search: { page: 2, sort: 'ranking' } } as never)
        .publicHref
    expect(href()).toBe('/store/all?page=2&sort=ranking')
    actors.locale.send({ type: 'locale.sync', locale: 'ja' })
    expect(href()).toBe('/ja/store/all?page=2&sort=ranking')
    actors.locale.send({ type: 'locale.switch', locale: 'en' })
    expect(href()).toBe('/store/all?page=2&sort=ranking')
  })

  it('runs at most 4 route preloads at once', () => {
    const { router } = setup('en')
    const limited = router.preloadRoute as typeof router.preloadRoute & { active(): number }
    expect(typeof limited.active).toBe('function')
    expect(MAX_CONCURRENT_PRELOADS).toBe(4)
  })
})
