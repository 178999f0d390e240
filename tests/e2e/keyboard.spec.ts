// Issue 9: the store works with a keyboard alone. No test here touches the mouse: every step is a
// key press, and focus is read from the page (document.activeElement).
import type { Locator, Page } from '@playwright/test'
import { expect, freshAccount, startAppByKeyboard, test } from './fixtures'

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 200, key = 'Tab'): Promise<number> {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(key)
    if (await target.evaluate((el) => el === document.activeElement)) return presses
  }
  throw new Error(`focus never reached the target in ${max} presses of ${key}`)
}

/** Tabs `presses` times and checks focus never lands in the page behind the open modal dialog. */
async function expectFocusTrapped(page: Page, dialog: Locator, presses: number): Promise<void> {
  let inside = 0
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press('Tab')
    const where = await dialog.evaluate((d) => {
      const active = document.activeElement
      // Past the dialog's last control focus may visit the browser's own UI (the body reports
      // focus then); it must never reach an element of the page behind.
      if (!active || active === document.body) return 'browser'
      return d.contains(active) ? 'inside' : `behind: ${active.outerHTML.slice(0, 80)}`
    })
    expect(where).not.toMatch(/^behind/)
    if (where === 'inside') inside += 1
  }
  expect(inside).toBeGreaterThan(presses / 2)
}

