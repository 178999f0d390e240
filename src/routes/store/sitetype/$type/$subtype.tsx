import { createFileRoute, notFound } from '@tanstack/react-router'
import { displayName, siteTypePath } from '#catalogue/menus'
import { siteTypeTrail } from '#src/lib/breadcrumb-trails'
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

// Spec §5: {type} must be a group slug and {subtype} a site type of that group (§8 messages).
export const Route = createFileRoute('/store/sitetype/$type/$subtype')({
  validateSearch: readListingSearch,
  search: { middlewares: stripListingDefaults },
  beforeLoad: ({ params, location }) => {
    const locale = localeOfLocation(location)
    const result = validateSiteTypeRoute({ type: params.type, subtype: params.subtype })
    if (!result.ok) {
      throw notFound({ data: { message: result.message, locale } satisfies NotFoundData })
    }
    if (!result.siteType)
      throw new Error('validateSiteTypeRoute accepted a subtype without a site type')
    return { siteTypeGroup: result.group, siteType: result.siteType }
  },
  loaderDeps: listingLoaderDeps,
  pendingMs: LISTING_PENDING_MS,
  loader: (args) =>
    loadListing(args, {
      filters: { siteTypeGroup: args.params.type, siteType: args.params.subtype },
    }),
  head: (args) =>
    listingHead(args, (page, LL) => {
      const { siteTypeGroup, siteType } = args.match.context
      return {
        path: siteTypePath(siteTypeGroup.slug, siteType.slug),
        name: LL.listing.siteTypeHeading({ name: displayName(siteType, page.locale) }),
        trail: siteTypeTrail(page.locale, siteTypeGroup, siteType),
      }
    }),
  component: SiteTypePage,
  notFoundComponent: RouteNotFound,
  errorComponent: RouteError,
})

function SiteTypePage() {
  const { LP, locale } = useI18n()
  const search = Route.useSearch()
  const { siteTypeGroup, siteType } = Route.useRouteContext()
  const name = displayName(siteType, locale)
  return (
    <TaxonomyListingPage
      heading={LP.listing.siteTypeHeading({ name })}
      crumbs={siteTypeTrail(locale, siteTypeGroup, siteType)}
      filters={{ siteTypeGroup: siteTypeGroup.slug, siteType: siteType.slug }}
      search={search}
    />
  )
}
