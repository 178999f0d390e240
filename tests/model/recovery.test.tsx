// The recovery machine's paths (issue 9): a page that failed because the API was away loads
// itself again after 1 s, 2 s, 4 s … at most 30 s apart; any other failure stays. The world here
// is the page's reloads and the clock: each state checks how many reloads were started and that
// the next one comes exactly when spec says, worked out from the steps, not from the machine.
import { act } from '@testing-library/react'
import { createActor, type AnyMachineSnapshot } from 'xstate'
import { afterEach, beforeEach, describe, expect, vi } from 'vitest'
import { recoveryMachine, type RecoveryContext } from '#machines/recovery'
import { provideRecoveryMachine } from '#src/hooks/actors/create-store-actors'
import {
  createActorSpy,
  deferred,
  expectSameSnapshot,
  executors,
  specPath,
  testModelFor,
  type Deferred,
} from './model-kit'
import { modelSuite } from './model-suite'

/** Retries a visitor may sit through in one model path: enough to reach the 30 s cap. */
const MAX_ATTEMPTS = 6

const suite = modelSuite(recoveryMachine)
const { twin } = suite
const model = testModelFor(twin, (snapshot: AnyMachineSnapshot) => {
  const { attempt } = snapshot.context as RecoveryContext
  return [
    { type: 'page.failed', status: 503 },
    { type: 'page.failed', status: 404 },
    { type: 'page.loaded' },
    { type: 'xstate.done.actor.reloadPage' },
    ...(attempt < MAX_ATTEMPTS
      ? [{ type: 'xstate.error.actor.reloadPage', error: { status: 502 } }]
      : []),
    { type: 'xstate.error.actor.reloadPage', error: { status: 404 } },
    { type: 'xstate.error.actor.reloadPage', error: new Error('a bug in a loader') },
    // A rejection that carries nothing at all: no status, so nothing to retry.
    { type: 'xstate.error.actor.reloadPage', error: null },
  ]
})

const outage = { type: 'page.failed', status: 503 }
const due = { type: 'xstate.after.backoff.recovery.waiting' }
const stillAway = { type: 'xstate.error.actor.reloadPage', error: { status: 502 } }
const back = { type: 'xstate.done.actor.reloadPage' }
/** Outages as a visitor lives through them (issue 9): each wait checked against the spec's. */
const specPaths = () => [
  specPath(model, twin, 'the waits double after each failed reload up to 30 s: 1, 2, 4 … 30, 30', [
    outage,
    ...Array.from({ length: 6 }, () => [due, stillAway]).flat(),
    due,
    back,
  ]),
  specPath(model, twin, 'a new outage after the page came back starts again at 1 s', [
    outage,
    due,
    stillAway,
    due,
    back,
    { type: 'page.failed', status: 504 },
    due,
  ]),
  specPath(model, twin, 'an outage after the visitor went on starts again at 1 s', [
    outage,
    due,
    stillAway,
    { type: 'page.loaded' },
    { type: 'page.failed', status: 502 },
    due,
  ]),
  specPath(model, twin, 'a reload rejected with nothing stays, and the next outage is retried', [
    outage,
    due,
    stillAway,
    due,
    { type: 'xstate.error.actor.reloadPage', error: null },
    outage,
    due,
  ]),
]

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('recovery machine model', () => {
  suite.itRunsEachPath(
    () => [...model.getShortestPaths(), ...specPaths()],
    async (path) => {
      const spy = createActorSpy()
      const reloads: Array<Deferred<void>> = []
      const reloadPage = vi.fn(() => {
        const reload = deferred<void>()
        reloads.push(reload)
        return reload.promise
      })
      const recovery = createActor(provideRecoveryMachine({ reloadPage }), { inspect: spy.inspect })
      // Where the steps lead: waiting for the next reload, reloading, or nothing to do.
      const expected = {
        phase: 'idle' as 'idle' | 'waiting' | 'reloading',
        failures: 0,
        reloads: 0,
      }
      /** Spec: 1 s, 2 s, 4 s … doubling after each failed reload, at most 30 s. */
      const nextWait = () => Math.min(1_000 * 2 ** expected.failures, 30_000)
      const retryable = (status: unknown) => status === 502 || status === 503 || status === 504
      const step = (event: { type: string }) => suite.eventTaken(event)
      const assert = (state: AnyMachineSnapshot) => {
        expectSameSnapshot(spy.find('recovery'), state)
        expect(reloadPage).toHaveBeenCalledTimes(expected.reloads)
        // A reload is planned (a timer runs) exactly while waiting.
        expect(vi.getTimerCount()).toBe(expected.phase === 'waiting' ? 1 : 0)
        expect(state.matches(expected.phase)).toBe(true)
        // Whatever a reload rejected with, the recovery still listens for the next outage.
        expect(spy.find('recovery').getSnapshot().status).toBe('active')
        suite.stateAsserted(state)
      }
      try {
        await path.test({
          events: executors({
            'xstate.init': () => {
              recovery.start()
            },
            'page.failed': ({ event }) => {
              step(event)
              if (expected.phase === 'idle' && retryable(event.status)) {
                Object.assign(expected, { phase: 'waiting', failures: 0 })
              }
              act(() => recovery.send({ type: 'page.failed', status: event.status as number }))
            },
            'page.loaded': ({ event }) => {
              step(event)
              if (expected.phase === 'waiting') expected.phase = 'idle'
              act(() => recovery.send({ type: 'page.loaded' }))
            },
            'xstate.after.backoff.recovery.waiting': async ({ event }) => {
              step(event)
              const wait = nextWait()
              await act(() => vi.advanceTimersByTimeAsync(wait - 1))
              // Not a moment early.
              expect(reloadPage).toHaveBeenCalledTimes(expected.reloads)
              await act(() => vi.advanceTimersByTimeAsync(1))
              expected.phase = 'reloading'
              expected.reloads += 1
            },
            'xstate.done.actor.reloadPage': async ({ event }) => {
              step(event)
              expected.phase = 'idle'
              await act(async () => reloads.shift()?.resolve())
            },
            'xstate.error.actor.reloadPage': async ({ event }) => {
              step(event)
              const status = (event.error as { status?: unknown } | null)?.status
              if (retryable(status)) {
                expected.phase = 'waiting'
                expected.failures += 1
              } else expected.phase = 'idle'
              const reload = reloads.shift()
              reload?.promise.catch(() => {})
              await act(async () => reload?.reject(event.error))
            },
          }) as never,
          states: {
            '#recovery.idle': assert,
            '#recovery.waiting': assert,
            '#recovery.reloading': assert,
          },
        })
      } finally {
        recovery.stop()
      }
    },
  )

  suite.itCoversEveryStateAndTransition({
    atomicStates: ['#recovery.idle', '#recovery.waiting', '#recovery.reloading'],
    events: [
      'page.failed',
      'page.loaded',
      'xstate.after.backoff.recovery.waiting',
      'xstate.done.actor.reloadPage',
      'xstate.error.actor.reloadPage',
    ],
  })
})
