// The template sites' pictures: a scene with objects of the business for every industry, one
// sprite per page carrying exactly the icons the page uses, self-contained, deterministic,
// accessible and light.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { INDUSTRIES } from '#catalogue/industries'
import { PICTURE_ICONS } from '#server/template-sites/picture-icons'
import { INDUSTRY_KITS, kitIconNames, splitSkinTone } from '#server/template-sites/picture-kits'
import {
  PICTURE_CREDIT,
  createPictureBook,
  type PictureBook,
} from '#server/template-sites/pictures'
import type { Palette } from '#server/template-words'

const LIGHT: Palette = {
  primary: '#8c3b2a',
  secondary: '#f4e6d4',
  accent: '#d98e32',
  background: '#fbf4ea',
  text: '#3a2318',
}
const DARK: Palette = {
  primary: '#0d0d12',
  secondary: '#1a1a24',
  accent: '#ff2e88',
  background: '#0d0d12',
  text: '#f5f5fa',
}

/** A page's worth of pictures: the hero, a band, four offering cards, two people, two thumbnails. */
const PAGE_BUDGET_BYTES = 36_000

function page(book: PictureBook): string[] {
  return [
    book.picture('hero', 0, { className: 'hero-pic' }),
    book.picture('wide', 3, { className: 'head-pic' }),
    ...[0, 1, 2, 3].map((subject) =>
      book.picture('card', subject + 1, { subject, className: 'thumb' }),
    ),
    book.picture('avatar', 20, { className: 'avatar' }),
    book.picture('avatar', 21, { className: 'avatar' }),
    book.picture('mini', 7, { subject: 1, className: 'mini' }),
    book.picture('square', 30, { subject: 2, className: 'work' }),
  ]
}

type Dom = { window: Window & { eval(source: string): unknown; DOMParser: typeof DOMParser } }
const require = createRequire(import.meta.url)
// jsdom ships no types; this file only needs a window it can run axe-core in.
const { JSDOM } = require('jsdom') as {
  JSDOM: new (html: string, options: { runScripts: 'outside-only' }) => Dom
}

const uses = (markup: string) =>
  [...markup.matchAll(/<use href="#([^"]+)"/g)].map((m) => m[1] ?? '')
const symbols = (markup: string) =>
  [...markup.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1] ?? '')

