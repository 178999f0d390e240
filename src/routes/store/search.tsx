import { createFileRoute } from '@tanstack/react-router'
import { DEFAULT_SORT, PUBLIC_SORT_KEYS } from '../../../catalogue/enums'
import { getTranslator } from '../../../i18n/messages'
import { useI18n } from '../../../i18n/react'
import { searchTemplatesQueryOptions } from '../../features/templates/api/templates'
import { PAGE_SIZE, listingQueryParams } from '../../features/templates/components/listing-params'
import { TemplateListing } from '../../features/templates/components/template-listing'
import { PageContainer } from '../../components/layout/page-container'
import { SearchForm } from '../../components/layout/search-form'
import { usePageTitle } from '../../hooks/use-page-title'
import { searchPageSchema, stripSearchPageDefaults } from '../-shared/listing-search'
import { listingHeadData, listingPageHead } from '../../features/seo/page-head'
import { routeHead } from '../../features/seo/route-head'
import { RouteError } from '../-shared/route-errors'
import { localeOfLocation } from '../-shared/route-locale'
import styles from './-components/store-pages.module.scss'

export const Route = createFileRoute('/store/search')({
  validateSearch: searchPageSchema,
  search: { middlewares: stripSearchPageDefaults },
  loaderDeps: ({ search: { q, page, sort, verificationMode } }) => ({
    q: q.trim(),
    page,
    sort,
    verificationMode,
  }),
  loader: async ({ context, deps, location }) => {
    const locale = localeOfLocation(location)
    const result = await context.queryClient.ensureQueryData(
      searchTemplatesQueryOptions(listingQueryParams(deps, locale, { query: deps.q })),
    )
    return { locale, ...listingHeadData(result) }
  },
  // Result pages are endless variations of the listings: titled, never indexed.
  head: (args) =>
    routeHead(args, (page, data) => {
      const LL = getTranslator(page.locale)
      const q = args.match.search.q.trim()
      return listingPageHead(page, {
        path: '/store/search',
        name: q ? LL.listing.searchHeading({ query: q }) : LL.header.searchLabel(),
        search: args.match.search,
        defaultSort: DEFAULT_SORT,
        pageSize: PAGE_SIZE,
        result: data,
        query: { q },
        noindex: true,
      })
    }),
  component: SearchPage,
  errorComponent: RouteError,
})

function SearchPage() {
  const { LL } = useI18n()
  const search = Route.useSearch()
  const q = search.q.trim()
  const heading = q ? LL.listing.searchHeading({ query: q }) : LL.header.searchLabel()
  usePageTitle(heading)
  return (
    <PageContainer>
      <div className={styles.searchBox}>
        <SearchForm testId="page-search-form" />
      </div>
      <TemplateListing
        heading={heading}
        lead={q ? undefined : LL.listing.searchPrompt()}
        search={search}
        scope={{ query: q }}
        sortKeys={PUBLIC_SORT_KEYS}
      />
    </PageContainer>
  )
}
