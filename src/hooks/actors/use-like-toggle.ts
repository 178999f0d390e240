import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useEffect, useState } from 'react'
import type { SortKey } from '../../../catalogue/enums'
import { provideLikeMachine } from './create-store-actors'
import { useStoreRuntime } from './store-actors-provider'
import { useSession } from './use-session'

export type UseLikeToggleParams = {
  templateId: string | undefined
  liked: boolean
  countLikes: number
  /** The list's sort; likes_count makes a like refresh the list afterwards. */
  sort?: SortKey | undefined
}

export type LikeToggleView = {
  liked: boolean
  countLikes: number
  pending: boolean
  /** The last like could not be saved (and was put back). */
  saveFailed: boolean
  toggle(): void
}

export function useLikeToggle({
  templateId,
  liked,
  countLikes,
  sort,
}: UseLikeToggleParams): LikeToggleView {
  const { io, actors, inspect } = useStoreRuntime()
  const { status } = useSession()
  const [logic] = useState(() => provideLikeMachine(io, actors.layout))
  const actor = useActorRef(logic, {
    input: { templateId, liked, countLikes, sort },
    ...(inspect ? { inspect } : {}),
  })
  // Fresh server data (a refetch after sign-in, another tab) replaces the shown state when idle.
  useEffect(() => {
    actor.send({ type: 'like.sync', liked, countLikes, sort })
  }, [actor, liked, countLikes, sort])
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
