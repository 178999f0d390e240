// The /v2/store/templates contract: search, list, wireframes, detail and likes. Wire (snake_case)
// schemas of every request and answer, written once: server/routes/templates.ts validates with
// them and registers them in the OpenAPI document, and catalogue/api-contract.ts infers the
// client's (camelCase) types from them.
import { z } from 'zod'
import { LANGUAGES, SORT_KEYS, TEMPLATE_CATEGORIES, TEMPLATE_TAGS, TIERS, USAGES } from '../enums'
import { FACET_OPTIONS, MAX_TIER, PRICE_OPTIONS } from '../facets'
import { INDUSTRIES, INDUSTRY_GROUPS } from '../industries'
import { SITE_TYPES, SITE_TYPE_GROUPS } from '../site-types'
import { FEATURE_TAGS, STYLE_TAGS } from '../tags'
import { cappedLimit, cappedLimitQuery, enumOf } from './fields'

/** Page size of the template lists: the cap and the default. */
export const TEMPLATE_LIST_LIMITS = { max: 100, default: 20 } as const
const MAX_LIMIT = TEMPLATE_LIST_LIMITS.max

const siteTypeGroupSlug = enumOf(SITE_TYPE_GROUPS.map((g) => g.slug))
const siteTypeSlug = enumOf([...new Set(SITE_TYPES.map((t) => t.slug))])
const industryGroupSlug = enumOf(INDUSTRY_GROUPS.map((g) => g.slug))
const industrySlug = enumOf([...new Set(INDUSTRIES.map((t) => t.slug))])

/** A tag list; tags are matched in their canonical case (template tags upper, others lower). */
const tagList = (values: readonly string[], canonical: (tag: string) => string) =>
  z
    .array(z.string().trim().transform(canonical).pipe(enumOf(values)))
    .max(20)
    .nullish()

const filtersShape = {
  site_type_group: siteTypeGroupSlug.nullish(),
  site_type: siteTypeSlug.nullish(),
  industry_group: industryGroupSlug.nullish(),
  industry: industrySlug.nullish(),
  template_tags: tagList(TEMPLATE_TAGS, (t) => t.toUpperCase()),
  style_tags: tagList(
    STYLE_TAGS.map((t) => t.slug),
    (t) => t.toLowerCase(),
  ),
  feature_tags: tagList(
    FEATURE_TAGS.map((t) => t.slug),
    (t) => t.toLowerCase(),
  ),
  usage: z.enum(USAGES).nullish(),
  category: z.enum(TEMPLATE_CATEGORIES).nullish(),
  price: z.enum(['free', 'paid']).nullish(),
  // A designer page lists that designer's templates through this search, so likes follow the
  // bearer (the designer lookup itself is sent without it, spec §6).
  designer_id: z.string().trim().min(1).max(100).nullish(),
}

/** A facet's chosen options; one facet's options are alternatives (issue 12). */
const facetList = (values: readonly string[]) =>
  z
    .array(z.string().trim().toLowerCase().pipe(enumOf(values)))
    .max(values.length)
    .nullish()
const tierNumberSchema = z.number().int().min(0).max(MAX_TIER).nullish()

export const templateFacetsSchema = z
  .strictObject({
    site_types: facetList(FACET_OPTIONS.siteTypes),
    industries: facetList(FACET_OPTIONS.industries),
    style_tags: facetList(FACET_OPTIONS.styleTags),
    feature_tags: facetList(FACET_OPTIONS.featureTags),
    price: z.enum(PRICE_OPTIONS).nullish(),
    tier_min: tierNumberSchema,
    tier_max: tierNumberSchema,
    accessible: z
      .boolean()
      .nullish()
      .describe('true: only templates with no serious or critical axe violation and AA contrast'),
  })
  .refine((f) => (f.tier_min ?? 0) <= (f.tier_max ?? MAX_TIER), {
    message: 'tier_min must not be above tier_max',
    path: ['tier_min'],
  })

const ACCESSIBLE_FILTER =
  'true: only templates whose measured pages have no serious or critical axe violation and ' +
  'WCAG AA contrast (4.5:1) of body text and buttons; templates never measured are left out'

export const templateFiltersSchema = z.strictObject({
  ...filtersShape,
  liked_by_me: z.boolean().nullish(),
  accessible: z.boolean().nullish().describe(ACCESSIBLE_FILTER),
})

const language = z.enum(LANGUAGES).default('en')
const limit = cappedLimit(MAX_LIMIT).default(TEMPLATE_LIST_LIMITS.default)
const offsetValue = z.number().int().min(0).max(1_000_000)
const offset = offsetValue.default(0)
// Omitted: ranking order, or with a query the most relevant first, ties by ranking (decision 019).
const orderBy = z.enum(SORT_KEYS).optional()
const query = z.string().max(200).nullish()

