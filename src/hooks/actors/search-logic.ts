// A search field's logic, a child of the store system that comes with the field's first use: the
// field's view imports this file when the field is first focused or typed in, and hands the logic
// to the root with `search.show` (machines/store.ts), so a page whose field is never used does
// not load the search machine (issue 29). Its effects are the system's io, provided once per io.
import { emit, enqueueActions, fromPromise, type ActorSystem } from 'xstate'
import type { Language } from '#catalogue/enums'
import { searchMachine } from '#machines/search'
import type { SearchActorRef, SearchLogic } from '#machines/store'
import type { StoreActors, StoreRuntime } from './create-store-actors'
import type { StoreIo } from './store-io'

/** The locale the system shows, read when a call starts (the locale may change meanwhile). */
function languageOf(system: Pick<ActorSystem<never>, 'get'>): Language {
  const locale = system.get('locale') as StoreActors['locale'] | undefined
  return locale?.getSnapshot().matches('ja') ? 'ja' : 'en'
}

const provided = new WeakMap<StoreIo, SearchLogic>()

export function searchLogicOf(io: StoreIo): SearchLogic {
  let logic = provided.get(io)
  if (!logic) {
    logic = searchMachine.provide({
      actors: {
        // Leaving the loading state stops this actor; its signal then aborts the request.
        fetchSuggestions: fromPromise(({ input, signal, system }) =>
          io.fetchSuggestions(input.query, languageOf(system), signal),
        ),
      },
      actions: {
        openPath: enqueueActions(({ enqueue }, { path }: { path: string }) => {
          enqueue(() => io.navigate(path))
          enqueue.emit({ type: 'search.navigated' as const })
        }),
        submitSearch: enqueueActions(({ enqueue }, { query }: { query: string }) => {
          enqueue(() => io.openSearch(query))
          enqueue.emit({ type: 'search.navigated' as const })
        }),
        // Escape with no list open: the view that shows the field decides (the header leaves
        // search mode; elsewhere nothing).
        leaveSearch: emit({ type: 'search.left' as const }),
        logError: (_, { error }) => io.log(error),
      },
    })
    provided.set(io, logic)
  }
  return logic
}

/**
 * Starts the field of `owner` (a view) from the text it was given; what the person typed in it
 * since (before this logic had arrived, or before the app had) is adopted as typing, so its
 * suggestions come as they would have.
 */
export function startSearchField(
  runtime: Pick<StoreRuntime, 'root' | 'io'>,
  field: { owner: string; given: string; typed: string },
): SearchActorRef {
  const { root, io } = runtime
  const { owner, given, typed } = field
  const shown = root.getSnapshot().context.searches[owner]
  if (shown) return shown
  root.send({ type: 'search.show', owner, text: given, logic: searchLogicOf(io) })
  const actor = root.getSnapshot().context.searches[owner]!
  if (typed !== given) actor.send({ type: 'input.change', text: typed })
  return actor
}
