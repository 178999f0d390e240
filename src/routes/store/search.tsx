import { createFileRoute } from '@tanstack/react-router'
import { PUBLIC_SORT_KEYS } from '../../../catalogue/enums'
import { useI18n } from '../../../i18n/react'
import { searchTemplatesQueryOptions } from '../../features/templates/api/templates'
import { listingQueryParams } from '../../features/templates/components/listing-params'
import { TemplateListing } from '../../features/templates/components/template-listing'
import { PageContainer } from '../../features/layout/components/page-container'
import { SearchForm } from '../../features/layout/components/search-form'
import { usePageTitle } from '../../features/layout/hooks/use-page-title'
import { searchPageSchema, stripSearchPageDefaults } from '../-shared/listing-search'
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
  loader: ({ context, deps, location }) =>
    context.queryClient.ensureQueryData(
      searchTemplatesQueryOptions(
        listingQueryParams(deps, localeOfLocation(location), { query: deps.q }),
      ),
    ),
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
