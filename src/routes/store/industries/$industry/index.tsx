import { createFileRoute, notFound } from '@tanstack/react-router'
import { displayName, industryPath } from '#catalogue/menus'
import { industryGroupTrail } from '#src/lib/breadcrumb-trails'
import { validateIndustryRoute } from '#catalogue/validators'
import { useI18n } from '#i18n/react'
import { TaxonomyListingPage } from '#src/routes/-components/taxonomy-listing-page'
import { readListingSearch, stripListingDefaults } from '#src/routes/-shared/listing-search'
import { RouteError, RouteNotFound, type NotFoundData } from '#src/routes/-shared/route-errors'
import { localeOfLocation } from '#src/routes/-shared/route-locale'
import {
  listingHead,
  LISTING_PENDING_MS,
  listingLoaderDeps,
  loadListing,
} from '#src/routes/-shared/listing-loader'

// Spec §5: {industry} must be one of the ten industry group slugs ('No applicable industry').
export const Route = createFileRoute('/store/industries/$industry/')({
  validateSearch: readListingSearch,
  search: { middlewares: stripListingDefaults },
  beforeLoad: ({ params, location }) => {
    const locale = localeOfLocation(location)
    const result = validateIndustryRoute({ industry: params.industry })
    if (!result.ok) {
      throw notFound({ data: { message: result.message, locale } satisfies NotFoundData })
    }
    return { industryGroup: result.group }
  },
  loaderDeps: listingLoaderDeps,
  pendingMs: LISTING_PENDING_MS,
  loader: (args) => loadListing(args, { filters: { industryGroup: args.params.industry } }),
  head: (args) =>
    listingHead(args, (page, LL) => {
      const group = args.match.context.industryGroup
      return {
        path: industryPath(group.slug),
        name: LL.listing.industryHeading({ name: displayName(group, page.locale) }),
        trail: industryGroupTrail(LL, page.locale, group),
      }
    }),
  component: IndustryGroupPage,
  notFoundComponent: RouteNotFound,
  errorComponent: RouteError,
})

function IndustryGroupPage() {
  const { LL, LP, locale } = useI18n()
  const search = Route.useSearch()
  const { industryGroup } = Route.useRouteContext()
  const name = displayName(industryGroup, locale)
  return (
    <TaxonomyListingPage
      heading={LP.listing.industryHeading({ name })}
      crumbs={industryGroupTrail(LL, locale, industryGroup)}
      filters={{ industryGroup: industryGroup.slug }}
      search={search}
    />
  )
}
