// Issue 29: the page as served and the page once the app has started agree at every width. One
// page per locale and route, resized in place from 320 to 1440 px in steps of 32 px, first as
// served (the pointer never moves, so the app does not start: resizing is no sign of a person),
// then once the app has hydrated. Visible controls of the header and of the first screen must
// not overlap, the page must not scroll sideways, and starting the app must change nothing: no
// control moves, no layout shift is recorded, and the first screen's picture stays the same.
import type { Page } from '@playwright/test'
import { LOCALES, expect, test, waitForHydration, type Locale } from './fixtures'
import { seededTemplateId } from './store-routes'

const WIDTHS = Array.from({ length: (1440 - 320) / 32 + 1 }, (_, step) => 320 + step * 32)
const HEIGHT = 800

// Where the app starts on each page: the widths the server could guess wrong (a narrow desktop
// window, a tablet) and the ones it guessed right, spread over the routes and locales.
const HYDRATION_WIDTH: Record<Locale, Record<'store' | 'all' | 'detail', number>> = {
  en: { store: 800, all: 1000, detail: 1280 },
  ja: { store: 375, all: 928, detail: 1120 },
}

type Problem = string

/** Waits for two frames: a resize's layout (and CSS transitions' first frame) has been done. */
async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  )
}

/**
 * In the page: the visible controls of the header and of the first screen, the pairs of them
 * whose boxes overlap, and whether the page is wider than the window. Each control is kept on
 * `window` so the boxes before and after hydration can be compared node by node (hydration keeps
 * the server's nodes; one the app replaces is left to the layout-shift record).
 */
async function inspectLayout(keep: boolean) {
  // Two frames: the last resize has been laid out and painted.
  await new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  )
  const CONTROLS = 'a[href], button, summary, input:not([type="hidden"]), select, textarea'
  const viewportHeight = window.innerHeight
  const describe = (element: Element): string => {
    const testId = element.getAttribute('data-testid')
    const label =
      element.getAttribute('aria-label') ??
      (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)
    return `${element.tagName.toLowerCase()}${testId ? `[${testId}]` : ''} "${label}"`
  }
  const visible = (element: Element): DOMRect | null => {
    const box = element.getBoundingClientRect()
    if (box.width < 1 || box.height < 1) return null
    // Below the first screen (or scrolled away above it): not what this test looks at.
    if (box.top >= viewportHeight || box.bottom <= 0) return null
    // Scrolled out of a sideways row: off the screen.
    if (box.left >= window.innerWidth || box.right <= 0) return null
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return null
    return box
  }
  const header = document.querySelector('[data-testid="site-header"]')
  const main = document.querySelector('main')
  const controls: { element: Element; box: DOMRect; inHeader: boolean }[] = []
  for (const root of [header, main]) {
    if (!root) continue
    for (const element of root.querySelectorAll(CONTROLS)) {
      const box = visible(element)
      if (box) controls.push({ element, box, inHeader: root === header })
    }
  }
  const overlaps: string[] = []
  for (const [index, a] of controls.entries()) {
    for (const b of controls.slice(index + 1)) {
      if (a.element.contains(b.element) || b.element.contains(a.element)) continue
      // A list item's cover link and the buttons laid over it are one card by design; the
      // header is checked against everything, the page's own controls within the header's rule.
      if (!a.inHeader && !b.inHeader) {
        const card = a.element.closest('article')
        if (card && card.contains(b.element)) continue
      }
      const width = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left)
      const height = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top)
      if (width > 1 && height > 1) overlaps.push(`${describe(a.element)} × ${describe(b.element)}`)
    }
  }
  const boxes = controls.map(({ element, box }) => ({
    name: describe(element),
    box: [box.left, box.top, box.width, box.height].map(Math.round),
  }))
  if (keep) {
    ;(window as unknown as { layoutProbe: Element[] }).layoutProbe = controls.map(
      ({ element }) => element,
    )
  }
  const scroller = document.scrollingElement ?? document.documentElement
  return {
    overlaps,
    overflow: scroller.scrollWidth > scroller.clientWidth ? scroller.scrollWidth : 0,
    boxes,
  }
}

