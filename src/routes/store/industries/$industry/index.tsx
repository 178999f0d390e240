import { createFileRoute, notFound } from '@tanstack/react-router'
import { displayName, industryPath } from '../../../../../catalogue/menus'
import { industryGroupTrail } from '../../../../lib/breadcrumb-trails'
import { validateIndustryRoute } from '../../../../../catalogue/validators'
import { useI18n } from '../../../../../i18n/react'
import { searchTemplatesQueryOptions } from '../../../../features/templates/api/templates'
import { listingQueryParams } from '../../../../features/templates/components/listing-params'
import { TaxonomyListingPage } from '../../../-components/taxonomy-listing-page'
import { listingSearchSchema, stripListingDefaults } from '../../../-shared/listing-search'
import { RouteError, RouteNotFound, type NotFoundData } from '../../../-shared/route-errors'
import { localeOfLocation } from '../../../-shared/route-locale'
import { DEFAULT_SORT } from '../../../../../catalogue/enums'
import { getTranslator } from '../../../../../i18n/messages'
import { PAGE_SIZE } from '../../../../features/templates/components/listing-params'
import { listingHeadData, listingPageHead } from '../../../../features/seo/page-head'
import { routeHead } from '../../../../features/seo/route-head'

// Spec §5: {industry} must be one of the ten industry group slugs ('No applicable industry').
export const Route = createFileRoute('/store/industries/$industry/')({
  validateSearch: listingSearchSchema,
  search: { middlewares: stripListingDefaults },
  beforeLoad: ({ params, location }) => {
    const locale = localeOfLocation(location)
    const result = validateIndustryRoute({ industry: params.industry })
    if (!result.ok) {
      throw notFound({ data: { message: result.message, locale } satisfies NotFoundData })
    }
    return { industryGroup: result.group }
  },
  loaderDeps: ({ search: { page, sort, verificationMode } }) => ({ page, sort, verificationMode }),
  loader: async ({ context, deps, location, params }) => {
    const locale = localeOfLocation(location)
    const result = await context.queryClient.ensureQueryData(
      searchTemplatesQueryOptions(
        listingQueryParams(deps, locale, { filters: { industryGroup: params.industry } }),
      ),
    )
    return { locale, ...listingHeadData(result) }
  },
  head: (args) =>
    routeHead(args, (page, data) => {
      const LL = getTranslator(page.locale)
      const group = args.match.context.industryGroup
      return listingPageHead(page, {
        path: industryPath(group.slug),
        name: LL.listing.industryHeading({ name: displayName(group, page.locale) }),
        search: args.match.search,
        defaultSort: DEFAULT_SORT,
        pageSize: PAGE_SIZE,
        result: data,
        trail: industryGroupTrail(LL, page.locale, group),
      })
    }),
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
      crumbs={industryGroupTrail(LL, locale, industryGroup)}
      filters={{ industryGroup: industryGroup.slug }}
      search={search}
    />
  )
}
