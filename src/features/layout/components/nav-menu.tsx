import { Link } from '@tanstack/react-router'
import { useId, useRef } from 'react'
import type { MenuGroup } from '../../../../catalogue/menus'
import { usePopover } from '../hooks/use-popover'
import styles from './nav-menu.module.scss'

export type NavMenuProps = {
  label: string
  groups: readonly MenuGroup[]
  testId: string
}

// Leaving the trigger for the panel crosses a small gap; this grace period keeps the menu open.
const CLOSE_DELAY_MS = 150

/**
 * Desktop mega-menu (spec §2 menus): every group links to its page, then lists 'All' and each
 * entry. It is a spec §9 dropdown: hover and focus open it, an outside press or Escape hides it.
 */
export function NavMenu({ label, groups, testId }: NavMenuProps) {
  const popover = usePopover('dropdown', { closeDelayMs: CLOSE_DELAY_MS })
  const { open, hide } = popover
  const panelId = useId()
  const triggerRef = useRef<HTMLButtonElement>(null)

  return (
    <div
      {...popover.rootProps}
      className={styles.menu}
      data-testid={testId}
      onKeyDown={(event) => {
        // The hook hides the panel; focus returns to the trigger rather than vanishing with it.
        if (event.key === 'Escape' && open) triggerRef.current?.focus()
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        // Hover or focus has usually opened it already; a click must not close it again.
        onClick={popover.show}
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
              <Link to={group.path} className={styles.groupLink} onClick={hide}>
                {group.label}
              </Link>
              <ul className={styles.children}>
                {group.children.map((child, index) => (
                  <li key={`${child.path}-${index}`}>
                    <Link
                      to={child.path}
                      className={styles.childLink}
                      activeOptions={{ exact: true }}
                      onClick={hide}
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
