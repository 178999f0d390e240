import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import type { TemplateListItem } from '#catalogue/api-contract'
import { useI18n } from '#i18n/react'
import { LikeButton } from '#src/features/shared/components/like-button'
import {
  searchTemplates,
  templateKeys,
  type SearchTemplatesResult,
} from '#src/features/shared/api/templates'
import {
  TemplateGrid,
  TemplateGridPlaceholder,
} from '#src/features/shared/components/template-grid'
import { usePriceFormatter } from '#src/features/shared/components/use-price-formatter'

/** Spec §9: the popular row holds 5 templates. */
export const POPULAR_COUNT = 5

/**
 * The row's search. It never fails: the error page must not fail in turn, so a failed search is
 * an empty row (null). Fetched while the server renders the page (suspense), so the row arrives
 * with the page, app or not.
 */
export function popularTemplatesQueryOptions(language: 'en' | 'ja') {
  const params = { page: 1, limit: POPULAR_COUNT, sort: 'ranking', language } as const
  return queryOptions({
    queryKey: [...templateKeys.search(params), 'popular-row'] as const,
    queryFn: ({ signal }): Promise<SearchTemplatesResult | null> =>
      searchTemplates(params, signal).catch(() => null),
  })
}

function renderLike(template: TemplateListItem) {
  return (
    <LikeButton
      templateId={template.templateId}
      liked={template.liked}
      countLikes={template.countLikes}
    />
  )
}

/** The error page's 'popular templates' row: top 5 by ranking, ranked, priced, scrolling sideways. */
export function PopularTemplates() {
  return (
    <Suspense fallback={<TemplateGridPlaceholder variant="row" count={POPULAR_COUNT} />}>
      <PopularRow />
    </Suspense>
  )
}

function PopularRow() {
  const { locale } = useI18n()
  const priceOf = usePriceFormatter()
  const { data } = useSuspenseQuery(popularTemplatesQueryOptions(locale))
  // Without data (the search failed) the row simply stays empty.
  if (!data) return null
  return (
    <TemplateGrid
      templates={data.templates.slice(0, POPULAR_COUNT)}
      priceOf={priceOf}
      showRank
      renderLike={renderLike}
      variant="row"
      testId="popular-templates"
    />
  )
}
