import { createFileRoute, notFound } from '@tanstack/react-router'
import { displayName, industryPath } from '../../../../../catalogue/menus'
import { validateIndustryRoute } from '../../../../../catalogue/validators'
import { useI18n } from '../../../../../i18n/react'
import { searchTemplatesQueryOptions } from '../../../../features/templates/api/templates'
import { listingQueryParams } from '../../../../features/templates/components/listing-params'
import { TaxonomyListingPage } from '../../../-components/taxonomy-listing-page'
import { listingSearchSchema, stripListingDefaults } from '../../../-shared/listing-search'
import { RouteError, RouteNotFound, type NotFoundData } from '../../../-shared/route-errors'
import { localeOfLocation } from '../../../-shared/route-locale'

// Spec §5: {industry} must be one of the ten industry group slugs ('No applicable industry').
export const Route = createFileRoute('/store/industries/$industry/')({
  validateSearch: listingSearchSchema,
  search: { middlewares: stripListingDefaults },
  beforeLoad: ({ params }) => {
    const result = validateIndustryRoute({ industry: params.industry })
    if (!result.ok) throw notFound({ data: { message: result.message } satisfies NotFoundData })
    return { industryGroup: result.group }
  },
  loaderDeps: ({ search: { page, sort, verificationMode } }) => ({ page, sort, verificationMode }),
  loader: ({ context, deps, location, params }) =>
    context.queryClient.ensureQueryData(
      searchTemplatesQueryOptions(
        listingQueryParams(deps, localeOfLocation(location), {
          filters: { industryGroup: params.industry },
        }),
      ),
    ),
  component: IndustryGroupPage,
  notFoundComponent: RouteNotFound,
  errorComponent: RouteError,
})

function IndustryGroupPage() {
  const { LL, locale } = useI18n()
  const search = Route.useSearch()
  const { industryGroup } = Route.useRouteContext()
  const name = displayName(industryGroup, locale)
  return (
    <TaxonomyListingPage
      heading={LL.listing.industryHeading({ name })}
      crumbs={[
        { label: LL.nav.industries() },
        { label: name, path: industryPath(industryGroup.slug) },
      ]}
      filters={{ industryGroup: industryGroup.slug }}
      search={search}
    />
  )
}
