import type { ReactNode } from 'react'
import type { TemplateSearchFilters } from '#catalogue/api-contract'
import { PUBLIC_SORT_KEYS } from '#catalogue/enums'
import { Breadcrumbs } from '#src/components/layout/breadcrumbs'
import type { Crumb } from '#src/lib/breadcrumb-trails'
import { PageContainer } from '#src/components/layout/page-container'
import { TemplateListing } from '#src/features/templates/components/template-listing'
import type { ListingPageSearch } from '../-shared/listing-search'

/**
 * A site-type or industry list page (spec §2), group or single entry: the heading is also the page
 * title, and the listing is scoped by the catalogue filters of the URL.
 */
export function TaxonomyListingPage({
  heading,
  crumbs,
  filters,
  search,
}: {
  heading: ReactNode
  crumbs: readonly Crumb[]
  filters: TemplateSearchFilters
  search: ListingPageSearch
}) {
  return (
    <PageContainer>
      <Breadcrumbs items={crumbs} />
      <TemplateListing
        heading={heading}
        search={search}
        scope={{ filters }}
        sortKeys={PUBLIC_SORT_KEYS}
      />
    </PageContainer>
  )
}
