// Issue 14, "readable everywhere": list titles get two lines (the whole title on hover or focus),
// and phones and tablets show title and price under each cover, in both locales.
import { LOCALES, expect, test, waitForHydration } from './fixtures'

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36'
const TABLET_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

type TitleLines = { title: string; shown: number; total: number; clippedSideways: boolean }

for (const { locale, prefix } of LOCALES) {
  test(`no title on ${prefix}/store/all at 1280 px is cut to one line (${locale})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${prefix}/store/all`)
    const headings = page
      .getByTestId('template-grid')
      .getByTestId('template-list-item')
      .getByRole('heading')
    await expect(headings).toHaveCount(20)
    const lines: TitleLines[] = await headings.evaluateAll((elements) =>
      elements.map((element) => {
        const range = document.createRange()
        range.selectNodeContents(element)
        const bottom = element.getBoundingClientRect().bottom
        const tops = [...new Set([...range.getClientRects()].map((r) => Math.round(r.top)))]
        return {
          title: element.textContent ?? '',
          shown: tops.filter((top) => top < bottom - 1).length,
          total: tops.length,
          clippedSideways: element.scrollWidth > element.clientWidth + 1,
        }
      }),
    )
    const cut = lines.filter((l) => l.clippedSideways || l.shown < Math.min(2, l.total))
    expect(cut).toEqual([])
    // Long titles exist on this page, so two lines are really in use.
    expect(lines.some((l) => l.total >= 2)).toBe(true)

    const first = page.getByTestId('template-grid').getByTestId('template-list-item').first()
    const title = (await first.getByRole('heading').textContent()) ?? ''
    await first.hover()
    await expect(first.getByText(title, { exact: true }).first()).toBeVisible()
    await context.close()
  })

  // A phone and a tablet say what they are: the server draws their layout, app or not. A desktop
  // browser's narrow window gets it once the app starts (the pointer moving over the page).
  const devices = [
    { width: 375, userAgent: PHONE_UA, app: false },
    { width: 768, userAgent: TABLET_UA, app: false },
    { width: 768, userAgent: undefined, app: true },
  ]
  for (const { width, userAgent, app } of devices) {
    test(`at ${width} px each item is one link showing cover, title and price (${locale}, ${userAgent ? 'its own device' : 'a desktop window'})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        ...(userAgent ? { userAgent, isMobile: true, hasTouch: true } : {}),
      })
      const page = await context.newPage()
      await page.goto(`${prefix}/store/all`)
      if (app) await waitForHydration(page)
      const item = page.getByTestId('template-grid').getByTestId('template-list-item').first()
      await expect(item).toHaveAttribute('data-layout', 'compact')
      await expect(item.getByRole('link')).toHaveCount(1)
      const link = item.getByRole('link')
      await expect(link.getByRole('img')).toBeVisible()
      await expect(link.getByRole('heading')).toBeVisible()
      await expect(link.getByRole('heading')).not.toHaveText('')
      await expect(link.getByTestId('template-price')).toBeVisible()
      await context.close()
    })
  }
}
