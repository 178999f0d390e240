// GET /v2/store/suggestions: what the header's search field offers while a visitor types.
import type { Hono } from 'hono'
import { suggestionsQuery, suggestionsResponse } from '#catalogue/api/suggestions'
import type { AppEnv } from '../app-env'
import { parseQuery } from '../http'
import { describeRoute } from '../openapi'
import { suggestionsAnswer } from '../search/suggestions'

/**
 * Answers name nobody and move only with the catalogue: browsers and shared caches may keep them
 * a minute, and serve a stale one while asking again.
 */
export const SUGGESTIONS_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300'

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
    const answer = await suggestionsAnswer(c.var.deps.db, { query: q, language, limit })
    return c.body(answer, 200, {
      'Content-Type': 'application/json',
      'Cache-Control': SUGGESTIONS_CACHE_CONTROL,
    })
  })
}
