// Model paths of the like-intent machine, on real components across real page starts: a signed-out
// visitor presses like on a template (list item and detail page of one template, each from its
// cached answer), the login recommendation opens; signing in or up leaves the page, so a step that
// signs in unmounts the page and starts a new store runtime (createStoreRuntime, the app's own
// wiring) whose URL carries a one-time token, with the tab's session storage kept. What is checked
// is the world: what is stored, which like calls the server got, what both views show.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen, within, type RenderResult } from '@testing-library/react'
import type { AnyMachineSnapshot } from 'xstate'
import { describe, expect } from 'vitest'
import { I18nProvider } from '#i18n/react'
import {
  LIKE_INTENT_TTL_MS,
  likeIntentMachine,
  type LikeIntentContext,
  type LikeIntentInput,
  type StoredLikeIntent,
} from '#machines/like-intent'
import {
  createStoreRuntime,
  startSession,
  stopStoreRuntime,
  type StoreRuntime,
} from '#src/hooks/actors/create-store-actors'
import { StoreActorsProvider } from '#src/hooks/actors/store-actors-provider'
import { LoginRecommendationModal } from '#src/features/layout/components/login-recommendation-modal'
import { writeLikeToCache } from '#src/features/likes/api/like-cache'
import { CachedLikeButton, LIST_KEY, detailKey, templateItem } from './cached-like-views'
import { createFakeIo, FAKE_NOW, type FakeIo } from './fake-io'
import { createActorSpy, expectSameSnapshot, executors, testModelFor } from './model-kit'
import { modelSuite } from './model-suite'
import { DEMO_ACCOUNT } from './test-runtime'

const TEMPLATE = 't1'
/** Everyone's likes of the template before the visitor's. */
const COUNT = 3
const RETURN_PATH = '/store/templates/t1'
const NOTICE = "We couldn't save your like. Please try again."
const DETAIL_KEY = detailKey(TEMPLATE)
// As the page was rendered: for a signed-out visitor.
const ITEM = templateItem(TEMPLATE, { liked: false, countLikes: COUNT })

function Page({ runtime, queryClient }: { runtime: StoreRuntime; queryClient: QueryClient }) {
  return (
    <StoreActorsProvider runtime={runtime}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider locale="en">
          <div data-testid="list-view">
            <CachedLikeButton queryKey={LIST_KEY} list />
          </div>
          <div data-testid="detail-view">
            <CachedLikeButton queryKey={DETAIL_KEY} list={false} />
          </div>
          <LoginRecommendationModal returnPath={RETURN_PATH} />
        </I18nProvider>
      </QueryClientProvider>
    </StoreActorsProvider>
  )
}

const suite = modelSuite(likeIntentMachine)
const { twin } = suite

/** How the visit begins: what the tab's storage holds and whether the URL has a one-time token. */
type Start = {
  name: string
  input: LikeIntentInput
  fullWorld: boolean
  /** Whether the stored like is still to be applied on this page (by the dates, by hand). */
  pending: boolean
}
const starts: Start[] = [
  {
    name: 'a first visit',
    input: { stored: null, returning: false, now: FAKE_NOW },
    fullWorld: true,
    pending: false,
  },
  {
    name: 'back from sign-up a minute after the like',
    input: {
      stored: { templateId: TEMPLATE, at: FAKE_NOW - 60_000 },
      returning: true,
      now: FAKE_NOW,
    },
    fullWorld: false,
    pending: true,
  },
  {
    name: 'back from sign-in after the intent expired',
    input: {
      stored: { templateId: TEMPLATE, at: FAKE_NOW - LIKE_INTENT_TTL_MS },
      returning: true,
      now: FAKE_NOW,
    },
    fullWorld: false,
    pending: false,
  },
  {
    name: 'a later page without a sign-in',
    input: {
      stored: { templateId: TEMPLATE, at: FAKE_NOW - 1_000 },
      returning: false,
      now: FAKE_NOW,
    },
    fullWorld: false,
    pending: false,
  },
  {
    name: 'an intent stamped in the future (a clock changed)',
    input: {
      stored: { templateId: TEMPLATE, at: FAKE_NOW + 1_000 },
      returning: true,
      now: FAKE_NOW,
    },
    fullWorld: false,
    pending: false,
  },
]

type Outcome = 'saved' | 'refused'

