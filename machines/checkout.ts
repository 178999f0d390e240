// Spec §7 start keys and the detail page's purchase and free-template flows. A page opened with
// `purchaseTemplate` starts the purchase of a paid template once the session is known; one opened
// with `useFreeTemplate` opens a free template in the editor where the editor can run. Either key
// acts once and is then dropped from the URL. A purchase needs a signed-in person: a signed-out one
// goes to sign-in, which returns with the key so the purchase carries on. A failed checkout is
// logged and said on the page; the next press tries again.
import { assign, fromPromise, setup } from 'xstate'
import type { Personalisation } from '#catalogue/personalise'
import type { SessionStatus } from './session'

export type TemplateStart = 'purchase' | 'useFree'

export type CheckoutInput = { templateId: string; isFree: boolean }

export type CheckoutContext = CheckoutInput & {
  /** What the visitor chose in the preview (issue 31), as the page had it when it asked. */
  personalise: Personalisation
}

/** The page's choices, told with the page's opening and each press (absent: none). */
type WithChoices = { personalise?: Personalisation | undefined }

export type CheckoutEvent =
  | ({
      type: 'page.open'
      start: TemplateStart | undefined
      session: SessionStatus
      editorSupported: boolean
    } & WithChoices)
  | { type: 'session.change'; session: SessionStatus }
  | ({ type: 'purchase.press'; session: SessionStatus } & WithChoices)

/**
 * The page's own exits, which only the page knows the addresses of (sign-in that returns with the
 * purchase key, the editor in the visitor's language and currency, the URL without its start key).
 */
export type CheckoutPageExit =
  { type: 'page.signIn' } | { type: 'page.openEditor' } | { type: 'page.startHandled' }

/** What the checkout call answers (spec §7 POST …/checkout); only the URL matters here. */
export type CheckoutAnswer = { checkoutUrl?: unknown }

export function checkoutUrlOf(answer: unknown): string | null {
  // The answer as the server sent it: `data` may be null, or the URL missing or empty.
  const url = (answer as CheckoutAnswer | null | undefined)?.checkoutUrl
  return typeof url === 'string' && url !== '' ? url : null
}

function isPaidPurchase(context: CheckoutContext, start: TemplateStart | undefined): boolean {
  return start === 'purchase' && !context.isFree
}

type StartParams = {
  start: TemplateStart | undefined
  session: SessionStatus
  editorSupported: boolean
}

