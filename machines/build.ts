// Spec §4/§8/§9 newer build: `builds/latest.json` is polled; once a newer build is known, a
// navigation that fails on a chunk load reloads the page — never twice within 10 seconds. A chunk
// error before the poll noticed the deploy checks at once, so the reload does not wait a minute.
// Once a newer build is known, its route-rules manifest (`builds/meta/{id}.json`, spec §7) is
// fetched, so the tab knows the rules of the build its next reload lands on.
import { assign, fromPromise, setup } from 'xstate'

export const CHUNK_RELOAD_GUARD_MS = 10_000
export const BUILD_POLL_INTERVAL_MS = 60_000

export type BuildInfo = { id: string; timestamp: number }

/** `builds/meta/{id}.json`, written by scripts/vite-plugin-build-meta.ts. */
export type BuildMeta = BuildInfo & { routeRules: Record<string, unknown> }

export type BuildInput = {
  build: BuildInfo
  /** When this tab last reloaded for a chunk error (kept across the reload by the app). */
  lastReloadAt: number | null
}

export type BuildContext = {
  build: BuildInfo
  /** The newest build this tab knows of: its own until a poll finds another. */
  latest: BuildInfo
  lastReloadAt: number | null
  /** A chunk error that arrived before a newer build was known, waiting for the check. */
  chunkErrorAt: number | null
  /** The route-rules manifest of `latest`, once fetched. */
  latestMeta: BuildMeta | null
}

export type BuildEvent = { type: 'navigation.chunkError'; at: number }

export function isNewerBuild(current: BuildInfo, latest: unknown): latest is BuildInfo {
  // latest.json as the server sent it: anything else (null, a half-written file) is no build.
  const { id, timestamp } = (latest ?? {}) as Partial<BuildInfo>
  return (
    typeof id === 'string' &&
    typeof timestamp === 'number' &&
    // Ids are content hashes: any other id is the deployed build, even with an older date (a
    // rollback). The timestamp is the source's date, not the build's, so it orders nothing.
    id !== current.id
  )
}

export function isBuildMeta(value: unknown, buildId: string): value is BuildMeta {
  const { id, timestamp, routeRules } = (value ?? {}) as Partial<BuildMeta>
  return (
    id === buildId &&
    typeof timestamp === 'number' &&
    typeof routeRules === 'object' &&
    routeRules !== null
  )
}

export function reloadAllowed(lastReloadAt: number | null, at: number): boolean {
  return lastReloadAt === null || at - lastReloadAt >= CHUNK_RELOAD_GUARD_MS
}

