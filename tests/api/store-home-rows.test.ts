// Issue 32: the store home's rows (ranking, new arrivals, free templates) open with finished
// designs, real shots of a template's site, not grey wireframes (the free layout skeletons, which
// have their own listing). The home page as served is read like a visitor's browser gets it, in
// both locales, and each cover the first cards of a row show is looked up in the catalogue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOME_SECTIONS } from '#src/features/home/components/home-sections'
import { createTestApp, type TestApp } from './test-app'

/** What a row shows before it is scrolled at the widest layout (five to a row). */
const ROW_OPENING = 5
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

/** The cover addresses of one home row, in the order its cards come. */
function rowCovers(html: string, key: string): string[] {
  const start = html.indexOf(`data-testid="home-section-${key}-items"`)
  if (start < 0) throw new Error(`The home page has no ${key} row`)
  const end = html.indexOf('</section>', start)
  return [...html.slice(start, end).matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)].map((m) => m[1] ?? '')
}

describe('the store home rows', () => {
  let t: TestApp
  let wireframes: Set<string>

  beforeAll(async () => {
    t = await createTestApp()
    const rows = await t.db
      .selectFrom('templates')
      .select('id')
      .where('is_wireframe', '=', 1)
      .execute()
    wireframes = new Set(rows.map((row) => row.id))
  })
  afterAll(() => t.close())

  it.each(['/store', '/ja/store'])('%s: every row opens with finished designs', async (path) => {
    const response = await t.request(path, { headers: { 'user-agent': DESKTOP_CHROME } })
    expect(response.status).toBe(200)
    const html = await response.text()
    // The seed has wireframes to leave out: the check below could catch one.
    expect(wireframes.size).toBeGreaterThan(0)
    for (const section of HOME_SECTIONS) {
      const covers = rowCovers(html, section.key).slice(0, ROW_OPENING)
      expect(covers, section.key).toHaveLength(ROW_OPENING)
      const opening = covers.map((src) => {
        // A shot of the template's own site: /covers/shots/{templateId}/{version}/cover-800.webp (.ja.webp in Japanese).
        const shot = /^\/covers\/shots\/([a-z0-9]+)\/[0-9a-f]+\/cover-\d+(?:\.ja)?\.webp$/.exec(src)
        return {
          src,
          templateId: shot?.[1],
          wireframe: shot ? wireframes.has(shot[1] ?? '') : null,
        }
      })
      expect(
        opening.filter((card) => card.templateId === undefined || card.wireframe),
        `${path} ${section.key}`,
      ).toEqual([])
    }
  })
})
