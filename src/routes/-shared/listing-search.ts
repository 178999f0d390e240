// Search params of the list pages (spec §2, §4, §5) and of the template page (§7). Every field
// falls back instead of failing, so `?page=abc` is page 1 and `?sort=nope` the default sort.
// Plain functions, not valibot schemas (decision 042): they ship in the entry chunk, where valibot
// was ~1.9 kB gzip of every page's first load (issue 29). Each parameter lists what a link may
// pass (`SearchSchemaInput`: the router takes a link's search type from it), the return what the
// page reads. Every key is returned, undefined when it fell back: the router lays the result over
// the address's raw search, so a key left out would keep its raw (refused) value.
import { stripSearchParams, type SearchSchemaInput } from '@tanstack/react-router'
import { PUBLIC_SORT_KEYS, type PublicSortKey } from '#catalogue/enums'
import {
  canonicalAccessible,
  canonicalList,
  canonicalPrice,
  canonicalTier,
  type ListFacet,
} from '#catalogue/facets'
import { PREVIEW_DEVICES, type PreviewDevice } from '#src/features/templates/lib/preview-devices'

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value)

// The router JSON-parses search values, so '?page=3' arrives as a number; a digit string is
// accepted too. Anything else ('?page=abc', 0, 2.5) falls back to 1. The default keeps `page`
// optional in links.
function pageOf(raw: unknown): number {
  const page = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw
  return typeof page === 'number' && Number.isInteger(page) && page >= 1 ? page : 1
}

// Only an explicit true counts; anything else is as if the switch were absent.
const verificationModeOf = (raw: unknown): boolean | undefined =>
  raw === true || raw === 'true' ? true : raw === false || raw === 'false' ? false : undefined

/** Facet filters (issue 12) as a link or a GET form passes them (a repeated key is a list). */
type FacetInput = {
  sitetype?: string | string[]
  industry?: string | string[]
  style?: string | string[]
  feature?: string | string[]
  price?: string
  tier?: string | string[]
  accessible?: boolean | 'true' | 1 | '1'
}

type FacetEntries = {
  sitetype?: string | undefined
  industry?: string | undefined
  style?: string | undefined
  feature?: string | undefined
  price?: 'free' | 'paid' | undefined
  tier?: string | undefined
  accessible?: true | undefined
}

// Facet filters (issue 12): `?style=minimal,cute&feature=reservation&price=free&tier=2-5`, repeated
// keys too (`?style=minimal&style=cute`, what a GET form sends). Unknown options are dropped and
// the rest put in catalogue order; a value with nothing valid left is absent, so it never reaches
// the server and the page still renders.
function facetsOf(search: FacetInput): FacetEntries {
  const list = (facet: ListFacet, raw: unknown) => canonicalList(facet, raw)
  return {
    sitetype: list('siteTypes', search.sitetype),
    industry: list('industries', search.industry),
    style: list('styleTags', search.style),
    feature: list('featureTags', search.feature),
    price: canonicalPrice(search.price),
    tier: canonicalTier(search.tier),
    // Issue 27: `?accessible=true`, only templates with no serious accessibility issue.
    accessible: canonicalAccessible(search.accessible),
  }
}

type ListingInput = FacetInput & {
  page?: number | string
  sort?: PublicSortKey
  verificationMode?: boolean | 'true' | 'false'
}

/** A listing page's URL search, read (the listing machine's query is ListingSearch in store-io). */
export type ListingPageSearch = {
  page: number
  sort: PublicSortKey
  /** Admin switch (spec §6): with the ranking sort, the verification ranking is served. */
  verificationMode?: boolean | undefined
  sitetype?: string | undefined
  industry?: string | undefined
  style?: string | undefined
  feature?: string | undefined
  price?: 'free' | 'paid' | undefined
  tier?: string | undefined
  accessible?: true | undefined
}

export function readListingSearch(search: ListingInput & SearchSchemaInput): ListingPageSearch {
  return {
    ...facetsOf(search),
    page: pageOf(search.page),
    sort: isOneOf(PUBLIC_SORT_KEYS, search.sort) ? search.sort : 'ranking',
    verificationMode: verificationModeOf(search.verificationMode),
  }
}

