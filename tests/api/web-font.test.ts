// Issue 14, "readable everywhere": the store ships its own Latin face. Every page preloads the
// file its stylesheet names, and the file is served as a font that is cached for good.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LATIN_FONT_URL } from '#src/lib/web-font'
import { IMMUTABLE_CACHE_CONTROL } from '#server/static'
import { createTestApp, type TestApp } from './test-app'

describe('the Latin web font', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t?.close()
  })

  it.each(['/store', '/ja/store', '/store/no-such-page'])(
    '%s preloads it and its stylesheet uses it',
    async (path) => {
      const html = await (await t.request(`http://store.test${path}`)).text()
      const preload = [...html.matchAll(/<link\b[^>]*>/g)]
        .map((m) => m[0])
        .find((tag) => tag.includes(`href="${LATIN_FONT_URL}"`))
      expect(preload).toBeDefined()
      expect(preload).toMatch(/rel="preload"/)
      expect(preload).toMatch(/as="font"/)
      expect(preload).toMatch(/type="font\/woff2"/)
      expect(preload).toMatch(/crossorigin="anonymous"/i)

      const stylesheets = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)]
      const css = await Promise.all(
        stylesheets.map(async (m) => (await t.request(`http://store.test${m[1]}`)).text()),
      )
      const faces = css.join('\n').match(/@font-face\{[^}]*\}/g) ?? []
      expect(
        faces.some((face) => face.includes(LATIN_FONT_URL) && /font-display:optional/.test(face)),
      ).toBe(true)
    },
  )

  it('is served as woff2 and cached for good', async () => {
    const response = await t.request(LATIN_FONT_URL)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('font/woff2')
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL)
    const body = Buffer.from(await response.arrayBuffer())
    expect(body.subarray(0, 4).toString('latin1')).toBe('wOF2')
  })
})
