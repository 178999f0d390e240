import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { createActor, type AnyMachineSnapshot } from 'xstate'
import { describe, expect } from 'vitest'
import type { Account } from '../../catalogue/api-contract'
import type { SortKey } from '../../catalogue/enums'
import { I18nProvider } from '../../i18n/react'
import { layoutMachine } from '../../machines/layout'
import { likeMachine, type LikeContext, type LikeEvent, type LikeInput } from '../../machines/like'
import { buildMachine } from '../../machines/build'
import { localeMachine } from '../../machines/locale'
import { sessionMachine, type SessionStatus } from '../../machines/session'
import type { StoreRuntime } from '../../src/hooks/actors/create-store-actors'
import { StoreActorsProvider } from '../../src/hooks/actors/store-actors-provider'
import { LoginRecommendationModal } from '../../src/features/auth/components/login-recommendation-modal'
import { LikeButton } from '../../src/features/likes/components/like-button'
import { createFakeIo, type FakeIo } from './fake-io'
import { createActorSpy, expectSameSnapshot, executors, testModelFor } from './model-kit'
import { modelSuite } from './model-suite'

const ACCOUNT: Account = {
  id: 'acc-1',
  email: 'demo@example.com',
  language: 'en',
  templateDesignerStatus: 'NONE',
  plan: 'free',
  myBilling: { country: null },
}

function sessionActor(signedIn: boolean) {
  const snapshot = sessionMachine.resolveState(
    signedIn
      ? { value: 'signedIn', context: { oneTimeToken: null, token: 'tok', account: ACCOUNT } }
      : { value: 'signedOut', context: { oneTimeToken: null, token: null, account: null } },
  )
  return createActor(sessionMachine, { snapshot }).start()
}

type Control = { setProps?: (p: ViewProps) => void; setSession?: (s: SessionStatus) => void }

type ViewProps = {
  templateId: string | undefined
  liked: boolean
  countLikes: number
  sort: SortKey
}

/** The list item's like button and the modal, as a page renders them. */
function LikeView({
  runtime,
  initial,
  control,
}: {
  runtime: StoreRuntime
  initial: ViewProps
  control: Control
}) {
  const [props, setProps] = useState(initial)
  const [session, setSession] = useState<SessionStatus>('signedIn')
  const [sessions] = useState(() => ({
    signedIn: sessionActor(true),
    signedOut: sessionActor(false),
    // Not started yet: the page is still reading the URL and cookie.
    loading: createActor(sessionMachine).start(),
  }))
  control.setProps = setProps
  control.setSession = setSession
  const value = {
    ...runtime,
    actors: { ...runtime.actors, session: sessions[session] },
  }
  return (
    <StoreActorsProvider runtime={value}>
      <I18nProvider locale="en">
        <LikeButton {...props} />
        <LoginRecommendationModal returnPath="/store/all?sort=likes_count" />
      </I18nProvider>
    </StoreActorsProvider>
  )
}

const suite = modelSuite(likeMachine)
const { twin } = suite
const SERVER_ERROR = { message: 'Network down' }
const SERVER_COUNT = 7

/**
 * What the page must show, worked out from spec §4 and what the person did, never from the
 * machine: a mutant that changes the machine changes the generated paths and the machine's
 * snapshots alike, so only this catches it.
 */
type Expected = {
  liked: boolean
  count: number
  sort: SortKey
  /** A save is in flight: the button is busy and clicks and refetches wait. */
  saving: boolean
  /** What was shown before the click being saved: a failure puts it back. */
  before: { liked: boolean; count: number } | null
  notice: boolean
  setLikeCalls: number
  /** The flag the last save asked the server for. */
  sent: boolean | null
  refreshes: number
  logs: number
}

