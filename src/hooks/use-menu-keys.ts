import { useRef, type KeyboardEvent } from 'react'
import { flushSync } from 'react-dom'

const ITEM_SELECTOR = '[role="menuitem"]'

/**
 * Keyboard side of the WAI-ARIA menu button: Enter, Space or ArrowDown on the button open the menu
 * on its first item (ArrowUp on its last); in the menu the arrows move (wrapping), Home and End
 * jump, Escape closes and returns to the button, and Tab closes it while focus moves on.
 */
export function useMenuKeys({
  open,
  setOpen,
}: {
  open: boolean
  setOpen: (open: boolean) => void
}) {
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [])]
  // Render the menu visible first, then move focus into it.
  const openOn = (pick: (all: HTMLElement[]) => HTMLElement | undefined) => {
    flushSync(() => setOpen(true))
    pick(items())?.focus()
  }

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault()
      openOn((all) => all[0])
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      openOn((all) => all.at(-1))
    }
  }

  const onMenuKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const all = items()
    const index = all.indexOf(document.activeElement as HTMLElement)
    const move = (to: number) => {
      event.preventDefault()
      all[(to + all.length) % all.length]?.focus()
    }
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1)
      case 'ArrowUp':
        return move(index < 0 ? -1 : index - 1)
      case 'Home':
        return move(0)
      case 'End':
        return move(-1)
      case 'Escape':
        event.preventDefault()
        setOpen(false)
        buttonRef.current?.focus()
        return
      case 'Tab':
        setOpen(false)
        return
    }
  }

  return { buttonRef, menuRef, onButtonKeyDown, onMenuKeyDown, open }
}
