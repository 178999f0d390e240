// Every template its own sample business (issue 27): 77 industries × 3 businesses, no two sharing
// a name, headline or lead in either language, each with the facts such a business really has.
import { describe, expect, it } from 'vitest'
import { INDUSTRIES } from '#catalogue/industries'
import { SITE_TYPES } from '#catalogue/site-types'
import type { Phrase } from '#server/template-words'
import {
  allSiteBusinesses,
  hoursLabel,
  siteBusiness,
  type SiteBusiness,
} from '#server/template-sites/businesses'

const all = allSiteBusinesses()
const label = (b: { industry: string; index: number }) => `${b.industry}/${b.index}`

/** The values that occur more than once, with who has them. */
function repeated(values: [key: string, value: string][]): Record<string, string[]> {
  const byValue = new Map<string, string[]>()
  for (const [key, value] of values)
    byValue.set(value.trim().toLowerCase(), [
      ...(byValue.get(value.trim().toLowerCase()) ?? []),
      key,
    ])
  return Object.fromEntries([...byValue].filter(([, keys]) => keys.length > 1))
}

const eachLanguage = (pick: (b: SiteBusiness) => Phrase | undefined) =>
  (['en', 'ja'] as const).map((lang) =>
    repeated(
      all.flatMap((b) => {
        const text = pick(b.business)?.[lang]
        return text === undefined ? [] : [[`${label(b)} ${lang}`, text] as [string, string]]
      }),
    ),
  )

// Kinds whose sites are read online: nobody walks in at set times.
const ONLINE_INDUSTRIES = [
  'startup',
  'online-learning',
  'youtuber',
  'news',
  'game',
  'musician',
  'movie',
  'fan-site',
]
// Kinds people visit: they need to know when, where, how to get there and whom to ring.
const PREMISES_INDUSTRIES = ['restaurant', 'hair-salon', 'dental', 'hotel', 'cafe', 'medical']

