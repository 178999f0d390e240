// A list page's listing, a child of the store system that comes with the page: the list page's
// code hands it to the root with `listing.show` (machines/store.ts), so a page without a listing
// does not load its machine (issue 29). Its effects are the system's io, provided once per io.
import { listingMachine } from '#machines/listing'
import type { ListingLogic } from '#machines/store'
import type { StoreIo } from './store-io'

const provided = new WeakMap<StoreIo, ListingLogic>()

export function listingLogicOf(io: StoreIo): ListingLogic {
  let logic = provided.get(io)
  if (!logic) {
    logic = listingMachine.provide({
      actions: {
        pushQuery: (_, search) => io.navigateSearch(search),
        replaceQuery: (_, search) => io.navigateSearch(search, { replace: true }),
        scrollToTop: () => io.scrollToTop(),
      },
    })
    provided.set(io, logic)
  }
  return logic
}
