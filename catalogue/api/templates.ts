// The /v2/store/templates contract: search, list, wireframes, detail and likes. Wire (snake_case)
// schemas of every request and answer, written once: server/routes/templates.ts validates with
// them and registers them in the OpenAPI document, and catalogue/api-contract.ts infers the
// client's (camelCase) types from them.
import * as v from 'valibot'
import { LANGUAGES, SORT_KEYS, TEMPLATE_CATEGORIES, TEMPLATE_TAGS, TIERS, USAGES } from '../enums'
import { FACET_OPTIONS, MAX_TIER, PRICE_OPTIONS } from '../facets'
import { INDUSTRIES, INDUSTRY_GROUPS } from '../industries'
import { SITE_TYPES, SITE_TYPE_GROUPS } from '../site-types'
import { FEATURE_TAGS, STYLE_TAGS } from '../tags'
import {
  cappedLimit,
  cappedLimitQuery,
  integer,
  phraseBoundaries,
  queryInteger,
  text,
} from './fields'

/** Page size of the template lists: the cap and the default. */
export const TEMPLATE_LIST_LIMITS = { max: 100, default: 20 } as const
const MAX_LIMIT = TEMPLATE_LIST_LIMITS.max

// Slugs are typed as text: the app builds filters from URLs, and the server is what checks them.
const slugOf = (slugs: readonly string[]) => v.picklist(slugs)
const siteTypeGroupSlug = slugOf(SITE_TYPE_GROUPS.map((g) => g.slug))
const siteTypeSlug = slugOf([...new Set(SITE_TYPES.map((t) => t.slug))])
const industryGroupSlug = slugOf(INDUSTRY_GROUPS.map((g) => g.slug))
const industrySlug = slugOf([...new Set(INDUSTRIES.map((t) => t.slug))])

/** A tag list; tags are matched in their canonical case (template tags upper, others lower). */
const tagList = (values: readonly string[], canonical: (tag: string) => string) =>
  v.nullish(
    v.pipe(
      v.array(v.pipe(v.string(), v.trim(), v.transform(canonical), v.picklist(values))),
      v.maxLength(20),
    ),
  )

const filtersEntries = {
  site_type_group: v.nullish(siteTypeGroupSlug),
  site_type: v.nullish(siteTypeSlug),
  industry_group: v.nullish(industryGroupSlug),
  industry: v.nullish(industrySlug),
  template_tags: tagList(TEMPLATE_TAGS, (t) => t.toUpperCase()),
  style_tags: tagList(
    STYLE_TAGS.map((t) => t.slug),
    (t) => t.toLowerCase(),
  ),
  feature_tags: tagList(
    FEATURE_TAGS.map((t) => t.slug),
    (t) => t.toLowerCase(),
  ),
  usage: v.nullish(v.picklist(USAGES)),
  category: v.nullish(v.picklist(TEMPLATE_CATEGORIES)),
  price: v.nullish(v.picklist(['free', 'paid'])),
  // A designer page lists that designer's templates through this search, so likes follow the
  // bearer (the designer lookup itself is sent without it, spec §6).
  designer_id: v.nullish(text(100, { min: 1 })),
}

/** A facet's chosen options; one facet's options are alternatives (issue 12). */
const facetList = (values: readonly string[]) =>
  v.nullish(
    v.pipe(
      v.array(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.picklist(values))),
      v.maxLength(values.length),
    ),
  )
const tierNumber = v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_TIER)))

export const templateFacetsSchema = v.pipe(
  v.strictObject({
    site_types: facetList(FACET_OPTIONS.siteTypes),
    industries: facetList(FACET_OPTIONS.industries),
    style_tags: facetList(FACET_OPTIONS.styleTags),
    feature_tags: facetList(FACET_OPTIONS.featureTags),
    price: v.nullish(v.picklist(PRICE_OPTIONS)),
    tier_min: tierNumber,
    tier_max: tierNumber,
    accessible: v.pipe(
      v.nullish(v.boolean()),
      v.description(
        'true: only templates with no serious or critical axe violation and AA contrast',
      ),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['tier_min'], ['tier_max']],
      (f) => (f.tier_min ?? 0) <= (f.tier_max ?? MAX_TIER),
      'tier_min must not be above tier_max',
    ),
    ['tier_min'],
  ),
)

