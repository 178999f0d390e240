import { describe, expect, it } from 'vitest'
import { findIndustry, findIndustryGroup } from '#catalogue/industries'
import { findSiteType, findSiteTypeGroup } from '#catalogue/site-types'
import { getTranslator } from '#i18n/messages'
import {
  designerTrail,
  industryTrail,
  siteTypeGroupTrail,
  templateTrail,
} from '#src/lib/breadcrumb-trails'
import {
  designerPageHead,
  documentDefaultsHead,
  listingPageHead,
  pageHead,
  statusPageHead,
  summarize,
  templateHeadData,
  templateOffer,
  templatePageHead,
  type HeadResult,
} from '#src/features/seo/page-head'

const siteOrigin = 'https://store.example'
const en = { siteOrigin, locale: 'en' as const }
const ja = { siteOrigin, locale: 'ja' as const }

function meta(head: HeadResult, key: string): string | undefined {
  return head.meta.find((m) => m.name === key || m.property === key)?.content
}
function title(head: HeadResult): string | undefined {
  return head.meta.find((m) => m.title)?.title
}
function link(head: HeadResult, rel: string, hrefLang?: string): string | undefined {
  return head.links.find((l) => l.rel === rel && l.hrefLang === hrefLang)?.href
}
function jsonLd(head: HeadResult, type: string): Record<string, unknown> {
  const found = head.scripts
    .map((script) => JSON.parse(script.children) as Record<string, unknown>)
    .find((data) => data['@type'] === type)
  if (!found) throw new Error(`no ${type} JSON-LD in ${JSON.stringify(head.scripts)}`)
  return found
}

const template = {
  templateId: 'tpl-42',
  templateTitle: 'Aurora Corporate',
  description: 'A calm, trustworthy corporate site with a news section and a contact form.',
  designerName: 'Studio North',
  tier: 'TIER_3' as const,
  siteTypeGroup: 'business',
  siteType: 'corporate',
  coverUrl: '/covers/tpl-42.svg',
}

