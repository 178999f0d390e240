// Facet filters of the list pages (issue 12): site types, industries, style and feature tags,
// free/paid and a price tier range. One facet's options are alternatives (any of them), facets
// narrow each other (all of them). The server, the URL schemas and the filter panel all read
// these lists and this URL format, so a value one side accepts the other does too.
import { TIERS, type Tier } from './enums'
import { INDUSTRIES } from './industries'
import { SITE_TYPES } from './site-types'
import { FEATURE_TAGS, STYLE_TAGS, tagDisplayName } from './tags'

export const PRICE_OPTIONS = ['free', 'paid'] as const
export type PriceOption = (typeof PRICE_OPTIONS)[number]

/** The highest tier number (TIER_10). */
export const MAX_TIER = TIERS.length - 1

/** What a visitor chose; an empty list or a missing field chooses nothing. */
export type FacetSelection = {
  siteTypes?: string[]
  industries?: string[]
  styleTags?: string[]
  featureTags?: string[]
  price?: PriceOption
  /** Tier numbers, both ends included (TIER_2 … TIER_5 is 2 and 5). */
  tierMin?: number
  tierMax?: number
  /**
   * Only accessible templates (issue 27: no serious or critical axe violation, AA contrast). Not
   * counted: it narrows every count, like the listing's own filters.
   */
  accessible?: boolean
}

export type FacetCount = { value: string; count: number }

/** For every option of every facet, how many templates choosing it would leave. */
export type FacetCounts = {
  siteTypes: FacetCount[]
  industries: FacetCount[]
  styleTags: FacetCount[]
  featureTags: FacetCount[]
  price: FacetCount[]
  tiers: FacetCount[]
}

export type ListFacet = 'siteTypes' | 'industries' | 'styleTags' | 'featureTags'

/** Every option of the list facets, in the catalogue's order. */
export const FACET_OPTIONS: Record<ListFacet, readonly string[]> = {
  siteTypes: SITE_TYPES.map((t) => t.slug),
  industries: INDUSTRIES.map((t) => t.slug),
  styleTags: STYLE_TAGS.map((t) => t.slug),
  featureTags: FEATURE_TAGS.map((t) => t.slug),
}

export const tierNumber = (tier: string): number => TIERS.indexOf(tier as Tier)
export const tierOfNumber = (n: number): Tier => TIERS[n] as Tier

/** Facet values as the URL carries them: lists comma-joined in catalogue order, `tier=2-5`. */
export type FacetSearch = {
  sitetype?: string | undefined
  industry?: string | undefined
  style?: string | undefined
  feature?: string | undefined
  price?: PriceOption | undefined
  tier?: string | undefined
  /**
   * `?accessible=true`: only accessible templates (issue 27). The boolean itself, so the router
   * writes it bare rather than JSON-quoted.
   */
  accessible?: true | undefined
}

const LIST_PARAMS: readonly [ListFacet, 'sitetype' | 'industry' | 'style' | 'feature'][] = [
  ['siteTypes', 'sitetype'],
  ['industries', 'industry'],
  ['styleTags', 'style'],
  ['featureTags', 'feature'],
]

/**
 * The known values of a list in catalogue order, unknown ones dropped; undefined when none is
 * left. Accepts a comma-joined string or repeated keys (a GET form's checkboxes).
 */
export function canonicalList(facet: ListFacet, raw: unknown): string | undefined {
  const parts = (Array.isArray(raw) ? raw : [raw])
    .filter((part): part is string => typeof part === 'string')
    .flatMap((part) => part.split(','))
    .map((part) => part.trim().toLowerCase())
  const chosen = FACET_OPTIONS[facet].filter((option) => parts.includes(option))
  return chosen.length > 0 ? chosen.join(',') : undefined
}

/** `2-5`, `3` or `3-3` (just that tier); anything else (reversed, out of range) is undefined. */
export function parseTierRange(raw: unknown): { min: number; max: number } | undefined {
  // A GET form's two tier selects send `?tier=2&tier=5`.
  if (Array.isArray(raw) && raw.length === 2) return parseTierRange(raw.join('-'))
  const text = typeof raw === 'number' ? String(raw) : raw
  if (typeof text !== 'string') return undefined
  const match = /^(\d{1,2})(?:-(\d{1,2}))?$/.exec(text.trim())
  if (!match) return undefined
  const min = Number(match[1])
  const max = match[2] === undefined ? min : Number(match[2])
  if (min > max || max > MAX_TIER) return undefined
  return { min, max }
}

