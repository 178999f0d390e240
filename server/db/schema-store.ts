// Store-side tables. Portable between SQLite and PostgreSQL: ids are text, timestamps are
// ISO-8601 UTC text (they sort lexically), booleans are integers 0/1, counts are integers.
import type { Generated } from 'kysely'
import type { TemplateCategory, Tier, Usage } from '#catalogue/enums'

/** The catalogue's site types, mirrored so SQL can join and report on them. */
export type SiteTypesTable = {
  id: number
  slug: string
  /** Group key, e.g. MARKETING_SALES. */
  group_key: string
  /** Group URL slug, e.g. marketing. */
  group_slug: string
  name_en: string
  name_ja: string
  created_at: string
  updated_at: string
}

export type IndustriesTable = SiteTypesTable

export type DesignersTable = {
  id: string
  name_en: string
  name_ja: string
  bio_en: string
  bio_ja: string
  avatar_url: string
  /** ISO country code of the studio, for the designer page. */
  country: string
  created_at: string
  updated_at: string
}

export type TemplatesTable = {
  id: string
  slug: string
  title_en: string
  title_ja: string
  description_en: string
  description_ja: string
  designer_id: string
  /** Site-type slug and its group's URL slug (denormalised: filters need no join). */
  site_type: string
  site_type_group: string
  industry: string
  industry_group: string
  category: TemplateCategory
  usage: Usage
  tier: Tier
  /** JSON text arrays, returned as they are; filtering uses template_tag_links. */
  template_tags: string
  style_tags: string
  feature_tags: string
  /** JSON text: `{ primary, secondary, accent, background, text }` colours of covers/previews. */
  palette: string
  /** Lowercased en + ja titles, descriptions, tags and names: the text search haystack. */
  search_text: string
  count_purchases: number
  ranking_score: number
  verification_score: number
  hot_score: number
  published_at: string
  last_purchased_at: string | null
  /** 0/1; equals category === 'WIREFRAME'. */
  is_wireframe: number
  /**
   * JSON text of the measured TemplateQuality (catalogue/template-quality.ts), from the covers
   * manifest; null for a template never measured (migration 007).
   */
  quality: string | null
  /** 0/1: the quality passes `isAccessible` (the `accessible=true` filter). */
  accessible: Generated<number>
  created_at: string
  updated_at: string
}

/** One row per (template, tag kind, tag): lets tag filters use an index instead of JSON scans. */
export type TemplateTagLinksTable = {
  template_id: string
  /** 'template' | 'style' | 'feature' */
  kind: string
  tag: string
}

/**
 * A template's like count is the sum of its rows here (migration 005): likes of one template
 * update different rows (stripes) instead of all queueing on the wide template row.
 */
export type TemplateLikeCountsTable = {
  template_id: string
  stripe: number
  count_likes: number
}

export type LikesTable = {
  account_id: string
  template_id: string
  liked_at: string
}

export type TierPricesTable = {
  tier: Tier
  price_jpy: number
  /** US cents, so money stays integer in both engines. */
  price_usd_cents: number
}

export type StoreTables = {
  site_types: SiteTypesTable
  industries: IndustriesTable
  designers: DesignersTable
  templates: TemplatesTable
  template_tag_links: TemplateTagLinksTable
  likes: LikesTable
  template_like_counts: TemplateLikeCountsTable
  tier_prices: TierPricesTable
}
