import { createFileRoute, notFound } from '@tanstack/react-router'
import { displayName, industryPath } from '#catalogue/menus'
import { industryTrail } from '#src/lib/breadcrumb-trails'
import { validateIndustryRoute } from '#catalogue/validators'
import { useI18n } from '#i18n/react'
import { ErrorPage } from '#src/features/error/components/error-page'
import type { Industry, IndustryGroup } from '#catalogue/industries'
import { TaxonomyListingPage } from '#src/routes/-components/taxonomy-listing-page'
import { readListingSearch, stripListingDefaults } from '#src/routes/-shared/listing-search'
import {
  RouteError,
  RouteNotFound,
  localizedNotFoundMessage,
  type NotFoundData,
} from '#src/routes/-shared/route-errors'
import { localeOfLocation } from '#src/routes/-shared/route-locale'
import {
  listingHead,
  LISTING_PENDING_MS,
  listingLoaderDeps,
  loadListing,
  type ListingLoaderData,
} from '#src/routes/-shared/listing-loader'
import type { ReturnedStatus } from '#src/routes/-shared/page-status'

type SubindustryMatch =
  | { ok: true; group: IndustryGroup; industry: Industry }
  | { ok: false; status: 404; message: string }

// Spec §5: an unknown industry group throws like its sibling routes, but a sub-industry that does
// not belong to the group yields a 404 that is *returned*: the route resolves and renders the
// error page itself ('No applicable sub-industry'), keeping the layout and the URL.
export const Route = createFileRoute('/store/industries/$industry/$subindustry')({
  validateSearch: readListingSearch,
  search: { middlewares: stripListingDefaults },
  beforeLoad: ({ params, location }): { match: SubindustryMatch } => {
    const locale = localeOfLocation(location)
    const result = validateIndustryRoute({
      industry: params.industry,
      subindustry: params.subindustry,
    })
    if (!result.ok) {
      if (result.message === 'No applicable industry') {
        throw notFound({ data: { message: result.message, locale } satisfies NotFoundData })
      }
      return { match: result }
    }
    if (!result.industry)
      throw new Error('validateIndustryRoute accepted a subindustry without an industry')
    return { match: { ok: true, group: result.group, industry: result.industry } }
  },
  loaderDeps: listingLoaderDeps,
  pendingMs: LISTING_PENDING_MS,
  loader: (args) =>
    // A returned 404 has nothing to load.
    args.context.match.ok
      ? loadListing(args, {
          filters: { industryGroup: args.params.industry, industry: args.params.subindustry },
        })
      : ({
          locale: localeOfLocation(args.location),
          listing: undefined,
          pageStatus: 404,
        } satisfies ListingLoaderData & ReturnedStatus),
  // The returned 404 gets the 404 head (no listing was loaded).
  head: (args) =>
    listingHead(args, (page, LL) => {
      const { match } = args.match.context
      if (!match.ok) return undefined
      return {
        path: industryPath(match.group.slug, match.industry.slug),
        name: LL.listing.industryHeading({ name: displayName(match.industry, page.locale) }),
        trail: industryTrail(page.locale, match.group, match.industry),
      }
    }),
  component: SubindustryPage,
  notFoundComponent: RouteNotFound,
  errorComponent: RouteError,
})

function SubindustryPage() {
  const { match } = Route.useRouteContext()
  if (!match.ok) return <ReturnedNotFound message={match.message} />
  return <SubindustryListing group={match.group} industry={match.industry} />
}

function ReturnedNotFound({ message }: { message: string }) {
  const { LL } = useI18n()
  return <ErrorPage status={404} message={localizedNotFoundMessage(LL, { message }, '')} />
}

function SubindustryListing({ group, industry }: { group: IndustryGroup; industry: Industry }) {
  const { LP, locale } = useI18n()
  const search = Route.useSearch()
  const name = displayName(industry, locale)
  return (
    <TaxonomyListingPage
      heading={LP.listing.industryHeading({ name })}
      crumbs={industryTrail(locale, group, industry)}
      filters={{ industryGroup: group.slug, industry: industry.slug }}
      search={search}
    />
  )
}
