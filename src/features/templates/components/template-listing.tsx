import { useQuery } from '@tanstack/react-query'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { useCallback, type ReactNode } from 'react'
import { START_NOW_ATTR } from '#catalogue/app-start'
import type { TemplateListItem } from '#catalogue/api-contract'
import type { ListingSortKey } from '#catalogue/enums'
import { FACET_SEARCH_KEYS, activeFacets, facetSearchOf, type FacetSearch } from '#catalogue/facets'
import { sameFilters } from '#machines/listing'
import { useI18n } from '#i18n/react'
import { useListing } from '#src/hooks/actors/use-listing'
import { LikeButton } from '#src/features/shared/components/like-button'
import { EmptyView } from './empty-view'
import {
  FacetChips,
  FacetEmptyHint,
  FacetSidebar,
  FilterSheet,
  FilterSheetButton,
  type FacetFiltersProps,
} from './facet-filters'
import {
  PAGE_SIZE,
  listingQueryOptions,
  type ListingScope,
  type ListingSearchState,
} from '#src/features/shared/api/listing'
import { LoadingOverlay } from './loading-overlay'
import { Pagination } from './pagination'
import { SortSelect } from './sort-select'
import {
  TemplateGrid,
  TemplateGridPlaceholder,
} from '#src/features/shared/components/template-grid'
import styles from './template-listing.module.scss'
import { usePriceFormatter } from '#src/features/shared/components/use-price-formatter'

/** The query fields other than page and `left`, as the text a form submits. */
function keptSearchParams(search: Record<string, unknown>, left: string): [string, string][] {
  return Object.entries(search).flatMap(([name, value]): [string, string][] =>
    name === 'page' || name === left || value === undefined || value === null
      ? []
      : [[name, typeof value === 'object' ? JSON.stringify(value) : String(value)]],
  )
}

const FACET_KEYS: readonly string[] = FACET_SEARCH_KEYS

/** The search without its facet filters, which a filter change replaces whole. */
const withoutFacets = (search: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(search).filter(([key]) => !FACET_KEYS.includes(key)))

export type TemplateListingProps<K extends ListingSortKey> = {
  heading: ReactNode
  /** 2 on a page whose h1 is its own (the designer page); 1 by default. */
  headingLevel?: 1 | 2
  lead?: ReactNode
  /** The route's validated search (page, sort, admin switch). */
  search: ListingSearchState & { sort: K }
  scope?: ListingScope
  sortKeys: readonly K[]
  /** What to show when nothing matches; the spec's empty view by default. */
  empty?: ReactNode
  enabled?: boolean
}

/**
 * A paged, sortable template list (spec §2): page and sort live in the URL and in a listing
 * actor; a change pushes the query, shows the overlay for 300 ms and scrolls to the top.
 */
