// GET /v2/store/suggestions (issue 12): what the header's search field offers while a visitor
// types. Matched by the search's own pipeline (prefix of the last word, typos, synonyms, both
// languages), labelled in the asked language, each with the store page it opens; designers are
// read from the database. On every engine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGINES, createTestApp, readJson, type TestApp } from './test-app'

type Suggestion = { kind: string; id: string; label: string; path: string }
type Answer = { data: { query: string; suggestions: Suggestion[] } }

describe.each(ENGINES)('suggestions on %s', (engine) => {
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp({ engine })
    // A designer with no template yet: only the designers table knows them.
    const now = new Date().toISOString()
    await t.db
      .insertInto('designers')
      .values({
        id: 'zephyr-quill',
        name_en: 'Zephyr Quill',
        name_ja: 'ゼファー・クイル',
        bio_en: '',
        bio_ja: '',
        avatar_url: '',
        country: 'NZ',
        created_at: now,
        updated_at: now,
      })
      .execute()
  })
  afterAll(async () => {
    await t?.close()
  })

  const suggestions = async (q: string, language = 'en', limit?: number) => {
    const query = new URLSearchParams({ q, language, ...(limit ? { limit: String(limit) } : {}) })
    const response = await t.request(`/v2/store/suggestions?${query}`)
    const { status, body } = await readJson<Answer>(response)
    expect(status).toBe(200)
    expect(body.data.query).toBe(q.trim())
    return { list: body.data.suggestions, response }
  }
  const named = (list: Suggestion[], kind: string) =>
    list.filter((s) => s.kind === kind).map((s) => `${s.id} ${s.label} ${s.path}`)

  it.each([
    ['the start of a word', 'resta'],
    ['a typo', 'resturant'],
    ['a plural', 'restaurants'],
    ['the Japanese name', 'レストラン'],
    ['the start of the Japanese name', 'レスト'],
  ])('%s names the restaurant site type and industry, labelled in each language', async (_, q) => {
    const en = (await suggestions(q, 'en')).list
    expect(named(en, 'site_type')).toContain(
      'restaurant Restaurant /store/sitetype/professional/restaurant',
    )
    expect(named(en, 'industry')).toContain(
      'restaurant Restaurant /store/industries/food-beverage/restaurant',
    )
    const ja = (await suggestions(q, 'ja')).list
    expect(named(ja, 'site_type')).toContain(
      'restaurant 飲食店 /store/sitetype/professional/restaurant',
    )
    expect(named(ja, 'industry')).toContain(
      'restaurant レストラン /store/industries/food-beverage/restaurant',
    )
  })

  it.each(['dentist', '歯医者', 'dental', '歯科'])(
    'the everyday word %s names the dental industry',
    async (q) => {
      const { list } = await suggestions(q, 'en')
      expect(named(list, 'industry')).toContain(
        'dental Dental /store/industries/medical-health/dental',
      )
    },
  )

  it('an English and a Japanese word for the same thing suggest the same', async () => {
    const en = (await suggestions('cafe', 'ja')).list
    const ja = (await suggestions('カフェ', 'ja')).list
    expect(ja).toEqual(en)
    expect(named(en, 'industry')).toEqual(['cafe カフェ /store/industries/food-beverage/cafe'])
  })

  it('templates are the search’s best matches for the same text, titled in the language', async () => {
    for (const [q, language] of [
      ['cafe', 'en'],
      ['minimal', 'ja'],
      ['portf', 'en'],
      ['resturant', 'ja'],
    ] as const) {
      const templates = (await suggestions(q, language)).list.filter((s) => s.kind === 'template')
      const search = await readJson<{
        data: { templates: { template_id: string; template_title: string }[] }
      }>(
        await t.request('/v2/store/templates/search', {
          method: 'POST',
          json: { query: q, language, limit: 4 },
        }),
      )
      expect(templates.length).toBeGreaterThan(0)
      expect(templates.map((s) => [s.id, s.label, s.path])).toEqual(
        search.body.data.templates.map((i) => [
          i.template_id,
          i.template_title,
          `/store/templates/${i.template_id}`,
        ]),
      )
    }
  })

  it('designers come from the database, by either name, the last word as a prefix', async () => {
    for (const q of ['kenta', 'Kenta Mo', 'mori', '健太', 'kneta']) {
      const { list } = await suggestions(q, 'en')
      expect(named(list, 'designer'), q).toEqual([
        'kenta-mori Kenta Mori /store/designers/kenta-mori',
      ])
    }
    expect(named((await suggestions('kenta', 'ja')).list, 'designer')).toEqual([
      'kenta-mori 森 健太 /store/designers/kenta-mori',
    ])
    // Not in any template: found in the designers table.
    expect(named((await suggestions('zeph', 'ja')).list, 'designer')).toEqual([
      'zephyr-quill ゼファー・クイル /store/designers/zephyr-quill',
    ])
    expect(named((await suggestions('quil', 'en')).list, 'designer')).toEqual([
      'zephyr-quill Zephyr Quill /store/designers/zephyr-quill',
    ])
  })

  it('at most `limit` of each kind (default 4, served as 10 above 10), site types first', async () => {
    const counts = (list: Suggestion[]) =>
      Object.fromEntries(
        ['site_type', 'industry', 'template', 'designer'].map((k) => [
          k,
          list.filter((s) => s.kind === k).length,
        ]),
      )
    const byDefault = (await suggestions('sa', 'en')).list
    expect(Math.max(...Object.values(counts(byDefault)))).toBe(4)
    const two = (await suggestions('sa', 'en', 2)).list
    expect(Math.max(...Object.values(counts(two)))).toBe(2)
    const capped = (await suggestions('sa', 'en', 50)).list
    expect(counts(capped).template).toBe(10)
    const kinds = byDefault.map((s) => s.kind)
    expect(kinds).toEqual([...kinds].sort((a, b) => order(a) - order(b)))
  })

  it('a text that matches nothing suggests nothing', async () => {
    expect((await suggestions('qqzzxx', 'en')).list).toEqual([])
  })

  it('answers are the same for everyone and cacheable', async () => {
    const { response } = await suggestions('hotel', 'en')
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=60, stale-while-revalidate=300',
    )
    expect(response.headers.get('content-type')).toBe('application/json')
  })

  it('answers a text typed before with the same JSON, from what was kept', async () => {
    const first = await t.request('/v2/store/suggestions?q=salo&language=ja')
    const kept = await t.request('/v2/store/suggestions?q=salo&language=ja')
    expect(kept.headers.get('content-type')).toBe('application/json')
    const text = await kept.text()
    expect(text).toBe(await first.text())
    expect(JSON.parse(text)).toMatchObject({ data: { query: 'salo' } })
  })

  it.each([
    ['no q', '', 'q'],
    ['an empty q', 'q=', 'q'],
    ['a blank q', 'q=%20%20', 'q'],
    ['a q over 100 characters', `q=${'a'.repeat(101)}`, 'q'],
    ['an unknown language', 'q=cafe&language=fr', 'language'],
    ['a limit of 0', 'q=cafe&limit=0', 'limit'],
    ['a limit that is no number', 'q=cafe&limit=many', 'limit'],
  ])('%s is a 400 naming the field', async (_, query, field) => {
    const { status, body } = await readJson<{ error: { code: string; field: string } }>(
      await t.request(`/v2/store/suggestions?${query}`),
    )
    expect(status).toBe(400)
    expect(body.error).toMatchObject({ code: 'invalid_request', field })
  })

  it('100 characters are accepted', async () => {
    await suggestions('a'.repeat(100), 'en')
  })
})

const order = (kind: string) => ['site_type', 'industry', 'template', 'designer'].indexOf(kind)
