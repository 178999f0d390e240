// Issue 32: Japanese text breaks between phrases, never inside a word, and no text runs out of its
// box or off the screen. Every /ja route is loaded once, as served (the app does not start: the
// page must hold without JavaScript), and resized in place to 320, 375 and 768 px. At each width
// every wrapped line of Japanese text is checked against BudouX's phrases (line-breaks.ts) and
// every text against its box and the window. Then the page's stylesheet is read again as a browser
// without `word-break: auto-phrase` reads it (the value unknown, its `@supports` false), and the
// three widths are checked again: Safari and Firefox break where the server's markup says.
// English pages get the overflow check at the same widths.
import type { Page } from '@playwright/test'
import { LOCALES, expect, test } from './fixtures'
import { lineBreakProblems, measureTextLayout } from './line-breaks'
import { seededTemplateId, settle, storeRoutes } from './store-routes'

const WIDTHS = [320, 375, 768] as const
const HEIGHT = 800
const TEMPLATE = ':template'

/** Waits until the last resize has been laid out with the page's fonts. */
async function laidOut(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Every face the stylesheet declares, loaded or not yet asked for (Inter loads when it is
    // first used), so each width is measured in the fonts a visitor sees.
    await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)))
    await document.fonts.ready
    await new Promise<void>((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
    )
  })
}

/**
 * Replaces the page's stylesheets with copies in which `auto-phrase` is an unknown word, which is
 * how a browser without it parses them: the declaration is dropped (an earlier one in the rule
 * applies) and `@supports (word-break: auto-phrase)` is false.
 */
async function forgetAutoPhrase(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let found = 0
    const rewrite = (css: string) => {
      found += css.split('auto-phrase').length - 1
      return css.replaceAll('auto-phrase', 'unknown-phrase-value')
    }
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
      const response = await fetch(link.href)
      const style = document.createElement('style')
      style.textContent = rewrite(await response.text())
      link.replaceWith(style)
    }
    for (const style of document.querySelectorAll('style')) {
      if (style.textContent?.includes('auto-phrase')) style.textContent = rewrite(style.textContent)
    }
    return found
  })
}

async function walkWidths(page: Page, label: string, japanese: boolean): Promise<string[]> {
  const problems: string[] = []
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT })
    await laidOut(page)
    const layout = await page.evaluate(measureTextLayout, japanese)
    const at = `${label} at ${width} px`
    problems.push(...layout.overflows.map((problem) => `${at}: ${problem}`))
    if (japanese) problems.push(...lineBreakProblems(layout.blocks).map((p) => `${at}: ${p}`))
  }
  return problems
}

test.describe.configure({ mode: 'parallel' })

for (const { locale, prefix } of LOCALES) {
  const japanese = locale === 'ja'
  for (const route of storeRoutes(TEMPLATE)) {
    const title = japanese
      ? `${prefix}${route}: phrases and fit at ${WIDTHS.join(', ')} px, with and without auto-phrase`
      : `${prefix}${route}: text fits at ${WIDTHS.join(', ')} px`
    test(title, async ({ page }) => {
      const path = `${prefix}${route.replace(TEMPLATE, await seededTemplateId(page))}`
      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT })
      await page.goto(path)
      await settle(page)
      const problems = await walkWidths(page, path, japanese)
      if (japanese) {
        expect(await forgetAutoPhrase(page), 'the stylesheet sets auto-phrase').toBeGreaterThan(0)
        problems.push(...(await walkWidths(page, `${path} without auto-phrase`, true)))
      }
      expect(problems).toEqual([])
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
    })
  }
}
