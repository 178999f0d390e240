import { useQueries } from '@tanstack/react-query'
import { Link, useHydrated } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import type { TemplateDetail } from '#catalogue/api-contract'
import { COMPARE_LIMIT, compareIdsParam, removeCompared } from '#catalogue/compare'
import { COVER_HEIGHT, COVER_WIDTH } from '#catalogue/cover-paths'
import { SHOT_PAGE_HEIGHT, SHOT_PAGE_WIDTH, coverSrcSet, pageShotUrl } from '#catalogue/cover-shots'
import { findIndustry } from '#catalogue/industries'
import { localizePath } from '#catalogue/locale-paths'
import { displayName } from '#catalogue/menus'
import { findSiteType } from '#catalogue/site-types'
import { tagDisplayName } from '#catalogue/tags'
import { templateSitePages } from '#catalogue/template-pages'
import { axeViolationCount } from '#catalogue/template-quality'
import { useI18n } from '#i18n/react'
import { useCompare } from '#src/hooks/actors/use-compare'
import { templateQueryOptions } from '#src/features/shared/api/templates'
import { CARRIED_COMPARE_PARAM } from '#src/features/shared/components/compare-control'
import { usePriceFormatter } from '#src/features/shared/components/use-price-formatter'
import styles from './compare-page.module.scss'

/** Page shots shown under each cover: enough to see the design carry across pages. */
const SHOTS_PER_TEMPLATE = 3

export type ComparePageProps = {
  /** The address's ids, checked by the route: well-formed, known, at most COMPARE_LIMIT. */
  ids: readonly string[]
  /** How many the address asked for, when that was more than COMPARE_LIMIT. */
  asked?: number | undefined
}

/**
 * Issue 31: the templates of the address side by side, one column each, one row per fact. On a
 * phone the columns are a row to swipe, each snapping into place beside the row names.
 */
export function ComparePage({ ids, asked }: ComparePageProps) {
  const { LP, locale } = useI18n()
  const compare = useCompare()
  const hydrated = useHydrated()
  // The address is the set this page shows: the visit's set becomes it.
  const { replace } = compare
  useEffect(() => {
    if (hydrated) replace(ids)
  }, [hydrated, ids, replace])
  const templates = useQueries({
    queries: ids.map((id) => templateQueryOptions(id, locale)),
    combine: (results) => results.flatMap((result) => (result.data ? [result.data] : [])),
  })
  // Without the app the store's cards add to the set this link carries (compare-control.tsx).
  const addMoreHref = `${localizePath('/store/all', locale)}?${CARRIED_COMPARE_PARAM}=${ids.join(',')}`

  return (
    <section className={styles.page} aria-labelledby="compare-heading">
      <h1 id="compare-heading" className={styles.heading}>
        {LP.compare.title()}
      </h1>
      {asked !== undefined ? (
        <p className={styles.notice} role="status" data-testid="compare-too-many">
          {LP.compare.tooMany({ limit: COMPARE_LIMIT, asked })}
        </p>
      ) : null}
      {templates.length === 0 ? (
        <div className={styles.empty} data-testid="compare-empty">
          <p>{LP.compare.empty({ limit: COMPARE_LIMIT })}</p>
          <Link to="/store/all" className={styles.primary}>
            {LP.compare.browse()}
          </Link>
        </div>
      ) : (
        <>
          <p className={styles.swipeHint}>{LP.compare.swipeHint()}</p>
          <CompareTable templates={templates} />
          {templates.length < COMPARE_LIMIT ? (
            <a className={styles.secondary} href={addMoreHref} data-testid="compare-add-more">
              {LP.compare.addMore()}
            </a>
          ) : null}
        </>
      )}
    </section>
  )
}

