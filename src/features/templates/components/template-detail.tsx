import { useQuery } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import { useCallback } from 'react'
import { PURCHASE_TEMPLATE_KEY } from '#catalogue/app-start'
import { SITE_LANG_KEY, personalQueryPairs } from '#catalogue/personalise'
import type { TemplateStart } from '#machines/checkout'
import type {
  TemplateDetail as TemplateDetailData,
  TemplateListItem,
} from '#catalogue/api-contract'
import { COVER_HEIGHT, COVER_WIDTH } from '#catalogue/cover-paths'
import { coverSrcSet } from '#catalogue/cover-shots'
import { findIndustry } from '#catalogue/industries'
import { displayName, industryPath, siteTypePath } from '#catalogue/menus'
import { findSiteType } from '#catalogue/site-types'
import { categoryPath } from '#catalogue/categories'
import { tagDisplayName, tagPath } from '#catalogue/tags'
import { currencyFor } from '#i18n/price'
import { markPhrases } from '#i18n/phrases'
import { phrased, useI18n } from '#i18n/react'
import { signInUrl, useSession } from '#src/hooks/actors/use-session'
import { ANALYTICS_EVENTS, trackEvent } from '#src/lib/analytics'
import { editorSupport, type EditorUnsupportedReason } from '#src/lib/editor-support'
import { Breadcrumbs } from '#src/components/layout/breadcrumbs'
import { templateTrail } from '#src/lib/breadcrumb-trails'
import { Tooltip } from '#src/components/layout/tooltip'
import { useHydrated } from '@tanstack/react-router'
import { currentUserAgent } from '#src/lib/request-scope'
import { editorBrowserOf } from '#catalogue/editor-browser'
import { useDevice } from '#src/hooks/use-viewport'
import { useRecordView } from '#src/hooks/use-recently-viewed'
import { storeConfig, studioUrl } from '#src/lib/store-config'
import { LikeButton } from '#src/features/shared/components/like-button'
import {
  searchTemplatesQueryOptions,
  type SearchTemplatesParams,
} from '#src/features/shared/api/templates'
import { useCheckout } from '../lib/use-checkout'
import { DevicePreview } from './device-preview'
import { OpenOnPhone } from './open-on-phone'
import { templatePreviewUrl } from '../lib/preview-address'
import { ShareTemplate } from './share-template'
import { TemplateGallery } from './template-gallery'
import { TemplateQuality } from './template-quality'
import { OwnedTemplate } from './owned-template'
import { PersonaliseForm } from './personalise-form'
import { personalEditorUrl, personalPreviewUrl, usePersonalChoices } from '../lib/personal-choices'
import styles from './template-detail.module.scss'
import { TemplateGrid } from '#src/features/shared/components/template-grid'
import { CompareControl } from '#src/features/shared/components/compare-control'
import { usePriceFormatter } from '#src/features/shared/components/use-price-formatter'

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

export type { TemplateStart }

type EditorOffer = {
  /** Whether the editor opens here: what the checkout acts on (a free template's start key). */
  supported: boolean
  /** Drawn: the link, the reason, or both with a media query choosing (`screenDecides`). */
  link: boolean
  reason: EditorUnsupportedReason | null
  screenDecides: boolean
}

/**
 * Spec §6. The browser part comes from the user agent, the server's and the browser's alike, so
 * another browser is told "not Chrome" at every width. Whether the screen is a desktop only the
 * browser knows: as served (and while hydrating) Chrome or Edge gets both the link and the "not
 * a desktop" reason and a media query shows the one that applies, so the first paint is right;
 * the app then keeps only that one (the other was not displayed).
 */
function useEditorOffer(): EditorOffer {
  const { isDesktop } = useDevice()
  const hydrated = useHydrated()
  const userAgent = currentUserAgent()
  const browser = editorBrowserOf(userAgent)
  if (browser !== 'candidate') {
    return { supported: false, link: false, reason: browser, screenDecides: false }
  }
  if (!hydrated) return { supported: false, link: true, reason: 'notDesktop', screenDecides: true }
  const support = editorSupport(userAgent, isDesktop)
  return support.ok
    ? { supported: true, link: true, reason: null, screenDecides: false }
    : { supported: false, link: false, reason: support.reason, screenDecides: false }
}

/** The page as the visitor sees it (locale prefix included) with one query key set. */
function publicHrefWith(publicHref: string, key: string): string {
  const url = new URL(publicHref, 'http://store.invalid')
  url.searchParams.set(key, '1')
  return url.pathname + url.search + url.hash
}

