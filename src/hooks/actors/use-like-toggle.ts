import { useSelector } from '@xstate/react'
import { useCallback, useEffect } from 'react'
import { useStoreRuntime } from './store-actors-provider'

export type UseLikeToggleParams = {
  templateId: string | undefined
  liked: boolean
  countLikes: number
}

export type LikeToggleView = {
  liked: boolean
  countLikes: number
  pending: boolean
  /** The last like could not be saved (and was put back). */
  saveFailed: boolean
  toggle(): void
}

/**
 * The template's one like actor (decision 020): every button of the template, on every page, shows
 * and sends to the same actor. The view's data creates it and, while it is idle, updates it.
 */
export function useLikeToggle({
  templateId,
  liked,
  countLikes,
}: UseLikeToggleParams): LikeToggleView {
  const { likes, root } = useStoreRuntime()
  const actor = likes.actorFor(templateId, { liked, countLikes })
  // Fresh server data (a refetch after sign-in, another tab) replaces the shown state when idle.
  useEffect(() => {
    actor.send({ type: 'like.sync', liked, countLikes })
  }, [actor, liked, countLikes])
  const shownLiked = useSelector(actor, (s) => s.context.liked)
  const shownCount = useSelector(actor, (s) => s.context.countLikes)
  const pending = useSelector(actor, (s) => s.matches('saving'))
  const saveFailed = useSelector(actor, (s) => s.context.saveFailed)
  // The root tells the like actor the session's state with the press.
  const toggle = useCallback(
    () => root.send({ type: 'like.toggle', templateId }),
    [root, templateId],
  )
  return { liked: shownLiked, countLikes: shownCount, pending, saveFailed, toggle }
}