describe('templatePageHead', () => {
  it('links the JPEG shot of a template whose cover was shot from its pages', () => {
    const shot = { ...template, coverUrl: '/covers/shots/tpl-42/0a1b2c3d4e/cover-800.webp' }
    const head = templatePageHead(en, shot, templateTrail('en', shot), undefined)
    expect(meta(head, 'og:image')).toBe(
      'https://store.example/covers/shots/tpl-42/0a1b2c3d4e/og.jpg',
    )
    expect(meta(head, 'og:image:width')).toBe('1200')
    expect(meta(head, 'og:image:height')).toBe('630')
  })

  it('links the Japanese JPEG on a Japanese page (issue 27: the API names the Japanese cover)', () => {
    const shot = { ...template, coverUrl: '/covers/shots/tpl-42/0a1b2c3d4e/cover-800.ja.webp' }
    const head = templatePageHead(ja, shot, templateTrail('ja', shot), undefined)
    expect(meta(head, 'og:image')).toBe(
      'https://store.example/covers/shots/tpl-42/0a1b2c3d4e/og.ja.jpg',
    )
  })

  it('English: title, description, canonical, alternates, Open Graph product with the PNG cover', () => {
    const head = templatePageHead(en, template, templateTrail('en', template), {
      price: 49,
      currency: 'usd',
    })
    expect(title(head)).toBe('Aurora Corporate | Template Store')
    expect(meta(head, 'description')).toBe(template.description)
    const url = 'https://store.example/store/templates/tpl-42'
    expect(link(head, 'canonical')).toBe(url)
    expect(link(head, 'alternate', 'en')).toBe(url)
    expect(link(head, 'alternate', 'ja')).toBe('https://store.example/ja/store/templates/tpl-42')
    expect(link(head, 'alternate', 'x-default')).toBe(url)
    expect(meta(head, 'og:type')).toBe('product')
    expect(meta(head, 'og:url')).toBe(url)
    expect(meta(head, 'og:locale')).toBe('en_US')
    expect(meta(head, 'og:site_name')).toBe('Template Store')
    expect(meta(head, 'og:image')).toBe('https://store.example/covers/tpl-42.png')
    expect(meta(head, 'og:image:width')).toBe('1200')
    expect(meta(head, 'og:image:height')).toBe('630')
    expect(meta(head, 'twitter:card')).toBe('summary_large_image')
    expect(meta(head, 'robots')).toBeUndefined()
  })

  it('Product JSON-LD has name, image, url and the Offer in the page currency', () => {
    const head = templatePageHead(ja, template, templateTrail('ja', template), {
      price: 7800,
      currency: 'jpy',
    })
    const product = jsonLd(head, 'Product')
    expect(product).toMatchObject({
      name: 'Aurora Corporate',
      image: 'https://store.example/covers/tpl-42.png',
      url: 'https://store.example/ja/store/templates/tpl-42',
      offers: { price: 7800, priceCurrency: 'JPY' },
    })
    expect(title(head)).toBe('Aurora Corporate | テンプレートストア')
    expect(meta(head, 'og:locale')).toBe('ja_JP')
    expect(link(head, 'canonical')).toBe('https://store.example/ja/store/templates/tpl-42')
  })

  it('BreadcrumbList follows the breadcrumbs: store, site type, template', () => {
    const head = templatePageHead(en, template, templateTrail('en', template), undefined)
    const crumbs = jsonLd(head, 'BreadcrumbList').itemListElement
    const siteType = findSiteType('business', 'corporate')
    expect(crumbs).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        name: 'Template Store',
        item: 'https://store.example/store',
      },
      {
        '@type': 'ListItem',
        position: 2,
        name: siteType?.enDisplayName,
        item: 'https://store.example/store/sitetype/business/corporate',
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Aurora Corporate',
        item: 'https://store.example/store/templates/tpl-42',
      },
    ])
    expect(jsonLd(head, 'Product')).not.toHaveProperty('offers')
  })

  it("a title with '</script>' cannot close the JSON-LD script", () => {
    const evil = { ...template, templateTitle: '</script><script>alert(1)</script>' }
    const head = templatePageHead(en, evil, templateTrail('en', evil), undefined)
    for (const script of head.scripts) expect(script.children).not.toMatch(/<\/script/i)
    expect(jsonLd(head, 'Product').name).toBe(evil.templateTitle)
    // The <title> itself is text: React escapes it when it renders.
    expect(title(head)).toBe('</script><script>alert(1)</script> | Template Store')
  })
})

