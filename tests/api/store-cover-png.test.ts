import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COVER_PNG_HEIGHT, COVER_PNG_WIDTH, coverPngPath } from '#catalogue/cover-paths'
import { DEFAULT_COVER_PNG_CACHE_BYTES, readConfig } from '#server/config'
import { COVER_FONT_FACES, pickCoverFonts } from '#server/cover-fonts'
import { renderCoverSvg } from '#server/covers'
import { createCoverPngRenderer } from '#server/cover-png'
import { ENGINES, createTestApp, type TestApp } from './test-app'

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** Width and height from the IHDR chunk, which a valid PNG carries first. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE)
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe('IHDR')
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

describe.each(ENGINES)('PNG covers on %s', (engine) => {
  let t: TestApp
  let templateId: string
  beforeAll(async () => {
    t = await createTestApp({ engine })
    templateId = (
      await t.db.selectFrom('templates').select('id').orderBy('id').executeTakeFirstOrThrow()
    ).id
  })
  afterAll(async () => {
    await t?.close()
  })

  it('are 1200×630 PNG images at the path the pages link to, cacheable for long', async () => {
    expect(coverPngPath(templateId)).toBe(`/covers/${templateId}.png`)
    const response = await t.request(coverPngPath(templateId), {
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    // Already compressed: gzip would only cost time.
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=(\d{6,})/)
    expect(response.headers.get('etag')).toMatch(/^W\/"[\w-]+"$/)
    const size = pngSize(new Uint8Array(await response.arrayBuffer()))
    expect(size).toEqual({ width: COVER_PNG_WIDTH, height: COVER_PNG_HEIGHT })
    expect(size).toEqual({ width: 1200, height: 630 })
  })

  it('answer 304 to a matching If-None-Match, weak or strong, and 200 to another', async () => {
    const first = await t.request(coverPngPath(templateId))
    const etag = first.headers.get('etag') ?? ''
    for (const ifNoneMatch of [etag, etag.replace(/^W\//, ''), `"other", ${etag}`, '*']) {
      const again = await t.request(coverPngPath(templateId), {
        headers: { 'if-none-match': ifNoneMatch },
      })
      expect(again.status, ifNoneMatch).toBe(304)
      expect(again.headers.get('etag')).toBe(etag)
      expect((await again.arrayBuffer()).byteLength).toBe(0)
    }
    const other = await t.request(coverPngPath(templateId), {
      headers: { 'if-none-match': '"something-else"' },
    })
    expect(other.status).toBe(200)
    expect(Buffer.from(await other.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()))
  })

  it('answer 404 for an unknown template or another image type', async () => {
    expect((await t.request('/covers/no-such-template.png')).status).toBe(404)
    expect((await t.request(`/covers/${templateId}.gif`)).status).toBe(404)
    expect((await t.request('/covers/.png')).status).toBe(404)
  })

  it('leave a compressed SVG cover revalidatable by its (now weak) ETag', async () => {
    const svg = await t.request(`/covers/${templateId}.svg`, {
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(svg.headers.get('content-encoding')).toBe('gzip')
    const etag = svg.headers.get('etag') ?? ''
    expect(etag).toMatch(/^W\//)
    const again = await t.request(`/covers/${templateId}.svg`, {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    })
    expect(again.status).toBe(304)
  })
})

describe('cover PNG renderer', () => {
  const card = (title: string, fill = '#3366cc') =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="${fill}"/>` +
    `<text x="60" y="300" font-family="Helvetica, Arial, sans-serif" font-size="96" fill="#fff">${title}</text></svg>`

  it('draws the text (a host font stands in for Helvetica)', async () => {
    const renderer = createCoverPngRenderer(1024 * 1024)
    const withText = await renderer.render('a', card('Pioneer'))
    const withoutText = await renderer.render('b', card(''))
    expect(pngSize(withText)).toEqual({ width: 1200, height: 630 })
    // Glyphs add pixels of another colour, so the image cannot compress to the same bytes.
    expect(withText.byteLength).toBeGreaterThan(withoutText.byteLength + 500)
  })

  it('renders a cover once however many ask for it together, then answers from memory', async () => {
    const renderer = createCoverPngRenderer(1024 * 1024)
    const together = await Promise.all([1, 2, 3].map(() => renderer.render('k', card('Same'))))
    expect(together[1]).toBe(together[0])
    expect(together[2]).toBe(together[0])
    expect(await renderer.render('k', card('ignored: the key names the content'))).toBe(together[0])
    expect(renderer.cache.size).toBe(1)
  })

  it('keeps the cache within its byte budget', async () => {
    const one = await createCoverPngRenderer(1024 * 1024).render('x', card('Budget'))
    // Room for two renditions, not three.
    const budget = Math.floor(one.byteLength * 2.5) + 1024
    const renderer = createCoverPngRenderer(budget)
    for (const [i, fill] of ['#3366cc', '#cc3366', '#66cc33'].entries()) {
      await renderer.render(String(i), card('Budget', fill))
    }
    expect(renderer.cache.bytes).toBeLessThanOrEqual(budget)
    expect(renderer.cache.size).toBe(2)
    expect(renderer.cache.has('0')).toBe(false)
    expect(renderer.cache.has('2')).toBe(true)
  })

  it('takes its budget from COVER_PNG_CACHE_BYTES, 32 MB by default', () => {
    expect(readConfig({}).coverPngCacheBytes).toBe(DEFAULT_COVER_PNG_CACHE_BYTES)
    expect(DEFAULT_COVER_PNG_CACHE_BYTES).toBe(32 * 1024 * 1024)
    expect(readConfig({ COVER_PNG_CACHE_BYTES: '1000' }).coverPngCacheBytes).toBe(1000)
    expect(() => readConfig({ COVER_PNG_CACHE_BYTES: 'lots' })).toThrow(/COVER_PNG_CACHE_BYTES/)
  })
})

describe('cover fonts', () => {
  it('load one known sans and one serif face instead of every system font', () => {
    const present = new Map([
      ['DejaVuSans.ttf', '/fonts/dejavu/DejaVuSans.ttf'],
      ['LiberationSans-Regular.ttf', '/fonts/liberation/LiberationSans-Regular.ttf'],
      ['LiberationSans-Bold.ttf', '/fonts/liberation/LiberationSans-Bold.ttf'],
      ['DejaVuSerif.ttf', '/fonts/dejavu/DejaVuSerif.ttf'],
      ['NotoSansCJK-Regular.ttc', '/fonts/noto/NotoSansCJK-Regular.ttc'],
    ])
    expect(pickCoverFonts(present)).toEqual({
      loadSystemFonts: false,
      fontFiles: [
        '/fonts/liberation/LiberationSans-Regular.ttf',
        '/fonts/liberation/LiberationSans-Bold.ttf',
        '/fonts/dejavu/DejaVuSerif.ttf',
      ],
      defaultFontFamily: 'Liberation Sans',
    })
  })

  it('set serif text in the sans face when no serif face is known', () => {
    const present = new Map([['DejaVuSans.ttf', '/f/DejaVuSans.ttf']])
    expect(pickCoverFonts(present)).toMatchObject({
      fontFiles: ['/f/DejaVuSans.ttf'],
      defaultFontFamily: 'DejaVu Sans',
    })
  })

  it("are named in the covers' font stacks, unquoted, so resvg finds them", () => {
    const palette = {
      primary: '#111',
      secondary: '#222',
      accent: '#333',
      background: '#fff',
      text: '#000',
    }
    // Each of the three hero layouts (picked by id) names a sans or serif stack.
    const stacks = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g'].flatMap((id) =>
        [
          ...renderCoverSvg({
            id,
            title: 'T — t',
            siteType: 'corporate',
            palette,
            wireframe: false,
          }).matchAll(/font-family="([^"]+)"/g),
        ].map((match) => match[1] ?? ''),
      ),
    )
    const stackOf = (role: 'sans' | 'serif') =>
      [...stacks].find((stack) => stack.endsWith(role === 'sans' ? ', sans-serif' : ', serif'))
    for (const face of COVER_FONT_FACES) {
      expect(stackOf(face.role)?.split(', '), face.family).toContain(face.family)
    }
  })

  it('fall back to scanning the system when none of the known faces is there', () => {
    const present = new Map([['SomethingElse.ttf', '/f/SomethingElse.ttf']])
    expect(pickCoverFonts(present)).toEqual({ loadSystemFonts: true })
  })
})
