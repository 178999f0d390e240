// GET /v2/store/suggestions: what the header's search field offers while a visitor types.
import type { Hono } from 'hono'
import { z } from 'zod'
import { SUGGESTION_KINDS, SUGGESTION_LIMITS } from '#catalogue/api-contract'
import { LANGUAGES } from '#catalogue/enums'
import type { AppEnv } from '../app-env'
import { cappedLimitQuery, limitRule, parseQuery } from '../http'
import { describeRoute } from '../openapi'
import { suggest } from '../search/suggestions'

/**
 * Answers name nobody and move only with the catalogue: browsers and shared caches may keep them
 * a minute, and serve a stale one while asking again.
 */
export const SUGGESTIONS_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300'

const suggestionsQuery = z.object({
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

const suggestionsResponse = z.object({
  data: z.object({
    query: z.string(),
    suggestions: z.array(
      z.object({
        kind: z.enum(SUGGESTION_KINDS),
        id: z.string(),
        label: z.string(),
        path: z.string().describe('The store page it opens, without a locale prefix'),
      }),
    ),
  }),
})

export function registerSuggestionRoutes(app: Hono<AppEnv>): void {
  describeRoute({
    method: 'get',
    path: '/v2/store/suggestions',
    summary:
      'Site types, industries, templates and designers matching what is typed (search-as-you-type)',
    description:
      'Matched like the search (both languages, synonyms, typos, the last word as a prefix); up to `limit` of each kind, in the order site types, industries, templates (by relevance), designers. The answer is the same for every visitor (cacheable).',
    tags: ['store'],
    auth: false,
    query: suggestionsQuery,
    response: suggestionsResponse,
  })
  app.get('/v2/store/suggestions', async (c) => {
    const { q, language, limit } = parseQuery(c, suggestionsQuery)
    const suggestions = await suggest(c.var.deps.db, { query: q, language, limit })
    c.header('Cache-Control', SUGGESTIONS_CACHE_CONTROL)
    return c.json({ data: { query: q, suggestions } })
  })
}
