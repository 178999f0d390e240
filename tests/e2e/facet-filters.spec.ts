// Issue 12 facets on the list pages, in both locales: choosing a filter changes the URL, the
// results and the other filters' counts; the count an option showed is the number of results it
// leaves; reload and back keep the filters; chips remove them, "clear all" removes all; a bad
// value in the URL is dropped; on a small screen the filters are a modal sheet.
import type { Page } from '@playwright/test'
import { LOCALES, expect, test, waitForHydration } from './fixtures'

/** The number an option shows beside its name. */
async function optionCount(page: Page, testId: string): Promise<number> {
  const text = await page
    .getByTestId('facet-sidebar')
    .getByTestId(testId)
    .getByTestId('facet-count')
    .locator('[aria-hidden="true"]')
    .textContent()
  return Number(text)
}

/** The listing's total, as its count line says ("12 templates", "12件のテンプレート"). */
async function listingTotal(page: Page): Promise<number> {
  const text = (await page.getByTestId('listing-count').textContent()) ?? ''
  return Number(/\d[\d,]*/.exec(text)?.[0].replace(/,/g, ''))
}

async function styleCounts(page: Page): Promise<string> {
  return (await page.getByTestId('facet-group-style').textContent()) ?? ''
}

for (const { locale, prefix } of LOCALES) {
  test.describe(`facet filters (${locale})`, () => {
    test('choosing filters changes the URL, the results and the counts; reload and back keep them', async ({
      page,
    }) => {
      // Two filter round trips, a reload and Back: 20 s on a loaded CI machine, past 30 s when
      // a second run shared it. No step here waits on a clock.
      test.setTimeout(60_000)
      await page.goto(`${prefix}/store/all`)
      await waitForHydration(page)
      const all = await listingTotal(page)
      const minimal = await optionCount(page, 'facet-option-style-minimal')
      expect(minimal).toBeGreaterThan(0)
      expect(minimal).toBeLessThan(all)

      await page.getByTestId('facet-sidebar').getByTestId('facet-option-style-minimal').click()
      await expect(page).toHaveURL(/[?&]style=minimal(&|$)/)
      await expect(page.getByTestId('facet-chips')).toBeVisible()
      await expect.poll(() => listingTotal(page)).toBe(minimal)

      // Another facet: its options now count within "minimal", and the style counts follow it.
      const stylesBefore = await styleCounts(page)
      const paid = await optionCount(page, 'facet-option-price-paid')
      await page.getByTestId('facet-sidebar').getByTestId('facet-option-price-paid').click()
      await expect(page).toHaveURL(/[?&]price=paid/)
      await expect(page).toHaveURL(/[?&]style=minimal/)
      await expect.poll(() => listingTotal(page)).toBe(paid)
      await expect.poll(() => styleCounts(page)).not.toBe(stylesBefore)
      expect(await optionCount(page, 'facet-option-style-minimal')).toBe(paid)

      await page.reload()
      await waitForHydration(page)
      await expect(page).toHaveURL(/style=minimal/)
      await expect(page).toHaveURL(/price=paid/)
      expect(await listingTotal(page)).toBe(paid)
      await expect(page.getByTestId('facet-chip-price-paid')).toBeVisible()
      await expect(page.getByTestId('facet-chip-style-minimal')).toBeVisible()

      await page.goBack()
      await expect(page).not.toHaveURL(/price=paid/)
      await expect(page).toHaveURL(/style=minimal/)
      await expect.poll(() => listingTotal(page)).toBe(minimal)
    })

    test('a filter change starts at page 1', async ({ page }) => {
      await page.goto(`${prefix}/store/all?page=3`)
      await waitForHydration(page)
      await page.getByTestId('facet-sidebar').getByTestId('facet-option-price-paid').click()
      await expect(page).toHaveURL(/price=paid/)
      await expect(page).not.toHaveURL(/page=3/)
    })

    test('chips remove one filter, "clear all" removes every one', async ({ page }) => {
      await page.goto(`${prefix}/store/all?style=minimal,cute&price=paid`)
      await waitForHydration(page)
      const chips = page.getByTestId('facet-chips')
      await expect(chips.getByRole('link')).toHaveCount(4) // three chips and "clear all"
      await page.getByTestId('facet-chip-style-cute').click()
      await expect(page).toHaveURL(/style=minimal(&|$)/)
      await expect(page.getByTestId('facet-chip-style-cute')).toHaveCount(0)
      await page.getByTestId('facet-clear-all').click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/store/all$`))
      await expect(chips).toHaveCount(0)
      // The address changes first; the count follows with the unfiltered answer.
      await expect.poll(() => listingTotal(page)).toBeGreaterThan(100)
    })

    test('bad values in the URL are dropped and the page still renders', async ({ page }) => {
      const response = await page.goto(
        `${prefix}/store/all?style=shiny&price=cheap&tier=9-2&feature=reservation&sitetype=moon`,
      )
      expect(response?.status()).toBe(200)
      await expect(page.getByTestId('facet-chips').getByRole('listitem')).toHaveCount(1)
      await expect(page.getByTestId('facet-chip-feature-reservation')).toBeVisible()
      const reservation = await optionCount(page, 'facet-option-feature-reservation')
      expect(await listingTotal(page)).toBe(reservation)
    })

    test('works without JavaScript: options, chips and the tier form are links and GET forms', async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(`${prefix}/store/sitetype/business`)
      const natural = await optionCount(page, 'facet-option-style-natural')
      await page.getByTestId('facet-sidebar').getByTestId('facet-option-style-natural').click()
      await expect(page).toHaveURL(/style=natural/)
      expect(await listingTotal(page)).toBe(natural)
      await page.getByTestId('facet-tier-max').selectOption('5')
      await page.getByTestId('facet-group-tier').getByRole('button').click()
      await expect(page).toHaveURL(/tier=0-5/)
      await expect(page).toHaveURL(/style=natural/)
      await page.getByTestId('facet-clear-all').click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/store/sitetype/business$`))
      await context.close()
    })

    test("the designer page has the same filters, counted within the designer's templates", async ({
      page,
    }) => {
      const designer = await page.request.get('/v2/store/designers/aoi-studio')
      const own = ((await designer.json()) as { data: { templates: unknown[] } }).data.templates
      await page.goto(`${prefix}/store/designers/aoi-studio`)
      await waitForHydration(page)
      // The list and its counts are the designer's templates, not the store's.
      const all = await listingTotal(page)
      expect(all).toBe(own.length)
      const priceBefore = await page.getByTestId('facet-group-price').textContent()
      const { slug, count } = await narrowingStyle(page, all)

      await page.getByTestId('facet-sidebar').getByTestId(`facet-option-style-${slug}`).click()
      await expect(page).toHaveURL(
        new RegExp(`${prefix}/store/designers/aoi-studio\\?style=${slug}$`),
      )
      await expect.poll(() => listingTotal(page)).toBe(count)
      await expect(page.getByTestId('designer-page').getByTestId('template-list-item')).toHaveCount(
        Math.min(count, 20), // one page
      )
      // The price counts now count within that style (and within the designer).
      await expect(page.getByTestId('facet-group-price')).not.toHaveText(priceBefore ?? '')

      await page.getByTestId(`facet-chip-style-${slug}`).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/store/designers/aoi-studio$`))
      await expect.poll(() => listingTotal(page)).toBe(all)
      await expect(page.getByTestId('facet-chips')).toHaveCount(0)

      // A bad value is dropped; the good one beside it stays.
      const response = await page.goto(
        `${prefix}/store/designers/aoi-studio?style=shiny,${slug}&price=cheap`,
      )
      expect(response?.status()).toBe(200)
      await expect(page.getByTestId('facet-chips').getByRole('listitem')).toHaveCount(1)
      expect(await listingTotal(page)).toBe(count)
    })

    test('the designer page filters work without JavaScript', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(`${prefix}/store/designers/aoi-studio`)
      const { slug, count } = await narrowingStyle(page, await listingTotal(page))
      await page.getByTestId('facet-sidebar').getByTestId(`facet-option-style-${slug}`).click()
      await expect(page).toHaveURL(new RegExp(`/store/designers/aoi-studio\\?style=${slug}$`))
      expect(await listingTotal(page)).toBe(count)
      await context.close()
    })
  })
}

/** A style option of the list that leaves some of its templates, not all. */
async function narrowingStyle(page: Page, total: number): Promise<{ slug: string; count: number }> {
  const options = page.getByTestId('facet-sidebar').getByTestId(/^facet-option-style-/)
  for (const option of await options.all()) {
    const slug = ((await option.getAttribute('data-testid')) ?? '').replace(
      'facet-option-style-',
      '',
    )
    const count = await optionCount(page, `facet-option-style-${slug}`)
    if (count > 0 && count < total) return { slug, count }
  }
  throw new Error('no style option narrows this list')
}

test('nothing matches: the empty view offers to remove the last filter', async ({ page }) => {
  await page.goto('/store/all?price=free&tier=5-10')
  await waitForHydration(page)
  await expect(page.getByTestId('facet-empty-hint')).toBeVisible()
  await page.getByTestId('facet-remove-last').click()
  await expect(page).toHaveURL(/price=free/)
  await expect(page).not.toHaveURL(/tier=/)
  await expect(page.getByTestId('facet-empty-hint')).toHaveCount(0)
})

test('small screens: the filters open as a modal sheet; Escape closes it and focus returns', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/ja/store/all')
  await waitForHydration(page)
  await expect(page.getByTestId('facet-sidebar')).toBeHidden()
  const opener = page.getByTestId('filter-sheet-open')
  await opener.click()
  const sheet = page.getByRole('dialog', { name: '絞り込み' })
  await expect(sheet).toBeVisible()
  await expect(page.getByTestId('filter-sheet-close')).toBeFocused()
  // Issue 32: the sheet's action stays at its bottom, on screen, however long the filters run
  // (it sat ~1,355 px down, below the fold of the sheet's own scrolling).
  const done = sheet.getByTestId('filter-sheet-done')
  const onScreen = async () => {
    await expect(done).toBeInViewport({ ratio: 1 })
    // Nothing drawn over it: a tap on its middle reaches it.
    const box = await done.boundingBox()
    expect(box && box.y + box.height).toBeLessThanOrEqual(740)
    const hit = await done.evaluate((button) => {
      const { x, y, width, height } = button.getBoundingClientRect()
      return button.contains(document.elementFromPoint(x + width / 2, y + height / 2))
    })
    expect(hit).toBe(true)
  }
  await onScreen()
  await sheet.getByTestId('facet-option-style-minimal').click()
  await expect(page).toHaveURL(/style=minimal/)
  await expect(sheet).toBeVisible()
  await onScreen()
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  await expect(opener).toBeFocused()
  await expect(opener).toContainText('1')
})
