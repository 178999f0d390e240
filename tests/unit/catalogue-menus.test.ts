import { describe, expect, it } from 'vitest'
import { INDUSTRIES, INDUSTRY_GROUPS } from '#catalogue/industries'
import {
  buildIndustryMenu,
  buildSiteTypeMenu,
  displayName,
  industryPath,
  siteTypePath,
} from '#catalogue/menus'
import { SITE_TYPES, SITE_TYPE_GROUPS } from '#catalogue/site-types'
import { validateIndustryRoute, validateSiteTypeRoute } from '#catalogue/validators'

describe('path builders', () => {
  it('build locale-free store paths', () => {
    expect(siteTypePath('business')).toBe('/store/sitetype/business')
    expect(siteTypePath('business', 'corporate')).toBe('/store/sitetype/business/corporate')
    expect(industryPath('beauty-clinic')).toBe('/store/industries/beauty-clinic')
    expect(industryPath('beauty-clinic', 'hair-salon')).toBe(
      '/store/industries/beauty-clinic/hair-salon',
    )
  })
})

describe('buildSiteTypeMenu', () => {
  it('has one group per site-type group, linking to the group page', () => {
    const menu = buildSiteTypeMenu('en')
    expect(menu.map((group) => group.path)).toEqual([
      '/store/sitetype/business',
      '/store/sitetype/marketing',
      '/store/sitetype/media',
      '/store/sitetype/creative',
      '/store/sitetype/professional',
    ])
    expect(menu.map((group) => group.label)).toEqual(SITE_TYPE_GROUPS.map((g) => g.enDisplayName))
  })

  it.each([
    ['en', 'All'],
    ['ja', 'すべて'],
  ] as const)('puts %s "%s" first, then every site type of the group', (language, allLabel) => {
    const menu = buildSiteTypeMenu(language)
    SITE_TYPE_GROUPS.forEach((group, index) => {
      const entry = menu[index]
      const siteTypes = SITE_TYPES.filter((siteType) => siteType.group === group.key)
      expect(entry?.children).toEqual([
        { label: allLabel, path: `/store/sitetype/${group.slug}` },
        ...siteTypes.map((siteType) => ({
          label: displayName(siteType, language),
          path: `/store/sitetype/${group.slug}/${siteType.slug}`,
        })),
      ])
    })
    expect(menu.flatMap((group) => group.children)).toHaveLength(SITE_TYPES.length + 5)
  })

  it('labels in the requested language', () => {
    const business = buildSiteTypeMenu('ja')[0]
    expect(business?.label).toBe('ビジネス')
    expect(business?.children[1]).toEqual({
      label: 'コーポレート',
      path: '/store/sitetype/business/corporate',
    })
    expect(buildSiteTypeMenu('en')[0]?.children[1]?.label).toBe('Corporate')
  })
})

describe('buildIndustryMenu', () => {
  it.each([
    ['en', 'All'],
    ['ja', 'すべて'],
  ] as const)('puts %s "%s" first, then every industry of the group', (language, allLabel) => {
    const menu = buildIndustryMenu(language)
    expect(menu).toHaveLength(10)
    INDUSTRY_GROUPS.forEach((group, index) => {
      const entry = menu[index]
      expect(entry?.label).toBe(displayName(group, language))
      expect(entry?.path).toBe(`/store/industries/${group.slug}`)
      const industries = INDUSTRIES.filter((industry) => industry.group === group.key)
      expect(entry?.children[0]).toEqual({ label: allLabel, path: entry?.path })
      expect(entry?.children.slice(1).map((child) => child.path)).toEqual(
        industries.map((industry) => `/store/industries/${group.slug}/${industry.slug}`),
      )
    })
    expect(menu.flatMap((group) => group.children)).toHaveLength(INDUSTRIES.length + 10)
  })

  it('labels hair-salon 美容院 in Japanese', () => {
    const beauty = buildIndustryMenu('ja')[0]
    expect(beauty?.children).toContainEqual({
      label: '美容院',
      path: '/store/industries/beauty-clinic/hair-salon',
    })
  })
})

describe('every menu link is a store page', () => {
  // The site-type and industry routes accept exactly what these validators accept (their
  // beforeLoad throws notFound otherwise); tests/api/store-route-table.test.ts renders them.
  it('names a group, or a member of that group, the routes accept', () => {
    const paths = [...buildSiteTypeMenu('en'), ...buildIndustryMenu('ja')].flatMap((group) => [
      group.path,
      ...group.children.map((child) => child.path),
    ])
    expect(paths.length).toBe(5 + 30 + 10 + 87)
    for (const path of paths) {
      const [, store, kind, group = '', member, ...rest] = path.split('/')
      expect([store, rest], path).toEqual(['store', []])
      const result =
        kind === 'sitetype'
          ? validateSiteTypeRoute({ type: group, subtype: member })
          : validateIndustryRoute({ industry: group, subindustry: member })
      expect(kind === 'sitetype' || kind === 'industries', path).toBe(true)
      expect(result.ok, path).toBe(true)
    }
  })
})
