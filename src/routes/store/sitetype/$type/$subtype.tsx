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

// Spec §5: {type} must be a group slug and {subtype} a site type of that group (§8 messages).
export const Route = createFileRoute('/store/sitetype/$type/$subtype')({
  validateSearch: listingSearchSchema,
  search: { middlewares: stripListingDefaults },
  beforeLoad: ({ params }) => {
    const result = validateSiteTypeRoute({ type: params.type, subtype: params.subtype })
    if (!result.ok) throw notFound({ data: { message: result.message } satisfies NotFoundData })
    if (!result.siteType)
      throw new Error('validateSiteTypeRoute accepted a subtype without a site type')
    return { siteTypeGroup: result.group, siteType: result.siteType }
  },
  loaderDeps: ({ search: { page, sort, verificationMode } }) => ({ page, sort, verificationMode }),
  loader: ({ context, deps, location, params }) =>
    context.queryClient.ensureQueryData(
      searchTemplatesQueryOptions(
        listingQueryParams(deps, localeOfLocation(location), {
          filters: { siteTypeGroup: params.type, siteType: params.subtype },
        }),
      ),
    ),
  component: SiteTypePage,
  notFoundComponent: RouteNotFound,
  errorComponent: RouteError,
})

function SiteTypePage() {
  const { LL, locale } = useI18n()
  const search = Route.useSearch()
  const { siteTypeGroup, siteType } = Route.useRouteContext()
  const name = displayName(siteType, locale)
  return (
    <TaxonomyListingPage
      heading={LL.listing.siteTypeHeading({ name })}
      crumbs={[
        { label: displayName(siteTypeGroup, locale), path: siteTypePath(siteTypeGroup.slug) },
        { label: name, path: siteTypePath(siteTypeGroup.slug, siteType.slug) },
      ]}
      filters={{ siteTypeGroup: siteTypeGroup.slug, siteType: siteType.slug }}
      search={search}
    />
  )
}
