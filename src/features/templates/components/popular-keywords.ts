import type { Locale } from '#catalogue/locale-paths'
import { industryPath, siteTypePath } from '#catalogue/menus'

export type PopularKeywordKey =
  | 'corporate'
  | 'portfolio'
  | 'landingPage'
  | 'careers'
  | 'event'
  | 'business'
  | 'beautyClinic'
  | 'medicalHealth'
  | 'startup'

export type PopularKeyword = { key: PopularKeywordKey; path: string }

// Spec §2 "Other links": the site-type links appear in both locales, the industry links in
// Japanese only; the English empty view shows just portfolio and landing page.
const JAPANESE_KEYWORDS: PopularKeyword[] = [
  { key: 'corporate', path: siteTypePath('business', 'corporate') },
  { key: 'portfolio', path: siteTypePath('creative', 'portfolio') },
  { key: 'landingPage', path: siteTypePath('marketing', 'lp') },
  { key: 'careers', path: siteTypePath('business', 'careers') },
  { key: 'event', path: siteTypePath('marketing', 'event') },
  { key: 'business', path: siteTypePath('business') },
  { key: 'beautyClinic', path: industryPath('beauty-clinic') },
  { key: 'medicalHealth', path: industryPath('medical-health') },
  { key: 'startup', path: industryPath('business-professional', 'startup') },
]

const ENGLISH_KEYWORDS = JAPANESE_KEYWORDS.filter(
  (keyword) => keyword.key === 'portfolio' || keyword.key === 'landingPage',
)

export function popularKeywords(locale: Locale): PopularKeyword[] {
  return locale === 'ja' ? JAPANESE_KEYWORDS : ENGLISH_KEYWORDS
}
