// GET /v2/store/suggestions: what the header's search field offers while a visitor types.
import * as v from 'valibot'
import { SUGGESTION_KINDS, SUGGESTION_LIMITS } from '../api-contract'
import { LANGUAGES } from '../enums'
import { cappedLimitQuery, limitRule } from './fields'

export const suggestionsQuery = v.object({
  q: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'is required'),
    v.maxLength(SUGGESTION_LIMITS.query, `must be at most ${SUGGESTION_LIMITS.query} characters`),
    v.description('What has been typed; the last word is completed as a prefix'),
  ),
  language: v.pipe(
    v.optional(v.picklist(LANGUAGES), 'en'),
    v.description('Language of the labels'),
  ),
  limit: v.optional(
    cappedLimitQuery(
      SUGGESTION_LIMITS.maxLimit,
      `Suggestions of each kind. ${limitRule(SUGGESTION_LIMITS.maxLimit)}`,
    ),
    String(SUGGESTION_LIMITS.defaultLimit),
  ),
})

export const suggestion = v.strictObject({
  kind: v.picklist(SUGGESTION_KINDS),
  id: v.string(),
  label: v.string(),
  path: v.pipe(v.string(), v.description('The store page it opens, without a locale prefix')),
})

/** Up to `limit` of each kind, labelled in `language`. */
export const suggestionsResponse = v.strictObject({
  data: v.strictObject({ query: v.string(), suggestions: v.array(suggestion) }),
})
