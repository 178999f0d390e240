// Site-type taxonomy of spec §3. Data is `as const` so slugs and keys are literal types; the URL
// slug of a group differs from its key (MARKETING_SALES → marketing), so both are kept.

/** Fixed stamps keep the catalogue deterministic: seeds, snapshots and API answers never drift. */
const CREATED_AT = '2024-04-01T00:00:00.000Z'
const UPDATED_AT = '2024-10-01T00:00:00.000Z'

export const SITE_TYPE_GROUPS = [
  {
    key: 'BUSINESS',
    slug: 'business',
    jaDisplayName: 'ビジネス',
    enDisplayName: 'Business',
  },
  {
    key: 'MARKETING_SALES',
    slug: 'marketing',
    jaDisplayName: 'マーケティング・販促',
    enDisplayName: 'Marketing & Sales',
  },
  {
    key: 'MEDIA_INFORMATION',
    slug: 'media',
    jaDisplayName: 'メディア・情報発信',
    enDisplayName: 'Media & Information',
  },
  {
    key: 'CREATIVE_PORTFOLIO',
    slug: 'creative',
    jaDisplayName: 'クリエイティブ・ポートフォリオ',
    enDisplayName: 'Creative & Portfolio',
  },
  {
    key: 'SPECIALIZED_SERVICES',
    slug: 'professional',
    jaDisplayName: '専門サービス',
    enDisplayName: 'Specialized Services',
  },
] as const

export type SiteTypeGroup = (typeof SITE_TYPE_GROUPS)[number]
export type SiteTypeGroupKey = SiteTypeGroup['key']

