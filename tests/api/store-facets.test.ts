// Issue 12 facets: the search call narrows by site types, industries, style and feature tags,
// free/paid and a tier range, and with facet_counts answers every option's count in the same
// response. A count is what choosing that option (instead of its facet's current choice) would
// leave: checked against the totals the call gives when each option is really applied, and
// against the database's own rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FACET_OPTIONS, MAX_TIER } from '#catalogue/facets'
import { TIERS } from '#catalogue/enums'
import { ENGINES, createAccountWithToken, createTestApp, readJson, type TestApp } from './test-app'

type FacetCountList = { value: string; count: number }[]
type WireFacets = {
  site_types: FacetCountList
  industries: FacetCountList
  style_tags: FacetCountList
  feature_tags: FacetCountList
  price: FacetCountList
  tiers: FacetCountList
}
type SearchBody = {
  data: { templates: { template_id: string }[]; meta: { total_count: number }; facets?: WireFacets }
}
type Facets = {
  site_types?: string[]
  industries?: string[]
  style_tags?: string[]
  feature_tags?: string[]
  price?: 'free' | 'paid'
  tier_min?: number
  tier_max?: number
}

/** What choosing one option of a facet means: that option replaces the facet's choice. */
function choosing(facet: keyof WireFacets, value: string, facets: Facets): Facets {
  const rest = { ...facets }
  if (facet === 'tiers') {
    const n = TIERS.indexOf(value as (typeof TIERS)[number])
    return { ...rest, tier_min: n, tier_max: n }
  }
  if (facet === 'price') return { ...rest, price: value as 'free' | 'paid' }
  return { ...rest, [facet]: [value] }
}

type TemplateRow = {
  id: string
  designer_id: string
  site_type: string
  site_type_group: string
  industry: string
  tier: string
  style_tags: string
  feature_tags: string
}

const anyOf = (chosen: string[] | undefined, values: string[]) =>
  !chosen?.length || chosen.some((value) => values.includes(value))

/** Whether a template meets every facet's choice, from its database row alone. */
function meets(row: TemplateRow, f: Facets): boolean {
  const tier = TIERS.indexOf(row.tier as (typeof TIERS)[number])
  return (
    anyOf(f.site_types, [row.site_type]) &&
    anyOf(f.industries, [row.industry]) &&
    anyOf(f.style_tags, JSON.parse(row.style_tags) as string[]) &&
    anyOf(f.feature_tags, JSON.parse(row.feature_tags) as string[]) &&
    (f.price === undefined || (tier === 0) === (f.price === 'free')) &&
    tier >= (f.tier_min ?? 0) &&
    tier <= (f.tier_max ?? MAX_TIER)
  )
}

const FACET_KEYS = [
  'site_types',
  'industries',
  'style_tags',
  'feature_tags',
  'price',
  'tiers',
] as const

/** Every option of every facet counts the given rows that choosing it would leave. */
function expectCountsOfRows(counts: WireFacets, rows: TemplateRow[], facets: Facets) {
  const expectedOf = (facet: (typeof FACET_KEYS)[number], values: readonly string[]) =>
    values.map((value) => ({
      value,
      count: rows.filter((row) => meets(row, choosing(facet, value, facets))).length,
    }))
  expect(counts.site_types).toEqual(expectedOf('site_types', FACET_OPTIONS.siteTypes))
  expect(counts.industries).toEqual(expectedOf('industries', FACET_OPTIONS.industries))
  expect(counts.style_tags).toEqual(expectedOf('style_tags', FACET_OPTIONS.styleTags))
  expect(counts.feature_tags).toEqual(expectedOf('feature_tags', FACET_OPTIONS.featureTags))
  expect(counts.price).toEqual(expectedOf('price', ['free', 'paid']))
  expect(counts.tiers).toEqual(expectedOf('tiers', TIERS))
}