describe('sample businesses', () => {
  it('gives every industry of the catalogue three businesses', () => {
    expect(INDUSTRIES).toHaveLength(77)
    expect(all).toHaveLength(231)
    for (const industry of INDUSTRIES)
      expect(
        all.filter((b) => b.industry === industry.slug).map((b) => b.index),
        industry.slug,
      ).toEqual([0, 1, 2])
  })

  it('repeats no name, tagline or lead among all 231, in either language', () => {
    for (const found of [
      ...eachLanguage((b) => b.name),
      ...eachLanguage((b) => b.tagline),
      ...eachLanguage((b) => b.lead),
    ])
      expect(found).toEqual({})
  })

  it('leaves no text field empty', () => {
    for (const b of all) {
      const { name, tagline, lead, facts, offerings } = b.business
      const phrases = [name, tagline, lead, facts.hours, facts.address, facts.directions]
      for (const p of phrases.filter((x): x is Phrase => x !== undefined)) {
        expect(p.en.trim(), label(b)).not.toBe('')
        expect(p.ja.trim(), label(b)).not.toBe('')
        expect(p.en, `${label(b)}: en/ja separator left in`).not.toContain('|')
      }
      expect(facts.email, label(b)).toMatch(/^[a-z0-9.-]+@[a-z0-9-]+\.example$/)
      if (facts.phone !== undefined)
        expect(facts.phone, label(b)).toMatch(/^0\d{1,3}-\d{2,4}-\d{4}$/)
      for (const o of offerings)
        expect(o.name.en && o.name.ja && o.text.en && o.text.ja).toBeTruthy()
    }
  })

  it('gives online-only kinds no hours, no address and no phone', () => {
    for (const industry of ONLINE_INDUSTRIES)
      for (const index of [0, 1, 2]) {
        const { facts } = siteBusiness(industry, 'lp', index)
        expect(facts, `${industry}/${index}`).toEqual({ email: facts.email })
      }
  })

  it('shows no hours, address or phone on a media or news site, whatever the business', () => {
    for (const siteType of ['media', 'news'])
      for (const industry of ['restaurant', 'business', 'sports', 'tourism', 'politician'])
        for (const index of [0, 1, 2]) {
          const { facts } = siteBusiness(industry, siteType, index)
          expect(facts.hours, `${industry} as ${siteType}`).toBeUndefined()
          expect(facts.address, `${industry} as ${siteType}`).toBeUndefined()
          expect(facts.phone, `${industry} as ${siteType}`).toBeUndefined()
          expect(facts.email).not.toBe('')
        }
  })

  it('gives premises kinds hours, an address, directions and a phone', () => {
    for (const industry of PREMISES_INDUSTRIES)
      for (const index of [0, 1, 2]) {
        const { facts } = siteBusiness(industry, 'restaurant', index)
        expect(facts.hours, `${industry}/${index}`).toBeDefined()
        expect(facts.address, `${industry}/${index}`).toBeDefined()
        expect(facts.directions, `${industry}/${index}`).toBeDefined()
        expect(facts.phone, `${industry}/${index}`).toBeDefined()
      }
  })

  it('keeps directions with an address, and opening hours off careers and IR sites', () => {
    for (const b of all)
      expect(b.business.facts.directions === undefined, label(b)).toBe(
        b.business.facts.address === undefined,
      )
    for (const siteType of ['careers', 'ir']) {
      const { facts } = siteBusiness('hospital', siteType, 0)
      expect(facts.hours).toBeUndefined()
      expect(facts.address).toBeDefined()
    }
  })

  it('gives businesses different hours, and labels them for what they are', () => {
    for (const industry of PREMISES_INDUSTRIES) {
      const hours = [0, 1, 2].map((i) => siteBusiness(industry, 'restaurant', i).facts.hours?.en)
      expect(new Set(hours).size, industry).toBe(3)
    }
    expect(hoursLabel('dental').en).toBe('Consultation hours')
    expect(hoursLabel('hotel').ja).toContain('チェックイン')
    expect(hoursLabel('bar').en).toBe('Opening hours')
  })

  it('gives every business its own address, phone and e-mail', () => {
    const pick = (f: (b: SiteBusiness) => string | undefined) =>
      repeated(
        all.flatMap((b) => {
          const v = f(b.business)
          return v === undefined ? [] : [[label(b), v] as [string, string]]
        }),
      )
    expect(pick((b) => b.facts.address?.en)).toEqual({})
    expect(pick((b) => b.facts.address?.ja)).toEqual({})
    expect(pick((b) => b.facts.phone)).toEqual({})
    expect(pick((b) => b.facts.email)).toEqual({})
  })

  it('writes addresses in the Japanese and English forms, and rings in the right area code', () => {
    const withAddress = all.filter((b) => b.business.facts.address)
    expect(withAddress.length).toBeGreaterThan(150)
    for (const b of withAddress) {
      const { address, phone } = b.business.facts
      expect(address?.ja, label(b)).toMatch(/^(東京都|北海道|大阪府|京都府|.{2,3}県)/)
      expect(address?.en, label(b)).toMatch(/^\d[\d-]*\s.+, .+/)
      // A festival has a venue but no number to ring.
      expect(phone === undefined, label(b)).toBe(b.industry === 'event')
      if (address?.ja.startsWith('東京都')) expect(phone ?? '03-', label(b)).toMatch(/^03-/)
      if (address?.ja.startsWith('京都府京都市')) expect(phone, label(b)).toMatch(/^075-/)
    }
    const cities = new Set(withAddress.map((b) => b.business.facts.address?.ja.slice(0, 6)))
    expect(cities.size).toBeGreaterThan(30)
  })

  it('gives businesses 1 and 2 their own order or prices of the industry’s offerings', () => {
    const key = (b: SiteBusiness) => b.offerings.map((o) => `${o.name.en}:${o.priceJpy}`).join()
    for (const industry of INDUSTRIES.map((i) => i.slug)) {
      const [first, second, third] = [0, 1, 2].map((i) => siteBusiness(industry, 'lp', i))
      if (!first || !second || !third) throw new Error(industry)
      expect(key(second), industry).not.toBe(key(first))
      expect(key(third), industry).not.toBe(key(first))
      expect(key(third), industry).not.toBe(key(second))
      // The same things on sale, and nothing free became paid or the other way round.
      const names = (b: SiteBusiness) => b.offerings.map((o) => o.name.en).sort()
      expect(names(second)).toEqual(names(first))
      for (const o of [...second.offerings, ...third.offerings]) {
        const original = first.offerings.find((x) => x.name.en === o.name.en)
        expect(o.priceJpy === 0, `${industry} ${o.name.en}`).toBe(original?.priceJpy === 0)
        if (o.priceJpy > 0) expect(o.priceJpy % (o.priceJpy < 1000 ? 10 : 100)).toBe(0)
      }
    }
  })

  it('answers for every site type and falls back for an unknown industry', () => {
    for (const siteType of SITE_TYPES.map((t) => t.slug))
      expect(siteBusiness('cafe', siteType, 1).facts.email).toBe('hello@morningglory-cafe.example')
    expect(siteBusiness('no-such-industry', 'corporate', 0).name.en).toBe(
      siteBusiness('business', 'corporate', 0).name.en,
    )
  })
})
