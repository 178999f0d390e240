// The /v2 API contract shared by server/ and src/. Types are camelCase, as the client sees them
// after key conversion; on the wire every key is snake_case (spec §3). Envelopes follow spec §7:
// reads answer `{ data: ... }`, errors answer `{ error: { code, message } }`.
import type {
  DesignerStatus,
  Language,
  MessageLanguage,
  Plan,
  SortKey,
  TemplateCategory,
  Tier,
  Usage,
} from './enums'
import type { FacetCounts, FacetSelection } from './facets'
import type { TemplateQuality } from './template-quality'

export type Envelope<T> = { data: T }
export type ApiErrorBody = { error: { code: string; message: string; field?: string } }

/** Template as a list item (spec §3), with the extra fields the store shows. */
export type TemplateListItem = {
  templateId: string
  templateTitle: string
  coverUrl: string
  liked: boolean
  countLikes: number
  tier: Tier
  /** 1-based position in ranking order; present when the list is sorted by ranking. */
  rank?: number
  designerId: string
  designerName: string
  siteType: string // site-type slug, e.g. 'corporate'
  siteTypeGroup: string // group URL slug, e.g. 'business'
  industry: string // industry slug
  industryGroup: string // industry group URL slug
  publishedAt: string // ISO 8601
  /** Measured over its pages by `npm run covers` (issue 27); null when never measured. */
  quality: TemplateQuality | null
}

export type TemplateDetail = TemplateListItem & {
  description: string
  category: TemplateCategory
  usage: Usage
  templateTags: string[]
  styleTags: string[]
  featureTags: string[]
  countPurchases: number
  previewUrl: string
  /** The signed-in account's paid order of this template; null when it has none or is anonymous. */
  purchase: TemplatePurchase | null
}

export type TemplatePurchase = { salesHistoryId: string; purchasedAt: string }

export type TemplateSearchFilters = {
  siteTypeGroup?: string
  siteType?: string
  industryGroup?: string
  industry?: string
  templateTags?: string[]
  styleTags?: string[]
  featureTags?: string[]
  usage?: Usage
  /** A template category (spec §3), as the API names it: `FOOD_AND_DRINK`. */
  category?: TemplateCategory
  price?: 'free' | 'paid'
  likedByMe?: boolean
  designerId?: string
  /** Only templates with no serious or critical axe violation and AA contrast (issue 27). */
  accessible?: boolean
}

/** POST /v2/store/templates/search body. */
export type TemplateSearchRequest = {
  query?: string
  limit: number
  offset: number
  /** Omitted: ranking, or with a query the most relevant first, ties by ranking (decision 019). */
  orderBy?: SortKey
  language: Language
  filters?: TemplateSearchFilters
  /** The visitor's facet choices: options of one facet are alternatives, facets narrow each other. */
  facets?: FacetSelection
  /** Answer `facets`: every option's count given the other facets' choices. */
  facetCounts?: boolean
  /** Admin only: with orderBy ranking, serve verification_ranking order (spec §6). */
  verificationMode?: boolean
}
export type TemplateSearchResponse = Envelope<{
  templates: TemplateListItem[]
  meta: { totalCount: number }
  facets?: FacetCounts
}>

/** GET /v2/store/prices → Envelope<StorePrice[]>, sorted by yen ascending. */
export type StorePrice = { tier: Tier; priceJpy: number; priceUsd: number }

/** GET /v2/account → Envelope<Account>. */
export type Account = {
  id: string
  email: string
  language: Language
  templateDesignerStatus: DesignerStatus
  plan: Plan
  myBilling: { country: string | null }
}

/** POST /v2/auth/token (bearer = one-time token) → { token }. */
export type AuthTokenResponse = { token: string }

/** Like/unlike answer: the template's state after the call. */
export type LikeResponse = Envelope<{ templateId: string; liked: boolean; countLikes: number }>

export type Designer = {
  designerId: string
  name: string
  bio: string
  avatarUrl: string
  templates: TemplateListItem[]
}
/** What the designer-message call accepts, checked by the server and by the page's form alike. */
export const DESIGNER_MESSAGE_LIMITS = { name: 100, email: 254, body: 5000 } as const

export type DesignerMessageRequest = {
  name: string
  email: string
  body: string
  language: MessageLanguage
}

/** What a suggestion leads to; the kinds in the order the answer lists them. */
export const SUGGESTION_KINDS = ['site_type', 'industry', 'template', 'designer'] as const
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number]

/** The suggestions call's limits, for the server's schema and the search field alike. */
export const SUGGESTION_LIMITS = { query: 100, defaultLimit: 4, maxLimit: 10 } as const

/**
 * GET /v2/store/suggestions?q=&language=&limit= → Envelope<SuggestionsAnswer>: up to `limit` of
 * each kind, labelled in `language`; `path` is the store page, without a locale prefix.
 */
export type Suggestion = { kind: SuggestionKind; id: string; label: string; path: string }
export type SuggestionsAnswer = { query: string; suggestions: Suggestion[] }
