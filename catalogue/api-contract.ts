// The /v2 API contract as the client sees it: types inferred from the request and response schemas
// of catalogue/api/<resource>.ts, camelCase after key conversion (on the wire every key is
// snake_case, spec §3). Only types come from there: this module, and everything the browser loads,
// imports the schemas with `import type`, so no validation library reaches the bundle for them.
// Envelopes follow spec §7: reads answer `{ data: ... }`, errors answer `{ error: { code, message } }`.
import type * as v from 'valibot'
import type { account } from './api/account'
import type { tokenResponse } from './api/auth'
import type {
  designerDetail,
  designerMessageBody,
  designerMessageResponse,
  designerSearchResponse,
} from './api/designers'
import type { errorSchema } from './api/fields'
import type { storePrice } from './api/prices'
import type { suggestion, suggestionsResponse } from './api/suggestions'
import type {
  likeResponse,
  templateDetail,
  templateFiltersSchema,
  templateListItem,
  templateListResponse,
  templateSearchBody,
  templatesByIdsResponse,
} from './api/templates'

/** `site_type_group` → `siteTypeGroup`, as src/lib/case-keys.ts converts keys at runtime. */
type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S
/** A wire type as the client sees it after key conversion (values are left as they are). */
export type Camelized<T> = T extends readonly (infer Item)[]
  ? Camelized<Item>[]
  : T extends object
    ? { [K in keyof T as K extends string ? CamelCase<K> : K]: Camelized<T[K]> }
    : T
/** What a request schema accepts, in the client's camelCase. */
type Request<S extends v.GenericSchema> = Camelized<v.InferInput<S>>
/** What an answer holds, in the client's camelCase. */
type Answer<S extends v.GenericSchema> = Camelized<v.InferOutput<S>>

export type Envelope<T> = { data: T }
export type ApiErrorBody = v.InferOutput<typeof errorSchema>

/** Template as a list item (spec §3), with the extra fields the store shows. */
export type TemplateListItem = Answer<typeof templateListItem>
export type TemplateDetail = Answer<typeof templateDetail>
export type TemplatePurchase = NonNullable<TemplateDetail['purchase']>
export type ColourScheme = TemplateDetail['colourSchemes'][number]

/** The filters a listing applies: the search body's `filters`, each one present or absent. */
export type TemplateSearchFilters = {
  [K in keyof Request<typeof templateFiltersSchema>]?: Exclude<
    Request<typeof templateFiltersSchema>[K],
    null | undefined
  >
}

/** POST /v2/store/templates/search body. */
export type TemplateSearchRequest = Request<typeof templateSearchBody>
export type TemplateSearchResponse = Answer<typeof templateListResponse>

/** GET /v2/store/templates/by_ids?ids=a,b: the known ones, in the order asked. */
export type TemplatesByIdsResponse = Answer<typeof templatesByIdsResponse>

/** GET /v2/store/prices → Envelope<StorePrice[]>, sorted by yen ascending. */
export type StorePrice = Answer<typeof storePrice>

/** GET /v2/account → Envelope<Account>. */
export type Account = Answer<typeof account>

/** POST /v2/auth/token (bearer = one-time token) → { token }. */
export type AuthTokenResponse = Answer<typeof tokenResponse>

/** Like/unlike answer: the template's state after the call. */
export type LikeResponse = Answer<typeof likeResponse>

export type Designer = Answer<typeof designerDetail>
/** A designer as the designer search finds them: their template count, not the templates. */
export type DesignerSearchHit = Answer<typeof designerSearchResponse>['data']['designers'][number]
export type DesignerMessageResult = Answer<typeof designerMessageResponse>['data']
/** What the designer-message call accepts, checked by the server and by the page's form alike. */
export const DESIGNER_MESSAGE_LIMITS = { name: 100, email: 254, body: 5000 } as const

export type DesignerMessageRequest = Request<typeof designerMessageBody>

/** What a suggestion leads to; the kinds in the order the answer lists them. */
export const SUGGESTION_KINDS = ['site_type', 'industry', 'template', 'designer'] as const
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number]

/** The suggestions call's limits, for the server's schema and the search field alike. */
export const SUGGESTION_LIMITS = { query: 100, defaultLimit: 4, maxLimit: 10 } as const

/**
 * GET /v2/store/suggestions?q=&language=&limit= → Envelope<SuggestionsAnswer>: up to `limit` of
 * each kind, labelled in `language`; `path` is the store page, without a locale prefix.
 */
export type Suggestion = Answer<typeof suggestion>
export type SuggestionsAnswer = Answer<typeof suggestionsResponse>['data']
