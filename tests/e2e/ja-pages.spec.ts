// Issue 9: a Japanese page says everything in Japanese. Every /ja route is walked and each visible
// text node is checked against the catalogue's own slugs and enum values, which must never reach
// the visitor raw (a tag shows as お問い合わせフォーム, not contact-form).
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

/** The text nodes a visitor can see, with what each one contains. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim()
      const parent = node.parentElement
      if (!text || !parent || parent.closest('script, style, noscript, template')) continue
      if (!parent.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue
      texts.push(text)
    }
    return texts
  })
}

async function expectNoSlugs(page: Page, path: string) {
  const offending = (await visibleTexts(page))
    .map((text) => ({ text, slug: FORBIDDEN_PATTERN.exec(text)?.[1] }))
    .filter((hit) => hit.slug !== undefined)
  expect(offending, `${path} shows catalogue values raw`).toEqual([])
}

async function firstHref(page: Page, selector: string): Promise<string> {
  const link = page.locator(selector).first()
  await expect(link).toBeVisible()
  const href = await link.getAttribute('href')
  if (!href) throw new Error(`no href for ${selector}`)
  return href
}

/** Each /ja page and what shows it has finished loading. */
const PAGES: Array<{ path: string; ready: (page: Page) => Promise<void> }> = [
  ...[
    '/ja',
    '/ja/store/all',
    '/ja/store/search?query=cafe',
    '/ja/store/sitetype/business',
    '/ja/store/sitetype/business/corporate',
    '/ja/store/industries/education',
    '/ja/store/industries/education/cram-school',
  ].map((path) => ({
    path,
    ready: async (page: Page) => {
      await expect(page.getByTestId('template-list-item').first()).toBeVisible()
    },
  })),
  ...['/ja/store/liked', '/ja/store/template-review', '/ja/store/affiliate-program'].map(
    (path) => ({
      path,
      ready: async (page: Page) => {
        await expect(page.locator('main h1').first()).toBeVisible()
      },
    }),
  ),
  ...[
    '/ja/store/sitetype/nope',
    '/ja/store/sitetype/business/nope',
    '/ja/store/industries/nope',
    '/ja/store/industries/education/nope',
    '/ja/store/nope',
  ].map((path) => ({
    path,
    ready: async (page: Page) => {
      await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `404 ${ja.error.statusNames['404']}`,
      )
      await expect(page.getByTestId('popular-templates')).toBeVisible()
    },
  })),
]

test.describe('/ja pages show no catalogue slug', () => {
  for (const { path, ready } of PAGES) {
    test(path, async ({ page }) => {
      await page.goto(path)
      await ready(page)
      await expectNoSlugs(page, path)
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
    await expectNoSlugs(page, detailPath)

    await page.goto('/ja/store/designers')
    const designerPath = await firstHref(page, 'main a[href*="/store/designers/"]')
    await expectNoSlugs(page, '/ja/store/designers')
    await page.goto(designerPath)
    await expect(page.getByTestId('template-list-item').first()).toBeVisible()
    await expectNoSlugs(page, designerPath)
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
      await expectNoSlugs(page, `/ja/store/templates/${id}`)
    }
  })
})

test('the English 404 reasons stay exact on English pages', async ({ page }) => {
  await page.goto('/store/sitetype/nope')
  await expect(page.getByTestId('error-detail')).toHaveText(NOT_FOUND_MESSAGES.siteType)
  await page.goto('/store/nope')
  await expect(page.getByTestId('error-detail')).toHaveText('Page Not Found: /store/nope')
})
