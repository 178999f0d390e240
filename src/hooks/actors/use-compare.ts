import { useHydrated } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { useStoreRuntime } from './store-actors-provider'

export type CompareView = {
  /** The visit's set; empty as served, the stored one once the page has hydrated. */
  ids: readonly string[]
  /** The template just refused because three are already compared. */
  refused: string | null
  add(templateId: string): void
  remove(templateId: string): void
  /** The compare page's address names the set it shows. */
  replace(ids: readonly string[]): void
}

export function useCompare(): CompareView {
  const { actors } = useStoreRuntime()
  const compare = actors.compare
  const hydrated = useHydrated()
  // After hydration only: the served HTML, and so the first render here, knows no stored set.
  useEffect(() => {
    if (hydrated) compare.send({ type: 'compare.restore' })
  }, [hydrated, compare])
  const ids = useSelector(compare, (s) => s.context.ids)
  const refused = useSelector(compare, (s) => s.context.refused)
  const commands = useMemo(
    () => ({
      add: (templateId: string) => compare.send({ type: 'compare.add', templateId }),
      remove: (templateId: string) => compare.send({ type: 'compare.remove', templateId }),
      replace: (next: readonly string[]) => compare.send({ type: 'compare.replace', ids: next }),
    }),
    [compare],
  )
  return { ids, refused, ...commands }
}
