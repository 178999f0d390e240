import { useRouter } from '@tanstack/react-router'
import { HELD_ATTR, LIKE_COUNT_ATTR, LIKE_FORM_PATH } from '#catalogue/app-start'
import { formatNumber } from '#i18n/formatters'
import { useI18n } from '#i18n/react'
import { useLikeToggle } from '#src/hooks/actors/use-like-toggle'
import { useSession } from '#src/hooks/actors/use-session'
import styles from './like-button.module.scss'

export type LikeButtonViewProps = {
  liked: boolean
  countLikes: number
  pending?: boolean
  onToggle(): void
  className?: string | undefined
  /** Without JavaScript, a press submits the surrounding form (sign-in, or the like form). */
  submitsForm?: boolean
  /** Before the app has started, a press is held for it rather than submitting (HELD_ATTR). */
  held?: boolean
}

/**
 * Heart and count; `aria-pressed` carries the liked state. The name comes from the content, a
 * hidden sentence that contains the visible count, so the name holds what is seen (WCAG 2.5.3).
 */
export function LikeButtonView({
  liked,
  countLikes,
  pending = false,
  onToggle,
  className,
  submitsForm = false,
  held = false,
}: LikeButtonViewProps) {
  const { LL, locale } = useI18n()
  return (
    <button
      type={submitsForm ? 'submit' : 'button'}
      {...(held ? { [HELD_ATTR]: '' } : {})}
      className={className ? `${styles.button} ${className}` : styles.button}
      aria-pressed={liked}
      aria-busy={pending || undefined}
      onClick={(event) => {
        // The form is for visitors without JavaScript; here the like machine decides.
        event.preventDefault()
        onToggle()
      }}
      data-testid="like-button"
    >
      <svg className={styles.heart} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.5-9.1C1.1 8.6 3.3 5 6.8 5c2 0 3.6 1.1 4.4 2.6h1.6C13.6 6.1 15.2 5 17.2 5c3.5 0 5.7 3.6 4.3 6.9C19.5 16.4 12 21 12 21z"
          fill={liked ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span className="visually-hidden">{LL.templateItem.like({ count: countLikes })}</span>
      {/* A held press before hydration shows its count at once (LIKE_COUNT_ATTR): the page's
          text may be one off from this render until the app takes the press. */}
      <span
        className={styles.count}
        aria-hidden="true"
        data-testid="like-count"
        {...{ [LIKE_COUNT_ATTR]: '' }}
        suppressHydrationWarning
      >
        {formatNumber(locale, countLikes)}
      </span>
    </button>
  )
}

export type LikeButtonProps = {
  templateId: string | undefined
  liked: boolean
  countLikes: number
  className?: string | undefined
}

/**
 * The like control of spec §4, bound to the template's one like actor, shared with every other
 * view of the template. The status region is always there, so
 * a screen reader announces the failure message when it is filled in.
 *
 * Without the app it is a form: signed out, a GET to the server's sign-in page that comes back
 * here (the like is applied when they have signed in or up, as the login recommendation's path
 * does); signed in, a POST of the asked-for state to the server's like form, which comes back
 * here. Before the app has started, a press is held and replayed by the app (HELD_ATTR) when
 * signed in; signed out it goes to sign-in at once (no dialog to wait for).
 */
export function LikeButton({ templateId, liked, countLikes, className }: LikeButtonProps) {
  const { LP, locale } = useI18n()
  const like = useLikeToggle({ templateId, liked, countLikes })
  const { status } = useSession()
  // Read once per render, not subscribed: the value only matters when no script runs.
  const router = useRouter({ warn: false })
  const returnPath = router?.state.location.publicHref ?? '/store'
  const signedIn = status === 'signedIn'
  return (
    <form
      method={signedIn ? 'post' : 'get'}
      action={signedIn ? `${LIKE_FORM_PATH}?lang=${locale}` : '/auth/sign-in'}
      className={styles.control}
    >
      <input type="hidden" name="redirect" value={returnPath} />
      {signedIn ? (
        <>
          <input type="hidden" name="template_id" value={templateId ?? ''} />
          <input type="hidden" name="liked" value={String(!like.liked)} />
        </>
      ) : templateId ? (
        // The server applies the like when the visitor signs in or up (the dialog path's intent).
        <input type="hidden" name="like" value={templateId} />
      ) : null}
      <LikeButtonView
        liked={like.liked}
        countLikes={like.countLikes}
        pending={like.pending}
        onToggle={like.toggle}
        className={className}
        submitsForm
        held={signedIn}
      />
      <span role="status" className={styles.notice} data-testid="like-notice">
        {like.saveFailed ? LP.likes.saveFailed() : ''}
      </span>
    </form>
  )
}
