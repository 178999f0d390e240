// Issue 10: the store works with JavaScript off. Listings, pagination links, the sort form, the
// search form, the header menus, template detail and designer pages all arrive as HTML with real
// links and GET forms; and a signed-in visitor's liked hearts are filled before any script runs.
// These pass once pages are rendered on the server; a client-rendered build serves an empty shell.
import type { APIRequestContext, Page } from '@playwright/test'
import en from '#i18n/en/index'
import ja from '#i18n/ja/index'
import { freshAccount, LOCALES, expect, test, visibleTemplateIds, type Locale } from './fixtures'
import { DESIGNER, seededTemplateId } from './store-routes'

const DICTIONARY = { en, ja } as const

/** Fills a dictionary message's `{name}` or `{name:type}` placeholders. */
function message(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)(?::\w+)?\}/g, (_, name: string) => String(values[name]))
}

function textOf(locale: Locale) {
  const d = DICTIONARY[locale]
  return {
    allHeading: d.listing.allHeading,
    goTo: (n: number) => message(d.pagination.goToPage, { n }),
    current: (n: number) => message(d.pagination.currentPage, { n }),
    searchHeading: (query: string) => message(d.listing.searchHeading, { query }),
    openSearch: d.header.openSearch,
  }
}

function pathOf(page: Page): string {
  return new URL(page.url()).pathname
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  for (const { locale, prefix } of LOCALES) {
    const text = textOf(locale)

    test(`/store/all lists templates and its page-2 link leads to other templates (${locale})`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/store/all`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.allHeading)
      const pageOne = await visibleTemplateIds(page)
      expect(pageOne.length).toBeGreaterThan(0)

      const pager = page.getByRole('navigation', { name: /^(Pagination|ページ送り)$/ })
      await expect(pager.getByRole('link', { name: text.current(1) })).toHaveAttribute(
        'aria-current',
        'page',
      )
      const next = pager.getByRole('link', { name: text.goTo(2) })
      await expect(next).toHaveAttribute('href', /[?&]page=2\b/)
      await next.click()
      await expect(page).toHaveURL(/[?&]page=2\b/)
      expect(pathOf(page)).toBe(`${prefix}/store/all`)
      await expect(pager.getByRole('link', { name: text.current(2) })).toHaveAttribute(
        'aria-current',
        'page',
      )
      const pageTwo = await visibleTemplateIds(page)
      expect(pageTwo.length).toBeGreaterThan(0)
      expect(pageTwo.filter((id) => pageOne.includes(id))).toEqual([])
    })

    test(`the sort form changes the order (${locale})`, async ({ page }) => {
      await page.goto(`${prefix}/store/all?page=2`)
      const byRanking = await visibleTemplateIds(page)
      await page.getByTestId('sort-select').selectOption('published_at')
      await page.getByTestId('sort-apply').click()
      await expect(page).toHaveURL(/[?&]sort=published_at\b/)
      // A new order starts over on page 1.
      expect(new URL(page.url()).searchParams.get('page')).toBeNull()
      expect(pathOf(page)).toBe(`${prefix}/store/all`)
      await expect(page.getByTestId('sort-select')).toHaveValue('published_at')
      const byDate = await visibleTemplateIds(page)
      expect(byDate.length).toBeGreaterThan(0)
      expect(byDate).not.toEqual(byRanking)
    })

    test(`the header's search link and the search form work (${locale})`, async ({ page }) => {
      await page.goto(`${prefix}/store/all`)
      await page.getByRole('link', { name: text.openSearch }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/store/search$`))
      const form = page.getByTestId('page-search-form')
      await form.getByRole('searchbox').fill('Minimal')
      await form.getByRole('searchbox').press('Enter')
      await expect(page).toHaveURL(/[?&]q=Minimal\b/)
      expect(pathOf(page)).toBe(`${prefix}/store/search`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text.searchHeading('Minimal'),
      )
      expect((await visibleTemplateIds(page)).length).toBeGreaterThan(0)
    })

    test(`the header's site-type menu opens on hover and its links lead to listings (${locale})`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/store/all`)
      const menu = page.getByTestId('nav-site-types')
      await menu.hover()
      const groupLink = menu.getByRole('link').first()
      await expect(groupLink).toBeVisible()
      await groupLink.click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/store/sitetype/[a-z-]+$`))
      expect((await visibleTemplateIds(page)).length).toBeGreaterThan(0)
    })

    test(`a template's detail page and its designer's page show their content (${locale})`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/store/all`)
      const item = page.getByTestId('template-grid').getByTestId('template-list-item').first()
      const title = (await item.getByRole('heading').textContent())?.trim() ?? ''
      expect(title).not.toBe('')
      await item.locator('a[href*="/store/templates/"]').last().click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/store/templates/[^/]+$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByTestId('template-detail-price')).not.toBeEmpty()

      await page.locator('main a[href*="/store/designers/"]').first().click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/store/designers/[a-z0-9-]+$`))
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty()
      expect((await visibleTemplateIds(page)).length).toBeGreaterThan(0)
    })
  }
})

for (const { locale, prefix } of LOCALES) {
  test(`signed in, a liked template's heart is filled before any script runs (${locale})`, async ({
    browser,
    page,
    signedIn,
    likesToUndo,
  }) => {
    // Signing in needs the app's script (it exchanges the one-time token); reading does not.
    const api = await signedIn(freshAccount(locale), `${prefix}/store`)
    const templateId = await seededTemplateId(page)
    likesToUndo.add(templateId)
    await api.like(templateId)

    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    })
    const noScript = await context.newPage()

    await noScript.goto(`${prefix}/store/templates/${templateId}`)
    await expect(noScript.locator('main').getByTestId('like-button').first()).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    // On a list, the liked one is filled and the others are not.
    await noScript.goto(`${prefix}/store/designers/${DESIGNER}`)
    const items = noScript.getByTestId('template-list-item')
    const liked = items.filter({
      has: noScript.locator(`a[href$="/store/templates/${templateId}"]`),
    })
    await expect(liked.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true')
    const others = items.filter({
      hasNot: noScript.locator(`a[href$="/store/templates/${templateId}"]`),
    })
    await expect(others.first().getByTestId('like-button')).toHaveAttribute('aria-pressed', 'false')
    await context.close()
  })

  test(`signed in, the like button saves a like and an unlike with the page (${locale})`, async ({
    browser,
    page,
    signedIn,
    likesToUndo,
  }) => {
    await signedIn(freshAccount(locale), `${prefix}/store`)
    const templateId = await seededTemplateId(page)
    likesToUndo.add(templateId)
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    })
    const noScript = await context.newPage()
    await noScript.goto(`${prefix}/store/templates/${templateId}`)
    const like = noScript.locator('main').getByTestId('like-button').first()
    await expect(like).toHaveAttribute('aria-pressed', 'false')
    // Each press is a post and a new page: the heart shows what the server now keeps (counts are
    // left out, other tests like the same template at the same time).
    await like.click()
    await noScript.waitForURL(`**${prefix}/store/templates/${templateId}`)
    await expect(like).toHaveAttribute('aria-pressed', 'true')
    await noScript.reload()
    await expect(like).toHaveAttribute('aria-pressed', 'true')
    await like.click()
    await expect(like).toHaveAttribute('aria-pressed', 'false')
    await context.close()
  })
}

