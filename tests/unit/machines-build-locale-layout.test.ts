import { createActor, fromPromise } from 'xstate'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  BUILD_POLL_INTERVAL_MS,
  buildMachine,
  CHUNK_RELOAD_GUARD_MS,
  isBuildMeta,
  isNewerBuild,
  reloadAllowed,
} from '#machines/build'
import { layoutMachine } from '#machines/layout'
import { LOCALE_COOKIE_DAYS, localeMachine, localeSnapshot } from '#machines/locale'

describe('build machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('knows a newer build and the 10 s guard', () => {
    expect(isNewerBuild({ id: 'a', timestamp: 1 }, { id: 'b', timestamp: 2 })).toBe(true)
    expect(isNewerBuild({ id: 'a', timestamp: 1 }, { id: 'a', timestamp: 2 })).toBe(false)
    // A different id is what was deployed, even dated earlier (a rollback).
    expect(isNewerBuild({ id: 'a', timestamp: 3 }, { id: 'b', timestamp: 2 })).toBe(true)
    expect(isNewerBuild({ id: 'a', timestamp: 1 }, 'junk')).toBe(false)
    expect(reloadAllowed(null, 5)).toBe(true)
    expect(reloadAllowed(1_000, 1_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false)
    expect(reloadAllowed(1_000, 1_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true)
  })

  function start(
    latest: () => Promise<{ id: string; timestamp: number }>,
    lastReloadAt: number | null = null,
    meta: (buildId: string) => Promise<unknown> = () => new Promise(() => {}),
  ) {
    const reload = vi.fn()
    const logError = vi.fn()
    const fetchLatest = vi.fn(latest)
    const fetchMeta = vi.fn(meta)
    const actor = createActor(
      buildMachine.provide({
        actors: {
          fetchLatestBuild: fromPromise(() => fetchLatest()),
          fetchBuildMeta: fromPromise(({ input }) => fetchMeta(input.buildId)),
        },
        actions: { reload: (_, p) => reload(p.at), logError: (_, p) => logError(p.error) },
      }),
      { input: { build: { id: 'b1', timestamp: 1 }, lastReloadAt } },
    ).start()
    return { actor, reload, fetchLatest, fetchMeta, logError }
  }

  it('fetches the newer build’s route-rules manifest once it is known', async () => {
    const routeRules = { '/assets/**': { headers: { 'cache-control': 'immutable' } } }
    const { actor, fetchMeta } = start(
      async () => ({ id: 'b2', timestamp: 2 }),
      null,
      async (buildId) => ({ id: buildId, timestamp: 2, routeRules }),
    )
    expect(fetchMeta).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(fetchMeta).toHaveBeenCalledExactlyOnceWith('b2')
    expect(actor.getSnapshot().matches({ outdated: 'settled' })).toBe(true)
    expect(actor.getSnapshot().context.latestMeta).toEqual({ id: 'b2', timestamp: 2, routeRules })
    // The manifest changes nothing about reloading.
    actor.send({ type: 'navigation.chunkError', at: 70_000 })
    expect(actor.getSnapshot().value).toBe('reloading')
  })

  it('logs a missing or foreign manifest and keeps none', async () => {
    const missing = start(
      async () => ({ id: 'b2', timestamp: 2 }),
      null,
      async () => Promise.reject(new Error('GET /builds/meta/b2.json answered 404')),
    )
    await vi.advanceTimersByTimeAsync(60_000)
    expect(missing.logError).toHaveBeenCalledExactlyOnceWith(
      new Error('GET /builds/meta/b2.json answered 404'),
    )
    expect(missing.actor.getSnapshot().context.latestMeta).toBeNull()

    const foreign = start(
      async () => ({ id: 'b2', timestamp: 2 }),
      null,
      async () => ({ id: 'b0', timestamp: 2, routeRules: {} }),
    )
    await vi.advanceTimersByTimeAsync(60_000)
    expect(String(foreign.logError.mock.lastCall?.[0])).toContain('not its manifest')
    expect(foreign.actor.getSnapshot().context.latestMeta).toBeNull()
    expect(isBuildMeta({ id: 'b2', timestamp: 2, routeRules: {} }, 'b2')).toBe(true)
    expect(isBuildMeta({ id: 'b2', timestamp: 2 }, 'b2')).toBe(false)
  })

  it('polls latest.json, then reloads once on a chunk error — never twice within 10 s', async () => {
    const { actor, reload, fetchLatest } = start(async () => ({ id: 'b2', timestamp: 2 }))
    expect(fetchLatest).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS)
    expect(fetchLatest).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().matches('outdated')).toBe(true)
    actor.send({ type: 'navigation.chunkError', at: 50_000 })
    expect(reload).toHaveBeenCalledWith(50_000)
    expect(actor.getSnapshot().value).toBe('reloading')

    const again = start(async () => ({ id: 'b2', timestamp: 2 }), 45_000)
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS)
    again.actor.send({ type: 'navigation.chunkError', at: 50_000 })
    expect(again.reload).not.toHaveBeenCalled()
    expect(again.actor.getSnapshot().matches('outdated')).toBe(true)
  })

  it('a chunk error checks at once and reloads if a newer build is out', async () => {
    const { actor, reload, fetchLatest } = start(async () => ({ id: 'b2', timestamp: 2 }))
    actor.send({ type: 'navigation.chunkError', at: 7_000 })
    expect(fetchLatest).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(0)
    expect(reload).toHaveBeenCalledWith(7_000)
  })

  it('guards reloads for exactly 10,000 ms (literal times, not the constant)', async () => {
    expect(reloadAllowed(0, 9_999)).toBe(false)
    expect(reloadAllowed(0, 10_000)).toBe(true)

    // Last reload at 100,000 ms; the poll finds a newer build.
    const { actor, reload } = start(async () => ({ id: 'b2', timestamp: 2 }), 100_000)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(actor.getSnapshot().matches('outdated')).toBe(true)
    actor.send({ type: 'navigation.chunkError', at: 109_999 })
    expect(reload).not.toHaveBeenCalled()
    expect(actor.getSnapshot().matches('outdated')).toBe(true)
    actor.send({ type: 'navigation.chunkError', at: 110_000 })
    expect(reload).toHaveBeenCalledExactlyOnceWith(110_000)
  })

  it('a chunk error 9,999 ms after the last reload does not reload even when it finds the newer build', async () => {
    const early = start(async () => ({ id: 'b2', timestamp: 2 }), 100_000)
    early.actor.send({ type: 'navigation.chunkError', at: 109_999 })
    await vi.advanceTimersByTimeAsync(0)
    expect(early.reload).not.toHaveBeenCalled()
    expect(early.actor.getSnapshot().matches('outdated')).toBe(true)

    const due = start(async () => ({ id: 'b2', timestamp: 2 }), 100_000)
    due.actor.send({ type: 'navigation.chunkError', at: 110_000 })
    await vi.advanceTimersByTimeAsync(0)
    expect(due.reload).toHaveBeenCalledExactlyOnceWith(110_000)
  })

  it('a chunk error during the poll’s own check reloads once that check finds a newer build', async () => {
    let answer: (build: { id: string; timestamp: number }) => void = () => {}
    const { actor, reload, fetchLatest } = start(() => new Promise((resolve) => (answer = resolve)))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(actor.getSnapshot().value).toBe('checking')
    actor.send({ type: 'navigation.chunkError', at: 61_000 })
    // The check under way answers for this error too; no second request.
    expect(fetchLatest).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.chunkErrorAt).toBe(61_000)
    answer({ id: 'b2', timestamp: 2 })
    await vi.advanceTimersByTimeAsync(0)
    expect(reload).toHaveBeenCalledExactlyOnceWith(61_000)
    expect(actor.getSnapshot().value).toBe('reloading')
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
    actor.send({ type: 'drawer.toggle' })
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
