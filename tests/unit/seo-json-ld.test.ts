import { describe, expect, it } from 'vitest'
import {
  breadcrumbJsonLd,
  itemListJsonLd,
  jsonLdScript,
  personJsonLd,
  productJsonLd,
  serializeJsonLd,
} from '#src/features/seo/json-ld'

const hostile = 'Shop </script><script>alert(1)</script> & <!-- more'

describe('serializeJsonLd', () => {
  it('never lets a value close the script or open a comment, and parses back to the same data', () => {
    const data = { name: hostile, note: 'line\u2028sep' }
    const text = serializeJsonLd(data)
    expect(text).not.toMatch(/<|>|&/)
    expect(text).not.toContain('\u2028')
    expect(text).toContain('\\u003c/script\\u003e')
    expect(JSON.parse(text)).toEqual(data)
  })

  it('is wrapped as an application/ld+json script', () => {
    expect(jsonLdScript({ a: 1 })).toEqual({ type: 'application/ld+json', children: '{"a":1}' })
  })
})

describe('productJsonLd', () => {
  const base = {
    name: 'Aurora',
    description: 'A calm corporate site.',
    url: 'https://store.example/store/templates/t1',
    image: 'https://store.example/covers/t1.png',
    sku: 't1',
    brand: 'Studio North',
  }

  it('is a Product with an Offer in the currency given (upper-case ISO code)', () => {
    const ld = productJsonLd({ ...base, offer: { price: 12800, currency: 'jpy' } })
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Aurora',
      image: base.image,
      url: base.url,
      offers: { '@type': 'Offer', price: 12800, priceCurrency: 'JPY', url: base.url },
    })
  })

  it('offers a free template at price 0, and leaves the Offer out when no price is known', () => {
    expect(productJsonLd({ ...base, offer: { price: 0, currency: 'usd' } }).offers).toMatchObject({
      price: 0,
      priceCurrency: 'USD',
    })
    expect(productJsonLd(base)).not.toHaveProperty('offers')
  })
})

describe('breadcrumbJsonLd', () => {
  it('numbers the steps from 1 with name and item', () => {
    const ld = breadcrumbJsonLd([
      { name: 'Template Store', url: 'https://s/store' },
      { name: 'Business', url: 'https://s/store/sitetype/business' },
    ])
    expect(ld['@type']).toBe('BreadcrumbList')
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Template Store', item: 'https://s/store' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Business',
        item: 'https://s/store/sitetype/business',
      },
    ])
  })
})

describe('itemListJsonLd', () => {
  it('positions continue from the first position of the page', () => {
    const ld = itemListJsonLd({
      name: 'All templates',
      totalCount: 144,
      firstPosition: 21,
      items: [
        { name: 'A', url: 'https://s/a' },
        { name: 'B', url: 'https://s/b' },
      ],
    })
    expect(ld).toMatchObject({ '@type': 'ItemList', numberOfItems: 144 })
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 21, name: 'A', url: 'https://s/a' },
      { '@type': 'ListItem', position: 22, name: 'B', url: 'https://s/b' },
    ])
  })
})

describe('personJsonLd', () => {
  it('is a Person with name, description and url, and an image only when there is one', () => {
    const person = { name: 'Aiko', description: 'Type nerd.', url: 'https://s/store/designers/d1' }
    expect(personJsonLd(person)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      ...person,
    })
    expect(personJsonLd({ ...person, image: 'https://s/a.svg' }).image).toBe('https://s/a.svg')
  })
})
