import { useNavigate } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { Suggestion } from '#catalogue/api-contract'
import { useI18n } from '#i18n/react'
import { provideSearchMachine } from './create-store-actors'
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

/** The search field's machine (machines/search.ts) with the router, the locale and the API. */
export function useSearchField({
  pageQuery,
  onLeave,
  onNavigated,
}: UseSearchFieldParams): SearchFieldView {
  const { io, inspect } = useStoreRuntime()
  const { locale } = useI18n()
  const navigate = useNavigate()
  // The machine's actions outlive renders: they read the latest callbacks from here.
  const latest = useRef({ locale, navigate, onLeave, onNavigated })
  useEffect(() => {
    latest.current = { locale, navigate, onLeave, onNavigated }
  })
  const [logic] = useState(() =>
    provideSearchMachine(io, {
      language: () => latest.current.locale,
      openPath: (path) => {
        void latest.current.navigate({ to: path })
        latest.current.onNavigated?.()
      },
      submitSearch: (q) => {
        void latest.current.navigate({
          to: '/store/search',
          search: { q, page: 1, sort: 'ranking' },
        })
        latest.current.onNavigated?.()
      },
      leaveSearch: () => latest.current.onLeave?.(),
    }),
  )
  const actor = useActorRef(logic, {
    input: { text: pageQuery ?? '' },
    ...(inspect ? { inspect } : {}),
  })
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
