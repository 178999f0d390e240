import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { TemplateListItem } from '#catalogue/api-contract'
import { useI18n } from '#i18n/react'
import { LikeButton } from '#src/features/shared/components/like-button'
import { searchTemplatesQueryOptions } from '#src/features/shared/api/templates'
import {
  TemplateGrid,
  TemplateGridPlaceholder,
} from '#src/features/shared/components/template-grid'
import { usePriceFormatter } from '#src/features/shared/components/use-price-formatter'
import { homeSectionParams, type HomeSection } from './home-sections'
import styles from './template-section.module.scss'

/** One home row (ranking, new arrivals, free): a titled, sideways-scrolling template row. */
export function TemplateSection({
  section,
  priority = false,
}: {
  section: HomeSection
  /** The top row holds the home page's LCP element (its first cover). */
  priority?: boolean
}) {
  const { LP, locale } = useI18n()
  const priceOf = usePriceFormatter()
  const { data, isError } = useQuery(
    searchTemplatesQueryOptions(homeSectionParams(section, locale)),
  )
  const renderLike = useCallback(
    (template: TemplateListItem) => (
      <LikeButton
        templateId={template.templateId}
        liked={template.liked}
        countLikes={template.countLikes}
      />
    ),
    [],
  )
  const headingId = `home-section-${section.key}`
  if (isError || (data && data.templates.length === 0)) return null
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {LP.home[section.key]()}
        </h2>
        {section.showMoreSort ? (
          <Link
            to="/store/all"
            search={{ page: 1, sort: section.showMoreSort }}
            className={styles.showMore}
          >
            {LP.home.showMore()}
            <span aria-hidden="true"> →</span>
          </Link>
        ) : null}
      </div>
      {data ? (
        <TemplateGrid
          templates={data.templates}
          priceOf={priceOf}
          showRank={section.ranked}
          renderLike={renderLike}
          variant="row"
          testId={`${headingId}-items`}
          priority={priority}
        />
      ) : (
        <TemplateGridPlaceholder variant="row" />
      )}
    </section>
  )
}
