// "Try it as yours" (issue 31): the purchase carries the business the buyer saw in the preview.
// Purchase → (sign-in) → checkout → payment → back on the template page, whose "Open in editor"
// link then carries the same name, tagline, accent and site language as before buying: without
// JavaScript (the server's forms and redirects) and with the app (its checkout call).
import type { APIRequestContext, Page } from '@playwright/test'
import { LOCALES, expect, freshAccount, signIn, test, waitForHydration } from './fixtures'

type ListBody = { data: { templates: { template_id: string }[] } }

async function paidTemplateId(request: APIRequestContext, offset: number): Promise<string> {
  const res = await request.get(`/v2/store/templates?price=paid&limit=1&offset=${offset}`)
  expect(res.ok()).toBe(true)
  const id = ((await res.json()) as ListBody).data.templates[0]?.template_id
  if (!id) throw new Error('no paid template seeded')
  return id
}

/** What the preview shows, each locale its own; the site in the other language. */
function choicesFor(locale: 'en' | 'ja') {
  return locale === 'ja'
    ? { name: '山田ベーカリー & "Co"', tagline: '朝焼きのパン', accent: '#aa3300', lang: 'en' }
    : { name: 'Café <Luna> & "Sons"', tagline: 'Bread at dawn', accent: '#aa3300', lang: 'ja' }
}

const withChoices = (path: string, choices: Record<string, string>) =>
  `${path}?${new URLSearchParams(choices)}`

/** The editor link carries the choices, the site language as `siteLang` (spec §4 `lang` is the visitor's). */
async function expectEditorCarries(page: Page, choices: Record<string, string>) {
  const editor = page.getByTestId('template-open-editor')
  await expect(editor).toHaveAttribute('href', /siteLang=/)
  const href = new URL((await editor.getAttribute('href'))!, page.url())
  expect(href.searchParams.get('name')).toBe(choices.name)
  expect(href.searchParams.get('tagline')).toBe(choices.tagline)
  expect(href.searchParams.get('accent')).toBe(choices.accent)
  expect(href.searchParams.get('siteLang')).toBe(choices.lang)
}

/** The template page's own address carries the choices (`lang` there is the site's). */
function expectAddressCarries(url: string, choices: Record<string, string>) {
  const query = new URL(url).searchParams
  for (const [key, value] of Object.entries(choices)) expect(query.get(key), key).toBe(value)
}

for (const [index, { locale, prefix }] of LOCALES.entries()) {
  const choices = choicesFor(locale)

  test.describe(`purchase carries the choices without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false })

    test('signed out: Purchase → sign-in comes back to the page with the choices', async ({
      page,
      request,
    }) => {
      const id = await paidTemplateId(request, index)
      const page1 = withChoices(`${prefix}/store/templates/${id}`, choices)
      await page.goto(page1)
      await page.getByTestId('template-purchase').click()
      await page.waitForURL((url) => url.pathname === '/auth/sign-in')
      const back = new URL(new URL(page.url()).searchParams.get('redirect')!, page.url())
      expect(back.pathname).toBe(`${prefix}/store/templates/${id}`)
      expect(back.searchParams.get('purchaseTemplate')).toBe('1')
      expectAddressCarries(back.href, choices)
      // The sign-in form keeps the address: back on the page, the form shows the same business.
      const account = freshAccount(locale)
      await page.goto(
        `/auth/sign-up?${new URLSearchParams({ redirect: back.pathname + back.search, lang: locale })}`,
      )
      await page.locator('#email').fill(account.email)
      await page.locator('#password').fill(account.password)
      await page.locator('form button[type="submit"]').click()
      await page.waitForURL((url) => url.pathname === `${prefix}/store/templates/${id}`)
      expectAddressCarries(page.url(), choices)
      await expect(page.getByTestId('personalise-form').locator('input[name="name"]')).toHaveValue(
        choices.name,
      )
    })

    test('signed in: Purchase → checkout → payment → the editor link still carries them', async ({
      browser,
      request,
    }) => {
      const id = await paidTemplateId(request, index)
      // Signing in needs the app (it exchanges the one-time token); buying does not.
      const signedInContext = await browser.newContext({ javaScriptEnabled: true })
      const signer = await signedInContext.newPage()
      await signIn(signer, freshAccount(locale), `${prefix}/store`)
      const context = await browser.newContext({
        javaScriptEnabled: false,
        storageState: await signedInContext.storageState(),
      })
      await signedInContext.close()
      const page = await context.newPage()
      await page.goto(withChoices(`${prefix}/store/templates/${id}`, choices))
      await page.getByTestId('template-purchase').click()
      await page.waitForURL((url) => url.pathname.startsWith('/checkout/'))
      expect(new URL(page.url()).searchParams.get('name')).toBe(choices.name)
      expect(new URL(page.url()).searchParams.get('siteLang')).toBe(choices.lang)
      await page.locator('form button[type="submit"]').click()
      await page.waitForURL((url) => url.pathname === `${prefix}/store/templates/${id}`)
      expect(new URL(page.url()).searchParams.get('purchased')).toBe('1')
      expectAddressCarries(page.url(), choices)
      await expect(page.getByTestId('template-owned')).toBeVisible()
      await expectEditorCarries(page, choices)
      await context.close()
    })
  })

  test(`with the app: the typed choices ride through the checkout to the editor link (${locale})`, async ({
    page,
    request,
    signedIn,
  }) => {
    const id = await paidTemplateId(request, index + 2)
    await signedIn(freshAccount(locale), `${prefix}/store/templates/${id}`)
    await waitForHydration(page)
    const form = page.getByTestId('personalise-form')
    await form.locator('input[name="name"]').fill(choices.name)
    await form.locator('input[name="tagline"]').fill(choices.tagline)
    await form.locator('input[name="accent"]').fill(choices.accent)
    await form.locator('select[name="lang"]').selectOption(choices.lang)
    await expect.poll(() => new URL(page.url()).searchParams.get('tagline')).toBe(choices.tagline)
    await expectEditorCarries(page, choices)

    await page.getByTestId('template-purchase').click()
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/'))
    expect(new URL(page.url()).searchParams.get('name')).toBe(choices.name)
    await page.locator('form button[type="submit"]').click()
    await page.waitForURL((url) => url.pathname === `${prefix}/store/templates/${id}`)
    await expect(page.getByTestId('purchase-complete')).toBeVisible()
    // The app takes the thanks key out of the address; the choices stay.
    await expect.poll(() => new URL(page.url()).searchParams.has('purchased')).toBe(false)
    expectAddressCarries(page.url(), choices)
    await expectEditorCarries(page, choices)
  })
}
