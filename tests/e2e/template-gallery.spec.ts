// Issue 14: the detail page shows the template's pages, shot from its real site, and each opens
// that page of the preview, in the page's language, where the site's own links work.
import { LOCALES, expect, test } from './fixtures'
import { seededTemplateId } from './store-routes'

for (const { locale, prefix } of LOCALES) {
  test(`the detail gallery shows the template's pages and opens them (${locale})`, async ({
    page,
    context,
  }) => {
    const templateId = await seededTemplateId(page)
    await page.goto(`${prefix}/store/templates/${templateId}`)
    const gallery = page.getByTestId('template-gallery')
    await gallery.scrollIntoViewIfNeeded()
    const pages = gallery.getByTestId('template-gallery-page')
    expect(await pages.count()).toBeGreaterThanOrEqual(4)
    // Every picture is a real image that loaded, in the box it reserved.
    const images = gallery.locator('img')
    await expect(images).toHaveCount(await pages.count())
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded()
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(640)
    }

    // The second page (after home) opens in a new window, in the page's language.
    const second = pages.nth(1)
    const name = (await second.textContent())?.trim() ?? ''
    const [preview] = await Promise.all([context.waitForEvent('page'), second.click()])
    await preview.waitForLoadState()
    expect(preview.url()).toMatch(
      new RegExp(`/preview/templates/${templateId}/[a-z-]+${locale === 'ja' ? '\\?lang=ja' : '$'}`),
    )
    await expect(preview.locator('html')).toHaveAttribute('lang', locale)
    await expect(preview.getByRole('heading', { level: 1 })).toBeVisible()
    expect(name).toContain((await preview.getByRole('heading', { level: 1 }).textContent()) ?? '')

    // The preview site's own menu leads to its other pages, still in the same language.
    const navLinks = preview.locator('header nav a:not(.lang)')
    const count = await navLinks.count()
    expect(count).toBeGreaterThanOrEqual(3)
    for (let i = 0; i < count; i++) {
      const link = navLinks.nth(i)
      const href = (await link.getAttribute('href')) ?? ''
      const response = await preview.request.get(href)
      expect(response.status(), href).toBe(200)
    }
    const logo = preview.locator('header .logo')
    await logo.click()
    await expect(preview).toHaveURL(
      new RegExp(`/preview/templates/${templateId}${locale === 'ja' ? '\\?lang=ja' : '$'}`),
    )
    await expect(preview.locator('html')).toHaveAttribute('lang', locale)
  })
}
