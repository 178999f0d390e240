// Issue 14: a like asked for while signed out is applied once the visitor has signed in or signed up
// from the login recommendation. Sign-in leaves the page (the server's page comes back with a
// one-time token), so the intent is kept in storage by a provided action and read back when the
// page starts again. It is applied once, only on the page that comes back from sign-in, only if the
// account has not liked the template already, and through the template's like actor, so a failure
// is rolled back and shown like any other like.
import { assign, fromPromise, setup } from 'xstate'
import type { LikeState } from './like'

/** Longer than a sign-up with a confirmation e-mail takes; an older intent is forgotten. */
export const LIKE_INTENT_TTL_MS = 30 * 60_000

export type StoredLikeIntent = { templateId: string; at: number }

export type LikeIntentInput = {
  stored: StoredLikeIntent | null
  /** The page was opened by the sign-in round trip (its URL carries a one-time token). */
  returning: boolean
  now: number
}

export type LikeIntentContext = { templateId: string | null }

export type LikeIntentEvent =
  | { type: 'intent.remember'; templateId: string; at: number }
  /** The login recommendation was dismissed: the visitor chose not to sign in for it. */
  | { type: 'intent.cancel' }
  | { type: 'session.signedIn' }
  | { type: 'session.signedOut' }

/** The stored intent's template, if this page came back from sign-in soon enough to apply it. */
export function freshIntentOf({ stored, returning, now }: LikeIntentInput): string | null {
  if (!returning || !stored) return null
  const age = now - stored.at
  return age >= 0 && age < LIKE_INTENT_TTL_MS ? stored.templateId || null : null
}

export const likeIntentMachine = setup({
  types: {
    context: {} as LikeIntentContext,
    events: {} as LikeIntentEvent,
    input: {} as LikeIntentInput,
  },
  actors: {
    // The account's own flag and count for the template, asked after sign-in.
    fetchLikeState: fromPromise<LikeState, { templateId: string }>(async () => {
      throw new Error('likeIntentMachine: provide the fetchLikeState actor')
    }),
  },
  actions: {
    persist: (_, _params: StoredLikeIntent) => {},
    forget: () => {},
    /** Through the template's like actor: optimistic, saved, rolled back on failure. */
    applyLike: (_, _params: LikeState & { templateId: string }) => {},
    logError: (_, _params: { error: unknown }) => {},
    remember: assign((_, params: { templateId: string }) => ({ templateId: params.templateId })),
    clear: assign({ templateId: null }),
  },
  guards: {
    hasIntent: ({ context }) => context.templateId !== null,
    alreadyLiked: (_, params: { output: LikeState }) => params.output.liked,
  },
}).createMachine({
  id: 'likeIntent',
  context: ({ input }) => ({ templateId: freshIntentOf(input) }),
  // Read once: whatever was stored is spent by the page that reads it (a reload must not apply it
  // again), and anything else stored was left behind (no sign-in, or too long ago).
  entry: 'forget',
  initial: 'none',
  states: {
    none: {
      always: { guard: 'hasIntent', target: 'waiting' },
      on: {
        'intent.remember': {
          target: 'waiting',
          actions: [
            { type: 'remember', params: ({ event }) => event },
            {
              type: 'persist',
              params: ({ event }) => ({ templateId: event.templateId, at: event.at }),
            },
          ],
        },
      },
    },
    waiting: {
      // No second like can be asked for here: the login recommendation is open, in front of it.
      on: {
        'intent.cancel': { target: 'none', actions: ['clear', 'forget'] },
        // The one-time token was refused: nobody to like it for (the page start spent what was stored).
        'session.signedOut': { target: 'none', actions: 'clear' },
        'session.signedIn': 'checking',
      },
    },
    checking: {
      invoke: {
        id: 'fetchLikeState',
        src: 'fetchLikeState',
        input: ({ context }) => ({ templateId: context.templateId ?? '' }),
        onDone: [
          {
            guard: { type: 'alreadyLiked', params: ({ event }) => ({ output: event.output }) },
            target: 'none',
            actions: 'clear',
          },
          {
            target: 'none',
            actions: [
              {
                type: 'applyLike',
                params: ({ context, event }) => ({
                  templateId: context.templateId ?? '',
                  liked: event.output.liked,
                  countLikes: event.output.countLikes,
                }),
              },
              'clear',
            ],
          },
        ],
        onError: {
          target: 'none',
          actions: [{ type: 'logError', params: ({ event }) => ({ error: event.error }) }, 'clear'],
        },
      },
    },
  },
})
