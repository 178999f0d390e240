import { describe, expect, it } from 'vitest'
import {
  INDUSTRIES,
  INDUSTRY_GROUPS,
  findIndustry,
  findIndustryGroup,
  groupOfIndustry,
  industriesOfGroup,
} from '#catalogue/industries'
import {
  SITE_TYPES,
  SITE_TYPE_GROUPS,
  findSiteType,
  findSiteTypeGroup,
  groupOfSiteType,
  siteTypesOfGroup,
} from '#catalogue/site-types'
import { FEATURE_TAGS, STYLE_TAGS, isFeatureTagSlug, isStyleTagSlug } from '#catalogue/tags'

// Spec §3, copied by hand: group key → [URL slug, entry slugs in order].
const SPEC_SITE_TYPES: Record<string, [string, string[]]> = {
  BUSINESS: ['business', ['corporate', 'brand', 'careers', 'service', 'ir', 'corporate-other']],
  MARKETING_SALES: ['marketing', ['lp', 'event', 'campaign', 'marketing-sales-other']],
  MEDIA_INFORMATION: ['media', ['media', 'news', 'case-study']],
  CREATIVE_PORTFOLIO: ['creative', ['portfolio', 'creator', 'portfolio-other']],
  SPECIALIZED_SERVICES: [
    'professional',
    [
      'real-estate',
      'medical',
      'restaurant',
      'education',
      'professional',
      'beauty',
      'travel',
      'fitness',
      'service-other',
    ],
  ],
}

