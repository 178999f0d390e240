import { useEffect, useLayoutEffect, useRef, type MouseEvent } from 'react'

export type ModalDialogOptions = {
  /** Where focus goes once the dialog is up; the dialog itself when absent. */
  initialFocus?: () => HTMLElement | null
}

/**
 * A native `<dialog>` that mirrors an open flag owned elsewhere (the layout machine): open shows
 * it with `showModal()`, so the browser traps focus and makes the page behind inert; closed closes
 * it and gives focus back to the element that opened it. Escape (the dialog's own `close`) and a
 * backdrop press ask the owner to close through `onDismiss`, so the owner stays the source of truth.
 */
export function useModalDialog(
  open: boolean,
  onDismiss: () => void,
  options: ModalDialogOptions = {},
) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const latest = useRef({ open, onDismiss, initialFocus: options.initialFocus })
  useLayoutEffect(() => {
    latest.current = { open, onDismiss, initialFocus: options.initialFocus }
  })

  // A layout effect: the dialog must be closed (the page no longer inert) before other effects,
  // such as the search field's autofocus, try to move focus behind it.
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open) {
      if (dialog.open) return
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
      ;(latest.current.initialFocus?.() ?? dialog).focus()
      return
    }
    if (dialog.open) dialog.close()
    const back = opener.current
    opener.current = null
    const active = document.activeElement
    // Only when focus was in the dialog or lost; something that took focus on purpose keeps it.
    if (back?.isConnected && (!active || active === document.body || dialog.contains(active))) {
      back.focus()
    }
  }, [open])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    // Escape closes a modal dialog natively; tell the owner, who still thinks it is open. On
    // `cancel`, which comes with the key press: `close` only follows from a queued task, and a
    // request to open again in between (a quick Enter on the opener) must not be lost to it. A
    // `close` that arrives while the dialog is open again is that stale one, and is ignored.
    const onCancel = () => {
      if (latest.current.open) latest.current.onDismiss()
    }
    const onClose = () => {
      if (!dialog.open && latest.current.open) latest.current.onDismiss()
    }
    dialog.addEventListener('cancel', onCancel)
    dialog.addEventListener('close', onClose)
    return () => {
      dialog.removeEventListener('cancel', onCancel)
      dialog.removeEventListener('close', onClose)
    }
  }, [])

  /** The dialog fills the viewport; a press on it, not on its panel, is a press on the backdrop. */
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onDismiss()
  }

  return { ref, onClick }
}