export const SITE_TYPES = [
  // BUSINESS
  {
    id: 1,
    slug: 'corporate',
    group: 'BUSINESS',
    jaDisplayName: 'コーポレート',
    enDisplayName: 'Corporate',
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
  },
  {
    id: 2,
    slug: 'brand',
    group: 'BUSINESS',
    jaDisplayName: 'ブランド',
    enDisplayName: 'Brand',
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
  },
  {
    id: 3,
    slug: 'careers',
    group: 'BUSINESS',
    jaDisplayName: '採用',
    enDisplayName: 'Careers',
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
  },
  {
    id: 4,
    slug: 'service',
    group: 'BUSINESS',
    jaDisplayName: 'サービス紹介',
    enDisplayName: 'Service',
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
  },
  {
    id: 5,
    slug: 'ir',
    group: 'BUSINESS',
    jaDisplayName: 'IR・投資家情報',
    enDisplayName: 'Investor Relations',
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
  },
  {
    id: 6,
    slug: 'corporate-other',
    group: 'BUSINESS',
    jaDisplayName: 'その他（ビジネス）',
    enDisplayName: 'Other Business',
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
  },
  // MARKETING_SALES
  {
    id: 7,
    slug: 'lp',
    group: 'MARKETING_SALES',
    jaDisplayName: 'ランディングページ',
    enDisplayName: 'Landing Page',
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
  },
  {
    id: 8,
    slug: 'event',
    group: 'MARKETING_SALES',
    jaDisplayName: 'イベント',
    enDisplayName: 'Event',
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
  },
  {
    id: 9,
    slug: 'campaign',
    group: 'MARKETING_SALES',
    jaDisplayName: 'キャンペーン',
    enDisplayName: 'Campaign',
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
  },
  {
    id: 10,
    slug: 'marketing-sales-other',
    group: 'MARKETING_SALES',
    jaDisplayName: 'その他（マーケティング・販促）',
    enDisplayName: 'Other Marketing & Sales',
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
  },
  // MEDIA_INFORMATION
  {
    id: 11,
    slug: 'media',
    group: 'MEDIA_INFORMATION',
    jaDisplayName: 'メディア',
    enDisplayName: 'Media',
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
  },
  {
    id: 12,
    slug: 'news',
    group: 'MEDIA_INFORMATION',
    jaDisplayName: 'ニュース・お知らせ',
    enDisplayName: 'News',
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
  },
  {
    id: 13,
    slug: 'case-study',
    group: 'MEDIA_INFORMATION',
    jaDisplayName: '導入事例',
    enDisplayName: 'Case Study',
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
  },
  // CREATIVE_PORTFOLIO
  {
    id: 14,
    slug: 'portfolio',
    group: 'CREATIVE_PORTFOLIO',
    jaDisplayName: 'ポートフォリオ',
    enDisplayName: 'Portfolio',
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
  },
  {
    id: 15,
    slug: 'creator',
    group: 'CREATIVE_PORTFOLIO',
    jaDisplayName: 'クリエイター',
    enDisplayName: 'Creator',
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
  },
  {
    id: 16,
    slug: 'portfolio-other',
    group: 'CREATIVE_PORTFOLIO',
    jaDisplayName: 'その他（クリエイティブ）',
    enDisplayName: 'Other Creative',
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
  },
  // SPECIALIZED_SERVICES
  {
    id: 17,
    slug: 'real-estate',
    group: 'SPECIALIZED_SERVICES',
    jaDisplayName: '不動産',
    enDisplayName: 'Real Estate',
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
  },
  {
    id: 18,
    slug: 'medical',
    group: 'SPECIALIZED_SERVICES',
    jaDisplayName: '医療',
    enDisplayName: 'Medical',
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
  },
  {
    id: 19,
    slug: 'restaurant',
    group: 'SPECIALIZED_SERVICES',
    jaDisplayName: '飲食店',
    enDisplayName: 'Restaurant',
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
  },
  {
    id: 20,
    slug: 'education',
    group: 'SPECIALIZED_SERVICES',
    jaDisplayName: '教育',
    enDisplayName: 'Education',
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
  },
  {
    id: 21,
    slug: 'professional',
    group: 'SPECIALIZED_SERVICES',
    jaDisplayName: '士業',
    enDisplayName: 'Professional Services',
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
  },
  {
    id: 22,
    slug: 'beauty',
    group: 'SPECIALIZED_SERVICES',
    jaDisplayName: '美容',
    enDisplayName: 'Beauty',
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
  },
  {
    id: 23,
    slug: 'travel',
    group: 'SPECIALIZED_SERVICES',
    jaDisplayName: '旅行・観光',
    enDisplayName: 'Travel',
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
  },
  {
    id: 24,
    slug: 'fitness',
    group: 'SPECIALIZED_SERVICES',
    jaDisplayName: 'フィットネス',
    enDisplayName: 'Fitness',
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
  },
  {
    id: 25,
    slug: 'service-other',
    group: 'SPECIALIZED_SERVICES',
    jaDisplayName: 'その他（専門サービス）',
    enDisplayName: 'Other Specialized Services',
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
  },
] as const satisfies readonly {
  id: number
  slug: string
  group: SiteTypeGroupKey
  jaDisplayName: string
  enDisplayName: string
  createdAt: string
  updatedAt: string
}[]

export type SiteType = (typeof SITE_TYPES)[number]

export function findSiteTypeGroup(slug: string): SiteTypeGroup | undefined {
  return SITE_TYPE_GROUPS.find((group) => group.slug === slug)
}

export function siteTypesOfGroup(key: SiteTypeGroupKey): SiteType[] {
  return SITE_TYPES.filter((siteType) => siteType.group === key)
}

/** The site type `slug` inside the group with URL slug `groupSlug`; undefined when it is elsewhere. */
export function findSiteType(groupSlug: string, slug: string): SiteType | undefined {
  const group = findSiteTypeGroup(groupSlug)
  if (!group) return undefined
  return SITE_TYPES.find((siteType) => siteType.group === group.key && siteType.slug === slug)
}

export function groupOfSiteType(siteType: SiteType): SiteTypeGroup {
  const group = SITE_TYPE_GROUPS.find((candidate) => candidate.key === siteType.group)
  // Unreachable: `satisfies` above ties every site type to an existing group key.
  if (!group) throw new Error(`Site type ${siteType.slug} has no group ${siteType.group}`)
  return group
}
