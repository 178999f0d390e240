import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import type { MenuGroup } from '../../../../catalogue/menus'
import styles from './nav-menu.module.scss'

export type NavMenuProps = {
  label: string
  groups: readonly MenuGroup[]
  testId: string
}

// Leaving the trigger for the panel crosses a small gap; this grace period keeps the menu open.
const CLOSE_DELAY_MS = 150

/**
 * Desktop mega-menu (spec §2 menus, §9 dropdown triggers hover and focus): every group links to
 * its page, then lists 'All' and each entry.
 */
export function NavMenu({ label, groups, testId }: NavMenuProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const cancelClose = () => clearTimeout(closeTimer.current)
  const scheduleClose = () => {
    cancelClose()
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS)
  }

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        rootRef.current?.querySelector<HTMLButtonElement>('button')?.focus()
      }
    }
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  useEffect(() => cancelClose, [])

  return (
    <div
      ref={rootRef}
      className={styles.menu}
      data-testid={testId}
      onMouseEnter={() => {
        cancelClose()
        setOpen(true)
      }}
      onMouseLeave={scheduleClose}
      onFocus={() => {
        cancelClose()
        setOpen(true)
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <svg
          className={styles.chevron}
          viewBox="0 0 12 12"
          width="12"
          height="12"
          aria-hidden="true"
        >
          <path d="m3 4.5 3 3 3-3" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <div className={styles.columns}>
          {groups.map((group) => (
            <section key={group.path} className={styles.group}>
              <Link to={group.path} className={styles.groupLink} onClick={() => setOpen(false)}>
                {group.label}
              </Link>
              <ul className={styles.children}>
                {group.children.map((child, index) => (
                  <li key={`${child.path}-${index}`}>
                    <Link
                      to={child.path}
                      className={styles.childLink}
                      activeOptions={{ exact: true }}
                      onClick={() => setOpen(false)}
                    >
                      {child.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </div>
  )
}
