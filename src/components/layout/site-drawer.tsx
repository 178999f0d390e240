import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { MenuGroup } from '#catalogue/menus'
import { useI18n } from '#i18n/react'
import { useLayout } from '#src/hooks/actors/use-layout'
import { useModalDialog } from '#src/hooks/use-modal-dialog'
import { AccountMenu } from './account-menu'
import { DrawerToggle } from './drawer-toggle'
import { LocaleSwitch } from './locale-switch'
import { SearchToggle } from './search-toggle'
import headerStyles from './site-header.module.scss'
import styles from './site-drawer.module.scss'

function MenuSection({
  title,
  groups,
  testId,
}: {
  title: string
  groups: readonly MenuGroup[]
  testId: string
}) {
  return (
    <section className={styles.section} data-testid={testId}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <ul className={styles.groups}>
        {groups.map((group) => (
          <li key={group.path}>
            <details className={styles.group}>
              <summary className={styles.summary}>{group.label}</summary>
              <ul className={styles.children}>
                {group.children.map((child, index) => (
                  <li key={`${child.path}-${index}`}>
                    <Link
                      to={child.path}
                      className={styles.childLink}
                      activeOptions={{ exact: true }}
                    >
                      {child.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * Small-screen navigation panel under the header, a native modal dialog that mirrors the layout
 * machine's drawer state: focus stays inside and returns to the toggle on close; Escape, the
 * backdrop or navigation close it. The page behind is inert, so the dialog carries its own copy of
 * the header's two toggles where the real ones sit (spec §4: search still replaces the drawer).
 */
export function SiteDrawer({
  open,
  siteTypeMenu,
  industryMenu,
  onShown,
}: {
  open: boolean
  siteTypeMenu: readonly MenuGroup[]
  industryMenu: readonly MenuGroup[]
  /** Once the open drawer is on screen. */
  onShown?: () => void
}) {
  const { LL, LP } = useI18n()
  const { closeDrawer } = useLayout()
  const closeRef = useRef<HTMLButtonElement>(null)
  const dialog = useModalDialog(open, closeDrawer, { initialFocus: () => closeRef.current })

  useEffect(() => {
    if (open) onShown?.()
  }, [open, onShown])

  useEffect(() => {
    if (!open) return
    // The page behind must not scroll while the drawer covers it.
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
    }
  }, [open])

  return (
    <dialog
      ref={dialog.ref}
      id="site-drawer"
      className={styles.dialog}
      onClick={dialog.onClick}
      aria-label={LL.nav.mainLabel()}
    >
      {open ? (
        <>
          <div className={headerStyles.bar}>
            <div className={headerStyles.spacer} />
            <div className={headerStyles.actions}>
              <SearchToggle testId="drawer-search-toggle" />
              <DrawerToggle ref={closeRef} controls="site-drawer" testId="drawer-close" />
            </div>
          </div>
          <div className={styles.drawer} data-testid="site-drawer">
            <nav className={styles.nav} aria-label={LL.nav.mainLabel()}>
              <ul className={styles.primary}>
                <li>
                  <Link to="/store" className={styles.primaryLink} activeOptions={{ exact: true }}>
                    {LP.nav.home()}
                  </Link>
                </li>
                <li>
                  <Link to="/store/all" className={styles.primaryLink}>
                    {LP.nav.allTemplates()}
                  </Link>
                </li>
                <li>
                  <Link to="/store/liked" className={styles.primaryLink}>
                    {LP.nav.liked()}
                  </Link>
                </li>
                <li>
                  <Link to="/store/designers" className={styles.primaryLink}>
                    {LP.nav.designers()}
                  </Link>
                </li>
              </ul>
              <MenuSection
                title={LL.nav.siteTypes()}
                groups={siteTypeMenu}
                testId="drawer-site-types"
              />
              <MenuSection
                title={LL.nav.industries()}
                groups={industryMenu}
                testId="drawer-industries"
              />
            </nav>
            <div className={styles.footer}>
              <LocaleSwitch testId="drawer-locale-switch" />
              <AccountMenu variant="drawer" />
            </div>
          </div>
        </>
      ) : null}
    </dialog>
  )
}