/** The first screen's controls kept before hydration, as they are now (gone = null). */
function probedBoxes() {
  const kept = (window as unknown as { layoutProbe?: Element[] }).layoutProbe ?? []
  return kept.map((element) => {
    if (!element.isConnected) return null
    const box = element.getBoundingClientRect()
    return [box.left, box.top, box.width, box.height].map(Math.round)
  })
}

type ShiftLog = { layoutShifts: { value: number; sources: string[] }[] }

/** Every layout shift of the page that no input caused, with what moved. */
function recordLayoutShifts() {
  const log = window as unknown as ShiftLog
  log.layoutShifts = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number
      hadRecentInput: boolean
      sources: { node?: Node | null }[]
    }[]) {
      if (entry.hadRecentInput) continue
      const sources = entry.sources.map(({ node }) =>
        node instanceof Element
          ? `${node.tagName.toLowerCase()}.${node.className}`.slice(0, 60)
          : String(node?.nodeName),
      )
      log.layoutShifts.push({ value: entry.value, sources })
    }
  }).observe({ type: 'layout-shift' })
}

async function walkWidths(page: Page, state: string): Promise<Problem[]> {
  const problems: Problem[] = []
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT })
    const { overlaps, overflow } = await page.evaluate(inspectLayout, false)
    for (const overlap of overlaps) problems.push(`${state} at ${width} px: overlap ${overlap}`)
    if (overflow) problems.push(`${state} at ${width} px: the page is ${overflow} px wide`)
  }
  return problems
}

const ROUTES = ['store', 'all', 'detail'] as const

for (const { locale, prefix } of LOCALES) {
  for (const route of ROUTES) {
    test(`${route} (${locale}): header and first screen from 320 to 1440 px, as served and with the app`, async ({
      browser,
    }) => {
      // 72 layouts inspected and two pictures taken: a long walk, not a slow one.
      test.setTimeout(120_000)
      // A desktop Chrome (the project's device): the server sees its user agent, not its width.
      const context = await browser.newContext({ viewport: { width: 1440, height: HEIGHT } })
      const page = await context.newPage()
      const path = {
        store: `${prefix}/store`,
        all: `${prefix}/store/all`,
        detail: `${prefix}/store/templates/${route === 'detail' ? await seededTemplateId(page) : ''}`,
      }[route]
      await page.addInitScript(recordLayoutShifts)
      await page.goto(path)
      await expect(page.locator('main')).toBeVisible()
      const problems = await walkWidths(page, `${path} as served`)
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0)

      // Starting the app moves nothing: no control of the first screen, no layout shift.
      const width = HYDRATION_WIDTH[locale][route]
      await page.setViewportSize({ width, height: HEIGHT })
      const before = await page.evaluate(inspectLayout, true)
      // The first screen's covers have arrived, so the picture compared below is the page's own.
      await page.evaluate(async () => {
        const covers = [...document.images].filter((image) => {
          const box = image.getBoundingClientRect()
          return box.top < window.innerHeight && box.left < window.innerWidth && box.right > 0
        })
        await Promise.all(covers.map((image) => image.decode().catch(() => undefined)))
      })
      const shotBefore = await page.screenshot({ animations: 'disabled', caret: 'hide' })
      await page.evaluate(() => {
        ;(window as unknown as ShiftLog).layoutShifts = []
      })
      await waitForHydration(page)
      await nextFrames(page)
      const kept = await page.evaluate(probedBoxes)
      const shotAfter = await page.screenshot({ animations: 'disabled', caret: 'hide' })
      if (!shotAfter.equals(shotBefore)) {
        await test.info().attach('as served', { body: shotBefore, contentType: 'image/png' })
        await test.info().attach('with the app', { body: shotAfter, contentType: 'image/png' })
        problems.push(`${path} at ${width} px: the first screen changed when the app started`)
      }
      before.boxes.forEach(({ name, box }, index) => {
        const now = kept[index]
        if (now && now.join() !== box.join()) {
          problems.push(`${path} at ${width} px: ${name} moved ${box.join()} → ${now.join()}`)
        }
      })
      const shifts = await page.evaluate(() => (window as unknown as ShiftLog).layoutShifts)
      for (const shift of shifts) {
        problems.push(
          `${path} at ${width} px: layout shift ${shift.value.toFixed(4)} of ${shift.sources.join(', ')}`,
        )
      }
      problems.push(...(await walkWidths(page, `${path} with the app`)))
      expect(problems).toEqual([])
      await context.close()
    })
  }
}
