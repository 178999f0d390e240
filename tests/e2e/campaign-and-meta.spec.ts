// Spec §9 campaign cookie written at app start, the localized default description, and the title
// each route's head() sets.
import en from '#i18n/en/index'
import ja from '#i18n/ja/index'
import { expect, test, waitForHydration } from './fixtures'

const campaignCookie = async (page: import('@playwright/test').Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === '_studio_utm')

test('the dashboard free-template link is kept in _studio_utm for 1 hour, through the / redirect', async ({
  page,
}) => {
  const before = Date.now() / 1000
  await page.goto(
    '/?utm_source=dashboard&utm_medium=start_with_template&utm_campaign=free_template',
  )
  await page.waitForURL((url) => url.pathname === '/store')
  await expect.poll(() => campaignCookie(page)).toBeDefined()
  const cookie = await campaignCookie(page)
  expect(JSON.parse(decodeURIComponent(cookie?.value ?? ''))).toEqual({
    utm_source: 'dashboard',
    utm_medium: 'start_with_template',
    utm_campaign: 'free_template',
    via: 'store',
  })
  const lifetime = (cookie?.expires ?? 0) - before
  expect(lifetime).toBeGreaterThan(3500)
  expect(lifetime).toBeLessThan(3700)
})

test('an organic search referral is kept for 2 hours; a visit without either writes nothing', async ({
  page,
}) => {
  await page.goto('/store/all')
  await expect(page.getByTestId('template-grid')).toBeVisible()
  expect(await campaignCookie(page)).toBeUndefined()

  const before = Date.now() / 1000
  await page.goto('/ja/store/all', { referer: 'https://www.google.co.jp/' })
  await expect.poll(() => campaignCookie(page)).toBeDefined()
  const cookie = await campaignCookie(page)
  expect(JSON.parse(decodeURIComponent(cookie?.value ?? ''))).toMatchObject({
    utm_source: 'google',
    utm_medium: 'organic',
    via: 'store',
  })
  const lifetime = (cookie?.expires ?? 0) - before
  expect(lifetime).toBeGreaterThan(7100)
  expect(lifetime).toBeLessThan(7300)
})

test('the default description follows the locale', async ({ page }) => {
  const description = page.locator('meta[name="description"]')
  await page.goto('/ja/store')
  await expect(description).toHaveAttribute('content', ja.store.description)
  await page.goto('/store')
  await expect(description).toHaveAttribute('content', en.store.description)
})

test('the title follows a client navigation and back: each route head() sets it', async ({
  page,
}) => {
  await page.goto('/store/all')
  await expect(page).toHaveTitle('All templates | Template Store')
  await waitForHydration(page)
  // A full page load would drop this mark: it proves the router, not the server, changed the page.
  await page.evaluate(() => Object.assign(window, { clientNavigationMark: true }))
  const item = page.getByTestId('template-grid').getByTestId('template-list-item').first()
  await item.locator('a[href*="/store/templates/"]').last().click()
  await page.waitForURL(/\/store\/templates\//)
  // The address changes before the new page has rendered: read the detail page's own heading.
  const heading =
    (await page.getByTestId('template-detail').getByRole('heading', { level: 1 }).textContent()) ??
    ''
  expect(heading).not.toBe('')
  await expect(page).toHaveTitle(`${heading} | Template Store`)
  await page.goBack()
  await expect(page).toHaveTitle('All templates | Template Store')
  expect(await page.evaluate(() => 'clientNavigationMark' in window)).toBe(true)
})
