// What a template's site is made of, as the seed stores it and the preview and covers read it
// back: the stored "palette" column holds the look (design, scheme, sample business) along with
// the colours. Feature tags are read off the pages, so a tag always names something the site has.
import type { Language, Tier } from '#catalogue/enums'
import { FEATURE_TAGS, type FeatureTagSlug } from '#catalogue/tags'
import type { SitePage } from '#catalogue/template-pages'
import type { Palette } from '../template-words'
import { designById } from './designs'
import type { TemplateSite } from './render'

/** The stored look of a template: its colours, and for a designed site which design it is. */
export type TemplateLook = Palette & { design?: string; scheme?: number; business?: number }

export function isDarkPalette(palette: Palette): boolean {
  const v = Number.parseInt(palette.background.slice(1), 16)
  return ((v >> 16) & 255) * 0.299 + ((v >> 8) & 255) * 0.587 + (v & 255) * 0.114 < 90
}

export function siteFeatures(site: TemplateSite, pages: SitePage[], tier: Tier): FeatureTagSlug[] {
  const has = (test: (p: SitePage) => boolean) => pages.some(test)
  const present: Record<FeatureTagSlug, boolean> = {
    reservation: has((p) => p.kind === 'booking'),
    carousel: site.design.carousel,
    'opening-animation': site.design.animation,
    'article-list': has((p) => p.kind === 'news' && p.flavour === 'articles'),
    'case-studies': has((p) => (p.kind === 'works' && p.flavour === 'cases') || p.kind === 'case'),
    'news-announcements': has((p) => p.kind === 'news' && p.flavour === 'notices'),
    interview: has((p) => p.kind === 'news' && p.flavour === 'interviews'),
    'password-protection': has((p) => p.kind === 'members'),
    'contact-form': has((p) => p.kind === 'contact'),
    'map-embed': has((p) => p.map === true),
    'free-plan': tier === 'TIER_0',
  }
  return FEATURE_TAGS.map((t) => t.slug).filter((slug) => present[slug])
}

/** The site of a stored template, or undefined for one without a design (e.g. added by hand). */
export function templateSiteOf(row: {
  palette: string
  site_type: string
  industry: string
}): TemplateSite | undefined {
  let look: TemplateLook
  try {
    look = JSON.parse(row.palette) as TemplateLook
  } catch {
    return undefined
  }
  const design = look.design ? designById(look.design) : undefined
  if (!design) return undefined
  return {
    design,
    scheme: look.scheme ?? 0,
    business: look.business ?? 0,
    industry: row.industry,
    siteType: row.site_type,
  }
}

/**
 * The colour schemes of a stored template's design (its own among them), named in `language`:
 * "Try it as yours" offers their accents (issue 31). None for a template without a design.
 */
export function templateColourSchemes(
  row: Parameters<typeof templateSiteOf>[0],
  language: Language,
): { name: string; accent: string }[] {
  const site = templateSiteOf(row)
  if (!site) return []
  return site.design.schemes.map((scheme) => ({
    name: scheme.name[language],
    accent: scheme.palette.accent.toLowerCase(),
  }))
}
