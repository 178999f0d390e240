import { useId } from 'react'
import { useI18n } from '#i18n/react'
import { signInUrl } from '#src/hooks/actors/use-session'
import { useLayout } from '#src/hooks/actors/use-layout'
import { useModalDialog } from '#src/hooks/use-modal-dialog'
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
 * pages, which come back here with a one-time token the session machine exchanges. A native modal
 * dialog: focus stays inside while it is open and returns to the like button when it closes.
 */
export function LoginRecommendationModal({ returnPath }: LoginRecommendationModalProps) {
  const { LL, LP } = useI18n()
  const { loginModal, closeLoginModal } = useLayout()
  const titleId = useId()
  const bodyId = useId()
  const open = loginModal.open && loginModal.mode !== null
  const dialog = useModalDialog(open, closeLoginModal)

  const back = returnPath ?? currentPath()
  const copy = loginModal.mode ? LP.loginModal[loginModal.mode] : null
  return (
    <dialog
      ref={dialog.ref}
      className={styles.backdrop}
      onClick={dialog.onClick}
      aria-modal="true"
      aria-labelledby={copy ? titleId : undefined}
      aria-describedby={copy ? bodyId : undefined}
      data-mode={loginModal.mode ?? undefined}
      tabIndex={-1}
      data-testid="login-modal-backdrop"
    >
      {copy ? (
        <div className={styles.dialog}>
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
      ) : null}
    </dialog>
  )
}
