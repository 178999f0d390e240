import { createFileRoute, notFound } from '@tanstack/react-router'
import { PUBLIC_SORT_KEYS } from '../../../../../catalogue/enums'
import { displayName, industryPath } from '../../../../../catalogue/menus'
import { validateIndustryRoute } from '../../../../../catalogue/validators'
import { useI18n } from '../../../../../i18n/react'
import { Breadcrumbs } from '../../../../features/layout/components/breadcrumbs'
import { PageContainer } from '../../../../features/layout/components/page-container'
import { usePageTitle } from '../../../../features/layout/hooks/use-page-title'
import { searchTemplatesQueryOptions } from '../../../../features/templates/api/templates'
import { listingQueryParams } from '../../../../features/templates/components/listing-params'
import { TemplateListing } from '../../../../features/templates/components/template-listing'
import { listingSearchSchema } from '../../../-shared/listing-search'
import { RouteError, RouteNotFound, type NotFoundData } from '../../../-shared/route-errors'
import { localeOfLocation } from '../../../-shared/route-locale'

// Spec §5: {industry} must be one of the ten industry group slugs ('No applicable industry').
export const Route = createFileRoute('/store/industries/$industry/')({
  validateSearch: listingSearchSchema,
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
  const heading = LL.listing.industryHeading({ name })
  usePageTitle(heading)
  return (
    <PageContainer>
      <Breadcrumbs
        items={[
          { label: LL.nav.industries() },
          { label: name, path: industryPath(industryGroup.slug) },
        ]}
      />
      <TemplateListing
        heading={heading}
        search={search}
        scope={{ filters: { industryGroup: industryGroup.slug } }}
        sortKeys={PUBLIC_SORT_KEYS}
      />
    </PageContainer>
  )
}