const ACCESSIBLE_FILTER =
  'true: only templates whose measured pages have no serious or critical axe violation and ' +
  'WCAG AA contrast (4.5:1) of body text and buttons; templates never measured are left out'

export const templateFiltersSchema = v.strictObject({
  ...filtersEntries,
  liked_by_me: v.nullish(v.boolean()),
  accessible: v.pipe(v.nullish(v.boolean()), v.description(ACCESSIBLE_FILTER)),
  // The store home's rows show finished designs; the wireframes have their own listing.
  wireframe: v.pipe(
    v.nullish(v.boolean()),
    v.description(
      'false: finished designs only, no wireframes (the free grey layout skeletons); true: only the wireframes',
    ),
  ),
})

const language = v.optional(v.picklist(LANGUAGES), 'en')
const offsetValue = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000))
// Omitted: ranking order, or with a query the most relevant first, ties by ranking (decision 019).
const orderBy = v.optional(v.picklist(SORT_KEYS))
const query = v.nullish(v.pipe(v.string(), v.maxLength(200)))

/** POST /v2/store/templates/search body. */
export const templateSearchBody = v.strictObject({
  query,
  limit: v.optional(cappedLimit(MAX_LIMIT), TEMPLATE_LIST_LIMITS.default),
  offset: v.optional(offsetValue, 0),
  order_by: orderBy,
  language,
  filters: v.nullish(templateFiltersSchema),
  facets: v.nullish(templateFacetsSchema),
  facet_counts: v.nullish(v.boolean()),
  verification_mode: v.nullish(v.boolean()),
})

const queryBoolean = v.nullish(
  v.pipe(
    v.picklist(['true', 'false', '1', '0']),
    v.transform((value) => value === 'true' || value === '1'),
  ),
)

/** GET /v2/store/templates: the same filters, flattened into the query string. */
export const templateListQuery = v.object({
  query,
  limit: v.optional(cappedLimitQuery(MAX_LIMIT)),
  offset: v.optional(
    v.pipe(queryInteger('Templates to skip, from 0 to 1000000'), v.maxValue(1_000_000)),
  ),
  order_by: orderBy,
  language,
  ...filtersEntries,
  liked_by_me: queryBoolean,
  accessible: v.pipe(queryBoolean, v.description(ACCESSIBLE_FILTER)),
  verification_mode: queryBoolean,
})

/** The language the titles, descriptions and names are answered in. */
export const languageQuery = v.object({ language })
// Any non-empty id is looked up: an id that is too long or oddly spelled is simply unknown (404).
export const templateParams = v.object({ template_id: v.pipe(v.string(), v.minLength(1)) })

/** Most ids one GET /v2/store/templates/by_ids takes (a "recently viewed" row asks for 8). */
export const TEMPLATES_BY_IDS_MAX = 24
const TEMPLATE_ID = /^[A-Za-z0-9_-]{1,100}$/

/** GET /v2/store/templates/by_ids: the listed templates, in the order asked. */
export const templatesByIdsQuery = v.object({
  ids: v.pipe(
    v.string(),
    v.description(
      `Template ids separated by commas, 1 to ${TEMPLATES_BY_IDS_MAX} (letters, digits, - and _)`,
    ),
    // Checked before splitting: a huge list is refused without building it.
    v.maxLength(TEMPLATES_BY_IDS_MAX * 101, `must be at most ${TEMPLATES_BY_IDS_MAX} ids`),
    v.transform((ids) => ids.split(',')),
    v.array(
      v.pipe(
        v.string(),
        v.regex(TEMPLATE_ID, 'must be template ids (letters, digits, - and _) separated by commas'),
      ),
    ),
    v.maxLength(TEMPLATES_BY_IDS_MAX, `must be at most ${TEMPLATES_BY_IDS_MAX} ids`),
  ),
  language,
})

