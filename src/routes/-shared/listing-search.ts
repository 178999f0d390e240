// Search-param schemas of the list pages (spec §2, §4, §5). Every field falls back instead of
// failing, so `?page=abc` is page 1 and `?sort=nope` is the default sort (decision 003).
import { stripSearchParams } from '@tanstack/react-router'
import { z } from 'zod'
import { PUBLIC_SORT_KEYS } from '../../../catalogue/enums'

// The router JSON-parses search values, so '?page=3' arrives as a number; a digit string is
// accepted too. Anything else ('?page=abc', 0, 2.5) falls back to 1. The default keeps `page`
// optional in links.
const page = z
  .union([z.number(), z.string().regex(/^\d+$/).transform(Number)])
  .pipe(z.number().int().min(1))
  .default(1)
  .catch(1)

// Only an explicit true counts; anything else is as if the switch were absent.
const verificationMode = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
  .optional()
  .catch(undefined)

export const listingSearchSchema = z.object({
  page,
  sort: z.enum(PUBLIC_SORT_KEYS).default('ranking').catch('ranking'),
  /** Admin switch (spec §6): with the ranking sort, the verification ranking is served. */
  verificationMode,
})
export type ListingSearch = z.output<typeof listingSearchSchema>

// TanStack Router parses `?q=123` as a number; a query is always text.
const query = z
  .union([z.string(), z.number().transform(String)])
  .default('')
  .catch('')

export const searchPageSchema = listingSearchSchema.extend({ q: query })
export type SearchPageSearch = z.output<typeof searchPageSchema>

export const LIKED_SORT_KEYS = ['liked_at', ...PUBLIC_SORT_KEYS] as const
export const likedSearchSchema = z.object({
  page,
  sort: z.enum(LIKED_SORT_KEYS).default('liked_at').catch('liked_at'),
})
export type LikedSearch = z.output<typeof likedSearchSchema>

// Spec §7 page query keys on the template detail page. The router JSON-parses '?purchaseTemplate=1'
// into the number 1; '1' and true count too, anything else is as if the key were absent.
const startKey = z
  .union([z.literal(1), z.literal('1'), z.literal(true), z.literal('true')])
  .transform(() => 1 as const)
  .optional()
  .catch(undefined)

export const templateDetailSearchSchema = z.object({
  purchaseTemplate: startKey,
  useFreeTemplate: startKey,
})
export type TemplateDetailSearch = z.output<typeof templateDetailSearchSchema>

// A default is never written into a URL: '/store/all' and '/store/all?page=1&sort=ranking' are one
// page, and the server answers the long form with a redirect to the short one (its canonical).
export const stripListingDefaults = [stripSearchParams<ListingSearch>({ page: 1, sort: 'ranking' })]
export const stripSearchPageDefaults = [
  stripSearchParams<SearchPageSearch>({ page: 1, sort: 'ranking', q: '' }),
]
export const stripLikedDefaults = [stripSearchParams<LikedSearch>({ page: 1, sort: 'liked_at' })]