describe('template pictures', () => {
  it('draws a scene with at least one object for every industry', () => {
    expect(INDUSTRIES).toHaveLength(77)
    for (const { slug } of INDUSTRIES) {
      // Mapped by name, not only through the group fallback.
      expect(INDUSTRY_KITS[slug], slug).toBeDefined()
      const book = createPictureBook({
        industry: slug,
        siteType: 'corporate',
        palette: LIGHT,
        seed: 3,
      })
      for (const slot of ['hero', 'wide', 'card', 'square', 'mini', 'avatar'] as const) {
        const svg = book.picture(slot, 0)
        expect(uses(svg).length, `${slug} ${slot}`).toBeGreaterThanOrEqual(1)
        // A scene, not a bare icon: background shapes come before the objects.
        expect(svg.indexOf('<rect') < svg.indexOf('<use') || slot === 'avatar', slug).toBe(true)
      }
    }
  })

  it('falls back to the industry group for an industry it does not name', () => {
    const book = createPictureBook({ industry: 'no-such', siteType: 'lp', palette: LIGHT, seed: 0 })
    expect(uses(book.picture('hero', 0)).length).toBeGreaterThan(0)
  })

  it('gives every offering of an industry its own objects', () => {
    for (const { slug } of INDUSTRIES) {
      const book = createPictureBook({
        industry: slug,
        siteType: 'corporate',
        palette: LIGHT,
        seed: 1,
      })
      const sets = [0, 1, 2, 3].map((subject) =>
        uses(book.picture('card', 0, { subject }))
          .sort()
          .join(' '),
      )
      expect(new Set(sets).size, `${slug}: ${sets.join(' | ')}`).toBe(4)
    }
  })

  it('finds an icon for every name the kits use, skin tones included', () => {
    const has = (name: string) => name in PICTURE_ICONS
    for (const name of kitIconNames()) expect(has(splitSkinTone(name, has).base), name).toBe(true)
  })

  it('puts exactly the used icons in the sprite, each once, with ids unique on the page', () => {
    for (const { slug } of INDUSTRIES) {
      const book = createPictureBook({ industry: slug, siteType: 'brand', palette: DARK, seed: 11 })
      const markup = page(book).join('')
      const sprite = book.sprite()
      const used = new Set(uses(markup))
      expect(new Set(symbols(sprite)), slug).toEqual(used)
      expect(symbols(sprite)).toHaveLength(used.size)
      const ids = [...(markup + sprite).matchAll(/\bid="([^"]+)"/g)].map((m) => m[1])
      expect(new Set(ids).size, slug).toBe(ids.length)
      expect(ids.every((id) => id?.startsWith('pic-'))).toBe(true)
    }
  })

  it('gives no sprite to a page without pictures', () => {
    expect(
      createPictureBook({ industry: 'cafe', siteType: 'lp', palette: LIGHT, seed: 0 }).sprite(),
    ).toBe('')
  })

  it('is self-contained: no URL, no <image>, no script, no foreign object', () => {
    for (const { slug } of INDUSTRIES) {
      const book = createPictureBook({ industry: slug, siteType: 'media', palette: LIGHT, seed: 5 })
      const all = page(book).join('') + book.sprite()
      expect(all, slug).not.toMatch(/https?:|<image|<script|<foreignObject|\son[a-z]+=|url\((?!#)/i)
    }
  })

  it('is deterministic', () => {
    const args = { industry: 'hotel', siteType: 'travel', palette: LIGHT, seed: 42 }
    const a = createPictureBook(args)
    const b = createPictureBook(args)
    expect(page(a)).toEqual(page(b))
    expect(a.sprite()).toBe(b.sprite())
    // … and the arguments matter.
    const c = createPictureBook({ ...args, seed: 43 })
    expect(page(c)).not.toEqual(page(a))
  })

  it('names labelled pictures and hides decorative ones', () => {
    const book = createPictureBook({ industry: 'cafe', siteType: 'lp', palette: LIGHT, seed: 0 })
    const labelled = book.picture('card', 0, { label: 'Hand-drip "coffee" & cake', subject: 0 })
    expect(labelled).toMatch(
      /^<svg [^>]*role="img" aria-label="Hand-drip &quot;coffee&quot; &amp; cake"/,
    )
    expect(labelled).not.toContain('aria-hidden')
    const plain = book.picture('card', 0, { className: 'thumb' })
    expect(plain).toMatch(/^<svg class="pic thumb" [^>]*aria-hidden="true"/)
    expect(plain).not.toContain('role=')
    expect(plain).toContain('preserveAspectRatio="xMidYMid slice"')
    expect(plain).toContain('width="100%" height="100%"')
  })

  it('parses as SVG and gives axe nothing to report', async () => {
    const book = createPictureBook({
      industry: 'law-firm',
      siteType: 'professional',
      palette: LIGHT,
      seed: 2,
    })
    const pictures = page(book)
    pictures.push(book.picture('card', 2, { label: 'Inheritance', subject: 1 }))
    const html = `<!doctype html><html lang="en"><head><title>Pictures</title></head><body><main><h1>Pictures</h1>${pictures.join('')}</main>${book.sprite()}</body></html>`
    const dom = new JSDOM(html, { runScripts: 'outside-only' })
    const { document } = dom.window
    expect(document.querySelectorAll('main > svg')).toHaveLength(pictures.length)
    for (const svg of [...document.querySelectorAll('svg')])
      expect(svg.namespaceURI).toBe('http://www.w3.org/2000/svg')
    // Every picture and the sprite is well-formed XML on its own.
    const parser = new dom.window.DOMParser()
    for (const markup of [...pictures, book.sprite()]) {
      const xml = markup.replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ')
      const parsed = parser.parseFromString(xml, 'image/svg+xml')
      expect(parsed.querySelector('parsererror'), markup.slice(0, 80)).toBeNull()
    }
    const source = readFileSync(
      createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
      'utf8',
    )
    dom.window.eval(source)
    const axe = (
      dom.window as unknown as {
        axe: { run: (ctx: unknown, o: unknown) => Promise<{ violations: { id: string }[] }> }
      }
    ).axe
    const result = await axe.run(document, { rules: { 'color-contrast': { enabled: false } } })
    expect(result.violations.map((v) => v.id)).toEqual([])
    // axe-core (half a megabyte of script) evaluated and run in jsdom: seconds of CPU on a loaded
    // machine, no timer to fake.
  }, 30_000)

  it(`keeps a page of ten pictures and its sprite under ${PAGE_BUDGET_BYTES} bytes`, () => {
    let heaviest = 0
    for (const { slug } of INDUSTRIES)
      for (const palette of [LIGHT, DARK]) {
        const book = createPictureBook({ industry: slug, siteType: 'corporate', palette, seed: 7 })
        const bytes = Buffer.byteLength(page(book).join('') + book.sprite())
        heaviest = Math.max(heaviest, bytes)
      }
    expect(heaviest).toBeLessThan(PAGE_BUDGET_BYTES)
  })

  it('has a credit line in both languages', () => {
    expect(PICTURE_CREDIT.en).toMatch(/Fluent Emoji.*Microsoft.*MIT/)
    expect(PICTURE_CREDIT.ja).toMatch(/Fluent Emoji.*Microsoft.*MIT/)
  })
})
