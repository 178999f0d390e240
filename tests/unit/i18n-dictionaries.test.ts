import { describe, expect, it } from 'vitest'
import { SORT_KEYS, TEMPLATE_CATEGORIES, USAGES } from '#catalogue/enums'
import en from '#i18n/en'
import ja from '#i18n/ja'
import { getTranslator } from '#i18n/messages'

type Leaves = Map<string, string>

function leaves(node: unknown, prefix = '', out: Leaves = new Map()): Leaves {
  if (typeof node === 'string') {
    out.set(prefix, node)
    return out
  }
  if (node === null || typeof node !== 'object' || Array.isArray(node)) {
    throw new Error(`${prefix || '<root>'} is neither a string nor a nested object`)
  }
  for (const [key, value] of Object.entries(node)) {
    leaves(value, prefix ? `${prefix}.${key}` : key, out)
  }
  return out
}

/** Argument names, without type or formatter: '{count:number|int}' → 'count'. */
function argumentNames(text: string): string[] {
  const names = new Set<string>()
  for (const [, inner] of text.matchAll(/\{([^{}]+)\}/g)) {
    if (inner === undefined) continue
    const name = inner.split(/[:|?]/)[0]?.trim()
    if (name) names.add(name)
  }
  // Plural parts ({{s}}) sit inside double braces and are not arguments.
  for (const [, plural] of text.matchAll(/\{\{([^{}]*)\}\}/g)) names.delete(plural ?? '')
  return [...names].sort()
}

const enLeaves = leaves(en)
const jaLeaves = leaves(ja)

describe('dictionaries', () => {
  it('en and ja have exactly the same keys', () => {
    expect([...jaLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort())
    expect(enLeaves.size).toBeGreaterThan(200)
  })

  it('every string is non-empty in both locales', () => {
    for (const [key, text] of [...enLeaves, ...jaLeaves]) {
      expect(text.trim(), key).not.toBe('')
    }
  })

  it('ja uses the same arguments as en in every string', () => {
    for (const [key, text] of enLeaves) {
      expect(argumentNames(jaLeaves.get(key) ?? ''), key).toEqual(argumentNames(text))
    }
  })

  it('ja is actually translated, apart from names that stay as they are', () => {
    const sameOnPurpose = new Set([
      'language.en',
      'language.ja',
      'designers.message.languages.EN',
      'designers.message.languages.JP',
      'templateItem.rank',
    ])
    const untranslated = [...enLeaves].filter(
      ([key, text]) => !sameOnPurpose.has(key) && jaLeaves.get(key) === text,
    )
    expect(untranslated.map(([key]) => key)).toEqual([])
  })

  it('has a label for every sort key, usage and template category, and nothing else', () => {
    expect(Object.keys(en.sort).sort()).toEqual([...SORT_KEYS].sort())
    expect(Object.keys(en.usage).sort()).toEqual([...USAGES].sort())
    expect(Object.keys(en.category).sort()).toEqual([...TEMPLATE_CATEGORIES].sort())
  })
})

describe('English wording fixed by the spec', () => {
  const LL = getTranslator('en')

  it('names the store and describes it', () => {
    expect(LL.store.name()).toBe('Template Store')
    expect(LL.store.description()).toBe('Over 100 premium website templates, no coding required.')
    expect(LL.store.pageTitle({ page: 'Designers' })).toBe('Designers | Template Store')
  })

  it('labels every sort key', () => {
    expect(Object.fromEntries(SORT_KEYS.map((key) => [key, LL.sort[key]()]))).toEqual({
      ranking: 'Ranking',
      hot: 'Trending',
      published_at: 'Newest',
      likes_count: 'Most liked',
      purchased_count: 'Best selling',
      liked_at: 'Recently liked',
      purchased_at: 'Recently purchased',
      verification_ranking: 'Verification ranking',
    })
  })

  it('uses the spec texts of the list, empty view, home and error page', () => {
    expect(LL.nav.all()).toBe('All')
    expect(LL.templateItem.details()).toBe('Details')
    expect(LL.templateItem.preview()).toBe('Preview')
    expect(LL.templateItem.rank({ rank: 3 })).toBe('#3')
    expect(LL.empty.title()).toBe('This template cannot be found')
    expect(LL.home.showMore()).toBe('Show More')
    expect(LL.error.showMore()).toBe('Show More')
    expect(LL.error.allTemplates()).toBe('All Templates')
    expect(LL.error.searchFromUsage()).toBe('Search from usage')
    expect(LL.error.popularTemplates()).toBe('Popular templates')
    expect(LL.template.useFree()).toBe('Use this template for free')
  })

  it('uses the spec texts of the not-found errors', () => {
    expect(LL.error.notFound.siteType()).toBe('No applicable site type')
    expect(LL.error.notFound.subtype()).toBe('No applicable subtype')
    expect(LL.error.notFound.industry()).toBe('No applicable industry')
    expect(LL.error.notFound.subindustry()).toBe('No applicable sub-industry')
    expect(LL.error.notFound.page({ path: '/store/nope' })).toBe('Page Not Found: /store/nope')
  })
})

describe('Japanese wording', () => {
  const LL = getTranslator('ja')

  it('names the store and the All entry as the spec says', () => {
    expect(LL.store.name()).toBe('テンプレートストア')
    expect(LL.nav.all()).toBe('すべて')
  })

  it('fills arguments', () => {
    expect(LL.listing.searchHeading({ query: 'カフェ' })).toBe('「カフェ」の検索結果')
    expect(LL.pagination.goToPage({ n: 4 })).toBe('4ページへ移動')
  })
})

describe('plurals and formatters', () => {
  it('pluralizes English counts and leaves Japanese counts alone', () => {
    const LL = getTranslator('en')
    expect(LL.listing.count({ count: 0 })).toBe('0 templates')
    expect(LL.listing.count({ count: 1 })).toBe('1 template')
    expect(LL.listing.count({ count: 144 })).toBe('144 templates')
    expect(LL.templateItem.like({ count: 1 })).toBe('Like this template (1 like)')
    expect(LL.templateItem.unlike({ count: 5 })).toBe('Unlike this template (5 likes)')
    expect(getTranslator('ja').listing.count({ count: 1 })).toBe('1件のテンプレート')
  })

  it('formats dates in the store time zone, so server and browser agree', () => {
    // 20:00 UTC on 31 March is already 1 April in Tokyo.
    const iso = '2024-03-31T20:00:00.000Z'
    expect(getTranslator('en').template.published({ date: iso })).toBe('Published Apr 1, 2024')
    expect(getTranslator('ja').template.published({ date: iso })).toBe('公開日 2024年4月1日')
  })

  it('shows an unparsable date as it was sent', () => {
    expect(getTranslator('en').template.published({ date: 'soon' })).toBe('Published soon')
  })
})
