import { Link, useHydrated } from '@tanstack/react-router'
import { useId, useRef } from 'react'
import type { MenuGroup } from '#catalogue/menus'
import { useMenuKeys } from '#src/hooks/use-menu-keys'
import { usePopover } from '#src/hooks/use-popover'
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
 * entry. A WAI-ARIA menu button: a click, Enter, Space or an arrow key opens it, arrows, Home and
 * End move through its links, Escape closes it back onto the button. Focus alone never opens it,
 * so Tab walks the header without wading through every link; a hovering pointer still opens it
 * (spec §9 dropdown), and an outside press hides it.
 *
 * As served (before or without JavaScript) it is a plain list of links that CSS shows while the
 * pointer hovers the menu or focus is inside it: every entry stays reachable by a real link.
 * Below lg it only shows inside the header's menu panel, as a titled list (site-header.tsx).
 */
export function NavMenu({ label, groups, testId }: NavMenuProps) {
  const popover = usePopover('dropdown', { closeDelayMs: CLOSE_DELAY_MS, triggers: ['hover'] })
  const { open, hide, setOpen } = popover
  const menu = useMenuKeys({ open, setOpen })
  const panelId = useId()
  const buttonId = useId()
  // A pointer that hovered the menu open then clicks the button means "open", not "close".
  const openedByHover = useRef(false)
  const hydrated = useHydrated()
  // Menu roles promise arrow keys, which only the script provides.
  const menuRole = (role: 'menu' | 'menuitem' | 'none' | 'group') => (hydrated ? role : undefined)
  const itemTabIndex = hydrated ? -1 : undefined

  return (
    <div
      {...popover.rootProps}
      onMouseEnter={() => {
        if (!open) openedByHover.current = true
        popover.rootProps.onMouseEnter?.()
      }}
      className={styles.menu}
      data-testid={testId}
    >
      <button
        ref={menu.buttonRef}
        id={buttonId}
        type="button"
        className={styles.trigger}
        aria-haspopup={hydrated ? 'menu' : undefined}
        aria-expanded={hydrated ? open : undefined}
        aria-controls={panelId}
        onKeyDown={menu.onButtonKeyDown}
        onClick={() => {
          if (open && openedByHover.current) openedByHover.current = false
          else setOpen(!open)
        }}
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
      <div
        ref={menu.menuRef}
        id={panelId}
        role={menuRole('menu')}
        aria-labelledby={buttonId}
        className={hydrated ? styles.panel : `${styles.panel} ${styles.panelStatic}`}
        hidden={hydrated ? !open : undefined}
        onKeyDown={menu.onMenuKeyDown}
      >
        {/* The panel's title where the header's menu toggle shows it as a list (below lg). */}
        <p className={styles.panelTitle} aria-hidden="true">
          {label}
        </p>
        <div className={styles.columns} role={menuRole('none')}>
          {groups.map((group) => (
            <div
              key={group.path}
              className={styles.group}
              role={menuRole('group')}
              aria-label={group.label}
            >
              <Link
                to={group.path}
                role={menuRole('menuitem')}
                tabIndex={itemTabIndex}
                className={styles.groupLink}
                onClick={hide}
              >
                {group.label}
              </Link>
              <ul className={styles.children} role={menuRole('none')}>
                {group.children.map((child, index) => (
                  <li key={`${child.path}-${index}`} role={menuRole('none')}>
                    <Link
                      to={child.path}
                      role={menuRole('menuitem')}
                      tabIndex={itemTabIndex}
                      className={styles.childLink}
                      activeOptions={{ exact: true }}
                      onClick={hide}
                    >
                      {child.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </div>
  )
}