export function TemplateListing<K extends ListingSortKey>({
  heading,
  headingLevel = 1,
  lead,
  search,
  scope,
  sortKeys,
  empty,
  enabled = true,
}: TemplateListingProps<K>) {
  const { LP, locale } = useI18n()
  const priceOf = usePriceFormatter()
  const router = useRouter()
  const query = useQuery({
    ...listingQueryOptions(search, locale, scope),
    enabled,
  })
  const totalCount = query.data?.totalCount
  // The listing machine clamps the page (spec §5) and corrects the URL with this search's own
  // count, never with the previous search's kept on screen while this one loads.
  const listing = useListing({
    page: search.page,
    sort: search.sort,
    totalCount: query.isPlaceholderData ? undefined : totalCount,
    pageSize: PAGE_SIZE,
    filters: search,
  })

  const renderLike = useCallback(
    (template: TemplateListItem) => (
      <LikeButton
        templateId={template.templateId}
        liked={template.liked}
        countLikes={template.countLikes}
      />
    ),
    [],
  )

  // Real URLs for the page links, so pagination works without JavaScript and in a new tab.
  const hrefOf = useCallback(
    (page: number) =>
      router.buildLocation({
        to: '.',
        search: (prev) => ({ ...prev, page, sort: listing.sort }),
      }).publicHref,
    [router, listing.sort],
  )
  // The sort form replaces the whole query when it is submitted without JavaScript: it carries
  // the rest (the search page's q, the admin switch) along; page starts over at 1.
  const otherParams = useRouterState({
    select: (state) => keptSearchParams(state.location.search, 'sort'),
    structuralSharing: true,
  })
  const paramsBesideTier = useRouterState({
    select: (state) => keptSearchParams(state.location.search, 'tier'),
    structuralSharing: true,
  })
  // A filter's address: the same list at page 1 with these filters (a real link, for no-JS).
  const filterHrefOf = useCallback(
    (filters: FacetSearch) =>
      router.buildLocation({
        to: '.',
        search: (prev: Record<string, unknown>) => ({
          ...withoutFacets(prev),
          ...facetSearchOf(filters as Record<string, unknown>),
          page: 1,
          sort: listing.sort,
        }),
      } as Parameters<typeof router.buildLocation>[0]).publicHref,
    [router, listing.sort],
  )

  if (query.isError && !query.data) throw query.error

  const templates = query.data?.templates ?? []
  // The machine has moved to another page or sort; the router still shows the last one while
  // that one's data loads.
  const changing =
    listing.page !== search.page ||
    listing.sort !== search.sort ||
    !sameFilters(listing.filters, facetSearchOf(search))
  // A search with words is in relevance order (its default sort): places there are no ranks.
  const ranked = search.sort === 'ranking' && !scope?.query
  const facetProps: FacetFiltersProps = {
    filters: listing.filters,
    counts: query.data?.facets,
    hrefOf: filterHrefOf,
    onChange: listing.changeFilters,
    keptParams: paramsBesideTier,
    priceOf,
  }
  const filtered = activeFacets(listing.filters).length > 0
  const Heading = headingLevel === 1 ? 'h1' : 'h2'

  return (
    <section
      className={styles.listing}
      aria-labelledby="listing-heading"
      data-testid="template-listing"
      // Only the app can replace an address past the last page (the server shows the last page).
      {...(listing.addressPastLastPage ? { [START_NOW_ATTR]: '' } : {})}
    >
      <header className={styles.header}>
        <div className={styles.titles}>
          <Heading id="listing-heading" className={styles.heading}>
            {heading}
          </Heading>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {totalCount !== undefined ? (
            <p className={styles.count} data-testid="listing-count">
              {LP.listing.count({ count: totalCount })}
            </p>
          ) : null}
        </div>
        <div className={styles.controls}>
          <FilterSheetButton activeCount={activeFacets(listing.filters).length} />
          <SortSelect
            value={listing.sort}
            options={sortKeys}
            onChange={(sort) => listing.changeSort(sort)}
            keptParams={otherParams}
          />
        </div>
      </header>

      <FacetChips
        filters={listing.filters}
        hrefOf={filterHrefOf}
        onChange={listing.changeFilters}
        onClear={listing.clearFilters}
      />
      <FilterSheet {...facetProps} totalCount={totalCount} />

      <div className={styles.columns}>
        <FacetSidebar {...facetProps} />
        <div
          className={styles.body}
          aria-busy={listing.overlayVisible || query.isFetching || changing}
        >
          {/* Spec §2's 5-item placeholder while a page loads, never the last page's items under
            the new page number (issue 14). */}
          {!query.data || query.isPlaceholderData || changing ? (
            <TemplateGridPlaceholder />
          ) : templates.length === 0 ? (
            filtered ? (
              <>
                <FacetEmptyHint
                  filters={listing.filters}
                  hrefOf={filterHrefOf}
                  onChange={listing.changeFilters}
                />
                <EmptyView />
              </>
            ) : (
              (empty ?? <EmptyView />)
            )
          ) : (
            <TemplateGrid
              templates={templates}
              priceOf={priceOf}
              showRank={ranked}
              renderLike={renderLike}
              itemHeadingLevel={headingLevel === 1 ? 2 : 3}
              priority
            />
          )}
          <LoadingOverlay visible={listing.overlayVisible} />
        </div>
      </div>

      {totalCount !== undefined && totalCount > 0 ? (
        <Pagination
          page={listing.page}
          pageCount={listing.pageCount}
          onChange={listing.changePage}
          hrefOf={hrefOf}
        />
      ) : null}
    </section>
  )
}
