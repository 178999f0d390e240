import type { ReactNode } from 'react'
import type { TemplateListItem as TemplateListItemData } from '#catalogue/api-contract'
import { useI18n } from '#i18n/react'
import styles from './template-grid.module.scss'
import { GRID_COVER_SIZES, ROW_COVER_SIZES, TemplateListItem } from './template-list-item'

/** Spec §9: the loading placeholder has 5 items. */
export const PLACEHOLDER_COUNT = 5

export type TemplateGridProps = {
  templates: readonly TemplateListItemData[]
  priceOf: (template: TemplateListItemData) => string
  /** Show each template's rank badge (ranking-ordered lists). */
  showRank?: boolean
  renderLike?: (template: TemplateListItemData) => ReactNode
  /** 'row' scrolls horizontally (home sections, the error page's popular row). */
  variant?: 'grid' | 'row'
  testId?: string
  /** Level of each item's title: one below the heading the grid sits under. */
  itemHeadingLevel?: 2 | 3
  /** The first cover is the page's LCP element: the page's main grid, one per page. */
  priority?: boolean
}

export function TemplateGrid({
  templates,
  priceOf,
  showRank = false,
  renderLike,
  variant = 'grid',
  testId = 'template-grid',
  itemHeadingLevel = 3,
  priority = false,
}: TemplateGridProps) {
  return (
    <ul className={styles[variant]} data-testid={testId}>
      {templates.map((template, index) => (
        <li key={template.templateId} className={styles.cell}>
          <TemplateListItem
            template={template}
            price={priceOf(template)}
            rank={showRank ? (template.rank ?? index + 1) : undefined}
            likeButton={renderLike?.(template)}
            priority={priority && index === 0}
            headingLevel={itemHeadingLevel}
            coverSizes={variant === 'row' ? ROW_COVER_SIZES : GRID_COVER_SIZES}
          />
        </li>
      ))}
    </ul>
  )
}

export function TemplateGridPlaceholder({
  variant = 'grid',
  count = PLACEHOLDER_COUNT,
}: {
  variant?: 'grid' | 'row'
  count?: number
}) {
  const { LL } = useI18n()
  return (
    <div role="status" aria-live="polite" data-testid="template-grid-placeholder">
      <span className="visually-hidden">{LL.loading.templates()}</span>
      <ul className={styles[variant]} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={styles.cell} data-testid="template-placeholder-item">
            <div className={styles.skeletonCover} />
            <div className={styles.skeletonLine} />
            <div className={styles.skeletonLineShort} />
          </li>
        ))}
      </ul>
    </div>
  )
}
