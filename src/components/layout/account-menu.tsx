import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { START_NOW_ATTR } from '#catalogue/app-start'
import { useI18n } from '#i18n/react'
import { signInUrl, useSession } from '#src/hooks/actors/use-session'
import { useMenuKeys } from '#src/hooks/use-menu-keys'
import styles from './account-menu.module.scss'

/** Sign-in link when signed out; when signed in, an avatar menu button with Liked and Sign out. */
export function AccountMenu({ variant = 'header' }: { variant?: 'header' | 'drawer' }) {
  const { LL, LP } = useI18n()
  const session = useSession()
  const returnPath = useRouterState({ select: (state) => state.location.publicHref })
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const menuId = useId()
  const buttonId = useId()
  const menu = useMenuKeys({ open, setOpen })

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  if (session.status !== 'signedIn' || !session.account) {
    return (
      <a
        className={variant === 'drawer' ? styles.signInWide : styles.signIn}
        href={signInUrl(returnPath)}
        data-testid="sign-in-link"
        aria-busy={session.status === 'loading' || undefined}
        // Left loading by the server (a token to exchange or re-check): only the app can finish it.
        {...(session.status === 'loading' ? { [START_NOW_ATTR]: '' } : {})}
      >
        {LP.header.signIn()}
      </a>
    )
  }

  const email = session.account.email
  if (variant === 'drawer') {
    return (
      <div className={styles.drawerAccount} data-testid="account-menu">
        <p className={styles.email}>{email}</p>
        <Link to="/store/liked" className={styles.drawerLink}>
          {LP.nav.liked()}
        </Link>
        <button type="button" className={styles.signOut} onClick={() => session.signOut()}>
          {LP.header.signOut()}
        </button>
      </div>
    )
  }

  return (
    <div ref={rootRef} className={styles.menu} data-testid="account-menu">
      <button
        ref={menu.buttonRef}
        id={buttonId}
        type="button"
        className={styles.avatar}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        title={email}
        onKeyDown={menu.onButtonKeyDown}
        onClick={() => setOpen((value) => !value)}
      >
        {/* The initial is the avatar picture, not a label; the hidden text names the button. */}
        <span aria-hidden="true">{email.slice(0, 1).toUpperCase()}</span>
        <span className="visually-hidden">{LL.header.account()}</span>
      </button>
      <div className={styles.panel} hidden={!open}>
        <p className={styles.email}>{email}</p>
        <div
          ref={menu.menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={styles.items}
          onKeyDown={menu.onMenuKeyDown}
        >
          <Link
            to="/store/liked"
            role="menuitem"
            tabIndex={-1}
            className={styles.panelLink}
            onClick={() => setOpen(false)}
          >
            {LP.nav.liked()}
          </Link>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={styles.panelButton}
            onClick={() => {
              setOpen(false)
              session.signOut()
            }}
          >
            {LP.header.signOut()}
          </button>
        </div>
      </div>
    </div>
  )
}
