// Real templates (issue 14): every seeded template's preview site answers in both languages with
// links that lead to its own pages, its covers were shot in both languages (issue 27: every width,
// WebP and JPEG, the sizes the pages reserve; the API names the language's cover), and the catalogue's words make sense: no repeated titles, none of the old
// machine-made phrases, a bio of its own for every designer that names the designer's designs.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  SHOT_COVER_WIDTHS,
  SHOT_LANGUAGES,
  SHOT_PAGE_HEIGHT,
  SHOT_PAGE_WIDTH,
  coverSrcSet,
  ogShotUrl,
  pageShotUrl,
  shotCoverFile,
  shotOf,
  shotOgFile,
  shotPageFile,
} from '#catalogue/cover-shots'
import { menuPagesOf, templateSitePages } from '#catalogue/template-pages'
import { cacheControlFor, IMMUTABLE_CACHE_CONTROL } from '#server/static'
import { DESIGNS } from '#server/template-sites/designs'
import { ENGINES, createTestApp, readJson, type TestApp } from './test-app'

type Row = { id: string; site_type: string; industry: string; title_en: string }

/** Width and height of a WebP (lossy VP8, lossless VP8L or extended VP8X) or a baseline JPEG. */
function imageSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') {
    const chunk = bytes.toString('ascii', 12, 16)
    if (chunk === 'VP8 ')
      return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff }
    if (chunk === 'VP8L') {
      const bits = bytes.readUInt32LE(21)
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
    }
    if (chunk === 'VP8X')
      return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 }
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2
    while (at < bytes.length) {
      const marker = bytes[at + 1] ?? 0
      const length = bytes.readUInt16BE(at + 2)
      if (marker >= 0xc0 && marker <= 0xc2)
        return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) }
      at += 2 + length
    }
  }
  throw new Error('not a WebP or JPEG')
}

const publicFile = (url: string) => path.resolve('public', `.${url}`)

