// Issue 9 and 32: a Japanese page says everything in Japanese. Every /ja route, its 404 pages and
// the server's own error page are walked, and the text a visitor sees or hears (text, labels, alt
// text, the tab title) is checked for the catalogue's slugs and enum values, which must never
// reach the visitor raw (a tag shows as お問い合わせフォーム, not contact-form), and for English
// sentences. The same routes in English must show no Japanese.
import {
  DESIGNER_STATUSES,
  FUNCTION_TAGS,
  PLANS,
  SORT_KEYS,
  TEMPLATE_CATEGORIES,
  TEMPLATE_INDUSTRY_TAGS,
  TEMPLATE_TAGS,
  TIERS,
  USAGES,
} from '#catalogue/enums'
import { INDUSTRIES, INDUSTRY_GROUPS } from '#catalogue/industries'
import { NOT_FOUND_MESSAGES } from '#catalogue/validators'
import { SITE_TYPES, SITE_TYPE_GROUPS } from '#catalogue/site-types'
import { FEATURE_TAGS, STYLE_TAGS } from '#catalogue/tags'
import type { Page } from '@playwright/test'
import en from '#i18n/en/index'
import ja from '#i18n/ja/index'
import { expect, test } from './fixtures'

/**
 * Every value the catalogue defines for machines and URLs, not for people. Two- and three-letter
 * capitals (IR, LP, CMS, API) are also ordinary Japanese abbreviations ('IRサイト'), so they stay
 * out of the list.
 */
const FORBIDDEN = [
  ...new Set<string>([
    ...FEATURE_TAGS.map((tag) => tag.slug),
    ...STYLE_TAGS.map((tag) => tag.slug),
    ...SITE_TYPE_GROUPS.flatMap((group) => [group.slug, group.key]),
    ...SITE_TYPES.map((siteType) => siteType.slug),
    ...INDUSTRY_GROUPS.flatMap((group) => [group.slug, group.key]),
    ...INDUSTRIES.map((industry) => industry.slug),
    ...TEMPLATE_CATEGORIES,
    ...TEMPLATE_TAGS,
    ...TEMPLATE_INDUSTRY_TAGS,
    ...TIERS,
    ...USAGES,
    ...FUNCTION_TAGS,
    ...PLANS,
    ...SORT_KEYS,
    ...DESIGNER_STATUSES,
    // The spec's English 404 reasons are for English pages only.
    ...Object.values(NOT_FOUND_MESSAGES),
    'Page Not Found',
  ]),
].filter((value) => !/^[A-Z]{2,3}$/.test(value))

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

// A slug counts where it stands as a word of its own, case as the catalogue spells it: 'lp' in
// 'help' is no slug, 'contact-form' and 'TIER_3' are; a segment of a path the visitor typed
// ('/ja/store/nope' in the 404 reason) is not a label either.
const FORBIDDEN_PATTERN = new RegExp(
  `(?<![\\w/-])(${FORBIDDEN.map(escapeRegExp).join('|')})(?![\\w/-])`,
)

type PageLocale = 'en' | 'ja'

/**
 * What a visitor of `locale` reads or hears: the text of each visible block (its inline pieces
 * joined, so a phrase split into spans or by <wbr> is read whole), the labels, alt texts, titles
 * and placeholders, and the tab title. Text marked as another language (`lang`, as the language
 * switch's 日本語 and EN are) is left out: it says what it is.
 */
async function visibleTexts(page: Page, locale: PageLocale): Promise<string[]> {
  return page.evaluate((lang) => {
    const ownLanguage = (element: Element) =>
      (element.closest('[lang]')?.getAttribute('lang') ?? lang).split('-')[0] === lang
    const shown = (element: Element) =>
      element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })
    const blocks = new Map<Element, string[]>()
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('script, style, noscript, template')) continue
      if (!ownLanguage(parent) || !shown(parent)) continue
      let block: Element = parent
      while (block.parentElement && getComputedStyle(block).display.startsWith('inline')) {
        block = block.parentElement
      }
      const parts = blocks.get(block) ?? []
      parts.push(node.textContent ?? '')
      blocks.set(block, parts)
    }
    const texts = [...blocks.values()].map((parts) => parts.join('').replace(/\s+/g, ' ').trim())
    for (const element of document.body.querySelectorAll(
      '[aria-label], [alt], [title], [placeholder]',
    )) {
      if (!ownLanguage(element) || !shown(element)) continue
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
        texts.push(element.getAttribute(name)?.trim() ?? '')
      }
    }
    texts.push(document.title)
    return texts.filter((text) => text !== '')
  }, locale)
}

