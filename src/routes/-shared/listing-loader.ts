// The loader and head of every paged template list (all, search, liked, site types, industries).
// Each route names its scope (filters, query) and its heading; the rest is the same everywhere.
import type { QueryClient } from '@tanstack/react-query'
import { DEFAULT_SORT } from '#catalogue/enums'
import { facetSearchOf } from '#catalogue/facets'
import { getTranslator, type Translator } from '#i18n/messages'
import type { Locale } from '#catalogue/locale-paths'
import {
  PAGE_SIZE,
  listingQueryOptions,
  type ListingScope,
  type ListingSearchState,
} from '#src/features/shared/api/listing'
import {
  listingHeadData,
  listingPageHead,
  statusPageHead,
  type ListingHeadData,
  type ListingHeadInput,
  type PageContext,
} from '#src/features/seo/page-head'
import { routeHead, type HeadArgs, type HeadMatch } from '#src/features/seo/route-head'
import { TOKEN_COOKIE, readCookie } from '#src/lib/cookies'
import { localeOfLocation } from './route-locale'

/** What a list route's search turns into for its loader: page, sort, admin switch, facets. */
export function listingLoaderDeps({ search }: { search: ListingSearchState }): ListingSearchState {
  return {
    page: search.page,
    sort: search.sort,
    verificationMode: search.verificationMode,
    ...facetSearchOf(search),
  }
}

/**
 * A list route never swaps in the router's page skeleton: a page, sort or filter change keeps
 * the list on screen with its loading overlay and 5-item placeholder (spec §2), and entering a
 * list from another page shows the navigation progress over the page being left.
 */
export const LISTING_PENDING_MS = Number.POSITIVE_INFINITY

type ListingLoaderArgs = {
  context: { queryClient: QueryClient }
  deps: ListingSearchState
  location: { publicHref?: string; href: string }
}

/** The page's locale for every head, and the list's count and items for its head tags. */
export type ListingLoaderData = { locale: Locale; listing: ListingHeadData | undefined }

/** Loads the page of templates the route's TemplateListing shows (one cache entry for both). */
export async function loadListing(
  { context, deps, location }: ListingLoaderArgs,
  scope?: ListingScope,
): Promise<ListingLoaderData> {
  const locale = localeOfLocation(location)
  const result = await context.queryClient.ensureQueryData(listingQueryOptions(deps, locale, scope))
  return { locale, listing: listingHeadData(result) }
}

/**
 * The visitor's own list (liked): signed out there is nothing to load (the server would answer
 * 401) and the page asks to sign in; an expired token is the session's business, so a failed
 * load leaves the page to show that prompt rather than an error.
 */
export async function loadSignedInListing(
  args: ListingLoaderArgs,
  scope: ListingScope,
): Promise<ListingLoaderData> {
  const nothing: ListingLoaderData = { locale: localeOfLocation(args.location), listing: undefined }
  if (!readCookie(TOKEN_COOKIE)) return nothing
  return loadListing(args, scope).catch(() => nothing)
}

/** What differs between list pages' heads: address, heading, trail, query keys, indexing. */
export type ListingHeadFields = Pick<ListingHeadInput, 'path' | 'name'> &
  Partial<Pick<ListingHeadInput, 'trail' | 'query' | 'noindex'>>

/**
 * A list page's head (title, canonical, pagination links, JSON-LD item list). A page that loaded
 * no listing (a returned 404) gets the 404 head.
 */
export function listingHead(
  args: HeadArgs<ListingLoaderData> & {
    match: HeadMatch & { search: { page: number; sort: string } }
  },
  fields: (page: PageContext, LL: Translator) => ListingHeadFields | undefined,
) {
  return routeHead(args, (page, data) => {
    const described = data.listing ? fields(page, getTranslator(page.locale)) : undefined
    if (!data.listing || !described) return statusPageHead(page, 404, args.match.pathname)
    return listingPageHead(page, {
      ...described,
      search: args.match.search,
      defaultSort: DEFAULT_SORT,
      pageSize: PAGE_SIZE,
      result: data.listing,
    })
  })
}
