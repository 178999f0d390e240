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

// The home is the store's shop window: its rows show finished designs. The wireframes (Blueprint's
// free grey layout skeletons) are liked and ranked like any template, so they came near the top of
// the free row (2nd and 4th of it, issue 32); they have their own listing (category WIREFRAME).
const FINISHED = { wireframe: false } as const

export const HOME_SECTIONS: readonly HomeSection[] = [
  { key: 'ranking', sort: 'ranking', filters: FINISHED, showMoreSort: 'ranking', ranked: true },
  {
    key: 'newArrivals',
    sort: 'published_at',
    filters: FINISHED,
    showMoreSort: 'published_at',
    ranked: false,
  },
  { key: 'freeTemplates', sort: 'ranking', filters: { ...FINISHED, price: 'free' }, ranked: false },
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