/** POST /v2/store/templates/search body. */
export const templateSearchBody = z.strictObject({
  query,
  limit,
  offset,
  order_by: orderBy,
  language,
  filters: templateFiltersSchema.nullish(),
  facets: templateFacetsSchema.nullish(),
  facet_counts: z.boolean().nullish(),
  verification_mode: z.boolean().nullish(),
})

const queryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .nullish()

/** GET /v2/store/templates: the same filters, flattened into the query string. */
export const templateListQuery = z.object({
  query,
  limit: cappedLimitQuery(MAX_LIMIT).optional(),
  offset: z.coerce.number().pipe(offsetValue).optional(),
  order_by: orderBy,
  language,
  ...filtersShape,
  liked_by_me: queryBoolean,
  accessible: queryBoolean.describe(ACCESSIBLE_FILTER),
  verification_mode: queryBoolean,
})

/** The language the titles, descriptions and names are answered in. */
export const languageQuery = z.object({ language })
// Any non-empty id is looked up: an id that is too long or oddly spelled is simply unknown (404).
export const templateParams = z.object({ template_id: z.string().min(1) })

// Answers are strict: a key the handler adds or renames without changing its schema here fails
// tests/api/response-schemas.test.ts instead of reaching clients undocumented.
const qualitySchema = z
  .strictObject({
    axe: z
      .strictObject({
        critical: z.number().int(),
        serious: z.number().int(),
        moderate: z.number().int(),
        minor: z.number().int(),
      })
      .describe('axe-core violations by impact, summed over every page in both languages'),
    contrast: z
      .strictObject({
        body: z.number(),
        button: z.number().nullable().describe('null on a site without buttons'),
      })
      .describe('The lowest WCAG contrast ratios of normal-size body text and of buttons'),
    bytes: z
      .strictObject({ median: z.number().int(), max: z.number().int() })
      .describe("The pages' HTML weight in bytes (UTF-8)"),
    fits_phone: z.boolean().describe('Every page, both languages, fits a 375 px wide screen'),
  })
  .nullable()
  .describe('Measured in Chromium over every page of the site (npm run covers); null: not measured')

/** A template as a list item (spec §3), with the extra fields the store shows. */
export const templateListItem = z.strictObject({
  template_id: z.string(),
  template_title: z.string(),
  cover_url: z.string(),
  liked: z.boolean(),
  count_likes: z.number().int(),
  tier: z.enum(TIERS),
  rank: z.number().int().optional().describe('1-based position when ordered by ranking'),
  designer_id: z.string(),
  designer_name: z.string(),
  site_type: z.string().describe("site-type slug, e.g. 'corporate'"),
  site_type_group: z.string().describe("the group's URL slug, e.g. 'business'"),
  industry: z.string().describe('industry slug'),
  industry_group: z.string().describe("the industry group's URL slug"),
  published_at: z.string().describe('ISO 8601'),
  quality: qualitySchema,
})

const facetCountList = z.array(z.strictObject({ value: z.string(), count: z.number().int() }))

/** The search, the list and the wireframes answer one page of templates. */
export const templateListResponse = z.strictObject({
  data: z.strictObject({
    templates: z.array(templateListItem),
    meta: z.strictObject({ total_count: z.number().int() }),
    facets: z
      .strictObject({
        site_types: facetCountList,
        industries: facetCountList,
        style_tags: facetCountList,
        feature_tags: facetCountList,
        price: facetCountList,
        tiers: facetCountList,
      })
      .optional()
      .describe('With facet_counts: every option, counted with the other facets chosen'),
  }),
})

const templatePurchase = z
  .strictObject({ sales_history_id: z.string(), purchased_at: z.string() })
  .nullable()
  .describe("The signed-in account's paid order of this template; null when none or anonymous")

export const templateDetail = z.strictObject({
  ...templateListItem.shape,
  description: z.string(),
  category: z.enum(TEMPLATE_CATEGORIES),
  usage: z.enum(USAGES),
  template_tags: z.array(z.string()),
  style_tags: z.array(z.string()),
  feature_tags: z.array(z.string()),
  count_purchases: z.number().int(),
  preview_url: z.string(),
  purchase: templatePurchase,
})
export const templateDetailResponse = z.strictObject({ data: templateDetail })

/** Like and unlike answer the template's state after the call. */
export const likeResponse = z.strictObject({
  data: z.strictObject({
    template_id: z.string(),
    liked: z.boolean(),
    count_likes: z.number().int(),
  }),
})
