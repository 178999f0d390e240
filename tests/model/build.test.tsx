import { act, render, screen } from '@testing-library/react'
import fc from 'fast-check'
import { createActor, type AnyMachineSnapshot } from 'xstate'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  BUILD_POLL_INTERVAL_MS,
  buildMachine,
  CHUNK_RELOAD_GUARD_MS,
  type BuildContext,
  type BuildInfo,
  type BuildInput,
  type BuildMeta,
} from '#machines/build'
import { provideBuildMachine, type StoreRuntime } from '#src/hooks/actors/create-store-actors'
import { watchPreloadErrors } from '#src/lib/chunk-errors'
import { createFakeIo, type FakeIo } from './fake-io'
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
import { createTestRuntime } from './test-runtime'

const CURRENT: BuildInfo = { id: 'b1', timestamp: 1_000 }
const NEWER: BuildInfo = { id: 'b2', timestamp: 2_000 }
const LAST_RELOAD_AT = 95_000
const NOT_FOUND = { message: 'GET /builds/latest.json answered 404' }
const META: BuildMeta = {
  ...NEWER,
  routeRules: { '/assets/**': { headers: { 'cache-control': 'immutable' } } },
}
/** An answer that is some other build's manifest (a stale CDN copy): not recorded. */
const FOREIGN_META: BuildMeta = { ...META, id: 'b0' }
const META_NOT_FOUND = { message: 'GET /builds/meta/b2.json answered 404' }
/** latest.json answers that are no build (the file as a broken deploy or a proxy leaves it). */
const NOT_BUILDS = [null, { timestamp: 3_000 }, { id: 'b3' }]
/** builds/meta/b2.json answers that are not its manifest. */
const NOT_MANIFESTS = [
  null,
  { id: NEWER.id, timestamp: NEWER.timestamp },
  { ...META, routeRules: null },
  { ...META, timestamp: String(NEWER.timestamp) },
]

// 5 s after the last reload (guarded) and 15 s after it (allowed).
const GUARDED_AT = LAST_RELOAD_AT + CHUNK_RELOAD_GUARD_MS / 2
const ALLOWED_AT = LAST_RELOAD_AT + CHUNK_RELOAD_GUARD_MS + 5_000

const suite = modelSuite(buildMachine)
const { twin } = suite
const model = testModelFor(twin, () => [
  { type: 'navigation.chunkError', at: GUARDED_AT },
  { type: 'navigation.chunkError', at: ALLOWED_AT },
  { type: 'xstate.after.pollInterval.build.current' },
  { type: 'xstate.done.actor.fetchLatestBuild', output: NEWER },
  { type: 'xstate.done.actor.fetchLatestBuild', output: CURRENT },
  ...NOT_BUILDS.map((output) => ({ type: 'xstate.done.actor.fetchLatestBuild', output })),
  { type: 'xstate.error.actor.fetchLatestBuild', error: NOT_FOUND },
  { type: 'xstate.done.actor.fetchBuildMeta', output: META },
  { type: 'xstate.done.actor.fetchBuildMeta', output: FOREIGN_META },
  ...NOT_MANIFESTS.map((output) => ({ type: 'xstate.done.actor.fetchBuildMeta', output })),
  { type: 'xstate.error.actor.fetchBuildMeta', error: META_NOT_FOUND },
])

