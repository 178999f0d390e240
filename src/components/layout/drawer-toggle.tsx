import type { Ref } from 'react'
import { useI18n } from '#i18n/react'
import { useLayout } from '#src/hooks/actors/use-layout'
import styles from './toggle-button.module.scss'

export type DrawerToggleProps = {
  controls?: string
  className?: string
  testId?: string
  ref?: Ref<HTMLButtonElement>
}

/** Opens and closes the navigation drawer; opening it leaves search mode (spec §4). */
export function DrawerToggle({
  controls,
  className,
  testId = 'drawer-toggle',
  ref,
}: DrawerToggleProps) {
  const { LL } = useI18n()
  const { drawerOpen, toggleDrawer } = useLayout()
  return (
    <button
      ref={ref}
      type="button"
      className={className ? `${styles.toggle} ${className}` : styles.toggle}
      aria-expanded={drawerOpen}
      aria-controls={controls}
      aria-label={drawerOpen ? LL.header.closeMenu() : LL.header.openMenu()}
      onClick={toggleDrawer}
      data-testid={testId}
    >
      <MenuIcon open={drawerOpen} />
    </button>
  )
}

/** Three bars, or a cross while the menu is open. */
export function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  )
}
