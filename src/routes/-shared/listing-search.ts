// Search-param schemas of the list pages (spec §2, §4, §5). Every field falls back instead of
// failing, so `?page=abc` is page 1 and `?sort=nope` is the default sort (decision 003).
// Valibot, the project's one validation library (decision 030, which supersedes 003): these
// schemas ship in the entry chunk, where zod/mini measured +5.6 kB gzip over valibot. The router
// reads them as Standard Schema validators; the server validates the API with valibot too.
import { stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { PUBLIC_SORT_KEYS } from '#catalogue/enums'
import {
  canonicalAccessible,
  canonicalList,
  canonicalPrice,
  canonicalTier,
  type ListFacet,
} from '#catalogue/facets'
import { PREVIEW_DEVICES } from '#src/features/templates/lib/preview-devices'

// The router JSON-parses search values, so '?page=3' arrives as a number; a digit string is
// accepted too. Anything else ('?page=abc', 0, 2.5) falls back to 1. The default keeps `page`
// optional in links.
const digitString = v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))
const page = v.fallback(
  v.optional(v.pipe(v.union([v.number(), digitString]), v.integer(), v.minValue(1)), 1),
  1,
)

// Only an explicit true counts; anything else is as if the switch were absent.
const verificationMode = v.fallback(
  v.optional(
    v.union([
      v.boolean(),
      v.pipe(
        v.picklist(['true', 'false']),
        v.transform((value) => value === 'true'),
      ),
    ]),
  ),
  undefined,
)

// Facet filters (issue 12): `?style=minimal,cute&feature=reservation&price=free&tier=2-5`, repeated
// keys too (`?style=minimal&style=cute`, what a GET form sends). Unknown options are dropped and
// the rest put in catalogue order; a value with nothing valid left is absent, so it never reaches
// the server and the page still renders.
const canonical = (read: (raw: unknown) => string | undefined) =>
  v.fallback(v.optional(v.pipe(v.unknown(), v.transform(read))), undefined)
const facetList = (facet: ListFacet) => canonical((raw) => canonicalList(facet, raw))
const facetEntries = {
  sitetype: facetList('siteTypes'),
  industry: facetList('industries'),
  style: facetList('styleTags'),
  feature: facetList('featureTags'),
  price: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(canonicalPrice))), undefined),
  tier: canonical(canonicalTier),
  // Issue 27: `?accessible=true`, only templates with no serious accessibility issue.
  accessible: v.fallback(
    v.optional(v.pipe(v.unknown(), v.transform(canonicalAccessible))),
    undefined,
  ),
}

export const listingSearchSchema = v.object({
  ...facetEntries,
  page,
  sort: v.fallback(v.optional(v.picklist(PUBLIC_SORT_KEYS), 'ranking'), 'ranking'),
  /** Admin switch (spec §6): with the ranking sort, the verification ranking is served. */
  verificationMode,
})
/** A listing page's URL search, validated (the listing machine's query is ListingSearch in store-io). */
export type ListingPageSearch = v.InferOutput<typeof listingSearchSchema>

// TanStack Router parses `?q=123` as a number; a query is always text.
const query = v.fallback(
  v.optional(v.union([v.string(), v.pipe(v.number(), v.transform(String))]), ''),
  '',
)

export const searchPageSchema = v.object({ ...listingSearchSchema.entries, q: query })
export type SearchPageSearch = v.InferOutput<typeof searchPageSchema>

export const LIKED_SORT_KEYS = ['liked_at', ...PUBLIC_SORT_KEYS] as const
export const likedSearchSchema = v.object({
  ...facetEntries,
  page,
  sort: v.fallback(v.optional(v.picklist(LIKED_SORT_KEYS), 'liked_at'), 'liked_at'),
})
export type LikedSearch = v.InferOutput<typeof likedSearchSchema>

// Spec §7 page query keys on the template detail page. The router JSON-parses '?purchaseTemplate=1'
// into the number 1; '1' and true count too, anything else is as if the key were absent.
const startKey = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.literal(1), v.literal('1'), v.literal(true), v.literal('true')]),
      v.transform(() => 1 as const),
    ),
  ),
  undefined,
)

// "Try it as yours" (issue 31): kept as the text that came, so the page can say what it refused
// (catalogue/personalise.ts reads it, as the preview server does); anything but text is dropped.
const personalText = v.fallback(
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) =>
        typeof value === 'string'
          ? value
          : typeof value === 'number' || typeof value === 'boolean'
            ? String(value)
            : undefined,
      ),
    ),
  ),
  undefined,
)

export const templateDetailSearchSchema = v.object({
  name: personalText,
  tagline: personalText,
  accent: personalText,
  lang: personalText,
  /** SCHEME_KEY: a colour scheme picked in the form without JavaScript; the page moves it to accent. */
  scheme: personalText,
  purchaseTemplate: startKey,
  useFreeTemplate: startKey,
  /** PURCHASED_KEY, set by the checkout's confirmation (server/pages): the page thanks the buyer once. */
  purchased: startKey,
  /** The device preview's frame; a bad value is dropped, and desktop (the default) is never kept. */
  device: v.fallback(
    v.optional(
      v.pipe(
        v.picklist(PREVIEW_DEVICES),
        v.transform((device) => (device === 'desktop' ? undefined : device)),
      ),
    ),
    undefined,
  ),
})

// A default is never written into a URL: '/store/all' and '/store/all?page=1&sort=ranking' are one
// page, and the server answers the long form with a redirect to the short one (its canonical).
export const stripListingDefaults = [
  stripSearchParams<ListingPageSearch>({ page: 1, sort: 'ranking' }),
]
export const stripSearchPageDefaults = [
  stripSearchParams<SearchPageSearch>({ page: 1, sort: 'ranking', q: '' }),
]
export const stripLikedDefaults = [stripSearchParams<LikedSearch>({ page: 1, sort: 'liked_at' })]
