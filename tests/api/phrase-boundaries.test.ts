// Issue 32, decision 034: a Japanese answer says where each of its texts may break into lines
// (`phrase_boundaries`, BudouX's phrases found on the server), beside the texts, which stay as
// they are: search, copying and other clients never see a mark. English answers have none.
import { loadDefaultJapaneseParser } from 'budoux'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGINES, createTestApp, readJson, type TestApp } from './test-app'

const budoux = loadDefaultJapaneseParser()
const INVISIBLE = /[\u200b\u2060\u00ad]/

type Texts = Record<string, unknown> & { phrase_boundaries?: Record<string, number[]> }

/** Each named text's boundaries: phrase starts BudouX finds in that very text. */
function expectBoundaries(item: Texts, fields: string[]) {
  expect(Object.keys(item.phrase_boundaries ?? {}).sort()).toEqual([...fields].sort())
  for (const field of fields) {
    const text = item[field]
    expect(typeof text).toBe('string')
    expect(text as string).not.toMatch(INVISIBLE)
    const starts = item.phrase_boundaries?.[field] ?? []
    const allowed = new Set(budoux.parseBoundaries(text as string))
    for (const start of starts)
      expect(allowed.has(start), `${field} ${text} at ${start}`).toBe(true)
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
  }
}

describe.each(ENGINES)('phrase boundaries on %s', (engine) => {
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp({ engine, templates: 24 })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('come with every template of a Japanese list, and never with an English one', async () => {
    const ja = await readJson(await t.request('/v2/store/templates?limit=24&language=ja'))
    expect(ja.status).toBe(200)
    const items = ja.body.data.templates as Texts[]
    expect(items.length).toBeGreaterThan(0)
    for (const item of items) expectBoundaries(item, ['template_title', 'designer_name'])
    // Titles have phrases to keep: boundaries that were always empty would pass above.
    expect(items.some((item) => (item.phrase_boundaries?.template_title ?? []).length > 0)).toBe(
      true,
    )

    const search = await readJson(
      await t.request('/v2/store/templates/search', {
        method: 'POST',
        json: { limit: 4, language: 'ja' },
      }),
    )
    for (const item of search.body.data.templates as Texts[]) {
      expectBoundaries(item, ['template_title', 'designer_name'])
    }

    const en = await readJson(await t.request('/v2/store/templates?limit=24'))
    for (const item of en.body.data.templates as Texts[])
      expect(item).not.toHaveProperty('phrase_boundaries')
  })

  it('cover the description on a Japanese detail page', async () => {
    const list = await readJson(await t.request('/v2/store/templates?limit=1&language=ja'))
    const id = (list.body.data.templates as { template_id: string }[])[0]?.template_id
    const ja = await readJson(await t.request(`/v2/store/templates/${id}?language=ja`))
    expect(ja.status).toBe(200)
    expectBoundaries(ja.body.data, ['template_title', 'designer_name', 'description'])
    expect(ja.body.data.phrase_boundaries.description.length).toBeGreaterThan(0)
    const en = await readJson(await t.request(`/v2/store/templates/${id}?language=en`))
    expect(en.body.data).not.toHaveProperty('phrase_boundaries')
  })

  it("cover a designer's name and bio, found or searched", async () => {
    const designer = await readJson(await t.request('/v2/store/designers/aoi-studio?language=ja'))
    expect(designer.status).toBe(200)
    expectBoundaries(designer.body.data, ['name', 'bio'])
    for (const item of designer.body.data.templates as Texts[]) {
      expectBoundaries(item, ['template_title', 'designer_name'])
    }
    const found = await readJson(
      await t.request('/v2/store/designers/search', {
        method: 'POST',
        json: { language: 'ja', limit: 3 },
      }),
    )
    expect(found.body.data.designers.length).toBeGreaterThan(0)
    for (const hit of found.body.data.designers as Texts[]) expectBoundaries(hit, ['name', 'bio'])
    const english = await readJson(await t.request('/v2/store/designers/aoi-studio'))
    expect(english.body.data).not.toHaveProperty('phrase_boundaries')
  })
})
