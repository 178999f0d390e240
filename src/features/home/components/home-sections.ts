import type { TemplateSearchFilters } from '#catalogue/api-contract'
import type { Language, PublicSortKey } from '#catalogue/enums'
import type { SearchTemplatesParams } from '#src/features/shared/api/templates'

export const SECTION_SIZE = 10

export type HomeSectionKey = 'ranking' | 'newArrivals' | 'freeTemplates'

export type HomeSection = {
  key: HomeSectionKey
  sort: PublicSortKey
  filters?: TemplateSearchFilters
  /** 'Show More' opens /store/all in this order; free templates have no list of their own. */
  showMoreSort?: PublicSortKey
  ranked: boolean
}

export const HOME_SECTIONS: readonly HomeSection[] = [
  { key: 'ranking', sort: 'ranking', showMoreSort: 'ranking', ranked: true },
  { key: 'newArrivals', sort: 'published_at', showMoreSort: 'published_at', ranked: false },
  { key: 'freeTemplates', sort: 'ranking', filters: { price: 'free' }, ranked: false },
]

/** Shared by the home loader and the section components, so both hit one cache entry. */
export function homeSectionParams(section: HomeSection, language: Language): SearchTemplatesParams {
  return {
    page: 1,
    limit: SECTION_SIZE,
    sort: section.sort,
    language,
    ...(section.filters ? { filters: section.filters } : {}),
  }
}
