// Model paths of the like machine on real components: the same template shown twice at once (a
// list item and the detail page, each reading its own cached answer, as the app's views do), the
// login recommendation, and after every step a third view mounted from the cache (what Back shows).
// One like actor per template is shared by all of them and writes through the query cache
// (decision 020), so every view must show the same flag and count after every step.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import type { AnyMachineSnapshot } from 'xstate'
import { describe, expect } from 'vitest'
import { I18nProvider } from '#i18n/react'
import { likeMachine, type LikeContext, type LikeEvent, type LikeInput } from '#machines/like'
import type { SessionStatus } from '#machines/session'
import type { StoreRuntime } from '#src/hooks/actors/create-store-actors'
import { StoreActorsProvider } from '#src/hooks/actors/store-actors-provider'
import { LoginRecommendationModal } from '#src/features/layout/components/login-recommendation-modal'
import { writeLikeToCache } from '#src/features/likes/api/like-cache'
import { CachedLikeButton, LIST_KEY, detailKey, templateItem } from './cached-like-views'
import { createFakeIo, FAKE_NOW, type FakeIo } from './fake-io'
import { createActorSpy, expectSameSnapshot, executors, testModelFor } from './model-kit'
import { modelSuite } from './model-suite'
import { createTestRuntime, setSession } from './test-runtime'

const DETAIL_KEY = detailKey
const itemOf = (input: LikeInput) => templateItem(input.templateId, input)

function Providers({
  runtime,
  queryClient,
  children,
}: {
  runtime: StoreRuntime
  queryClient: QueryClient
  children: React.ReactNode
}) {
  return (
    <StoreActorsProvider runtime={runtime}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider locale="en">{children}</I18nProvider>
      </QueryClientProvider>
    </StoreActorsProvider>
  )
}

/** The list item's and the detail page's like buttons of one template, and the modal. */
function LikeViews({
  runtime,
  queryClient,
  templateId,
}: {
  runtime: StoreRuntime
  queryClient: QueryClient
  templateId: string | undefined
}) {
  return (
    <Providers runtime={runtime} queryClient={queryClient}>
      <div data-testid="list-view">
        <CachedLikeButton queryKey={LIST_KEY} list />
      </div>
      <div data-testid="detail-view">
        <CachedLikeButton queryKey={DETAIL_KEY(templateId)} list={false} />
      </div>
      <LoginRecommendationModal returnPath="/store/all?sort=likes_count" />
    </Providers>
  )
}

const suite = modelSuite(likeMachine)
const { twin } = suite
const SERVER_ERROR = { message: 'Network down' }
const SERVER_COUNT = 7
const NOTICE = "We couldn't save your like. Please try again."

/**
 * What the page must show, worked out from spec §4 and what the person did, never from the
 * machine: a mutant that changes the machine changes the generated paths and the machine's
 * snapshots alike, so only this catches it.
 */
type Expected = {
  liked: boolean
  count: number
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
  modal: boolean
  /** The like kept for after sign-in (session storage), if any. */
  storedIntent: string | null
}

function eventsFor(
  snapshot: AnyMachineSnapshot,
): LikeEvent[] | Array<{ type: string; [k: string]: unknown }> {
  const context = snapshot.context as LikeContext
  return [
    { type: 'like.toggle', session: 'signedIn' },
    { type: 'like.toggle', session: 'signedOut' },
    { type: 'like.toggle', session: 'loading' },
    // A refetch of the list brings the server's flag and count.
    { type: 'like.sync', liked: true, countLikes: 0 },
    // A refetch with a count below zero (a stale cache): shown as 0.
    { type: 'like.sync', liked: false, countLikes: -1 },
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
    // Answers that are no like state (an empty body, a flag without a count) move nothing either.
    { type: 'xstate.done.actor.setLike', output: null },
    { type: 'xstate.done.actor.setLike', output: { liked: context.liked } },
    { type: 'xstate.error.actor.setLike', error: SERVER_ERROR },
  ]
}

const model = testModelFor(twin, eventsFor as never)
const inputs: Array<{ name: string; input: LikeInput }> = [
  { name: 'template t1', input: { templateId: 't1', liked: false, countLikes: 0 } },
  {
    // Also a count below zero from a stale cache: shown as 0.
    name: 'no templateId',
    input: { templateId: undefined, liked: false, countLikes: -2 },
  },
]

/** The query cache tells its observers in a later task. */
const cacheNotified = () => new Promise((resolve) => setTimeout(resolve, 0))

type Shown = { pressed: string | null; count: string | null; heart: string | null }