test.describe('keyboard only, desktop', () => {
  test('header menus open with Enter, move with arrows, close with Escape; Tab skips them', async ({
    page,
  }) => {
    await page.goto('/store/all')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    const siteTypes = nav.getByRole('button', { name: 'Site types' })
    await expect(siteTypes).toBeVisible()
    // Before issue 9 focus opened each menu and Tab walked ~135 links to reach the search toggle.
    const presses = await tabTo(page, page.getByTestId('search-toggle'), 40)
    expect(presses).toBeLessThan(15)
    await expect(nav.getByRole('button', { expanded: true })).toHaveCount(0)

    await tabTo(page, siteTypes, 20, 'Shift+Tab')
    await page.keyboard.press('Enter')
    await expect(siteTypes).toHaveAttribute('aria-expanded', 'true')
    const items = page.getByRole('menu', { name: 'Site types' }).getByRole('menuitem')
    await expect(items.first()).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(items.nth(1)).toBeFocused()
    await page.keyboard.press('End')
    await expect(items.last()).toBeFocused()
    await page.keyboard.press('Home')
    await expect(items.first()).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(items.last()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(siteTypes).toHaveAttribute('aria-expanded', 'false')
    await expect(siteTypes).toBeFocused()

    // Tab out of an open menu leaves it closed; ArrowDown opens it, Enter follows a link.
    await page.keyboard.press('ArrowDown')
    await expect(items.first()).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(siteTypes).toHaveAttribute('aria-expanded', 'false')
    await tabTo(page, siteTypes, 5, 'Shift+Tab')
    await page.keyboard.press('Space')
    await expect(items.first()).toBeFocused()
    const href = await items.first().getAttribute('href')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${href}(\\?|$)`))
  })

  test('search: open search mode, type, Enter submits', async ({ page }) => {
    await page.goto('/store/all')
    await expect(page.getByTestId('template-grid')).toBeVisible()
    await tabTo(page, page.getByTestId('search-toggle'), 40)
    await page.keyboard.press('Enter')
    const field = page
      .getByTestId('header-search-form')
      .getByRole('combobox', { name: 'Search templates' })
    await expect(field).toBeFocused()
    await page.keyboard.type('Minimal')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/store\/search\?.*q=Minimal/)
    await expect(
      page.getByTestId('template-grid').getByTestId('template-list-item').first(),
    ).toBeVisible()
  })

  test('sort changes with the arrow keys and pagination with Enter', async ({ page }) => {
    // About a hundred Tab presses through the grid to reach the pagination.
    test.setTimeout(90_000)
    await page.goto('/store/all')
    const sort = page.getByTestId('sort-select')
    await expect(page.getByTestId('template-grid')).toBeVisible()
    await tabTo(page, sort, 60)
    const before = await sort.inputValue()
    await page.keyboard.press('ArrowDown')
    await expect(sort).not.toHaveValue(before)
    await expect(page).toHaveURL(new RegExp(`sort=${await sort.inputValue()}`))

    const pagination = page.getByRole('navigation', { name: 'Pagination' })
    await expect(pagination).toBeVisible()
    await tabTo(page, pagination.getByRole('link', { name: /\b2$/ }), 200)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/[?&]page=2\b/)
  })

  test('a focused list item shows Details, Preview and like, each reachable by Tab', async ({
    page,
  }) => {
    await page.goto('/store/all')
    const item = page.getByTestId('template-grid').getByTestId('template-list-item').first()
    const details = item.getByRole('link', { name: 'Details' })
    await expect(details).toBeAttached()
    const overlayOpacity = () =>
      details.evaluate((el) => getComputedStyle(el.parentElement as HTMLElement).opacity)
    expect(await overlayOpacity()).toBe('0')
    await tabTo(page, details, 60)
    await expect.poll(overlayOpacity).toBe('1')
    await page.keyboard.press('Tab')
    await expect(item.getByRole('link', { name: /^Preview/ })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(item.getByTestId('like-button')).toBeFocused()
    expect(await overlayOpacity()).toBe('1')
  })

  test('like signed out: the login dialog traps focus, Escape returns it to the like button', async ({
    page,
  }) => {
    await page.goto('/store/all')
    const like = page.getByTestId('template-grid').getByTestId('like-button').first()
    await expect(like).toBeAttached()
    await tabTo(page, like, 60)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Sign in to like templates' })
    await expect(dialog).toBeVisible()
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
    await expectFocusTrapped(page, dialog, 8)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(like).toBeFocused()
    await expect(like).toHaveAttribute('aria-pressed', 'false')

    // The close button closes it too, and focus again goes back.
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await tabTo(page, dialog.getByRole('button', { name: 'Close' }), 6)
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(like).toBeFocused()
  })

  test('like signed in: Enter toggles the like', async ({ page, signedIn, likesToUndo }) => {
    test.setTimeout(60_000)
    await signedIn(freshAccount('en'), '/store/all')
    // The third item: other specs count likes on the first, second and last.
    const item = page.getByTestId('template-grid').getByTestId('template-list-item').nth(2)
    const like = item.getByTestId('like-button')
    await expect(like).toHaveAttribute('aria-pressed', 'false')
    const href = await item.locator('a[href*="/store/templates/"]').first().getAttribute('href')
    likesToUndo.add(href?.split('/').pop() ?? '')

    // The account menu is a menu button too.
    const account = page.getByTestId('account-menu').getByRole('button', { name: 'Account' })
    await tabTo(page, account, 30)
    await page.keyboard.press('Enter')
    const accountItems = page.getByRole('menu', { name: 'Account' }).getByRole('menuitem')
    await expect(accountItems.first()).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(accountItems.last()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(account).toBeFocused()
    await expect(account).toHaveAttribute('aria-expanded', 'false')

    await tabTo(page, like, 60)
    await page.keyboard.press('Enter')
    await expect(like).toHaveAttribute('aria-pressed', 'true')
    await expect(like).not.toHaveAttribute('aria-busy', 'true')
    await page.keyboard.press('Enter')
    await expect(like).toHaveAttribute('aria-pressed', 'false')
    await expect(like).not.toHaveAttribute('aria-busy', 'true')
  })
})

test('keyboard only, small screen: the drawer traps focus, Escape closes it back onto its toggle', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } })
  const page = await context.newPage()
  await page.goto('/store/all')
  // A desktop browser's narrow window: the stylesheet shows the small-screen header as served;
  // the first key starts the app, which opens the drawer from the same toggle.
  await startAppByKeyboard(page)
  const toggle = page.getByTestId('drawer-toggle')
  await expect(toggle).toBeVisible()
  await tabTo(page, toggle, 10)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Main navigation' })
  await expect(dialog.getByTestId('site-drawer')).toBeVisible()
  await expect(dialog.getByTestId('drawer-close')).toBeFocused()
  await expectFocusTrapped(page, dialog, 25)
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('site-drawer')).toBeHidden()
  await expect(toggle).toBeFocused()
  // The toggle is its disclosure's summary: closed with the drawer.
  await expect(page.locator('details:has([data-testid="drawer-toggle"])')).not.toHaveAttribute(
    'open',
  )

  // Enter on the drawer's own close button closes it the same way.
  await page.keyboard.press('Enter')
  await expect(dialog.getByTestId('drawer-close')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('site-drawer')).toBeHidden()
  await expect(toggle).toBeFocused()
  await context.close()
})