// Issue 29: without JavaScript nothing is a dead control. Purchase reaches the checkout (or
// sign-in on the way to it), the language switch is a link, Share is a link to the page, the
// designer message form posts and answers with a page, and a signed-out like is kept through
// sign-in and sign-up and applied on the server.

type ListBody = { data: { templates: { template_id: string; tier: string }[] } }

/** A template of the list at `offset` (paid ones only when asked): tests that count likes use their own. */
async function listedTemplateId(
  request: APIRequestContext,
  options: { paid?: boolean; offset?: number } = {},
): Promise<string> {
  const query = new URLSearchParams({ limit: '1', offset: String(options.offset ?? 0) })
  if (options.paid) query.set('price', 'paid')
  const res = await request.get(`/v2/store/templates?${query}`)
  expect(res.ok()).toBe(true)
  const id = ((await res.json()) as ListBody).data.templates[0]?.template_id
  if (!id) throw new Error(`no template at ${query}`)
  return id
}

/** The account signed in by the round trip that ended on `url`: its one-time token, exchanged. */
async function accessTokenFrom(request: APIRequestContext, url: string): Promise<string> {
  const oneTimeToken = new URL(url).searchParams.get('one_time_token')
  expect(oneTimeToken, 'back from sign-in with a one-time token').toBeTruthy()
  const res = await request.post('/v2/auth/token', {
    headers: { Authorization: `Bearer ${oneTimeToken}` },
  })
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { token: string }).token
}

