// One seeded-looking template for the component tests: the list item and the detail page show
// the same record, so they share it.
import type { TemplateListItem } from '../../catalogue/api-contract'

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
}
