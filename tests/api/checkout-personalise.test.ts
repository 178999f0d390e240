// Issue 31, "Open in editor and purchase carry the choices": the business a buyer saw in the
// preview (name, tagline, accent, site language) rides through the purchase, by the API's
// checkout and by the Purchase form posted without JavaScript (sign-in on the way included), to
// the checkout page, its confirmation and the template page it returns to (`?purchased=1`), whose
// editor link then starts from it. Values the preview refuses are refused here: the API says why
// (400), a page's form drops them; nothing is ever a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ORIGIN, postForm, signUp } from './auth-helpers'
import { ENGINES, createTestApp, readJson, type TestApp } from './test-app'

const CHOICES = {
  name: 'Café <Ōkubo> & "Sons"',
  tagline: 'パンと珈琲 — since 1990',
  accent: 'AbCdEf',
  lang: 'ja',
}
/** The same choices as the preview reads them (`#rrggbb` lower case). */
const READ = { ...CHOICES, accent: '#abcdef' }

function unescapeHtml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
}

/** The confirm form's fields, as a browser would post them. */
function confirmFields(html: string): Record<string, string> {
  const form = /<form method="post" action="[^"]+\/confirm">([\s\S]*?)<\/form>/.exec(html)
  expect(form, 'the checkout page has its confirm form').not.toBeNull()
  const fields: Record<string, string> = {}
  for (const [, name, value] of form![1]!.matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)">/g,
  )) {
    fields[name!] = unescapeHtml(value!)
  }
  return fields
}

const query = (location: string) => new URL(location, TEST_ORIGIN).searchParams