const poll = { type: 'xstate.after.pollInterval.build.current' }
const newerFound = { type: 'xstate.done.actor.fetchLatestBuild', output: NEWER }
/** Visits the spec asks about that the shortest paths reach by a shorter way, or not at all. */
const specPaths = () => [
  specPath(
    model,
    twin,
    'a tab that never reloaded: the poll finds a newer build, the next chunk error reloads',
    [poll, newerFound, { type: 'navigation.chunkError', at: GUARDED_AT }],
    { build: CURRENT, lastReloadAt: null },
  ),
  ...[
    { type: 'xstate.done.actor.fetchLatestBuild', output: CURRENT },
    { type: 'xstate.error.actor.fetchLatestBuild', error: NOT_FOUND },
  ].map((answer) =>
    specPath(
      model,
      twin,
      `a chunk error the check answered (${answer.type}) does not reload on a later poll`,
      [{ type: 'navigation.chunkError', at: ALLOWED_AT }, answer, poll, newerFound],
      { build: CURRENT, lastReloadAt: LAST_RELOAD_AT },
    ),
  ),
  specPath(
    model,
    twin,
    'a chunk error exactly 10 s after the last reload reloads (the guard is "within 10 s")',
    [
      poll,
      newerFound,
      { type: 'navigation.chunkError', at: LAST_RELOAD_AT + CHUNK_RELOAD_GUARD_MS },
    ],
    { build: CURRENT, lastReloadAt: LAST_RELOAD_AT },
  ),
  ...[META, FOREIGN_META].map((output) =>
    specPath(
      model,
      twin,
      `the newer build's manifest answer (${output.id}) is kept or logged`,
      [poll, newerFound, { type: 'xstate.done.actor.fetchBuildMeta', output }],
      { build: CURRENT, lastReloadAt: LAST_RELOAD_AT },
    ),
  ),
  specPath(
    model,
    twin,
    'two chunk errors during one check: the reload records the later one',
    [
      { type: 'navigation.chunkError', at: GUARDED_AT },
      { type: 'navigation.chunkError', at: ALLOWED_AT },
      newerFound,
    ],
    { build: CURRENT, lastReloadAt: LAST_RELOAD_AT },
  ),
]

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** A page whose next route chunk is gone: what the visitor is left looking at. */
function Page() {
  return <main>Template Store</main>
}

