import { useHydrated, useRouter, useRouterState } from '@tanstack/react-router'
import { useCallback, useId, useMemo, useRef, type MouseEvent } from 'react'
import type { Locale } from '#catalogue/locale-paths'
import type { MenuGroup } from '#catalogue/menus'
import { useI18n } from '#i18n/react'
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
  const link = useMenuLinks(groups, hide)

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
        onClick={link.onClick}
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
              <a
                {...link.props(group.path, false)}
                role={menuRole('menuitem')}
                tabIndex={itemTabIndex}
                className={styles.groupLink}
              >
                {group.label}
              </a>
              <ul className={styles.children} role={menuRole('none')}>
                {group.children.map((child, index) => (
                  <li key={`${child.path}-${index}`} role={menuRole('none')}>
                    <a
                      {...link.props(child.path, true)}
                      role={menuRole('menuitem')}
                      tabIndex={itemTabIndex}
                      className={styles.childLink}
                    >
                      {child.label}
                    </a>
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

type MenuLocation = { pathname: string; publicHref: string }

/**
 * Server renders: a menu's address depends only on the page's language (the router's locale
 * rewrite), so each is built once per process instead of ~130 times a page (issue 30).
 */
const serverMenuLocations: Record<Locale, Map<string, MenuLocation>> = {
  en: new Map(),
  ja: new Map(),
}

/**
 * The menus' ~130 entries as plain links: a router `Link` each (its own subscription to the
 * router's state, its own preload wiring) made hydrating the header the longest part of a
 * phone's start (benchmarks), and every device now hydrates the menus (decision 033). One
 * subscription per menu marks the current page; one click handler on the panel navigates in
 * the app as a `Link` would, and leaves modified clicks (new tab, new window) to the browser.
 */
function useMenuLinks(groups: readonly MenuGroup[], hide: () => void) {
  const router = useRouter()
  const { locale } = useI18n()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // The addresses depend on the menu (its language), not on the page shown.
  const locations = useMemo(() => {
    const built = router.isServer ? serverMenuLocations[locale] : new Map<string, MenuLocation>()
    for (const group of groups) {
      for (const { path } of [group, ...group.children]) {
        if (built.has(path)) continue
        const { pathname: to, publicHref } = router.buildLocation({ to: path })
        built.set(path, { pathname: to, publicHref })
      }
    }
    return built
  }, [groups, router, locale])
  const props = (to: string, exact: boolean) => {
    const next = locations.get(to) ?? router.buildLocation({ to })
    const active = exact
      ? next.pathname === pathname
      : pathname === next.pathname || pathname.startsWith(`${next.pathname}/`)
    return {
      href: next.publicHref,
      'data-status': active ? 'active' : undefined,
      'aria-current': active ? ('page' as const) : undefined,
    }
  }
  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const target = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!target || event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      hide()
      router.history.push(target.getAttribute('href') ?? '/')
    },
    [hide, router],
  )
  return { props, onClick }
}
