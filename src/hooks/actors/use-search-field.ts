import { useSelector } from '@xstate/react'
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react'
import type { EventFrom } from 'xstate'
import type { Suggestion } from '#catalogue/api-contract'
import type { SearchActorRef, SearchLogic } from '#machines/store'
import { useStoreRuntime } from './store-actors-provider'

export type SearchFieldStatus = 'idle' | 'debouncing' | 'loading' | 'open' | 'failed'

export type UseSearchFieldParams = {
  /** The search page's q; undefined on other pages (leaving the search page keeps the text). */
  pageQuery: string | undefined
  /** The field's element: it holds the text (below). */
  input: RefObject<HTMLInputElement | null>
  /** Escape with the list closed (the header leaves search mode). */
  onLeave?: (() => void) | undefined
  /** A search was submitted or a suggestion opened. */
  onNavigated?: (() => void) | undefined
}

export type SearchFieldView = {
  /** What the field is rendered with. */
  servedText: string
  status: SearchFieldStatus
  suggestions: Suggestion[]
  activeIndex: number
  /** The field was focused: its logic loads, if it has not yet. */
  use(): void
  change(text: string): void
  next(): void
  previous(): void
  choose(index: number): void
  submit(): void
  escape(): void
  blur(): void
  retry(): void
}

/**
 * The search field's actor (machines/search.ts), a child of the store system from the field's
 * first use (a focus, a keystroke, Enter) for as long as the view shows the field. Until then the
 * field is the served one, and the machine's code is not loaded (its own file, issue 29). The
 * field's element holds the text: typed, it is sent to the actor, or adopted by the actor when it
 * starts (search-logic.ts); the search page's query is written to it and sent to the actor. Its
 * effects are the system's I/O; this view hears where it went or that search mode was left.
 */
export function useSearchField({
  pageQuery,
  input,
  onLeave,
  onNavigated,
}: UseSearchFieldParams): SearchFieldView {
  const { root, io } = useStoreRuntime()
  const owner = useId()
  const [servedText] = useState(() => pageQuery ?? '')
  const actor = useSelector(root, (s) => s.context.searches[owner])
  const snapshot = useSyncExternalStore(
    useCallback(
      (onChange: () => void) => {
        const subscription = actor?.subscribe(onChange)
        return () => subscription?.unsubscribe()
      },
      [actor],
    ),
    () => actor?.getSnapshot(),
    () => undefined,
  )
  // The text the field was last given (served, or the search page's query since): what the
  // field holds beyond it was typed.
  const given = useRef(servedText)
  const shown = useRef(false)
  const starting = useRef<Promise<SearchActorRef | undefined> | null>(null)
  const commands = useMemo(() => {
    const current = () => root.getSnapshot().context.searches[owner]
    const start = () =>
      (starting.current ??= import('./search-logic').then(
        ({ startSearchField }) =>
          // Not when the view went while the logic was on its way.
          shown.current
            ? startSearchField(
                { root, io },
                { owner, given: given.current, typed: input.current?.value ?? given.current },
              )
            : undefined,
        (error: unknown) => {
          starting.current = null
          throw error
        },
      ))
    /** Sent now, or once the logic has arrived; `otherwise` when it could not be loaded. */
    const withField = (command: (field: SearchActorRef) => void, otherwise = () => {}) => {
      const field = current()
      if (field) command(field)
      else start().then((started) => started && command(started), otherwise)
    }
    const send = (event: EventFrom<SearchLogic>) => () => withField((field) => field.send(event))
    const load = () => withField(() => {})
    return {
      current,
      use: load,
      // Typed before the logic has arrived: the field holds it, and the logic adopts it then.
      change: (text: string) => {
        const field = current()
        if (field) field.send({ type: 'input.change', text })
        else load()
      },
      next: send({ type: 'option.next' }),
      previous: send({ type: 'option.previous' }),
      // Options and the retry button are the started field's.
      choose: (index: number) => current()?.send({ type: 'option.choose', index }),
      retry: () => current()?.send({ type: 'search.retry' }),
      // Without the logic, the form is sent as it is without the app.
      submit: () =>
        withField(
          (field) => field.send({ type: 'search.submit' }),
          () => input.current?.form?.submit(),
        ),
      escape: send({ type: 'search.escape' }),
      // Leaving a field nobody used starts nothing.
      blur: () => {
        if (current() || starting.current) send({ type: 'search.blur' })()
      },
    }
  }, [root, io, owner, input])
  const { current, ...view } = commands
  // Closed when the view goes; StrictMode's trial unmount closes it too (before any use).
  useEffect(() => {
    shown.current = true
    return () => {
      shown.current = false
      starting.current = null
      root.send({ type: 'search.close', owner })
    }
  }, [root, owner])
  // The callbacks outlive renders: the subscriptions read the latest ones from here.
  const latest = useRef({ onLeave, onNavigated })
  useEffect(() => {
    latest.current = { onLeave, onNavigated }
  })
  useEffect(() => {
    const news = [
      actor?.on('search.navigated', () => latest.current.onNavigated?.()),
      actor?.on('search.left', () => latest.current.onLeave?.()),
    ]
    return () => news.forEach((subscription) => subscription?.unsubscribe())
  }, [actor])
  // The search page's query, when it changes: the field shows it, and its actor is told.
  const lastQuery = useRef(pageQuery)
  useEffect(() => {
    if (pageQuery === lastQuery.current) return
    lastQuery.current = pageQuery
    if (pageQuery === undefined) return
    given.current = pageQuery
    if (input.current) input.current.value = pageQuery
    current()?.send({ type: 'input.sync', text: pageQuery })
  }, [pageQuery, input, current])
  return {
    servedText,
    status: (snapshot?.value ?? 'idle') as SearchFieldStatus,
    suggestions: snapshot?.context.suggestions ?? [],
    activeIndex: snapshot?.context.activeIndex ?? -1,
    ...view,
  }
}
