// The remaining §2 routes (template detail, designers, template review, affiliate program) are
// real pages in both locales, fed by the seeded server.
import { LOCALES, expect, test, waitForHydration } from './fixtures'
import { seededTemplateId } from './store-routes'

for (const { locale, prefix } of LOCALES) {
  test.describe(`other store pages (${locale})`, () => {
    test('template detail shows the template with price, preview and editor links', async ({
      page,
    }) => {
      await page.goto(`${prefix}/store/all`)
      const first = page.getByTestId('template-grid').getByTestId('template-list-item').first()
      const title = await first.getByRole('heading').textContent()
      await first.hover()
      await first.getByRole('link', { name: locale === 'ja' ? '詳細を見る' : 'Details' }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/store/templates/[a-z0-9]+$`))
      const detail = page.getByTestId('template-detail')
      await expect(detail.getByRole('heading', { level: 1 })).toHaveText(title ?? '')
      await expect(page.getByTestId('template-detail-price')).toHaveText(
        locale === 'ja' ? /¥[\d,]+|無料/ : /\$\d+\.\d{2}|Free/,
      )
      const templateId = new URL(page.url()).pathname.split('/').pop()
      await expect(page.getByTestId('template-open-editor')).toHaveAttribute(
        'href',
        `/studio/s/${templateId}?lang=${locale}&currency=${locale === 'ja' ? 'jpy' : 'usd'}`,
      )
      const preview = detail.locator('aside').getByRole('link', {
        name: new RegExp(locale === 'ja' ? 'プレビュー' : 'Preview'),
      })
      // The preview site opens in the page's language.
      await expect(preview).toHaveAttribute(
        'href',
        `/preview/templates/${templateId}${locale === 'ja' ? '?lang=ja' : ''}`,
      )
      await expect(preview).toHaveAttribute('target', '_blank')
    })

    test('an unknown template is a 404 page', async ({ page }) => {
      await page.goto(`${prefix}/store/templates/does-not-exist`)
      await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404')
    })

    test('designer list leads to a designer with their templates', async ({ page }) => {
      await page.goto(`${prefix}/store/designers`)
      const cards = page.getByTestId('designer-card')
      await expect(cards.first()).toBeVisible()
      expect(await cards.count()).toBeGreaterThanOrEqual(12)
      const name = await cards.first().getByRole('heading').textContent()
      await cards.first().getByRole('link').click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/store/designers/[a-z0-9-]+$`))
      await expect(page.getByTestId('designer-page').getByRole('heading', { level: 1 })).toHaveText(
        name ?? '',
      )
      await expect(
        page.getByTestId('template-grid').getByTestId('template-list-item').first(),
      ).toBeVisible()
    })

    test('template review and affiliate program pages have their sections', async ({ page }) => {
      await page.goto(`${prefix}/store/template-review`)
      await expect(
        page.getByTestId('template-review-page').getByRole('heading', { level: 2 }),
      ).toHaveCount(3)
      await page.goto(`${prefix}/store/affiliate-program`)
      await expect(
        page.getByTestId('affiliate-program-page').getByRole('heading', { level: 2 }),
      ).toHaveCount(3)
    })

    test('a tag and the category on the detail page open their listings', async ({ page }) => {
      const templateId = await seededTemplateId(page)
      await page.goto(`${prefix}/store/templates/${templateId}`)
      await waitForHydration(page)
      const tag = page.locator('main ul li a[href*="/store/tags/"]').first()
      const tagName = (await tag.textContent()) ?? ''
      await tag.click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/store/tags/[a-z-]+$`))
      await expect(page.getByRole('heading', { level: 1 })).toContainText(tagName)
      await expect(page.getByTestId('template-list-item').first()).toBeVisible()
      await page.goBack()
      await page.locator('main a[href*="/store/categories/"]').first().click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/store/categories/[a-z-]+$`))
      await expect(page.getByTestId('template-list-item').first()).toBeVisible()
    })

    test('a visitor messages a designer from the designer page', async ({ page }) => {
      const t =
        locale === 'ja'
          ? {
              name: 'お名前',
              email: 'メールアドレス',
              body: 'メッセージ',
              send: 'メッセージを送信',
              sent: /メッセージを送信しました/,
            }
          : {
              name: 'Your name',
              email: 'Email address',
              body: 'Message',
              send: 'Send message',
              sent: /Your message has been sent/,
            }
      await page.goto(`${prefix}/store/designers/aoi-studio`)
      await waitForHydration(page)
      const form = page.getByTestId('designer-message-form')
      await form.getByRole('button', { name: t.send }).click()
      await expect(form.getByLabel(t.name)).toHaveAttribute('aria-invalid', 'true')
      await form.getByLabel(t.name).fill('E2E visitor')
      await form.getByLabel(t.email).fill(`visitor-${locale}@example.com`)
      await form.getByLabel(t.body, { exact: true }).fill('Is a dark version planned?')
      const sent = page.waitForResponse(
        (r) => r.url().endsWith('/v2/store/designers/aoi-studio/message') && r.status() === 201,
      )
      await form.getByRole('button', { name: t.send }).click()
      await sent
      await expect(form.getByRole('status')).toHaveText(t.sent)
    })
  })
}

