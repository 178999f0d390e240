// A generated catalogue (the seed's templates) as the search matcher reads it, for tests that
// check what queries find without a database.
import { generateTemplates, type GeneratedTemplate } from '#server/db/seed-store'
import { TextMatcher, type MatchDocument } from '#server/search/text-matcher'

export type MatchedCatalogue = {
  templates: GeneratedTemplate[]
  matcher: TextMatcher
  /** Positions of the templates a query finds, most relevant first (ties by ranking score). */
  find: (query: string) => number[]
}

export function matchedCatalogue(count: number): MatchedCatalogue {
  const templates = generateTemplates(count)
  const documents = templates.map((t): MatchDocument => ({
    titleEn: t.title_en,
    titleJa: t.title_ja,
    descriptionEn: t.description_en,
    descriptionJa: t.description_ja,
    designerNameEn: '',
    designerNameJa: '',
    siteType: t.site_type,
    industry: t.industry,
    tags: new Set([
      ...t.templateTagList.map((tag) => `template:${tag}`),
      ...t.styleTagList.map((tag) => `style:${tag}`),
      ...t.featureTagList.map((tag) => `feature:${tag}`),
    ]),
  }))
  const matcher = TextMatcher.of(documents)
  const find = (query: string) => {
    const clauses = matcher.match(query)
    const scored: { i: number; score: number }[] = []
    templates.forEach((_, i) => {
      let score = 0
      for (const clause of clauses) {
        const weight = clause.bitmap[i] as number
        if (weight === 0) return
        score += weight
      }
      scored.push({ i, score })
    })
    const ranking = (i: number) => Number(templates[i]?.ranking_score)
    return scored.sort((a, b) => b.score - a.score || ranking(b.i) - ranking(a.i)).map((s) => s.i)
  }
  return { templates, matcher, find }
}
