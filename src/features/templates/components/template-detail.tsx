import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useCallback } from 'react'
import type {
  TemplateDetail as TemplateDetailData,
  TemplateListItem,
} from '../../../../catalogue/api-contract'
import { findIndustry } from '../../../../catalogue/industries'
import { displayName, industryPath, siteTypePath } from '../../../../catalogue/menus'
import { findSiteType } from '../../../../catalogue/site-types'
import { currencyFor } from '../../../../i18n/price'
import { useI18n } from '../../../../i18n/react'
import { useSession } from '../../../app/actors/use-session'
import { Breadcrumbs } from '../../layout/components/breadcrumbs'
import { previewUrl, studioUrl } from '../../layout/lib/store-config'
import { LikeButton } from '../../likes/components/like-button'
import { searchTemplatesQueryOptions, type SearchTemplatesParams } from '../api/templates'
import styles from './template-detail.module.scss'
import { TemplateGrid } from './template-grid'
import { usePriceFormatter } from './use-price-formatter'

const RELATED_COUNT = 5

/** Same site type, this template left out (the request asks for one more to keep 5). */
export function relatedTemplatesParams(
  template: Pick<TemplateDetailData, 'templateId' | 'siteTypeGroup' | 'siteType'>,
  language: 'en' | 'ja',
): SearchTemplatesParams {
  return {
    page: 1,
    limit: RELATED_COUNT,
    sort: 'ranking',
    language,
    filters: { siteTypeGroup: template.siteTypeGroup, siteType: template.siteType },
    excludeIds: [template.templateId],
  }
}

export function TemplateDetail({ template }: { template: TemplateDetailData }) {
  const { LL, locale } = useI18n()
  const { account } = useSession()
  const priceOf = usePriceFormatter()
  const currency = currencyFor({
    billingCountry: account?.myBilling.country ?? null,
    language: account?.language ?? locale,
  })
  const siteType = findSiteType(template.siteTypeGroup, template.siteType)
  const industry = findIndustry(template.industryGroup, template.industry)
  const related = useQuery(searchTemplatesQueryOptions(relatedTemplatesParams(template, locale)))
  const renderLike = useCallback(
    (item: TemplateListItem) => (
      <LikeButton templateId={item.templateId} liked={item.liked} countLikes={item.countLikes} />
    ),
    [],
  )
  const price = priceOf(template)
  const isFree = template.tier === 'TIER_0'

  return (
    <article className={styles.detail} data-testid="template-detail">
      <Breadcrumbs
        items={[
          ...(siteType
            ? [
                {
                  label: displayName(siteType, locale),
                  path: siteTypePath(template.siteTypeGroup, template.siteType),
                },
              ]
            : []),
          { label: template.templateTitle },
        ]}
      />
      <div className={styles.layout}>
        <div className={styles.media}>
          <img
            src={template.coverUrl}
            alt={LL.templateItem.coverAlt({ title: template.templateTitle })}
            width={1280}
            height={800}
          />
        </div>
        <aside className={styles.summary}>
          <h1 className={styles.title}>{template.templateTitle}</h1>
          <p className={styles.designer}>
            <Link to="/store/designers/$designerId" params={{ designerId: template.designerId }}>
              {LL.template.byDesigner({ name: template.designerName })}
            </Link>
          </p>
          <p className={styles.price} data-testid="template-detail-price">
            {price}
          </p>
          <div className={styles.actions}>
            <a
              className={styles.primary}
              href={studioUrl(template.templateId, locale, currency)}
              data-testid="template-open-editor"
            >
              {isFree ? LL.template.useFree() : LL.template.purchase()}
            </a>
            <a
              className={styles.secondary}
              href={previewUrl(template.templateId)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {LL.template.preview()}
              <span className="visually-hidden"> {LL.a11y.opensInNewWindow()}</span>
            </a>
            <LikeButton
              templateId={template.templateId}
              liked={template.liked}
              countLikes={template.countLikes}
            />
          </div>
          <dl className={styles.facts}>
            <dt>{LL.template.category()}</dt>
            <dd>{LL.category[template.category]()}</dd>
            {siteType ? (
              <>
                <dt>{LL.template.siteType()}</dt>
                <dd>
                  <Link to={siteTypePath(template.siteTypeGroup, template.siteType)}>
                    {displayName(siteType, locale)}
                  </Link>
                </dd>
              </>
            ) : null}
            {industry ? (
              <>
                <dt>{LL.template.industry()}</dt>
                <dd>
                  <Link to={industryPath(template.industryGroup, template.industry)}>
                    {displayName(industry, locale)}
                  </Link>
                </dd>
              </>
            ) : null}
          </dl>
          <p className={styles.stats}>
            {LL.template.published({ date: template.publishedAt })}
            <span aria-hidden="true"> · </span>
            {LL.template.purchases({ count: template.countPurchases })}
          </p>
        </aside>
      </div>
      <section className={styles.about}>
        <h2>{LL.template.description()}</h2>
        <p>{template.description}</p>
        {template.styleTags.length + template.featureTags.length > 0 ? (
          <ul className={styles.tags}>
            {[...template.styleTags, ...template.featureTags].map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        ) : null}
      </section>
      {related.data && related.data.templates.length > 0 ? (
        <section className={styles.related}>
          <h2>
            {siteType
              ? LL.listing.siteTypeHeading({ name: displayName(siteType, locale) })
              : LL.listing.allHeading()}
          </h2>
          <TemplateGrid
            templates={related.data.templates}
            priceOf={priceOf}
            renderLike={renderLike}
            variant="row"
          />
        </section>
      ) : null}
    </article>
  )
}