export const buildMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, nothing at run time
  types: {
    context: {} as BuildContext,
    events: {} as BuildEvent,
    input: {} as BuildInput,
  },
  // Stryker disable all: placeholders. The app and the tests always provide() these actors;
  // the placeholders only make an unprovided machine fail loudly.
  actors: {
    fetchLatestBuild: fromPromise<BuildInfo, void>(async () => {
      throw new Error('buildMachine: provide the fetchLatestBuild actor')
    }),
    fetchBuildMeta: fromPromise<unknown, { buildId: string }>(async () => {
      throw new Error('buildMachine: provide the fetchBuildMeta actor')
    }),
  },
  // Stryker restore all
  actions: {
    reload: (_, _params: { at: number }) => {},
    logError: (_, _params: { error: unknown }) => {},
    recordChunkError: assign((_, params: { at: number }) => ({ chunkErrorAt: params.at })),
    recordLatest: assign((_, params: { latest: BuildInfo }) => ({ latest: params.latest })),
    forgetChunkError: assign({ chunkErrorAt: null }),
    recordMeta: assign((_, params: { meta: BuildMeta }) => ({ latestMeta: params.meta })),
  },
  guards: {
    isNewer: ({ context }, params: { latest: unknown }) =>
      isNewerBuild(context.build, params.latest),
    isNewerWithChunkErrorDue: ({ context }, params: { latest: unknown }) =>
      isNewerBuild(context.build, params.latest) &&
      context.chunkErrorAt !== null &&
      reloadAllowed(context.lastReloadAt, context.chunkErrorAt),
    reloadAllowed: ({ context }, params: { at: number }) =>
      reloadAllowed(context.lastReloadAt, params.at),
    isLatestMeta: ({ context }, params: { meta: unknown }) =>
      isBuildMeta(params.meta, context.latest.id),
  },
  delays: {
    pollInterval: BUILD_POLL_INTERVAL_MS,
  },
}).createMachine({
  id: 'build',
  context: ({ input }) => ({
    build: input.build,
    latest: input.build,
    lastReloadAt: input.lastReloadAt,
    chunkErrorAt: null,
    latestMeta: null,
  }),
  initial: 'current',
  states: {
    current: {
      after: { pollInterval: 'checking' },
      on: {
        'navigation.chunkError': {
          target: 'checking',
          actions: { type: 'recordChunkError', params: ({ event }) => ({ at: event.at }) },
        },
      },
    },
    checking: {
      on: {
        // The poll may be the very check that finds the newer build: keep the error for it.
        'navigation.chunkError': {
          actions: { type: 'recordChunkError', params: ({ event }) => ({ at: event.at }) },
        },
      },
      invoke: {
        id: 'fetchLatestBuild',
        src: 'fetchLatestBuild',
        onDone: [
          {
            guard: {
              type: 'isNewerWithChunkErrorDue',
              params: ({ event }) => ({ latest: event.output }),
            },
            target: 'reloading',
            // The reload records its moment for the next page (the tab's own storage).
            actions: {
              type: 'reload',
              params: ({ context }) => ({ at: context.chunkErrorAt ?? 0 }),
            },
          },
          {
            guard: { type: 'isNewer', params: ({ event }) => ({ latest: event.output }) },
            // A chunk error kept for this check stands: it came within 10 s of the last reload.
            target: 'outdated',
            actions: { type: 'recordLatest', params: ({ event }) => ({ latest: event.output }) },
          },
          { target: 'current', actions: 'forgetChunkError' },
        ],
        onError: {
          target: 'current',
          actions: [
            'forgetChunkError',
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    outdated: {
      // Nothing waits on the manifest: a chunk error reloads whether or not it has arrived.
      initial: 'fetchingMeta',
      states: {
        fetchingMeta: {
          invoke: {
            id: 'fetchBuildMeta',
            src: 'fetchBuildMeta',
            input: ({ context }) => ({ buildId: context.latest.id }),
            onDone: [
              {
                guard: { type: 'isLatestMeta', params: ({ event }) => ({ meta: event.output }) },
                target: 'settled',
                actions: {
                  type: 'recordMeta',
                  params: ({ event }) => ({ meta: event.output as BuildMeta }),
                },
              },
              {
                target: 'settled',
                actions: {
                  type: 'logError',
                  params: ({ context }) => ({
                    error: new Error(`builds/meta/${context.latest.id}.json is not its manifest`),
                  }),
                },
              },
            ],
            onError: {
              target: 'settled',
              actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        settled: {},
      },
      on: {
        'navigation.chunkError': [
          {
            guard: { type: 'reloadAllowed', params: ({ event }) => ({ at: event.at }) },
            target: 'reloading',
            actions: { type: 'reload', params: ({ event }) => ({ at: event.at }) },
          },
          {
            // Reloaded less than 10 s ago: another reload would loop, so the error stands.
            actions: {
              type: 'logError',
              params: ({ event }) => ({
                error: new Error(
                  `Chunk load failed again within ${CHUNK_RELOAD_GUARD_MS} ms of a reload`,
                  {
                    cause: event,
                  },
                ),
              }),
            },
          },
        ],
      },
    },
    // The page is being replaced: nothing follows (chunk-errors.ts reads this state).
    reloading: {},
  },
})
