// The app's own router (src/app/router.tsx: the real route tree, the locale rewrite, the query
// client as context) on a memory history, for component and model tests: a view rendered under
// it reads its route's params and search through `getRouteApi` / `Route.useSearch()` and
// navigates with typed `navigate`, as in the app. Route loaders answer only from data the test
// seeded, so a test never reaches the network through them.
import {
  QueryClient,
  type DefaultError,
  type FetchQueryOptions,
  type QueryKey,
} from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { act } from '@testing-library/react'
import type { TemplateDetail } from '#catalogue/api-contract'
import { localizePath, type Locale } from '#catalogue/locale-paths'
import { createAppRouter, type AppRouter, type CreateAppRouterOptions } from '#src/app/router'
import { HOME_SECTIONS, homeSectionParams } from '#src/features/home/components/home-sections'
import {
  listingQueryOptions,
  type ListingScope,
  type ListingSearchState,
} from '#src/features/shared/api/listing'
import {
  searchTemplatesQueryOptions,
  templateQueryOptions,
} from '#src/features/shared/api/templates'

/** A page whose loader needs no data: where a view that belongs to every page is rendered. */
export const PAGE_WITHOUT_DATA = '/store/affiliate-program'

/**
 * A query client whose `fetchQuery` (what loaders' `ensureQueryData` and `prefetchQuery` call)
 * answers from the cache only and fails at once, naming the key, for a query the test did not
 * seed. Views' own queries (`useQuery`) still run their query functions, so a test that stubs
 * `fetch` sees exactly the requests the view makes.
 */
export class SeededQueryClient extends QueryClient {
  override fetchQuery<
    TQueryFnData,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>) {
    if (this.getQueryState(options.queryKey)?.data === undefined) {
      return Promise.reject(
        new Error(
          `Route loader asked for ${JSON.stringify(options.queryKey)}: seed it in the test`,
        ),
      )
    }
    return super.fetchQuery(options)
  }
}

export function testQueryClient(): QueryClient {
  // No retries and no background refetches: a test sees exactly the data it seeded.
  return new SeededQueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchOnMount: false } },
  })
}

/**
 * The app router at `url` (a real URL of the app: '/store/templates/t-1', '/ja/store/all?page=2'),
 * loaded. Fails when the page would not render: its loader failed (usually: data not seeded) or
 * no route matches the URL.
 */
export async function loadTestRouter(
  url: string,
  options: Pick<CreateAppRouterOptions, 'queryClient' | 'actors'>,
): Promise<AppRouter> {
  const router = createAppRouter({
    ...options,
    siteOrigin: 'http://localhost:3000',
    history: createMemoryHistory({ initialEntries: [url] }),
  })
  await act(() => router.load())
  // A URL no route matches, or a loader's notFound(), leaves a match in status 'notFound'.
  const failed = router.state.matches.find((match) => match.status !== 'success')
  if (failed) {
    const reason = failed.error instanceof Error ? failed.error.message : failed.status
    throw new Error(`${url} did not load (${failed.routeId}): ${reason}`)
  }
  return router
}

const NO_TEMPLATES = { templates: [], totalCount: 0 }

/** What the store home's loader asks for: its sections, empty. */
export function seedStoreHome(queryClient: QueryClient, locale: Locale = 'en') {
  for (const section of HOME_SECTIONS) {
    queryClient.setQueryData(
      searchTemplatesQueryOptions(homeSectionParams(section, locale)).queryKey,
      NO_TEMPLATES,
    )
  }
}

/** What a list page's loader asks for (`/store/all` without a scope): its page, empty. */
export function seedListing(
  queryClient: QueryClient,
  search: ListingSearchState,
  locale: Locale = 'en',
  scope?: ListingScope,
) {
  queryClient.setQueryData(listingQueryOptions(search, locale, scope).queryKey, NO_TEMPLATES)
}

/** The template's page: seeds what its loader asks for and answers the page's URL. */
export function templatePage(
  queryClient: QueryClient,
  template: TemplateDetail,
  locale: Locale = 'en',
): string {
  queryClient.setQueryData(templateQueryOptions(template.templateId, locale).queryKey, template)
  return localizePath(`/store/templates/${template.templateId}`, locale)
}