describe('build machine model', () => {
  suite.itRunsEachPath(
    () => [
      ...model.getShortestPaths({ input: { build: CURRENT, lastReloadAt: LAST_RELOAD_AT } }),
      ...specPaths(),
    ],
    async (path) => {
      const spy = createActorSpy()
      // What the tab's storage says about its last reload (spec paths may start without one).
      const storedReloadAt =
        'input' in path ? (path.input as BuildInput).lastReloadAt : LAST_RELOAD_AT
      const fake: FakeIo = createFakeIo({ readLastReloadAt: vi.fn(() => storedReloadAt) })
      const metaCalls: Array<Deferred<unknown>> = []
      const fetchBuildMeta = vi.fn((_buildId: string) => {
        const call = deferred<unknown>()
        metaCalls.push(call)
        return call.promise
      })
      // The system starts with the page (xstate.init): its build actor reads the stored reload.
      let runtime: StoreRuntime | undefined
      let last: { type: string; at?: number; output?: unknown } = { type: 'xstate.init' }
      let from: AnyMachineSnapshot | undefined
      let lastErrorEvent: Event | undefined
      let fetchesBefore = 0
      let logsBefore = 0
      let stopWatching = () => {}
      // Where the steps lead (spec §4/§8), worked out here: whether latest.json has named a newer
      // build, and the chunk error the running check must answer for (the latest one).
      let newerKnown = false
      let pendingErrorAt: number | null = null
      let reloadAt: number | null = null
      const step = (event: { type: string; at?: number; output?: unknown }) => {
        suite.eventTaken(event)
        from = suite.lastAsserted
        last = event
        fetchesBefore = fake.io.fetchLatestBuild.mock.calls.length
        logsBefore = fake.io.log.mock.calls.length
        const allowed = (at: number) =>
          storedReloadAt === null || at - storedReloadAt >= CHUNK_RELOAD_GUARD_MS
        switch (event.type) {
          case 'navigation.chunkError':
            if (newerKnown) {
              if (allowed(event.at!)) reloadAt = event.at!
            } else pendingErrorAt = event.at!
            break
          case 'xstate.done.actor.fetchLatestBuild':
          case 'xstate.error.actor.fetchLatestBuild':
            if (event.output === NEWER) {
              newerKnown = true
              if (pendingErrorAt !== null && allowed(pendingErrorAt)) reloadAt = pendingErrorAt
            }
            pendingErrorAt = null
            break
        }
      }
      const assert = (check: (ctx: BuildContext) => void) => (state: AnyMachineSnapshot) => {
        expectSameSnapshot(spy.find('build'), state)
        expect(screen.getByRole('main')).toHaveTextContent('Template Store')
        check(state.context as BuildContext)
        suite.stateAsserted(state)
      }
      const settle = async ({
        event,
      }: {
        event: { type: string; output?: unknown; error?: unknown }
      }) => {
        step(event)
        await act(() =>
          fake.settle(
            'fetchLatestBuild',
            event.type.startsWith('xstate.done')
              ? { output: event.output }
              : { error: event.error },
          ),
        )
      }
      try {
        await path.test({
          events: executors({
            'xstate.init': () => {
              runtime = createTestRuntime(fake.io, spy.inspect, { build: CURRENT, fetchBuildMeta })
              render(<Page />)
            },
            'xstate.after.pollInterval.build.current': ({ event }) => {
              step(event)
              act(() => vi.advanceTimersByTime(BUILD_POLL_INTERVAL_MS - 1))
              expect(fake.io.fetchLatestBuild).toHaveBeenCalledTimes(fetchesBefore)
              act(() => vi.advanceTimersByTime(1))
            },
            'navigation.chunkError': ({ event }) => {
              const e = event as { type: string; at: number }
              step(e)
              // Vite's preload helper reports a missing chunk this way; the router's own
              // onResolved check sends the same event.
              stopWatching = watchPreloadErrors(runtime!.actors, () => e.at)
              lastErrorEvent = new Event('vite:preloadError', { cancelable: true })
              act(() => {
                window.dispatchEvent(lastErrorEvent!)
              })
              stopWatching()
            },
            'xstate.done.actor.fetchLatestBuild': settle,
            'xstate.error.actor.fetchLatestBuild': settle,
            'xstate.done.actor.fetchBuildMeta': async ({ event }) => {
              step(event)
              await act(async () => metaCalls.shift()?.resolve(event.output))
            },
            'xstate.error.actor.fetchBuildMeta': async ({ event }) => {
              step(event)
              const call = metaCalls.shift()
              call?.promise.catch(() => {})
              await act(async () => call?.reject(event.error))
            },
          }) as never,
          states: {
            '#build.current': assert(() => {
              expect(newerKnown).toBe(false)
              expect(fake.io.reload).not.toHaveBeenCalled()
              expect(fetchBuildMeta).not.toHaveBeenCalled()
              if (last.type === 'xstate.error.actor.fetchLatestBuild') {
                expect(fake.io.log).toHaveBeenLastCalledWith(NOT_FOUND)
              }
            }),
            '#build.checking': assert(() => {
              expect(newerKnown).toBe(false)
              if (from?.matches('checking')) {
                // A chunk error while the check runs waits for that check; no second request.
                expect(fake.io.fetchLatestBuild).toHaveBeenCalledTimes(fetchesBefore)
              } else {
                // latest.json is asked for right away, on a chunk error or when the poll is due.
                expect(fake.io.fetchLatestBuild).toHaveBeenCalledTimes(fetchesBefore + 1)
              }
              expect(fetchBuildMeta).not.toHaveBeenCalled()
              expect(fake.io.reload).not.toHaveBeenCalled()
              if (last.type === 'navigation.chunkError') {
                // Without a known newer build, the error is not swallowed yet.
                expect(lastErrorEvent?.defaultPrevented).toBe(false)
              }
            }),
            '#build.outdated': assert((ctx) => {
              expect(newerKnown).toBe(true)
              expect(reloadAt).toBeNull()
              expect(fake.io.reload).not.toHaveBeenCalled()
              // The newer build's manifest is asked for once, on the way in.
              expect(fetchBuildMeta).toHaveBeenCalledExactlyOnceWith(NEWER.id)
              const asking = spy.find('build').getSnapshot().matches({ outdated: 'fetchingMeta' })
              expect(asking).toBe(metaCalls.length === 1)
              switch (last.type) {
                case 'xstate.done.actor.fetchBuildMeta':
                  if (last.output === META) {
                    expect(ctx.latestMeta).toEqual(META)
                    expect(fake.io.log).toHaveBeenCalledTimes(logsBefore)
                  } else {
                    expect(ctx.latestMeta).toBeNull()
                    expect(String((fake.io.log.mock.lastCall?.[0] as Error).message)).toBe(
                      'builds/meta/b2.json is not its manifest',
                    )
                  }
                  break
                case 'xstate.error.actor.fetchBuildMeta':
                  expect(ctx.latestMeta).toBeNull()
                  expect(fake.io.log).toHaveBeenLastCalledWith(META_NOT_FOUND)
                  break
                case 'xstate.done.actor.fetchLatestBuild':
                  expect(ctx.latestMeta).toBeNull()
                  break
              }
              if (last.type === 'navigation.chunkError') {
                // A second reload within 10 s would loop: the error stands and is logged.
                expect(lastErrorEvent?.defaultPrevented).toBe(false)
                const logged = fake.io.log.mock.lastCall?.[0] as Error
                expect(fake.io.log).toHaveBeenCalledTimes(logsBefore + 1)
                expect(logged.message).toContain(`within ${CHUNK_RELOAD_GUARD_MS} ms`)
                // The log names the failed load it refused to reload for.
                expect(logged.cause).toEqual(last)
              }
            }),
            '#build.reloading': assert(() => {
              // Reloaded once, for the chunk error the newer build answers, with its moment
              // (what the next page's guard reads), never within 10 s of the last reload.
              expect(reloadAt).not.toBeNull()
              expect(fake.io.reload).toHaveBeenCalledExactlyOnceWith(reloadAt)
              if (last.type === 'navigation.chunkError')
                expect(lastErrorEvent?.defaultPrevented).toBe(true)
            }),
          },
        })
      } finally {
        stopWatching()
      }
    },
  )

  suite.itCoversEveryStateAndTransition({
    atomicStates: [
      '#build.checking',
      '#build.current',
      '#build.outdated.fetchingMeta',
      '#build.outdated.settled',
      '#build.reloading',
    ],
    events: [
      'navigation.chunkError',
      'xstate.after.pollInterval.build.current',
      'xstate.done.actor.fetchLatestBuild',
      'xstate.error.actor.fetchLatestBuild',
      'xstate.done.actor.fetchBuildMeta',
      'xstate.error.actor.fetchBuildMeta',
    ],
  })
})

