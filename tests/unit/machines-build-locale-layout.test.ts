import { createActor, fromPromise } from 'xstate'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  BUILD_POLL_INTERVAL_MS,
  buildMachine,
  CHUNK_RELOAD_GUARD_MS,
  isNewerBuild,
  reloadAllowed,
} from '../../machines/build'
import { layoutMachine } from '../../machines/layout'
import { LOCALE_COOKIE_DAYS, localeMachine, localeSnapshot } from '../../machines/locale'

describe('build machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('knows a newer build and the 10 s guard', () => {
    expect(isNewerBuild({ id: 'a', timestamp: 1 }, { id: 'b', timestamp: 2 })).toBe(true)
    expect(isNewerBuild({ id: 'a', timestamp: 1 }, { id: 'a', timestamp: 2 })).toBe(false)
    expect(isNewerBuild({ id: 'a', timestamp: 3 }, { id: 'b', timestamp: 2 })).toBe(false)
    expect(isNewerBuild({ id: 'a', timestamp: 1 }, 'junk')).toBe(false)
    expect(reloadAllowed(null, 5)).toBe(true)
    expect(reloadAllowed(1_000, 1_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false)
    expect(reloadAllowed(1_000, 1_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true)
  })

  function start(
    latest: () => Promise<{ id: string; timestamp: number }>,
    lastReloadAt: number | null = null,
  ) {
    const reload = vi.fn()
    const fetchLatest = vi.fn(latest)
    const actor = createActor(
      buildMachine.provide({
        actors: { fetchLatestBuild: fromPromise(() => fetchLatest()) },
        actions: { reload: (_, p) => reload(p.at), logError: () => {} },
      }),
      { input: { build: { id: 'b1', timestamp: 1 }, lastReloadAt } },
    ).start()
    return { actor, reload, fetchLatest }
  }

  it('polls latest.json, then reloads once on a chunk error — never twice within 10 s', async () => {
    const { actor, reload, fetchLatest } = start(async () => ({ id: 'b2', timestamp: 2 }))
    expect(fetchLatest).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS)
    expect(fetchLatest).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().value).toBe('outdated')
    actor.send({ type: 'navigation.chunkError', at: 50_000 })
    expect(reload).toHaveBeenCalledWith(50_000)
    expect(actor.getSnapshot().value).toBe('reloading')

    const again = start(async () => ({ id: 'b2', timestamp: 2 }), 45_000)
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS)
    again.actor.send({ type: 'navigation.chunkError', at: 50_000 })
    expect(again.reload).not.toHaveBeenCalled()
    expect(again.actor.getSnapshot().value).toBe('outdated')
  })

  it('a chunk error checks at once and reloads if a newer build is out', async () => {
    const { actor, reload, fetchLatest } = start(async () => ({ id: 'b2', timestamp: 2 }))
    actor.send({ type: 'navigation.chunkError', at: 7_000 })
    expect(fetchLatest).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(0)
    expect(reload).toHaveBeenCalledWith(7_000)
  })

  it('without a newer build nothing reloads and polling goes on', async () => {
    const { actor, reload, fetchLatest } = start(async () => ({ id: 'b1', timestamp: 1 }))
    actor.send({ type: 'navigation.chunkError', at: 7_000 })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('current')
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS)
    expect(fetchLatest).toHaveBeenCalledTimes(2)
    expect(reload).not.toHaveBeenCalled()
  })
})

describe('locale machine', () => {
  it('switches en ⇄ ja, keeping the cookie 365 days before redirecting', () => {
    const order: string[] = []
    const actor = createActor(
      localeMachine.provide({
        actions: {
          persistLocale: (_, p) => order.push(`cookie ${p.locale} ${p.days}`),
          redirectToLocale: (_, p) => order.push(`redirect ${p.locale}`),
        },
      }),
      { snapshot: localeSnapshot('ja') },
    ).start()
    expect(actor.getSnapshot().value).toBe('ja')
    actor.send({ type: 'locale.switch', locale: 'ja' })
    expect(order).toEqual([])
    actor.send({ type: 'locale.switch', locale: 'en' })
    actor.send({ type: 'locale.sync', locale: 'ja' })
    expect(order).toEqual([
      `cookie en ${LOCALE_COOKIE_DAYS}`,
      'redirect en',
      `cookie ja ${LOCALE_COOKIE_DAYS}`,
    ])
    expect(LOCALE_COOKIE_DAYS).toBe(365)
  })
})

describe('layout machine', () => {
  it('drawer and search mode exclude each other', () => {
    const actor = createActor(layoutMachine).start()
    const panel = () => (actor.getSnapshot().value as { panel: string }).panel
    actor.send({ type: 'drawer.open' })
    expect(panel()).toBe('drawer')
    actor.send({ type: 'search.open' })
    expect(panel()).toBe('search')
    actor.send({ type: 'drawer.toggle' })
    expect(panel()).toBe('drawer')
    actor.send({ type: 'drawer.toggle' })
    expect(panel()).toBe('closed')
  })

  it('holds the login modal flag and mode', () => {
    const actor = createActor(layoutMachine).start()
    actor.send({ type: 'loginModal.open', mode: 'like' })
    expect(actor.getSnapshot().matches({ loginModal: 'open' })).toBe(true)
    expect(actor.getSnapshot().context.loginModalMode).toBe('like')
    actor.send({ type: 'loginModal.close' })
    expect(actor.getSnapshot().context.loginModalMode).toBeNull()
  })
})
