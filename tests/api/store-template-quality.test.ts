// Measured quality in the API (issue 27): list items and the detail carry `quality` (null for a
// template never measured), the OpenAPI document says so, and `accessible=true` (GET, the search
// body's filters or facets) keeps exactly the templates with no serious or critical axe violation
// and AA contrast, through the index and through SQL alike. Each test database gets qualities of
// its own, so the tests hold whatever the covers manifest measured; the start-up sync writes the
// manifest's back over them.
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isAccessible, type TemplateQuality } from '#catalogue/template-quality'
import { notifyChange } from '#server/data-changes'
import { openDatabase } from '#server/db/database'
import { migrateTo, migrateToLatest } from '#server/db/migrate'
import { seedDatabase } from '#server/db/seed'
import { seedStore } from '#server/db/seed-store'
import { syncTemplateQuality } from '#server/db/template-quality'
import { searchIndexSettings } from '#server/search/search-templates'
import { shotManifest, type ShotManifest } from '#server/template-sites/cover-shots'
import { ENGINES, SEEDED_ACCOUNTS, createTestApp, readJson, signIn, type TestApp } from './test-app'

type WireQuality = {
  axe: TemplateQuality['axe']
  contrast: TemplateQuality['contrast']
  bytes: TemplateQuality['bytes']
  fits_phone: boolean
}
type Item = { template_id: string; quality: WireQuality | null }
type SearchBody = { data: { templates: Item[]; meta: { total_count: number } } }

const GOOD: TemplateQuality = {
  axe: { critical: 0, serious: 0, moderate: 2, minor: 1 },
  contrast: { body: 7.41, button: 4.5 },
  bytes: { median: 38_120, max: 51_000 },
  fitsPhone: true,
}
/** Each fails the bar one way; the last is accessible but too wide for a phone (not a filter). */
const VARIANTS: TemplateQuality[] = [
  GOOD,
  { ...GOOD, axe: { ...GOOD.axe, serious: 3 } },
  { ...GOOD, axe: { ...GOOD.axe, critical: 1 } },
  { ...GOOD, contrast: { body: 4.49, button: 6 } },
  { ...GOOD, contrast: { body: 5, button: 2.1 } },
  { ...GOOD, contrast: { body: 5, button: null } },
  { ...GOOD, fitsPhone: false },
]
const wire = (q: TemplateQuality): WireQuality => ({
  axe: q.axe,
  contrast: q.contrast,
  bytes: q.bytes,
  fits_phone: q.fitsPhone,
})

const MODES = ENGINES.flatMap((engine) => [[engine, 'index'] as const, [engine, 'sql'] as const])
const settingsWere = { ...searchIndexSettings }