describe.each(ENGINES)('template sites on %s', (engine) => {
  let t: TestApp
  let rows: Row[]

  beforeAll(async () => {
    t = await createTestApp({ engine })
    rows = await t.db
      .selectFrom('templates')
      .select(['id', 'site_type', 'industry', 'title_en'])
      .orderBy('id')
      .execute()
  })
  afterAll(async () => {
    await t?.close()
  })

  it('serves every page of every seeded template in both languages, every link leading to one of its pages', async () => {
    expect(rows).toHaveLength(144)
    let pagesServed = 0
    for (const row of rows) {
      const pages = templateSitePages(row.site_type, row.industry)
      expect(pages.length, row.id).toBeGreaterThanOrEqual(4)
      for (const lang of ['en', 'ja'] as const) {
        const query = lang === 'ja' ? '?lang=ja' : ''
        const base = `/preview/templates/${row.id}`
        const urlOf = (p: (typeof pages)[number]) => `${base}${p.slug ? `/${p.slug}` : ''}${query}`
        const own = new Set(pages.map(urlOf))
        const menu = new Set(menuPagesOf(pages).map(urlOf))
        for (const url of own) {
          const response = await t.request(url)
          expect(response.status, url).toBe(200)
          const html = await response.text()
          expect(html, url).toContain(`<html lang="${lang}">`)
          if (lang === 'ja') expect(html, url).toMatch(/[\u3040-\u30ff]/)
          const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) =>
            (m[1] ?? '').replaceAll('&amp;', '&'),
          )
          const internal = links.filter((href) => href.startsWith(base))
          // The header, footer and calls to action link every page of the site's menu (a case
          // or article page is linked from its list).
          expect(new Set(internal.filter((href) => menu.has(href))).size, url).toBe(menu.size)
          // Nothing else: each link is one of its pages, or the same page in the other language.
          for (const href of internal) {
            const sameSite =
              own.has(href) || own.has(href.replace('?lang=ja', '')) || own.has(`${href}?lang=ja`)
            expect(sameSite, `${href} on ${url}`).toBe(true)
          }
          expect(
            links.filter((href) => /^(https?:)?\/\//.test(href)),
            url,
          ).toEqual([])
          pagesServed++
        }
      }
    }
    expect(pagesServed).toBeGreaterThan(144 * 2 * 4)
  }, 120_000)

  it('answers 404 for a page the site does not have and for an unknown template, in the preview language', async () => {
    const row = rows[0] as Row
    const page = await t.request(`/preview/templates/${row.id}/no-such-page`)
    expect(page.status).toBe(404)
    expect(await page.text()).toContain(
      `<h1>404 Not Found</h1><p>Page Not Found: /preview/templates/${row.id}/no-such-page</p>`,
    )
    const pageJa = await t.request(`/preview/templates/${row.id}/no-such-page?lang=ja`)
    expect(pageJa.status).toBe(404)
    expect(await pageJa.text()).toContain(
      `<h1>404 ページが見つかりません</h1><p>ページが見つかりません: /preview/templates/${row.id}/no-such-page</p>`,
    )
    const template = await t.request('/preview/templates/no-such-template')
    expect(template.status).toBe(404)
    expect(await template.text()).toContain('<p>Template no-such-template was not found</p>')
    const templateJa = await (await t.request('/preview/templates/no-such-template?lang=ja')).text()
    expect(templateJa).toContain('<html lang="ja">')
    expect(templateJa).toContain('<p>テンプレート「no-such-template」は見つかりませんでした</p>')
    expect(templateJa).not.toMatch(/Not Found|was not found/)
  })

  it('names a shot cover in the language asked for, for every seeded template, and every shot exists in its size in both languages', async () => {
    for (const language of SHOT_LANGUAGES) {
      const { status, body } = await readJson<{
        data: { templates: { template_id: string; cover_url: string }[] }
      }>(
        await t.request('/v2/store/templates/search', {
          method: 'POST',
          json: { limit: 100, order_by: 'ranking', language },
        }),
      )
      expect(status).toBe(200)
      for (const item of body.data.templates) {
        expect(shotOf(item.cover_url), `${item.template_id} ${language}`).toEqual({
          folder: expect.any(String),
          language,
        })
      }
    }
    const folders = new Map<string, string>()
    for (const row of rows) {
      const [en, ja] = await Promise.all(
        SHOT_LANGUAGES.map(async (language) => {
          const detail = await readJson<{ data: { cover_url: string } }>(
            await t.request(`/v2/store/templates/${row.id}?language=${language}`),
          )
          return detail.body.data.cover_url
        }),
      )
      // /ja pages use the Japanese files: the cover, its widths, the link preview, the gallery.
      expect(shotOf(en ?? ''), row.id).toMatchObject({ language: 'en' })
      expect(shotOf(ja ?? ''), row.id).toMatchObject({ language: 'ja' })
      expect(coverSrcSet(ja ?? ''), row.id).toMatch(/cover-1600\.ja\.webp 1600w$/)
      expect(ogShotUrl(ja ?? ''), row.id).toMatch(/\/og\.ja\.jpg$/)
      expect(pageShotUrl(ja ?? '', ''), row.id).toMatch(/\/page-home\.ja\.webp$/)
      expect(shotOf(ja ?? '')?.folder, row.id).toBe(shotOf(en ?? '')?.folder)
      folders.set(row.id, shotOf(en ?? '')?.folder ?? '')
    }

    let files = 0
    for (const row of rows) {
      const dir = publicFile(folders.get(row.id) ?? '')
      for (const language of SHOT_LANGUAGES) {
        const where = `${row.id} ${language}`
        for (const width of SHOT_COVER_WIDTHS) {
          const size = imageSize(fs.readFileSync(path.join(dir, shotCoverFile(width, language))))
          expect(size, `${where} ${width}`).toEqual({ width, height: (width * 3) / 4 })
          files++
        }
        expect(imageSize(fs.readFileSync(path.join(dir, shotOgFile(language)))), where).toEqual({
          width: 1200,
          height: 630,
        })
        files++
        for (const page of templateSitePages(row.site_type, row.industry)) {
          const file = path.join(dir, shotPageFile(page.slug, language))
          expect(imageSize(fs.readFileSync(file)), `${where} ${page.slug}`).toEqual({
            width: SHOT_PAGE_WIDTH,
            height: SHOT_PAGE_HEIGHT,
          })
          files++
        }
      }
    }
    expect(files).toBeGreaterThan(144 * 8 * 2)
    // Versioned folders: cached for good.
    expect(cacheControlFor('covers/shots/abc/0123456789/cover-800.webp')).toBe(
      IMMUTABLE_CACHE_CONTROL,
    )
  })

  it('writes titles that never repeat, descriptions without machine-made phrases, and a bio of its own for every designer', async () => {
    const templates = await t.db
      .selectFrom('templates')
      .select([
        'title_en',
        'title_ja',
        'description_en',
        'description_ja',
        'designer_id',
        'palette',
      ])
      .execute()
    expect(new Set(templates.map((r) => r.title_en)).size).toBe(templates.length)
    expect(new Set(templates.map((r) => r.title_ja)).size).toBe(templates.length)
    for (const r of templates) {
      expect(r.description_en).not.toMatch(
        /Comes with|with sections for| {2}|\bfor \w+ businesses\b/,
      )
      expect(r.description_en).not.toMatch(/ ,|\.\./)
      expect(r.description_ja).not.toMatch(/に対応しています。デザイン：/)
    }
    const designers = await t.db
      .selectFrom('designers')
      .select(['id', 'bio_en', 'bio_ja'])
      .execute()
    expect(new Set(designers.map((d) => d.bio_en)).size).toBe(designers.length)
    expect(new Set(designers.map((d) => d.bio_ja)).size).toBe(designers.length)
    // No sentence is shared by two bios.
    const sentences = designers.flatMap((d) => d.bio_en.split(/(?<=\.) /))
    expect(new Set(sentences).size).toBe(sentences.length)
    // True to the designer: the bio names every design their templates are made from.
    for (const d of designers) {
      const designs = new Set(
        templates
          .filter((r) => r.designer_id === d.id)
          .map((r) => (JSON.parse(r.palette) as { design?: string }).design),
      )
      expect(designs.size, d.id).toBeGreaterThan(0)
      for (const id of designs) {
        const design = DESIGNS.find((x) => x.id === id)
        expect(d.bio_en, `${d.id} ${id}`).toContain(design?.name.en)
        expect(d.bio_ja, `${d.id} ${id}`).toContain(design?.name.ja)
      }
    }
  })
})
