import { createFileRoute } from '@tanstack/react-router'
import { PUBLIC_SORT_KEYS } from '#catalogue/enums'
import { useI18n } from '#i18n/react'
import { TemplateListing } from '#src/features/templates/components/template-listing'
import { PageContainer } from '#src/components/layout/page-container'
import { SearchForm } from '#src/components/layout/search-form'
import {
  listingHead,
  LISTING_PENDING_MS,
  listingLoaderDeps,
  loadListing,
} from '../-shared/listing-loader'
import { readSearchPageSearch, stripSearchPageDefaults } from '../-shared/listing-search'
import { RouteError } from '../-shared/route-errors'
import styles from './-components/store-pages.module.scss'

export const Route = createFileRoute('/store/search')({
  validateSearch: readSearchPageSearch,
  search: { middlewares: stripSearchPageDefaults },
  loaderDeps: ({ search }) => ({ ...listingLoaderDeps({ search }), q: search.q.trim() }),
  pendingMs: LISTING_PENDING_MS,
  loader: (args) => loadListing(args, { query: args.deps.q }),
  // Result pages are endless variations of the listings: titled, never indexed.
  head: (args) =>
    listingHead(args, (_page, LL) => {
      const q = args.match.search.q.trim()
      return {
        path: '/store/search',
        name: q ? LL.listing.searchHeading({ query: q }) : LL.header.searchLabel(),
        query: { q },
        noindex: true,
      }
    }),
  component: SearchPage,
  errorComponent: RouteError,
})

function SearchPage() {
  const { LP } = useI18n()
  const search = Route.useSearch()
  const q = search.q.trim()
  const heading = q ? LP.listing.searchHeading({ query: q }) : LP.header.searchLabel()
  return (
    <PageContainer>
      <div className={styles.searchBox}>
        <SearchForm testId="page-search-form" />
      </div>
      <TemplateListing
        heading={heading}
        lead={q ? undefined : LP.listing.searchPrompt()}
        search={search}
        scope={{ query: q }}
        sortKeys={PUBLIC_SORT_KEYS}
      />
    </PageContainer>
  )
}
