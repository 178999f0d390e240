// The detail page's checkout, a child of the store system that comes with the page: the page's
// code hands it to the root with `checkout.open` (machines/store.ts), so a page without a
// checkout does not load its machine (issue 29). Its effects are the system's io, provided once
// per io.
import { emit, fromPromise } from 'xstate'
import { checkoutMachine } from '#machines/checkout'
import type { CheckoutLogic } from '#machines/store'
import type { StoreIo } from './store-io'

const provided = new WeakMap<StoreIo, CheckoutLogic>()

export function checkoutLogicOf(io: StoreIo): CheckoutLogic {
  let logic = provided.get(io)
  if (!logic) {
    logic = checkoutMachine.provide({
      actors: {
        checkout: fromPromise(({ input }) =>
          io.checkoutTemplate(input.templateId, input.personalise),
        ),
      },
      actions: {
        goToCheckout: (_, { url }) => io.leavePage(url),
        // Addresses only the page knows: the page that opened the checkout takes these exits.
        goToSignIn: emit({ type: 'page.signIn' as const }),
        openEditor: emit({ type: 'page.openEditor' as const }),
        dropStartKey: emit({ type: 'page.startHandled' as const }),
        logError: (_, { error }) => io.log(error),
      },
    })
    provided.set(io, logic)
  }
  return logic
}
