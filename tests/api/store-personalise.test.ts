// "Try it as yours" (issue 31): a preview page with ?name, ?tagline, ?accent and ?lang shows the
// visitor's business on every page, its links keep the choices, bad values are said and fall
// back, and no value, however hostile, gets a 5xx or out of its escaping.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { templateSitePages } from '#catalogue/template-pages'
import { contrastRatio } from '#server/template-sites/colours'
import { renderPreviewHtml } from '#server/pages/preview'
import { ENGINES, createTestApp, type TestApp } from './test-app'

type Row = { id: string; site_type: string; industry: string }

const query = (params: Record<string, string>) => `?${new URLSearchParams(params)}`

/** The custom properties of the site's stylesheet. */
function cssVariables(html: string): Record<string, string> {
  const root = /:root\{([^}]*)\}/.exec(html)?.[1] ?? ''
  return Object.fromEntries(root.split(';').map((pair) => pair.split(':') as [string, string]))
}

describe.each(ENGINES)('personalised previews on %s', (engine) => {
  let t: TestApp
  let row: Row

  beforeAll(async () => {
    t = await createTestApp({ engine })
    row = (await t.db
      .selectFrom('templates')
      .select(['id', 'site_type', 'industry'])
      .orderBy('id')
      .executeTakeFirstOrThrow()) as Row
  })
  afterAll(async () => {
    await t?.close()
  })

  it("the detail answers the template's colour schemes, each a valid accent for its preview", async () => {
    const ids = (await t.db.selectFrom('templates').select('id').orderBy('id').execute()).map(
      (r) => r.id,
    )
    type Schemes = { data: { colour_schemes: { name: string; accent: string }[] } }
    for (const id of ids) {
      const [en, ja] = await Promise.all(
        ['en', 'ja'].map(async (language) => {
          const answer = await t.request(`/v2/store/templates/${id}?language=${language}`)
          expect(answer.status, id).toBe(200)
          return ((await answer.json()) as Schemes).data.colour_schemes
        }),
      )
      // Every seeded template is a design in one of its three schemes.
      expect(en, id).toHaveLength(3)
      expect(ja!.map((scheme) => scheme.accent)).toEqual(en!.map((scheme) => scheme.accent))
      for (const [index, scheme] of en!.entries()) {
        expect(scheme.accent, id).toMatch(/^#[0-9a-f]{6}$/)
        expect(scheme.name.length, id).toBeGreaterThan(0)
        expect(ja![index]!.name.length, id).toBeGreaterThan(0)
      }
    }
    // A scheme's accent is a preview's accent like any other: shaded to AA where it must be.
    const first = await t.request(`/v2/store/templates/${row.id}`)
    for (const { accent } of ((await first.json()) as Schemes).data.colour_schemes) {
      const html = await (
        await t.request(`/preview/templates/${row.id}${query({ accent })}`)
      ).text()
      const variables = cssVariables(html)
      expect(contrastRatio(variables['--a']!, variables['--bg']!)).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('shows the name, tagline and accent on every page, and every link keeps them', async () => {
    const choices = { name: 'Café Luna & Co', tagline: 'Bread at dawn', accent: '#ffcc00' }
    const base = `/preview/templates/${row.id}`
    for (const page of templateSitePages(row.site_type, row.industry)) {
      const url = `${base}${page.slug ? `/${page.slug}` : ''}${query(choices)}`
      const response = await t.request(url)
      expect(response.status, url).toBe(200)
      const html = await response.text()
      expect(html, url).toMatch(/<title>([^<]* \| )?Café Luna &amp; Co<\/title>/)
      expect(html, url).toContain('class="logo" href=')
      expect(html, url).toMatch(/class="logo"[^>]*>Café Luna &amp; Co</)
      expect(html, url).toContain('© 2026 Café Luna &amp; Co.')
      if (page.slug === '') expect(html, url).toContain('<h1>Bread at dawn</h1>')
      // Yellow cannot carry text on a light page: it is shaded to AA, never used as it is.
      const variables = cssVariables(html)
      expect(variables['--a'], url).toMatch(/^#[0-9a-f]{6}$/)
      expect(variables['--a'], url).not.toBe('#ffcc00')
      expect(contrastRatio(variables['--a']!, variables['--bg']!)).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio(variables['--on-a']!, variables['--a']!)).toBeGreaterThanOrEqual(4.5)
      const internal = [...html.matchAll(/href="([^"]+)"/g)]
        .map((m) => (m[1] ?? '').replaceAll('&amp;', '&'))
        .filter((href) => href.startsWith(base))
      expect(internal.length, url).toBeGreaterThan(3)
      for (const href of internal) {
        const params = new URL(href, 'http://x').searchParams
        expect(params.get('name'), href).toBe(choices.name)
        expect(params.get('tagline'), href).toBe(choices.tagline)
        expect(params.get('accent'), href).toBe(choices.accent)
      }
    }
  })

  it('renders in the site language chosen, with the language link keeping the choices', async () => {
    const html = await (
      await t.request(
        `/preview/templates/${row.id}${query({ name: '山田ベーカリー', lang: 'ja' })}`,
      )
    ).text()
    expect(html).toContain('<html lang="ja">')
    expect(html).toMatch(/<title>山田ベーカリー<\/title>/)
    const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'))
    // The other language's link: no lang (English) and the name kept.
    expect(links).toContain(
      `/preview/templates/${row.id}?name=${encodeURIComponent('山田ベーカリー')}`,
    )
  })

  it('says what it refused and shows the template’s own values instead, in the preview language', async () => {
    const plain = await (await t.request(`/preview/templates/${row.id}`)).text()
    const sampleTitle = /<title>([^<]*)<\/title>/.exec(plain)?.[1]
    const response = await t.request(
      `/preview/templates/${row.id}${query({ name: 'n'.repeat(61), tagline: 't'.repeat(121), accent: 'red' })}`,
    )
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('data-testid="preview-problems"')
    expect(html).toContain('The business name can be at most 60 characters')
    expect(html).toContain('The tagline can be at most 120 characters')
    expect(html).toContain('The accent colour must be a hex colour like #1a73e8')
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(sampleTitle)
    expect(cssVariables(html)['--a']).toBe(cssVariables(plain)['--a'])

    const ja = await (await t.request(`/preview/templates/${row.id}?lang=ja&accent=blue`)).text()
    expect(ja).toContain('アクセントカラーは #1a73e8 のような16進数で指定してください')
    const fr = await (await t.request(`/preview/templates/${row.id}?lang=fr`)).text()
    expect(fr).toContain('<html lang="en">')
    expect(fr).toContain('The site language must be English or Japanese')
  })

  it('serves the same page as before when nothing is chosen', async () => {
    const plain = await (await t.request(`/preview/templates/${row.id}`)).text()
    const empty = await (
      await t.request(`/preview/templates/${row.id}?name=&tagline=&accent=`)
    ).text()
    expect(empty).toBe(plain)
    expect(plain).not.toContain('preview-problems')
  })

  it('serves the template page with the choices in its frame, gallery and editor link, in both locales', async () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
    for (const prefix of ['', '/ja']) {
      const url = `${prefix}/store/templates/${row.id}${query({ name: 'A&B "Luna"', accent: '#0a7d3b', lang: 'en' })}`
      const response = await t.request(url, {
        headers: { accept: 'text/html', 'user-agent': chrome },
      })
      expect(response.status, url).toBe(200)
      const html = (await response.text()).replaceAll('&amp;', '&')
      const carried = `name=A%26B+%22Luna%22&accent=%230a7d3b`
      const carriedPattern = carried.replace(/[+?]/g, '\\$&')
      // The frame (served in <noscript>, so its markup is text there), every gallery page, the editor.
      expect(html, url).toMatch(
        new RegExp(`/preview/templates/${row.id}\\?lang=en&${carriedPattern}`),
      )
      const gallery = [...html.matchAll(/href="([^"]*)"[^>]*data-testid="template-gallery-page"/g)]
      expect(gallery.length, url).toBeGreaterThanOrEqual(4)
      for (const [, href] of gallery) expect(href, url).toContain(carried)
      expect(html, url).toMatch(
        new RegExp(`href="[^"]*/s/${row.id}\\?[^"]*${carriedPattern}&siteLang=en"`),
      )
      expect(html, url).toContain('value="A&B &quot;Luna&quot;"')
    }
    const refused = await t.request(`/store/templates/${row.id}?accent=red&name=${'n'.repeat(61)}`)
    expect(refused.status).toBe(200)
    const refusedHtml = await refused.text()
    expect(refusedHtml).toContain('data-testid="personalise-problems"')
    expect(refusedHtml).toContain('The business name can be at most 60 characters')
  })

  it('answers a template page with hostile choices below 500, nothing of them unescaped', async () => {
    const hostile = fc.constantFrom(
      '</script><script>alert(1)</script>',
      '"><img src=x onerror=alert(1)>',
      '{"a":1}',
      '[1,2]',
      '123',
      'true',
      '%ZZ',
      'مقهى لونا 🍣',
      'x'.repeat(500),
    )
    await fc.assert(
      fc.asyncProperty(hostile, hostile, hostile, hostile, async (name, tagline, accent, lang) => {
        const url = `/store/templates/${row.id}${query({ name, tagline, accent, lang })}`
        const response = await t.request(url, { headers: { accept: 'text/html' } })
        expect(response.status, url).toBeLessThan(500)
        const html = await response.text()
        expect(html, url).not.toMatch(/<script>alert|<img src=x/i)
      }),
      { numRuns: 30 },
    )
  })

  it('answers every hostile or garbage value below 500, escaped, and a stylesheet only ever gets a hex', async () => {
    const hostile = fc.oneof(
      fc.constantFrom(
        '<script>alert(1)</script>',
        '"><img src=x onerror=alert(1)>',
        "'; background:url(javascript:alert(1)); '",
        '</style><script>x</script>',
        '</title><script>x</script>',
        '#12345g',
        '%ZZ',
        '\u0000\u202e\ud800',
        'مقهى لونا 🍣🍣',
        'x'.repeat(500),
        'red;}body{display:none}',
      ),
      fc.string({ maxLength: 200, unit: 'binary' }),
    )
    const pages = templateSitePages(row.site_type, row.industry).map((p) => p.slug)
    await fc.assert(
      fc.asyncProperty(
        hostile,
        hostile,
        hostile,
        fc.oneof(hostile, fc.constantFrom('en', 'ja')),
        fc.constantFrom(...pages),
        async (name, tagline, accent, lang, slug) => {
          const url = `/preview/templates/${row.id}${slug ? `/${slug}` : ''}${query({ name, tagline, accent, lang })}`
          const response = await t.request(url)
          expect(response.status, url).toBeLessThan(500)
          const html = await response.text()
          // The sites have no scripts and no inline handlers: any there came from a value.
          expect(html, url).not.toMatch(/<script|<img src=x/i)
          expect(html.match(/<\/style>/g)?.length ?? 0, url).toBe(1)
          expect(html.match(/<\/title>/g)?.length ?? 0, url).toBe(1)
          // NUL and lone surrogates are turned away at the edge (400); the rest is a preview.
          if (response.status === 200)
            expect(cssVariables(html)['--a'], url).toMatch(/^#[0-9a-f]{6}$/)
        },
      ),
      { numRuns: 150 },
    )
  })
})

describe('the one-page stand-in of a template without a design', () => {
  it('shows the name and tagline escaped, and only a hex accent', () => {
    const html = renderPreviewHtml(
      {
        id: 'x',
        titleEn: 'Sample — Tagline',
        titleJa: 'サンプル｜コピー',
        descriptionEn: 'd',
        descriptionJa: 'd',
        siteType: 'corporate',
        industry: 'it',
        palette: {
          primary: '#223344',
          secondary: '#eeeeee',
          accent: '#ff0000',
          background: '#ffffff',
          text: '#111111',
        },
        designerName: 'D',
        wireframe: false,
      },
      'en',
      { name: '<b>Luna</b>', tagline: '"quoted"', accent: '#ffff00' },
    )
    expect(html).toContain('<title>&lt;b&gt;Luna&lt;/b&gt; — Template preview</title>')
    expect(html).toContain('<h1>&quot;quoted&quot;</h1>')
    expect(html).not.toContain('#ffff00')
  })
})
