// "Try it as yours" (issue 31): the visitor's business in the preview. With the app the preview and
// gallery follow the typing and the address is replaced (a shared link reopens the same preview,
// the next template page gets the choices); without JavaScript the GET form does the same through
// the server; hostile names stay text and wrap at 375 px.
import type { Page } from '@playwright/test'
import { LOCALES, expect, test, waitForHydration } from './fixtures'
import { DESIGNER } from './store-routes'

/** Two templates of the seed: one personalised, one to move on to. */
async function twoTemplateIds(page: Page): Promise<[string, string]> {
  const res = await page.request.get(`/v2/store/designers/${DESIGNER}`)
  const body = (await res.json()) as { data: { templates: { template_id: string }[] } }
  const [first, second] = body.data.templates.map((t) => t.template_id)
  if (!first || !second) throw new Error('the seeded designer needs two templates')
  return [first, second]
}

const previewFrame = (page: Page) => page.getByTestId('device-preview').locator('iframe')

/** Every gallery link carries the choices. */
async function expectGalleryCarries(page: Page, name: string) {
  const hrefs = await page
    .getByTestId('template-gallery-page')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))
  expect(hrefs.length).toBeGreaterThanOrEqual(4)
  for (const href of hrefs) expect(new URL(href).searchParams.get('name'), href).toBe(name)
}

type Scheme = { name: string; accent: string }

/** The template's colour schemes as the detail API names them in `locale`. */
async function schemesOf(page: Page, templateId: string, locale: string): Promise<Scheme[]> {
  const res = await page.request.get(`/v2/store/templates/${templateId}?language=${locale}`)
  const body = (await res.json()) as { data: { colour_schemes: Scheme[] } }
  expect(body.data.colour_schemes).toHaveLength(3)
  return body.data.colour_schemes
}

/** The preview site's accent as its stylesheet sets it. */
async function previewAccent(page: Page): Promise<string> {
  return page
    .frameLocator('[data-testid="device-preview"] iframe')
    .locator('html')
    .evaluate((html) => getComputedStyle(html).getPropertyValue('--a').trim())
}

/** The scheme farthest in colour from `shown`: not the template's own, whose accent it shows. */
function otherScheme(schemes: Scheme[], shown: string): Scheme {
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
  const distance = (a: string, b: string) =>
    rgb(a).reduce((sum, value, i) => sum + Math.abs(value - rgb(b)[i]!), 0)
  return [...schemes].sort((a, b) => distance(b.accent, shown) - distance(a.accent, shown))[0]!
}