function eventsFor(snapshot: AnyMachineSnapshot) {
  if (snapshot.matches('checking')) {
    return [
      // Not liked by this account yet: the like is applied, then saved or refused.
      {
        type: 'xstate.done.actor.fetchLikeState',
        output: { liked: false, countLikes: COUNT },
        outcome: 'saved',
      },
      {
        type: 'xstate.done.actor.fetchLikeState',
        output: { liked: false, countLikes: COUNT },
        outcome: 'refused',
      },
      // Already liked by this account (on another device): nothing more.
      { type: 'xstate.done.actor.fetchLikeState', output: { liked: true, countLikes: COUNT + 1 } },
      { type: 'xstate.error.actor.fetchLikeState', error: { message: 'Network down' } },
    ]
  }
  return [
    { type: 'session.signedIn' },
    { type: 'session.signedOut' },
    { type: 'intent.cancel' },
    { type: 'intent.remember', templateId: TEMPLATE, at: FAKE_NOW },
  ]
}

/**
 * Only a visit that starts signed out has the like button and the prompt in reach; the other starts
 * are checked for how they begin and end (their later steps are the first visit's).
 */
function reachable(start: Start) {
  return (_state: AnyMachineSnapshot, event: { type: string }) =>
    start.fullWorld || !event.type.startsWith('intent.')
}

type Shown = { pressed: string | null; count: string | null; busy: boolean; notice: string }

function shownIn(view: HTMLElement): Shown {
  const button = within(view).getByTestId('like-button')
  return {
    pressed: button.getAttribute('aria-pressed'),
    count: within(view).getByTestId('like-count').textContent,
    busy: button.getAttribute('aria-busy') === 'true',
    notice: within(view).getByTestId('like-notice').textContent ?? '',
  }
}

function views(): HTMLElement[] {
  return [screen.getByTestId('list-view'), screen.getByTestId('detail-view')]
}

