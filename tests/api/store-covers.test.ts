// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './test-app'

// Covers are generated markup: one malformed attribute makes a browser drop the whole image,
// so every seeded template's cover (wireframes included) must parse as SVG.
describe('template covers', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ engine: 'sqlite' })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('are well-formed SVG for every seeded template, wireframes included', async () => {
    const rows = await t.db.selectFrom('templates').select(['id', 'is_wireframe']).execute()
    expect(rows.some((row) => row.is_wireframe === 1)).toBe(true)
    const malformed: string[] = []
    for (const row of rows) {
      const response = await t.request(`/covers/${row.id}.svg`)
      expect(response.status).toBe(200)
      const doc = new DOMParser().parseFromString(await response.text(), 'image/svg+xml')
      if (
        doc.getElementsByTagName('parsererror').length > 0 ||
        doc.documentElement.nodeName !== 'svg'
      ) {
        malformed.push(row.id)
      }
    }
    expect(malformed).toEqual([])
  })
})
