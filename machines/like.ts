// Spec §4 like toggle: signed out → the login-recommendation modal (mode `like`), and the like is
// remembered to be applied after sign-in (machines/like-intent.ts); while the session is still
// loading → ignored, not queued (a like landing seconds later would surprise); signed in → the flag
// and count move at once, then the server is told; a failure puts both back, is logged and tells
// the person (issue 9: not silently), until their next click.
// One actor per template, shared by every view that shows it (decision 020): each value it shows
// is written through to every cached list and detail, and the lists whose order or members depend
// on likes (sorted by likes_count, the liked list) are refreshed once the server has the like.
import { assign, fromPromise, setup } from 'xstate'
import type { SessionStatus } from './session'

export type LikeState = { liked: boolean; countLikes: number }

export type LikeInput = LikeState & { templateId?: string | undefined }

export type LikeContext = LikeState & {
  templateId: string | undefined
  /** What to restore if the server refuses; set while a call is in flight. */
  previous: LikeState | null
  /** The last like could not be saved: the view says so until the next click. */
  saveFailed: boolean
}

export type LikeEvent =
  | { type: 'like.toggle'; session: SessionStatus }
  | { type: 'like.sync'; liked: boolean; countLikes: number }

export type SetLikeInput = { templateId: string; liked: boolean }

/** Count after a like or unlike: one up, or one down but never below 0 (spec §4). */
export function nextCount(countLikes: number, liked: boolean): number {
  return liked ? countLikes + 1 : Math.max(0, countLikes - 1)
}

function isLikeState(value: unknown): value is LikeState {
  if (value === null || typeof value !== 'object') return false
  const v = value as Record<string, unknown>
  return typeof v.liked === 'boolean' && typeof v.countLikes === 'number'
}

export const likeMachine = setup({
  types: {
    context: {} as LikeContext,
    events: {} as LikeEvent,
    input: {} as LikeInput,
  },
  actors: {
    // The app provides the API call; an unprovided machine fails loudly instead of pretending.
    setLike: fromPromise<unknown, SetLikeInput>(async () => {
      throw new Error('likeMachine: provide the setLike actor')
    }),
  },
  actions: {
    openLoginModal: (_, _params: { mode: 'like' }) => {},
    /** Kept across the sign-in round trip, to be applied once signed in. */
    rememberIntent: (_, _params: { templateId: string }) => {},
    /** Every cached list and detail is given what this actor shows (its context). */
    writeThrough: () => {},
    refreshList: () => {},
    /**
     * Answers already on their way when the server took the like may have been computed before
     * it: they are asked again, so the last answer to arrive (and sync this actor) is a later one.
     */
    refetchAnswersInFlight: () => {},
    logError: (_, _params: { error: unknown }) => {},
    applyOptimistic: assign(({ context }) => {
      const liked = !context.liked
      return {
        previous: { liked: context.liked, countLikes: context.countLikes },
        saveFailed: false,
        liked,
        countLikes: nextCount(context.countLikes, liked),
      }
    }),
    confirm: assign(({ context }, params: { output: unknown }) => ({
      previous: null,
      // The server's own count wins when it sends one; it may include other people's likes.
      ...(isLikeState(params.output) && params.output.liked === context.liked
        ? { countLikes: Math.max(0, params.output.countLikes) }
        : {}),
    })),
    restore: assign(({ context }) => ({
      liked: context.previous?.liked ?? context.liked,
      countLikes: context.previous?.countLikes ?? context.countLikes,
      previous: null,
    })),
    markSaveFailed: assign({ saveFailed: true }),
    dismissSaveFailed: assign({ saveFailed: false }),
    syncFromProps: assign((_, params: LikeState) => ({
      liked: params.liked,
      countLikes: Math.max(0, params.countLikes),
    })),
  },
  guards: {
    lacksTemplateId: ({ context }) => !context.templateId,
    sessionLoading: (_, params: { session: SessionStatus }) => params.session === 'loading',
    signedOut: (_, params: { session: SessionStatus }) => params.session === 'signedOut',
  },
}).createMachine({
  id: 'like',
  context: ({ input }) => ({
    templateId: input.templateId,
    liked: input.liked,
    countLikes: Math.max(0, input.countLikes),
    previous: null,
    saveFailed: false,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'like.toggle': [
          // Spec §5: a like without a templateId is ignored.
          { guard: 'lacksTemplateId' },
          {
            guard: { type: 'sessionLoading', params: ({ event }) => ({ session: event.session }) },
          },
          {
            guard: { type: 'signedOut', params: ({ event }) => ({ session: event.session }) },
            actions: [
              { type: 'openLoginModal', params: { mode: 'like' } },
              {
                type: 'rememberIntent',
                params: ({ context }) => ({ templateId: context.templateId ?? '' }),
              },
              'dismissSaveFailed',
            ],
          },
          { target: 'saving', actions: ['applyOptimistic', 'writeThrough'] },
        ],
        // Fresh server data for one view goes to the others too, before any of them mounts again.
        'like.sync': {
          actions: [
            {
              type: 'syncFromProps',
              params: ({ event }) => ({ liked: event.liked, countLikes: event.countLikes }),
            },
            'writeThrough',
          ],
        },
      },
    },
    saving: {
      // Clicks and refetched data wait: the optimistic value is what the person asked for.
      invoke: {
        id: 'setLike',
        src: 'setLike',
        input: ({ context }) => ({ templateId: context.templateId ?? '', liked: context.liked }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'confirm', params: ({ event }) => ({ output: event.output }) },
            'writeThrough',
            'refreshList',
            'refetchAnswersInFlight',
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            'restore',
            'writeThrough',
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
            'markSaveFailed',
          ],
        },
      },
    },
  },
})