describe('listingPageHead', () => {
  const result = {
    totalCount: 144,
    items: [
      { templateId: 'a', templateTitle: 'Alpha' },
      { templateId: 'b', templateTitle: 'Beta' },
    ],
  }

  it('names the list and its count, and canonicalizes page and non-default sort only', () => {
    const head = listingPageHead(en, {
      path: '/store/all',
      name: 'All templates',
      search: { page: 2, sort: 'published_at' },
      defaultSort: 'ranking',
      pageSize: 20,
      result,
    })
    expect(title(head)).toBe('All templates | Template Store')
    expect(meta(head, 'description')).toBe('All templates: 144 templates')
    expect(link(head, 'canonical')).toBe('https://store.example/store/all?page=2&sort=published_at')
    expect(link(head, 'alternate', 'ja')).toBe(
      'https://store.example/ja/store/all?page=2&sort=published_at',
    )
    const list = jsonLd(head, 'ItemList')
    expect(list.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 21,
        name: 'Alpha',
        url: 'https://store.example/store/templates/a',
      },
      {
        '@type': 'ListItem',
        position: 22,
        name: 'Beta',
        url: 'https://store.example/store/templates/b',
      },
    ])
    expect(meta(head, 'og:type')).toBe('website')
    expect(meta(head, 'twitter:card')).toBe('summary')
  })

  it('Japanese taxonomy list: description in Japanese, BreadcrumbList without the unlinked label', () => {
    const group = findSiteTypeGroup('business')
    if (!group) throw new Error('catalogue lost business')
    const LL = getTranslator('ja')
    const head = listingPageHead(ja, {
      path: '/store/sitetype/business',
      name: LL.listing.siteTypeHeading({ name: group.jaDisplayName }),
      search: { page: 1, sort: 'ranking' },
      defaultSort: 'ranking',
      pageSize: 20,
      result,
      trail: siteTypeGroupTrail(LL, 'ja', group),
    })
    expect(meta(head, 'description')).toBe(
      `${group.jaDisplayName}のテンプレート：144件のテンプレート`,
    )
    expect(link(head, 'canonical')).toBe('https://store.example/ja/store/sitetype/business')
    const crumbs = jsonLd(head, 'BreadcrumbList').itemListElement as Array<Record<string, unknown>>
    expect(crumbs.map((c) => [c.position, c.name, c.item])).toEqual([
      [1, 'テンプレートストア', 'https://store.example/ja/store'],
      [2, group.jaDisplayName, 'https://store.example/ja/store/sitetype/business'],
    ])
  })

  it('industry trail gives group and industry links', () => {
    const group = findIndustryGroup('beauty-clinic')
    const industry = group && findIndustry('beauty-clinic', 'nail-salon')
    if (!group || !industry) throw new Error('catalogue lost beauty-clinic/nail-salon')
    const head = listingPageHead(en, {
      path: '/store/industries/beauty-clinic/nail-salon',
      name: 'Nail salon templates',
      search: { page: 1, sort: 'ranking' },
      defaultSort: 'ranking',
      pageSize: 20,
      result,
      trail: industryTrail('en', group, industry),
    })
    const crumbs = jsonLd(head, 'BreadcrumbList').itemListElement as Array<Record<string, unknown>>
    expect(crumbs.map((c) => c.item)).toEqual([
      'https://store.example/store',
      'https://store.example/store/industries/beauty-clinic',
      'https://store.example/store/industries/beauty-clinic/nail-salon',
    ])
  })

  it('search results keep q in the URL but are noindex, without canonical or alternates', () => {
    const head = listingPageHead(en, {
      path: '/store/search',
      name: 'Search results for "cafe"',
      search: { page: 1, sort: 'ranking' },
      defaultSort: 'ranking',
      pageSize: 20,
      result,
      query: { q: 'cafe' },
      noindex: true,
    })
    expect(meta(head, 'robots')).toBe('noindex')
    expect(head.links).toEqual([])
    expect(meta(head, 'og:url')).toBe('https://store.example/store/search?q=cafe')
  })
})

describe('designerPageHead', () => {
  const designer = {
    designerId: 'd-7',
    name: 'Aiko Tanaka',
    bio: 'Editorial layouts and quiet type.',
    avatarUrl: '/avatars/d-7.svg',
  }

  it('is a profile with the name as title, name + bio as description, and a Person', () => {
    const head = designerPageHead(en, designer, designerTrail(getTranslator('en'), designer.name))
    expect(title(head)).toBe('Aiko Tanaka | Template Store')
    expect(meta(head, 'description')).toBe('Aiko Tanaka: Editorial layouts and quiet type.')
    expect(meta(head, 'og:type')).toBe('profile')
    expect(jsonLd(head, 'Person')).toMatchObject({
      name: 'Aiko Tanaka',
      url: 'https://store.example/store/designers/d-7',
      image: 'https://store.example/avatars/d-7.svg',
    })
    const crumbs = jsonLd(head, 'BreadcrumbList').itemListElement as Array<Record<string, unknown>>
    expect(crumbs.map((c) => [c.name, c.item])).toEqual([
      ['Template Store', 'https://store.example/store'],
      ['Designers', 'https://store.example/store/designers'],
      ['Aiko Tanaka', 'https://store.example/store/designers/d-7'],
    ])
  })

  it('Japanese designer page', () => {
    const head = designerPageHead(ja, designer, designerTrail(getTranslator('ja'), designer.name))
    expect(meta(head, 'description')).toBe('Aiko Tanaka：Editorial layouts and quiet type.')
    expect(link(head, 'canonical')).toBe('https://store.example/ja/store/designers/d-7')
  })
})

