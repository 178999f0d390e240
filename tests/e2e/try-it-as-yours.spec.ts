// Issue 31 in a real browser, once per locale and on few page loads: the detail page's QR code
// decodes to the preview's address (the device frame's page) and the text beside it says the
// same; three templates opened show up in the recently viewed row, most recent first, at the end
// of the home page and of the 404 page, with no layout shift; Clear empties it.
import jsQR from 'jsqr'
import type { Page } from '@playwright/test'
import en from '#i18n/en/index'
import ja from '#i18n/ja/index'
import { LOCALES, expect, test, waitForHydration } from './fixtures'
import { layoutShifts, recordLayoutShifts } from './layout-shifts'

const DICTIONARIES = { en, ja } as const

/** The QR code as the browser painted it, read by jsQR (a PNG decoded in a blank page's canvas). */
async function decodeQr(page: Page): Promise<string | undefined> {
  const png = await page.getByTestId('open-on-phone-qr').screenshot()
  const blank = await page.context().newPage()
  try {
    const { width, height, pixels } = await blank.evaluate(async (base64) => {
      const image = new Image()
      image.src = `data:image/png;base64,${base64}`
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = image.naturalWidth
      canvas.height = image.naturalHeight
      const context = canvas.getContext('2d')
      if (!context) throw new Error('no 2d canvas')
      context.drawImage(image, 0, 0)
      const data = context.getImageData(0, 0, canvas.width, canvas.height).data
      return { width: canvas.width, height: canvas.height, pixels: Array.from(data) }
    }, png.toString('base64'))
    return jsQR(Uint8ClampedArray.from(pixels), width, height)?.data
  } finally {
    await blank.close()
  }
}

/** Template ids of the recently viewed row, in order. */
async function recentIds(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByTestId('recently-viewed-templates')
    .getByTestId('template-list-item')
    .locator('a[href*="/store/templates/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  return [...new Set(hrefs.map((href) => href.split('/store/templates/')[1] ?? ''))]
}

for (const { locale, prefix } of LOCALES) {
  test(`try it as yours (${locale}): open on your phone, recently viewed`, async ({ page }) => {
    const messages = DICTIONARIES[locale]
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      // The 404 page is answered 404, which the console reports; a hydration mismatch is an error.
      if (message.type() === 'error' && !message.text().includes('status of 404')) {
        errors.push(message.text())
      }
    })
    await recordLayoutShifts(page)
    const listed = await page.request.get(`/v2/store/templates?limit=3&language=${locale}`)
    const ids = (
      (await listed.json()) as { data: { templates: { template_id: string }[] } }
    ).data.templates.map((item) => item.template_id)
    expect(ids).toHaveLength(3)

    // Open on your phone, as served (no app yet) and once the app runs.
    const first = await page.goto(`${prefix}/store/templates/${ids[0]}`)
    const served = (await first?.text()) ?? ''
    expect(served).toContain('data-testid="open-on-phone-qr"')
    const previewAddress = new URL(`/preview/templates/${ids[0]}?lang=${locale}`, page.url()).href
    const phone = page.getByTestId('open-on-phone')
    await expect(phone.getByRole('heading', { level: 2 })).toHaveText(messages.openOnPhone.heading)
    await expect(page.getByTestId('open-on-phone-address')).toHaveText(previewAddress)
    expect(await decodeQr(page)).toBe(previewAddress)
    await waitForHydration(page)
    // The device frame shows that same page.
    const frameSrc = await page.getByTestId('device-preview').locator('iframe').getAttribute('src')
    expect(new URL(frameSrc ?? '', page.url()).href).toBe(previewAddress)
    expect(await decodeQr(page)).toBe(previewAddress)
    await expect(page.getByTestId('open-on-phone-address')).toHaveText(previewAddress)

    // Two more templates, each recorded once the app runs on its page.
    for (const id of ids.slice(1)) {
      await page.goto(`${prefix}/store/templates/${id}`)
      await waitForHydration(page)
    }
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('store.recentlyViewed')))
      .toBe(JSON.stringify([...ids].reverse()))

    // Home: nothing as served, the row at the end once the app runs; nothing above it moved.
    const home = await page.goto(`${prefix}/store`)
    expect((await home?.text()) ?? '').not.toContain('data-testid="recently-viewed"')
    await waitForHydration(page)
    const row = page.getByTestId('recently-viewed')
    await expect(row.getByRole('heading', { level: 2 })).toHaveText(messages.recentlyViewed.heading)
    await expect.poll(() => recentIds(page)).toEqual([...ids].reverse())
    await page.waitForLoadState('networkidle')
    expect(await layoutShifts(page), 'layout shifts on the home page').toEqual([])

    // The 404 page: the row below its message, then Clear.
    await page.goto(`${prefix}/store/no-such-page`)
    await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404')
    await waitForHydration(page)
    await expect.poll(() => recentIds(page)).toEqual([...ids].reverse())
    await page.waitForLoadState('networkidle')
    expect(await layoutShifts(page), 'layout shifts on the 404 page').toEqual([])
    await row.getByRole('button', { name: messages.recentlyViewed.clearLabel }).click()
    await expect(row).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('store.recentlyViewed'))).toBeNull()
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByTestId('popular-templates')).toBeVisible()
    await expect(row).toHaveCount(0)

    expect(errors).toEqual([])
  })
}
