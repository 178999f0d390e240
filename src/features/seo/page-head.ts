// What goes into the <head> of each store page (title, description, canonical, hreflang, Open
// Graph, Twitter card, JSON-LD), as the `{ meta, links, scripts }` a route's head() returns.
// Pure functions of data: the routes call them from head() with their loader data.
import type { StorePrice, TemplateDetail, TemplateListItem } from '#catalogue/api-contract'
import { coverPngPath } from '#catalogue/cover-paths'
import { ogShotUrl } from '#catalogue/cover-shots'
import type { Locale } from '#catalogue/locale-paths'
import { STORE_ICON_LINKS } from '#catalogue/store-icon-links'
import { getTranslator, statusHeading, type Translator } from '#i18n/messages'
import { currencyFor, type PriceCurrency } from '#i18n/price'
import type { Crumb } from '#src/lib/breadcrumb-trails'
import { LATIN_FONT_URL } from '#src/lib/web-font'
import {
  absoluteUrl,
  hreflangLinks,
  listingCanonicalQuery,
  pageUrl,
  type PageAddress,
  type PageQuery,
} from './head-urls'
import {
  breadcrumbJsonLd,
  itemListJsonLd,
  jsonLdScript,
  personJsonLd,
  productJsonLd,
  type HeadScript,
  type JsonLd,
} from './json-ld'

export type HeadMeta = {
  title?: string
  name?: string
  property?: string
  content?: string
  charSet?: 'utf-8'
}
export type HeadLink = {
  rel: string
  href: string
  hrefLang?: string
  type?: string
  sizes?: string
  as?: string
  crossOrigin?: 'anonymous' | 'use-credentials'
}
export type HeadResult = { meta: HeadMeta[]; links: HeadLink[]; scripts: HeadScript[] }

/** Who is asking: the address visitors use and the page's language. */
export type PageContext = { siteOrigin: string; locale: Locale }

/** Cover rendition for link previews (many refuse SVG); the server renders it at this size. */
export const OG_IMAGE_WIDTH = 1200
export const OG_IMAGE_HEIGHT = 630
const DESCRIPTION_MAX = 160

const OG_LOCALES: Record<Locale, string> = { en: 'en_US', ja: 'ja_JP' }

