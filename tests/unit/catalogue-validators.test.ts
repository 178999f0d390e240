import { describe, expect, it } from 'vitest'
import { INDUSTRIES, INDUSTRY_GROUPS } from '#catalogue/industries'
import { SITE_TYPES, SITE_TYPE_GROUPS } from '#catalogue/site-types'
import {
  NOT_FOUND_MESSAGES,
  pageNotFoundMessage,
  validateIndustryRoute,
  validateSiteTypeRoute,
} from '#catalogue/validators'

describe('§8 messages', () => {
  it('are worded exactly as the spec', () => {
    expect(NOT_FOUND_MESSAGES).toEqual({
      siteType: 'No applicable site type',
      subtype: 'No applicable subtype',
      industry: 'No applicable industry',
      subindustry: 'No applicable sub-industry',
    })
    expect(pageNotFoundMessage('/store/nope')).toBe('Page Not Found: /store/nope')
  })
})

describe('validateSiteTypeRoute', () => {
  it.each([
    ['business', 'corporate'],
    ['creative', 'portfolio'],
    ['marketing', 'lp'],
    ['business', 'careers'],
    ['marketing', 'event'],
  ])('accepts the interface link /store/sitetype/%s/%s', (type, subtype) => {
    const result = validateSiteTypeRoute({ type, subtype })
    expect(result).toMatchObject({ ok: true, group: { slug: type }, siteType: { slug: subtype } })
  })

  it('accepts the type-only link /store/sitetype/business without a site type', () => {
    const result = validateSiteTypeRoute({ type: 'business' })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.group.key).toBe('BUSINESS')
    expect(result.siteType).toBeUndefined()
  })

  it('accepts every group and every site type under its own group', () => {
    for (const group of SITE_TYPE_GROUPS) {
      expect(validateSiteTypeRoute({ type: group.slug }).ok).toBe(true)
    }
    for (const siteType of SITE_TYPES) {
      const group = SITE_TYPE_GROUPS.find((g) => g.key === siteType.group)
      const result = validateSiteTypeRoute({ type: group?.slug ?? '', subtype: siteType.slug })
      expect(result).toMatchObject({ ok: true, siteType: { id: siteType.id } })
    }
  })

  it.each([
    [{ type: 'nope' }],
    [{ type: 'BUSINESS' }],
    [{ type: 'Business' }],
    [{ type: 'MARKETING_SALES', subtype: 'lp' }],
    [{ type: '' }],
    [{ type: 'corporate' }],
    [{ type: 'nope', subtype: 'also-nope' }],
  ])('rejects unknown type %o with "No applicable site type"', (params) => {
    expect(validateSiteTypeRoute(params)).toEqual({
      ok: false,
      status: 404,
      message: 'No applicable site type',
    })
  })

  it.each([
    [{ type: 'business', subtype: 'nope' }],
    [{ type: 'creative', subtype: 'corporate' }],
    [{ type: 'marketing', subtype: 'portfolio' }],
    [{ type: 'business', subtype: 'business' }],
    [{ type: 'business', subtype: '' }],
    [{ type: 'business', subtype: 'Corporate' }],
  ])('rejects subtype outside its type %o with "No applicable subtype"', (params) => {
    expect(validateSiteTypeRoute(params)).toEqual({
      ok: false,
      status: 404,
      message: 'No applicable subtype',
    })
  })

  it('returns failures instead of throwing', () => {
    expect(() => validateSiteTypeRoute({ type: '%%%', subtype: '../..' })).not.toThrow()
  })
})

describe('validateIndustryRoute', () => {
  it.each(['beauty-clinic', 'medical-health'])('accepts the interface link %s', (industry) => {
    expect(validateIndustryRoute({ industry })).toMatchObject({
      ok: true,
      group: { slug: industry },
    })
  })

  it('accepts the interface link business-professional/startup', () => {
    const result = validateIndustryRoute({
      industry: 'business-professional',
      subindustry: 'startup',
    })
    expect(result).toMatchObject({
      ok: true,
      group: { key: 'BUSINESS_PROFESSIONAL' },
      industry: { slug: 'startup' },
    })
  })

  it('accepts every group and every industry under its own group', () => {
    for (const group of INDUSTRY_GROUPS) {
      expect(validateIndustryRoute({ industry: group.slug }).ok).toBe(true)
    }
    for (const industry of INDUSTRIES) {
      const group = INDUSTRY_GROUPS.find((g) => g.key === industry.group)
      const result = validateIndustryRoute({
        industry: group?.slug ?? '',
        subindustry: industry.slug,
      })
      expect(result).toMatchObject({ ok: true, industry: { id: industry.id } })
    }
  })

  it.each([
    [{ industry: 'nope' }],
    [{ industry: 'BEAUTY_CLINIC' }],
    [{ industry: 'hair-salon' }],
    [{ industry: '' }],
    [{ industry: 'nope', subindustry: 'hair-salon' }],
  ])('rejects unknown industry %o with "No applicable industry"', (params) => {
    expect(validateIndustryRoute(params)).toEqual({
      ok: false,
      status: 404,
      message: 'No applicable industry',
    })
  })

  it.each([
    [{ industry: 'beauty-clinic', subindustry: 'nope' }],
    [{ industry: 'beauty-clinic', subindustry: 'dental' }],
    [{ industry: 'medical-health', subindustry: 'hair-salon' }],
    [{ industry: 'education', subindustry: '' }],
  ])('rejects sub-industry outside its industry %o with "No applicable sub-industry"', (params) => {
    expect(validateIndustryRoute(params)).toEqual({
      ok: false,
      status: 404,
      message: 'No applicable sub-industry',
    })
  })
})
