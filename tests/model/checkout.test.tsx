import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AnyMachineSnapshot } from 'xstate'
import { afterEach, beforeEach, describe, expect, vi } from 'vitest'
import { checkoutMachine, type CheckoutContext, type TemplateStart } from '#machines/checkout'
import type { SessionStatus } from '#machines/session'
import { searchTemplatesQueryOptions } from '#src/features/shared/api/templates'
import {
  TemplateDetail,
  relatedTemplatesParams,
} from '#src/features/templates/components/template-detail'
import { leavePage } from '#src/features/templates/lib/leave-page'
import type { StoreRuntime } from '#src/hooks/actors/create-store-actors'
import { renderStoreUi, setViewportWidth, testQueryClient } from '../component/render-store-ui'
import { templatePage } from '../component/test-router'
import {
  CHROME_UA as CHROME,
  DETAIL_TEMPLATE as PAID,
  FIREFOX_UA as FIREFOX,
  FREE_DETAIL_TEMPLATE as FREE,
} from '../component/template-fixtures'
import {
  createActorSpy,
  deferred,
  expectSameSnapshot,
  executors,
  specPath,
  testModelFor,
} from './model-kit'
import { modelSuite } from './model-suite'
import { setSession } from './test-runtime'
import { createFakeIoWithBrowserCheckout } from './fake-io'

const CHECKOUT_URL = '/checkout/o-1?token=x'
const EDITOR_HREF = '/studio/s/tpl-free?lang=en&currency=usd'
/** The one checkout answer that leads to the payment page. */
const CHECKOUT_ANSWER = { checkoutUrl: CHECKOUT_URL }
/** Answers without a usable checkout URL: each is a failed checkout. */
const ANSWERS_WITHOUT_URL = [{}, null, { checkoutUrl: '' }, { checkoutUrl: 42 }]
const NO_URL_MESSAGE = 'Checkout answered without checkout_url'

type OpenEvent = {
  type: 'page.open'
  start: TemplateStart | undefined
  session: SessionStatus
  editorSupported: boolean
}

const suite = modelSuite(checkoutMachine)
const { twin } = suite

const model = testModelFor(twin, () => [
  ...(['loading', 'signedIn', 'signedOut'] as const).map((session) => ({
    type: 'page.open',
    start: 'purchase',
    session,
    editorSupported: true,
  })),
  { type: 'page.open', start: undefined, session: 'signedIn', editorSupported: true },
  { type: 'page.open', start: 'useFree', session: 'signedIn', editorSupported: true },
  { type: 'page.open', start: 'useFree', session: 'signedIn', editorSupported: false },
  { type: 'session.change', session: 'loading' },
  { type: 'session.change', session: 'signedIn' },
  { type: 'session.change', session: 'signedOut' },
  { type: 'purchase.press', session: 'loading' },
  { type: 'purchase.press', session: 'signedIn' },
  { type: 'purchase.press', session: 'signedOut' },
  { type: 'xstate.done.actor.checkout', output: CHECKOUT_ANSWER },
  ...ANSWERS_WITHOUT_URL.map((output) => ({ type: 'xstate.done.actor.checkout', output })),
  { type: 'xstate.error.actor.checkout', error: { status: 500 } },
])

const open = (start: TemplateStart | undefined, session: SessionStatus) => ({
  type: 'page.open',
  start,
  session,
  editorSupported: true,
})
const press = (session: SessionStatus) => ({ type: 'purchase.press', session })
const sessionChange = (session: SessionStatus) => ({ type: 'session.change', session })
const answered = { type: 'xstate.done.actor.checkout', output: CHECKOUT_ANSWER }
const refused = { type: 'xstate.error.actor.checkout', error: { status: 500 } }

/**
 * A paid template's visits the spec asks about, step by step: the shortest paths reach each
 * state once, and a machine that drops a transition drops its paths with it.
 */
const paidSpecPaths = (input: { templateId: string; isFree: boolean }) =>
  [
    {
      description: 'a press on the opened page buys',
      events: [open(undefined, 'signedIn'), press('signedIn'), answered],
    },
    {
      description: 'after a failed checkout the next press is the retry',
      events: [open('purchase', 'signedIn'), refused, press('signedIn'), answered],
    },
    {
      description: 'the purchase key waits for the session, then buys',
      events: [
        open('purchase', 'loading'),
        sessionChange('loading'),
        sessionChange('signedIn'),
        answered,
      ],
    },
    {
      description: 'the purchase key of a visitor found signed out goes to sign-in',
      events: [open('purchase', 'loading'), sessionChange('signedOut'), press('signedOut')],
    },
    {
      description: 'after a failed checkout, a signed-out or loading press buys nothing',
      events: [open('purchase', 'signedIn'), refused, press('signedOut'), press('loading')],
    },
  ].map(({ description, events }) => specPath(model, twin, description, events, input))

