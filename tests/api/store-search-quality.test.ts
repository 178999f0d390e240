// Search that understands people (issue 12, decision 019) through the API, on every engine and on
// both paths (the in-memory index, and SQL with the matcher's matches): plurals, typos, accents,
// Japanese and synonyms find what the plain word finds, and without order_by a query is in
// relevance order (title > site type/industry > tags > description, ties by ranking).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchIndexSettings } from '#server/search/search-templates'
import { ENGINES, createTestApp, readJson, type TestApp } from './test-app'

type Item = { template_id: string; template_title: string; rank?: number; industry: string }
type SearchBody = { data: { templates: Item[]; meta: { total_count: number } } }

const MODES = ENGINES.flatMap((engine) => [[engine, 'index'] as const, [engine, 'sql'] as const])
const settingsWere = { ...searchIndexSettings }

describe.each(MODES)('search quality on %s (%s)', (engine, mode) => {
  let t: TestApp
  let rankingScore: Map<string, number>

  beforeAll(async () => {
    searchIndexSettings.enabled = mode === 'index'
    searchIndexSettings.answerCache = mode === 'index'
    t = await createTestApp({ engine })
    const rows = await t.db.selectFrom('templates').select(['id', 'ranking_score']).execute()
    rankingScore = new Map(rows.map((r) => [r.id, Number(r.ranking_score)]))
  })
  afterAll(async () => {
    Object.assign(searchIndexSettings, settingsWere)
    await t?.close()
  })

  const search = async (json: Record<string, unknown>) => {
    const { status, body } = await readJson<SearchBody>(
      await t.request('/v2/store/templates/search', {
        method: 'POST',
        json: { limit: 100, order_by: 'ranking', ...json },
      }),
    )
    expect(status).toBe(200)
    return body.data
  }
  const ids = async (query: string, language = 'en') =>
    (await search({ query, language })).templates.map((i) => i.template_id)

  it.each([
    ['plural', 'restaurants', 'restaurant'],
    ['typo (1 edit, 9 letters)', 'resturant', 'restaurant'],
    ['typo (swapped letters)', 'weddign', 'wedding'],
    ['accent', 'café', 'cafe'],
    ['width and case', 'ＣＡＦÉ', 'cafe'],
    ['Japanese name', 'レストラン', 'restaurant'],
    ['Japanese everyday word', '飲食店', 'restaurant'],
    ['Japanese everyday word', '美容室', 'hair salon'],
    ['Japanese everyday word', '歯医者', 'dentist'],
    ['Japanese everyday word', '求人', 'jobs'],
    ['Japanese everyday word', '結婚式', 'wedding'],
    ['hiragana for katakana', 'かふぇ', 'カフェ'],
    ['Japanese with a particle', 'ナチュラルなカフェ', 'natural cafe'],
    ['synonym', 'coffee', 'cafe'],
    ['synonym', 'lawyer', '弁護士'],
  ])('%s: %s finds what %s finds', async (_kind, query, plain) => {
    const expected = await ids(plain)
    expect(expected.length).toBeGreaterThan(0)
    expect(await ids(query, /[^\x20-\x7e]/.test(query) ? 'ja' : 'en')).toEqual(expected)
  })

  it('finds every industry template by an everyday word, and nothing for an unknown word', async () => {
    const dental = await t.db
      .selectFrom('templates')
      .select('id')
      .where('industry', '=', 'dental')
      .execute()
    expect(dental.length).toBeGreaterThan(0)
    const found = new Set(await ids('dentist'))
    for (const row of dental) expect(found.has(row.id)).toBe(true)
    expect((await search({ query: 'qqqqzzzz' })).meta.total_count).toBe(0)
  })

  it('completes the last word as a prefix', async () => {
    const found = await ids('restaur')
    expect(found.length).toBeGreaterThan(0)
    expect(found).toEqual(await ids('restaurant'))
  })

  it('orders a query without order_by by relevance, ties by ranking, without rank numbers', async () => {
    const { templates, meta } = await search({ query: 'restaurant', order_by: undefined })
    expect(meta.total_count).toBeGreaterThan(1)
    expect(templates.every((i) => i.rank === undefined)).toBe(true)
    // "Restaurant" in the title (4) comes before a restaurant industry or tag alone (3, 2); within
    // each group the ranking order holds.
    const inTitle = templates.map((i) => /restaurant/i.test(i.template_title))
    expect(inTitle[0]).toBe(true)
    expect(inTitle.includes(false)).toBe(true)
    expect(
      inTitle.indexOf(false) === -1 || !inTitle.slice(inTitle.indexOf(false)).includes(true),
    ).toBe(true)
    const groups = [templates.filter((_, k) => inTitle[k]), templates.filter((_, k) => !inTitle[k])]
    for (const group of groups) {
      const scores = group.map((i) => rankingScore.get(i.template_id) as number)
      expect(scores).toEqual([...scores].sort((a, b) => b - a))
    }
    // The same templates as any explicit order, which keeps its own order and rank numbers.
    const ranked = await search({ query: 'restaurant', order_by: 'ranking' })
    expect(new Set(ranked.templates.map((i) => i.template_id))).toEqual(
      new Set(templates.map((i) => i.template_id)),
    )
    expect(ranked.templates.map((i) => i.rank)).toEqual(ranked.templates.map((_, k) => k + 1))
    const scores = ranked.templates.map((i) => rankingScore.get(i.template_id) as number)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
  })

  it('answers GET /v2/store/templates the same way', async () => {
    const res = await t.request('/v2/store/templates?query=resturants&limit=100')
    const { status, body } = await readJson<SearchBody>(res)
    expect(status).toBe(200)
    const relevance = await search({ query: 'restaurant', order_by: undefined })
    expect(body.data.templates.map((i) => i.template_id)).toEqual(
      relevance.templates.map((i) => i.template_id),
    )
  })
})
