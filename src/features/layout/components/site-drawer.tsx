import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { MenuGroup } from '../../../../catalogue/menus'
import { useI18n } from '../../../../i18n/react'
import { useLayout } from '../../../app/actors/use-layout'
import { AccountMenu } from './account-menu'
import { LocaleSwitch } from './locale-switch'
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

/** Small-screen navigation panel under the header; closes on Escape, backdrop or navigation. */
export function SiteDrawer({
  siteTypeMenu,
  industryMenu,
}: {
  siteTypeMenu: readonly MenuGroup[]
  industryMenu: readonly MenuGroup[]
}) {
  const { LL } = useI18n()
  const { closeDrawer } = useLayout()
  const panelRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    panelRef.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeDrawer()
    }
    document.addEventListener('keydown', onKey)
    // The page behind must not scroll while the drawer covers it.
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.removeEventListener('keydown', onKey)
      document.body.style.overflow = overflow
    }
  }, [closeDrawer])

  return (
    <>
      <div className={styles.backdrop} onClick={closeDrawer} aria-hidden="true" />
      <div
        ref={panelRef}
        id="site-drawer"
        className={styles.drawer}
        role="dialog"
        aria-modal="true"
        aria-label={LL.nav.mainLabel()}
        tabIndex={-1}
        data-testid="site-drawer"
      >
        <nav className={styles.nav} aria-label={LL.nav.mainLabel()}>
          <ul className={styles.primary}>
            <li>
              <Link to="/store" className={styles.primaryLink} activeOptions={{ exact: true }}>
                {LL.nav.home()}
              </Link>
            </li>
            <li>
              <Link to="/store/all" className={styles.primaryLink}>
                {LL.nav.allTemplates()}
              </Link>
            </li>
            <li>
              <Link to="/store/liked" className={styles.primaryLink}>
                {LL.nav.liked()}
              </Link>
            </li>
            <li>
              <Link to="/store/designers" className={styles.primaryLink}>
                {LL.nav.designers()}
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
  )
}
