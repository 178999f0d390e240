// Issue 29: what depends on the browser is right in the page as served, before the app starts
// (the pointer never moves here, so it does not), and the phone menu opens without JavaScript.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { buildIndustryMenu, buildSiteTypeMenu } from '#catalogue/menus'
import en from '#i18n/en/index'
import { LOCALES, expect, test, waitForHydration } from './fixtures'
import { seededTemplateId } from './store-routes'
import { layoutShifts, recordLayoutShifts } from './layout-shifts'

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36'
const FIREFOX_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'

test.describe('editor support as served (spec §6)', () => {
  test('desktop Chrome sees the enabled "Open in editor" from the first paint, and the app keeps it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(`/store/templates/${await seededTemplateId(page)}`)
    const editor = page.getByTestId('template-open-editor')
    await expect(editor).toBeVisible()
    await expect(editor).toHaveAttribute('href', /^\/studio\/s\//)
    await expect(page.getByTestId('editor-unsupported')).toBeHidden()
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
    const served = await editor.boundingBox()
    await waitForHydration(page)
    await expect(editor).toBeVisible()
    expect(await editor.boundingBox()).toEqual(served)
    await expect(page.getByTestId('editor-unsupported')).toHaveCount(0)
  })

  test('a desktop Chrome window narrower than lg is told it is not a desktop, before and with the app', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 900, height: 800 })
    await page.goto(`/store/templates/${await seededTemplateId(page)}`)
    const reason = page.getByTestId('editor-unsupported')
    await expect(reason).toBeVisible()
    await expect(reason).toHaveText(en.template.editorUnsupported.notDesktop)
    await expect(page.getByTestId('template-open-editor')).toBeHidden()
    await waitForHydration(page)
    await expect(reason).toHaveText(en.template.editorUnsupported.notDesktop)
    await expect(page.getByTestId('template-open-editor')).toHaveCount(0)
  })

  for (const { name, userAgent, width, reason, touch } of [
    { name: 'a phone', userAgent: PHONE_UA, width: 375, reason: 'notDesktop', touch: true },
    {
      name: 'desktop Firefox',
      userAgent: FIREFOX_UA,
      width: 1280,
      reason: 'notChrome',
      touch: false,
    },
  ] as const) {
    test(`${name} sees why the editor cannot open, as served`, async ({ browser }) => {
      const context = await browser.newContext({
        userAgent,
        viewport: { width, height: 800 },
        ...(touch ? { isMobile: true, hasTouch: true } : {}),
      })
      const page = await context.newPage()
      await page.goto(`/store/templates/${await seededTemplateId(page)}`)
      await expect(page.getByTestId('editor-unsupported')).toBeVisible()
      await expect(page.getByTestId('editor-unsupported')).toHaveText(
        en.template.editorUnsupported[reason],
      )
      await expect(page.getByTestId('template-open-editor')).toHaveCount(0)
      await context.close()
    })
  }
})

test('a phone menu opened before the app starts is the drawer once it has', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: PHONE_UA,
    viewport: { width: 375, height: 800 },
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  await page.goto('/store/all')
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
  // The tap opens the served panel at once and starts the app (decision 025).
  await page.getByTestId('drawer-toggle').tap()
  const disclosure = page.locator('details:has([data-testid="drawer-toggle"])')
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  // The app adopts the open menu: its drawer (modal, focus inside) replaces the served panel.
  const drawer = page.getByRole('dialog', { name: en.nav.mainLabel })
  await expect(drawer.getByTestId('site-drawer')).toBeVisible()
  await expect(drawer.getByTestId('drawer-close')).toBeFocused()
  await expect(disclosure).not.toHaveAttribute('open')
  await expect(page.getByTestId('site-header').getByTestId('nav-site-types')).toBeHidden()
  await drawer.getByTestId('drawer-close').tap()
  await expect(page.getByTestId('site-drawer')).toBeHidden()
  await expect(page.getByTestId('site-header').getByTestId('nav-site-types')).toBeHidden()
  // With the app the toggle opens the drawer, never the served panel.
  await page.getByTestId('drawer-toggle').tap()
  await expect(drawer.getByTestId('site-drawer')).toBeVisible()
  await expect(disclosure).not.toHaveAttribute('open')
  await context.close()
})

