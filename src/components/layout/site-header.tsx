import { Link } from '@tanstack/react-router'
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef } from 'react'
import { buildIndustryMenu, buildSiteTypeMenu } from '#catalogue/menus'
import { useI18n } from '#i18n/react'
import { useLayout } from '#src/hooks/actors/use-layout'
import { useFirstNeeded } from '#src/hooks/use-first-needed'
import { useViewport } from '#src/hooks/use-viewport'
import { AccountMenu } from './account-menu'
import { DrawerToggle } from './drawer-toggle'
import { LocaleSwitch } from './locale-switch'
import { NavMenu } from './nav-menu'
import { SearchForm } from './search-form'
import { SearchToggle } from './search-toggle'
import styles from './site-header.module.scss'

// Loaded when the drawer first opens: a page's first load carries no drawer.
const SiteDrawer = lazy(() =>
  import('./site-drawer').then((module) => ({ default: module.SiteDrawer })),
)

/**
 * Store header. Desktop: logo, the two catalogue menus, search toggle, locale, account. Small
 * screens: logo, search toggle and the drawer toggle; the menus move into the drawer. Search mode
 * replaces the bar's middle with the search field; the layout machine keeps it and the drawer
 * from being open together.
 */
export function SiteHeader() {
  const { LL, locale } = useI18n()
  const { isDesktop } = useViewport()
  const { searchMode, drawerOpen, closeSearch, viewportChanged } = useLayout()
  // The layout machine decides what a new viewport class means for the drawer.
  useEffect(() => viewportChanged(isDesktop), [isDesktop, viewportChanged])
  const siteTypeMenu = useMemo(() => buildSiteTypeMenu(locale), [locale])
  const industryMenu = useMemo(() => buildIndustryMenu(locale), [locale])
  const drawerNeeded = useFirstNeeded(drawerOpen)
  const searchToggleSlot = useRef<HTMLSpanElement>(null)
  // Escape in the field with no suggestions open: search mode ends, focus goes back to its toggle.
  const leaveSearch = useCallback(() => {
    closeSearch()
    searchToggleSlot.current?.querySelector('button')?.focus()
  }, [closeSearch])

  return (
    <>
      <header className={styles.header} data-testid="site-header" data-search-mode={searchMode}>
        <div className={styles.bar}>
          <Link to="/store" className={styles.logo} aria-label={LL.header.homeLink()}>
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
            <span className={styles.name}>{LL.store.name()}</span>
          </Link>

          {searchMode ? (
            <div className={styles.search}>
              <SearchForm
                autoFocus
                onSubmitted={closeSearch}
                onLeave={leaveSearch}
                testId="header-search-form"
              />
            </div>
          ) : isDesktop ? (
            <nav className={styles.nav} aria-label={LL.nav.mainLabel()}>
              <NavMenu label={LL.nav.siteTypes()} groups={siteTypeMenu} testId="nav-site-types" />
              <NavMenu label={LL.nav.industries()} groups={industryMenu} testId="nav-industries" />
              <Link to="/store/all" className={styles.navLink}>
                {LL.nav.allTemplates()}
              </Link>
              <Link to="/store/designers" className={styles.navLink}>
                {LL.nav.designers()}
              </Link>
            </nav>
          ) : (
            <div className={styles.spacer} />
          )}

          <div className={styles.actions}>
            <span ref={searchToggleSlot} className={styles.toggleSlot}>
              <SearchToggle />
            </span>
            {isDesktop ? (
              <>
                <LocaleSwitch />
                <AccountMenu />
              </>
            ) : (
              <span className={styles.drawerSlot}>
                <DrawerToggle controls="site-drawer" />
              </span>
            )}
          </div>
        </div>
      </header>
      {/* Outside the header: its backdrop-filter would become the drawer's containing block. */}
      {isDesktop || !drawerNeeded ? null : (
        <Suspense fallback={null}>
          <SiteDrawer open={drawerOpen} siteTypeMenu={siteTypeMenu} industryMenu={industryMenu} />
        </Suspense>
      )}
    </>
  )
}
