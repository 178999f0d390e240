// Navigation menus of spec §2, built from the catalogue: one entry per group linking to the
// group page, whose children are an 'All' link to that same page followed by every entry.
import { displayName, type Named } from './catalogue-names'
import type { Language } from './enums'
import { INDUSTRY_GROUPS, industriesOfGroup } from './industries'
import { SITE_TYPE_GROUPS, siteTypesOfGroup } from './site-types'

export type MenuLink = { label: string; path: string }
export type MenuGroup = MenuLink & { children: MenuLink[] }

const ALL_LABEL: Record<Language, string> = { en: 'All', ja: 'すべて' }

// The names' own module: the browser build's names arrive there (decision 036).
export { displayName }

/** Locale-free store path of a site-type group, or of one site type inside it. */
export function siteTypePath(groupSlug: string, siteTypeSlug?: string): string {
  const groupPath = `/store/sitetype/${groupSlug}`
  return siteTypeSlug === undefined ? groupPath : `${groupPath}/${siteTypeSlug}`
}

/** Locale-free store path of an industry group, or of one industry inside it. */
export function industryPath(groupSlug: string, industrySlug?: string): string {
  const groupPath = `/store/industries/${groupSlug}`
  return industrySlug === undefined ? groupPath : `${groupPath}/${industrySlug}`
}

function buildGroup(
  group: Named,
  groupPath: string,
  entries: { link: Named; path: string }[],
  language: Language,
): MenuGroup {
  return {
    label: displayName(group, language),
    path: groupPath,
    children: [
      { label: ALL_LABEL[language], path: groupPath },
      ...entries.map(({ link, path }) => ({ label: displayName(link, language), path })),
    ],
  }
}

export function buildSiteTypeMenu(language: Language): MenuGroup[] {
  return SITE_TYPE_GROUPS.map((group) =>
    buildGroup(
      group,
      siteTypePath(group.slug),
      siteTypesOfGroup(group.key).map((siteType) => ({
        link: siteType,
        path: siteTypePath(group.slug, siteType.slug),
      })),
      language,
    ),
  )
}

export function buildIndustryMenu(language: Language): MenuGroup[] {
  return INDUSTRY_GROUPS.map((group) =>
    buildGroup(
      group,
      industryPath(group.slug),
      industriesOfGroup(group.key).map((industry) => ({
        link: industry,
        path: industryPath(group.slug, industry.slug),
      })),
      language,
    ),
  )
}