function CompareTable({ templates }: { templates: readonly TemplateDetail[] }) {
  const { LL, LP, locale } = useI18n()
  const priceOf = usePriceFormatter()
  const ids = templates.map((template) => template.templateId)
  const tags = (list: readonly string[]) =>
    list.length > 0 ? list.map((tag) => tagDisplayName(tag, locale)).join(', ') : LL.compare.none()
  const rows: { key: string; label: string; cell: (template: TemplateDetail) => ReactNode }[] = [
    { key: 'price', label: LL.template.price(), cell: (template) => priceOf(template) },
    {
      key: 'pages',
      label: LL.compare.pages(),
      cell: (template) => {
        const pages = templateSitePages(template.siteType, template.industry)
        return LP.template.pageCount({ count: pages.length })
      },
    },
    {
      key: 'siteType',
      label: LL.template.siteType(),
      cell: (template) => {
        const siteType = findSiteType(template.siteTypeGroup, template.siteType)
        return siteType ? displayName(siteType, locale) : LL.compare.none()
      },
    },
    {
      key: 'industry',
      label: LL.template.industry(),
      cell: (template) => {
        const industry = findIndustry(template.industryGroup, template.industry)
        return industry ? displayName(industry, locale) : LL.compare.none()
      },
    },
    { key: 'features', label: LL.template.features(), cell: (t) => tags(t.featureTags) },
    { key: 'styles', label: LL.template.style(), cell: (t) => tags(t.styleTags) },
    {
      key: 'designer',
      label: LL.template.designer(),
      cell: (template) => (
        <Link to="/store/designers/$designerId" params={{ designerId: template.designerId }}>
          {template.designerName}
        </Link>
      ),
    },
    {
      key: 'likes',
      label: LL.compare.likes(),
      cell: (template) => LL.template.likes({ count: template.countLikes }),
    },
    {
      key: 'quality',
      label: LL.template.qualityHeading(),
      cell: (template) =>
        template.quality ? (
          <ul className={styles.facts}>
            <li>{LL.template.qualityIssues({ count: axeViolationCount(template.quality) })}</li>
            <li>
              {LL.template.qualityWeight({
                kb: Math.max(1, Math.round(template.quality.bytes.median / 1000)),
              })}
            </li>
            <li>
              {template.quality.fitsPhone
                ? LL.template.qualityFitsPhone()
                : LL.template.qualityWiderThanPhone()}
            </li>
          </ul>
        ) : (
          LL.compare.none()
        ),
    },
  ]
  return (
    <div className={styles.scroller} data-testid="compare-row" tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{LL.compare.title()}</caption>
        <thead>
          <tr>
            <td className={styles.corner} />
            {templates.map((template) => (
              <th
                key={template.templateId}
                scope="col"
                className={styles.column}
                data-testid="compare-column"
                data-template-id={template.templateId}
              >
                <TemplateHeader
                  template={template}
                  others={removeCompared(ids, template.templateId)}
                />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-row={row.key}>
              <th scope="row" className={styles.rowName}>
                {row.label}
              </th>
              {templates.map((template) => (
                <td key={template.templateId} className={styles.cell}>
                  {row.cell(template)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function TemplateHeader({
  template,
  others,
}: {
  template: TemplateDetail
  others: readonly string[]
}) {
  const { LL, locale } = useI18n()
  const shots = templateSitePages(template.siteType, template.industry)
    .slice(1)
    .flatMap((page) => {
      const shot = pageShotUrl(template.coverUrl, page.slug)
      return shot ? [{ slug: page.slug, name: page.name[locale], shot }] : []
    })
    .slice(0, SHOTS_PER_TEMPLATE)
  return (
    <div className={styles.header}>
      <Link
        to="/store/templates/$templateId"
        params={{ templateId: template.templateId }}
        className={styles.titleLink}
      >
        <img
          className={styles.cover}
          src={template.coverUrl}
          srcSet={coverSrcSet(template.coverUrl)}
          sizes="(min-width: 768px) 30vw, 70vw"
          alt=""
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
        />
        <span className={styles.title}>{template.templateTitle}</span>
      </Link>
      {shots.length > 0 ? (
        <ul className={styles.shots}>
          {shots.map((shot) => (
            <li key={shot.slug}>
              <img
                src={shot.shot}
                alt={shot.name}
                width={SHOT_PAGE_WIDTH}
                height={SHOT_PAGE_HEIGHT}
                loading="lazy"
                decoding="async"
              />
            </li>
          ))}
        </ul>
      ) : null}
      <Link
        to="/store/compare"
        search={{ ids: compareIdsParam(others) }}
        className={styles.remove}
        aria-label={LL.compare.removeLabel({ title: template.templateTitle })}
        data-testid="compare-remove"
      >
        {LL.compare.remove()}
      </Link>
    </div>
  )
}