test('a message typed before the app starts is kept when it does, and sent by the app', async ({
  page,
}) => {
  // No pointer move: the form works before the app, and the app takes over what was typed.
  await page.goto('/store/designers/sora-tanaka')
  const form = page.getByTestId('designer-message-form')
  await form.getByLabel('Your name').fill('Early visitor')
  await form.getByLabel('Email address').fill('early@example.com')
  await form.getByLabel('Message', { exact: true }).fill('Typed before the app')
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expect(form.getByLabel('Message', { exact: true })).toHaveValue('Typed before the app')
  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/v2/store/designers/sora-tanaka/message') && r.status() === 201,
  )
  await form.getByRole('button', { name: 'Send message' }).click()
  await sent
  await expect(form.getByRole('status')).toHaveText(/Your message has been sent/)
})

test('the locale switch moves to the same page in Japanese and back', async ({ page }) => {
  await page.goto('/store/sitetype/business?page=2')
  // With the app, the link's press goes through the locale machine, which remembers the choice.
  await waitForHydration(page)
  await page.getByTestId('locale-switch').getByRole('link', { name: '日本語', exact: true }).click()
  await expect(page).toHaveURL(/\/ja\/store\/sitetype\/business\?.*page=2/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ビジネスのテンプレート')
  const localeCookie = async () =>
    (await page.context().cookies()).find((c) => c.name === 'store_locale')?.value
  expect(await localeCookie()).toBe('ja')
  await page.getByTestId('locale-switch').getByRole('link', { name: 'EN', exact: true }).click()
  await expect(page).toHaveURL(/\/store\/sitetype\/business\?.*page=2/)
  await expect(page).not.toHaveURL(/\/ja\//)
  expect(await localeCookie()).toBe('en')
})

test('the mobile drawer and search mode exclude each other', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } })
  const page = await context.newPage()
  await page.goto('/store/all')
  // The drawer opens with the app's script: not before hydration.
  await waitForHydration(page)
  await page.getByTestId('drawer-toggle').click()
  await expect(page.getByTestId('site-drawer')).toBeVisible()
  // The drawer is modal, so the page behind (header included) is inert: its own toggle is used.
  await page.getByTestId('drawer-search-toggle').click()
  await expect(page.getByTestId('site-drawer')).toBeHidden()
  await expect(page.getByTestId('header-search-form')).toBeVisible()
  // Small screens: list items are plain links to the detail page (and the Compare control beside).
  const item = page.getByTestId('template-list-item').first()
  await expect(item).toHaveAttribute('data-layout', 'compact')
  await expect(item.locator('a[href*="/store/templates/"]')).toHaveCount(1)
  await expect(item.getByRole('link')).toHaveCount(2)
  await context.close()
})
