// The trails the breadcrumbs show, built in one place so the page (Breadcrumbs) and its head
// (BreadcrumbList JSON-LD) always name the same steps. Pure: routes call these in head() too.
import type { TemplateDetail } from '#catalogue/api-contract'
import type { Industry, IndustryGroup } from '#catalogue/industries'
import { displayName, industryPath, siteTypePath } from '#catalogue/menus'
import { findSiteType, type SiteType, type SiteTypeGroup } from '#catalogue/site-types'
import type { Locale, Translator } from '#i18n/messages'
import { categoryPath } from '#catalogue/categories'
import type { TemplateCategory } from '#catalogue/enums'
import { tagDisplayName, tagPath, type ListingTag } from '#catalogue/tags'

/** One step after the store root; `path` is locale-free. The last step is the current page. */
export type Crumb = { label: string; path?: string }

export function siteTypeGroupTrail(LL: Translator, locale: Locale, group: SiteTypeGroup): Crumb[] {
  return [
    { label: LL.nav.siteTypes() },
    { label: displayName(group, locale), path: siteTypePath(group.slug) },
  ]
}

export function siteTypeTrail(locale: Locale, group: SiteTypeGroup, siteType: SiteType): Crumb[] {
  return [
    { label: displayName(group, locale), path: siteTypePath(group.slug) },
    { label: displayName(siteType, locale), path: siteTypePath(group.slug, siteType.slug) },
  ]
}

export function industryGroupTrail(LL: Translator, locale: Locale, group: IndustryGroup): Crumb[] {
  return [
    { label: LL.nav.industries() },
    { label: displayName(group, locale), path: industryPath(group.slug) },
  ]
}

export function industryTrail(locale: Locale, group: IndustryGroup, industry: Industry): Crumb[] {
  return [
    { label: displayName(group, locale), path: industryPath(group.slug) },
    { label: displayName(industry, locale), path: industryPath(group.slug, industry.slug) },
  ]
}

export function designerTrail(LL: Translator, name: string): Crumb[] {
  return [{ label: LL.designers.title(), path: '/store/designers' }, { label: name }]
}

export type TemplateTrailInput = Pick<
  TemplateDetail,
  'templateId' | 'templateTitle' | 'siteTypeGroup' | 'siteType'
>

/** The template's own site type (when the catalogue knows it), then the template. */
export function templateTrail(locale: Locale, template: TemplateTrailInput): Crumb[] {
  const siteType = findSiteType(template.siteTypeGroup, template.siteType)
  return [
    ...(siteType
      ? [
          {
            label: displayName(siteType, locale),
            path: siteTypePath(template.siteTypeGroup, template.siteType),
          },
        ]
      : []),
    { label: template.templateTitle, path: `/store/templates/${template.templateId}` },
  ]
}

export function tagTrail(LL: Translator, locale: Locale, found: ListingTag): Crumb[] {
  return [
    { label: LL.nav.tags() },
    { label: tagDisplayName(found.tag.slug, locale), path: tagPath(found.tag.slug) },
  ]
}

export function categoryTrail(LL: Translator, category: TemplateCategory): Crumb[] {
  return [
    { label: LL.nav.categories() },
    { label: LL.category[category](), path: categoryPath(category) },
  ]
}
