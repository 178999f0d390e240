import { useQuery } from '@tanstack/react-query'
import type { TemplateListItem } from '../../../../catalogue/api-contract'
import { useI18n } from '../../../../i18n/react'
import { LikeButton } from '../../likes/components/like-button'
import { searchTemplatesQueryOptions } from '../../templates/api/templates'
import { TemplateGrid, TemplateGridPlaceholder } from '../../templates/components/template-grid'
import { usePriceFormatter } from '../../templates/components/use-price-formatter'

/** Spec §9: the popular row holds 5 templates. */
export const POPULAR_COUNT = 5

export function popularTemplatesQueryOptions(language: 'en' | 'ja') {
  return searchTemplatesQueryOptions({ page: 1, limit: POPULAR_COUNT, sort: 'ranking', language })
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
  const { locale } = useI18n()
  const priceOf = usePriceFormatter()
  const { data, isError } = useQuery(popularTemplatesQueryOptions(locale))
  // The error page must never fail in turn; without data the row simply stays empty.
  if (isError) return null
  if (!data) return <TemplateGridPlaceholder variant="row" count={POPULAR_COUNT} />
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