async function likeStateOf(request: APIRequestContext, templateId: string, token?: string) {
  const res = await request.get(`/v2/store/templates/${templateId}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  expect(res.ok()).toBe(true)
  const body = (await res.json()) as { data: { liked: boolean; count_likes: number } }
  return { liked: body.data.liked, countLikes: body.data.count_likes }
}

const CHECKOUT_HEADING = { en: 'Checkout', ja: 'お支払い' } as const

test.describe('with JavaScript off, no control is dead', () => {
  test.use({ javaScriptEnabled: false })

  for (const { locale, prefix } of LOCALES) {
    const d = DICTIONARY[locale]
    const other = locale === 'en' ? LOCALES[1]! : LOCALES[0]!

    test(`signed out, Purchase leads to sign-in that comes back with the purchase key (${locale})`, async ({
      page,
      request,
    }) => {
      const id = await listedTemplateId(request, { paid: true })
      await page.goto(`${prefix}/store/templates/${id}`)
      await page.getByRole('button', { name: d.template.purchase, exact: true }).click()
      await page.waitForURL((url) => url.pathname === '/auth/sign-in')
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(
        `${prefix}/store/templates/${id}?purchaseTemplate=1`,
      )
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.locator('#email')).toBeVisible()
    })

    test(`the language switch is a link to the same page in the other language (${locale})`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/store/sitetype/business?page=2`)
      const header = page.getByTestId('locale-switch')
      // The language shown is marked as the current one and leads nowhere.
      await expect(header.locator('[aria-current="true"]')).toHaveText(
        locale === 'en' ? 'EN' : '日本語',
      )
      await expect(header.getByRole('link')).toHaveCount(1)
      await header
        .getByRole('link', { name: locale === 'en' ? '日本語' : 'EN', exact: true })
        .click()
      await expect(page).toHaveURL(
        new RegExp(`^[^?]*//[^/]+${other.prefix}/store/sitetype/business\\?page=2$`),
      )
      await expect(page.locator('html')).toHaveAttribute('lang', other.locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        message(DICTIONARY[other.locale].listing.siteTypeHeading, {
          name: other.locale === 'ja' ? 'ビジネス' : 'Business',
        }),
      )
    })

    test(`Share is a link to the template's page (${locale})`, async ({ page }) => {
      const templateId = await seededTemplateId(page)
      await page.goto(`${prefix}/store/templates/${templateId}?from=share-test`)
      const share = page.getByRole('link', { name: d.template.share, exact: true })
      await expect(share).toHaveAttribute(
        'href',
        new RegExp(`^https?://[^/]+${prefix}/store/templates/${templateId}$`),
      )
      await expect(page.getByRole('button', { name: d.template.share, exact: true })).toHaveCount(0)
      await share.click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/store/templates/${templateId}$`))
      await expect(page.getByTestId('template-detail')).toBeVisible()
    })

    test(`the designer message form posts and answers with a page; a mistake keeps what was typed (${locale})`, async ({
      page,
    }) => {
      const t = d.designers.message
      // Not the designer other tests write to: five messages in ten minutes is the limit.
      const designer = locale === 'en' ? 'kenta-mori' : 'hanami-design'
      await page.goto(`${prefix}/store/designers/${designer}`)
      const form = page.getByTestId('designer-message-form')
      await expect(form.getByRole('button', { name: t.submit, exact: true })).toBeEnabled()
      // A mistake: the page comes back with the error, and what was typed is still there.
      await form.getByLabel(t.name, { exact: true }).fill('No-script visitor')
      await form.getByLabel(t.email, { exact: true }).fill('not-an-address')
      await form.getByLabel(t.body, { exact: true }).fill('Is there a dark version?')
      await form.getByRole('button', { name: t.submit, exact: true }).click()
      const again = page.getByTestId('designer-message-form')
      await expect(again.getByLabel(t.email, { exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      )
      await expect(again.getByText(t.invalidEmail, { exact: true })).toBeVisible()
      await expect(again.getByLabel(t.name, { exact: true })).toHaveValue('No-script visitor')
      await expect(again.getByLabel(t.body, { exact: true })).toHaveValue(
        'Is there a dark version?',
      )
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      // Corrected, it is sent, and the answer says so in the page's language.
      await again.getByLabel(t.email, { exact: true }).fill(`no-script-${locale}@example.com`)
      await again.getByRole('button', { name: t.submit, exact: true }).click()
      await expect(page.getByRole('status')).toHaveText(t.sent)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await page.getByRole('link', { name: d.designers.viewProfile, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/store/designers/${designer}$`))
    })
  }

  const likePaths = [
    { path: 'sign-in', locale: 'en', prefix: '', offset: 11 },
    { path: 'sign-up', locale: 'ja', prefix: '/ja', offset: 12 },
  ] as const
  for (const { path, locale, prefix, offset } of likePaths) {
    test(`a signed-out like is kept through ${path} and applied once, back on the page (${locale})`, async ({
      page,
      request,
    }) => {
      const id = await listedTemplateId(request, { offset })
      const account = freshAccount(locale)
      if (path === 'sign-in') {
        // An existing account: made on the sign-up page, which needs no script either.
        await page.goto(`/auth/sign-up?redirect=${encodeURIComponent(`${prefix}/store`)}`)
        await page.locator('#email').fill(account.email)
        await page.locator('#password').fill(account.password)
        await page.locator('form button[type="submit"]').click()
        await page.waitForURL((url) => url.searchParams.has('one_time_token'))
      }
      const before = await likeStateOf(request, id)

      await page.goto(`${prefix}/store/templates/${id}`)
      await page.locator('main').getByTestId('like-button').first().click()
      await page.waitForURL((url) => url.pathname === '/auth/sign-in')
      if (path === 'sign-up') {
        // The link to the other form keeps the like too.
        await page.locator(`a[href^="/auth/sign-up"]`).click()
        await page.waitForURL((url) => url.pathname === '/auth/sign-up')
      }
      await page.locator('#email').fill(account.email)
      await page.locator('#password').fill(account.password)
      await page.locator('form button[type="submit"]').click()
      await page.waitForURL((url) => url.searchParams.has('one_time_token'))
      expect(pathOf(page)).toBe(`${prefix}/store/templates/${id}`)
      await expect(page.getByTestId('template-detail')).toBeVisible()

      const token = await accessTokenFrom(request, page.url())
      expect(await likeStateOf(request, id, token)).toEqual({
        liked: true,
        countLikes: before.countLikes + 1,
      })
      await request.delete(`/v2/store/templates/${id}/like`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    })
  }
})

for (const { locale, prefix } of LOCALES) {
  test(`signed in, Purchase opens the checkout page (${locale})`, async ({
    browser,
    page,
    request,
    signedIn,
  }) => {
    const id = await listedTemplateId(request, { paid: true })
    // Signing in needs the app's script (it exchanges the one-time token); buying does not.
    await signedIn(freshAccount(locale), `${prefix}/store`)
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    })
    const noScript = await context.newPage()
    await noScript.goto(`${prefix}/store/templates/${id}`)
    await noScript
      .getByRole('button', { name: DICTIONARY[locale].template.purchase, exact: true })
      .click()
    await noScript.waitForURL((url) => url.pathname.startsWith('/checkout/'))
    await expect(noScript.getByRole('heading', { level: 1 })).toHaveText(CHECKOUT_HEADING[locale])
    await expect(noScript.locator('html')).toHaveAttribute('lang', locale)
    await context.close()
  })
}