describe.each(MODES)('template quality on %s (%s)', (engine, mode) => {
  let t: TestApp
  /** The quality each template was given (null: left unmeasured). */
  const given = new Map<string, TemplateQuality | null>()
  let accessibleIds: string[]

  beforeAll(async () => {
    searchIndexSettings.enabled = mode !== 'sql'
    t = await createTestApp({ engine })
    const rows = await t.db.selectFrom('templates').select('id').orderBy('id').execute()
    // Every eighth template is left unmeasured; the others cycle through the variants.
    rows.forEach((row, i) => given.set(row.id, i % 8 === 7 ? null : (VARIANTS[i % 8] ?? null)))
    for (const [id, quality] of given) {
      await t.db
        .updateTable('templates')
        .set({
          quality: quality ? JSON.stringify(quality) : null,
          accessible: isAccessible(quality) ? 1 : 0,
        })
        .where('id', '=', id)
        .execute()
    }
    await notifyChange(t.db, engine, { kind: 'templates', templateIds: [...given.keys()] })
    accessibleIds = [...given].filter(([, q]) => isAccessible(q)).map(([id]) => id)
  })
  afterAll(async () => {
    Object.assign(searchIndexSettings, settingsWere)
    await t?.close()
  })

  const search = async (json: unknown, token?: string) =>
    readJson<SearchBody>(
      await t.request('/v2/store/templates/search', { method: 'POST', json, token }),
    )
  const idsOf = (body: SearchBody) => body.data.templates.map((item) => item.template_id).sort()

  it('carries quality in list items and the detail, null for a template never measured', async () => {
    const list = await search({ limit: 100, order_by: 'ranking', language: 'ja' })
    expect(list.status).toBe(200)
    for (const item of list.body.data.templates) {
      const quality = given.get(item.template_id) ?? null
      expect(item.quality, item.template_id).toEqual(quality ? wire(quality) : null)
    }
    const get = await readJson<SearchBody>(await t.request('/v2/store/templates?limit=100'))
    for (const item of get.body.data.templates) {
      const quality = given.get(item.template_id) ?? null
      expect(item.quality, item.template_id).toEqual(quality ? wire(quality) : null)
    }
    const [measured, unmeasured] = [
      [...given].find(([, q]) => q !== null)?.[0],
      [...given].find(([, q]) => q === null)?.[0],
    ]
    for (const language of ['en', 'ja']) {
      const detail = await readJson<{ data: Item }>(
        await t.request(`/v2/store/templates/${measured}?language=${language}`),
      )
      expect(detail.body.data.quality).toEqual(wire(given.get(measured ?? '') as TemplateQuality))
      const none = await readJson<{ data: Item }>(
        await t.request(`/v2/store/templates/${unmeasured}?language=${language}`),
      )
      expect(none.body.data).toHaveProperty('quality', null)
    }
  })

  it('GET accessible=true keeps exactly the accessible templates; false or absent keeps all', async () => {
    expect(accessibleIds.length).toBeGreaterThan(10)
    expect(accessibleIds.length).toBeLessThan(given.size / 2)
    const only = await readJson<SearchBody>(
      await t.request('/v2/store/templates?accessible=true&limit=100'),
    )
    expect(only.status).toBe(200)
    expect(only.body.data.meta.total_count).toBe(accessibleIds.length)
    expect(idsOf(only.body)).toEqual([...accessibleIds].sort())
    for (const value of ['false', '0']) {
      const all = await readJson<SearchBody>(
        await t.request(`/v2/store/templates?accessible=${value}`),
      )
      expect(all.body.data.meta.total_count, value).toBe(given.size)
    }
    const bad = await t.request('/v2/store/templates?accessible=maybe')
    expect(bad.status).toBe(400)
  })

  it('the search takes it as a filter or as a facet, with the other filters and in the facet counts', async () => {
    const expected = [...accessibleIds].sort()
    const asFilter = await search({ limit: 100, language: 'en', filters: { accessible: true } })
    expect(asFilter.status).toBe(200)
    expect(idsOf(asFilter.body)).toEqual(expected)
    const asFacet = await search({
      limit: 100,
      language: 'en',
      facets: { accessible: true },
      facet_counts: true,
    })
    expect(idsOf(asFacet.body)).toEqual(expected)
    // Every count is within the accessible templates: free + paid is all of them.
    const counts = (asFacet.body.data as { facets?: { price: { count: number }[] } }).facets
    expect(counts?.price.reduce((sum, c) => sum + c.count, 0)).toBe(expected.length)
    // With words and a site-type filter too.
    const row = await t.db
      .selectFrom('templates')
      .select(['id', 'site_type'])
      .where('id', 'in', accessibleIds)
      .executeTakeFirstOrThrow()
    const ofType = await search({
      limit: 100,
      language: 'en',
      filters: { site_type: row.site_type },
      facets: { accessible: true },
    })
    const typed = await t.db
      .selectFrom('templates')
      .select('id')
      .where('site_type', '=', row.site_type)
      .where('accessible', '=', 1)
      .execute()
    expect(idsOf(ofType.body)).toEqual(typed.map((r) => r.id).sort())
    expect(idsOf(ofType.body)).toContain(row.id)
  })

  it("narrows a signed-in visitor's liked list (always answered in SQL)", async () => {
    const token = await signIn(t, SEEDED_ACCOUNTS.demo.email, SEEDED_ACCOUNTS.demo.password)
    const inaccessible = [...given].find(([, q]) => q !== null && !isAccessible(q))?.[0] as string
    for (const id of [accessibleIds[0], inaccessible]) {
      const liked = await t.request(`/v2/store/templates/${id}/like`, { method: 'POST', token })
      expect(liked.status).toBe(200)
    }
    const all = await search({ limit: 100, language: 'en', filters: { liked_by_me: true } }, token)
    expect(idsOf(all.body)).toContain(inaccessible)
    const only = await search(
      { limit: 100, language: 'en', filters: { liked_by_me: true }, facets: { accessible: true } },
      token,
    )
    expect(only.status).toBe(200)
    expect(idsOf(only.body)).toContain(accessibleIds[0])
    expect(idsOf(only.body)).not.toContain(inaccessible)
    for (const id of idsOf(only.body)) expect(accessibleIds, id).toContain(id)
  })

  it('is documented in the OpenAPI document', async () => {
    const { body } = await readJson<{ paths: Record<string, Record<string, unknown>> }>(
      await t.request('/v2/openapi.json'),
    )
    const text = (value: unknown) => JSON.stringify(value)
    const list = text(body.paths['/v2/store/templates']?.get)
    expect(list).toContain('"accessible"')
    expect(list).toContain('"fits_phone"')
    const searchDoc = text(body.paths['/v2/store/templates/search']?.post)
    expect(searchDoc).toContain('"accessible"')
    expect(text(body.paths['/v2/store/templates/{template_id}']?.get)).toContain('"quality"')
  })
})

