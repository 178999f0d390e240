// The store's one actor system (issue 28). This root starts every long-lived actor as its child,
// each under a systemId, and owns the one like actor per template (decision 020). The rules
// between machines live here as events, so the inspector shows them: the session's sign-in and
// sign-out reach the like intent and the page's checkout, the login recommendation's close
// cancels the intent, and a like or a purchase is told the session's state by this root, never by
// the view that was clicked. The root has no effects of its own; its children's effects are
// provided by the app (src/hooks/actors/create-store-actors.ts `provideStore`).
// A page's own child (a detail page's checkout, a list page's listing) comes with the page: the
// page's code hands its logic, effects provided, with the event that opens it, so that a page
// which never shows a checkout or a listing does not load their machines (issue 29). A search
// field's comes with the field's first use (a focus or a keystroke) the same way.
import { assign, enqueueActions, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import type { Locale } from '#catalogue/locale-paths'
import type { Personalisation } from '#catalogue/personalise'
import { buildMachine, type BuildInfo } from './build'
import type { checkoutMachine, TemplateStart } from './checkout'
import { compareMachine } from './compare'
import { layoutMachine } from './layout'
import { likeMachine, type LikeState } from './like'
import type { listingMachine, ListingInput } from './listing'
import { likeIntentMachine, type LikeIntentInput } from './like-intent'
import { localeMachine } from './locale'
import { recoveryMachine } from './recovery'
import type { searchMachine } from './search'
import { sessionMachine, type SessionStatus } from './session'

export type StoreInput = {
  /** The locale the page's URL names. */
  locale: Locale
  build: BuildInfo
  /** When this tab last reloaded for a new build (the reload guard). */
  lastReloadAt: number | null
  likeIntent: LikeIntentInput
}

export type LikeActorRef = ActorRefFrom<typeof likeMachine>
/** A detail page's checkout logic, its effects provided by the page that opens it. */
export type CheckoutLogic = typeof checkoutMachine
export type CheckoutActorRef = ActorRefFrom<CheckoutLogic>
/** A list page's listing logic, its effects provided by the page that shows it. */
export type ListingLogic = typeof listingMachine
/** A search field's logic, its effects provided by the view that shows the field. */
export type SearchLogic = typeof searchMachine
export type SearchActorRef = ActorRefFrom<SearchLogic>

/** A search field actor's id and systemId: `search:<owner>`. */
export function searchSystemId(owner: string): string {
  return `search:${owner}`
}

export type StoreContext = {
  /** What the children start from. */
  start: StoreInput
  /** The session as the views show it, kept so that a change is told once. */
  sessionStatus: SessionStatus
  loginModalOpen: boolean
  /** The template whose detail page has the checkout actor, if one is open. */
  checkoutOf: string | null
  /** The view (a list page's listing) whose listing actor is open, if one is. */
  listingOf: string | null
  /** One search field actor per view that shows a field (its `owner`). */
  searches: Record<string, SearchActorRef>
  /** One like actor per template id ('' for a template shown without one). */
  likes: Record<string, LikeActorRef>
}

export type StoreEvent =
  /** A view shows the template's like: its actor is created from what the view shows. */
  | { type: 'like.show'; templateId: string | undefined; liked: boolean; countLikes: number }
  /** A like button was pressed; the like actor is told the session's state with it. */
  | { type: 'like.toggle'; templateId: string | undefined }
  /** The like intent found the account has not liked it yet: applied as a signed-in like. */
  | { type: 'like.apply'; templateId: string; liked: boolean; countLikes: number }
  /** A detail page's purchase and start keys (one page at a time), with the page's checkout. */
  | { type: 'checkout.open'; templateId: string; isFree: boolean; logic: CheckoutLogic }
  | { type: 'checkout.close'; templateId: string }
  /** The hydrated page says how it was opened; the checkout is told the session with it. */
  | {
      type: 'checkout.pageOpened'
      start: TemplateStart | undefined
      editorSupported: boolean
      /** The page's preview choices (issue 31): a purchase carries them to the checkout. */
      personalise?: Personalisation
    }
  | { type: 'checkout.press'; personalise?: Personalisation }
  /** A list page shows its listing: the one listing actor is this view's (`owner`). */
  | { type: 'listing.show'; owner: string; input: ListingInput; logic: ListingLogic }
  | { type: 'listing.close'; owner: string }
  /**
   * A view's search field was first used (the header's, the home page's, the search page's): its
   * actor starts from `text`, with the field's logic.
   */
  | { type: 'search.show'; owner: string; text: string; logic: SearchLogic }
  | { type: 'search.close'; owner: string }

/** The session's state as views and other machines see it. */
export function sessionStatusOf(snapshot: SnapshotFrom<typeof sessionMachine>): SessionStatus {
  if (snapshot.matches('signedIn')) return 'signedIn'
  return snapshot.matches('signedOut') ? 'signedOut' : 'loading'
}

/** The like actor's id and systemId: `like:<templateId>`. */
export function likeSystemId(templateId: string | undefined): string {
  return `like:${templateId ?? ''}`
}

/**
 * A page's child keeps its id ('checkout', 'listing', 'search:<owner>': the views and the
 * inspector know it by it).
 * XState's types take an id only for logic named in setup(), which these are not (above); the id
 * is passed all the same, and XState uses it.
 */
const withPageChildId = <Options extends { id: string }>(options: Options) =>
  options as Omit<Options, 'id'>

/** The key of a template's like actor in the root's context ('' for one shown without an id). */
export const likeKey = (templateId: string | undefined) => templateId ?? ''

export const storeMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, nothing at run time
  types: {
    context: {} as StoreContext,
    events: {} as StoreEvent,
    input: {} as StoreInput,
  },
  // The bare machines: the app and the tests provide each one's effects (provideStore). The
  // checkout, the listing and the search fields are not named here: their views hand them over
  // (above).
  actors: {
    session: sessionMachine,
    layout: layoutMachine,
    locale: localeMachine,
    build: buildMachine,
    recovery: recoveryMachine,
    likeIntent: likeIntentMachine,
    like: likeMachine,
    compare: compareMachine,
  },
  actions: {
    /** The template's actor, created from the first data shown of it (decision 020). */
    ensureLike: assign(
      ({ context, spawn }, params: LikeState & { templateId: string | undefined }) => {
        if (likeKey(params.templateId) in context.likes) return {}
        const id = likeSystemId(params.templateId)
        const like = spawn('like', {
          id,
          systemId: id,
          input: {
            templateId: params.templateId,
            liked: params.liked,
            countLikes: params.countLikes,
          },
        })
        return { likes: { ...context.likes, [likeKey(params.templateId)]: like } }
      },
    ),
    tellLike: sendTo(
      ({ context }, params: { templateId: string | undefined; session: SessionStatus }) =>
        context.likes[likeKey(params.templateId)]!,
      (_, params) => ({ type: 'like.toggle' as const, session: params.session }),
    ),
    syncLike: sendTo(
      ({ context }, params: LikeState & { templateId: string }) =>
        context.likes[likeKey(params.templateId)]!,
      (_, params) => ({
        type: 'like.sync' as const,
        liked: params.liked,
        countLikes: params.countLikes,
      }),
    ),
    recordSession: assign((_, params: { status: SessionStatus }) => ({
      sessionStatus: params.status,
    })),
    /** The like intent hears of sign-in and sign-out; a page's checkout of every change. */
    tellSession: enqueueActions(({ enqueue, context }, params: { status: SessionStatus }) => {
      if (params.status !== 'loading') {
        const type = params.status === 'signedIn' ? 'session.signedIn' : 'session.signedOut'
        enqueue.sendTo('likeIntent', { type })
      }
      if (context.checkoutOf !== null) {
        enqueue.sendTo('checkout', { type: 'session.change', session: params.status })
      }
    }),
    recordModal: assign((_, params: { open: boolean }) => ({ loginModalOpen: params.open })),
    cancelIntent: sendTo('likeIntent', { type: 'intent.cancel' }),
    openCheckout: enqueueActions(
      ({ enqueue }, params: { templateId: string; isFree: boolean; logic: CheckoutLogic }) => {
        // One detail page at a time: the page shown before gives its checkout up (stopping a
        // child that is not there does nothing).
        enqueue.stopChild('checkout')
        enqueue.spawnChild(
          params.logic,
          withPageChildId({
            id: 'checkout',
            systemId: 'checkout',
            input: { templateId: params.templateId, isFree: params.isFree },
          }),
        )
        enqueue.assign({ checkoutOf: params.templateId })
      },
    ),
    closeCheckout: enqueueActions(({ enqueue }) => {
      enqueue.stopChild('checkout')
      enqueue.assign({ checkoutOf: null })
    }),
    showListing: enqueueActions(
      ({ enqueue }, params: { owner: string; input: ListingInput; logic: ListingLogic }) => {
        // One list page at a time: the page shown before gives its listing up.
        enqueue.stopChild('listing')
        enqueue.spawnChild(
          params.logic,
          withPageChildId({ id: 'listing', systemId: 'listing', input: params.input }),
        )
        enqueue.assign({ listingOf: params.owner })
      },
    ),
    showSearch: assign(
      ({ context, spawn }, params: { owner: string; text: string; logic: SearchLogic }) => {
        const id = searchSystemId(params.owner)
        const search = spawn(
          params.logic,
          withPageChildId({ id, systemId: id, input: { text: params.text } }),
        )
        return { searches: { ...context.searches, [params.owner]: search } }
      },
    ),
    closeSearch: enqueueActions(({ enqueue, context }, params: { owner: string }) => {
      enqueue.stopChild(searchSystemId(params.owner))
      const { [params.owner]: _closed, ...open } = context.searches
      enqueue.assign({ searches: open })
    }),
    closeListing: enqueueActions(({ enqueue }) => {
      enqueue.stopChild('listing')
      enqueue.assign({ listingOf: null })
    }),
    openPage: sendTo(
      'checkout',
      (
        _,
        params: {
          start: TemplateStart | undefined
          editorSupported: boolean
          session: SessionStatus
          personalise?: Personalisation | undefined
        },
      ) => ({ type: 'page.open' as const, ...params }),
    ),
    pressPurchase: sendTo(
      'checkout',
      (_, params: { session: SessionStatus; personalise?: Personalisation | undefined }) => ({
        type: 'purchase.press' as const,
        session: params.session,
        personalise: params.personalise,
      }),
    ),
  },
  guards: {
    checkoutOpen: ({ context }) => context.checkoutOf !== null,
    isListingOf: ({ context }, params: { owner: string }) => context.listingOf === params.owner,
    searchShown: ({ context }, params: { owner: string }) => params.owner in context.searches,
    searchMissing: ({ context }, params: { owner: string }) => !(params.owner in context.searches),
    isCheckoutOf: ({ context }, params: { templateId: string }) =>
      context.checkoutOf === params.templateId,
    likeShown: ({ context }, params: { templateId: string | undefined }) =>
      likeKey(params.templateId) in context.likes,
    sessionChanged: ({ context }, params: { status: SessionStatus }) =>
      params.status !== context.sessionStatus,
    modalClosed: ({ context }, params: { open: boolean }) => context.loginModalOpen && !params.open,
    modalChanged: ({ context }, params: { open: boolean }) =>
      context.loginModalOpen !== params.open,
  },
}).createMachine({
  id: 'store',
  context: ({ input }) => ({
    start: input,
    // The session's first snapshot reaches the root before anything reads this.
    // Stryker disable next-line StringLiteral: equivalent (above)
    sessionStatus: 'loading',
    loginModalOpen: false,
    checkoutOf: null,
    listingOf: null,
    searches: {},
    likes: {},
  }),
  invoke: [
    {
      id: 'session',
      systemId: 'session',
      src: 'session',
      onSnapshot: {
        guard: {
          type: 'sessionChanged',
          params: ({ event }) => ({ status: sessionStatusOf(event.snapshot) }),
        },
        actions: [
          {
            type: 'recordSession',
            params: ({ event }) => ({ status: sessionStatusOf(event.snapshot) }),
          },
          {
            type: 'tellSession',
            params: ({ event }) => ({ status: sessionStatusOf(event.snapshot) }),
          },
        ],
      },
    },
    {
      id: 'layout',
      systemId: 'layout',
      src: 'layout',
      onSnapshot: [
        {
          // The login recommendation was dismissed: the visitor chose not to sign in for the like.
          guard: {
            type: 'modalClosed',
            params: ({ event }) => ({ open: event.snapshot.matches({ loginModal: 'open' }) }),
          },
          actions: [{ type: 'recordModal', params: { open: false } }, 'cancelIntent'],
        },
        {
          guard: {
            type: 'modalChanged',
            params: ({ event }) => ({ open: event.snapshot.matches({ loginModal: 'open' }) }),
          },
          actions: { type: 'recordModal', params: { open: true } },
        },
      ],
    },
    {
      id: 'locale',
      systemId: 'locale',
      src: 'locale',
      input: ({ context }) => context.start.locale,
    },
    {
      id: 'build',
      systemId: 'build',
      src: 'build',
      input: ({ context }) => ({
        build: context.start.build,
        lastReloadAt: context.start.lastReloadAt,
      }),
    },
    { id: 'recovery', systemId: 'recovery', src: 'recovery' },
    { id: 'compare', systemId: 'compare', src: 'compare' },
    {
      id: 'likeIntent',
      systemId: 'likeIntent',
      src: 'likeIntent',
      input: ({ context }) => context.start.likeIntent,
    },
  ],
  on: {
    'like.show': { actions: { type: 'ensureLike', params: ({ event }) => event } },
    'like.toggle': {
      guard: { type: 'likeShown', params: ({ event }) => event },
      actions: {
        type: 'tellLike',
        params: ({ context, event }) => ({
          templateId: event.templateId,
          session: context.sessionStatus,
        }),
      },
    },
    // The template's actor applies it, so a failure is rolled back and shown like any other like:
    // the account's own state first (the page may still show the signed-out one), then the like.
    'like.apply': {
      actions: [
        { type: 'ensureLike', params: ({ event }) => event },
        { type: 'syncLike', params: ({ event }) => event },
        {
          type: 'tellLike',
          params: ({ context, event }) => ({
            templateId: event.templateId,
            session: context.sessionStatus,
          }),
        },
      ],
    },
    'checkout.open': { actions: { type: 'openCheckout', params: ({ event }) => event } },
    // A page that is leaving closes its own checkout, not the next page's.
    'checkout.close': {
      guard: { type: 'isCheckoutOf', params: ({ event }) => event },
      actions: 'closeCheckout',
    },
    'listing.show': [
      { guard: { type: 'isListingOf', params: ({ event }) => event } },
      { actions: { type: 'showListing', params: ({ event }) => event } },
    ],
    // A page that is leaving closes its own listing, not the next page's.
    'listing.close': {
      guard: { type: 'isListingOf', params: ({ event }) => event },
      actions: 'closeListing',
    },
    'search.show': {
      guard: { type: 'searchMissing', params: ({ event }) => event },
      actions: { type: 'showSearch', params: ({ event }) => event },
    },
    'search.close': {
      guard: { type: 'searchShown', params: ({ event }) => event },
      actions: { type: 'closeSearch', params: ({ event }) => event },
    },
    'checkout.pageOpened': {
      guard: 'checkoutOpen',
      actions: {
        type: 'openPage',
        params: ({ context, event }) => ({
          start: event.start,
          editorSupported: event.editorSupported,
          session: context.sessionStatus,
          personalise: event.personalise,
        }),
      },
    },
    'checkout.press': {
      guard: 'checkoutOpen',
      actions: {
        type: 'pressPurchase',
        params: ({ context, event }) => ({
          session: context.sessionStatus,
          personalise: event.personalise,
        }),
      },
    },
  },
})