describe.each(ENGINES)('purchase carries the preview choices on %s', (engine) => {
  let t: TestApp
  let paidIds: string[]
  let next = 0
  /** A paid template nobody in this suite bought yet. */
  const nextPaid = () => paidIds[next++]!

  beforeAll(async () => {
    t = await createTestApp({ engine, templates: 40 })
    const rows = await t.db.selectFrom('templates').select(['id', 'tier']).orderBy('id').execute()
    paidIds = rows.filter((row) => row.tier !== 'TIER_0').map((row) => row.id)
    expect(paidIds.length).toBeGreaterThan(8)
  })
  afterAll(async () => {
    await t?.close()
  })

  const apiCheckout = (templateId: string, token: string, json?: unknown) =>
    t.request(`/v2/store/templates/${encodeURIComponent(templateId)}/checkout`, {
      method: 'POST',
      token,
      json,
    })

  /** Checkout page → confirm, as a browser: answers the confirmation's redirect. */
  async function payOn(checkoutUrl: string) {
    const page = await t.request(checkoutUrl)
    expect(page.status).toBe(200)
    const html = await page.text()
    const confirm = new URL(checkoutUrl, TEST_ORIGIN).pathname + '/confirm'
    return { html, answer: await postForm(t, confirm, confirmFields(html)) }
  }

  it('the API checkout → checkout page → payment returns to the template with the choices', async () => {
    const templateId = nextPaid()
    const { token } = await signUp(t)
    const started = await readJson(await apiCheckout(templateId, token, { personalise: CHOICES }))
    expect(started.status).toBe(201)
    const checkoutUrl: string = started.body.data.checkout_url
    const carried = query(checkoutUrl)
    expect(carried.get('name')).toBe(READ.name)
    expect(carried.get('tagline')).toBe(READ.tagline)
    expect(carried.get('accent')).toBe(READ.accent)
    // `lang` of a checkout page is the buyer's language: the site's travels as `siteLang`.
    expect(carried.get('siteLang')).toBe('ja')
    expect(carried.has('lang')).toBe(false)

    const { html, answer } = await payOn(`${checkoutUrl}&lang=ja`)
    // Escaped where the page writes them, never raw.
    expect(html).not.toContain('<Ōkubo>')
    expect(html).toContain('Café &lt;Ōkubo&gt; &amp; &quot;Sons&quot;')
    expect(answer.status).toBe(303)
    const back = new URL(answer.headers.get('location')!, TEST_ORIGIN)
    expect(back.pathname).toBe(`/ja/store/templates/${templateId}`)
    expect(Object.fromEntries(back.searchParams)).toEqual({ ...READ, purchased: '1' })
  })

  it('the page’s "Back to the template" link keeps the choices', async () => {
    const templateId = nextPaid()
    const { token } = await signUp(t)
    const started = await readJson(await apiCheckout(templateId, token, { personalise: CHOICES }))
    const page = await (await t.request(`${started.body.data.checkout_url}&lang=en`)).text()
    const back = /<a href="([^"]+)">Back to the template<\/a>/.exec(page)
    expect(back).not.toBeNull()
    const link = new URL(unescapeHtml(back![1]!), TEST_ORIGIN)
    expect(link.pathname).toBe(`/store/templates/${templateId}`)
    expect(Object.fromEntries(link.searchParams)).toEqual(READ)
  })

  it('without choices everything is as it was', async () => {
    const templateId = nextPaid()
    const { token } = await signUp(t)
    const started = await readJson(await apiCheckout(templateId, token))
    expect(started.body.data.checkout_url).toMatch(/^\/checkout\/[^/?]+\?token=[^&]+$/)
    const { answer } = await payOn(started.body.data.checkout_url)
    expect(answer.headers.get('location')).toBe(`/store/templates/${templateId}?purchased=1`)
  })

  it.each([
    [{ name: 'x'.repeat(61) }, 'personalise.name'],
    [{ tagline: 'y'.repeat(121) }, 'personalise.tagline'],
    [{ accent: 'url(javascript:alert(1))' }, 'personalise.accent'],
    [{ accent: '#abc' }, 'personalise.accent'],
    [{ lang: 'fr' }, 'personalise.lang'],
    [{ colour: '#123456' }, 'personalise.colour'],
  ])('the API refuses %j with a 400 that names the field', async (personalise, field) => {
    const templateId = nextPaid()
    const { token } = await signUp(t)
    const answer = await readJson(await apiCheckout(templateId, token, { personalise }))
    expect(answer.status).toBe(400)
    expect(answer.body.error.field).toBe(field)
    expect(answer.body.error.message).toMatch(new RegExp(`^${field.replace('.', '\\.')}`))
    const orders = await t.db
      .selectFrom('orders')
      .select('id')
      .where('template_id', '=', templateId)
      .execute()
    expect(orders).toEqual([])
  })

  it('the API refuses choices of the wrong shape with a 400, never a 5xx', async () => {
    const { token } = await signUp(t)
    for (const personalise of [
      'Café',
      42,
      null,
      [CHOICES],
      { name: 7 },
      { name: 'n'.repeat(2000) },
    ]) {
      const answer = await apiCheckout(paidIds[0]!, token, { personalise })
      expect(answer.status, JSON.stringify(personalise)).toBe(400)
    }
  })

  describe('the Purchase form posted without JavaScript', () => {
    it('signed out: sign-in returns to the template with the purchase key and the choices', async () => {
      const templateId = nextPaid()
      const { lang, ...choices } = CHOICES
      const answer = await postForm(t, '/checkout', {
        template_id: templateId,
        lang: 'ja',
        ...choices,
        siteLang: lang,
      })
      expect(answer.status).toBe(303)
      const signIn = new URL(answer.headers.get('location')!, TEST_ORIGIN)
      expect(signIn.pathname).toBe('/auth/sign-in')
      const back = new URL(signIn.searchParams.get('redirect')!, TEST_ORIGIN)
      expect(back.pathname).toBe(`/ja/store/templates/${templateId}`)
      expect(Object.fromEntries(back.searchParams)).toEqual({ ...READ, purchaseTemplate: '1' })

      // The sign-in form keeps that address and comes back to it with the one-time token.
      const { email, password } = await signUp(t)
      const signedIn = await postForm(t, '/auth/sign-in', {
        email,
        password,
        redirect: signIn.searchParams.get('redirect')!,
      })
      expect(signedIn.status).toBe(302)
      const landed = new URL(signedIn.headers.get('location')!, TEST_ORIGIN)
      expect(landed.pathname).toBe(`/ja/store/templates/${templateId}`)
      expect(landed.searchParams.get('name')).toBe(READ.name)
      expect(landed.searchParams.get('accent')).toBe(READ.accent)
      expect(landed.searchParams.get('lang')).toBe('ja')
    })

    it('signed in: the checkout page and the payment carry the choices back', async () => {
      const templateId = nextPaid()
      const { token } = await signUp(t)
      const { lang, ...choices } = CHOICES
      const answer = await postForm(
        t,
        '/checkout',
        { template_id: templateId, lang: 'en', ...choices, siteLang: lang },
        { cookie: `store_token=${token}` },
      )
      expect(answer.status).toBe(303)
      const checkoutUrl = answer.headers.get('location')!
      expect(query(checkoutUrl).get('siteLang')).toBe('ja')
      expect(query(checkoutUrl).get('lang')).toBe('en')
      const { answer: paid } = await payOn(checkoutUrl)
      const back = new URL(paid.headers.get('location')!, TEST_ORIGIN)
      expect(back.pathname).toBe(`/store/templates/${templateId}`)
      expect(Object.fromEntries(back.searchParams)).toEqual({ ...READ, purchased: '1' })
    })

    it('drops refused values (never a 5xx) and keeps the good ones', async () => {
      const templateId = nextPaid()
      const { token } = await signUp(t)
      const answer = await postForm(
        t,
        '/checkout',
        {
          template_id: templateId,
          lang: 'en',
          name: '<script>alert(1)</script>'.repeat(20),
          tagline: 'Fresh bread',
          accent: 'red;background:url(x)',
          siteLang: 'xx',
        },
        { cookie: `store_token=${token}` },
      )
      expect(answer.status).toBe(303)
      const carried = query(answer.headers.get('location')!)
      expect(carried.get('tagline')).toBe('Fresh bread')
      for (const key of ['name', 'accent', 'siteLang']) expect(carried.has(key)).toBe(false)
    })

    it('a checkout address edited by hand: its refused choices are dropped, the others kept', async () => {
      const templateId = nextPaid()
      const { token } = await signUp(t)
      const started = await readJson(await apiCheckout(templateId, token))
      const url = `${started.body.data.checkout_url}&name=${encodeURIComponent('"><img src=x onerror=alert(1)>')}&accent=nope&siteLang=ja`
      const page = await t.request(url)
      expect(page.status).toBe(200)
      const html = await page.text()
      expect(html).not.toContain('<img src=x')
      const fields = confirmFields(html)
      expect(fields.name).toBe('"><img src=x onerror=alert(1)>')
      expect(fields.siteLang).toBe('ja')
      expect(fields.accent).toBeUndefined()
    })
  })
})
