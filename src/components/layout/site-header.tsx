import { Link } from '@tanstack/react-router'
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef } from 'react'
import { buildIndustryMenu, buildSiteTypeMenu } from '#catalogue/menus'
import { useI18n } from '#i18n/react'
import { useLayout } from '#src/hooks/actors/use-layout'
import { useFirstNeeded } from '#src/hooks/use-first-needed'
import { useViewport } from '#src/hooks/use-viewport'
import { AccountMenu } from './account-menu'
import { MenuIcon } from './drawer-toggle'
import { LocaleSwitch } from './locale-switch'
import { NavMenu } from './nav-menu'
import { SearchForm } from './search-form'
import { SearchToggle } from './search-toggle'
import styles from './site-header.module.scss'
import toggleStyles from './toggle-button.module.scss'

// Loaded when the drawer first opens: a page's first load carries no drawer.
const SiteDrawer = lazy(() =>
  import('./site-drawer').then((module) => ({ default: module.SiteDrawer })),
)

/**
 * Store header. Desktop (from lg): logo, the two catalogue menus, search toggle, locale, account.
 * Small screens: logo, search toggle and the menu toggle. Which is shown is the stylesheet's
 * choice (media queries), so the page as served is right at every width before the app starts
 * and the app draws the same header. The menu toggle is a disclosure: without the app it opens
 * the header's own menus as a panel (site types and industries reachable on a phone, no second
 * copy of their links); with the app it opens the layout machine's drawer instead. Search mode
 * replaces the bar's middle with the search field; the layout machine keeps it and the drawer
 * from being open together.
 */
export function SiteHeader() {
  const { LL, LP, locale } = useI18n()
  // Width decides behaviour only (the drawer closes when the window grows to desktop).
  const { isDesktop } = useViewport()
  const { searchMode, drawerOpen, closeSearch, toggleDrawer, viewportChanged } = useLayout()
  // The layout machine decides what a new viewport class means for the drawer.
  useEffect(() => viewportChanged(isDesktop), [isDesktop, viewportChanged])
  const siteTypeMenu = useMemo(() => buildSiteTypeMenu(locale), [locale])
  const industryMenu = useMemo(() => buildIndustryMenu(locale), [locale])
  const drawerNeeded = useFirstNeeded(drawerOpen)
  const searchToggleSlot = useRef<HTMLSpanElement>(null)
  const menuDisclosure = useRef<HTMLDetailsElement>(null)
  // Escape in the field with no suggestions open: search mode ends, focus goes back to its toggle.
  const leaveSearch = useCallback(() => {
    closeSearch()
    searchToggleSlot.current?.querySelector('button')?.focus()
  }, [closeSearch])
  // A menu opened before the app started is the drawer once it has: the app adopts it.
  useEffect(() => {
    if (menuDisclosure.current?.open) toggleDrawer()
  }, [toggleDrawer])
  // The served panel gives way to the drawer once the drawer shows (no blank while it loads).
  const drawerShown = useCallback(() => {
    if (menuDisclosure.current) menuDisclosure.current.open = false
  }, [])

  return (
    <>
      <header className={styles.header} data-testid="site-header" data-search-mode={searchMode}>
        <div className={styles.bar}>
          {/* The current page only on the home itself, not on every page under /store. */}
          <Link
            to="/store"
            activeOptions={{ exact: true }}
            className={styles.logo}
            aria-label={LL.header.homeLink()}
          >
            <svg
              className={styles.mark}
              viewBox="0 0 28 28"
              width="28"
              height="28"
              aria-hidden="true"
            >
              <rect x="2" y="2" width="11" height="11" rx="3" fill="currentColor" />
              <rect x="15" y="2" width="11" height="11" rx="3" fill="currentColor" opacity="0.45" />
              <rect x="2" y="15" width="11" height="11" rx="3" fill="currentColor" opacity="0.45" />
              <rect x="15" y="15" width="11" height="11" rx="5.5" fill="#e5484d" />
            </svg>
            <span className={styles.name}>{LP.store.name()}</span>
          </Link>

          {/* Before the menus in the page's order: Tab goes from the toggle into the open panel. */}
          <details ref={menuDisclosure} className={styles.menuDisclosure}>
            <summary
              className={toggleStyles.toggle}
              aria-label={LL.header.openMenu()}
              onClick={(event) => {
                // The app's drawer, not the served panel (spec §4: it leaves search mode).
                event.preventDefault()
                toggleDrawer()
              }}
              data-testid="drawer-toggle"
            >
              {/* Without the app only the stylesheet knows that the panel is open. */}
              <span className={styles.menuClosedIcon}>
                <MenuIcon open={false} />
              </span>
              <span className={styles.menuOpenIcon}>
                <MenuIcon open />
              </span>
            </summary>
          </details>

          {searchMode ? (
            <div className={styles.search}>
              <SearchForm
                autoFocus
                onSubmitted={closeSearch}
                onLeave={leaveSearch}
                testId="header-search-form"
              />
            </div>
          ) : (
            <nav className={styles.nav} aria-label={LL.nav.mainLabel()}>
              <NavMenu label={LL.nav.siteTypes()} groups={siteTypeMenu} testId="nav-site-types" />
              <NavMenu label={LL.nav.industries()} groups={industryMenu} testId="nav-industries" />
              <Link to="/store/all" className={styles.navLink}>
                {LP.nav.allTemplates()}
              </Link>
              <Link to="/store/designers" className={styles.navLink}>
                {LP.nav.designers()}
              </Link>
            </nav>
          )}

          <div className={styles.actions}>
            <span ref={searchToggleSlot} className={styles.toggleSlot}>
              <SearchToggle />
            </span>
            <span className={styles.desktopActions}>
              <LocaleSwitch />
              <AccountMenu />
            </span>
          </div>
        </div>
      </header>
      {/* Outside the header: its backdrop-filter would become the drawer's containing block. */}
      {isDesktop || !drawerNeeded ? null : (
        <Suspense fallback={null}>
          <SiteDrawer
            open={drawerOpen}
            siteTypeMenu={siteTypeMenu}
            industryMenu={industryMenu}
            onShown={drawerShown}
          />
        </Suspense>
      )}
    </>
  )
}