function eventsFor(
  snapshot: AnyMachineSnapshot,
): LikeEvent[] | Array<{ type: string; [k: string]: unknown }> {
  const context = snapshot.context as LikeContext
  return [
    { type: 'like.toggle', session: 'signedIn' },
    { type: 'like.toggle', session: 'signedOut' },
    { type: 'like.toggle', session: 'loading' },
    { type: 'like.sync', liked: true, countLikes: 0, sort: 'likes_count' },
    // A refetch with a count below zero (a stale cache): shown as 0.
    { type: 'like.sync', liked: false, countLikes: -1, sort: 'ranking' },
    // The server counts everyone's likes: its count wins when it agrees on the flag.
    {
      type: 'xstate.done.actor.setLike',
      output: { templateId: context.templateId, liked: context.liked, countLikes: SERVER_COUNT },
    },
    // An answer about the other flag (a late answer to an earlier click) moves nothing.
    {
      type: 'xstate.done.actor.setLike',
      output: { templateId: context.templateId, liked: !context.liked, countLikes: SERVER_COUNT },
    },
    { type: 'xstate.error.actor.setLike', error: SERVER_ERROR },
  ]
}

const model = testModelFor(twin, eventsFor as never)
const inputs: Array<{ name: string; input: LikeInput }> = [
  {
    name: 'template t1',
    input: { templateId: 't1', liked: false, countLikes: 0, sort: 'ranking' },
  },
  {
    // Also a count below zero from a stale cache: shown as 0.
    name: 'no templateId',
    input: { templateId: undefined, liked: false, countLikes: -2, sort: 'ranking' },
  },
]

function likeButton() {
  return screen.getByTestId('like-button')
}

/** The heart icon: filled when liked. */
function heartFill() {
  return likeButton().querySelector('svg path')?.getAttribute('fill') ?? null
}

