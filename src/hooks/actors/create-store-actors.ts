// The app's long-lived actors, each a machine from machines/ given real I/O with provide(). The
// per-component actors (like buttons, listings) use the same provide helpers from their hooks.
import { createActor, fromPromise, type Actor, type InspectionEvent } from 'xstate'
import type { Account } from '#catalogue/api-contract'
import type { Locale } from '#catalogue/locale-paths'
import { buildMachine, type BuildInfo } from '#machines/build'
import { layoutMachine } from '#machines/layout'
import { likeMachine, type LikeState } from '#machines/like'
import { likeIntentMachine } from '#machines/like-intent'
import { listingMachine } from '#machines/listing'
import { recoveryMachine } from '#machines/recovery'
import { searchMachine } from '#machines/search'
import type { Language } from '#catalogue/enums'
import { localeMachine, localeSnapshot } from '#machines/locale'
import { sessionMachine } from '#machines/session'
import { fetchBuildMeta } from '#src/lib/build-files'
import type { StoreIo } from './store-io'

export type InspectFn = (event: InspectionEvent) => void

export type StoreActors = {
  session: Actor<typeof sessionMachine>
  layout: Actor<typeof layoutMachine>
  locale: Actor<typeof localeMachine>
  build: Actor<typeof buildMachine>
  likeIntent: Actor<typeof likeIntentMachine>
}

export type LikeActor = Actor<typeof likeMachine>

/**
 * One like actor per template, shared by every view that shows it (decision 020). Lives in the
 * runtime, so per page in the browser and per request on the server.
 */
export type LikeRegistry = {
  /** The template's actor; the first view to ask creates it from the data it shows. */
  actorFor(templateId: string | undefined, shown: LikeState): LikeActor
}

