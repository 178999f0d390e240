import { createFileRoute, notFound } from '@tanstack/react-router'
import { categoryOfSlug, categoryPath } from '#catalogue/categories'
import { useI18n } from '#i18n/react'
import { categoryTrail } from '#src/lib/breadcrumb-trails'
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

// Spec §1: visitors browse by category. One template category's templates; the detail page
// links here.
export const Route = createFileRoute('/store/categories/$category')({
  validateSearch: readListingSearch,
  search: { middlewares: stripListingDefaults },
  beforeLoad: ({ params, location }) => {
    const category = categoryOfSlug(params.category)
    if (!category) {
      // No reason: the page itself does not exist ('Page Not Found: {path}').
      const data: NotFoundData = { locale: localeOfLocation(location) }
      throw notFound({ data })
    }
    return { category }
  },
  loaderDeps: listingLoaderDeps,
  pendingMs: LISTING_PENDING_MS,
  loader: (args) => loadListing(args, { filters: { category: args.context.category } }),
  head: (args) =>
    listingHead(args, (_page, LL) => {
      const { category } = args.match.context
      return {
        path: categoryPath(category),
        name: LL.listing.categoryHeading({ name: LL.category[category]() }),
        trail: categoryTrail(LL, category),
      }
    }),
  component: CategoryPage,
  notFoundComponent: RouteNotFound,
  errorComponent: RouteError,
})

function CategoryPage() {
  const { LL, LP } = useI18n()
  const search = Route.useSearch()
  const { category } = Route.useRouteContext()
  return (
    <TaxonomyListingPage
      heading={LP.listing.categoryHeading({ name: LL.category[category]() })}
      crumbs={categoryTrail(LL, category)}
      filters={{ category }}
      search={search}
    />
  )
}