describe.each(ENGINES)('facet filters and counts on %s', (engine) => {
  let t: TestApp
  let token: string
  let rows: TemplateRow[]

  beforeAll(async () => {
    t = await createTestApp({ engine })
    token = (await createAccountWithToken(t, 'facets')).token
    rows = await t.db
      .selectFrom('templates')
      .select([
        'id',
        'designer_id',
        'site_type',
        'site_type_group',
        'industry',
        'tier',
        'style_tags',
        'feature_tags',
      ])
      .execute()
  })
  afterAll(async () => {
    await t?.close()
  })

  async function search(json: Record<string, unknown>, bearer?: string) {
    return readJson<SearchBody>(
      await t.request('/v2/store/templates/search', {
        method: 'POST',
        json: { limit: 100, offset: 0, order_by: 'ranking', ...json },
        ...(bearer ? { token: bearer } : {}),
      }),
    )
  }

  /** Every option's count equals the total of the search with that option applied. */
  async function expectCountsAreApplyingTotals(
    json: Record<string, unknown>,
    facets: Facets,
    bearer?: string,
  ): Promise<WireFacets> {
    const { status, body } = await search({ ...json, facets, facet_counts: true }, bearer)
    expect(status).toBe(200)
    const counts = body.data.facets as WireFacets
    for (const facet of FACET_KEYS) {
      for (const { value, count } of counts[facet]) {
        const applied = await search(
          { ...json, facets: choosing(facet, value, facets), limit: 1 },
          bearer,
        )
        expect(applied.status).toBe(200)
        expect({ facet, value, count }).toEqual({
          facet,
          value,
          count: applied.body.data.meta.total_count,
        })
      }
    }
    return counts
  }

  it('narrows by facets: any option of a facet, every facet; the results are the rows that meet them', async () => {
    const facets: Facets = {
      style_tags: ['minimal', 'clean'],
      price: 'paid',
      tier_max: 8,
    }
    const expected = rows
      .filter((row) => meets(row, facets))
      .map((row) => row.id)
      .sort()
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.length).toBeLessThan(rows.length)
    const { status, body } = await search({ facets })
    expect(status).toBe(200)
    expect(body.data.meta.total_count).toBe(expected.length)
    expect(body.data.templates.map((x) => x.template_id).sort()).toEqual(expected)
    expect(body.data.facets).toBeUndefined()
  })

  it('counts every option of every facet as the database rows say, its own facet ignored', async () => {
    const facets: Facets = {
      style_tags: ['minimal'],
      feature_tags: ['contact-form'],
      price: 'paid',
    }
    const { body } = await search({ facets, facet_counts: true })
    const counts = body.data.facets as WireFacets
    expectCountsOfRows(counts, rows, facets)
    // Not a constant: some options are left with nothing, others with something.
    expect(counts.industries.some((c) => c.count === 0)).toBe(true)
    expect(counts.industries.some((c) => c.count > 0)).toBe(true)
  })

  it('counts equal the totals of applying each option, within a route scope and a query', async () => {
    const counts = await expectCountsAreApplyingTotals(
      { query: 'restaurant', filters: { site_type_group: 'professional' } },
      { price: 'paid', style_tags: ['minimal', 'natural'] },
    )
    expect(counts.style_tags.some((c) => c.count > 0)).toBe(true)
    expect(counts.price.every((c) => c.count > 0)).toBe(true)
    // The scope applies: no site type outside the group is counted.
    const professional = new Set(
      rows.filter((r) => r.site_type_group === 'professional').map((r) => r.site_type),
    )
    for (const { value, count } of counts.site_types) {
      if (!professional.has(value)) expect(count).toBe(0)
    }
  })

  it("counts within a designer's templates (the designer page's scope) as the database rows say", async () => {
    const perDesigner = new Map<string, number>()
    for (const row of rows)
      perDesigner.set(row.designer_id, (perDesigner.get(row.designer_id) ?? 0) + 1)
    const [designerId] = [...perDesigner].sort((a, b) => b[1] - a[1])[0] ?? []
    if (!designerId) throw new Error('no seeded templates')
    const own = rows.filter((row) => row.designer_id === designerId)
    const facets: Facets = { price: 'paid' }
    const { status, body } = await search({
      filters: { designer_id: designerId },
      facets,
      facet_counts: true,
    })
    expect(status).toBe(200)
    expect(body.data.meta.total_count).toBe(own.filter((row) => meets(row, facets)).length)
    const counts = body.data.facets as WireFacets
    expectCountsOfRows(counts, own, facets)
    // The scope applies: the paid count is the designer's paid templates, not the store's.
    const paid = counts.price.find((c) => c.value === 'paid')?.count ?? 0
    expect(paid).toBeGreaterThan(0)
    expect(paid).toBeLessThan(rows.filter((row) => meets(row, { price: 'paid' })).length)
  })

  it('counts equal the totals of applying each option on the liked list (answered in SQL)', async () => {
    const liked = rows.slice(0, 12)
    for (const row of liked) {
      const response = await t.request(`/v2/store/templates/${row.id}/like`, {
        method: 'POST',
        token,
      })
      expect(response.status).toBe(200)
    }
    const counts = await expectCountsAreApplyingTotals(
      { filters: { liked_by_me: true } },
      { price: 'paid' },
      token,
    )
    const total = counts.price.reduce((sum, c) => sum + c.count, 0)
    expect(total).toBe(liked.length)
  })

  it.each([
    [{ style_tags: ['shiny'] }, 'facets.style_tags.0'],
    [{ site_types: 'corporate' }, 'facets.site_types'],
    [{ industries: ['cafe', 'moon-base'] }, 'facets.industries.1'],
    [{ feature_tags: ['minimal'] }, 'facets.feature_tags.0'],
    [{ price: 'cheap' }, 'facets.price'],
    [{ tier_min: 11 }, 'facets.tier_min'],
    [{ tier_max: -1 }, 'facets.tier_max'],
    [{ tier_min: 1.5 }, 'facets.tier_min'],
    [{ tier_min: 6, tier_max: 2 }, 'facets.tier_min'],
    [{ colour: ['red'] }, 'facets.colour'],
  ])('refuses bad facets %j with a 400 naming the field', async (facets, field) => {
    const { status, body } = await search({ facets })
    expect(status).toBe(400)
    expect(body).toMatchObject({ error: { code: expect.any(String), field } })
    expect((body as unknown as { error: { message: string } }).error.message).toContain(field)
  })

  it('refuses a facet_counts that is not a boolean', async () => {
    const { status, body } = await search({ facet_counts: 'yes' })
    expect(status).toBe(400)
    expect(body).toMatchObject({ error: { field: 'facet_counts' } })
  })
})
