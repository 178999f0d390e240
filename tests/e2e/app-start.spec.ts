// Decision 025: a page loads no script file until a person shows up (pointer, touch, key, focus,
// wheel); then the app loads and hydrates. A press on one of the app's buttons before that is
// kept and acted on once, after hydration. Pages that cannot finish without the app start it at
// once.
import type { Page } from '@playwright/test'
import { LOCALES, expect, freshAccount, test, waitForHydration } from './fixtures'
import { seededTemplateId } from './store-routes'

/** Script files the page fetched (inline scripts are not requests). */
function scriptRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname)
  })
  return urls
}

for (const { locale, prefix } of LOCALES) {
  test(`${prefix}/store loads no script until the pointer moves, then hydrates (${locale})`, async ({
    page,
  }) => {
    const scripts = scriptRequests(page)
    await page.goto(`${prefix}/store`, { waitUntil: 'networkidle' })
    await expect(page.getByTestId('template-list-item').first()).toBeVisible()
    await page.waitForTimeout(1_000)
    expect(scripts).toEqual([])
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0)

    await waitForHydration(page)
    expect(scripts.some((path) => path.includes('entry-client'))).toBe(true)
    // Each file once: the starter preloads the listed files, the entry imports the same ones.
    expect(new Set(scripts).size).toBe(scripts.length)
  })
}

test('a detail page lays out no preview site until a person shows up, then shows it', async ({
  page,
}) => {
  const previews: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/preview/')) previews.push(request.url())
  })
  await page.goto(`/store/templates/${await seededTemplateId(page)}`, { waitUntil: 'networkidle' })
  const box = page.getByTestId('device-preview')
  await box.scrollIntoViewIfNeeded()
  await page.waitForTimeout(1_000)
  expect(previews).toEqual([])
  await expect(box.locator('iframe')).toHaveCount(0)

  await waitForHydration(page)
  await expect(box.locator('iframe')).toHaveAttribute('src', /\/preview\/templates\//)
  await expect.poll(() => previews.length).toBeGreaterThan(0)
})

test('a like pressed before the app is there is saved once, after the app has hydrated', async ({
  page,
  signedIn,
}) => {
  const api = await signedIn(freshAccount('en'), '/store/all')
  // The entry is held back until the press has happened: the press lands before hydration.
  let pressed = () => {}
  const afterPress = new Promise<void>((resolve) => (pressed = resolve))
  await page.route('**/assets/entry-client-*.js', async (route) => {
    await afterPress
    await route.continue()
  })
  await page.goto('/store/all')
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
  const item = page.getByTestId('template-grid').getByTestId('template-list-item').first()
  const href = await item.locator('a[href*="/store/templates/"]').first().getAttribute('href')
  const templateId = href?.split('/').pop() ?? ''
  await item.hover()
  const button = item.getByTestId('like-button')
  await expect(button).toHaveAttribute('aria-pressed', 'false')
  const before = Number(await button.getByTestId('like-count').textContent())
  await button.click()
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
  pressed()
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  await expect(button).toHaveAttribute('aria-pressed', 'true')
  await expect(button.getByTestId('like-count')).toHaveText(String(before + 1))
  await expect.poll(async () => (await api.template(templateId)).liked).toBe(true)
  // Pressed once, not twice (a second press would have taken the like back).
  await page.waitForTimeout(1_000)
  await expect(button).toHaveAttribute('aria-pressed', 'true')
  expect((await api.template(templateId)).liked).toBe(true)
})

test('a tap on a link before the app is there is a plain page load that works', async ({
  page,
}) => {
  await page.goto('/store/all')
  await page.getByRole('link', { name: 'Go to page 2' }).first().dispatchEvent('click')
  await page.waitForURL(/page=2/)
  await expect(page.getByRole('link', { name: 'Page 2, current page' })).toBeVisible()
})

test('a one-time token in the address starts the app at once', async ({ page }) => {
  const scripts = scriptRequests(page)
  await page.goto('/store?one_time_token=not-a-real-token')
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  expect(scripts.some((file) => file.includes('entry-client'))).toBe(true)
})

test('a start key in the address starts the app at once, which acts on it', async ({ page }) => {
  const scripts = scriptRequests(page)
  // Signed out, the purchase key sends the visitor to sign in first: only the app does that, and
  // no pointer or key has moved here.
  await page.goto(`/store/templates/${await seededTemplateId(page)}?purchaseTemplate=1`, {
    waitUntil: 'commit',
  })
  await page.waitForURL((url) => url.pathname === '/auth/sign-in')
  expect(scripts.some((file) => file.includes('entry-client'))).toBe(true)
})