function shownIn(view: HTMLElement): Shown {
  const button = within(view).getByTestId('like-button')
  return {
    pressed: button.getAttribute('aria-pressed'),
    count: within(view).getByTestId('like-count').textContent,
    heart: button.querySelector('svg path')?.getAttribute('fill') ?? null,
  }
}

function views(): HTMLElement[] {
  return [screen.getByTestId('list-view'), screen.getByTestId('detail-view')]
}

describe('like machine model', () => {
  for (const { name, input } of inputs) {
    const paths = () => model.getShortestPaths({ input })
    describe(name, () => {
      suite.itRunsEachPath(paths, async (path) => {
        const spy = createActorSpy()
        let fake: FakeIo = createFakeIo()
        let queryClient = new QueryClient()
        let runtime: StoreRuntime | undefined
        let lastEvent: { type: string } = { type: 'xstate.init' }
        let refreshesBefore = 0
        let setLikeCallsBefore = 0
        // What each view showed just before the last click: a failure must bring back exactly this.
        let beforeClick: Shown[] = []
        const step = (event: { type: string }) => {
          suite.eventTaken(event)
          lastEvent = event
        }
        const expected: Expected = {
          liked: input.liked,
          count: Math.max(0, input.countLikes),
          saving: false,
          before: null,
          notice: false,
          setLikeCalls: 0,
          sent: null,
          refreshes: 0,
          logs: 0,
          modal: false,
          storedIntent: null,
        }

        /**
         * A view mounted now from the detail page's cached answer (Back to a page): it shows the
         * same as the views that stayed. Only a template with an id is in the cache.
         */
        const expectViewMountedNow = () => {
          if (!input.templateId || !runtime) return
          const later = render(
            <Providers runtime={runtime} queryClient={queryClient}>
              <div data-testid="later-view">
                <CachedLikeButton queryKey={DETAIL_KEY(input.templateId)} list={false} />
              </div>
            </Providers>,
          )
          expect(shownIn(screen.getByTestId('later-view'))).toEqual(shownIn(views()[0]!))
          later.unmount()
        }

        /** The page against the expectation, in every state. */
        const expectPage = () => {
          for (const view of views()) {
            const button = within(view).getByTestId('like-button')
            expect(button).toHaveAttribute('aria-pressed', String(expected.liked))
            expect(shownIn(view).heart).toBe(expected.liked ? 'currentColor' : 'none')
            expect(within(view).getByTestId('like-count')).toHaveTextContent(String(expected.count))
            if (expected.saving) expect(button).toHaveAttribute('aria-busy', 'true')
            else expect(button).not.toHaveAttribute('aria-busy')
            const notice = within(view).getByTestId('like-notice')
            if (expected.notice) expect(notice).toHaveTextContent(NOTICE)
            else expect(notice).toBeEmptyDOMElement()
          }
          expectViewMountedNow()
          expect(fake.io.setLike).toHaveBeenCalledTimes(expected.setLikeCalls)
          if (expected.setLikeCalls > 0) {
            expect(fake.io.setLike).toHaveBeenLastCalledWith({
              templateId: input.templateId,
              liked: expected.sent,
            })
          }
          expect(fake.io.refreshListsByLikes).toHaveBeenCalledTimes(expected.refreshes)
          expect(fake.io.log).toHaveBeenCalledTimes(expected.logs)
          expect(screen.queryByRole('dialog') !== null).toBe(expected.modal)
          const stored = fake.io.writeLikeIntent.mock.calls.at(-1)?.[0] ?? null
          expect(stored?.templateId ?? null).toBe(expected.storedIntent)
          if (stored) expect(stored.at).toBe(FAKE_NOW)
        }

        await path.test({
          events: executors({
            'xstate.init': () => {
              fake = createFakeIo()
              queryClient = new QueryClient()
              // The browser's write-through, on this test's cache.
              fake.io.writeLike.mockImplementation((like) => writeLikeToCache(queryClient, like))
              queryClient.setQueryData(LIST_KEY, { templates: [itemOf(input)], totalCount: 1 })
              queryClient.setQueryData(DETAIL_KEY(input.templateId), itemOf(input))
              // The session is set before each click: any state, as the model's events say.
              runtime = createTestRuntime(fake.io, spy.inspect, { settableSession: true })
              // The page start forgets what an earlier visit left behind.
              fake.io.writeLikeIntent.mockClear()
              render(
                <LikeViews
                  runtime={runtime}
                  queryClient={queryClient}
                  templateId={input.templateId}
                />,
              )
              lastEvent = { type: 'xstate.init' }
            },
            'like.toggle': ({ event }) => {
              const e = event as Extract<LikeEvent, { type: 'like.toggle' }>
              step(e)
              act(() => setSession(runtime!, e.session))
              refreshesBefore = fake.io.refreshListsByLikes.mock.calls.length
              setLikeCallsBefore = fake.io.setLike.mock.calls.length
              if (!expected.saving && input.templateId && e.session === 'signedOut') {
                expected.modal = true
                expected.notice = false
                expected.storedIntent = input.templateId
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
              beforeClick = views().map(shownIn)
              // The detail page's button; the list's must follow.
              fireEvent.click(within(views()[1]!).getByTestId('like-button'))
            },
            'like.sync': async ({ event }) => {
              const e = event as Extract<LikeEvent, { type: 'like.sync' }>
              step(e)
              if (!expected.saving) {
                expected.liked = e.liked
                expected.count = Math.max(0, e.countLikes)
              }
              // The list's query is refetched; the detail page's cached answer is not.
              await act(async () => {
                queryClient.setQueryData(LIST_KEY, {
                  templates: [{ ...itemOf(input), liked: e.liked, countLikes: e.countLikes }],
                  totalCount: 1,
                })
                await cacheNotified()
              })
            },
            'xstate.done.actor.setLike': async ({ event }) => {
              step(event)
              refreshesBefore = fake.io.refreshListsByLikes.mock.calls.length
              const output = event.output as { liked?: boolean; countLikes?: unknown } | null
              expected.saving = false
              if (output?.liked === expected.liked && typeof output.countLikes === 'number') {
                expected.count = Math.max(0, output.countLikes)
              }
              // Lists ordered by likes (and the liked list) change once the server has it.
              expected.refreshes += 1
              await act(() => fake.settle('setLike', { output: event.output }))
            },
            'xstate.error.actor.setLike': async ({ event }) => {
              step(event)
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
              const toggledAs =
                lastEvent.type === 'like.toggle'
                  ? (lastEvent as unknown as { session: SessionStatus }).session
                  : undefined
              if (toggledAs === 'loading') {
                // A click while the session loads is ignored: nothing moved, nothing was sent.
                expect(views().map(shownIn)).toEqual(beforeClick)
                expect(fake.io.setLike).toHaveBeenCalledTimes(setLikeCallsBefore)
              }
              const dialog = screen.queryByRole('dialog')
              if (toggledAs === 'signedOut' && ctx.templateId) {
                // Signed out: the login recommendation opens in mode like; nothing is sent, and
                // the like is kept for after the sign-in.
                expect(dialog).not.toBeNull()
                expect(within(dialog!).getByRole('heading')).toHaveTextContent(
                  'Sign in to like templates',
                )
                expect(within(dialog!).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
                  'href',
                  `/auth/sign-in?redirect=${encodeURIComponent('/store/all?sort=likes_count')}`,
                )
                expect(views().map(shownIn)).toEqual(beforeClick)
                // Dismissed: the visitor chose not to sign in for it, so it is forgotten.
                fireEvent.click(within(dialog!).getByRole('button', { name: 'Close' }))
                expect(screen.queryByRole('dialog')).toBeNull()
                expected.modal = false
                expected.storedIntent = null
                expect(fake.io.writeLikeIntent).toHaveBeenLastCalledWith(null)
              } else {
                expect(dialog).toBeNull()
              }
              if (lastEvent.type === 'like.toggle' && !ctx.templateId) {
                expect(fake.io.setLike).not.toHaveBeenCalled()
                expect(fake.io.writeLikeIntent).not.toHaveBeenCalled()
              }
              if (lastEvent.type === 'xstate.done.actor.setLike') {
                expect(fake.io.refreshListsByLikes.mock.calls.length - refreshesBefore).toBe(1)
              }
              if (lastEvent.type === 'xstate.error.actor.setLike') {
                expect(fake.io.log).toHaveBeenLastCalledWith(SERVER_ERROR)
                expect(fake.io.refreshListsByLikes.mock.calls.length).toBe(refreshesBefore)
                // Every view is put back as it was before the click, and says so politely.
                expect(views().map(shownIn)).toEqual(beforeClick)
              }
              suite.stateAsserted(state)
            },
            '#like.saving': (state) => {
              const ctx = state.context as LikeContext
              expectSameSnapshot(spy.find('like'), state)
              expect(expected.saving).toBe(true)
              expectPage()
              // The flag and count moved at once in every view, before the server answered.
              expect(ctx.countLikes).toBeGreaterThanOrEqual(0)
              expect(screen.queryByRole('dialog')).toBeNull()
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