const SPEC_INDUSTRIES: Record<string, [string, string[]]> = {
  BEAUTY_CLINIC: [
    'beauty-clinic',
    [
      'relaxation',
      'hair-salon',
      'barber',
      'spa-esthetic',
      'nail-salon',
      'eyelash',
      'personal-care',
      'cosmetic-clinic',
      'hair-removal',
    ],
  ],
  MEDICAL_HEALTH: [
    'medical-health',
    [
      'medical',
      'dental',
      'hospital',
      'clinic',
      'osteopathy',
      'nursing-welfare',
      'healthcare',
      'fitness',
    ],
  ],
  EDUCATION: [
    'education',
    [
      'kindergarten',
      'school',
      'cram-school',
      'university',
      'vocational-school',
      'online-learning',
      'education-npo',
    ],
  ],
  ARCHITECTURE_CONSTRUCTION: [
    'architecture-construction',
    ['construction', 'architecture-office', 'civil-architecture'],
  ],
  TOURISM_CULTURE: [
    'tourism-culture',
    [
      'travel',
      'tourism',
      'shrine-temple',
      'hotel',
      'ryokan',
      'guesthouse',
      'public-facility',
      'museum-gallery',
      'cultural-facility',
      'wedding',
    ],
  ],
  FOOD_BEVERAGE: ['food-beverage', ['cafe', 'restaurant', 'izakaya', 'sweets-bakery', 'bar']],
  BUSINESS_PROFESSIONAL: [
    'business-professional',
    [
      'consulting',
      'startup',
      'business',
      'marketing',
      'accounting',
      'labor-office',
      'politician',
      'law-firm',
      'design-office',
      'finance',
      'store',
    ],
  ],
  CREATOR: [
    'creator',
    [
      'designer',
      'fashion',
      'photographer',
      'illustrator',
      'interior',
      'gallery',
      'model-stylist',
      'video-creator',
      'artist',
      'youtuber',
    ],
  ],
  INDUSTRY_LOGISTICS: [
    'industry-logistics',
    ['manufacturing', 'agriculture', 'real-estate', 'logistics'],
  ],
  ENTERTAINMENT_MEDIA: [
    'entertainment-media',
    [
      'event',
      'entertainment',
      'game',
      'news',
      'musician',
      'movie',
      'music-live',
      'fan-site',
      'stage-live',
      'sports',
    ],
  ],
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const HAS_JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/

type Named = { jaDisplayName: string; enDisplayName: string }
function expectBothNames(entry: Named) {
  expect(entry.enDisplayName.trim()).not.toBe('')
  expect(entry.jaDisplayName.trim()).not.toBe('')
}

function duplicates(values: readonly (string | number)[]): (string | number)[] {
  return values.filter((value, index) => values.indexOf(value) !== index)
}

const taxonomies = [
  {
    name: 'site types',
    groups: SITE_TYPE_GROUPS,
    entries: SITE_TYPES,
    spec: SPEC_SITE_TYPES,
    groupCount: 5,
    entryCount: 25,
  },
  {
    name: 'industries',
    groups: INDUSTRY_GROUPS,
    entries: INDUSTRIES,
    spec: SPEC_INDUSTRIES,
    groupCount: 10,
    entryCount: 77,
  },
] as const

describe.each(taxonomies)('$name', ({ groups, entries, spec, groupCount, entryCount }) => {
  it(`has ${groupCount} groups and ${entryCount} entries (spec §3, §9)`, () => {
    expect(groups).toHaveLength(groupCount)
    expect(entries).toHaveLength(entryCount)
  })

  it('has exactly the groups, URL slugs and entries of spec §3, in order', () => {
    const actual = Object.fromEntries(
      groups.map((group) => [
        group.key,
        [
          group.slug,
          entries.filter((entry) => entry.group === group.key).map((entry) => entry.slug),
        ],
      ]),
    )
    expect(actual).toEqual(spec)
  })

  it('has unique ids, unique group keys and slugs, and unique slugs within each group', () => {
    expect(duplicates(entries.map((entry) => entry.id))).toEqual([])
    expect(duplicates(groups.map((group) => group.key))).toEqual([])
    expect(duplicates(groups.map((group) => group.slug))).toEqual([])
    for (const group of groups) {
      const slugs = entries.filter((entry) => entry.group === group.key).map((entry) => entry.slug)
      expect(duplicates(slugs), group.key).toEqual([])
    }
  })

  it('names every group and entry in Japanese and English', () => {
    for (const item of [...groups, ...entries]) {
      expectBothNames(item)
    }
    // Most Japanese names use kana or kanji; a few (IR, YouTuber) are loanwords kept in Latin.
    const japanese = [...groups, ...entries].filter((item) => HAS_JAPANESE.test(item.jaDisplayName))
    expect(japanese.length).toBeGreaterThanOrEqual(groups.length + entries.length - 2)
  })

  it('stamps every entry with fixed ISO 8601 dates, never updated before created', () => {
    for (const entry of entries) {
      expect(entry.createdAt).toMatch(ISO_INSTANT)
      expect(entry.updatedAt).toMatch(ISO_INSTANT)
      expect(Date.parse(entry.updatedAt)).toBeGreaterThanOrEqual(Date.parse(entry.createdAt))
    }
  })

  it('uses URL-safe lowercase slugs', () => {
    for (const item of [...groups, ...entries]) expect(item.slug).toMatch(/^[a-z]+(-[a-z]+)*$/)
  })
})

describe('site-type lookups', () => {
  it('finds groups by URL slug, not by key', () => {
    expect(findSiteTypeGroup('marketing')?.key).toBe('MARKETING_SALES')
    expect(findSiteTypeGroup('MARKETING_SALES')).toBeUndefined()
    expect(findSiteTypeGroup('professional')?.key).toBe('SPECIALIZED_SERVICES')
  })

  it('finds a site type only inside its own group', () => {
    expect(findSiteType('business', 'corporate')?.enDisplayName).toBe('Corporate')
    expect(findSiteType('creative', 'corporate')).toBeUndefined()
    expect(findSiteType('nope', 'corporate')).toBeUndefined()
  })

  it('lists a group and names the group of an entry consistently', () => {
    expect(siteTypesOfGroup('MEDIA_INFORMATION').map((s) => s.slug)).toEqual([
      'media',
      'news',
      'case-study',
    ])
    for (const siteType of SITE_TYPES) expect(groupOfSiteType(siteType).key).toBe(siteType.group)
  })

  it('uses natural Japanese for the common site types', () => {
    expect(findSiteType('business', 'corporate')?.jaDisplayName).toBe('コーポレート')
    expect(findSiteType('business', 'brand')?.jaDisplayName).toBe('ブランド')
    expect(findSiteType('business', 'careers')?.jaDisplayName).toBe('採用')
    expect(findSiteType('creative', 'portfolio')?.jaDisplayName).toBe('ポートフォリオ')
  })
})

describe('industry lookups', () => {
  it('finds groups by URL slug and entries only inside their group', () => {
    expect(findIndustryGroup('beauty-clinic')?.key).toBe('BEAUTY_CLINIC')
    expect(findIndustryGroup('BEAUTY_CLINIC')).toBeUndefined()
    expect(findIndustry('beauty-clinic', 'hair-salon')?.jaDisplayName).toBe('美容院')
    expect(findIndustry('medical-health', 'dental')?.jaDisplayName).toBe('歯科')
    expect(findIndustry('education', 'cram-school')?.jaDisplayName).toBe('学習塾')
    // fitness is both a medical-health industry and a site type, never a beauty-clinic one
    expect(findIndustry('beauty-clinic', 'fitness')).toBeUndefined()
  })

  it('lists a group and names the group of an entry consistently', () => {
    expect(industriesOfGroup('FOOD_BEVERAGE')).toHaveLength(5)
    for (const industry of INDUSTRIES) expect(groupOfIndustry(industry).key).toBe(industry.group)
  })
})

describe('tags', () => {
  const SPEC_FEATURE_TAGS = [
    'reservation',
    'carousel',
    'opening-animation',
    'article-list',
    'case-studies',
    'news-announcements',
    'interview',
    'password-protection',
    'contact-form',
    'map-embed',
    'free-plan',
  ]
  const SPEC_STYLE_TAGS = [
    'elegant',
    'cute',
    'cool',
    'clean',
    'dark',
    'natural',
    'formal',
    'pop',
    'minimal',
    'retro',
    'stylish',
  ]

  it('has the 11 feature tags and 11 style tags of spec §3', () => {
    expect(FEATURE_TAGS).toHaveLength(11)
    expect(STYLE_TAGS).toHaveLength(11)
    expect(FEATURE_TAGS.map((tag) => tag.slug)).toEqual(SPEC_FEATURE_TAGS)
    expect(STYLE_TAGS.map((tag) => tag.slug)).toEqual(SPEC_STYLE_TAGS)
  })

  it('names every tag in both languages', () => {
    for (const tag of [...FEATURE_TAGS, ...STYLE_TAGS]) {
      expectBothNames(tag)
      expect(tag.jaDisplayName).toMatch(HAS_JAPANESE)
    }
  })

  it('describes free-plan as availability on the free plan', () => {
    const freePlan = FEATURE_TAGS.find((tag) => tag.slug === 'free-plan')
    expect(freePlan?.enDisplayName).toMatch(/available on the free plan/i)
    expect(freePlan?.jaDisplayName).toContain('無料プラン')
  })

  it('recognises tag slugs', () => {
    expect(isFeatureTagSlug('map-embed')).toBe(true)
    expect(isFeatureTagSlug('dark')).toBe(false)
    expect(isStyleTagSlug('dark')).toBe(true)
    expect(isStyleTagSlug('Dark')).toBe(false)
  })
})