describe('default, info and status heads', () => {
  it('the store home carries the spec §9 default title and description in its language', () => {
    expect(title(pageHead({ ...en, path: '/store' }))).toBe('Template Store')
    const head = pageHead({ ...ja, path: '/store' })
    expect(title(head)).toBe('テンプレートストア')
    expect(meta(head, 'description')).toBe(getTranslator('ja').store.description())
    expect(link(head, 'canonical')).toBe('https://store.example/ja/store')
  })

  it('document defaults: charset, viewport, title, description; a 404 variant is noindex', () => {
    const head = documentDefaultsHead(en)
    expect(head.meta).toContainEqual({ charSet: 'utf-8' })
    expect(meta(head, 'viewport')).toContain('width=device-width')
    expect(title(head)).toBe('Template Store')
    expect(meta(head, 'description')).toBe(
      'Over 100 premium website templates, no coding required.',
    )
    expect(meta(head, 'robots')).toBeUndefined()
    const missing = documentDefaultsHead(ja, { notFound: true })
    expect(title(missing)).toBe(
      `404 ${getTranslator('ja').error.statusNames[404]()} | テンプレートストア`,
    )
    expect(meta(missing, 'robots')).toBe('noindex')
  })

  it('status pages are titled with the status and noindex', () => {
    const head = statusPageHead(en, 404, '/store/templates/nope')
    expect(title(head)).toBe('404 Not Found | Template Store')
    expect(meta(head, 'robots')).toBe('noindex')
    expect(head.links).toEqual([])
    expect(title(statusPageHead(en, 503, '/store'))).toBe(
      '503 Service Unavailable | Template Store',
    )
  })
})

describe('summarize', () => {
  it('folds whitespace and cuts long text at a word with an ellipsis', () => {
    expect(summarize('  a \n b  ')).toBe('a b')
    const long = 'word '.repeat(60)
    const cut = summarize(long)
    expect(cut.length).toBeLessThanOrEqual(160)
    expect(cut.endsWith('word…')).toBe(true)
    expect(summarize('あ'.repeat(200))).toBe(`${'あ'.repeat(159)}…`)
  })
})

describe('templateOffer', () => {
  const prices = [
    { tier: 'TIER_0' as const, priceJpy: 0, priceUsd: 0 },
    { tier: 'TIER_3' as const, priceJpy: 7800, priceUsd: 49 },
  ]

  it('prices in dollars on English pages and in yen on Japanese pages', () => {
    expect(templateOffer(prices, 'TIER_3', 'en')).toEqual({ price: 49, currency: 'usd' })
    expect(templateOffer(prices, 'TIER_3', 'ja')).toEqual({ price: 7800, currency: 'jpy' })
  })

  it('a free tier costs 0; an unknown tier or no prices give no offer', () => {
    expect(templateOffer(prices, 'TIER_0', 'ja')).toEqual({ price: 0, currency: 'jpy' })
    expect(templateOffer(prices, 'TIER_9', 'en')).toBeUndefined()
    expect(templateOffer(undefined, 'TIER_3', 'en')).toBeUndefined()
  })
})

describe('templateHeadData', () => {
  it('keeps only what the head reads', () => {
    const detail = { ...template, previewUrl: '/p', countLikes: 3 }
    expect(templateHeadData(detail)).toEqual(template)
  })
})