test.describe('the phone menu with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  for (const { locale, prefix } of LOCALES) {
    test(`opens as a disclosure and reaches every site-type and industry group and entry (${locale})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        userAgent: PHONE_UA,
        viewport: { width: 375, height: 800 },
        isMobile: true,
        hasTouch: true,
      })
      const page = await context.newPage()
      await page.goto(`${prefix}/store`)
      const header = page.getByTestId('site-header')
      const siteTypes = header.getByTestId('nav-site-types')
      await expect(siteTypes).toBeHidden()
      await page.getByTestId('drawer-toggle').tap()
      await expect(siteTypes).toBeVisible()
      await expect(header.getByTestId('nav-industries')).toBeVisible()

      // Every group and every entry of both menus is a visible link in the panel.
      for (const [testId, groups] of [
        ['nav-site-types', buildSiteTypeMenu(locale)],
        ['nav-industries', buildIndustryMenu(locale)],
      ] as const) {
        const menu = header.getByTestId(testId)
        for (const group of groups) {
          for (const path of [group.path, ...group.children.map((child) => child.path)]) {
            await expect(menu.locator(`a[href="${prefix}${path}"]`).first()).toBeVisible()
          }
        }
      }

      // A child deep in the panel: scrolled to and followed.
      const industry = buildIndustryMenu(locale).at(-1)?.children.at(-1)
      if (!industry) throw new Error('the industry menu has no entries')
      const link = header
        .getByTestId('nav-industries')
        .locator(`a[href="${prefix}${industry.path}"]`)
      await link.first().tap()
      await expect(page).toHaveURL(new RegExp(`${prefix}${industry.path}$`))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

      // Tapped again, the toggle closes the panel.
      await page.getByTestId('drawer-toggle').tap()
      await expect(page.getByTestId('nav-site-types')).toBeVisible()
      await page.getByTestId('drawer-toggle').tap()
      await expect(page.getByTestId('nav-site-types')).toBeHidden()
      await context.close()
    })
  }
})

test('a page whose bytes arrive slowly paints its header whole, never half of it', async ({
  browser,
  baseURL,
}) => {
  // A loaded server or a slow network hands the parser half a header; Chromium then paints what
  // it has (the menu as a bare "Details" beside the logo) and moves it when the rest arrives: a
  // layout shift on CI's loaded machine. Here the page's bytes stop inside the header for a while.
  const upstream = baseURL ?? ''
  const pauseInHeader = 1_500
  const proxy = createServer(async (request, response) => {
    const answer = await fetch(new URL(request.url ?? '/', upstream), {
      headers: { 'user-agent': request.headers['user-agent'] ?? '', 'accept-encoding': 'identity' },
    })
    const headers = Object.fromEntries(
      [...answer.headers].filter(
        ([name]) => !['content-length', 'content-encoding'].includes(name),
      ),
    )
    response.writeHead(answer.status, headers)
    const body = Buffer.from(await answer.arrayBuffer())
    const cut = answer.headers.get('content-type')?.startsWith('text/html')
      ? body.indexOf('<summary')
      : -1
    if (cut < 0) return response.end(body)
    response.write(body.subarray(0, cut))
    setTimeout(() => response.end(body.subarray(cut)), pauseInHeader)
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const { port } = proxy.address() as AddressInfo
  const context = await browser.newContext({
    userAgent: PHONE_UA,
    viewport: { width: 375, height: 800 },
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  await recordLayoutShifts(page)
  for (const path of ['/store', '/store/designers']) {
    await page.goto(`http://127.0.0.1:${port}${path}`)
    await expect(page.getByTestId('drawer-toggle')).toBeVisible()
    // Two frames after the load: any shift of the header is recorded by then.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    const shifts = await layoutShifts(page)
    expect(shifts, `layout shifts on ${path}`).toEqual([])
  }
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
  await context.close()
  await new Promise((resolve) => proxy.close(resolve))
})
