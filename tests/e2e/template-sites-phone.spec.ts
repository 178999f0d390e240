// Every page of every seeded template fits a phone (issue 27): rendered in Chromium at 375 px it
// has no horizontal overflow and no heading cut off, a phone menu that opens without JavaScript,
// and tap targets at least 44 px tall; home pages fit 768 and 1280 too. Pages alternate between
// the two languages, so every design and page kind is seen in both. The pages are set as content
// (no server round trip): this is about the templates' markup and styles, not the store.
import { expect, test, type Page } from '@playwright/test'
import { templateSitePages } from '#catalogue/template-pages'
import { generateTemplates } from '#server/db/seed-store'
import { renderTemplateSitePage, type TemplateSite } from '#server/template-sites/render'
import { templateSiteOf } from '#server/template-sites/site-facts'

type Seeded = { id: string; title: string; site: TemplateSite }

const seeded: Seeded[] = generateTemplates(144).flatMap((t) => {
  const site = templateSiteOf(t)
  return site ? [{ id: t.id, title: t.title_en, site }] : []
})
const designs = [...new Set(seeded.map((s) => s.site.design.id))]

type PhoneProblems = {
  width: number
  cutHeadings: string[]
  smallTargets: string[]
  hasPhoneMenu: boolean
}

/** What a phone visitor would trip over on the page now shown. */
function phoneProblems(page: Page): Promise<PhoneProblems> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect()
      const style = getComputedStyle(el)
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden'
    }
    const label = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`
    const cutHeadings = [...document.querySelectorAll('h1, h2, h3')]
      .filter((h) => visible(h) && h.scrollWidth > h.clientWidth + 1)
      .map(label)
    // Links inside running text are exempt (WCAG 2.5.8 "inline"); every other control counts.
    const smallTargets = [
      ...document.querySelectorAll('a, button, summary, input, select, textarea'),
    ]
      .filter((el) => visible(el) && !el.closest('p:not(.actions), blockquote, td, dd > span'))
      .filter((el) => el.getBoundingClientRect().height < 44)
      .map((el) => `${label(el)} ${Math.round(el.getBoundingClientRect().height)}px`)
    const summary = document.querySelector('details.phone-nav > summary')
    return {
      width: document.documentElement.scrollWidth,
      cutHeadings,
      smallTargets,
      hasPhoneMenu: summary !== null && visible(summary),
    }
  })
}

test.describe('template sites on a phone', () => {
  test.describe.configure({ mode: 'parallel' })

  for (const design of designs) {
    test(`every page of the ${design} templates fits 375 px`, async ({ browser }) => {
      test.setTimeout(120_000)
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        reducedMotion: 'reduce',
        javaScriptEnabled: false,
      })
      const page = await context.newPage()
      let shown = 0
      for (const { id, site } of seeded.filter((s) => s.site.design.id === design)) {
        const pages = templateSitePages(site.siteType, site.industry)
        for (const [n, sitePage] of pages.entries()) {
          const lang = (n + shown) % 2 === 0 ? 'en' : 'ja'
          const html = renderTemplateSitePage(site, sitePage.slug, lang, {
            basePath: `/preview/templates/${id}`,
          })
          expect(html, `${id}/${sitePage.slug}`).toBeDefined()
          await page.setContent(html ?? '')
          const where = `${id} /${sitePage.slug} (${lang})`
          const found = await phoneProblems(page)
          expect(found.width, `${where} is wider than the phone`).toBeLessThanOrEqual(375)
          expect(found.cutHeadings, `${where}: headings cut off`).toEqual([])
          expect(found.smallTargets, `${where}: tap targets under 44 px`).toEqual([])
          expect(found.hasPhoneMenu, `${where}: no phone menu`).toBe(true)
        }
        shown++
      }
      // The phone menu opens without JavaScript and lists the site's pages.
      const first = seeded.find((s) => s.site.design.id === design)!
      await page.setContent(
        renderTemplateSitePage(first.site, '', 'ja', { basePath: `/p/${first.id}` }) ?? '',
      )
      const menu = page.locator('details.phone-nav')
      await expect(menu.locator('nav')).toBeHidden()
      await menu.locator('summary').click()
      await expect(menu.locator('nav a').first()).toBeVisible()
      expect(await menu.locator('nav a').count()).toBeGreaterThanOrEqual(4)
      await context.close()
    })
  }

  test('home pages fit 768 and 1280 px too', async ({ browser }) => {
    test.setTimeout(120_000)
    for (const width of [768, 1280]) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        reducedMotion: 'reduce',
        javaScriptEnabled: false,
      })
      const page = await context.newPage()
      for (const [n, { id, site }] of seeded.entries()) {
        const lang = n % 2 === 0 ? 'en' : 'ja'
        await page.setContent(
          renderTemplateSitePage(site, '', lang, { basePath: `/preview/templates/${id}` }) ?? '',
        )
        const found = await phoneProblems(page)
        expect(found.width, `${id} (${lang}) at ${width}`).toBeLessThanOrEqual(width)
        expect(found.cutHeadings, `${id} (${lang}) at ${width}`).toEqual([])
      }
      await context.close()
    }
  })
})
