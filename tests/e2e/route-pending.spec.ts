// Issue 14 "waiting that looks like waiting": a client navigation whose data is slow shows the
// page's outline and the 5-item placeholder under aria-busy after 300 ms, then the page.
import type { Route } from '@playwright/test'
import { LOCALES, expect, test, waitForHydration } from './fixtures'

for (const { locale, prefix } of LOCALES) {
  test(`a slow client navigation shows the pending page, then the page (${locale})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/store/all`)
    await waitForHydration(page)
    const item = page.getByTestId('template-grid').getByTestId('template-list-item').nth(4)
    const link = item.locator('a[href*="/store/templates/"]').first()
    const templateId = (await link.getAttribute('href'))?.split('/').pop()
    if (!templateId) throw new Error('list item without a detail link')

    // Hold the detail page's data (its payload and its API call) until the test lets it go.
    const held: Route[] = []
    let released = false
    const hold = (route: Route) => (released ? route.continue() : void held.push(route))
    await page.route(`**/store/templates/${templateId}/_payload.json*`, hold)
    await page.route(`**/v2/store/templates/${templateId}?*`, hold)
    await page.route(`**/v2/store/templates/${templateId}`, hold)

    await item.hover()
    await link.click()
    const pending = page.getByTestId('route-pending')
    await expect(pending).toBeVisible()
    await expect(pending.locator('[aria-busy="true"]')).toBeVisible()
    await expect(pending.getByTestId('template-placeholder-item')).toHaveCount(5)
    await expect(page.getByTestId('template-detail')).toHaveCount(0)

    // Later calls go straight through; the held ones are let go.
    released = true
    for (const route of held.splice(0)) await route.continue()
    await expect(page.getByTestId('template-detail')).toBeVisible()
    await expect(pending).toHaveCount(0)
  })
}
