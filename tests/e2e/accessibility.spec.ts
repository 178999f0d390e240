// Issue 9: the two modal surfaces (login recommendation, small-screen drawer) and, since issue 12,
// the search field's open suggestions and the template page's device preview pass the axe scan in
// both locales. Every route's scan runs in every-route.spec.ts, on the same visit that checks the
// console for hydration errors.
import { LOCALES, expect, test, waitForHydration } from './fixtures'
import { axeFindings } from './axe-scan'
import { seededTemplateId, settle } from './store-routes'

test.describe.configure({ mode: 'parallel' })

for (const { locale, prefix } of LOCALES) {
  test(`the login dialog (${locale}) has no serious or critical axe violation`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/store/all`)
    await settle(page)
    // Served, the like button is a form to sign-in; the dialog needs the app's script.
    await waitForHydration(page)
    const item = page.getByTestId('template-grid').getByTestId('template-list-item').first()
    await item.hover()
    await item.getByTestId('like-button').click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await axeFindings(page)).toEqual([])
  })

  test(`the drawer (${locale}, small screen) has no serious or critical axe violation`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } })
    const page = await context.newPage()
    await page.goto(`${prefix}/store/all`)
    await settle(page)
    // The drawer opens with the app's script: not before hydration.
    await waitForHydration(page)
    await page.getByTestId('drawer-toggle').click()
    await expect(page.getByTestId('site-drawer')).toBeVisible()
    expect(await axeFindings(page)).toEqual([])
    await context.close()
  })

  test(`the search suggestions (${locale}) have no serious or critical axe violation`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/store/all`)
    await settle(page)
    await waitForHydration(page)
    await page.getByTestId('site-header').getByTestId('search-toggle').click()
    await page.keyboard.type('resta')
    const listbox = page.getByTestId('header-search-form').getByRole('listbox')
    await expect(listbox).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await expect(listbox.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
    expect(await axeFindings(page)).toEqual([])
  })

  test(`the device preview (${locale}) has no serious or critical axe violation`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/store/templates/${await seededTemplateId(page)}?device=mobile`)
    await settle(page)
    await waitForHydration(page)
    await expect(page.getByTestId('device-preview')).toHaveAttribute('data-device', 'mobile')
    // The switch and the frame's box (axeFindings leaves the previewed site out).
    expect(await axeFindings(page)).toEqual([])
  })
}