async function expectNoSlugs(page: Page, path: string) {
  const offending = (await visibleTexts(page, 'ja'))
    .map((text) => ({ text, slug: FORBIDDEN_PATTERN.exec(text)?.[1] }))
    .filter((hit) => hit.slug !== undefined)
  expect(offending, `${path} shows catalogue values raw`).toEqual([])
}

/**
 * Latin phrases a Japanese page may show as they are. Only names that Japanese writes in Latin
 * letters too belong here; today there is none. What needs no entry: one Latin word (a code, an
 * id, an abbreviation such as IR, NPO or kB, the visitor's one-word search), anything with a
 * digit, slash or underscore (paths, ids, TIER_2), and text marked with another `lang`.
 * Template, designer, tag and page names all have Japanese names on /ja pages.
 */
const LATIN_PHRASES_ALLOWED_IN_JAPANESE: readonly string[] = []

/** A word of Latin letters, with the brackets, quotes and punctuation around it. */
const LATIN_WORD = /^[("'“‘]*[A-Za-z][A-Za-z'’-]*[)"'”’.,:;!?…]*$/

/** Runs of two or more Latin words: an English sentence or phrase, not a name or a code. */
function englishRuns(text: string): string[] {
  let rest = text
  for (const phrase of LATIN_PHRASES_ALLOWED_IN_JAPANESE) rest = rest.replaceAll(phrase, ' ')
  const runs: string[] = []
  let run: string[] = []
  for (const token of [...rest.split(/\s+/), '']) {
    if (LATIN_WORD.test(token)) {
      run.push(token)
      continue
    }
    if (run.length >= 2) runs.push(run.join(' '))
    run = []
  }
  return runs
}

async function expectNoEnglish(page: Page, path: string) {
  const offending = (await visibleTexts(page, 'ja'))
    .map((text) => ({ text, english: englishRuns(text) }))
    .filter((hit) => hit.english.length > 0)
  expect(offending, `${path} shows English`).toEqual([])
}

/** Kana, kanji and the Japanese punctuation and full-width forms. */
const JAPANESE =
  /[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff01-\uff60\uff66-\uff9f]/

async function expectNoJapanese(page: Page, path: string) {
  const offending = (await visibleTexts(page, 'en')).filter((text) => JAPANESE.test(text))
  expect(offending, `${path} shows Japanese`).toEqual([])
}

/** A Japanese page: no slug, no English. */
async function expectJapaneseOnly(page: Page, path: string) {
  await expectNoSlugs(page, path)
  await expectNoEnglish(page, path)
}

async function firstHref(page: Page, selector: string): Promise<string> {
  const link = page.locator(selector).first()
  await expect(link).toBeVisible()
  const href = await link.getAttribute('href')
  if (!href) throw new Error(`no href for ${selector}`)
  return href
}

const DICTIONARIES = { en, ja } as const

async function listingReady(page: Page) {
  await expect(page.getByTestId('template-list-item').first()).toBeVisible()
}

async function headingReady(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible()
}

/** The app's 404 page, with its popular row loaded. */
async function notFoundReady(page: Page, locale: PageLocale) {
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `404 ${DICTIONARIES[locale].error.statusNames['404']}`,
  )
  await expect(page.getByTestId('error-detail')).toBeVisible()
  await expect(page.getByTestId('popular-templates')).toBeVisible()
}

/**
 * Each page (without its /ja prefix) and what shows it has finished loading: the store's routes,
 * the 404 of each kind of reason (spec §8, an unknown template or designer, an unknown page) and
 * the server's own error page for an address the app cannot read.
 */
const PAGES: Array<{ path: string; ready: (page: Page, locale: PageLocale) => Promise<void> }> = [
  ...[
    '',
    '/store/all',
    '/store/search?query=cafe',
    '/store/sitetype/business',
    '/store/sitetype/business/corporate',
    '/store/industries/education',
    '/store/industries/education/cram-school',
  ].map((path) => ({ path, ready: listingReady })),
  ...['/store/liked', '/store/template-review', '/store/affiliate-program'].map((path) => ({
    path,
    ready: headingReady,
  })),
  ...[
    '/store/sitetype/nope',
    '/store/sitetype/business/nope',
    '/store/industries/nope',
    '/store/industries/education/nope',
    '/store/nope',
    '/store/templates/doesnotexist',
    '/store/designers/nobody',
    '/store/categories/nope',
    '/store/tags/nope',
  ].map((path) => ({ path, ready: notFoundReady })),
  {
    path: '/store/search?query=cafe%00',
    ready: async (page, locale) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `400 ${DICTIONARIES[locale].error.statusNames['400']}`,
      )
      await expect(page.getByTestId('error-detail')).toBeVisible()
    },
  },
]