let assign: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  setViewportWidth(1280)
  assign = vi.spyOn(leavePage, 'assign').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

function purchaseButton() {
  return screen.queryByTestId('template-purchase')
}

describe('checkout machine model (the detail page)', () => {
  for (const template of [PAID, FREE]) {
    const input = { templateId: template.templateId, isFree: template.tier === 'TIER_0' }
    const paths = () => [
      ...model.getShortestPaths({ input }),
      ...(input.isFree ? [] : paidSpecPaths(input)),
    ]
    describe(template.tier === 'TIER_0' ? 'free template' : 'paid template', () => {
      suite.itRunsEachPath(paths, async (path) => {
        const spy = createActorSpy()
        const user = userEvent.setup()
        let runtime: StoreRuntime | undefined
        const onStartHandled = vi.fn()
        // The server: each checkout answers when the path says so.
        const checkouts: Array<ReturnType<typeof deferred<Response>>> = []
        const fetchMock = vi.fn(async (url: string | URL | Request) => {
          if (/\/checkout$/.test(String(url))) {
            const answer = deferred<Response>()
            checkouts.push(answer)
            return answer.promise
          }
          return new Response(JSON.stringify({ data: [] }), {
            headers: { 'content-type': 'application/json' },
          })
        })
        vi.stubGlobal('fetch', fetchMock)
        let last: { type: string; [k: string]: unknown } = { type: 'xstate.init' }
        let leavesBefore = 0
        let checkoutsBefore = 0
        let pressedWhileLoading = false
        const signInHref = `/auth/sign-in?redirect=${encodeURIComponent(
          `/store/templates/${template.templateId}?purchaseTemplate=1`,
        )}`
        // Where the person's steps lead (spec §7), worked out here, never read from the machine.
        const isFree = template.tier === 'TIER_0'
        const expected = {
          phase: 'opening' as 'opening' | 'idle' | 'waiting' | 'purchasing' | 'failed' | 'leaving',
          signIns: 0,
          checkouts: 0,
          startHandled: 0,
          leftTo: null as string | null,
          // The checkout's code comes with a start key or the first press on Purchase (issue 29).
          codeLoaded: false,
        }
        const buyOrSignIn = (session: SessionStatus) => {
          if (session === 'signedOut') {
            expected.signIns += 1
            expected.phase = expected.phase === 'failed' ? 'failed' : 'idle'
          } else if (session === 'signedIn') {
            expected.phase = 'purchasing'
            expected.checkouts += 1
          }
        }
        const expectWorld = () => {
          expect(checkouts).toHaveLength(expected.checkouts)
          expect(onStartHandled).toHaveBeenCalledTimes(expected.startHandled)
          const leaves = expected.signIns + (expected.leftTo ? 1 : 0)
          expect(assign).toHaveBeenCalledTimes(leaves)
          if (expected.leftTo) expect(assign).toHaveBeenLastCalledWith(expected.leftTo)
          else if (leaves > 0) expect(assign).toHaveBeenLastCalledWith(signInHref)
          if (expected.phase === 'opening') return
          const button = purchaseButton()
          if (isFree) expect(button).toBeNull()
          else if (expected.phase === 'purchasing' || expected.phase === 'leaving') {
            expect(button).toBeDisabled()
          } else expect(button).toBeEnabled()
          if (expected.phase === 'failed') expect(screen.getByRole('alert')).toHaveTextContent(/.+/)
          else expect(screen.queryByRole('alert')).toBeNull()
        }
        const step = (event: { type: string; [k: string]: unknown }) => {
          suite.eventTaken(event)
          last = event
          leavesBefore = assign.mock.calls.length
          checkoutsBefore = checkouts.length
          const session = event.session as SessionStatus
          switch (event.type) {
            case 'page.open': {
              const start = event.start as TemplateStart | undefined
              expected.phase = 'idle'
              expected.codeLoaded = start !== undefined
              if (start !== undefined) expected.startHandled = 1
              if (start === 'purchase' && !isFree) {
                if (session === 'loading') {
                  expected.phase = 'waiting'
                  expected.startHandled = 0
                } else buyOrSignIn(session)
              } else if (start === 'useFree' && isFree && event.editorSupported) {
                expected.phase = 'leaving'
                expected.leftTo = EDITOR_HREF
              }
              break
            }
            case 'session.change':
              if (expected.phase === 'waiting' && session !== 'loading') {
                expected.startHandled = 1
                buyOrSignIn(session)
              }
              break
            case 'purchase.press':
              if (!isFree) expected.codeLoaded = true
              if ((expected.phase === 'idle' || expected.phase === 'failed') && !isFree) {
                buyOrSignIn(session)
              }
              break
            case 'xstate.done.actor.checkout':
              if (event.output === CHECKOUT_ANSWER) {
                expected.phase = 'leaving'
                expected.leftTo = CHECKOUT_URL
              } else expected.phase = 'failed'
              break
            case 'xstate.error.actor.checkout':
              expected.phase = 'failed'
              break
          }
        }
        /**
         * The checkout's code has arrived and the checkout has heard how the page was opened (a
         * held press is handed over in the same effects).
         */
        const checkoutHeardThePage = () =>
          waitFor(() => {
            const checkout = spy.running('checkout')
            expect(checkout).toBeDefined()
            expect(checkout?.getSnapshot().value).not.toBe('opening')
          })
        const settle = async (response: Response | null) => {
          const answer = checkouts.at(-1)
          if (!answer) throw new Error('No checkout call is pending')
          await act(async () => {
            answer.resolve(response ?? new Response('{}', { status: 500 }))
            await answer.promise
          })
          await act(() => new Promise((r) => setTimeout(r, 0)))
        }
        const assert = (check: (ctx: CheckoutContext) => void) => (state: AnyMachineSnapshot) => {
          if (!state.matches('opening')) {
            const checkout = spy.running('checkout')
            expect(checkout !== undefined).toBe(expected.codeLoaded)
            if (checkout) expectSameSnapshot(checkout, state)
            else {
              // A page opened without a start key and not pressed yet has no checkout: it is the
              // machine at rest, with no choices heard, which the page then shows (below).
              expect(state.value).toBe('idle')
              expect(state.context).toEqual({ ...input, personalise: {} })
            }
          }
          expectWorld()
          check(state.context as CheckoutContext)
          suite.stateAsserted(state)
        }
        /** A signed-out person who asked to buy a paid template is sent to sign-in, once. */
        const expectSignInOnlyWhenDue = (ctx: CheckoutContext) => {
          const signedOutPurchase =
            !ctx.isFree &&
            ((last.type === 'purchase.press' && last.session === 'signedOut') ||
              (last.type === 'page.open' &&
                last.start === 'purchase' &&
                last.session === 'signedOut') ||
              (last.type === 'session.change' && last.session === 'signedOut'))
          if (signedOutPurchase) {
            expect(assign).toHaveBeenCalledTimes(leavesBefore + 1)
            expect(assign).toHaveBeenLastCalledWith(signInHref)
          } else {
            expect(assign).toHaveBeenCalledTimes(leavesBefore)
          }
        }
        await path.test({
          events: executors({
            'xstate.init': () => {},
            'page.open': async ({ event }) => {
              const e = event as unknown as OpenEvent
              step(e)
              vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(
                e.editorSupported ? CHROME : FIREFOX,
              )
              const queryClient = testQueryClient()
              queryClient.setQueryData(
                searchTemplatesQueryOptions(relatedTemplatesParams(template, 'en')).queryKey,
                { templates: [], totalCount: 0 },
              )
              const page = (
                <TemplateDetail
                  template={template}
                  start={e.start}
                  onStartHandled={onStartHandled}
                />
              )
              // The session as the page finds it (still loading, or known after an earlier page),
              // one the test can move between loading, signed in and out.
              const rendered = await renderStoreUi(page, {
                queryClient,
                url: templatePage(queryClient, template),
                inspect: spy.inspect,
                store: { settableSession: true, session: e.session },
                fake: createFakeIoWithBrowserCheckout(),
              })
              runtime = rendered.runtime
              if (e.start !== undefined) await checkoutHeardThePage()
              await act(() => new Promise((r) => setTimeout(r, 0)))
            },
            'session.change': ({ event }) => {
              step(event)
              act(() => setSession(runtime!, event.session as SessionStatus))
            },
            'purchase.press': async ({ event }) => {
              step(event)
              act(() => setSession(runtime!, event.session as SessionStatus))
              pressedWhileLoading = event.session === 'loading'
              // A free template shows no purchase button: there is nothing to press.
              const button = purchaseButton()
              if (button) {
                await user.click(button)
                // The first press loads the checkout; the press is handed to it once it is there.
                await checkoutHeardThePage()
              }
              await act(() => new Promise((r) => setTimeout(r, 0)))
            },
            'xstate.done.actor.checkout': async ({ event }) => {
              step(event)
              // The server's answer (snake_case) to what the API client hands the machine.
              const answer = event.output as { checkoutUrl?: unknown } | null
              const data =
                answer && 'checkoutUrl' in answer ? { checkout_url: answer.checkoutUrl } : answer
              await settle(
                new Response(JSON.stringify({ data }), {
                  headers: { 'content-type': 'application/json' },
                }),
              )
            },
            'xstate.error.actor.checkout': async ({ event }) => {
              step(event)
              await settle(null)
            },
          }) as never,
          states: {
            '#checkout.opening': assert(() => {
              expect(assign).not.toHaveBeenCalled()
              expect(checkouts).toHaveLength(0)
            }),
            '#checkout.idle': assert((ctx) => {
              expect(screen.queryByRole('alert')).toBeNull()
              if (ctx.isFree) expect(purchaseButton()).toBeNull()
              else expect(purchaseButton()).toBeEnabled()
              // Nothing was bought on the way here.
              expect(checkouts).toHaveLength(checkoutsBefore)
              expectSignInOnlyWhenDue(ctx)
              if (last.type === 'page.open') {
                expect(onStartHandled).toHaveBeenCalledTimes(last.start === undefined ? 0 : 1)
              }
              if (pressedWhileLoading) expect(checkouts).toHaveLength(checkoutsBefore)
            }),
            '#checkout.waitingForSession': assert(() => {
              expect(checkouts).toHaveLength(0)
              expect(assign).not.toHaveBeenCalled()
              // The key stays until it acts.
              expect(onStartHandled).not.toHaveBeenCalled()
            }),
            '#checkout.purchasing': assert(() => {
              expect(purchaseButton()).toBeDisabled()
              expect(purchaseButton()).toHaveAttribute('aria-busy', 'true')
              // Exactly one checkout call is on its way, for this template.
              expect(checkouts).toHaveLength(checkoutsBefore + 1)
              expect(String(fetchMock.mock.lastCall?.[0])).toMatch(
                new RegExp(`/v2/store/templates/${template.templateId}/checkout$`),
              )
              if (last.type !== 'purchase.press') expect(onStartHandled).toHaveBeenCalledTimes(1)
              expect(screen.queryByRole('alert')).toBeNull()
            }),
            '#checkout.failed': assert((ctx) => {
              expect(screen.getByRole('alert')).toHaveTextContent(/.+/)
              // Another press is the retry.
              expect(purchaseButton()).toBeEnabled()
              expectSignInOnlyWhenDue(ctx)
              // What went wrong is logged: the API's error, or the answer without a URL.
              if (last.type === 'xstate.error.actor.checkout') {
                expect(console.error).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }))
              } else if (last.type === 'xstate.done.actor.checkout') {
                expect(console.error).toHaveBeenCalledWith(new Error(NO_URL_MESSAGE))
              } else expect(console.error).toHaveBeenCalled()
            }),
            '#checkout.leaving': assert((ctx) => {
              expect(assign).toHaveBeenCalledTimes(leavesBefore + 1)
              if (ctx.isFree) {
                expect(assign).toHaveBeenLastCalledWith(EDITOR_HREF)
                expect(onStartHandled).toHaveBeenCalledTimes(1)
              } else {
                expect(assign).toHaveBeenLastCalledWith(CHECKOUT_URL)
                expect(purchaseButton()).toBeDisabled()
              }
            }),
          },
        })
        await waitFor(() => undefined)
      })
    })
  }

  suite.itCoversEveryStateAndTransition({
    atomicStates: [
      '#checkout.opening',
      '#checkout.idle',
      '#checkout.waitingForSession',
      '#checkout.purchasing',
      '#checkout.failed',
      '#checkout.leaving',
    ],
    events: [
      'page.open',
      'purchase.press',
      'session.change',
      'xstate.done.actor.checkout',
      'xstate.error.actor.checkout',
    ],
  })
})
