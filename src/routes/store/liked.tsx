import { Link, createFileRoute, useRouterState } from '@tanstack/react-router'
import { useI18n } from '#i18n/react'
import { signInUrl, useSession } from '#src/hooks/actors/use-session'
import { PageContainer } from '#src/components/layout/page-container'
import { getTranslator } from '#i18n/messages'
import { pageHead } from '#src/features/seo/page-head'
import { routeHead } from '#src/features/seo/route-head'
import { TemplateGridPlaceholder } from '#src/features/shared/components/template-grid'
import { TemplateListing } from '#src/features/templates/components/template-listing'
import {
  LISTING_PENDING_MS,
  listingLoaderDeps,
  loadSignedInListing,
} from '../-shared/listing-loader'
import { LIKED_SORT_KEYS, readLikedSearch, stripLikedDefaults } from '../-shared/listing-search'
import { RouteError } from '../-shared/route-errors'
import styles from './-components/store-pages.module.scss'

const LIKED_SCOPE = { filters: { likedByMe: true } }

export const Route = createFileRoute('/store/liked')({
  validateSearch: readLikedSearch,
  search: { middlewares: stripLikedDefaults },
  loaderDeps: listingLoaderDeps,
  pendingMs: LISTING_PENDING_MS,
  loader: (args) => loadSignedInListing(args, LIKED_SCOPE),
  // One visitor's likes: titled, never indexed.
  head: (args) =>
    routeHead(args, (page) =>
      pageHead({
        ...page,
        path: '/store/liked',
        page: getTranslator(page.locale).liked.title(),
        noindex: true,
      }),
    ),
  component: LikedPage,
  errorComponent: RouteError,
})

function LikedPage() {
  const { LP } = useI18n()
  const { status } = useSession()
  const search = Route.useSearch()
  return (
    <PageContainer testId="liked-page">
      {status === 'signedIn' ? (
        <TemplateListing
          heading={LP.liked.title()}
          search={search}
          scope={LIKED_SCOPE}
          sortKeys={LIKED_SORT_KEYS}
          empty={<NoLikesYet />}
        />
      ) : status === 'signedOut' ? (
        <SignInPrompt />
      ) : (
        <TemplateGridPlaceholder />
      )}
    </PageContainer>
  )
}

function HeartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
      <path
        d="M12 21s-7.5-4.6-9.5-9.1C1.1 8.6 3.3 5 6.8 5c2 0 3.6 1.1 4.4 2.6h1.6C13.6 6.1 15.2 5 17.2 5c3.5 0 5.7 3.6 4.3 6.9C19.5 16.4 12 21 12 21z"
        fill="currentColor"
      />
    </svg>
  )
}

function SignInPrompt() {
  const { LP } = useI18n()
  const returnPath = useRouterState({ select: (state) => state.location.publicHref })
  return (
    <section
      className={styles.signedOut}
      data-testid="liked-sign-in-prompt"
      aria-labelledby="liked-heading"
    >
      <span className={styles.signedOutIcon}>
        <HeartIcon />
      </span>
      <h1 id="liked-heading" className={styles.signedOutTitle}>
        {LP.liked.title()}
      </h1>
      <p className={styles.signedOutText}>{LP.liked.signedOut()}</p>
      <div className={styles.actions}>
        <a
          className={styles.primaryButton}
          href={signInUrl(returnPath)}
          data-testid="liked-sign-in"
        >
          {LP.liked.signIn()}
        </a>
        <Link to="/store/all" className={styles.secondaryButton}>
          {LP.liked.browse()}
        </Link>
      </div>
    </section>
  )
}

function NoLikesYet() {
  const { LP } = useI18n()
  return (
    <section className={styles.signedOut} data-testid="liked-empty">
      <span className={styles.signedOutIcon}>
        <HeartIcon />
      </span>
      <p className={styles.signedOutText}>{LP.liked.empty()}</p>
      <Link to="/store/all" className={styles.primaryButton}>
        {LP.liked.browse()}
      </Link>
    </section>
  )
}
