import { useSelector } from '@xstate/react'
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import type { Personalisation } from '#catalogue/personalise'
import type { TemplateStart } from '#machines/checkout'
import type { CheckoutActorRef, CheckoutLogic } from '#machines/store'
import type { StoreIo } from '#src/hooks/actors/store-io'
import { useStoreRuntime } from '#src/hooks/actors/store-actors-provider'
import { checkoutCode } from './checkout-code'

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

/** A press on this template's Purchase made before the checkout's code arrived. */
type HeldPress = { templateId: string; codeFailed: boolean }

/**
 * The detail page's checkout: a child of the store system, opened for this page and closed when
 * it goes. The system tells it the session's state; the page takes the exits only it knows the
 * addresses of (sign-in, editor, dropping the start key).
 *
 * Its code comes when first needed (issue 29): at once for a page opened with a start key, else
 * at the first press on Purchase. That press is held, not lost: the button is busy from the
 * press on, and the checkout hears it once its code is there, right after the page's opening. A
 * checkout whose code cannot be loaded says so as a failed purchase; the next press tries again.
 */
export function useCheckout(params: UseCheckoutParams): CheckoutView {
  const { templateId, isFree, start, hydrated, editorSupported } = params
  const { root, io } = useStoreRuntime()
  // The exits read the latest hrefs and callback: they change with the URL and the account.
  const latest = useRef(params)
  useLayoutEffect(() => {
    latest.current = params
  })
  const [held, setHeld] = useState<HeldPress | null>(null)
  // A press held on the page shown before (an in-app navigation) is not this page's.
  const heldHere = held?.templateId === templateId ? held : null
  const waitingForCode = heldHere !== null && !heldHere.codeFailed
  const [logicOf, setLogicOf] = useState<(io: StoreIo) => CheckoutLogic>()
  const needed = start !== undefined || waitingForCode
  useEffect(() => {
    if (!needed || logicOf) return
    let current = true
    checkoutCode.load().then(
      (loaded) => {
        if (current) setLogicOf(() => loaded)
      },
      (error: unknown) => {
        if (!current) return
        io.log(error)
        setHeld((press) => press && { ...press, codeFailed: true })
      },
    )
    return () => {
      current = false
    }
  }, [needed, logicOf, io])
  useEffect(() => {
    if (!logicOf) return
    root.send({ type: 'checkout.open', templateId, isFree, logic: logicOf(io) })
    return () => root.send({ type: 'checkout.close', templateId })
  }, [root, io, logicOf, templateId, isFree])
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
  // The held press, once the checkout has heard how the page was opened (the effect above).
  useEffect(() => {
    if (!actor || !hydrated || !waitingForCode) return
    setHeld(null)
    root.send({ type: 'checkout.press', personalise: latest.current.personalise })
  }, [root, actor, hydrated, waitingForCode])
  const busy = useCheckoutState(actor, (s) => s.matches('purchasing') || s.matches('leaving'))
  const failed = useCheckoutState(actor, (s) => s.matches('failed'))
  const pressPurchase = useCallback(() => {
    if (actor) root.send({ type: 'checkout.press', personalise: latest.current.personalise })
    else setHeld({ templateId: latest.current.templateId, codeFailed: false })
  }, [root, actor])
  return {
    busy: busy || waitingForCode,
    failed: failed || (heldHere?.codeFailed ?? false),
    pressPurchase,
  }
}
