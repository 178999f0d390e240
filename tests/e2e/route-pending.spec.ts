// Issue 14, waiting that looks like waiting: a client navigation to another page whose data is
// slow shows the navigation progress and `aria-busy` on the page region at once, then the page's
// skeleton (the spec's 5-item placeholder), never the page being left under the new address.
// A list route keeps its own placeholder instead of the skeleton (pagination.spec.ts).
import type { Route } from '@playwright/test'
import { LOCALES, expect, test, waitForHydration } from './fixtures'

/** Holds every matching request until `release()`. */
function holdRequests() {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const hold = async (route: Route) => {
    await held
    await route.continue().catch(() => {})
  }
  return { hold, release: () => release() }
}

for (const { locale, prefix } of LOCALES) {
  test(`a slow detail page shows progress, then its skeleton, then the page (${locale})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/store/all`)
    await waitForHydration(page)
    const { hold, release } = holdRequests()
    await page.route(/\/v2\/store\/templates\/(?!search)[^/?]+(\?|$)/, hold)
    await page.route(/\/store\/templates\/[^/]+\/_payload\.json/, hold)
    const first = page.getByTestId('template-list-item').first()
    const title = (await first.getByRole('heading').textContent())?.trim() ?? ''
    await first.getByRole('heading').click()

    const main = page.locator('main#main-content')
    await expect(page.getByTestId('navigation-progress')).toBeVisible()
    await expect(main).toHaveAttribute('aria-busy', 'true')
    await expect(page.getByTestId('page-skeleton')).toBeVisible()
    await expect(
      page.getByTestId('page-skeleton').getByTestId('template-placeholder-item'),
    ).toHaveCount(5)
    // The list being left is not shown while the detail loads (React keeps it hidden).
    await expect(page.getByTestId('template-listing')).toBeHidden()

    release()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByTestId('page-skeleton')).toHaveCount(0)
    await expect(page.getByTestId('navigation-progress')).toHaveCount(0)
    await expect(main).not.toHaveAttribute('aria-busy')
  })

  test(`entering a slow list from another page shows progress over the page being left (${locale})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/store`)
    await waitForHydration(page)
    const { hold, release } = holdRequests()
    await page.route('**/v2/store/templates/search', hold)
    await page.route('**/_payload.json*', hold)
    const heroHeading = page.getByRole('heading', { level: 1 })
    const heroText = (await heroHeading.textContent())?.trim() ?? ''
    await page.locator(`a[href="${prefix}/store/all"]`).first().click()

    await expect(page.getByTestId('navigation-progress')).toBeVisible()
    await expect(page.locator('main#main-content')).toHaveAttribute('aria-busy', 'true')
    // A list shows no route skeleton: its own placeholder comes with its data.
    await page.waitForTimeout(600)
    await expect(page.getByTestId('page-skeleton')).toHaveCount(0)
    await expect(heroHeading).toHaveText(heroText)

    release()
    await expect(page.getByTestId('template-listing')).toBeVisible()
    await expect(page.getByTestId('navigation-progress')).toHaveCount(0)
    await expect(page.locator('main#main-content')).not.toHaveAttribute('aria-busy')
  })
}
