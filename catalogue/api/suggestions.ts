// GET /v2/store/suggestions: what the header's search field offers while a visitor types.
import { z } from 'zod'
import { SUGGESTION_KINDS, SUGGESTION_LIMITS } from '../api-contract'
import { LANGUAGES } from '../enums'
import { cappedLimitQuery, limitRule } from './fields'

export const suggestionsQuery = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(SUGGESTION_LIMITS.query, `must be at most ${SUGGESTION_LIMITS.query} characters`)
    .describe('What has been typed; the last word is completed as a prefix'),
  language: z.enum(LANGUAGES).default('en').describe('Language of the labels'),
  limit: cappedLimitQuery(SUGGESTION_LIMITS.maxLimit)
    .default(SUGGESTION_LIMITS.defaultLimit)
    .describe(`Suggestions of each kind. ${limitRule(SUGGESTION_LIMITS.maxLimit)}`),
})

export const suggestion = z.strictObject({
  kind: z.enum(SUGGESTION_KINDS),
  id: z.string(),
  label: z.string(),
  path: z.string().describe('The store page it opens, without a locale prefix'),
})

/** Up to `limit` of each kind, labelled in `language`. */
export const suggestionsResponse = z.strictObject({
  data: z.strictObject({ query: z.string(), suggestions: z.array(suggestion) }),
})
