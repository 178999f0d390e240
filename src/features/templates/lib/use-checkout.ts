import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import { checkoutMachine, type TemplateStart } from '#machines/checkout'
import { useStoreRuntime } from '#src/hooks/actors/store-actors-provider'
import { useSession } from '#src/hooks/actors/use-session'
import { checkoutTemplate } from '#src/features/shared/api/templates'
import { leavePage } from './leave-page'

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
  onStartHandled: (() => void) | undefined
}

export type CheckoutView = {
  busy: boolean
  failed: boolean
  pressPurchase(): void
}

/** The detail page's checkout machine with the API call and page exits provided. */
export function useCheckout(params: UseCheckoutParams): CheckoutView {
  const { templateId, isFree, start, hydrated, editorSupported } = params
  const { inspect } = useStoreRuntime()
  const { status } = useSession()
  // The exits read the latest hrefs and callback: they change with the URL and the browser.
  const latest = useRef(params)
  useLayoutEffect(() => {
    latest.current = params
  })
  const [logic] = useState(() =>
    checkoutMachine.provide({
      actors: { checkout: fromPromise(({ input }) => checkoutTemplate(input.templateId)) },
      actions: {
        dropStartKey: () => latest.current.onStartHandled?.(),
        goToSignIn: () => leavePage.assign(latest.current.signInHref),
        goToCheckout: (_, { url }) => leavePage.assign(url),
        openEditor: () => leavePage.assign(latest.current.editorHref),
        logError: (_, { error }) => console.error(error),
      },
    }),
  )
  const actor = useActorRef(logic, {
    input: { templateId, isFree },
    ...(inspect ? { inspect } : {}),
  })
  useEffect(() => {
    actor.send({ type: 'session.change', session: status })
  }, [actor, status])
  // Once hydrated, the page tells how it was opened; the machine hears it once (StrictMode's
  // second effect run and later renders find it past `opening`).
  useEffect(() => {
    if (hydrated) actor.send({ type: 'page.open', start, session: status, editorSupported })
  }, [actor, hydrated, start, status, editorSupported])
  const busy = useSelector(actor, (s) => s.matches('purchasing') || s.matches('leaving'))
  const failed = useSelector(actor, (s) => s.matches('failed'))
  const pressPurchase = useCallback(
    () => actor.send({ type: 'purchase.press', session: status }),
    [actor, status],
  )
  return { busy, failed, pressPurchase }
}