// Spec §4/§8: a failed chunk load with a newer build reloads the page, guarded for 10 seconds. A
// property over whole visits, not over the machine's own context: a tab lives through page loads
// (each a new build actor reading what the last reload stored), deploys, slow or failing
// latest.json answers and chunk errors at any moment, and the moments it reloads, read from a
// clock of the test's own, are never less than 10 s apart (nor less than 10 s after the reload
// that happened before the visit began); it never reloads without a newer build deployed; and a
// chunk error with a newer build deployed and no reload in the last 10 s does reload, at once or
// as soon as latest.json has answered.
type VisitStep =
  | { kind: 'wait'; ms: number }
  | { kind: 'chunkError' }
  | { kind: 'deploy' }
  | { kind: 'answer' }
  | { kind: 'answerFails' }

const visitStep: fc.Arbitrary<VisitStep> = fc.oneof(
  fc.record({
    kind: fc.constant('wait' as const),
    // The guard's edges and the poll's interval, and anything between.
    ms: fc.oneof(
      fc.constantFrom(1, CHUNK_RELOAD_GUARD_MS - 1, CHUNK_RELOAD_GUARD_MS, BUILD_POLL_INTERVAL_MS),
      fc.integer({ min: 0, max: 70_000 }),
    ),
  }),
  fc.constant({ kind: 'chunkError' as const }),
  fc.constant({ kind: 'deploy' as const }),
  fc.constant({ kind: 'answer' as const }),
  fc.constant({ kind: 'answerFails' as const }),
)

