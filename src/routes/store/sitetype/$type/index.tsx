import { createFileRoute, notFound } from '@tanstack/react-router'
import { displayName, siteTypePath } from '../../../../../catalogue/menus'
import { validateSiteTypeRoute } from '../../../../../catalogue/validators'
import { useI18n } from '../../../../../i18n/react'
import { searchTemplatesQueryOptions } from '../../../../features/templates/api/templates'
import { listingQueryParams } from '../../../../features/templates/components/listing-params'
import { TaxonomyListingPage } from '../../../-components/taxonomy-listing-page'
import { listingSearchSchema, stripListingDefaults } from '../../../-shared/listing-search'
import { RouteError, RouteNotFound, type NotFoundData } from '../../../-shared/route-errors'
import { localeOfLocation } from '../../../-shared/route-locale'

// Spec §5: {type} must be a site-type group slug; a subtype never reaches this route (the
// $subtype route or a 404 takes it), so validation runs without one.
export const Route = createFileRoute('/store/sitetype/$type/')({
  validateSearch: listingSearchSchema,
  search: { middlewares: stripListingDefaults },
  beforeLoad: ({ params }) => {
    const result = validateSiteTypeRoute({ type: params.type })
    if (!result.ok) throw notFound({ data: { message: result.message } satisfies NotFoundData })
    return { siteTypeGroup: result.group }
  },
  loaderDeps: ({ search: { page, sort, verificationMode } }) => ({ page, sort, verificationMode }),
  loader: ({ context, deps, location, params }) =>
    context.queryClient.ensureQueryData(
      searchTemplatesQueryOptions(
        listingQueryParams(deps, localeOfLocation(location), {
          filters: { siteTypeGroup: params.type },
        }),
      ),
    ),
  component: SiteTypeGroupPage,
  notFoundComponent: RouteNotFound,
  errorComponent: RouteError,
})

function SiteTypeGroupPage() {
  const { LL, locale } = useI18n()
  const search = Route.useSearch()
  const { siteTypeGroup } = Route.useRouteContext()
  const name = displayName(siteTypeGroup, locale)
  return (
    <TaxonomyListingPage
      heading={LL.listing.siteTypeHeading({ name })}
      crumbs={[
        { label: LL.nav.siteTypes() },
        { label: name, path: siteTypePath(siteTypeGroup.slug) },
      ]}
      filters={{ siteTypeGroup: siteTypeGroup.slug }}
      search={search}
    />
  )
}
