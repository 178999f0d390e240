import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react'
import { TOOLTIP_OPTIONS, type TooltipTheme, type TooltipTrigger } from '../lib/tooltip-options'

export type PopoverOptions = {
  /** Controlled: the owner decides, the triggers do nothing. */
  shown?: boolean
  /** Controlled and auto-hiding: asked to hide on an outside press or Escape. */
  onHide?: () => void
  /** Keeps a hover-opened popover up while the pointer crosses a gap to it. */
  closeDelayMs?: number
  /** Narrows the theme's triggers (the header menus open on hover, never on focus). */
  triggers?: readonly TooltipTrigger[]
}

/**
 * Open/close behaviour of one spec §9 tooltip theme: which triggers open it and whether it hides
 * on an outside press or Escape. Spread `rootProps` on the element holding trigger and bubble.
 */
export function usePopover(theme: TooltipTheme, options: PopoverOptions = {}) {
  const config = TOOLTIP_OPTIONS.themes[theme]
  const triggers: readonly string[] = options.triggers ?? config.triggers
  const [ownOpen, setOwnOpen] = useState(false)
  const open = options.shown ?? ownOpen
  const rootRef = useRef<HTMLElement | null>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const closeDelayMs = options.closeDelayMs ?? 0

  const cancelClose = useCallback(() => clearTimeout(closeTimer.current), [])
  const show = useCallback(() => {
    cancelClose()
    setOwnOpen(true)
  }, [cancelClose])
  const hide = useCallback(() => {
    cancelClose()
    setOwnOpen(false)
  }, [cancelClose])

  const controlled = options.shown !== undefined
  const onHide = options.onHide
  useEffect(() => {
    if (!open || !config.autoHide) return
    const autoHide = () => (controlled ? onHide?.() : setOwnOpen(false))
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') autoHide()
    }
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) autoHide()
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open, config.autoHide, controlled, onHide])

  useEffect(() => cancelClose, [cancelClose])

  const rootProps = {
    ref: (element: HTMLElement | null) => {
      rootRef.current = element
    },
    ...(triggers.includes('hover')
      ? {
          onMouseEnter: show,
          onMouseLeave: () => {
            cancelClose()
            if (closeDelayMs > 0) closeTimer.current = setTimeout(hide, closeDelayMs)
            else hide()
          },
        }
      : {}),
    ...(triggers.includes('focus')
      ? {
          onFocus: show,
          onBlur: (event: FocusEvent<HTMLElement>) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide()
          },
        }
      : {}),
  }
  return {
    open,
    show,
    hide,
    setOpen: (value: boolean) => (value ? show() : hide()),
    toggle: () => (open ? hide() : show()),
    /** Click-triggered themes open from their trigger's own click handler. */
    opensOnClick: triggers.includes('click'),
    distance: config.distance,
    rootProps,
  }
}
