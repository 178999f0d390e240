// The store's one actor system: the root machine (machines/store.ts) with every child's effects
// provided from one StoreIo (the browser's, the server render's or a test's). The same system runs
// per request on the server and per page in the browser. A page's own child (the checkout, the
// listing) is provided by the page that opens it (checkout-logic.ts, listing-logic.ts), a search
// field's by the field on its first use (search-logic.ts).
import {
  assign,
  createActor,
  fromPromise,
  sendParent,
  sendTo,
  type Actor,
  type ActorRefFrom,
  type InspectionEvent,
} from 'xstate'
import type { Account } from '#catalogue/api-contract'
import type { Locale } from '#catalogue/locale-paths'
import { buildMachine, type BuildInfo } from '#machines/build'
import { compareMachine } from '#machines/compare'
import { layoutMachine } from '#machines/layout'
import { likeMachine, type LikeState } from '#machines/like'
import { likeIntentMachine } from '#machines/like-intent'
import { recoveryMachine } from '#machines/recovery'
import { localeMachine } from '#machines/locale'
import { sessionMachine } from '#machines/session'
import { likeKey, likeSystemId, storeMachine, type LikeActorRef } from '#machines/store'
import { fetchBuildMeta } from '#src/lib/build-files'
import type { StoreIo } from './store-io'

export type InspectFn = (event: InspectionEvent) => void

/** The store system's long-lived children, looked up by their systemIds. */
export type StoreActors = {
  session: ActorRefFrom<typeof sessionMachine>
  layout: ActorRefFrom<typeof layoutMachine>
  locale: ActorRefFrom<typeof localeMachine>
  build: ActorRefFrom<typeof buildMachine>
  recovery: ActorRefFrom<typeof recoveryMachine>
  likeIntent: ActorRefFrom<typeof likeIntentMachine>
  compare: ActorRefFrom<typeof compareMachine>
}

export type LikeActor = LikeActorRef

/**
 * One like actor per template, shared by every view that shows it (decision 020), spawned by the
 * store root: per page in the browser and per request on the server.
 */
export type LikeRegistry = {
  /** The template's actor; the first view to ask has the root create it from the data it shows. */
  actorFor(templateId: string | undefined, shown: LikeState): LikeActor
}

export type StoreRoot = Actor<ReturnType<typeof provideStore>>

export type StoreRuntime = {
  /** The one root actor: every other actor of the app is its child. */
  root: StoreRoot
  actors: StoreActors
  likes: LikeRegistry
  io: StoreIo
  /** Passed to the root (dev inspector): it reports every actor of the system. */
  inspect: InspectFn | undefined
}

export function provideSessionMachine(io: StoreIo) {
  return sessionMachine.provide({
    actors: {
      exchangeToken: fromPromise(({ input }) => io.exchangeToken(input.oneTimeToken)),
      fetchAccount: fromPromise(({ input }) => io.fetchAccount(input.token)),
      revokeToken: fromPromise(({ input }) => io.revokeToken(input.token)),
    },
    actions: {
      storeToken: (_, { token, days }) => io.storeToken(token, days),
      removeToken: () => io.removeToken(),
      removeOneTimeTokenFromUrl: () => io.removeOneTimeTokenFromUrl(),
      setAnalyticsUserId: (_, { userId }) => io.setAnalyticsUserId(userId),
      clearAnalyticsUserId: () => io.setAnalyticsUserId(null),
      navigateToStore: () => io.navigate('/store'),
      refreshTemplates: () => io.refreshTemplates(),
      logError: (_, { error }) => io.log(error),
    },
  })
}

export function provideLocaleMachine(io: StoreIo) {
  return localeMachine.provide({
    actions: {
      persistLocale: (_, { locale, days }) => io.persistLocale(locale, days),
      redirectToLocale: (_, { locale }) => io.redirectToLocale(locale),
    },
  })
}

export type BuildMachineOptions = {
  pollInterval?: number
  /** builds/meta/{id}.json over HTTP unless a test hands its own. */
  fetchBuildMeta?: (buildId: string) => Promise<unknown>
}

export function provideBuildMachine(io: StoreIo, options: BuildMachineOptions = {}) {
  const readMeta = options.fetchBuildMeta ?? ((buildId: string) => fetchBuildMeta(buildId))
  return buildMachine.provide({
    actors: {
      fetchLatestBuild: fromPromise(() => io.fetchLatestBuild()),
      fetchBuildMeta: fromPromise(({ input }) => readMeta(input.buildId)),
    },
    actions: {
      reload: (_, { at }) => io.reload(at),
      logError: (_, { error }) => io.log(error),
    },
    ...(options.pollInterval !== undefined
      ? { delays: { pollInterval: options.pollInterval } }
      : {}),
  })
}

export function provideLikeMachine(io: StoreIo) {
  return likeMachine.provide({
    actors: { setLike: fromPromise(({ input }) => io.setLike(input)) },
    actions: {
      openLoginModal: sendTo(
        ({ system }) => system.get('layout') as StoreActors['layout'],
        (_, { mode }: { mode: 'like' }) => ({ type: 'loginModal.open' as const, mode }),
      ),
      rememberIntent: sendTo(
        ({ system }) => system.get('likeIntent') as StoreActors['likeIntent'],
        (_, { templateId }: { templateId: string }) => ({
          type: 'intent.remember' as const,
          templateId,
          at: io.now(),
        }),
      ),
      writeThrough: ({ context }) => {
        if (!context.templateId) return
        io.writeLike({
          templateId: context.templateId,
          liked: context.liked,
          countLikes: context.countLikes,
        })
      },
      refreshList: () => io.refreshListsByLikes(),
      refetchAnswersInFlight: () => io.refetchTemplatesInFlight(),
      logError: (_, { error }) => io.log(error),
    },
  })
}

