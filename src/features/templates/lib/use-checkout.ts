import { useSelector } from '@xstate/react'
import { useCallback, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react'
import type { Personalisation } from '#catalogue/personalise'
import type { TemplateStart } from '#machines/checkout'
import type { CheckoutActorRef } from '#machines/store'
import { checkoutLogicOf } from '#src/hooks/actors/checkout-logic'
import { useStoreRuntime } from '#src/hooks/actors/store-actors-provider'

export type UseCheckoutParams = {
  templateId: string
  isFree: boolean
  /** The page's start key (spec §7), acted on once, when the page is hydrated. */
  start: TemplateStart | undefined
  hydrated: boolean
  editorSupported: boolean
  /** Sign-in that returns to this page with the purchase key. */
  signInHref: string
  editorHref: string
  /** The preview's choices (issue 31): the purchase carries them through the checkout. */
  personalise: Personalisation
  onStartHandled: (() => void) | undefined
}

export type CheckoutView = {
  busy: boolean
  failed: boolean
  pressPurchase(): void
}

type CheckoutSnapshot = ReturnType<CheckoutActorRef['getSnapshot']>

/** What the page shows of its checkout; before it exists (server render, hydration) neither. */
function useCheckoutState(
  actor: CheckoutActorRef | undefined,
  select: (s: CheckoutSnapshot) => boolean,
) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor?.subscribe(onChange)
      return () => subscription?.unsubscribe()
    },
    [actor],
  )
  return useSyncExternalStore(
    subscribe,
    () => (actor ? select(actor.getSnapshot()) : false),
    () => false,
  )
}

/**
 * The detail page's checkout: a child of the store system, opened for this page and closed when
 * it goes. The system tells it the session's state; the page takes the exits only it knows the
 * addresses of (sign-in, editor, dropping the start key).
 */
export function useCheckout(params: UseCheckoutParams): CheckoutView {
  const { templateId, isFree, start, hydrated, editorSupported } = params
  const { root, io } = useStoreRuntime()
  // The exits read the latest hrefs and callback: they change with the URL and the account.
  const latest = useRef(params)
  useLayoutEffect(() => {
    latest.current = params
  })
  useEffect(() => {
    root.send({ type: 'checkout.open', templateId, isFree, logic: checkoutLogicOf(io) })
    return () => root.send({ type: 'checkout.close', templateId })
  }, [root, io, templateId, isFree])
  const actor = useSelector(root, (s) => s.children.checkout as CheckoutActorRef | undefined)
  useEffect(() => {
    if (!actor) return
    const exits = [
      actor.on('page.signIn', () => io.leavePage(latest.current.signInHref)),
      actor.on('page.openEditor', () => io.leavePage(latest.current.editorHref)),
      actor.on('page.startHandled', () => latest.current.onStartHandled?.()),
    ]
    return () => exits.forEach((exit) => exit.unsubscribe())
  }, [actor, io])
  // Once hydrated, the page tells how it was opened; the machine hears it once (StrictMode's
  // second effect run and later renders find it past `opening`).
  useEffect(() => {
    if (!actor || !hydrated) return
    root.send({
      type: 'checkout.pageOpened',
      start,
      editorSupported,
      personalise: latest.current.personalise,
    })
  }, [root, actor, hydrated, start, editorSupported])
  const busy = useCheckoutState(actor, (s) => s.matches('purchasing') || s.matches('leaving'))
  const failed = useCheckoutState(actor, (s) => s.matches('failed'))
  const pressPurchase = useCallback(
    () => root.send({ type: 'checkout.press', personalise: latest.current.personalise }),
    [root],
  )
  return { busy, failed, pressPurchase }
}
