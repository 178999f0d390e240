// Issue 32: `/favicon.ico` answered 404, a console error on every template preview. Every page the
// store serves (its app pages in both languages, error pages, its own server pages, the template
// previews) links the icon set in its head; each linked file is served from this site (no
// third-party request) with the type it is and cached forever (its name carries its hash); the
// addresses browsers ask for without a link answer the same bytes, cached for a week.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STORE_ICONS } from '#catalogue/store-icons'
import { IMMUTABLE_CACHE_CONTROL, ROOT_ICON_CACHE_CONTROL } from '#server/static'
import { createTestApp, type TestApp } from './test-app'

const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

/** The links of a page's head, as `rel href` pairs, with their other attributes. */
function headIcons(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'))
  return [...head.matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /\brel="(icon|apple-touch-icon|shortcut icon)"/.test(tag))
    .map((tag) => {
      const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1]
      return [attr('rel'), attr('href'), attr('type'), attr('sizes')].filter(Boolean).join(' ')
    })
}

const LINKED = [
  `icon ${STORE_ICONS.ico} 32x32`,
  `icon ${STORE_ICONS.svg} image/svg+xml`,
  `apple-touch-icon ${STORE_ICONS.appleTouch}`,
]

describe('the store icons', () => {
  let t: TestApp
  let designed: string
  let standIn: string
  /** A page of the designed template's site other than its home. */
  let page: string

  beforeAll(async () => {
    t = await createTestApp({ config: { previewBaseUrl: '/preview' } })
    const [first, second] = await t.db.selectFrom('templates').select('id').limit(2).execute()
    if (!first || !second) throw new Error('The seed has fewer than two templates')
    designed = first.id
    standIn = second.id
    // A template added by hand, without a design: its preview is the one-page stand-in.
    const palette = { primary: '#123456', secondary: '#eeeeee', accent: '#ff6600' }
    await t.db
      .updateTable('templates')
      .set({ palette: JSON.stringify({ ...palette, text: '#111111', background: '#ffffff' }) })
      .where('id', '=', standIn)
      .execute()
    const home = await (await t.request(`/preview/templates/${designed}`)).text()
    page = new RegExp(`href="/preview/templates/${designed}/([a-z-]+)"`).exec(home)?.[1] ?? ''
    expect(page).not.toBe('')
  })
  afterAll(() => t.close())

  it.each([
    '/store',
    '/ja/store/all',
    '/store/designers/aoi-studio',
    '/ja/store/no-such-page',
    '/auth/sign-in',
    '/auth/sign-in?lang=ja',
    '/preview/templates/{designed}',
    '/preview/templates/{designed}/{page}?lang=ja',
    '/preview/templates/{standIn}',
  ])('%s links the icon set in its head, once', async (pagePath) => {
    const url = pagePath
      .replace('{designed}', designed)
      .replace('{page}', page)
      .replace('{standIn}', standIn)
    const response = await t.request(url, { headers: { 'user-agent': DESKTOP_CHROME } })
    expect(response.status, url).toBe(url.includes('no-such-page') ? 404 : 200)
    expect(headIcons(await response.text())).toEqual(LINKED)
  })

  it.each([
    [STORE_ICONS.svg, 'image/svg+xml'],
    [STORE_ICONS.ico, 'image/x-icon'],
    [STORE_ICONS.appleTouch, 'image/png'],
  ])('%s is served from this site as %s and cached for good', async (href, type) => {
    const response = await t.request(href)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(type)
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL)
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.equals(fs.readFileSync(path.join('public', href)))).toBe(true)
  })

  it.each([
    ['/favicon.ico', STORE_ICONS.ico, 'image/x-icon'],
    ['/apple-touch-icon.png', STORE_ICONS.appleTouch, 'image/png'],
  ])(
    '%s (asked for without a link) answers the same icon, cached for a week',
    async (href, linked, type) => {
      const response = await t.request(href)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe(type)
      expect(response.headers.get('cache-control')).toBe(ROOT_ICON_CACHE_CONTROL)
      const bytes = Buffer.from(await response.arrayBuffer())
      expect(bytes.equals(fs.readFileSync(path.join('public', linked)))).toBe(true)
    },
  )
})
