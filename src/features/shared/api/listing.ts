import type { TemplateSearchFilters } from '#catalogue/api-contract'
import type { Language, SortKey } from '#catalogue/enums'
import { facetSearchOf, hasFacets, selectionOfSearch, type FacetSearch } from '#catalogue/facets'
import { searchTemplatesQueryOptions, type SearchTemplatesParams } from './templates'

/** 144 seeded templates → 8 pages on /store/all, enough to show every pagination pattern. */
export const PAGE_SIZE = 20

/** A list page's validated search: page, sort, the admin switch and the facet filters. */
export type ListingSearchState = FacetSearch & {
  page: number
  sort: SortKey
  verificationMode?: boolean | undefined
}

export type ListingScope = {
  query?: string | undefined
  filters?: TemplateSearchFilters | undefined
}

/**
 * The search a list page asks for. The admin switch only applies on the ranking sort (spec §6);
 * the server checks that the caller is an admin.
 */
export function listingQueryParams(
  search: ListingSearchState,
  language: Language,
  scope: ListingScope = {},
): SearchTemplatesParams {
  return {
    page: search.page,
    limit: PAGE_SIZE,
    sort: search.sort,
    language,
    ...(scope.query ? { query: scope.query } : {}),
    ...(scope.filters ? { filters: scope.filters } : {}),
    ...(hasFacets(facetSearchOf(search)) ? { facets: selectionOfSearch(search) } : {}),
    // Every list page shows its filters' counts: they come with the results, in one call.
    facetCounts: true,
    ...(search.verificationMode === true && search.sort === 'ranking'
      ? { verificationMode: true }
      : {}),
  }
}

/**
 * The query of a list page. The route's loader (`ensureQueryData`) and the page's TemplateListing
 * (`useQuery`) both call this, so the loader fills exactly the cache entry the page reads.
 */
export function listingQueryOptions(
  search: ListingSearchState,
  language: Language,
  scope?: ListingScope,
) {
  return searchTemplatesQueryOptions(listingQueryParams(search, language, scope))
}
