import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { useI18n } from '../../../../i18n/react'
import { signInUrl, useSession } from '../../../app/actors/use-session'
import styles from './account-menu.module.scss'

/** Sign-in link when signed out; when signed in, an avatar button with Liked and Sign out. */
export function AccountMenu({ variant = 'header' }: { variant?: 'header' | 'drawer' }) {
  const { LL } = useI18n()
  const session = useSession()
  const returnPath = useRouterState({ select: (state) => state.location.publicHref })
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const menuId = useId()

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
      >
        {LL.header.signIn()}
      </a>
    )
  }

  const email = session.account.email
  if (variant === 'drawer') {
    return (
      <div className={styles.drawerAccount} data-testid="account-menu">
        <p className={styles.email}>{email}</p>
        <Link to="/store/liked" className={styles.drawerLink}>
          {LL.nav.liked()}
        </Link>
        <button type="button" className={styles.signOut} onClick={() => session.signOut()}>
          {LL.header.signOut()}
        </button>
      </div>
    )
  }

  return (
    <div ref={rootRef} className={styles.menu} data-testid="account-menu">
      <button
        type="button"
        className={styles.avatar}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={LL.header.account()}
        title={email}
        onClick={() => setOpen((value) => !value)}
      >
        {email.slice(0, 1).toUpperCase()}
      </button>
      <div id={menuId} className={styles.panel} hidden={!open}>
        <p className={styles.email}>{email}</p>
        <Link to="/store/liked" className={styles.panelLink} onClick={() => setOpen(false)}>
          {LL.nav.liked()}
        </Link>
        <button
          type="button"
          className={styles.panelButton}
          onClick={() => {
            setOpen(false)
            session.signOut()
          }}
        >
          {LL.header.signOut()}
        </button>
      </div>
    </div>
  )
}