describe.each(ENGINES)('template quality from the covers manifest on %s', (engine) => {
  it('the seed and every start-up write the manifest quality, a database seeded before migration 007 included', async () => {
    const t = await createTestApp({ engine, migrateTo: '006-address-attempts' })
    try {
      // A store seeded before the quality columns existed.
      await seedStore(t.db, { templates: 20 })
      await migrateToLatest(t.store)
      const rows = await t.db.selectFrom('templates').select(['id', 'quality']).execute()
      expect(rows.every((r) => r.quality === null)).toBe(true)
      const manifest: ShotManifest = Object.fromEntries(
        rows.map((r, i) => [
          r.id,
          {
            version: '0123456789',
            pages: [''],
            languages: ['en', 'ja'],
            quality: VARIANTS[i % VARIANTS.length] ?? null,
          },
        ]),
      )
      const changed = await syncTemplateQuality(t.store, manifest)
      expect(changed.sort()).toEqual(rows.map((r) => r.id).sort())
      const after = await t.db
        .selectFrom('templates')
        .select(['id', 'quality', 'accessible'])
        .execute()
      for (const row of after) {
        const quality = manifest[row.id]?.quality ?? null
        expect(JSON.parse(row.quality ?? 'null'), row.id).toEqual(quality)
        expect(Number(row.accessible), row.id).toBe(isAccessible(quality) ? 1 : 0)
      }
      // Nothing differs: nothing is written again.
      expect(await syncTemplateQuality(t.store, manifest)).toEqual([])

      // A start-up (the seed of a store already seeded) brings every row back to the real
      // manifest, whatever it holds today.
      await seedDatabase(t.store)
      const real = shotManifest()
      for (const row of await t.db.selectFrom('templates').select(['id', 'quality']).execute()) {
        const entry = real[row.id]
        if (!entry) continue
        expect(JSON.parse(row.quality ?? 'null'), row.id).toEqual(entry.quality)
      }
    } finally {
      await t.close()
    }
  })
})

describe('migration 007 on SQLite', () => {
  it('goes down and up again', async () => {
    const store = openDatabase({ sqliteFile: ':memory:' })
    try {
      await migrateToLatest(store)
      await migrateTo(store, '006-address-attempts')
      await migrateToLatest(store)
      const columns = await sql<{
        name: string
      }>`select name from pragma_table_info('templates')`.execute(store.db)
      expect(columns.rows.map((c) => c.name)).toEqual(
        expect.arrayContaining(['quality', 'accessible']),
      )
    } finally {
      await store.db.destroy()
    }
  })
})
