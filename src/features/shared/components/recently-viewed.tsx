import { useQuery } from '@tanstack/react-query'
import type { TemplateListItem } from '#catalogue/api-contract'
import { useI18n } from '#i18n/react'
import { useRecentlyViewed } from '#src/hooks/use-recently-viewed'
import { templatesByIdsQueryOptions } from '#src/features/shared/api/templates'
import { LikeButton } from './like-button'
import styles from './recently-viewed.module.scss'
import { TemplateGrid } from './template-grid'
import { usePriceFormatter } from './use-price-formatter'

function renderLike(template: TemplateListItem) {
  return (
    <LikeButton
      templateId={template.templateId}
      liked={template.liked}
      countLikes={template.countLikes}
    />
  )
}

/** The row itself, loaded once there is something to show (recently-viewed-slot.tsx). */
export function RecentlyViewed() {
  const { LL, LP, locale } = useI18n()
  const priceOf = usePriceFormatter()
  const { ids, clear } = useRecentlyViewed()
  // The cards are read fresh (titles, prices, likes); templates gone since are left out.
  const cards = useQuery({ ...templatesByIdsQueryOptions(ids, locale), enabled: ids.length > 0 })
  const templates = ids.length > 0 ? (cards.data ?? []) : []
  if (templates.length === 0) return null
  return (
    <section
      className={styles.recent}
      aria-labelledby="recently-viewed-heading"
      data-testid="recently-viewed"
    >
      <div className={styles.header}>
        <h2 id="recently-viewed-heading" className={styles.heading}>
          {LP.recentlyViewed.heading()}
        </h2>
        <button
          type="button"
          className={styles.clear}
          onClick={clear}
          aria-label={LL.recentlyViewed.clearLabel()}
          data-testid="recently-viewed-clear"
        >
          {LP.recentlyViewed.clear()}
        </button>
      </div>
      <TemplateGrid
        templates={templates}
        priceOf={priceOf}
        renderLike={renderLike}
        variant="row"
        testId="recently-viewed-templates"
      />
    </section>
  )
}
