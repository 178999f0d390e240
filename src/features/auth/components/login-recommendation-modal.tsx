import { useEffect, useId, useRef } from 'react'
import { useI18n } from '../../../../i18n/react'
import { signInUrl } from '../../../app/actors/use-session'
import { useLayout } from '../../../app/actors/use-layout'
import styles from './login-recommendation-modal.module.scss'

function currentPath(): string {
  if (typeof window === 'undefined') return '/store'
  const { pathname, search, hash } = window.location
  return pathname + search + hash
}

export type LoginRecommendationModalProps = {
  /** Where sign-in comes back to; defaults to the page the visitor is on. */
  returnPath?: string
}

/**
 * Spec §4: a signed-out like opens this with mode `like`. Sign-in and sign-up are the server's
 * pages, which come back here with a one-time token the session machine exchanges.
 */
export function LoginRecommendationModal({ returnPath }: LoginRecommendationModalProps) {
  const { LL } = useI18n()
  const { loginModal, closeLoginModal } = useLayout()
  const titleId = useId()
  const bodyId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!loginModal.open) return
    const previouslyFocused = document.activeElement
    dialogRef.current?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeLoginModal()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      if (previouslyFocused instanceof HTMLElement) previouslyFocused.focus()
    }
  }, [loginModal.open, closeLoginModal])

  if (!loginModal.open || loginModal.mode === null) return null
  const back = returnPath ?? currentPath()
  const copy = LL.loginModal[loginModal.mode]
  return (
    <div
      className={styles.backdrop}
      onClick={(event) => {
        if (event.target === event.currentTarget) closeLoginModal()
      }}
      data-testid="login-modal-backdrop"
    >
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        data-mode={loginModal.mode}
        tabIndex={-1}
      >
        <h2 id={titleId} className={styles.title}>
          {copy.title()}
        </h2>
        <p id={bodyId} className={styles.body}>
          {copy.body()}
        </p>
        <div className={styles.actions}>
          <a className={styles.primary} href={signInUrl(back, 'sign-in')}>
            {LL.loginModal.signIn()}
          </a>
          <a className={styles.secondary} href={signInUrl(back, 'sign-up')}>
            {LL.loginModal.createAccount()}
          </a>
        </div>
        <button
          type="button"
          className={styles.close}
          onClick={closeLoginModal}
          aria-label={LL.loginModal.close()}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M6 6l12 12M18 6L6 18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
    </div>
  )
}
