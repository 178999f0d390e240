import { useSelector } from '@xstate/react'
import { useEffect, useId, useMemo, useReducer, useRef } from 'react'
import type { Suggestion } from '#catalogue/api-contract'
import { searchSystemId, type SearchActorRef } from '#machines/store'
import { useStoreRuntime } from './store-actors-provider'

export type SearchFieldStatus = 'idle' | 'debouncing' | 'loading' | 'open' | 'failed'

export type UseSearchFieldParams = {
  /** The search page's q; undefined on other pages (leaving the search page keeps the text). */
  pageQuery: string | undefined
  /** Escape with the list closed (the header leaves search mode). */
  onLeave?: (() => void) | undefined
  /** A search was submitted or a suggestion opened. */
  onNavigated?: (() => void) | undefined
}

export type SearchFieldView = {
  text: string
  status: SearchFieldStatus
  suggestions: Suggestion[]
  activeIndex: number
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
 * The search field's actor (machines/search.ts), a child of the store system for as long as the
 * view shows the field. Its effects are the system's I/O; this view hears where it went or that
 * search mode was left.
 */
export function useSearchField({
  pageQuery,
  onLeave,
  onNavigated,
}: UseSearchFieldParams): SearchFieldView {
  const { root } = useStoreRuntime()
  const owner = useId()
  // This view's field, asked for while rendering (the server renders with it too).
  const ensureField = () => {
    if (!(owner in root.getSnapshot().context.searches)) {
      root.send({ type: 'search.show', owner, text: pageQuery ?? '' })
    }
    return root.system.get(searchSystemId(owner)) as SearchActorRef
  }
  const actor = ensureField()
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  // Closed when the view goes; StrictMode's trial unmount closes it too, and the next effect run
  // opens it again and renders with the new actor.
  useEffect(() => () => root.send({ type: 'search.close', owner }), [root, owner])
  useEffect(() => {
    if (ensureField() !== actor) rerender()
  })
  // The callbacks outlive renders: the subscriptions read the latest ones from here.
  const latest = useRef({ onLeave, onNavigated })
  useEffect(() => {
    latest.current = { onLeave, onNavigated }
  })
  useEffect(() => {
    const news = [
      actor.on('search.navigated', () => latest.current.onNavigated?.()),
      actor.on('search.left', () => latest.current.onLeave?.()),
    ]
    return () => news.forEach((subscription) => subscription.unsubscribe())
  }, [actor])
  useEffect(() => {
    if (pageQuery !== undefined) actor.send({ type: 'input.sync', text: pageQuery })
  }, [actor, pageQuery])
  const text = useSelector(actor, (s) => s.context.text)
  const status = useSelector(actor, (s) => s.value as SearchFieldStatus)
  const suggestions = useSelector(actor, (s) => s.context.suggestions)
  const activeIndex = useSelector(actor, (s) => s.context.activeIndex)
  const commands = useMemo(
    () => ({
      change: (value: string) => actor.send({ type: 'input.change', text: value }),
      next: () => actor.send({ type: 'option.next' }),
      previous: () => actor.send({ type: 'option.previous' }),
      choose: (index: number) => actor.send({ type: 'option.choose', index }),
      submit: () => actor.send({ type: 'search.submit' }),
      escape: () => actor.send({ type: 'search.escape' }),
      blur: () => actor.send({ type: 'search.blur' }),
      retry: () => actor.send({ type: 'search.retry' }),
    }),
    [actor],
  )
  return { text, status, suggestions, activeIndex, ...commands }
}
