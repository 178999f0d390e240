import { useSelector } from '@xstate/react'
import { useCallback } from 'react'
import type { Account } from '#catalogue/api-contract'
import type { SessionStatus } from '#machines/session'
import { sessionStatusOf } from '#machines/store'
import { useStoreRuntime } from './store-actors-provider'

export type { SessionStatus }

export type SessionView = {
  status: SessionStatus
  account: Account | null
  signOut(): void
}

/** The server's sign-in page, which comes back to `returnPath` with a one-time token. */
export function signInUrl(returnPath: string, mode: 'sign-in' | 'sign-up' = 'sign-in'): string {
  return `/auth/${mode}?redirect=${encodeURIComponent(returnPath)}`
}

export function useSession(): SessionView {
  const { actors } = useStoreRuntime()
  const status = useSelector(actors.session, sessionStatusOf)
  const account = useSelector(actors.session, (s) => s.context.account)
  const signOut = useCallback(
    () => actors.session.send({ type: 'session.logout' }),
    [actors.session],
  )
  return { status, account, signOut }
}