export type StoreRuntime = {
  actors: StoreActors
  likes: LikeRegistry
  io: StoreIo
  /** Passed to every actor the app starts, including per-component ones (dev inspector). */
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

export function provideLikeMachine(
  io: StoreIo,
  actors: Pick<StoreActors, 'layout' | 'likeIntent'>,
) {
  return likeMachine.provide({
    actors: { setLike: fromPromise(({ input }) => io.setLike(input)) },
    actions: {
      openLoginModal: (_, { mode }) => actors.layout.send({ type: 'loginModal.open', mode }),
      rememberIntent: (_, { templateId }) =>
        actors.likeIntent.send({ type: 'intent.remember', templateId, at: io.now() }),
      writeThrough: ({ context }) => {
        if (!context.templateId) return
        io.writeLike({
          templateId: context.templateId,
          liked: context.liked,
          countLikes: context.countLikes,
        })
      },
      refreshList: () => io.refreshListsByLikes(),
      logError: (_, { error }) => io.log(error),
    },
  })
}

export function createLikeRegistry(
  io: StoreIo,
  actors: Pick<StoreActors, 'layout' | 'likeIntent'>,
  inspect?: InspectFn | undefined,
): LikeRegistry {
  const logic = provideLikeMachine(io, actors)
  const byTemplate = new Map<string, LikeActor>()
  return {
    actorFor(templateId, shown) {
      const key = templateId ?? ''
      let actor = byTemplate.get(key)
      if (!actor) {
        actor = createActor(logic, {
          input: { templateId, liked: shown.liked, countLikes: shown.countLikes },
          ...(inspect ? { inspect } : {}),
        }).start()
        byTemplate.set(key, actor)
      }
      return actor
    },
  }
}

export function provideLikeIntentMachine(io: StoreIo, likes: () => LikeRegistry) {
  return likeIntentMachine.provide({
    actors: { fetchLikeState: fromPromise(({ input }) => io.fetchLikeState(input.templateId)) },
    actions: {
      persist: (_, intent) => io.writeLikeIntent(intent),
      forget: () => io.writeLikeIntent(null),
      applyLike: (_, { templateId, liked, countLikes }) => {
        const actor = likes().actorFor(templateId, { liked, countLikes })
        // The account's own state first (the page may still show the signed-out one), then the like.
        actor.send({ type: 'like.sync', liked, countLikes })
        actor.send({ type: 'like.toggle', session: 'signedIn' })
      },
      logError: (_, { error }) => io.log(error),
    },
  })
}

/**
 * The intent hears of the session settling, and of the login recommendation being dismissed (the
 * visitor chose not to sign in for this like).
 */
export function connectLikeIntent(actors: StoreActors): () => void {
  const sessionStatus = () => {
    const s = actors.session.getSnapshot()
    return s.matches('signedIn') ? 'signedIn' : s.matches('signedOut') ? 'signedOut' : 'loading'
  }
  let status = sessionStatus()
  const onSession = actors.session.subscribe(() => {
    const next = sessionStatus()
    if (next === status) return
    status = next
    if (next === 'signedIn') actors.likeIntent.send({ type: 'session.signedIn' })
    if (next === 'signedOut') actors.likeIntent.send({ type: 'session.signedOut' })
  })
  let modalOpen = actors.layout.getSnapshot().matches({ loginModal: 'open' })
  const onLayout = actors.layout.subscribe((s) => {
    const open = s.matches({ loginModal: 'open' })
    if (modalOpen && !open) actors.likeIntent.send({ type: 'intent.cancel' })
    modalOpen = open
  })
  return () => {
    onSession.unsubscribe()
    onLayout.unsubscribe()
  }
}

export function provideListingMachine(io: StoreIo) {
  return listingMachine.provide({
    actions: {
      pushQuery: (_, search) => io.navigateSearch(search),
      replaceQuery: (_, search) => io.navigateSearch(search, { replace: true }),
      scrollToTop: () => io.scrollToTop(),
    },
  })
}

export type SearchFieldOptions = {
  /** The labels' language, read when a call starts (the locale may change meanwhile). */
  language: () => Language
  openPath: (path: string) => void
  submitSearch: (query: string) => void
  /** Escape with no list open: the header's search mode ends; elsewhere nothing. */
  leaveSearch: () => void
  /** Tests shorten or lengthen the pause in typing. */
  typingPause?: number
}

export function provideSearchMachine(io: StoreIo, options: SearchFieldOptions) {
  return searchMachine.provide({
    actors: {
      // Leaving the loading state stops this actor; its signal then aborts the request.
      fetchSuggestions: fromPromise(({ input, signal }) =>
        io.fetchSuggestions(input.query, options.language(), signal),
      ),
    },
    actions: {
      openPath: (_, { path }) => options.openPath(path),
      submitSearch: (_, { query }) => options.submitSearch(query),
      leaveSearch: () => options.leaveSearch(),
      logError: (_, { error }) => io.log(error),
    },
    ...(options.typingPause !== undefined ? { delays: { typingPause: options.typingPause } } : {}),
  })
}

export type RecoveryOptions = {
  /** Loads the current page again; rejects with `{ status }` when it still fails. */
  reloadPage: () => Promise<void>
  /** Tests shorten the 1 s, 2 s, 4 s … waits. */
  backoff?: (attempt: number) => number
}

export function provideRecoveryMachine({ reloadPage, backoff }: RecoveryOptions) {
  return recoveryMachine.provide({
    actors: { reloadPage: fromPromise(() => reloadPage()) },
    ...(backoff ? { delays: { backoff: ({ context }) => backoff(context.attempt) } } : {}),
  })
}

export type CreateStoreRuntimeOptions = {
  io: StoreIo
  locale: Locale
  build: BuildInfo
  inspect?: InspectFn | undefined
  pollInterval?: number
  /**
   * Server rendering and hydration start the session themselves, with the account the server
   * fetched (startSession): the hydrated page must begin where the server's HTML left off.
   */
  deferSessionStart?: boolean
}

/** Creates and starts the app's actors; the session starts from the URL and cookie at once. */
export function createStoreRuntime(options: CreateStoreRuntimeOptions): StoreRuntime {
  const { io, inspect } = options
  const withInspect = inspect ? { inspect } : {}
  const actors: StoreActors = {
    session: createActor(provideSessionMachine(io), { ...withInspect, systemId: 'session' }),
    layout: createActor(layoutMachine, { ...withInspect, systemId: 'layout' }),
    locale: createActor(provideLocaleMachine(io), {
      ...withInspect,
      systemId: 'locale',
      snapshot: localeSnapshot(options.locale),
    }),
    build: createActor(
      provideBuildMachine(
        io,
        options.pollInterval !== undefined ? { pollInterval: options.pollInterval } : {},
      ),
      {
        ...withInspect,
        systemId: 'build',
        input: { build: options.build, lastReloadAt: io.readLastReloadAt() },
      },
    ),
    likeIntent: createActor(
      provideLikeIntentMachine(io, () => runtime.likes),
      {
        ...withInspect,
        systemId: 'likeIntent',
        input: {
          stored: io.readLikeIntent(),
          returning: io.readOneTimeToken() !== null,
          now: io.now(),
        },
      },
    ),
  }
  const likes = createLikeRegistry(io, actors, inspect)
  const runtime: StoreRuntime = { actors, likes, io, inspect }
  for (const actor of Object.values(actors)) actor.start()
  connectLikeIntent(actors)
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
  for (const actor of Object.values(runtime.actors)) actor.stop()
}