/** A template page opened (with the app running when asked), its accent, and a scheme to pick. */
async function openForAScheme(
  page: Page,
  prefix: string,
  locale: 'en' | 'ja',
  { app = false }: { app?: boolean } = {},
) {
  const [templateId] = await twoTemplateIds(page)
  const schemes = await schemesOf(page, templateId, locale)
  await page.goto(`${prefix}/store/templates/${templateId}`)
  if (app) await waitForHydration(page)
  await expect.poll(() => previewAccent(page)).toMatch(/^#[0-9a-f]{6}$/)
  const before = await previewAccent(page)
  return { templateId, before, scheme: otherScheme(schemes, before) }
}

const SCHEME_LABEL = {
  en: (name: string) => `${name} scheme`,
  ja: (name: string) => `${name}の配色`,
}

for (const { locale, prefix } of LOCALES) {
  const name = locale === 'ja' ? '山田ベーカリー' : 'Café Luna'
  const tagline = locale === 'ja' ? '朝焼きのパンをどうぞ' : 'Bread at dawn'

  test.describe(`try it as yours (${locale})`, () => {
    test('the preview and gallery follow the typing; the link reopens it; the next template keeps it', async ({
      page,
    }) => {
      const [templateId, nextId] = await twoTemplateIds(page)
      await page.goto(`${prefix}/store/templates/${templateId}`)
      await waitForHydration(page)
      const form = page.getByTestId('personalise-form')
      await form.scrollIntoViewIfNeeded()
      const historyLength = await page.evaluate(() => history.length)
      await form.getByRole('textbox').nth(0).fill(name)
      await form.getByRole('textbox').nth(1).fill(tagline)
      await form.locator('input[name="accent"]').fill('#1a73e8')

      await expect.poll(() => new URL(page.url()).searchParams.get('tagline')).toBe(tagline)
      const address = new URL(page.url())
      expect(address.searchParams.get('name')).toBe(name)
      expect(address.searchParams.get('accent')).toBe('#1a73e8')
      // Replaced, not pushed: Back still leaves the template.
      expect(await page.evaluate(() => history.length)).toBe(historyLength)

      await expect(previewFrame(page)).toHaveAttribute('src', /name=/)
      const site = page.frameLocator('[data-testid="device-preview"] iframe')
      await expect(site.locator('.logo').first()).toHaveText(name)
      await expect(site.locator('h1').first()).toHaveText(tagline)
      const accent = await site
        .locator('html')
        .evaluate((html) => getComputedStyle(html).getPropertyValue('--a').trim())
      expect(accent).toMatch(/^#[0-9a-f]{6}$/)
      await expectGalleryCarries(page, name)
      const editor = page.getByTestId('template-open-editor')
      if (await editor.count()) {
        expect(
          new URL((await editor.getAttribute('href')) ?? '', page.url()).searchParams.get('name'),
        ).toBe(name)
      }

      // The address is the preview: opened anew, the page serves the same choices.
      const shared = await page.context().newPage()
      await shared.goto(page.url())
      await expect(
        shared.getByTestId('personalise-form').locator('input[name="name"]'),
      ).toHaveValue(name)
      await expectGalleryCarries(shared, name)
      await shared.close()

      // The next template page of the visit gets the same choices.
      await page.goto(`${prefix}/store/templates/${nextId}`)
      await waitForHydration(page)
      await expect.poll(() => new URL(page.url()).searchParams.get('name')).toBe(name)
      await expectGalleryCarries(page, name)
      await page.getByTestId('personalise-reset').click()
      await expect.poll(() => new URL(page.url()).searchParams.has('name')).toBe(false)
    })

    test("a scheme swatch recolours the preview and becomes the address's accent", async ({
      page,
    }) => {
      const { before, scheme } = await openForAScheme(page, prefix, locale, { app: true })
      const form = page.getByTestId('personalise-form')
      await form.getByRole('radio', { name: SCHEME_LABEL[locale](scheme.name) }).check()
      await expect(form.locator('input[name="accent"]')).toHaveValue(scheme.accent)
      await expect.poll(() => new URL(page.url()).searchParams.get('accent')).toBe(scheme.accent)
      expect(new URL(page.url()).searchParams.has('scheme')).toBe(false)
      await expect(previewFrame(page)).toHaveAttribute(
        'src',
        new RegExp(`accent=%23${scheme.accent.slice(1)}`),
      )
      await expect.poll(() => previewAccent(page)).not.toBe(before)
    })

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false })

      test('the GET form personalises the served preview and gallery; bad values are said', async ({
        page,
      }) => {
        const [templateId] = await twoTemplateIds(page)
        await page.goto(`${prefix}/store/templates/${templateId}`)
        const form = page.getByTestId('personalise-form')
        await form.locator('input[name="name"]').fill(name)
        await form.locator('input[name="tagline"]').fill(tagline)
        await form.locator('input[name="accent"]').fill('#0a7d3b')
        await form.locator('button[type="submit"]').click()
        await page.waitForURL(/name=/)
        expect(new URL(page.url()).pathname).toBe(`${prefix}/store/templates/${templateId}`)
        await expect(previewFrame(page)).toHaveAttribute('src', /accent=%230a7d3b/)
        const site = page.frameLocator('[data-testid="device-preview"] iframe')
        await expect(site.locator('.logo').first()).toHaveText(name)
        await expect(site.locator('h1').first()).toHaveText(tagline)
        await expectGalleryCarries(page, name)

        await page.goto(`${prefix}/store/templates/${templateId}?name=Luna&accent=red`)
        await expect(page.getByTestId('personalise-problems')).toContainText('#1a73e8')
        await expect(previewFrame(page)).toHaveAttribute('src', /name=Luna/)
        await expect(previewFrame(page)).not.toHaveAttribute('src', /accent/)
      })

      test('a scheme radio sent by the GET form becomes the accent of the served preview', async ({
        page,
      }) => {
        const { templateId, before, scheme } = await openForAScheme(page, prefix, locale)
        const form = page.getByTestId('personalise-form')
        await form.locator('input[name="name"]').fill(name)
        await form.getByRole('radio', { name: SCHEME_LABEL[locale](scheme.name) }).check()
        await form.locator('button[type="submit"]').click()
        await page.waitForURL(/accent=/)
        const address = new URL(page.url())
        // The page moved the scheme into the accent: the address holds one colour.
        expect(address.pathname).toBe(`${prefix}/store/templates/${templateId}`)
        expect(address.searchParams.get('accent')).toBe(scheme.accent)
        expect(address.searchParams.get('name')).toBe(name)
        expect(address.searchParams.has('scheme')).toBe(false)
        await expect(
          form.getByRole('radio', { name: SCHEME_LABEL[locale](scheme.name) }),
        ).toBeChecked()
        expect(await previewAccent(page)).not.toBe(before)
      })

      test('hostile names stay text and wrap at 375 px, on the page and in the preview', async ({
        page,
      }) => {
        await page.setViewportSize({ width: 375, height: 740 })
        let dialogs = 0
        page.on('dialog', (dialog) => {
          dialogs += 1
          void dialog.dismiss()
        })
        const [templateId] = await twoTemplateIds(page)
        const hostile = `<script>alert(1)</script>"'><img src=x>`
        const rtl = 'مقهى لونا 🍣🍣 ' + 'あ'.repeat(40) + 'W'.repeat(50)
        const long = 'x'.repeat(500)
        const fitsWidth = (p: Page) =>
          p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

        await page.goto(
          `${prefix}/store/templates/${templateId}?${new URLSearchParams({ name: hostile, tagline: rtl })}`,
        )
        await expect(
          page.getByTestId('personalise-form').locator('input[name="name"]'),
        ).toHaveValue(hostile)
        const site = page.frameLocator('[data-testid="device-preview"] iframe')
        await expect(site.locator('.logo').first()).toHaveText(hostile)
        expect(await fitsWidth(page)).toBe(true)

        const previewSrc = (await previewFrame(page).getAttribute('src')) ?? ''
        await page.goto(previewSrc)
        await expect(page.locator('.logo').first()).toHaveText(hostile)
        await expect(page).toHaveTitle(hostile)
        await expect(page.locator('h1').first()).toHaveText(rtl)
        expect(await page.locator('img[src=x], body script').count()).toBe(0)
        expect(await fitsWidth(page)).toBe(true)

        await page.goto(`${prefix}/store/templates/${templateId}?name=${long}`)
        await expect(page.getByTestId('personalise-problems')).toBeVisible()
        expect(await fitsWidth(page)).toBe(true)
        await page.goto(`/preview/templates/${templateId}?name=${'W'.repeat(60)}`)
        expect(await fitsWidth(page)).toBe(true)
        expect(dialogs).toBe(0)
      })
    })
  })
}
