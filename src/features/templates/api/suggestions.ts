// GET /v2/store/suggestions (issue 12): what the search field offers while a visitor types. Called
// by the search machine, never cached by React Query: the machine already drops stale answers and
// the browser's HTTP cache keeps the public answers (Cache-Control).
import {
  SUGGESTION_LIMITS,
  type Envelope,
  type Suggestion,
  type SuggestionsAnswer,
} from '#catalogue/api-contract'
import type { Language } from '#catalogue/enums'
import { apiRequest } from '#src/lib/api-client'

export async function fetchSuggestions(
  query: string,
  language: Language,
  signal?: AbortSignal,
): Promise<Suggestion[]> {
  const answer = await apiRequest<Envelope<SuggestionsAnswer>>('/v2/store/suggestions', {
    query: { q: query.slice(0, SUGGESTION_LIMITS.query), language },
    // The same answer for everyone: no token, so shared caches may keep it.
    auth: 'none',
    ...(signal ? { signal } : {}),
  })
  return answer.data.suggestions
}
