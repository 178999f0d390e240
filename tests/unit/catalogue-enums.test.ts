import { describe, expect, it } from 'vitest'
import {
  COUNTRY_CODES,
  TEMPLATE_INDUSTRY_TAGS,
  TEMPLATE_TAGS,
  isCountryCode,
} from '#catalogue/enums'

describe('COUNTRY_CODES', () => {
  it('holds the 249 ISO 3166-1 alpha-2 codes, each once', () => {
    expect(COUNTRY_CODES).toHaveLength(249)
    expect(new Set(COUNTRY_CODES).size).toBe(249)
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/)
  })

  it('runs from AF (Afghanistan) to ZW (Zimbabwe) and includes JP and US', () => {
    expect(COUNTRY_CODES[0]).toBe('AF')
    expect(COUNTRY_CODES.at(-1)).toBe('ZW')
    expect(COUNTRY_CODES).toContain('JP')
    expect(COUNTRY_CODES).toContain('US')
    expect(COUNTRY_CODES).toContain('AX')
    expect(COUNTRY_CODES).toContain('SS')
  })

  it('contains only codes the runtime knows as regions', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })
    const unknown = COUNTRY_CODES.filter((code) => names.of(code) === undefined)
    expect(unknown).toEqual([])
  })

  it('leaves out reserved and retired codes', () => {
    for (const code of ['UK', 'EU', 'XK', 'AN', 'YU', 'ZZ']) expect(isCountryCode(code)).toBe(false)
    expect(isCountryCode('jp')).toBe(false)
    expect(isCountryCode('JP')).toBe(true)
  })
})

describe('TEMPLATE_TAGS', () => {
  it('has about 70 unique upper-snake values', () => {
    expect(TEMPLATE_TAGS.length).toBeGreaterThanOrEqual(65)
    expect(TEMPLATE_TAGS.length).toBeLessThanOrEqual(75)
    expect(new Set(TEMPLATE_TAGS).size).toBe(TEMPLATE_TAGS.length)
    for (const tag of TEMPLATE_TAGS) expect(tag).toMatch(/^[A-Z]+(_[A-Z]+)*$/)
  })

  it('includes every example of spec §3', () => {
    const examples = [
      'UNIVERSITY',
      'SCHOOL',
      'RESTAURANT',
      'LAW_FIRM',
      'SAAS',
      'PORTFOLIO',
      'LP',
      'RESUME',
      'EVENT',
      'MINIMAL',
      'DARK',
      'CORPORATION',
      'RECRUITMENT',
      'CIVIL_ENGINEERING',
    ]
    expect(TEMPLATE_TAGS).toEqual(expect.arrayContaining(examples))
  })

  it('lists the industry words of spec §3 for templates', () => {
    expect([...TEMPLATE_INDUSTRY_TAGS].sort()).toEqual(
      [
        'construction',
        'creative',
        'education',
        'finance',
        'food',
        'health',
        'legal',
        'real-estate',
        'tech',
      ].sort(),
    )
  })
})
