import { createFileRoute, notFound } from '@tanstack/react-router'
import { findListingTag, tagDisplayName, tagPath } from '#catalogue/tags'
import { useI18n } from '#i18n/react'
import { tagTrail } from '#src/lib/breadcrumb-trails'
import { TaxonomyListingPage } from '#src/routes/-components/taxonomy-listing-page'
import {
  listingHead,
  LISTING_PENDING_MS,
  listingLoaderDeps,
  loadListing,
} from '#src/routes/-shared/listing-loader'
import { readListingSearch, stripListingDefaults } from '#src/routes/-shared/listing-search'
import { RouteError, RouteNotFound, type NotFoundData } from '#src/routes/-shared/route-errors'
import { localeOfLocation } from '#src/routes/-shared/route-locale'

// Spec §1: visitors browse by tags. A style or feature tag's templates; the detail page links here.
export const Route = createFileRoute('/store/tags/$tag')({
  validateSearch: readListingSearch,
  search: { middlewares: stripListingDefaults },
  beforeLoad: ({ params, location }) => {
    const listingTag = findListingTag(params.tag)
    if (!listingTag) {
      // No reason: the page itself does not exist ('Page Not Found: {path}').
      const data: NotFoundData = { locale: localeOfLocation(location) }
      throw notFound({ data })
    }
    return { listingTag }
  },
  loaderDeps: listingLoaderDeps,
  pendingMs: LISTING_PENDING_MS,
  loader: (args) =>
    loadListing(args, { filters: tagFilters(args.context.listingTag.kind, args.params.tag) }),
  head: (args) =>
    listingHead(args, (page, LL) => {
      const found = args.match.context.listingTag
      return {
        path: tagPath(found.tag.slug),
        name: LL.listing.tagHeading({ name: tagDisplayName(found.tag.slug, page.locale) }),
        trail: tagTrail(LL, page.locale, found),
      }
    }),
  component: TagPage,
  notFoundComponent: RouteNotFound,
  errorComponent: RouteError,
})

function tagFilters(kind: 'style' | 'feature', slug: string) {
  return kind === 'style' ? { styleTags: [slug] } : { featureTags: [slug] }
}

function TagPage() {
  const { LL, LP, locale } = useI18n()
  const search = Route.useSearch()
  const { listingTag } = Route.useRouteContext()
  return (
    <TaxonomyListingPage
      heading={LP.listing.tagHeading({ name: tagDisplayName(listingTag.tag.slug, locale) })}
      crumbs={tagTrail(LL, locale, listingTag)}
      filters={tagFilters(listingTag.kind, listingTag.tag.slug)}
      search={search}
    />
  )
}
