// Spec §2 pagination: the four number patterns, the overlay and scroll-to-top after a change, and
// page/sort kept in the URL across reload and back/forward. /store/all has 8 pages of 20.
import {
  LOCALES,
  expect,
  paginationPattern,
  test,
  visibleTemplateIds,
  waitForHydration,
} from './fixtures'

for (const { locale, prefix } of LOCALES) {
  test.describe(`pagination (${locale})`, () => {
    test('up to 5 pages: every number is shown', async ({ page }) => {
      // 36 business templates → 2 pages.
      await page.goto(`${prefix}/store/sitetype/business`)
      expect(await paginationPattern(page)).toEqual(['1', '2'])
    })

    test('near the start: first 3 numbers, an ellipsis and the last page', async ({ page }) => {
      for (const current of [1, 2, 3]) {
        await page.goto(`${prefix}/store/all?page=${current}`)
        expect(await paginationPattern(page)).toEqual(['1', '2', '3', '…', '8'])
      }
    })

    test('in the middle: first, ellipsis, current ±1, ellipsis, last', async ({ page }) => {
      await page.goto(`${prefix}/store/all?page=4`)
      expect(await paginationPattern(page)).toEqual(['1', '…', '3', '4', '5', '…', '8'])
      await page.goto(`${prefix}/store/all?page=5`)
      expect(await paginationPattern(page)).toEqual(['1', '…', '4', '5', '6', '…', '8'])
    })

    test('near the end: first page, an ellipsis and the last 3 numbers', async ({ page }) => {
      for (const current of [6, 7, 8]) {
        await page.goto(`${prefix}/store/all?page=${current}`)
        expect(await paginationPattern(page)).toEqual(['1', '…', '6', '7', '8'])
      }
    })
  })
}

/** How long the loading overlay stays after a page change (spec §2). */
const OVERLAY_MS = 300

test('a page change pushes page and sort, shows the overlay, then scrolls to the top', async ({
  page,
}) => {
  // The page's clock is the test's (it runs on by itself until paused below).
  await page.clock.install()
  await page.goto('/store/all?sort=published_at')
  await waitForHydration(page)
  // The app's first work after hydration (prices, session, the layout for the real width) is
  // done: the 300 ms measured below are the overlay's own, not a busy first second's.
  await page.waitForLoadState('networkidle')
  const firstPage = await visibleTemplateIds(page)
  expect(firstPage).toHaveLength(20)
  await page.mouse.wheel(0, 4000)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)

  // The overlay lives 300 ms (spec §2) on the page's own clock, which the test moves: a loaded
  // machine's slow frames can then neither shorten nor stretch what is measured (a run saw 198
  // ms between the overlay's first and last frames when it timed them).
  const link = page.getByRole('link', { name: 'Go to page 2' })
  await link.scrollIntoViewIfNeeded()
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
  await link.click()
  await expect(page).toHaveURL(/[?&]page=2/)
  await expect(page).toHaveURL(/[?&]sort=published_at/)
  const overlay = page.getByTestId('loading-overlay')
  await expect(overlay).toBeVisible()
  await page.clock.runFor(OVERLAY_MS - 10)
  await expect(overlay).toBeVisible()
  await page.clock.runFor(10)
  await expect(overlay).toBeHidden()
  await page.clock.resume()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(page.getByRole('link', { name: 'Page 2, current page' })).toBeVisible()
  await expect.poll(() => visibleTemplateIds(page)).not.toEqual(firstPage)
})

const PAGE_LABELS = {
  en: { goTo: (n: number) => `Go to page ${n}`, current: (n: number) => `Page ${n}, current page` },
  ja: {
    goTo: (n: number) => `${n}ページへ移動`,
    current: (n: number) => `${n}ページ（現在のページ）`,
  },
} as const

for (const { locale, prefix } of LOCALES) {
  test(`page and sort survive reload and back/forward (${locale})`, async ({ page }) => {
    const labels = PAGE_LABELS[locale]
    await page.goto(`${prefix}/store/all`)
    await waitForHydration(page)
    const rankingIds = await visibleTemplateIds(page)
    await page.getByTestId('sort-select').selectOption('published_at')
    await expect(page).toHaveURL(/sort=published_at/)
    await page.getByRole('link', { name: labels.goTo(3) }).click()
    await expect(page).toHaveURL(/page=3/)
    await expect(page.getByRole('link', { name: labels.current(3) })).toBeVisible()
    const pageThreeIds = await visibleTemplateIds(page)

    await page.reload()
    await waitForHydration(page)
    await expect(page.getByTestId('sort-select')).toHaveValue('published_at')
    await expect(page.getByRole('link', { name: labels.current(3) })).toBeVisible()
    await expect.poll(() => visibleTemplateIds(page)).toEqual(pageThreeIds)

    await page.goBack()
    await expect(page).not.toHaveURL(/page=3/)
    await expect(page.getByTestId('sort-select')).toHaveValue('published_at')
    await expect(page.getByRole('link', { name: labels.current(1) })).toBeVisible()

    await page.goBack()
    await expect(page.getByTestId('sort-select')).toHaveValue('ranking')
    await expect.poll(() => visibleTemplateIds(page)).toEqual(rankingIds)

    await page.goForward()
    await page.goForward()
    await expect(page).toHaveURL(/page=3/)
    expect(new URL(page.url()).pathname).toBe(`${prefix}/store/all`)
    await expect(page.getByTestId('sort-select')).toHaveValue('published_at')
    await expect.poll(() => visibleTemplateIds(page)).toEqual(pageThreeIds)
  })
}

test('a page past the end is clamped to the last page', async ({ page }) => {
  await page.goto('/store/all?page=99')
  await expect(page.getByRole('link', { name: 'Page 8, current page' })).toBeVisible()
  await expect(page).toHaveURL(/page=8/)
  await expect(page.getByTestId('template-list-item').first()).toBeVisible()
})

for (const { locale, prefix } of LOCALES) {
  test(`with a slow API, a page change shows the placeholder, never the old page under the new number (${locale})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/store/all`)
    await waitForHydration(page)
    const pageOne = await visibleTemplateIds(page)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const slow = async (route: import('@playwright/test').Route) => {
      await held
      await route.continue().catch(() => {})
    }
    await page.route('**/v2/store/templates/search', slow)
    await page.route('**/_payload.json*', slow)
    await page
      .getByRole('link', { name: locale === 'ja' ? '2ページへ移動' : 'Go to page 2', exact: true })
      .click()
    await expect(page).toHaveURL(/[?&]page=2/)
    const body = page.getByTestId('template-listing').locator('[aria-busy]')
    await expect(body).toHaveAttribute('aria-busy', 'true')
    await expect(page.getByTestId('template-placeholder-item')).toHaveCount(5)
    // Nothing of page 1 is left on screen while page 2 loads.
    await expect(page.getByTestId('template-grid')).toHaveCount(0)
    release()
    await expect(page.getByTestId('template-placeholder-item')).toHaveCount(0)
    const pageTwo = await visibleTemplateIds(page)
    expect(pageTwo).toHaveLength(20)
    expect(pageTwo.filter((id) => pageOne.includes(id))).toEqual([])
    await expect(body).toHaveAttribute('aria-busy', 'false')
  })
}