/**
 * Always `min-max`: a lone number would be read back as a number and written as `"3"` by the
 * router's JSON search format.
 */
export function formatTierRange(min: number, max: number): string | undefined {
  if (min <= 0 && max >= MAX_TIER) return undefined
  return `${min}-${max}`
}

export const canonicalTier = (raw: unknown): string | undefined => {
  const range = parseTierRange(raw)
  return range ? formatTierRange(range.min, range.max) : undefined
}

export const canonicalPrice = (raw: unknown): PriceOption | undefined =>
  PRICE_OPTIONS.find((option) => option === raw)

/** `true`, `'true'`, `1` or `'1'` (a GET form's checkbox, a hand-typed URL) choose it; else none. */
export const canonicalAccessible = (raw: unknown): true | undefined => {
  const value = Array.isArray(raw) ? raw.at(-1) : raw
  return value === true || value === 1 || value === 'true' || value === '1' ? true : undefined
}

/** The facets of a URL's search, every bad value dropped (never sent to the server). */
export function facetSearchOf(search: Record<string, unknown>): FacetSearch {
  const out: FacetSearch = {}
  for (const [facet, param] of LIST_PARAMS) {
    const value = canonicalList(facet, search[param])
    if (value) out[param] = value
  }
  const price = canonicalPrice(search.price)
  if (price) out.price = price
  const tier = canonicalTier(search.tier)
  if (tier) out.tier = tier
  if (canonicalAccessible(search.accessible)) out.accessible = true
  return out
}

/** The API's selection of a URL's facets. */
export function selectionOfSearch(search: FacetSearch): FacetSelection {
  const selection: FacetSelection = {}
  for (const [facet, param] of LIST_PARAMS) {
    const value = search[param]
    if (value) selection[facet] = value.split(',')
  }
  if (search.price) selection.price = search.price
  const range = parseTierRange(search.tier)
  if (range) {
    selection.tierMin = range.min
    selection.tierMax = range.max
  }
  if (search.accessible) selection.accessible = true
  return selection
}

export const hasFacets = (search: FacetSearch): boolean =>
  Object.values(search).some((value) => value !== undefined)

export const FACET_SEARCH_KEYS = [
  'sitetype',
  'industry',
  'style',
  'feature',
  'price',
  'tier',
  'accessible',
] as const
export type FacetSearchKey = (typeof FACET_SEARCH_KEYS)[number]

/** One chosen value: what a chip shows and removes. */
export type ActiveFacet = { key: FacetSearchKey; value: string }

/** The chosen values in the order they are listed (a list facet gives one per option). */
export function activeFacets(search: FacetSearch): ActiveFacet[] {
  return FACET_SEARCH_KEYS.flatMap((key): ActiveFacet[] => {
    if (key === 'accessible') return search.accessible ? [{ key, value: 'true' }] : []
    const value = search[key]
    if (!value) return []
    if (key === 'price' || key === 'tier') return [{ key, value }]
    return value.split(',').map((item) => ({ key, value: item }))
  })
}

/** The search with one option of a list facet added or removed. */
export function toggleFacet(
  search: FacetSearch,
  key: Exclude<FacetSearchKey, 'price' | 'tier' | 'accessible'>,
  value: string,
): FacetSearch {
  const facet = (LIST_PARAMS.find(([, param]) => param === key) as (typeof LIST_PARAMS)[number])[0]
  const current = search[key]?.split(',') ?? []
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value]
  return { ...search, [key]: canonicalList(facet, next) }
}

/** The search without one chosen value (a chip's removal). */
export function withoutFacet(search: FacetSearch, active: ActiveFacet): FacetSearch {
  if (active.key === 'price' || active.key === 'tier' || active.key === 'accessible') {
    return { ...search, [active.key]: undefined }
  }
  return toggleFacet(search, active.key, active.value)
}

/** An option of a list facet as people read it, in the page's language. */
export function facetOptionName(facet: ListFacet, value: string, language: 'en' | 'ja'): string {
  const entry =
    facet === 'siteTypes'
      ? SITE_TYPES.find((t) => t.slug === value)
      : facet === 'industries'
        ? INDUSTRIES.find((t) => t.slug === value)
        : undefined
  if (entry) return language === 'ja' ? entry.jaDisplayName : entry.enDisplayName
  return tagDisplayName(value, language)
}

/** The list facet a URL key names. */
export const LIST_FACET_OF_PARAM = {
  sitetype: 'siteTypes',
  industry: 'industries',
  style: 'styleTags',
  feature: 'featureTags',
} as const satisfies Record<string, ListFacet>
