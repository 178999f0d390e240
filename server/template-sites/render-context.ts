// What every part of a template site's page is rendered from: the site, its language and words,
// its pages and how to link and picture them. Shared by the shell (render.ts) and the page bodies.
import type { Language } from '#catalogue/enums'
import { templateSitePages, type SitePage } from '#catalogue/template-pages'
import type { Palette, Phrase } from '../template-words'
import { siteBusiness } from './businesses'
import type { Design } from './designs'
import { INDUSTRY_CONTENT, type IndustryContent } from './industry-content'

export type TemplateSite = {
  design: Design
  /** 0..2: the design's colour scheme and the industry's sample business. */
  scheme: number
  business: number
  industry: string
  siteType: string
}

export function siteContent(site: TemplateSite): IndustryContent {
  const content = INDUSTRY_CONTENT[site.industry] ?? INDUSTRY_CONTENT.business
  if (!content) throw new Error(`No sample content for ${site.industry}`)
  return content
}

export function businessName(site: TemplateSite): Phrase {
  return siteBusiness(site.industry, site.siteType, site.business).name
}

export function sitePalette(site: TemplateSite): Palette {
  return (site.design.schemes[site.scheme % 3] ?? site.design.schemes[0]).palette
}

/** The page of `slug` ('' is home), or undefined when the site has no such page. */
export function findSitePage(site: TemplateSite, slug: string): SitePage | undefined {
  return templateSitePages(site.siteType, site.industry).find((p) => p.slug === slug)
}

export type Ctx = {
  site: TemplateSite
  lang: Language
  t: (phrase: Phrase) => string
  content: IndustryContent
  business: string
  industryName: string
  pages: SitePage[]
  href: (page: SitePage) => string
  /** A picture for a slot: `cls` names the slot's box (hero-pic, avatar…); `subject` the
   * offering or item it shows (its index among the industry's offerings). */
  pic: (n: number, cls?: string, options?: { subject?: number; label?: string }) => string
}

export const yen = (value: number) => `¥${value.toLocaleString('en-US')}`

export function pageWith(c: Ctx, kind: SitePage['kind']): SitePage | undefined {
  return c.pages.find((p) => p.kind === kind)
}

/** The page a visitor should end on: booking when there is one, else the last (contact). */
export const actionOf = (pages: SitePage[]) =>
  pages.find((p) => p.kind === 'booking') ?? pages[pages.length - 1] ?? pages[0]
export const actionPage = (c: Ctx) => actionOf(c.pages)

export function field(label: string, control: string): string {
  return `<label class="field"><span>${label}</span>${control}</label>`
}
