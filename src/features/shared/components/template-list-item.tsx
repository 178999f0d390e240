import { Link } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import type { TemplateListItem as TemplateListItemData } from '#catalogue/api-contract'
import { COVER_HEIGHT, COVER_WIDTH } from '#catalogue/cover-paths'
import { coverSrcSet } from '#catalogue/cover-shots'
import { markPhrases } from '#i18n/phrases'
import { phraseFit, typeset, useI18n } from '#i18n/react'
import { useDevice } from '#src/hooks/use-viewport'
import { previewPageUrl } from '#src/lib/store-config'
import { CompareControl } from './compare-control'
import styles from './template-list-item.module.scss'

/** The cover's width in the grid: half the screen on phones, then 3, 4 and 5 columns. */
export const GRID_COVER_SIZES =
  '(min-width: 1440px) 19vw, (min-width: 1280px) 24vw, (min-width: 768px) 32vw, 48vw'
/** In a sideways row: most of a phone's width, then 40%, then 4.4 and 5 to a row. */
export const ROW_COVER_SIZES =
  '(min-width: 1280px) 19vw, (min-width: 1024px) 23vw, (min-width: 768px) 40vw, 72vw'

export type TemplateListItemProps = {
  template: TemplateListItemData
  /** Already formatted in the visitor's currency. */
  price: string
  rank?: number | undefined
  /** The like control; a slot so the item stays free of session and machine wiring. */
  likeButton?: ReactNode
  /**
   * The page's largest image (its LCP element): fetched ahead of other images and never lazy.
   * One per page, or the hint stops meaning anything.
   */
  priority?: boolean
  /** A listing's items sit right under its h1; elsewhere under a section's h2. */
  headingLevel?: 2 | 3
  /** How wide the cover is shown (the `sizes` of its srcset), from the list's layout. */
  coverSizes?: string
}

/**
 * Spec §2 template list item. Desktop: cover with a hover/focus overlay (the whole title, Details,
 * Preview in a new window, like button with count). Small screens: one link to the detail page,
 * because there is no hover to reveal the actions; under its cover the title and price, as
 * peers' mobile cards show them (issue 14).
 */
export function TemplateListItem({
  template,
  price,
  rank,
  likeButton,
  priority = false,
  headingLevel = 3,
  coverSizes = GRID_COVER_SIZES,
}: TemplateListItemProps) {
  const { LL, locale } = useI18n()
  const { isDesktop } = useDevice()
  // Spec §8: a failed image is logged and left blank, never shown as a broken-image icon.
  const [coverFailed, setCoverFailed] = useState(false)
  const detail = {
    to: '/store/templates/$templateId',
    params: { templateId: template.templateId },
  } as const
  const cover = coverFailed ? (
    <span
      className={styles.coverBlank}
      role="img"
      aria-label={LL.templateItem.coverAlt({ title: template.templateTitle })}
    />
  ) : (
    // In a <picture>, React's server render does not add its own preload for the cover: with a
    // srcset, Chromium then warned of a preloaded width the page never used. The first cover is
    // found early anyway (fetchpriority=high, in the HTML).
    <picture className={styles.picture}>
      <img
        className={styles.cover}
        src={template.coverUrl}
        // A shot cover comes in three widths; the browser takes the one the layout needs.
        srcSet={coverSrcSet(template.coverUrl)}
        sizes={coverSizes}
        alt={LL.templateItem.coverAlt({ title: template.templateTitle })}
        width={COVER_WIDTH}
        height={COVER_HEIGHT}
        // Only the page's first cover loads with the HTML; the rest are lazy, so on a slow phone
        // they are fetched after the first paint instead of sharing the connection before it.
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? undefined : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        onError={() => {
          console.error(`Cover image failed to load: ${template.coverUrl}`)
          setCoverFailed(true)
        }}
      />
    </picture>
  )
  const rankBadge =
    rank === undefined ? null : (
      <span className={styles.rank} aria-label={LL.templateItem.rankLabel({ rank })}>
        {rank}
      </span>
    )
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const markedTitle = markPhrases(template.templateTitle, template.phraseBoundaries?.templateTitle)
  const title = typeset(markedTitle)
  const meta = (
    <div className={styles.meta}>
      <Heading className={styles.title} style={phraseFit(markedTitle)}>
        {title}
      </Heading>
      <p className={styles.price} data-testid="template-price">
        <span className="visually-hidden">{LL.templateItem.price()}: </span>
        {price}
      </p>
    </div>
  )

  // Spec §2: on small screens the item is only an image link (the rank badge sits on the image);
  // the cover's alt text names it.
  if (!isDesktop) {
    return (
      <article className={styles.item} data-testid="template-list-item" data-layout="compact">
        <Link {...detail} className={styles.compactLink}>
          <div className={styles.media}>
            {cover}
            {rankBadge}
          </div>
          {meta}
        </Link>
        <CompareControl templateId={template.templateId} title={template.templateTitle} />
      </article>
    )
  }

  return (
    <article className={styles.item} data-testid="template-list-item" data-layout="desktop">
      <div className={styles.media} data-testid="template-media">
        <Link {...detail} className={styles.coverLink} tabIndex={-1} aria-hidden="true">
          {cover}
        </Link>
        {rankBadge}
        {/* The buttons carry their own backgrounds: legible on any cover, light or dark. */}
        <div className={styles.overlay} data-testid="template-overlay">
          <Link {...detail} className={styles.detailsButton}>
            {LL.templateItem.details()}
          </Link>
          <a
            className={styles.previewButton}
            href={previewPageUrl(template.templateId, '', locale)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={LL.templateItem.previewLabel({ title: template.templateTitle })}
          >
            {LL.templateItem.preview()}
          </a>
          {likeButton ? <div className={styles.like}>{likeButton}</div> : null}
        </div>
      </div>
      <Link {...detail} className={styles.metaLink}>
        {meta}
        {/* The whole title on hover or focus, unfolded over the two lines below the cover (and
            what follows them), not drawn on the cover: the heading names the item. */}
        <span className={styles.wholeTitle} aria-hidden="true" data-testid="template-whole-title">
          {title}
        </span>
      </Link>
      <CompareControl templateId={template.templateId} title={template.templateTitle} />
    </article>
  )
}