/** Whitespace folded, and cut at a word (or anywhere in Japanese) to about 160 characters. */
export function summarize(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/** '{page} | Template Store' in the page's language; the store name alone without a page. */
export function pageTitle(LL: Translator, page?: string): string {
  return page ? LL.store.pageTitle({ page }) : LL.store.name()
}

export type PageHeadInput = PageContext & {
  /** Locale-free route path and the query keys that are part of the page. */
  path: string
  query?: PageQuery | undefined
  /** The page's own name; the store name alone when absent (spec §9 default title). */
  page?: string | undefined
  description?: string | undefined
  ogType?: 'website' | 'product' | 'profile'
  image?: { url: string; width: number; height: number; alt: string } | undefined
  jsonLd?: readonly JsonLd[]
  /**
   * Pages a search engine should not list (error pages, a visitor's likes, search results): no
   * canonical and no alternates either, so the signals never contradict each other.
   */
  noindex?: boolean
}

export function pageHead(input: PageHeadInput): HeadResult {
  const LL = getTranslator(input.locale)
  const title = pageTitle(LL, input.page)
  const description = input.description?.trim() ? input.description : LL.store.description()
  const address: PageAddress = {
    siteOrigin: input.siteOrigin,
    path: input.path,
    query: input.query,
  }
  const url = pageUrl(address, input.locale)
  const otherLocale = input.locale === 'ja' ? 'en' : 'ja'
  const image = input.image
  const meta: HeadMeta[] = [
    { title },
    { name: 'description', content: description },
    ...(input.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: input.ogType ?? 'website' },
    { property: 'og:site_name', content: LL.store.name() },
    { property: 'og:locale', content: OG_LOCALES[input.locale] },
    { property: 'og:locale:alternate', content: OG_LOCALES[otherLocale] },
    ...(image
      ? [
          { property: 'og:image', content: image.url },
          { property: 'og:image:width', content: String(image.width) },
          { property: 'og:image:height', content: String(image.height) },
          { property: 'og:image:alt', content: image.alt },
        ]
      : []),
    // A large card needs an image; without one the small card is the honest choice.
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    ...(image ? [{ name: 'twitter:image', content: image.url }] : []),
  ]
  const links: HeadLink[] = input.noindex
    ? []
    : [{ rel: 'canonical', href: url }, ...hreflangLinks(address)]
  return { meta, links, scripts: (input.jsonLd ?? []).map(jsonLdScript) }
}

/**
 * BreadcrumbList of the trail the Breadcrumbs component shows: the store root, then each step
 * that has a page of its own (a plain label such as 'Site types' links nowhere, so it has no
 * URL to give); the last step is the current page.
 */
export function breadcrumbSteps(page: PageContext, trail: readonly Crumb[], currentPath: string) {
  const LL = getTranslator(page.locale)
  const urlOf = (path: string) => pageUrl({ siteOrigin: page.siteOrigin, path }, page.locale)
  return [
    { name: LL.store.name(), url: urlOf('/store') },
    ...trail.flatMap((crumb, index) => {
      const path = crumb.path ?? (index === trail.length - 1 ? currentPath : undefined)
      return path ? [{ name: crumb.label, url: urlOf(path) }] : []
    }),
  ]
}

/** Default head of every page: charset, viewport, icon, spec §9 default title + description. */
export function documentDefaultsHead(page: PageContext, options: { notFound?: boolean } = {}) {
  const LL = getTranslator(page.locale)
  const meta: HeadMeta[] = [
    { charSet: 'utf-8' },
    { name: 'viewport', content: 'width=device-width, initial-scale=1' },
    { title: options.notFound ? pageTitle(LL, statusHeading(404, LL)) : LL.store.name() },
    { name: 'description', content: LL.store.description() },
    ...(options.notFound ? [{ name: 'robots', content: 'noindex' }] : []),
  ]
  const links: HeadLink[] = [
    ...STORE_ICON_LINKS,
    // Fonts are fetched without credentials, so the preload must say so to be reused.
    {
      rel: 'preload',
      href: LATIN_FONT_URL,
      as: 'font',
      type: 'font/woff2',
      crossOrigin: 'anonymous',
    },
  ]
  return { meta, links, scripts: [] } satisfies HeadResult
}

/** 404 / 5xx pages: the status as title, never indexed. */
export function statusPageHead(page: PageContext, status: number, path: string): HeadResult {
  const LL = getTranslator(page.locale)
  return pageHead({ ...page, path, page: statusHeading(status, LL), noindex: true })
}

/** Template store path of one template. */
export function templatePath(templateId: string): string {
  return `/store/templates/${templateId}`
}

export type TemplateHeadData = Pick<
  TemplateDetail,
  | 'templateId'
  | 'templateTitle'
  | 'description'
  | 'designerName'
  | 'tier'
  | 'siteTypeGroup'
  | 'siteType'
  | 'coverUrl'
>

export type TemplateOffer = { price: number; currency: PriceCurrency }

/** The fields of a template its head reads (loader data is sent with the page: keep it small). */
export function templateHeadData(template: TemplateHeadData): TemplateHeadData {
  const { templateId, templateTitle, description, designerName, tier } = template
  return {
    templateId,
    templateTitle,
    description,
    designerName,
    tier,
    siteTypeGroup: template.siteTypeGroup,
    siteType: template.siteType,
    coverUrl: template.coverUrl,
  }
}

/**
 * The Offer of a template page: its tier price in the page language's currency (spec §6 with no
 * account, as crawlers and link previews have none): dollars in English, yen in Japanese. A free
 * tier is 0; unknown prices give no Offer.
 */
export function templateOffer(
  prices: readonly StorePrice[] | undefined,
  tier: TemplateHeadData['tier'],
  locale: Locale,
): TemplateOffer | undefined {
  const price = prices?.find((entry) => entry.tier === tier)
  if (!price) return undefined
  const currency = currencyFor({ language: locale })
  return { price: currency === 'jpy' ? price.priceJpy : price.priceUsd, currency }
}

export function templatePageHead(
  page: PageContext,
  template: TemplateHeadData,
  trail: readonly Crumb[],
  offer: TemplateOffer | undefined,
): HeadResult {
  const LL = getTranslator(page.locale)
  const path = templatePath(template.templateId)
  const url = pageUrl({ siteOrigin: page.siteOrigin, path }, page.locale)
  // The JPEG shot of its home page in the page's language (the detail's cover_url is that
  // language's shot); a template without shots has its generated PNG card.
  const image = absoluteUrl(
    page.siteOrigin,
    ogShotUrl(template.coverUrl) ?? coverPngPath(template.templateId),
  )
  const description = summarize(template.description)
  return pageHead({
    ...page,
    path,
    page: template.templateTitle,
    description,
    ogType: 'product',
    image: {
      url: image,
      width: OG_IMAGE_WIDTH,
      height: OG_IMAGE_HEIGHT,
      alt: LL.templateItem.coverAlt({ title: template.templateTitle }),
    },
    jsonLd: [
      productJsonLd({
        name: template.templateTitle,
        description: template.description,
        url,
        image,
        sku: template.templateId,
        brand: template.designerName,
        offer,
      }),
      breadcrumbJsonLd(breadcrumbSteps(page, trail, path)),
    ],
  })
}

export type DesignerHeadData = { designerId: string; name: string; bio: string; avatarUrl: string }

export function designerPageHead(
  page: PageContext,
  designer: DesignerHeadData,
  trail: readonly Crumb[],
): HeadResult {
  const LL = getTranslator(page.locale)
  const path = `/store/designers/${designer.designerId}`
  const url = pageUrl({ siteOrigin: page.siteOrigin, path }, page.locale)
  return pageHead({
    ...page,
    path,
    page: designer.name,
    description: summarize(
      designer.bio.trim()
        ? LL.seo.designerDescription({ name: designer.name, bio: designer.bio })
        : designer.name,
    ),
    ogType: 'profile',
    jsonLd: [
      personJsonLd({
        name: designer.name,
        description: designer.bio,
        url,
        ...(designer.avatarUrl ? { image: absoluteUrl(page.siteOrigin, designer.avatarUrl) } : {}),
      }),
      breadcrumbJsonLd(breadcrumbSteps(page, trail, path)),
    ],
  })
}

/** What a list page's loader hands its head: the count and the templates of this page. */
export type ListingHeadData = {
  totalCount: number
  items: readonly Pick<TemplateListItem, 'templateId' | 'templateTitle'>[]
}

export type ListingHeadInput = {
  path: string
  /** The listing's heading: 'All templates', 'Portfolio templates'. */
  name: string
  search: { page: number; sort: string }
  defaultSort: string
  pageSize: number
  result: ListingHeadData
  trail?: readonly Crumb[]
  /** Keys beyond page and sort that make the list (the search query). */
  query?: PageQuery
  noindex?: boolean
}

export function listingPageHead(page: PageContext, listing: ListingHeadInput): HeadResult {
  const LL = getTranslator(page.locale)
  const templateUrl = (id: string) =>
    pageUrl({ siteOrigin: page.siteOrigin, path: templatePath(id) }, page.locale)
  const jsonLd: JsonLd[] = [
    itemListJsonLd({
      name: listing.name,
      totalCount: listing.result.totalCount,
      firstPosition: (Math.max(1, listing.search.page) - 1) * listing.pageSize + 1,
      items: listing.result.items.map((item) => ({
        name: item.templateTitle,
        url: templateUrl(item.templateId),
      })),
    }),
  ]
  if (listing.trail)
    jsonLd.push(breadcrumbJsonLd(breadcrumbSteps(page, listing.trail, listing.path)))
  return pageHead({
    ...page,
    path: listing.path,
    query: { ...listing.query, ...listingCanonicalQuery(listing.search, listing.defaultSort) },
    page: listing.name,
    description: LL.seo.listingDescription({
      name: listing.name,
      count: listing.result.totalCount,
    }),
    jsonLd,
    ...(listing.noindex ? { noindex: true } : {}),
  })
}

/** The slice of a search result a list page's head needs (kept small: it is sent with the page). */
export function listingHeadData(result: {
  totalCount: number
  templates: readonly TemplateListItem[]
}): ListingHeadData {
  return {
    totalCount: result.totalCount,
    items: result.templates.map(({ templateId, templateTitle }) => ({ templateId, templateTitle })),
  }
}
