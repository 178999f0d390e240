// Every route, in both locales, signed out and signed in, visited once for two checks:
// - issue 10: it loads without a console error or warning and without an uncaught page error.
//   Above all, nothing mentions hydration: React reports a server/client mismatch as "Hydration
//   failed…", "…did not match…", or in production builds as a minified error (#418 and its
//   siblings), which the recoverable-error handler logs;
// - issue 9: the axe scan finds nothing serious or critical (see axe-scan.ts); signed in, on the
//   pages that show the account (the rest are as signed out).
// One visit serves both because a page load with hydration is what costs time in the browser tests.
import { devices, type ConsoleMessage, type Page } from '@playwright/test'
import { axeFindings } from './axe-scan'
import { LOCALES, expect, signedInContext, test, waitForHydration } from './fixtures'
import { UNKNOWN_ROUTE, seededTemplateId, settle, storeRoutes } from './store-routes'
import { layoutShifts, recordLayoutShifts } from './layout-shifts'

const HYDRATION = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)\b/i

type Problem = { route: string; kind: string; text: string }

/**
 * The console errors and warnings and the page errors of `page`. An unknown route answers 404;
 * Chromium logs the document's own status as a failed resource, which is the status, not a fault.
 */
function watch(page: Page, currentRoute: () => string): Problem[] {
  const problems: Problem[] = []
  const onConsole = (message: ConsoleMessage) => {
    const kind = message.type()
    if (kind !== 'error' && kind !== 'warning') return
    const documentStatus =
      currentRoute().endsWith(UNKNOWN_ROUTE) &&
      message.text().startsWith('Failed to load resource') &&
      message.location().url === page.url()
    if (!documentStatus) problems.push({ route: currentRoute(), kind, text: message.text() })
  }
  page.on('console', onConsole)
  page.on('pageerror', (error) =>
    problems.push({ route: currentRoute(), kind: 'pageerror', text: String(error) }),
  )
  return problems
}

type Walk = { problems: Problem[]; axe: Record<string, string[]> }

/**
 * `scanned`: the routes the axe scan runs on (all when absent). Signed in, a page differs from
 * its signed-out self only in the header's account menu and the hearts' state, which the store
 * home, the liked list and a detail page show: the scan there, the hydration check everywhere.
 */
async function visitEveryRoute(
  page: Page,
  prefix: string,
  scanned?: (path: string) => boolean,
): Promise<Walk> {
  const routes = storeRoutes(await seededTemplateId(page))
  let route = ''
  const walk: Walk = { problems: watch(page, () => route), axe: {} }
  for (const path of routes) {
    route = `${prefix}${path}`
    await page.goto(route)
    await settle(page)
    // The app starts as a person arrives (decision 025): hydrate, so a mismatch can show.
    await waitForHydration(page)
    // Effects after hydration (session, likes, prices) have had their turn to complain.
    await page.waitForLoadState('networkidle')
    if (scanned && !scanned(path)) continue
    const findings = await axeFindings(page)
    if (findings.length > 0) walk.axe[route] = findings
  }
  return walk
}

function expectClean({ problems, axe }: Walk) {
  expect(
    problems.filter((p) => HYDRATION.test(p.text)),
    'hydration warnings or errors',
  ).toEqual([])
  expect(problems, 'console errors, warnings or page errors').toEqual([])
  expect(axe, 'serious or critical axe findings').toEqual({})
}

test.describe.configure({ mode: 'parallel' })

for (const { locale, prefix } of LOCALES) {
  test(`every route (${locale}, signed out) loads without hydration or console errors and passes axe`, async ({
    page,
  }) => {
    test.setTimeout(300_000)
    expectClean(await visitEveryRoute(page, prefix))
  })

  test(`every route (${locale}, signed in) loads without hydration or console errors and passes axe`, async ({
    browser,
  }) => {
    test.setTimeout(300_000)
    const context = await signedInContext(browser, locale)
    const page = await context.newPage()
    const showsTheAccount = (path: string) =>
      path === '/store' || path === '/store/liked' || path.startsWith('/store/templates/')
    expectClean(await visitEveryRoute(page, prefix, showsTheAccount))
    await context.close()
  })
}

test('on a phone, every route hydrates the header it was served, small-screen by its stylesheet, without a shift', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  // One header for every device: the stylesheet shows a phone the menu toggle (a disclosure
  // whose panel holds the header's menus) and hides the desktop menus.
  const context = await browser.newContext({ ...devices['Pixel 7'] })
  const page = await context.newPage()
  await recordLayoutShifts(page)
  const routes = storeRoutes(await seededTemplateId(page))
  let route = ''
  const problems = watch(page, () => route)
  for (const path of routes) {
    route = path
    const response = await page.goto(route)
    const served = (await response?.text()) ?? ''
    expect(served, `${route} as served`).toContain('data-testid="drawer-toggle"')
    await settle(page)
    await expect(page.getByTestId('drawer-toggle')).toBeVisible()
    await expect(page.getByTestId('nav-site-types')).toBeHidden()
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    await expect(page.getByTestId('drawer-toggle')).toBeVisible()
    const shifts = await layoutShifts(page)
    expect(shifts, `layout shifts on ${route}`).toEqual([])
  }
  expectClean({ problems, axe: {} })
  await context.close()
})
