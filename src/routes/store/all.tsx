import { createFileRoute } from '@tanstack/react-router'
import { PUBLIC_SORT_KEYS } from '#catalogue/enums'
import { useI18n } from '#i18n/react'
import { TemplateListing } from '#src/features/templates/components/template-listing'
import { PageContainer } from '#src/components/layout/page-container'
import {
  listingHead,
  LISTING_PENDING_MS,
  listingLoaderDeps,
  loadListing,
} from '../-shared/listing-loader'
import { readListingSearch, stripListingDefaults } from '../-shared/listing-search'
import { RouteError } from '../-shared/route-errors'

export const Route = createFileRoute('/store/all')({
  validateSearch: readListingSearch,
  search: { middlewares: stripListingDefaults },
  loaderDeps: listingLoaderDeps,
  pendingMs: LISTING_PENDING_MS,
  loader: (args) => loadListing(args),
  head: (args) =>
    listingHead(args, (_page, LL) => ({ path: '/store/all', name: LL.listing.allHeading() })),
  component: AllTemplatesPage,
  errorComponent: RouteError,
})

function AllTemplatesPage() {
  const { LP } = useI18n()
  const search = Route.useSearch()
  return (
    <PageContainer>
      <TemplateListing
        heading={LP.listing.allHeading()}
        search={search}
        sortKeys={PUBLIC_SORT_KEYS}
      />
    </PageContainer>
  )
}
