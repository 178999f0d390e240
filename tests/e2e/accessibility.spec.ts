// Issue 9: an axe scan of every store route in both locales, signed out and signed in, plus the
// two modal surfaces (login recommendation, small-screen drawer). Serious and critical findings
// fail the test, and so do the two rules the issue named: heading-order (moderate) and
// label-content-name-mismatch (experimental, so enabled here; its "needs review" answers count
// too, since axe cannot decide them for numbers or Japanese text). The failure names rule,
// impact and the first offending nodes.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { LOCALES, expect, signedInContext, test } from './fixtures'
import { seededTemplateId, settle, storeRoutes } from './store-routes'

type Result = Awaited<ReturnType<AxeBuilder['analyze']>>

const NAMED_RULES = ['heading-order', 'label-content-name-mismatch']

/** Findings that fail the scan, as lines a person can act on. */
function blocking(result: Result): string[] {
  const named = (id: string) => NAMED_RULES.includes(id)
  return [
    ...result.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical' || named(v.id),
    ),
    ...result.incomplete.filter((v) => v.id === 'label-content-name-mismatch'),
  ].map(
    (v) =>
      `${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  )
}

async function scan(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .options({
      rules: { 'label-content-name-mismatch': { enabled: true } },
      // Passes are not needed and collecting them doubles the time on a busy machine.
      resultTypes: ['violations', 'incomplete'],
    })
    .analyze()
  return blocking(result)
}

async function scanRoutes(page: Page, prefix: string): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {}
  for (const route of storeRoutes(await seededTemplateId(page))) {
    await page.goto(`${prefix}${route}`)
    await settle(page)
    const lines = await scan(page)
    if (lines.length > 0) found[`${prefix}${route}`] = lines
  }
  return found
}

test.describe.configure({ mode: 'parallel' })

for (const { locale, prefix } of LOCALES) {
  test(`every route (${locale}, signed out) has no serious or critical axe violation`, async ({
    page,
  }) => {
    test.setTimeout(300_000)
    expect(await scanRoutes(page, prefix)).toEqual({})
  })

  test(`every route (${locale}, signed in) has no serious or critical axe violation`, async ({
    browser,
  }) => {
    test.setTimeout(300_000)
    const context = await signedInContext(browser, locale)
    const page = await context.newPage()
    expect(await scanRoutes(page, prefix)).toEqual({})
    await context.close()
  })

  test(`the login dialog (${locale}) has no serious or critical axe violation`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/store/all`)
    await settle(page)
    const item = page.getByTestId('template-grid').getByTestId('template-list-item').first()
    await item.hover()
    await item.getByTestId('like-button').click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await scan(page)).toEqual([])
  })

  test(`the drawer (${locale}, small screen) has no serious or critical axe violation`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } })
    const page = await context.newPage()
    await page.goto(`${prefix}/store/all`)
    await settle(page)
    await page.getByTestId('drawer-toggle').click()
    await expect(page.getByTestId('site-drawer')).toBeVisible()
    expect(await scan(page)).toEqual([])
    await context.close()
  })
}
