// What a template costs follows from what it is, by one rule: the design's level, one step for
// each page beyond home and four others, and one step for each feature that is work to build (reservation, a
// members area, a carousel, an opening animation). So the same thing never sells at two prices.
import { TIERS, type Tier } from '#catalogue/enums'
import { menuPagesOf, type SitePage } from '#catalogue/template-pages'
import type { Design } from './designs'

export type PricedSite = { design: Design; pages: SitePage[] }

/** Steps above the design's level, one per reason. */
export function priceSteps({ design, pages }: PricedSite): number {
  const extraPages = Math.max(0, menuPagesOf(pages).length - 5)
  const features = [
    pages.some((p) => p.kind === 'booking'),
    pages.some((p) => p.kind === 'members'),
    design.carousel,
    design.animation,
  ].filter(Boolean).length
  return extraPages + features
}

/** The tier of a site: a wireframe is free; anything else its design's level plus its steps. */
export function tierOf(site: PricedSite): Tier {
  if (site.design.wireframe) return 'TIER_0'
  const index = Math.min(TIERS.length - 1, site.design.level + priceSteps(site))
  return TIERS[index] as Tier
}