// Answers are strict: a key the handler adds or renames without changing its schema here fails
// tests/api/response-schemas.test.ts instead of reaching clients undocumented.
const qualitySchema = v.pipe(
  v.nullable(
    v.strictObject({
      axe: v.pipe(
        v.strictObject({
          critical: integer(),
          serious: integer(),
          moderate: integer(),
          minor: integer(),
        }),
        v.description('axe-core violations by impact, summed over every page in both languages'),
      ),
      contrast: v.pipe(
        v.strictObject({
          body: v.number(),
          button: v.pipe(v.nullable(v.number()), v.description('null on a site without buttons')),
        }),
        v.description('The lowest WCAG contrast ratios of normal-size body text and of buttons'),
      ),
      bytes: v.pipe(
        v.strictObject({ median: integer(), max: integer() }),
        v.description("The pages' HTML weight in bytes (UTF-8)"),
      ),
      fits_phone: v.pipe(
        v.boolean(),
        v.description('Every page, both languages, fits a 375 px wide screen'),
      ),
    }),
  ),
  v.description(
    'Measured in Chromium over every page of the site (npm run covers); null: not measured',
  ),
)

/** A template as a list item (spec §3), with the extra fields the store shows. */
export const templateListItem = v.strictObject({
  template_id: v.string(),
  template_title: v.string(),
  cover_url: v.string(),
  liked: v.boolean(),
  count_likes: integer(),
  tier: v.picklist(TIERS),
  rank: v.optional(
    v.pipe(v.number(), v.integer(), v.description('1-based position when ordered by ranking')),
  ),
  designer_id: v.string(),
  designer_name: v.string(),
  site_type: v.pipe(v.string(), v.description("site-type slug, e.g. 'corporate'")),
  site_type_group: v.pipe(v.string(), v.description("the group's URL slug, e.g. 'business'")),
  industry: v.pipe(v.string(), v.description('industry slug')),
  industry_group: v.pipe(v.string(), v.description("the industry group's URL slug")),
  published_at: v.pipe(v.string(), v.description('ISO 8601')),
  quality: qualitySchema,
  phrase_boundaries: phraseBoundaries(['template_title', 'designer_name']),
})

const facetCountList = v.array(v.strictObject({ value: v.string(), count: integer() }))

/** The search, the list and the wireframes answer one page of templates. */
export const templateListResponse = v.strictObject({
  data: v.strictObject({
    templates: v.array(templateListItem),
    meta: v.strictObject({ total_count: integer() }),
    facets: v.optional(
      v.pipe(
        v.strictObject({
          site_types: facetCountList,
          industries: facetCountList,
          style_tags: facetCountList,
          feature_tags: facetCountList,
          price: facetCountList,
          tiers: facetCountList,
        }),
        v.description('With facet_counts: every option, counted with the other facets chosen'),
      ),
    ),
  }),
})

/** by_ids answers the templates it knows, in the order asked; unknown ids are left out. */
export const templatesByIdsResponse = v.strictObject({
  data: v.strictObject({ templates: v.array(templateListItem) }),
})

const templatePurchase = v.pipe(
  v.nullable(v.strictObject({ sales_history_id: v.string(), purchased_at: v.string() })),
  v.description("The signed-in account's paid order of this template; null when none or anonymous"),
)

const colourScheme = v.strictObject({
  name: v.string(),
  accent: v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/, 'must be #rrggbb in lower case')),
})

export const templateDetail = v.strictObject({
  ...templateListItem.entries,
  description: v.string(),
  category: v.picklist(TEMPLATE_CATEGORIES),
  usage: v.picklist(USAGES),
  template_tags: v.array(v.string()),
  style_tags: v.array(v.string()),
  feature_tags: v.array(v.string()),
  count_purchases: integer(),
  preview_url: v.string(),
  colour_schemes: v.pipe(
    v.array(colourScheme),
    v.description(
      "The colour schemes of the template's design (its own among them), named in the " +
        "answer's language; their accents are what a preview's `accent` may take (issue 31). " +
        'Empty for a template without a design.',
    ),
  ),
  purchase: templatePurchase,
  phrase_boundaries: phraseBoundaries(['template_title', 'designer_name', 'description']),
})
export const templateDetailResponse = v.strictObject({ data: templateDetail })

/** Like and unlike answer the template's state after the call. */
export const likeResponse = v.strictObject({
  data: v.strictObject({ template_id: v.string(), liked: v.boolean(), count_likes: integer() }),
})
