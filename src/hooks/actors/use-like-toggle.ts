import { useSelector } from '@xstate/react'
import { useCallback, useEffect } from 'react'
import { useStoreRuntime } from './store-actors-provider'
import { useSession } from './use-session'

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
  const { likes } = useStoreRuntime()
  const { status } = useSession()
  const actor = likes.actorFor(templateId, { liked, countLikes })
  // Fresh server data (a refetch after sign-in, another tab) replaces the shown state when idle.
  useEffect(() => {
    actor.send({ type: 'like.sync', liked, countLikes })
  }, [actor, liked, countLikes])
  const shownLiked = useSelector(actor, (s) => s.context.liked)
  const shownCount = useSelector(actor, (s) => s.context.countLikes)
  const pending = useSelector(actor, (s) => s.matches('saving'))
  const saveFailed = useSelector(actor, (s) => s.context.saveFailed)
  const toggle = useCallback(
    () => actor.send({ type: 'like.toggle', session: status }),
    [actor, status],
  )
  return { liked: shownLiked, countLikes: shownCount, pending, saveFailed, toggle }
}