describe('like machine model', () => {
  for (const { name, input } of inputs) {
    const paths = () => model.getShortestPaths({ input })
    describe(name, () => {
      suite.itRunsEachPath(paths, async (path) => {
        const spy = createActorSpy()
        let fake: FakeIo = createFakeIo()
        const control: Control = {}
        let lastEvent: { type: string } = { type: 'xstate.init' }
        let refreshesBefore = 0
        let setLikeCallsBefore = 0
        // What the person saw just before their last click: a failure must bring back exactly this.
        let beforeClick:
          { pressed: string | null; count: string | null; heart: string | null } | undefined
        const layout = createActor(layoutMachine).start()
        const runtime: StoreRuntime = {
          io: fake.io,
          inspect: spy.inspect,
          actors: {
            session: sessionActor(true),
            layout,
            locale: createActor(localeMachine),
            build: createActor(buildMachine, {
              input: { build: { id: 'b', timestamp: 0 }, lastReloadAt: null },
            }),
          },
        }
        const step = (event: { type: string }) => {
          suite.eventTaken(event)
          lastEvent = event
        }
        const expected: Expected = {
          liked: input.liked,
          count: Math.max(0, input.countLikes),
          sort: input.sort ?? 'ranking',
          saving: false,
          before: null,
          notice: false,
          setLikeCalls: 0,
          sent: null,
          refreshes: 0,
          logs: 0,
        }
        let modalExpected = false
        /** The page against the expectation, in every state. */
        const expectPage = () => {
          expect(likeButton()).toHaveAttribute('aria-pressed', String(expected.liked))
          expect(heartFill()).toBe(expected.liked ? 'currentColor' : 'none')
          expect(screen.getByTestId('like-count')).toHaveTextContent(String(expected.count))
          if (expected.saving) expect(likeButton()).toHaveAttribute('aria-busy', 'true')
          else expect(likeButton()).not.toHaveAttribute('aria-busy')
          const notice = screen.getByRole('status')
          if (expected.notice) {
            expect(notice).toHaveTextContent("We couldn't save your like. Please try again.")
          } else {
            expect(notice).toBeEmptyDOMElement()
          }
          expect(fake.io.setLike).toHaveBeenCalledTimes(expected.setLikeCalls)
          if (expected.setLikeCalls > 0) {
            expect(fake.io.setLike).toHaveBeenLastCalledWith({
              templateId: input.templateId,
              liked: expected.sent,
            })
          }
          expect(fake.io.refreshSearches).toHaveBeenCalledTimes(expected.refreshes)
          expect(fake.io.log).toHaveBeenCalledTimes(expected.logs)
          expect(screen.queryByRole('dialog') !== null).toBe(modalExpected)
        }

        await path.test({
          events: executors({
            'xstate.init': () => {
              fake = createFakeIo()
              runtime.io = fake.io
              render(
                <LikeView
                  runtime={runtime}
                  control={control}
                  initial={{
                    templateId: input.templateId,
                    liked: input.liked,
                    countLikes: input.countLikes,
                    sort: input.sort ?? 'ranking',
                  }}
                />,
              )
              lastEvent = { type: 'xstate.init' }
            },
            'like.toggle': ({ event }) => {
              const e = event as Extract<LikeEvent, { type: 'like.toggle' }>
              step(e)
              act(() => control.setSession?.(e.session))
              refreshesBefore = fake.io.refreshSearches.mock.calls.length
              setLikeCallsBefore = fake.io.setLike.mock.calls.length
              modalExpected = false
              if (!expected.saving && input.templateId && e.session === 'signedOut') {
                modalExpected = true
                expected.notice = false
              } else if (!expected.saving && input.templateId && e.session === 'signedIn') {
                expected.before = { liked: expected.liked, count: expected.count }
                expected.liked = !expected.liked
                expected.count = expected.liked
                  ? expected.count + 1
                  : Math.max(0, expected.count - 1)
                expected.saving = true
                expected.notice = false
                expected.setLikeCalls += 1
                expected.sent = expected.liked
              }
              beforeClick = {
                pressed: likeButton().getAttribute('aria-pressed'),
                count: screen.getByTestId('like-count').textContent,
                heart: heartFill(),
              }
              fireEvent.click(likeButton())
            },
            'like.sync': ({ event }) => {
              const e = event as Extract<LikeEvent, { type: 'like.sync' }>
              step(e)
              const ctx = suite.lastAsserted?.context as LikeContext
              modalExpected = false
              if (!expected.saving) {
                expected.liked = e.liked
                expected.count = Math.max(0, e.countLikes)
                expected.sort = e.sort ?? expected.sort
              }
              act(() =>
                control.setProps?.({
                  templateId: ctx.templateId,
                  liked: e.liked,
                  countLikes: e.countLikes,
                  sort: e.sort ?? 'ranking',
                }),
              )
            },
            'xstate.done.actor.setLike': async ({ event }) => {
              step(event)
              refreshesBefore = fake.io.refreshSearches.mock.calls.length
              modalExpected = false
              const output = event.output as { liked: boolean; countLikes: number }
              expected.saving = false
              if (output.liked === expected.liked) expected.count = Math.max(0, output.countLikes)
              if (expected.sort === 'likes_count') expected.refreshes += 1
              await act(() => fake.settle('setLike', { output: event.output }))
            },
            'xstate.error.actor.setLike': async ({ event }) => {
              step(event)
              modalExpected = false
              expected.saving = false
              expected.liked = expected.before?.liked ?? expected.liked
              expected.count = expected.before?.count ?? expected.count
              expected.notice = true
              expected.logs += 1
              await act(() => fake.settle('setLike', { error: event.error }))
            },
          }) as never,
          states: {
            '#like.idle': (state) => {
              const ctx = state.context as LikeContext
              expectSameSnapshot(spy.find('like'), state)
              expect(expected.saving).toBe(false)
              expectPage()
              expect(likeButton()).toHaveAttribute('aria-pressed', String(ctx.liked))
              expect(likeButton()).not.toHaveAttribute('aria-busy')
              expect(screen.getByTestId('like-count')).toHaveTextContent(String(ctx.countLikes))
              const dialog = screen.queryByRole('dialog')
              const toggledAs =
                lastEvent.type === 'like.toggle'
                  ? (lastEvent as unknown as { session: SessionStatus }).session
                  : undefined
              if (toggledAs === 'loading') {
                // A click while the session loads is ignored: nothing moved, nothing was sent.
                expect(likeButton()).toHaveAttribute('aria-pressed', beforeClick?.pressed ?? '')
                expect(screen.getByTestId('like-count')).toHaveTextContent(beforeClick?.count ?? '')
                expect(heartFill()).toBe(beforeClick?.heart)
                expect(fake.io.setLike).toHaveBeenCalledTimes(setLikeCallsBefore)
              }
              if (toggledAs === 'signedOut' && ctx.templateId) {
                // Signed out: the login recommendation opens in mode like; nothing is sent.
                expect(dialog).not.toBeNull()
                expect(within(dialog!).getByRole('heading')).toHaveTextContent(
                  'Sign in to like templates',
                )
                expect(within(dialog!).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
                  'href',
                  `/auth/sign-in?redirect=${encodeURIComponent('/store/all?sort=likes_count')}`,
                )
                expect(layout.getSnapshot().context.loginModalMode).toBe('like')
                act(() => layout.send({ type: 'loginModal.close' }))
                expect(screen.queryByRole('dialog')).toBeNull()
              } else {
                expect(dialog).toBeNull()
              }
              if (lastEvent.type === 'like.toggle' && !ctx.templateId) {
                expect(fake.io.setLike).not.toHaveBeenCalled()
              }
              if (lastEvent.type === 'xstate.done.actor.setLike') {
                // The list is refreshed after the like only when it is ordered by likes.
                expect(fake.io.refreshSearches.mock.calls.length - refreshesBefore).toBe(
                  ctx.sort === 'likes_count' ? 1 : 0,
                )
              }
              const notice = screen.getByRole('status')
              if (lastEvent.type === 'xstate.error.actor.setLike') {
                expect(fake.io.log).toHaveBeenLastCalledWith(SERVER_ERROR)
                expect(fake.io.refreshSearches.mock.calls.length).toBe(refreshesBefore)
                // Put back as it was before the click, and the person is told so politely.
                expect(likeButton()).toHaveAttribute('aria-pressed', beforeClick?.pressed ?? '')
                expect(screen.getByTestId('like-count')).toHaveTextContent(beforeClick?.count ?? '')
                expect(heartFill()).toBe(beforeClick?.heart)
                expect(notice).toHaveTextContent("We couldn't save your like. Please try again.")
              } else if (lastEvent.type !== 'like.sync' && toggledAs !== 'loading') {
                // Any other step (a new click, a saved like) leaves nothing to apologise for.
                expect(notice).toBeEmptyDOMElement()
              }
              suite.stateAsserted(state)
            },
            '#like.saving': (state) => {
              const ctx = state.context as LikeContext
              expectSameSnapshot(spy.find('like'), state)
              expect(expected.saving).toBe(true)
              expectPage()
              // The flag and count moved at once, before the server answered.
              expect(likeButton()).toHaveAttribute('aria-pressed', String(ctx.liked))
              expect(likeButton()).toHaveAttribute('aria-busy', 'true')
              expect(screen.getByTestId('like-count')).toHaveTextContent(String(ctx.countLikes))
              expect(ctx.countLikes).toBeGreaterThanOrEqual(0)
              expect(fake.io.setLike).toHaveBeenLastCalledWith({
                templateId: ctx.templateId,
                liked: ctx.liked,
              })
              expect(screen.queryByRole('dialog')).toBeNull()
              expect(screen.getByRole('status')).toBeEmptyDOMElement()
              suite.stateAsserted(state)
            },
          },
        })
      })
    })
  }

  suite.itCoversEveryStateAndTransition({
    atomicStates: ['#like.idle', '#like.saving'],
    events: ['like.sync', 'like.toggle', 'xstate.done.actor.setLike', 'xstate.error.actor.setLike'],
  })
})
