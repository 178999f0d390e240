// Issue 14, "readable everywhere": list titles get two lines (the whole title on hover or focus),
// and phones and tablets show title and price under each cover, in both locales.
import { LOCALES, expect, test, waitForHydration } from './fixtures'

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36'
const TABLET_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

type TitleLines = { title: string; shown: number; total: number; clippedSideways: boolean }

/**
 * For each text the overlay shows: its contrast against the layers behind it, composited down to
 * the cover; where those let the cover through, the lower of a white and a black cover. Runs in
 * the page (WCAG 2 relative luminance).
 */
function overlayContrasts(overlay: Element) {
  type Rgba = [number, number, number, number]
  const parse = (css: string): Rgba => {
    const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number)
    return [r, g, b, css.startsWith('rgba') ? a : 1]
  }
  const over = (top: Rgba, below: Rgba): Rgba => {
    const [r, g, b, a] = top
    return [r * a + below[0] * (1 - a), g * a + below[1] * (1 - a), b * a + below[2] * (1 - a), 1]
  }
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (v: number) => {
      const s = v / 255
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
  }
  const contrast = (x: Rgba, y: Rgba) => {
    const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number]
    return (hi + 0.05) / (lo + 0.05)
  }
  const media = overlay.parentElement
  const shown = [...overlay.querySelectorAll('*')].filter((element) => {
    const own = [...element.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim())
    const box = element.getBoundingClientRect()
    const style = getComputedStyle(element)
    return (
      own && box.width > 0 && style.visibility === 'visible' && !element.closest('.visually-hidden')
    )
  })
  return shown.map((element) => {
    const layers: Rgba[] = []
    for (let node: Element | null = element; node && node !== media; node = node.parentElement) {
      const layer = parse(getComputedStyle(node).backgroundColor)
      if (layer[3] > 0) layers.push(layer)
      if (layer[3] === 1) break
    }
    const behind = (cover: Rgba) => layers.reduceRight((below, layer) => over(layer, below), cover)
    const text = parse(getComputedStyle(element).color)
    const worst = Math.min(
      ...[[255, 255, 255, 1] as Rgba, [0, 0, 0, 1] as Rgba].map((cover) => {
        const background = behind(cover)
        return contrast(over(text, background), background)
      }),
    )
    return { text: element.textContent?.trim() ?? '', worst: Math.round(worst * 100) / 100 }
  })
}

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

    // Issue 32: the hover overlay is legible on any cover. Every text it shows has AA contrast
    // against what is behind it, the cover taken at its worst (white and black, where a layer
    // between lets it through), and the title is not drawn on the cover a second time.
    const overlay = first.getByTestId('template-overlay')
    await expect(overlay).toHaveCSS('opacity', '1')
    const readings = await overlay.evaluate(overlayContrasts)
    expect(readings.length).toBeGreaterThanOrEqual(2)
    expect(readings.filter((r) => r.worst < 4.5)).toEqual([])
    expect(await first.getByTestId('template-media').textContent()).not.toContain(title)
    // The whole title is shown below the cover instead, uncut and on top of what it covers.
    const whole = first.getByTestId('template-whole-title')
    await expect(whole).toBeVisible()
    await expect(whole).toHaveText(title)
    const placed = await whole.evaluate((element) => {
      const box = element.getBoundingClientRect()
      const cover = element.closest('article')?.querySelector('[data-testid="template-media"]')
      const lastLine = document.elementFromPoint(box.left + 4, box.bottom - 6)
      return {
        belowCover: box.top >= (cover?.getBoundingClientRect().bottom ?? Infinity),
        uncut: element.scrollHeight <= element.clientHeight + 1,
        onTop: element.contains(lastLine),
      }
    })
    expect(placed).toEqual({ belowCover: true, uncut: true, onTop: true })
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
      // One link to the template's page; beside it, not inside it, the Compare control (issue 31).
      const link = item.locator('a[href*="/store/templates/"]')
      await expect(link).toHaveCount(1)
      await expect(item.getByRole('link')).toHaveCount(2)
      await expect(item.getByTestId('compare-control').getByRole('link')).toHaveCount(1)
      await expect(link.getByRole('img')).toBeVisible()
      await expect(link.getByRole('heading')).toBeVisible()
      await expect(link.getByRole('heading')).not.toHaveText('')
      await expect(link.getByTestId('template-price')).toBeVisible()
      await context.close()
    })
  }
}
