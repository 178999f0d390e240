// Issue 10: the store works with JavaScript off. Listings, pagination links, the sort form, the
// search form, the header menus, template detail and designer pages all arrive as HTML with real
// links and GET forms; and a signed-in visitor's liked hearts are filled before any script runs.
// These pass once pages are rendered on the server; a client-rendered build serves an empty shell.
import type { Page } from '@playwright/test'
import en from '#i18n/en/index'
import ja from '#i18n/ja/index'
import { freshAccount, LOCALES, expect, test, visibleTemplateIds, type Locale } from './fixtures'
import { DESIGNER, seededTemplateId } from './store-routes'

const DICTIONARY = { en, ja } as const

/** Fills a dictionary message's `{name}` or `{name:type}` placeholders. */
function message(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)(?::\w+)?\}/g, (_, name: string) => String(values[name]))
}

function textOf(locale: Locale) {
  const d = DICTIONARY[locale]
  return {
    allHeading: d.listing.allHeading,
    goTo: (n: number) => message(d.pagination.goToPage, { n }),
    current: (n: number) => message(d.pagination.currentPage, { n }),
    searchHeading: (query: string) => message(d.listing.searchHeading, { query }),
    openSearch: d.header.openSearch,
  }
}

function pathOf(page: Page): string {
  return new URL(page.url()).pathname
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  for (const { locale, prefix } of LOCALES) {
    const text = textOf(locale)

    test(`/store/all lists templates and its page-2 link leads to other templates (${locale})`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/store/all`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.allHeading)
      const pageOne = await visibleTemplateIds(page)
      expect(pageOne.length).toBeGreaterThan(0)

      const pager = page.getByRole('navigation', { name: /^(Pagination|ページ送り)$/ })
      await expect(pager.getByRole('link', { name: text.current(1) })).toHaveAttribute(
        'aria-current',
        'page',
      )
      const next = pager.getByRole('link', { name: text.goTo(2) })
      await expect(next).toHaveAttribute('href', /[?&]page=2\b/)
      await next.click()
      await expect(page).toHaveURL(/[?&]page=2\b/)
      expect(pathOf(page)).toBe(`${prefix}/store/all`)
      await expect(pager.getByRole('link', { name: text.current(2) })).toHaveAttribute(
        'aria-current',
        'page',
      )
      const pageTwo = await visibleTemplateIds(page)
      expect(pageTwo.length).toBeGreaterThan(0)
      expect(pageTwo.filter((id) => pageOne.includes(id))).toEqual([])
    })

    test(`the sort form changes the order (${locale})`, async ({ page }) => {
      await page.goto(`${prefix}/store/all?page=2`)
      const byRanking = await visibleTemplateIds(page)
      await page.getByTestId('sort-select').selectOption('published_at')
      await page.getByTestId('sort-apply').click()
      await expect(page).toHaveURL(/[?&]sort=published_at\b/)
      // A new order starts over on page 1.
      expect(new URL(page.url()).searchParams.get('page')).toBeNull()
      expect(pathOf(page)).toBe(`${prefix}/store/all`)
      await expect(page.getByTestId('sort-select')).toHaveValue('published_at')
      const byDate = await visibleTemplateIds(page)
      expect(byDate.length).toBeGreaterThan(0)
      expect(byDate).not.toEqual(byRanking)
    })

    test(`the header's search link and the search form work (${locale})`, async ({ page }) => {
      await page.goto(`${prefix}/store/all`)
      await page.getByRole('link', { name: text.openSearch }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/store/search$`))
      const form = page.getByTestId('page-search-form')
      await form.getByRole('searchbox').fill('Minimal')
      await form.getByRole('searchbox').press('Enter')
      await expect(page).toHaveURL(/[?&]q=Minimal\b/)
      expect(pathOf(page)).toBe(`${prefix}/store/search`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text.searchHeading('Minimal'),
      )
      expect((await visibleTemplateIds(page)).length).toBeGreaterThan(0)
    })

    test(`the header's site-type menu opens on hover and its links lead to listings (${locale})`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/store/all`)
      const menu = page.getByTestId('nav-site-types')
      await menu.hover()
      const groupLink = menu.getByRole('link').first()
      await expect(groupLink).toBeVisible()
      await groupLink.click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/store/sitetype/[a-z-]+$`))
      expect((await visibleTemplateIds(page)).length).toBeGreaterThan(0)
    })

    test(`a template's detail page and its designer's page show their content (${locale})`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/store/all`)
      const item = page.getByTestId('template-grid').getByTestId('template-list-item').first()
      const title = (await item.getByRole('heading').textContent())?.trim() ?? ''
      expect(title).not.toBe('')
      await item.locator('a[href*="/store/templates/"]').last().click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/store/templates/[^/]+$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByTestId('template-detail-price')).not.toBeEmpty()

      await page.locator('main a[href*="/store/designers/"]').first().click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/store/designers/[a-z0-9-]+$`))
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty()
      expect((await visibleTemplateIds(page)).length).toBeGreaterThan(0)
    })
  }
})

for (const { locale, prefix } of LOCALES) {
  test(`signed in, a liked template's heart is filled before any script runs (${locale})`, async ({
    browser,
    page,
    signedIn,
    likesToUndo,
  }) => {
    // Signing in needs the app's script (it exchanges the one-time token); reading does not.
    const api = await signedIn(freshAccount(locale), `${prefix}/store`)
    const templateId = await seededTemplateId(page)
    likesToUndo.add(templateId)
    await api.like(templateId)

    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    })
    const noScript = await context.newPage()

    await noScript.goto(`${prefix}/store/templates/${templateId}`)
    await expect(noScript.locator('main').getByTestId('like-button').first()).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    // On a list, the liked one is filled and the others are not.
    await noScript.goto(`${prefix}/store/designers/${DESIGNER}`)
    const items = noScript.getByTestId('template-list-item')
    const liked = items.filter({
      has: noScript.locator(`a[href$="/store/templates/${templateId}"]`),
    })
    await expect(liked.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true')
    const others = items.filter({
      hasNot: noScript.locator(`a[href$="/store/templates/${templateId}"]`),
    })
    await expect(others.first().getByTestId('like-button')).toHaveAttribute('aria-pressed', 'false')
    await context.close()
  })
}