describe('chunk-reload guard over a whole visit', () => {
  it('reloads for a chunk error with a newer build, never twice within 10 s', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(visitStep, { maxLength: 30 }),
        fc.option(
          fc.oneof(
            fc.constantFrom(CHUNK_RELOAD_GUARD_MS - 1, CHUNK_RELOAD_GUARD_MS),
            fc.integer({ min: 0, max: 30_000 }),
          ),
          { nil: null },
        ),
        async (steps, reloadedAgo) => {
          vi.useFakeTimers()
          let clock = 100_000
          let deployed: BuildInfo = CURRENT
          let running: BuildInfo = CURRENT
          // What this tab's session storage holds, and the moments it reloaded.
          let stored: number | null = reloadedAgo === null ? null : clock - reloadedAgo
          const reloads: number[] = stored === null ? [] : [stored]
          const answers: Array<Deferred<BuildInfo>> = []
          let reloaded = false
          // A chunk error that must end in a reload: the reload count when it happened.
          let due: number | null = null
          const io = createFakeIo({
            readLastReloadAt: vi.fn(() => stored),
            fetchLatestBuild: vi.fn(() => {
              const answer = deferred<BuildInfo>()
              answers.push(answer)
              return answer.promise
            }),
            reload: vi.fn((at: number) => {
              // What the browser's I/O does (src/app/browser-io.ts).
              expect(deployed.id).not.toBe(running.id)
              // Only a failed chunk load reloads; a poll that finds a new build does not.
              expect(chunkErrors).toBeGreaterThan(0)
              stored = Math.max(at, clock)
              reloads.push(clock)
              reloaded = true
            }),
          }).io
          let chunkErrors = 0
          const startPage = () => {
            answers.splice(0)
            chunkErrors = 0
            reloaded = false
            return createActor(provideBuildMachine(io, { fetchBuildMeta: async () => null }), {
              input: { build: running, lastReloadAt: io.readLastReloadAt() },
            }).start()
          }
          let page = startPage()
          try {
            for (const s of steps) {
              if (s.kind === 'wait') {
                clock += s.ms
                await vi.advanceTimersByTimeAsync(s.ms)
              } else if (s.kind === 'chunkError') {
                const last = reloads.at(-1)
                const allowed = last === undefined || clock - last >= CHUNK_RELOAD_GUARD_MS
                if (deployed.id !== running.id && allowed && due === null) due = reloads.length
                chunkErrors += 1
                page.send({ type: 'navigation.chunkError', at: clock })
              } else if (s.kind === 'deploy') {
                deployed = { id: `b${clock}`, timestamp: clock }
              } else {
                const answer = answers.shift()
                if (s.kind === 'answer') answer?.resolve(deployed)
                else answer?.reject(new Error('latest.json unreachable'))
                // Unreachable: the tab cannot know about the newer build, the error stands.
                if (answer && s.kind === 'answerFails') due = null
                await vi.advanceTimersByTimeAsync(0)
              }
              if (due !== null && answers.length === 0) {
                expect(reloads.length).toBeGreaterThan(due)
                due = null
              }
              if (reloaded) {
                // The reload loads the deployed build into a new page.
                page.stop()
                running = deployed
                page = startPage()
              }
            }
          } finally {
            page.stop()
            vi.useRealTimers()
          }
          for (let i = 1; i < reloads.length; i++) {
            expect(reloads[i]! - reloads[i - 1]!).toBeGreaterThanOrEqual(CHUNK_RELOAD_GUARD_MS)
          }
        },
      ),
      { numRuns: 300 },
    )
    // 300 whole visits take seconds, longer under the mutation run's instrumentation; vitest's
    // 5 s timeout would fail the test on a busy machine and count a mutant as killed by it.
  }, 120_000)
})
