// The templates the store sells (issue 27): every seeded template is its own site, priced by one
// rule, and listings mix designs; designs differ in structure, not only in colour.
import { describe, expect, it } from 'vitest'
import { INDUSTRIES } from '#catalogue/industries'
import { SITE_TYPES } from '#catalogue/site-types'
import { templateSitePages } from '#catalogue/template-pages'
import { generateTemplates } from '#server/db/seed-store'
import { DESIGNS } from '#server/template-sites/designs'
import { tierOf } from '#server/template-sites/price-rule'
import { businessOf } from '#server/template-sites/render'
import { templateSiteOf } from '#server/template-sites/site-facts'

const templates = generateTemplates(144).map((t) => {
  const site = templateSiteOf(t)
  if (!site) throw new Error(`${t.id} has no site`)
  return { ...t, site }
})

/** Values that occur more than once, with how often. */
function repeated(values: string[]): Record<string, number> {
  const counts = new Map<string, number>()
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1)
  return Object.fromEntries([...counts].filter(([, n]) => n > 1))
}

describe('the seeded catalogue', () => {
  it('sells 144 templates that are each their own business, in both languages', () => {
    expect(templates).toHaveLength(144)
    for (const lang of ['en', 'ja'] as const) {
      const businesses = templates.map((t) => businessOf(t.site))
      expect(repeated(businesses.map((b) => b.name[lang])), `names (${lang})`).toEqual({})
      expect(repeated(businesses.map((b) => b.tagline[lang])), `headlines (${lang})`).toEqual({})
      expect(repeated(businesses.map((b) => b.lead[lang])), `leads (${lang})`).toEqual({})
    }
    expect(repeated(templates.map((t) => t.title_en))).toEqual({})
    expect(repeated(templates.map((t) => t.title_ja))).toEqual({})
  })

  it('titles lead with what the site is for, in one form per language', () => {
    for (const t of templates) {
      const design = t.site.design
      expect(t.title_en, t.id).toMatch(
        new RegExp(` — ${design.wireframe ? 'Wireframe' : design.name.en}`),
      )
      if (!design.wireframe) expect(t.title_en.indexOf(design.name.en), t.id).toBeGreaterThan(0)
      expect(t.title_ja, t.id).toMatch(/^[^｜]+のサイト｜|^[^｜]+サイト｜|^[^｜]+｜/)
      expect(t.title_ja.startsWith(design.name.ja), t.id).toBe(false)
    }
  })

  it('prices every template by the one rule, so the same thing never sells at two prices', () => {
    const priceOf = new Map<string, string>()
    for (const t of templates) {
      const pages = templateSitePages(t.site.siteType, t.site.industry)
      expect(t.tier, t.id).toBe(tierOf({ design: t.site.design, pages }))
      const what = JSON.stringify([t.site.design.id, pages.map((p) => p.kind)])
      expect(priceOf.get(what) ?? t.tier, what).toBe(t.tier)
      priceOf.set(what, t.tier)
    }
    // Free templates exist (the free-plan tag), and so do dear ones.
    expect(templates.some((t) => t.tier === 'TIER_0' && !t.site.design.wireframe)).toBe(true)
    expect(templates.some((t) => Number(t.tier.slice(5)) >= 7)).toBe(true)
  })

  it('mixes designs in every site-type and industry listing of six or more', () => {
    const listings = new Map<string, string[]>()
    for (const t of templates) {
      for (const key of [
        `sitetype ${t.site_type}`,
        `industry ${t.industry}`,
        `sitetype group ${t.site_type_group}`,
        `industry group ${t.industry_group}`,
      ]) {
        listings.set(key, [...(listings.get(key) ?? []), t.site.design.id])
      }
    }
    const dominated = [...listings].filter(([, designs]) => {
      if (designs.length < 6) return false
      const most = Math.max(...Object.values(repeated(designs)), 1)
      return most * 2 > designs.length
    })
    expect(dominated.map(([key]) => key)).toEqual([])
  })

  it('covers every site type and industry, none more than three times', () => {
    const siteTypes = new Set(templates.map((t) => t.site_type))
    const industries = templates.map((t) => t.industry)
    expect(SITE_TYPES.filter((s) => !siteTypes.has(s.slug)).map((s) => s.slug)).toEqual([])
    expect(INDUSTRIES.filter((i) => !industries.includes(i.slug)).map((i) => i.slug)).toEqual([])
    expect(Object.entries(repeated(industries)).filter(([, n]) => n > 3)).toEqual([])
  })
})

describe('the designs', () => {
  const designs = DESIGNS.filter((d) => !d.wireframe)

  it('number at least 24, each used by the seed', () => {
    expect(designs.length).toBeGreaterThanOrEqual(24)
    const used = new Set(templates.map((t) => t.site.design.id))
    expect(DESIGNS.filter((d) => !used.has(d.id)).map((d) => d.id)).toEqual([])
  })

  it('differ in structure: header, hero, home sections and their order, grid and footer', () => {
    const structure = DESIGNS.map((d) =>
      JSON.stringify([d.header, d.hero, d.sections, d.grid, d.footer]),
    )
    expect(repeated(structure)).toEqual({})
    // Every kind of each structural choice is used by some design.
    expect(new Set(DESIGNS.map((d) => d.header)).size).toBe(7)
    expect(new Set(DESIGNS.map((d) => d.hero)).size).toBe(9)
    expect(new Set(DESIGNS.map((d) => d.grid)).size).toBe(6)
    expect(new Set(DESIGNS.map((d) => d.footer)).size).toBe(3)
  })

  it('show a carousel exactly when their home has a gallery strip (the carousel tag)', () => {
    for (const d of DESIGNS) expect(d.carousel, d.id).toBe(d.sections.includes('gallery'))
  })
})