export function provideLikeIntentMachine(io: StoreIo) {
  return likeIntentMachine.provide({
    actors: { fetchLikeState: fromPromise(({ input }) => io.fetchLikeState(input.templateId)) },
    actions: {
      persist: (_, intent) => io.writeLikeIntent(intent),
      forget: () => io.writeLikeIntent(null),
      // The store root owns the like actors: it applies the like through the template's one.
      applyLike: sendParent((_, like: LikeState & { templateId: string }) => ({
        type: 'like.apply' as const,
        ...like,
      })),
      logError: (_, { error }) => io.log(error),
    },
  })
}

export function provideCompareMachine(io: StoreIo) {
  return compareMachine.provide({
    actions: {
      restore: assign({ ids: () => io.readCompareSet(), refused: null }),
      persist: ({ context }) => io.writeCompareSet(context.ids),
    },
  })
}

export type RecoveryOptions = {
  /** Tests shorten the 1 s, 2 s, 4 s … waits. */
  backoff?: ((attempt: number) => number) | undefined
}

export function provideRecoveryMachine(
  io: Pick<StoreIo, 'reloadPage'>,
  { backoff }: RecoveryOptions = {},
) {
  return recoveryMachine.provide({
    actors: { reloadPage: fromPromise(() => io.reloadPage()) },
    ...(backoff ? { delays: { backoff: ({ context }) => backoff(context.attempt) } } : {}),
  })
}

/**
 * The locale machine started in the locale its input names (the URL decides, not the machine's
 * default): a machine's first state is fixed in its config, an invoked child's input is not.
 */
function startingInInputLocale(logic: ReturnType<typeof provideLocaleMachine>) {
  const starting: typeof logic = Object.create(logic)
  starting.getInitialSnapshot = (_scope, input) =>
    logic.resolveState({ value: (input as Locale | undefined) ?? 'en', context: {} })
  return starting
}

/** What tests (and the dev server) change about the system's timing and files. */
export type StoreOptions = BuildMachineOptions & RecoveryOptions

/** The store's root machine with every child's effects given by `io`. */
export function provideStore(io: StoreIo, options: StoreOptions = {}) {
  const { pollInterval, fetchBuildMeta: readMeta, backoff } = options
  return storeMachine.provide({
    actors: {
      session: provideSessionMachine(io),
      locale: startingInInputLocale(provideLocaleMachine(io)),
      build: provideBuildMachine(io, {
        ...(pollInterval !== undefined ? { pollInterval } : {}),
        ...(readMeta ? { fetchBuildMeta: readMeta } : {}),
      }),
      recovery: provideRecoveryMachine(io, { backoff }),
      likeIntent: provideLikeIntentMachine(io),
      like: provideLikeMachine(io),
      compare: provideCompareMachine(io),
    },
  })
}

export type CreateStoreRuntimeOptions = StoreOptions & {
  io: StoreIo
  locale: Locale
  build: BuildInfo
  inspect?: InspectFn | undefined
  /**
   * Server rendering and hydration start the session themselves, with the account the server
   * fetched (startSession): the hydrated page must begin where the server's HTML left off.
   */
  deferSessionStart?: boolean
  /** Tests hand another logic for a child (a session they can set to any state). */
  logic?: ReturnType<typeof provideStore>
}

/** The system's children, found by systemId. */
function childrenOf(root: StoreRoot): StoreActors {
  const get = <K extends keyof StoreActors>(id: K) => root.system.get(id) as StoreActors[K]
  return {
    session: get('session'),
    layout: get('layout'),
    locale: get('locale'),
    build: get('build'),
    recovery: get('recovery'),
    likeIntent: get('likeIntent'),
    compare: get('compare'),
  }
}

function likeRegistryOf(root: StoreRoot): LikeRegistry {
  return {
    actorFor(templateId, shown) {
      // Asked on every render: the root hears of a template only the first time.
      if (!(likeKey(templateId) in root.getSnapshot().context.likes)) {
        root.send({ type: 'like.show', templateId, ...shown })
      }
      return root.system.get(likeSystemId(templateId)) as LikeActor
    },
  }
}

/** Creates and starts the store system; the session starts from the URL and cookie at once. */
export function createStoreRuntime(options: CreateStoreRuntimeOptions): StoreRuntime {
  const { io, inspect } = options
  const logic = options.logic ?? provideStore(io, options)
  const root: StoreRoot = createActor(logic, {
    id: 'store',
    ...(inspect ? { inspect } : {}),
    input: {
      locale: options.locale,
      build: options.build,
      lastReloadAt: io.readLastReloadAt(),
      likeIntent: {
        stored: io.readLikeIntent(),
        returning: io.readOneTimeToken() !== null,
        now: io.now(),
      },
    },
  }).start()
  const runtime: StoreRuntime = {
    root,
    actors: childrenOf(root),
    likes: likeRegistryOf(root),
    io,
    inspect,
  }
  if (!options.deferSessionStart) startSession(runtime)
  return runtime
}

/** Reads the URL and cookie; `account` is the one a server render already fetched, if any. */
export function startSession(runtime: StoreRuntime, account?: Account | null): void {
  runtime.actors.session.send({
    type: 'session.start',
    oneTimeToken: runtime.io.readOneTimeToken(),
    token: runtime.io.readToken(),
    ...(account ? { account } : {}),
  })
}

export function stopStoreRuntime(runtime: StoreRuntime): void {
  runtime.root.stop()
}