export const checkoutMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, nothing at run time
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    emitted: {} as CheckoutPageExit,
  },
  // Stryker disable all: placeholders. The app and the tests always provide() these actors;
  // the placeholders only make an unprovided machine fail loudly.
  actors: {
    checkout: fromPromise<unknown, { templateId: string; personalise: Personalisation }>(
      async () => {
        throw new Error('checkoutMachine: provide the checkout actor')
      },
    ),
  },
  // Stryker restore all
  // The page always provides these exits (use-checkout.ts); the no-op placeholders only type them.
  // Stryker disable next-line ObjectLiteral: equivalent (above)
  actions: {
    keepChoices: assign({
      personalise: (_, params: WithChoices) => params.personalise ?? {},
    }),
    dropStartKey: () => {},
    goToSignIn: () => {},
    goToCheckout: (_, _params: { url: string }) => {},
    openEditor: () => {},
    logError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isFree: ({ context }) => context.isFree,
    withoutStartKey: (_, params: StartParams) => params.start === undefined,
    sessionLoading: (_, params: { session: SessionStatus }) => params.session === 'loading',
    signedOut: (_, params: { session: SessionStatus }) => params.session === 'signedOut',
    isPaidPurchase: ({ context }, params: StartParams) => isPaidPurchase(context, params.start),
    isPaidPurchaseBeforeSession: ({ context }, params: StartParams) =>
      isPaidPurchase(context, params.start) && params.session === 'loading',
    isPaidPurchaseSignedOut: ({ context }, params: StartParams) =>
      isPaidPurchase(context, params.start) && params.session === 'signedOut',
    isFreeInEditor: ({ context }, params: StartParams) =>
      params.start === 'useFree' && context.isFree && params.editorSupported,
    hasCheckoutUrl: (_, params: { answer: unknown }) => checkoutUrlOf(params.answer) !== null,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({ templateId: input.templateId, isFree: input.isFree, personalise: {} }),
  initial: 'opening',
  states: {
    // The hydrated page says once how it was opened: with a start key or without.
    opening: {
      on: {
        'page.open': [
          {
            // The purchase key waits for the session: a member must not be sent to sign-in.
            guard: { type: 'isPaidPurchaseBeforeSession', params: ({ event }) => event },
            target: 'waitingForSession',
            actions: { type: 'keepChoices', params: ({ event }) => event },
          },
          {
            guard: { type: 'isPaidPurchaseSignedOut', params: ({ event }) => event },
            // Sign-in comes back with the key, and the purchase carries on from there.
            target: 'idle',
            actions: ['dropStartKey', 'goToSignIn'],
          },
          {
            guard: { type: 'isPaidPurchase', params: ({ event }) => event },
            target: 'purchasing',
            actions: [{ type: 'keepChoices', params: ({ event }) => event }, 'dropStartKey'],
          },
          {
            guard: { type: 'isFreeInEditor', params: ({ event }) => event },
            target: 'leaving',
            actions: ['dropStartKey', 'openEditor'],
          },
          { guard: { type: 'withoutStartKey', params: ({ event }) => event }, target: 'idle' },
          // A key that does not fit this template (or this browser) is dropped unused.
          { target: 'idle', actions: 'dropStartKey' },
        ],
      },
    },
    idle: {
      on: {
        'purchase.press': [
          // A free template has no purchase.
          { guard: 'isFree' },
          // Ignored, not queued, while the session loads: a checkout seconds later would surprise.
          { guard: { type: 'sessionLoading', params: ({ event }) => event } },
          { guard: { type: 'signedOut', params: ({ event }) => event }, actions: 'goToSignIn' },
          { target: 'purchasing', actions: { type: 'keepChoices', params: ({ event }) => event } },
        ],
      },
    },
    waitingForSession: {
      on: {
        'session.change': [
          { guard: { type: 'sessionLoading', params: ({ event }) => event } },
          {
            guard: { type: 'signedOut', params: ({ event }) => event },
            target: 'idle',
            actions: ['dropStartKey', 'goToSignIn'],
          },
          { target: 'purchasing', actions: 'dropStartKey' },
        ],
      },
    },
    purchasing: {
      invoke: {
        id: 'checkout',
        src: 'checkout',
        input: ({ context }) => ({
          templateId: context.templateId,
          personalise: context.personalise,
        }),
        onDone: [
          {
            guard: { type: 'hasCheckoutUrl', params: ({ event }) => ({ answer: event.output }) },
            target: 'leaving',
            actions: {
              type: 'goToCheckout',
              // hasCheckoutUrl has just found the URL there.
              params: ({ event }) => ({
                url: (event.output as { checkoutUrl: string }).checkoutUrl,
              }),
            },
          },
          {
            target: 'failed',
            actions: {
              type: 'logError',
              params: () => ({ error: new Error('Checkout answered without checkout_url') }),
            },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      // The same press again is the retry.
      on: {
        'purchase.press': [
          // Ignored, not queued, while the session loads: a checkout seconds later would surprise.
          { guard: { type: 'sessionLoading', params: ({ event }) => event } },
          { guard: { type: 'signedOut', params: ({ event }) => event }, actions: 'goToSignIn' },
          { target: 'purchasing', actions: { type: 'keepChoices', params: ({ event }) => event } },
        ],
      },
    },
    // Off to checkout or the editor: the button stays busy until the page is gone.
    leaving: {},
  },
})