export type SearchPageSearch = ListingPageSearch & { q: string }

// TanStack Router parses `?q=123` as a number; a query is always text.
export function readSearchPageSearch(
  search: ListingInput & { q?: string | number } & SearchSchemaInput,
): SearchPageSearch {
  const q =
    typeof search.q === 'string' ? search.q : typeof search.q === 'number' ? `${search.q}` : ''
  return { ...readListingSearch(search), q }
}

export const LIKED_SORT_KEYS = ['liked_at', ...PUBLIC_SORT_KEYS] as const
type LikedSortKey = (typeof LIKED_SORT_KEYS)[number]

export type LikedSearch = FacetEntries & { page: number; sort: LikedSortKey }

export function readLikedSearch(
  search: FacetInput & { page?: number | string; sort?: LikedSortKey } & SearchSchemaInput,
): LikedSearch {
  return {
    ...facetsOf(search),
    page: pageOf(search.page),
    sort: isOneOf(LIKED_SORT_KEYS, search.sort) ? search.sort : 'liked_at',
  }
}

// Spec §7 page query keys on the template detail page. The router JSON-parses '?purchaseTemplate=1'
// into the number 1; '1' and true count too, anything else is as if the key were absent.
const startKeyOf = (raw: unknown): 1 | undefined =>
  raw === 1 || raw === '1' || raw === true || raw === 'true' ? 1 : undefined

// "Try it as yours" (issue 31): kept as the text that came, so the page can say what it refused
// (catalogue/personalise.ts reads it, as the preview server does); anything but text is dropped.
const personalTextOf = (raw: unknown): string | undefined =>
  typeof raw === 'string'
    ? raw
    : typeof raw === 'number' || typeof raw === 'boolean'
      ? String(raw)
      : undefined

type StartKeyInput = 1 | '1' | true | 'true'

export type TemplateDetailSearch = {
  name?: string | undefined
  tagline?: string | undefined
  accent?: string | undefined
  lang?: string | undefined
  /** SCHEME_KEY: a colour scheme picked in the form without JavaScript; the page moves it to accent. */
  scheme?: string | undefined
  purchaseTemplate?: 1 | undefined
  useFreeTemplate?: 1 | undefined
  /** PURCHASED_KEY, set by the checkout's confirmation (server/pages): the page thanks the buyer once. */
  purchased?: 1 | undefined
  /** The device preview's frame; a bad value is dropped, and desktop (the default) is never kept. */
  device?: Exclude<PreviewDevice, 'desktop'> | undefined
}

export function readTemplateDetailSearch(
  search: {
    name?: unknown
    tagline?: unknown
    accent?: unknown
    lang?: unknown
    scheme?: unknown
    purchaseTemplate?: StartKeyInput
    useFreeTemplate?: StartKeyInput
    purchased?: StartKeyInput
    device?: PreviewDevice
  } & SearchSchemaInput,
): TemplateDetailSearch {
  const device = search.device
  return {
    name: personalTextOf(search.name),
    tagline: personalTextOf(search.tagline),
    accent: personalTextOf(search.accent),
    lang: personalTextOf(search.lang),
    scheme: personalTextOf(search.scheme),
    purchaseTemplate: startKeyOf(search.purchaseTemplate),
    useFreeTemplate: startKeyOf(search.useFreeTemplate),
    purchased: startKeyOf(search.purchased),
    device: isOneOf(PREVIEW_DEVICES, device) && device !== 'desktop' ? device : undefined,
  }
}

// A default is never written into a URL: '/store/all' and '/store/all?page=1&sort=ranking' are one
// page, and the server answers the long form with a redirect to the short one (its canonical).
export const stripListingDefaults = [
  stripSearchParams<ListingPageSearch>({ page: 1, sort: 'ranking' }),
]
export const stripSearchPageDefaults = [
  stripSearchParams<SearchPageSearch>({ page: 1, sort: 'ranking', q: '' }),
]
export const stripLikedDefaults = [stripSearchParams<LikedSearch>({ page: 1, sort: 'liked_at' })]
