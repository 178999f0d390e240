// Playwright fixtures that set up what a test needs through the real server and clean up after:
// a signed-in browser (the server's own sign-in page), an API client with that account's token,
// and likes made through the API that are undone when the test ends.
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test'

export type Locale = 'en' | 'ja'
export const LOCALES: readonly { locale: Locale; prefix: string }[] = [
  { locale: 'en', prefix: '' },
  { locale: 'ja', prefix: '/ja' },
]

export type Account = { email: string; password: string; locale: Locale; signUp?: boolean }
export const ACCOUNTS = {
  demo: { email: 'demo@example.com', password: 'demo-password', locale: 'en' },
  hanako: { email: 'hanako@example.jp', password: 'demo-password', locale: 'ja' },
  admin: { email: 'admin@templatestore.test', password: 'admin-password', locale: 'en' },
} as const satisfies Record<string, Account>

export const TOKEN_COOKIE = 'store_token'

let freshAccounts = 0
/**
 * A new account, created through the real sign-up page on first sign-in. Tests that change an
 * account's likes use one of their own: parallel workers sharing a seeded account undo each
 * other's likes.
 */
export function freshAccount(locale: Locale): Account {
  freshAccounts += 1
  const unique = `${Date.now().toString(36)}-${process.pid}-${freshAccounts}`
  return {
    email: `e2e-${locale}-${unique}@example.com`,
    password: 'e2e-password',
    locale,
    signUp: true,
  }
}

/** Signs in (or up, for a fresh account) through the server's page and waits until the app is back on `returnPath`, signed in. */
export async function signIn(page: Page, account: Account, returnPath: string): Promise<string> {
  const form = account.signUp ? 'sign-up' : 'sign-in'
  await page.goto(`/auth/${form}?redirect=${encodeURIComponent(returnPath)}&lang=${account.locale}`)
  await page.locator('#email').fill(account.email)
  await page.locator('#password').fill(account.password)
  await page.locator('form button[type="submit"]').click()
  // The app exchanges the one-time token, stores the access token and cleans the URL.
  await page.waitForURL(
    (url) => url.pathname === returnPath.split('?')[0] && !url.searchParams.has('one_time_token'),
  )
  await expect(page.getByTestId('account-menu').first()).toBeVisible()
  const cookie = (await page.context().cookies()).find((c) => c.name === TOKEN_COOKIE)
  if (!cookie) throw new Error('Signed in, but no store_token cookie was set')
  return cookie.value
}

/** A browser context signed in as a new account of the locale (for walking every page). */
export async function signedInContext(browser: Browser, locale: Locale): Promise<BrowserContext> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, freshAccount(locale), locale === 'ja' ? '/ja/store' : '/store')
  await page.close()
  return context
}

export type StoreApi = {
  token: string
  like(templateId: string): Promise<void>
  unlike(templateId: string): Promise<void>
  template(templateId: string): Promise<{ liked: boolean; countLikes: number }>
}

function storeApi(request: APIRequestContext, token: string): StoreApi {
  const headers = { Authorization: `Bearer ${token}` }
  return {
    token,
    async like(templateId) {
      const res = await request.post(`/v2/store/templates/${templateId}/like`, { headers })
      expect(res.status(), `like ${templateId}`).toBeLessThan(300)
    },
    async unlike(templateId) {
      const res = await request.delete(`/v2/store/templates/${templateId}/like`, { headers })
      expect(res.status(), `unlike ${templateId}`).toBeLessThan(300)
    },
    async template(templateId) {
      const res = await request.get(`/v2/store/templates/${templateId}`, { headers })
      expect(res.ok()).toBe(true)
      const body = (await res.json()) as { data: { liked: boolean; count_likes: number } }
      return { liked: body.data.liked, countLikes: body.data.count_likes }
    },
  }
}

type Fixtures = {
  /** Template ids whose like must be undone after the test (UI likes included). */
  likesToUndo: Set<string>
  /** Signs in `account` and returns an API client holding its token; likes are undone after. */
  signedIn: (account: Account, returnPath: string) => Promise<StoreApi>
}

export const test = base.extend<Fixtures>({
  // Playwright reads a fixture's dependencies from the destructuring pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  likesToUndo: async ({}, use) => {
    await use(new Set<string>())
  },
  signedIn: async ({ page, request, likesToUndo }, use) => {
    let api: StoreApi | undefined
    await use(async (account, returnPath) => {
      const token = await signIn(page, account, returnPath)
      api = storeApi(request, token)
      return api
    })
    if (api) {
      for (const templateId of likesToUndo) {
        const state = await api.template(templateId)
        if (state.liked) await api.unlike(templateId)
      }
    }
  },
})

export { expect }

let pointerMoves = 0

/**
 * Starts the app as a person does, by moving the pointer over the page (decision 025: the page
 * loads no script until then), and waits for it to hydrate (the root layout sets
 * html[data-hydrated]): before that, a link or a select reaches the no-JavaScript fallbacks, not
 * the machines.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // Another point each time: a move to where the pointer already is fires no event.
  pointerMoves += 1
  await page.mouse.move(2 + (pointerMoves % 2) * 3, 2 + (pointerMoves % 2) * 3)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

/** Starts the app as a keyboard-only person does, with a key press, and waits for hydration. */
export async function startAppByKeyboard(page: Page): Promise<void> {
  await page.keyboard.press('Shift')
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

/** Template ids of the list items on screen, in order. */
export async function visibleTemplateIds(page: Page): Promise<string[]> {
  await expect(
    page.getByTestId('template-grid').getByTestId('template-list-item').first(),
  ).toBeVisible()
  const hrefs = await page
    .getByTestId('template-grid')
    .getByTestId('template-list-item')
    .locator('a[href*="/store/templates/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  return [...new Set(hrefs.map((href) => href.split('/store/templates/')[1] ?? ''))].filter(Boolean)
}

/** The numbered pagination buttons and ellipses, as the visitor reads them. */
export async function paginationPattern(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: /^(Pagination|ページ送り)$/ })
  await expect(nav).toBeVisible()
  return nav
    .locator('li')
    .evaluateAll((items) =>
      items
        .map((li) => li.textContent?.trim() ?? '')
        .filter((text) => text !== '‹' && text !== '›' && text !== ''),
    )
}
