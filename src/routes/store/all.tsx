import { createFileRoute } from '@tanstack/react-router'
import { DEFAULT_SORT, PUBLIC_SORT_KEYS } from '../../../catalogue/enums'
import { getTranslator } from '../../../i18n/messages'
import { useI18n } from '../../../i18n/react'
import { searchTemplatesQueryOptions } from '../../features/templates/api/templates'
import { PAGE_SIZE, listingQueryParams } from '../../features/templates/components/listing-params'
import { TemplateListing } from '../../features/templates/components/template-listing'
import { PageContainer } from '../../components/layout/page-container'
import { usePageTitle } from '../../hooks/use-page-title'
import { listingSearchSchema, stripListingDefaults } from '../-shared/listing-search'
import { listingHeadData, listingPageHead } from '../../features/seo/page-head'
import { routeHead } from '../../features/seo/route-head'
import { RouteError } from '../-shared/route-errors'
import { localeOfLocation } from '../-shared/route-locale'

export const Route = createFileRoute('/store/all')({
  validateSearch: listingSearchSchema,
  search: { middlewares: stripListingDefaults },
  loaderDeps: ({ search: { page, sort, verificationMode } }) => ({ page, sort, verificationMode }),
  loader: async ({ context, deps, location }) => {
    const locale = localeOfLocation(location)
    const result = await context.queryClient.ensureQueryData(
      searchTemplatesQueryOptions(listingQueryParams(deps, locale)),
    )
    return { locale, ...listingHeadData(result) }
  },
  head: (args) =>
    routeHead(args, (page, data) =>
      listingPageHead(page, {
        path: '/store/all',
        name: getTranslator(page.locale).listing.allHeading(),
        search: args.match.search,
        defaultSort: DEFAULT_SORT,
        pageSize: PAGE_SIZE,
        result: data,
      }),
    ),
  component: AllTemplatesPage,
  errorComponent: RouteError,
})

function AllTemplatesPage() {
  const { LL } = useI18n()
  const search = Route.useSearch()
  usePageTitle(LL.listing.allHeading())
  return (
    <PageContainer>
      <TemplateListing
        heading={LL.listing.allHeading()}
        search={search}
        sortKeys={PUBLIC_SORT_KEYS}
      />
    </PageContainer>
  )
}
