import { getRouteApi } from '@tanstack/react-router'
import type { TemplateDetail } from '#catalogue/api-contract'
import { SHOT_PAGE_HEIGHT, SHOT_PAGE_WIDTH, pageShotUrl } from '#catalogue/cover-shots'
import { useI18n } from '#i18n/react'
import { personalPreviewUrl, usePersonalChoices } from '../lib/personal-choices'
import styles from './template-gallery.module.scss'

const templateRoute = getRouteApi('/store/templates/$templateId')

export type TemplateGalleryProps = {
  template: Pick<TemplateDetail, 'templateId' | 'coverUrl'>
}

/**
 * The template's pages (issue 14): a picture of each, shot from its real site, each opening that
 * page of the preview in a new window, in the visitor's language. A template without shots (its
 * cover is the generated SVG) still lists its pages, without pictures.
 */
export function TemplateGallery({ template }: TemplateGalleryProps) {
  const { LL, LP, locale } = useI18n()
  // The template's pages in the page's language, from the route's loader (issue 29).
  const pages = templateRoute.useLoaderData({ select: (data) => data.galleryPages })
  const { choices } = usePersonalChoices()
  return (
    <section className={styles.gallery} aria-labelledby="template-pages-heading">
      <div className={styles.head}>
        <h2 id="template-pages-heading">{LP.template.pagesHeading()}</h2>
        <p>{LP.template.pageCount({ count: pages.length })}</p>
      </div>
      <ul className={styles.pages} data-testid="template-gallery">
        {pages.map((page) => {
          const shot = pageShotUrl(template.coverUrl, page.slug)
          return (
            <li key={page.slug}>
              <a
                className={styles.page}
                href={personalPreviewUrl(
                  template.templateId,
                  page.slug,
                  choices.lang ?? locale,
                  choices,
                )}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="template-gallery-page"
              >
                {shot ? (
                  <img
                    src={shot}
                    alt=""
                    width={SHOT_PAGE_WIDTH}
                    height={SHOT_PAGE_HEIGHT}
                    loading="lazy"
                    decoding="async"
                  />
                ) : null}
                <span className={styles.name}>
                  {page.name}
                  <span className="visually-hidden"> {LL.a11y.opensInNewWindow()}</span>
                </span>
              </a>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
