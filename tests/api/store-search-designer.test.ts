import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchIndexSettings } from '#server/search/search-templates'
import { ENGINES, SEEDED_ACCOUNTS, createTestApp, readJson, signIn, type TestApp } from './test-app'

type Item = { template_id: string; designer_id: string; liked: boolean; rank?: number }
type SearchBody = { data: { templates: Item[]; meta: { total_count: number } } }

const MODES = ENGINES.flatMap((engine) => [[engine, 'index'] as const, [engine, 'sql'] as const])
const settingsWere = { ...searchIndexSettings }

// A designer page lists its templates through this filter, with the bearer, so like flags are the
// visitor's own (the designer lookup is sent without the bearer, spec §6).
describe.each(MODES)('template search designer_id filter on %s (%s)', (engine, mode) => {
  let t: TestApp

  beforeAll(async () => {
    searchIndexSettings.enabled = mode !== 'sql'
    t = await createTestApp({ engine })
  })
  afterAll(async () => {
    Object.assign(searchIndexSettings, settingsWere)
    await t?.close()
  })

  const search = async (json: unknown, token?: string) =>
    readJson<SearchBody>(
      await t.request('/v2/store/templates/search', { method: 'POST', json, token }),
    )

  it("answers exactly that designer's templates in ranking order with the total count", async () => {
    const own = await t.db
      .selectFrom('templates')
      .select(['id', 'ranking_score'])
      .where('designer_id', '=', 'aoi-studio')
      .execute()
    expect(own.length).toBeGreaterThan(1)
    const expected = [...own]
      .sort((a, b) =>
        a.ranking_score !== b.ranking_score
          ? b.ranking_score - a.ranking_score
          : a.id < b.id
            ? -1
            : 1,
      )
      .map((r) => r.id)
    const { status, body } = await search({ filters: { designer_id: 'aoi-studio' }, limit: 100 })
    expect(status).toBe(200)
    expect(body.data.meta.total_count).toBe(own.length)
    expect(body.data.templates.map((i) => i.template_id)).toEqual(expected)
    expect(body.data.templates.every((i) => i.designer_id === 'aoi-studio')).toBe(true)
  })

  it('takes the filter from the GET list query string too', async () => {
    const { status, body } = await readJson<SearchBody>(
      await t.request('/v2/store/templates?designer_id=aoi-studio&limit=100'),
    )
    expect(status).toBe(200)
    expect(body.data.templates.length).toBeGreaterThan(0)
    expect(body.data.templates.every((i) => i.designer_id === 'aoi-studio')).toBe(true)
  })

  it('answers an unknown designer with no templates, and an empty id with 400', async () => {
    const unknown = await search({ filters: { designer_id: 'nobody-here' } })
    expect(unknown.status).toBe(200)
    expect(unknown.body.data).toEqual({ templates: [], meta: { total_count: 0 } })
    const empty = await readJson(
      await t.request('/v2/store/templates/search', {
        method: 'POST',
        json: { filters: { designer_id: '  ' } },
      }),
    )
    expect(empty.status).toBe(400)
    expect(empty.body).toMatchObject({ error: { field: 'filters.designer_id' } })
  })

  it("fills liked from the bearer's own likes", async () => {
    const token = await signIn(t, SEEDED_ACCOUNTS.hanako.email, SEEDED_ACCOUNTS.hanako.password)
    const first = (await search({ filters: { designer_id: 'aoi-studio' }, limit: 100 }, token)).body
      .data.templates[0]
    expect(first).toBeDefined()
    const id = first!.template_id
    if (first!.liked) {
      await t.request(`/v2/store/templates/${id}/like`, { method: 'DELETE', token })
    }
    const like = await t.request(`/v2/store/templates/${id}/like`, { method: 'POST', token })
    expect(like.status).toBe(200)
    const signedIn = await search({ filters: { designer_id: 'aoi-studio' }, limit: 100 }, token)
    expect(signedIn.body.data.templates.find((i) => i.template_id === id)?.liked).toBe(true)
    const anonymous = await search({ filters: { designer_id: 'aoi-studio' }, limit: 100 })
    expect(anonymous.body.data.templates.find((i) => i.template_id === id)?.liked).toBe(false)
  })
})