describe('like-intent machine model', () => {
  for (const start of starts) {
    const model = testModelFor(twin, eventsFor as never)
    describe(start.name, () => {
      suite.itRunsEachPath(
        () =>
          model.getShortestPaths({ input: start.input, filterEvents: reachable(start) as never }),
        async (path) => {
          const spy = createActorSpy()
          const fake: FakeIo = createFakeIo()
          // The tab's session storage, kept across page starts.
          let storage: StoredLikeIntent | null = start.input.stored
          fake.io.readLikeIntent.mockImplementation(() => storage)
          fake.io.writeLikeIntent.mockImplementation((intent) => {
            storage = intent
          })
          let runtime: StoreRuntime | undefined
          let page: RenderResult | undefined
          let queryClient = new QueryClient()
          /** Which page is on screen: signed out, or back from the sign-in round trip. */
          let session: 'signedOut' | 'exchanging' | 'signedIn' = 'signedOut'
          // The world, worked out from the steps.
          const expected = {
            /** A like is waiting for the visitor to sign in. */
            pending: start.pending,
            stored: start.input.stored as string | null,
            modal: false,
            setLikeCalls: 0,
            logs: 0,
            shown: { pressed: 'false', count: String(COUNT), busy: false, notice: '' } as Shown,
          }

          const openPage = (returning: boolean) => {
            if (runtime) stopStoreRuntime(runtime)
            page?.unmount()
            fake.io.readOneTimeToken.mockReturnValue(returning ? 'once-1' : null)
            queryClient = new QueryClient()
            fake.io.writeLike.mockImplementation((like) => writeLikeToCache(queryClient, like))
            queryClient.setQueryData(LIST_KEY, { templates: [ITEM], totalCount: 1 })
            queryClient.setQueryData(DETAIL_KEY, ITEM)
            runtime = createStoreRuntime({
              io: fake.io,
              locale: 'en',
              build: { id: 'b1', timestamp: 1 },
              inspect: spy.inspect,
              deferSessionStart: true,
            })
            page = render(<Page runtime={runtime} queryClient={queryClient} />)
            act(() => startSession(runtime!))
            session = returning ? 'exchanging' : 'signedOut'
            expected.modal = false
            expected.shown = { pressed: 'false', count: String(COUNT), busy: false, notice: '' }
            // Whatever was stored is spent by the page that reads it.
            expected.stored = null
          }

          /** Leaves through the prompt's link, as the browser would, and comes back. */
          const signInRoundTrip = () => {
            const dialog = screen.getByRole('dialog')
            expect(within(dialog).getByRole('link', { name: 'Create account' })).toHaveAttribute(
              'href',
              `/auth/sign-up?redirect=${encodeURIComponent(RETURN_PATH)}`,
            )
            openPage(true)
          }

          const expectWorld = () => {
            expect(storage?.templateId ?? null).toBe(expected.stored)
            if (storage) expect(storage.at).toBe(FAKE_NOW)
            expect(screen.queryByRole('dialog') !== null).toBe(expected.modal)
            expect(fake.io.setLike).toHaveBeenCalledTimes(expected.setLikeCalls)
            for (const call of fake.io.setLike.mock.calls) {
              expect(call[0]).toEqual({ templateId: TEMPLATE, liked: true })
            }
            expect(fake.io.log).toHaveBeenCalledTimes(expected.logs)
            for (const view of views()) expect(shownIn(view)).toEqual(expected.shown)
          }

          const assert = (state: AnyMachineSnapshot) => {
            expectSameSnapshot(spy.find('likeIntent'), state)
            expectWorld()
            suite.stateAsserted(state)
          }

          await path.test({
            events: executors({
              'xstate.init': () => {
                openPage(start.input.returning)
              },
              'intent.remember': async ({ event }) => {
                suite.eventTaken(event)
                if (session === 'signedIn') {
                  // Signed in after an earlier round trip: signs out first (same page).
                  act(() => runtime!.actors.session.send({ type: 'session.logout' }))
                  await act(() => fake.settle('revokeToken', { output: null }))
                  session = 'signedOut'
                }
                fireEvent.click(within(views()[1]!).getByTestId('like-button'))
                expected.modal = true
                expected.stored = TEMPLATE
                expected.pending = true
              },
              'intent.cancel': ({ event }) => {
                suite.eventTaken(event)
                fireEvent.click(
                  within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }),
                )
                expected.modal = false
                expected.stored = null
                expected.pending = false
              },
              'session.signedIn': async ({ event }) => {
                suite.eventTaken(event)
                if (session === 'signedOut') signInRoundTrip()
                await act(() => fake.settle('exchangeToken', { output: 'access-1' }))
                await act(() => fake.settle('fetchAccount', { output: DEMO_ACCOUNT }))
                session = 'signedIn'
              },
              'session.signedOut': async ({ event }) => {
                suite.eventTaken(event)
                if (session === 'signedOut') signInRoundTrip()
                // The one-time token is refused: signed out, nothing to like for.
                await act(() => fake.settle('exchangeToken', { error: new Error('spent token') }))
                session = 'signedOut'
                expected.logs += 1
                expected.pending = false
              },
              'xstate.done.actor.fetchLikeState': async ({ event }) => {
                suite.eventTaken(event)
                const output = event.output as { liked: boolean; countLikes: number }
                const outcome = event.outcome as Outcome | undefined
                await act(() => fake.settle('fetchLikeState', { output }))
                expected.pending = false
                if (output.liked) return
                // Applied at once in both views, while the server is asked (once).
                expected.setLikeCalls += 1
                expected.shown = {
                  pressed: 'true',
                  count: String(output.countLikes + 1),
                  busy: true,
                  notice: '',
                }
                expectWorld()
                if (outcome === 'saved') {
                  await act(() =>
                    fake.settle('setLike', {
                      output: { templateId: TEMPLATE, liked: true, countLikes: COUNT + 1 },
                    }),
                  )
                  expected.shown = { ...expected.shown, busy: false }
                } else {
                  await act(() => fake.settle('setLike', { error: new Error('500') }))
                  // Rolled back where it shows, and the visitor is told.
                  expected.shown = {
                    pressed: 'false',
                    count: String(COUNT),
                    busy: false,
                    notice: NOTICE,
                  }
                  expected.logs += 1
                }
              },
              'xstate.error.actor.fetchLikeState': async ({ event }) => {
                suite.eventTaken(event)
                await act(() => fake.settle('fetchLikeState', { error: event.error }))
                expected.logs += 1
                expected.pending = false
              },
            }) as never,
            states: {
              '#likeIntent.none': (state) => {
                assert(state)
                expect(expected.pending).toBe(false)
                expect(fake.pendingCount('fetchLikeState')).toBe(0)
                expect((state.context as LikeIntentContext).templateId).toBeNull()
              },
              '#likeIntent.waiting': (state) => {
                assert(state)
                expect(expected.pending).toBe(true)
                // Nothing is liked before the visitor is signed in.
                expect(fake.io.fetchLikeState).not.toHaveBeenCalled()
              },
              '#likeIntent.checking': (state) => {
                assert(state)
                expect(expected.pending).toBe(true)
                expect(session).toBe('signedIn')
                // Asked for the signed-in account's own flag, once per sign-in.
                expect(fake.io.fetchLikeState).toHaveBeenLastCalledWith(TEMPLATE)
                expect(fake.pendingCount('fetchLikeState')).toBe(1)
              },
            },
          })
          if (runtime) stopStoreRuntime(runtime)
        },
      )
    })
  }

  suite.itCoversEveryStateAndTransition({
    atomicStates: ['#likeIntent.none', '#likeIntent.waiting', '#likeIntent.checking'],
    events: [
      'intent.cancel',
      'intent.remember',
      'session.signedIn',
      'session.signedOut',
      'xstate.done.actor.fetchLikeState',
      'xstate.error.actor.fetchLikeState',
    ],
  })
})
