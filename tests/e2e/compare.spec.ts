// Issue 31 "Compare", in a browser: the Compare controls of the store's cards add up to three
// templates and refuse a fourth with a message; the compare page shows them side by side, removes
// them, says how to add some when none is left, and answers an unknown id with the 404 page.
// Without JavaScript the controls are links that carry the set; at 375 px the templates are a row
// to swipe, the page no wider than the screen. Few page loads: each test walks one visit.
import en from '#i18n/en/index'
import ja from '#i18n/ja/index'
import { axeFindings } from './axe-scan'
import {
  LOCALES,
  expect,
  test,
  visibleTemplateIds,
  waitForHydration,
  type Locale,
} from './fixtures'

const DICTIONARY = { en, ja } as const

/** The refusal's fixed opening, before the template's title. */
function refusalStart(locale: Locale): string {
  const text = DICTIONARY[locale].compare.full.split('{title')[0] ?? ''
  return text.replace(/\{limit(?::\w+)?(?:\|\w+)?\}/, '3')
}

const columnIds = (page: import('@playwright/test').Page) =>
  page
    .getByTestId('compare-column')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-template-id')))

for (const { locale, prefix } of LOCALES) {
  test(`compare 1, 2, 3 templates, a 4th refused, then the compare page (${locale})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/store/all`)
    await waitForHydration(page)
    const ids = (await visibleTemplateIds(page)).slice(0, 4)
    const toggles = page.getByTestId('template-grid').getByTestId('compare-toggle')
    for (const [index, count] of [1, 2, 3].entries()) {
      await toggles.nth(index).click()
      await expect(toggles.nth(index)).toHaveAttribute('data-state', 'added')
      await expect(page.getByTestId('compare-open').first()).toContainText(String(count))
    }
    await expect(page).toHaveURL(new RegExp(`${prefix}/store/all$`))

    await toggles.nth(3).click()
    await expect(page.getByTestId('compare-refused')).toContainText(refusalStart(locale))
    await expect(toggles.nth(3)).toHaveAttribute('data-state', 'idle')
    // The controls' names start with the words they show (label-content-name-mismatch).
    expect(await axeFindings(page)).toEqual([])

    // The set is the visit's: it survives a new page load.
    await page.reload()
    await waitForHydration(page)
    await expect(toggles.nth(2)).toHaveAttribute('data-state', 'added')

    await page.getByTestId('compare-open').first().click()
    await expect(page).toHaveURL(/\/store\/compare\?ids=/)
    expect(decodeURIComponent(new URL(page.url()).search)).toBe(`?ids=${ids.slice(0, 3).join(',')}`)
    expect(new URL(page.url()).pathname).toBe(`${prefix}/store/compare`)
    await expect.poll(() => columnIds(page)).toEqual(ids.slice(0, 3))
    await expect(page.locator('[data-row="price"] td').first()).not.toBeEmpty()
    expect(await axeFindings(page)).toEqual([])

    await page.getByTestId('compare-remove').nth(1).click()
    await expect.poll(() => columnIds(page)).toEqual([ids[0], ids[2]])
    await page.getByTestId('compare-remove').first().click()
    await expect.poll(() => columnIds(page)).toEqual([ids[2]])
    await page.getByTestId('compare-remove').first().click()
    await expect(page.getByTestId('compare-empty')).toBeVisible()

    const unknown = await page.goto(`${prefix}/store/compare?ids=${ids[0]},no-such-template`)
    expect(unknown?.status()).toBe(404)
    await expect(page.getByTestId('error-page')).toContainText('no-such-template')
  })
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  for (const { locale, prefix } of LOCALES) {
    test(`the Compare links carry the set from card to compare page and back (${locale})`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/store/all`)
      const ids = await visibleTemplateIds(page)
      const toggles = page.getByTestId('template-grid').getByTestId('compare-toggle')
      await toggles.first().click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/store/compare\\?ids=${ids[0]}$`))
      expect(await columnIds(page)).toEqual([ids[0]])

      await page.getByTestId('compare-add-more').click()
      await expect(page.getByTestId('template-grid')).toBeVisible()
      await toggles.nth(1).click()
      await expect(page).toHaveURL(/\/store\/compare\?ids=/)
      expect(await columnIds(page)).toEqual([ids[0], ids[1]])

      await page.getByTestId('compare-remove').first().click()
      expect(await columnIds(page)).toEqual([ids[1]])
    })
  }
})

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('three templates are a row to swipe, the page no wider than the screen', async ({
    page,
  }) => {
    await page.goto('/store/all')
    const ids = (await visibleTemplateIds(page)).slice(0, 3)
    await page.goto(`/store/compare?ids=${ids.join(',')}`)
    await waitForHydration(page)
    const row = page.getByTestId('compare-row')
    const widths = await row.evaluate((element) => ({
      row: element.scrollWidth,
      shown: element.clientWidth,
      page: document.documentElement.scrollWidth,
      snap: getComputedStyle(element).scrollSnapType,
    }))
    expect(widths.row).toBeGreaterThan(widths.shown)
    expect(widths.page).toBeLessThanOrEqual(375)
    expect(widths.snap).toContain('x')

    // A swipe moves the row by a column and it comes to rest on one.
    const box = await row.boundingBox()
    if (!box) throw new Error('compare row not laid out')
    await row.evaluate((element) => element.scrollBy({ left: 120 }))
    await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})
