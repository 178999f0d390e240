import { createActor, fromPromise } from 'xstate'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  RETRY_MAX_DELAY_MS,
  isRetryableStatus,
  recoveryMachine,
  retryDelay,
} from '#machines/recovery'

function start(outcomes: Array<{ status: number } | 'ok'>) {
  const reloadPage = vi.fn(async () => {
    const outcome = outcomes.shift() ?? 'ok'
    if (outcome !== 'ok') throw outcome
  })
  const actor = createActor(
    recoveryMachine.provide({ actors: { reloadPage: fromPromise(() => reloadPage()) } }),
  ).start()
  return { actor, reloadPage }
}

describe('recovery machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('waits 1 s, 2 s, 4 s … between tries, never more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ])
    expect(retryDelay(50)).toBe(RETRY_MAX_DELAY_MS)
  })

  it('retries only what may pass by itself: 502, 503, 504', () => {
    expect([502, 503, 504].every(isRetryableStatus)).toBe(true)
    expect([400, 401, 403, 404, 429, 500, null, undefined].some(isRetryableStatus)).toBe(false)
  })

  it('reloads the page after each wait until it loads, then rests', async () => {
    const { actor, reloadPage } = start([{ status: 503 }, { status: 502 }, 'ok'])
    actor.send({ type: 'page.failed', status: 503 })
    expect(actor.getSnapshot().value).toBe('waiting')

    await vi.advanceTimersByTimeAsync(999)
    expect(reloadPage).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(reloadPage).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context).toEqual({ attempt: 1 })

    await vi.advanceTimersByTimeAsync(1_999)
    expect(reloadPage).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(reloadPage).toHaveBeenCalledTimes(2)
    expect(actor.getSnapshot().context).toEqual({ attempt: 2 })

    await vi.advanceTimersByTimeAsync(4_000)
    expect(reloadPage).toHaveBeenCalledTimes(3)
    expect(actor.getSnapshot().value).toBe('idle')

    await vi.advanceTimersByTimeAsync(60_000)
    expect(reloadPage).toHaveBeenCalledTimes(3)
  })

  it('stops when a retry turns into a failure that will not pass (404)', async () => {
    const { actor, reloadPage } = start([{ status: 404 }])
    actor.send({ type: 'page.failed', status: 504 })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(reloadPage).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().value).toBe('idle')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(reloadPage).toHaveBeenCalledTimes(1)
  })

  it('never retries a 404 or a 500', async () => {
    const { actor, reloadPage } = start([])
    actor.send({ type: 'page.failed', status: 404 })
    actor.send({ type: 'page.failed', status: 500 })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(reloadPage).not.toHaveBeenCalled()
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('a page that loaded meanwhile (the visitor went on) cancels the planned try', async () => {
    const { actor, reloadPage } = start([])
    actor.send({ type: 'page.failed', status: 503 })
    actor.send({ type: 'page.loaded' })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(reloadPage).not.toHaveBeenCalled()
  })

  it('ignores router reports about the reload it is running', async () => {
    let finish: () => void = () => {}
    const reloadPage = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const actor = createActor(
      recoveryMachine.provide({ actors: { reloadPage: fromPromise(() => reloadPage()) } }),
    ).start()
    actor.send({ type: 'page.failed', status: 503 })
    await vi.advanceTimersByTimeAsync(1_000)
    actor.send({ type: 'page.failed', status: 503 })
    expect(actor.getSnapshot().value).toBe('reloading')
    finish()
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('idle')
  })
})