test.describe('/ja pages show no catalogue slug and no English', () => {
  for (const { path, ready } of PAGES) {
    test(`/ja${path}`, async ({ page }) => {
      await page.goto(`/ja${path}`)
      await ready(page, 'ja')
      await expectJapaneseOnly(page, `/ja${path}`)
    })
  }

  test('a template detail page, the designers list and a designer', async ({ page }) => {
    // The template with the most tags, so every tag kind is on screen.
    await page.goto('/ja/store/all')
    const detailPath = await firstHref(
      page,
      '[data-testid="template-list-item"] a[href*="/store/templates/"]',
    )
    await page.goto(detailPath)
    await expect(page.getByTestId('template-detail')).toBeVisible()
    await expectJapaneseOnly(page, detailPath)

    await page.goto('/ja/store/designers')
    const designerPath = await firstHref(page, 'main a[href*="/store/designers/"]')
    await expectJapaneseOnly(page, '/ja/store/designers')
    await page.goto(designerPath)
    await expect(page.getByTestId('template-list-item').first()).toBeVisible()
    await expectJapaneseOnly(page, designerPath)
  })

  test('the top-ranked detail pages show their tags by Japanese name', async ({
    page,
    request,
  }) => {
    const res = await request.post('/v2/store/templates/search', {
      data: { limit: 6, order_by: 'ranking', language: 'ja' },
    })
    expect(res.ok()).toBe(true)
    const ids = (
      (await res.json()) as { data: { templates: Array<{ template_id: string }> } }
    ).data.templates.map((t) => t.template_id)
    expect(ids).toHaveLength(6)
    for (const id of ids) {
      await page.goto(`/ja/store/templates/${id}`)
      await expect(page.getByTestId('template-detail')).toBeVisible()
      await expectJapaneseOnly(page, `/ja/store/templates/${id}`)
    }
  })
})

/**
 * The English walk, cheaper: the 404s of the other spec §8 reasons are the same page as
 * /store/sitetype/nope's with another line from the same dictionary.
 */
const SAME_PAGE_IN_ENGLISH = new Set([
  '/store/sitetype/business/nope',
  '/store/industries/nope',
  '/store/industries/education/nope',
  '/store/categories/nope',
  '/store/tags/nope',
])

test.describe('English pages show no Japanese', () => {
  for (const { path, ready } of PAGES.filter(({ path }) => !SAME_PAGE_IN_ENGLISH.has(path))) {
    test(path || '/', async ({ page }) => {
      await page.goto(path || '/')
      await ready(page, 'en')
      await expectNoJapanese(page, path || '/')
    })
  }

  test('a template detail page, the designers list and a designer', async ({ page }) => {
    await page.goto('/store/all')
    const detailPath = await firstHref(
      page,
      '[data-testid="template-list-item"] a[href*="/store/templates/"]',
    )
    await page.goto(detailPath)
    await expect(page.getByTestId('template-detail')).toBeVisible()
    await expectNoJapanese(page, detailPath)
    await page.goto('/store/designers')
    const designerPath = await firstHref(page, 'main a[href*="/store/designers/"]')
    await expectNoJapanese(page, '/store/designers')
    await page.goto(designerPath)
    await expect(page.getByTestId('template-list-item').first()).toBeVisible()
    await expectNoJapanese(page, designerPath)
  })
})

test('the English 404 reasons stay exact on English pages', async ({ page }) => {
  await page.goto('/store/sitetype/nope')
  await expect(page.getByTestId('error-detail')).toHaveText(NOT_FOUND_MESSAGES.siteType)
  await page.goto('/store/nope')
  await expect(page.getByTestId('error-detail')).toHaveText('Page Not Found: /store/nope')
})
