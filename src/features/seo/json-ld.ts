// schema.org structured data for the page head. Everything here is data; `jsonLdScript` is the
// one place that turns it into a <script> that no text (a title with '</script>') can close.
import type { PriceCurrency } from '#i18n/price'

export type JsonLd = Record<string, unknown>

export type HeadScript = { type: 'application/ld+json'; children: string }

/**
 * JSON with every '<', '>' and '&' written as a \u escape: still the same JSON to a parser, but
 * never '</script>' or '<!--' to the HTML tokenizer. U+2028/2029 are escaped for old JS parsers.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

export function jsonLdScript(data: JsonLd): HeadScript {
  return { type: 'application/ld+json', children: serializeJsonLd(data) }
}

const CONTEXT = 'https://schema.org'

export type ProductInput = {
  name: string
  description: string
  url: string
  image: string
  sku: string
  brand: string
  /** Absent when the tier prices could not be read: no Offer rather than a wrong one. */
  offer?: { price: number; currency: PriceCurrency } | undefined
}

export function productJsonLd(product: ProductInput): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: product.image,
    url: product.url,
    sku: product.sku,
    brand: { '@type': 'Brand', name: product.brand },
    ...(product.offer
      ? {
          offers: {
            '@type': 'Offer',
            url: product.url,
            price: product.offer.price,
            priceCurrency: product.offer.currency.toUpperCase(),
            availability: 'https://schema.org/InStock',
          },
        }
      : {}),
  }
}

export type BreadcrumbStep = { name: string; url: string }

export function breadcrumbJsonLd(steps: readonly BreadcrumbStep[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  }
}

export type ItemListInput = {
  name: string
  items: readonly { name: string; url: string }[]
  /** Position of the first item: 21 on page 2 of a 20-per-page list. */
  firstPosition: number
  totalCount: number
}

export function itemListJsonLd(list: ItemListInput): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name: list.name,
    numberOfItems: list.totalCount,
    itemListElement: list.items.map((item, index) => ({
      '@type': 'ListItem',
      position: list.firstPosition + index,
      name: item.name,
      url: item.url,
    })),
  }
}

export type PersonInput = { name: string; description: string; url: string; image?: string }

/** The designer data has no company flag, so every designer is a Person. */
export function personJsonLd(person: PersonInput): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    name: person.name,
    description: person.description,
    url: person.url,
    ...(person.image ? { image: person.image } : {}),
  }
}