export type TemplateDetailProps = {
  template: TemplateDetailData
  /** From the page's query (spec §7); the page drops the key once `onStartHandled` runs. */
  start?: TemplateStart | undefined
  onStartHandled?: () => void
  /** Back from the checkout's confirmation (`?purchased=1`). */
  justPurchased?: boolean
}

export function TemplateDetail({
  template,
  start,
  onStartHandled,
  justPurchased = false,
}: TemplateDetailProps) {
  const { LL, LP, locale } = useI18n()
  const { account } = useSession()
  const publicHref = useRouterState({ select: (state) => state.location.publicHref })
  const priceOf = usePriceFormatter()
  const currency = currencyFor({
    billingCountry: account?.myBilling.country ?? null,
    language: account?.language ?? locale,
  })
  const siteType = findSiteType(template.siteTypeGroup, template.siteType)
  const industry = findIndustry(template.industryGroup, template.industry)
  const related = useQuery(searchTemplatesQueryOptions(relatedTemplatesParams(template, locale)))
  useRecordView(template.templateId)
  const renderLike = useCallback(
    (item: TemplateListItem) => (
      <LikeButton templateId={item.templateId} liked={item.liked} countLikes={item.countLikes} />
    ),
    [],
  )
  const price = priceOf(template)
  const isFree = template.tier === 'TIER_0'
  // A bought template is not offered again: the page shows it as the visitor's own.
  const owned = isFree ? null : template.purchase
  const editor = useEditorOffer()
  const personal = usePersonalChoices().choices
  const editorHref = personalEditorUrl(studioUrl(template.templateId, locale, currency), personal)
  // The start keys act on what only the browser knows (its user agent): after hydration.
  const hydrated = useHydrated()
  const checkout = useCheckout({
    templateId: template.templateId,
    isFree,
    start,
    hydrated,
    editorSupported: editor.supported,
    signInHref: signInUrl(publicHrefWith(publicHref, PURCHASE_TEMPLATE_KEY)),
    editorHref,
    personalise: personal,
    onStartHandled,
  })

  // The same absolute URL on the server and in the browser: the origin visitors use, which the
  // server always configures (a page without it is a test's: its own origin then).
  const origin =
    storeConfig().siteOrigin ||
    (typeof window === 'undefined' ? 'http://localhost' : window.location.origin)
  const shareUrl = new URL(publicHref.split('?')[0] ?? '/', origin).href

  return (
    <article className={styles.detail} data-testid="template-detail">
      <Breadcrumbs items={templateTrail(locale, template)} />
      <div className={styles.layout}>
        <div className={styles.media}>
          <img
            src={template.coverUrl}
            srcSet={coverSrcSet(template.coverUrl)}
            sizes="(min-width: 1024px) 60vw, 100vw"
            alt={LL.templateItem.coverAlt({ title: template.templateTitle })}
            // The cover's own size: a box of another shape grows to the cover's when it loads.
            width={COVER_WIDTH}
            height={COVER_HEIGHT}
            fetchPriority="high"
          />
        </div>
        <aside className={styles.summary}>
          <h1 className={styles.title}>
            {phrased(template.templateTitle, template.phraseBoundaries?.templateTitle)}
          </h1>
          <p className={styles.designer}>
            <Link to="/store/designers/$designerId" params={{ designerId: template.designerId }}>
              {LP.template.byDesigner({
                name: markPhrases(template.designerName, template.phraseBoundaries?.designerName),
              })}
            </Link>
          </p>
          <p className={styles.price} data-testid="template-detail-price">
            {price}
          </p>
          {owned ? <OwnedTemplate purchase={owned} justPurchased={justPurchased} /> : null}
          <div className={styles.actions}>
            {isFree || owned ? null : (
              // Without the app, the server's checkout (or sign-in on the way to it); with it,
              // the checkout machine decides.
              <form method="post" action="/checkout" className={styles.purchaseForm}>
                <input type="hidden" name="template_id" value={template.templateId} />
                <input type="hidden" name="lang" value={locale} />
                {personalQueryPairs(personal, SITE_LANG_KEY).map(([name, value]) => (
                  // The preview's choices (issue 31) ride through the checkout to the editor link.
                  <input key={name} type="hidden" name={name} value={value} />
                ))}
                <button
                  type="submit"
                  className={styles.primary}
                  onClick={(event) => {
                    event.preventDefault()
                    trackEvent(ANALYTICS_EVENTS.templatePurchase, {
                      template_id: template.templateId,
                    })
                    checkout.pressPurchase()
                  }}
                  aria-busy={checkout.busy || undefined}
                  disabled={checkout.busy}
                  data-testid="template-purchase"
                >
                  {LP.template.purchase()}
                </button>
              </form>
            )}
            {editor.link ? (
              <a
                className={`${isFree ? styles.primary : styles.secondary}${editor.screenDecides ? ` ${styles.editorOnDesktop}` : ''}`}
                href={editorHref}
                onClick={() => {
                  if (isFree) {
                    trackEvent(ANALYTICS_EVENTS.useFreeTemplate, {
                      template_id: template.templateId,
                    })
                  }
                }}
                data-testid="template-open-editor"
              >
                {isFree ? LP.template.useFree() : LP.template.openInEditor()}
              </a>
            ) : null}
            <a
              className={styles.secondary}
              href={personalPreviewUrl(template.templateId, '', personal.lang ?? locale, personal)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {LP.template.preview()}
              <span className="visually-hidden"> {LL.a11y.opensInNewWindow()}</span>
            </a>
            <LikeButton
              templateId={template.templateId}
              liked={template.liked}
              countLikes={template.countLikes}
            />
          </div>
          <CompareControl templateId={template.templateId} title={template.templateTitle} />
          {editor.reason ? (
            // Spec §6: instead of the editor link, why the editor cannot open here.
            <Tooltip
              theme="cation-tooltip"
              shown
              content={LP.template.editorUnsupported[editor.reason]()}
              testId="editor-unsupported"
              {...(editor.screenDecides ? { className: styles.editorOffDesktop } : {})}
            >
              {(trigger) => (
                <span
                  className={styles.editorUnavailable}
                  aria-describedby={trigger['aria-describedby']}
                  data-reason={editor.reason}
                >
                  {isFree ? LP.template.useFree() : LP.template.openInEditor()}
                </span>
              )}
            </Tooltip>
          ) : null}
          {checkout.failed ? (
            <p className={styles.error} role="alert">
              {LP.template.purchaseFailed()}
            </p>
          ) : null}
          <ShareTemplate
            templateId={template.templateId}
            title={template.templateTitle}
            url={shareUrl ?? ''}
          />
          <OpenOnPhone previewUrl={templatePreviewUrl(template.templateId, locale, personal)} />
          <dl className={styles.facts}>
            <dt>{LP.template.category()}</dt>
            <dd>
              <Link to={categoryPath(template.category)}>{LP.category[template.category]()}</Link>
            </dd>
            {siteType ? (
              <>
                <dt>{LP.template.siteType()}</dt>
                <dd>
                  <Link to={siteTypePath(template.siteTypeGroup, template.siteType)}>
                    {displayName(siteType, locale)}
                  </Link>
                </dd>
              </>
            ) : null}
            {industry ? (
              <>
                <dt>{LP.template.industry()}</dt>
                <dd>
                  <Link to={industryPath(template.industryGroup, template.industry)}>
                    {displayName(industry, locale)}
                  </Link>
                </dd>
              </>
            ) : null}
          </dl>
          <p className={styles.stats}>
            {LP.template.published({ date: template.publishedAt })}
            <span aria-hidden="true"> · </span>
            {LP.template.purchases({ count: template.countPurchases })}
          </p>
          <TemplateQuality quality={template.quality} className={styles.stats} />
        </aside>
      </div>
      <PersonaliseForm key={template.templateId} schemes={template.colourSchemes} />
      <DevicePreview templateId={template.templateId} title={template.templateTitle} />
      <TemplateGallery template={template} />
      <section className={styles.about}>
        <h2>{LP.template.description()}</h2>
        <p>{phrased(template.description, template.phraseBoundaries?.description)}</p>
        {template.styleTags.length + template.featureTags.length > 0 ? (
          <ul className={styles.tags}>
            {[...template.styleTags, ...template.featureTags].map((tag) => (
              <li key={tag}>
                <Link to={tagPath(tag)}>{tagDisplayName(tag, locale)}</Link>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {related.data && related.data.templates.length > 0 ? (
        <section className={styles.related}>
          <h2>
            {siteType
              ? LP.listing.siteTypeHeading({ name: displayName(siteType, locale) })
              : LP.listing.allHeading()}
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
