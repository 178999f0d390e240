// The checkout's machine and its effects (~1.1 kB gzip), kept out of the detail page's chunk
// (issue 29): only a start key in the address or a press on Purchase needs them
// (use-checkout.ts). One object, so component tests can hold the code back and watch what a press
// does before it arrives.
import type { CheckoutLogic } from '#machines/store'
import type { StoreIo } from '#src/hooks/actors/store-io'

export const checkoutCode = {
  /** The detail page's checkout, its effects the system's io. */
  load(): Promise<(io: StoreIo) => CheckoutLogic> {
    return import('#src/hooks/actors/checkout-logic').then((module) => module.checkoutLogicOf)
  },
}
