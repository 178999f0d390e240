import { createFileRoute, notFound } from '@tanstack/react-router'
import { displayName, siteTypePath } from '#catalogue/menus'
import { siteTypeGroupTrail } from '#src/lib/breadcrumb-trails'
import { validateSiteTypeRoute } from '#catalogue/validators'
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

// Spec §5: {type} must be a site-type group slug; a subtype never reaches this route (the
// $subtype route or a 404 takes it), so validation runs without one.
export const Route = createFileRoute('/store/sitetype/$type/')({
  validateSearch: readListingSearch,
  search: { middlewares: stripListingDefaults },
  beforeLoad: ({ params, location }) => {
    const locale = localeOfLocation(location)
    const result = validateSiteTypeRoute({ type: params.type })
    if (!result.ok) {
      throw notFound({ data: { message: result.message, locale } satisfies NotFoundData })
    }
    return { siteTypeGroup: result.group }
  },
  loaderDeps: listingLoaderDeps,
  pendingMs: LISTING_PENDING_MS,
  loader: (args) => loadListing(args, { filters: { siteTypeGroup: args.params.type } }),
  head: (args) =>
    listingHead(args, (page, LL) => {
      const group = args.match.context.siteTypeGroup
      return {
        path: siteTypePath(group.slug),
        name: LL.listing.siteTypeHeading({ name: displayName(group, page.locale) }),
        trail: siteTypeGroupTrail(LL, page.locale, group),
      }
    }),
  component: SiteTypeGroupPage,
  notFoundComponent: RouteNotFound,
  errorComponent: RouteError,
})

function SiteTypeGroupPage() {
  const { LL, LP, locale } = useI18n()
  const search = Route.useSearch()
  const { siteTypeGroup } = Route.useRouteContext()
  const name = displayName(siteTypeGroup, locale)
  return (
    <TaxonomyListingPage
      heading={LP.listing.siteTypeHeading({ name })}
      crumbs={siteTypeGroupTrail(LL, locale, siteTypeGroup)}
      filters={{ siteTypeGroup: siteTypeGroup.slug }}
      search={search}
    />
  )
}
