import { createFileRoute } from '@tanstack/react-router'
import { PUBLIC_SORT_KEYS } from '../../../catalogue/enums'
import { useI18n } from '../../../i18n/react'
import { searchTemplatesQueryOptions } from '../../features/templates/api/templates'
import { listingQueryParams } from '../../features/templates/components/listing-params'
import { TemplateListing } from '../../features/templates/components/template-listing'
import { PageContainer } from '../../features/layout/components/page-container'
import { usePageTitle } from '../../features/layout/hooks/use-page-title'
import { listingSearchSchema, stripListingDefaults } from '../-shared/listing-search'
import { RouteError } from '../-shared/route-errors'
import { localeOfLocation } from '../-shared/route-locale'

export const Route = createFileRoute('/store/all')({
  validateSearch: listingSearchSchema,
  search: { middlewares: stripListingDefaults },
  loaderDeps: ({ search: { page, sort, verificationMode } }) => ({ page, sort, verificationMode }),
  loader: ({ context, deps, location }) =>
    context.queryClient.ensureQueryData(
      searchTemplatesQueryOptions(listingQueryParams(deps, localeOfLocation(location))),
    ),
  component: AllTemplatesPage,
  errorComponent: RouteError,
})

function AllTemplatesPage() {
  const { LL } = useI18n()
  const search = Route.useSearch()
  usePageTitle(LL.listing.allHeading())
  return (
    <PageContainer>
      <TemplateListing
        heading={LL.listing.allHeading()}
        search={search}
        sortKeys={PUBLIC_SORT_KEYS}
      />
    </PageContainer>
  )
}
