import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TIERS } from '#catalogue/enums'
import { INDUSTRIES } from '#catalogue/industries'
import { SITE_TYPES } from '#catalogue/site-types'
import { FEATURE_TAGS, STYLE_TAGS } from '#catalogue/tags'
import { seedDatabase, seedTemplatesFromEnv } from '#server/db/seed'
import { readLikeCounts } from '#server/db/like-counts'
import { generateTemplates } from '#server/db/seed-store'
import { ENGINES, createTestApp, type TestApp } from './test-app'

describe('generated templates', () => {
  it('are deterministic', () => {
    expect(generateTemplates(144)).toEqual(generateTemplates(144))
    // A bigger seed starts with the same templates, so benchmarks and the product share them.
    expect(generateTemplates(300).slice(0, 144)).toEqual(generateTemplates(144))
  })

  it('spread over every site type, industry, tier and style, with real words in both languages', () => {
    const templates = generateTemplates(144)
    expect(new Set(templates.map((t) => t.site_type))).toEqual(
      new Set(SITE_TYPES.map((s) => s.slug)),
    )
    expect(new Set(templates.map((t) => t.industry))).toEqual(
      new Set(INDUSTRIES.map((i) => i.slug)),
    )
    expect(new Set(templates.map((t) => t.tier))).toEqual(new Set(TIERS))
    const free = templates.filter((t) => t.tier === 'TIER_0').length
    expect(free / templates.length).toBeGreaterThan(0.18)
    expect(free / templates.length).toBeLessThan(0.34)
    expect(templates.some((t) => t.category === 'WIREFRAME')).toBe(true)
    expect(new Set(templates.flatMap((t) => t.styleTagList))).toEqual(
      new Set(STYLE_TAGS.map((s) => s.slug)),
    )
    expect(new Set(templates.flatMap((t) => t.featureTagList))).toEqual(
      new Set(FEATURE_TAGS.map((s) => s.slug)),
    )
    expect(new Set(templates.map((t) => t.usage))).toEqual(
      new Set(['CORPORATION', 'PORTFOLIO', 'LP', 'RECRUITMENT']),
    )

    for (const t of templates) {
      expect(t.title_en).not.toMatch(/lorem|ipsum/i)
      expect(t.title_ja).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
      expect(t.description_ja).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
      expect(t.description_en.length).toBeGreaterThan(40)
      expect(t.templateTagList.length).toBeGreaterThan(0)
    }
    expect(new Set(templates.map((t) => t.title_en)).size).toBeGreaterThan(130)

    const published = templates.map((t) => Date.parse(t.published_at)).sort((a, b) => a - b)
    const spanDays = ((published.at(-1) ?? 0) - (published[0] ?? 0)) / 86_400_000
    expect(spanDays).toBeGreaterThan(600)
    expect(spanDays).toBeLessThan(740)
  })

  it('reads SEED_TEMPLATES and rejects nonsense', () => {
    expect(seedTemplatesFromEnv({})).toBeUndefined()
    expect(seedTemplatesFromEnv({ SEED_TEMPLATES: '10000' })).toBe(10_000)
    expect(() => seedTemplatesFromEnv({ SEED_TEMPLATES: 'lots' })).toThrow(/SEED_TEMPLATES/)
    expect(() => seedTemplatesFromEnv({ SEED_TEMPLATES: '0' })).toThrow(/SEED_TEMPLATES/)
  })
})

describe.each(ENGINES)('seeded database on %s', (engine) => {
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp({ engine })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('holds 144 templates, the catalogue, 11 tier prices and at least 12 bilingual designers', async () => {
    const count = async (
      table: 'templates' | 'site_types' | 'industries' | 'tier_prices' | 'designers',
    ) =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    expect(await count('templates')).toBe(144)
    expect(await count('site_types')).toBe(25)
    expect(await count('industries')).toBe(77)
    expect(await count('tier_prices')).toBe(11)
    const designers = await t.db.selectFrom('designers').selectAll().execute()
    expect(designers.length).toBeGreaterThanOrEqual(12)
    for (const d of designers) {
      expect(d.name_en).toBeTruthy()
      expect(d.name_ja).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
      expect(d.bio_en.length).toBeGreaterThan(40)
      expect(d.bio_ja).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
    }
  })

  it('links every tag of every template for the tag filters', async () => {
    const templates = await t.db
      .selectFrom('templates')
      .select(['id', 'style_tags', 'feature_tags', 'template_tags'])
      .execute()
    const links = await t.db.selectFrom('template_tag_links').selectAll().execute()
    const expected = templates.reduce(
      (n, r) =>
        n +
        JSON.parse(r.style_tags).length +
        JSON.parse(r.feature_tags).length +
        JSON.parse(r.template_tags).length,
      0,
    )
    expect(links.length).toBe(expected)
  })

  it('gives the seeded accounts some likes, counted in the like counters', async () => {
    const likes = await t.db
      .selectFrom('likes')
      .innerJoin('accounts', 'accounts.id', 'likes.account_id')
      .select(['accounts.email', 'likes.template_id'])
      .execute()
    expect(new Set(likes.map((l) => l.email))).toEqual(
      new Set(['demo@example.com', 'hanako@example.jp']),
    )
    const counts = await readLikeCounts(
      t.db,
      likes.map((l) => l.template_id),
    )
    expect(likes.every((l) => (counts.get(l.template_id) ?? 0) >= 1)).toBe(true)
  })

  it('does nothing when seeded again', async () => {
    const result = await seedDatabase({ db: t.db, engine })
    expect(result).toEqual({ seeded: false, templates: 144 })
  })
})
