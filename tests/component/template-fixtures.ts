// One seeded-looking template for the component tests: the list item and the detail page show
// the same record, so they share it.
import type { TemplateDetail, TemplateListItem } from '#catalogue/api-contract'

export const LIST_TEMPLATE: TemplateListItem = {
  templateId: 'tpl-42',
  templateTitle: 'Hinata — Formal Barber Careers Site',
  coverUrl: '/covers/tpl-42.svg',
  liked: false,
  countLikes: 12,
  tier: 'TIER_2',
  designerId: 'lumen',
  designerName: 'Lumen & Co.',
  siteType: 'careers',
  siteTypeGroup: 'business',
  industry: 'barber',
  industryGroup: 'beauty-clinic',
  publishedAt: '2025-04-05T13:28:44.092Z',
  quality: {
    axe: { critical: 0, serious: 0, moderate: 0, minor: 0 },
    contrast: { body: 7.12, button: 5.3 },
    bytes: { median: 38_412, max: 52_008 },
    fitsPhone: true,
  },
}

/** The same template as the detail page reads it: paid (TIER_2), with a free twin. */
export const DETAIL_TEMPLATE: TemplateDetail = {
  ...LIST_TEMPLATE,
  description: 'A careers site for a barber.',
  category: 'BUSINESS',
  usage: 'RECRUITMENT',
  templateTags: [],
  styleTags: [],
  featureTags: [],
  countPurchases: 3,
  previewUrl: '/preview/templates/tpl-42',
  colourSchemes: [
    { name: 'Navy', accent: '#2a9d8f' },
    { name: 'Graphite', accent: '#e1a100' },
    { name: 'Forest', accent: '#c27c2c' },
  ],
  purchase: null,
  // An English answer: no phrase boundaries (the list item's would lack the description's).
  phraseBoundaries: undefined,
}
export const FREE_DETAIL_TEMPLATE: TemplateDetail = {
  ...DETAIL_TEMPLATE,
  templateId: 'tpl-free',
  tier: 'TIER_0',
}

/** Desktop Chrome can run the editor (spec §6); Firefox cannot ('notChrome'). */
export const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
export const FIREFOX_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'
