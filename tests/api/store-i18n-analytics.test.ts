import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import en from '#i18n/en/index'
import ja from '#i18n/ja/index'
import { createTestApp, readJson, type TestApp } from './test-app'

const TAG_HOST = 'https://www.googletagmanager.com'

/** CSP directive → its sources. */
function cspOf(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy') ?? ''
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  )
}

/** The script-src hash sources (a rendered page's own inline scripts). */
function scriptHashesOf(csp: Map<string, string[]>): string[] {
  return (csp.get('script-src') ?? []).filter((source) => source.startsWith("'sha256-"))
}

function injectedConfig(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="store-config">(.*?)<\/script>/.exec(html)
  return JSON.parse(match?.[1] ?? 'null') as Record<string, unknown>
}

describe('GET /_i18n/{locale}/messages.json (spec §7, §9)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: false })
  })
  afterAll(async () => {
    await t?.close()
  })

  it.each([
    ['en', en],
    ['ja', ja],
  ] as const)('answers the %s dictionary, cached for 24 hours', async (locale, dictionary) => {
    const response = await t.request(`/_i18n/${locale}/messages.json`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    const body = (await response.json()) as typeof en
    expect(body).toEqual(JSON.parse(JSON.stringify(dictionary)))
    expect(body.store.description).toBe(dictionary.store.description)
    const etag = response.headers.get('etag')
    expect(etag).toMatch(/^".+"$/)
    const again = await t.request(`/_i18n/${locale}/messages.json`, {
      headers: { 'if-none-match': etag ?? '' },
    })
    expect(again.status).toBe(304)
  })

  it('serves different wording per locale', async () => {
    const enBody = (await readJson(await t.request('/_i18n/en/messages.json'))).body
    const jaBody = (await readJson(await t.request('/_i18n/ja/messages.json'))).body
    expect(enBody.store.name).toBe('Template Store')
    expect(jaBody.store.name).toBe('テンプレートストア')
  })

  it.each(['fr', 'EN', 'constructor', '__proto__'])(
    'answers an unknown locale (%s) with 404 JSON, never cached',
    async (locale) => {
      const response = await t.request(`/_i18n/${locale}/messages.json`)
      expect(response.status).toBe(404)
      expect(response.headers.get('cache-control')).toBe('no-cache')
      const body = (await response.json()) as { error: { code: string; message: string } }
      expect(body.error.code).toBe('not_found')
      expect(body.error.message).toContain(locale)
    },
  )
})

describe('analytics container id (spec §5) in the rendered config and the CSP', () => {
  const apps: TestApp[] = []
  const appWith = async (analyticsContainerId: string) => {
    const app = await createTestApp({ config: { analyticsContainerId } })
    apps.push(app)
    return app
  }

  afterAll(async () => {
    for (const app of apps) await app.close()
  })

  it.each(['GTM-AB12', 'G-XYZ9'])(
    'a valid id (%s) is injected and its host allowed for scripts, connections and images',
    async (id) => {
      const t = await appWith(id)
      const page = await t.request('/store')
      expect(injectedConfig(await page.text()).analyticsContainerId).toBe(id)
      const csp = cspOf(page)
      // Hashes admit the page's own inline hydration scripts and nothing else.
      expect(csp.get('script-src')).toEqual([...scriptHashesOf(csp), "'self'", TAG_HOST])
      expect(scriptHashesOf(csp).length).toBeGreaterThan(0)
      expect(csp.get('connect-src')).toEqual(["'self'", TAG_HOST])
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', TAG_HOST])
      expect(csp.get('default-src')).toEqual(["'self'"])
      // The tag is in the page's head, so a visit is counted whether or not the app starts
      // (decision 025); its inline queue is one of the hashed scripts.
      const html = await (await t.request('/store')).text()
      const head = html.slice(0, html.indexOf('</head>'))
      const tag = new RegExp(`<script[^>]*src="${TAG_HOST}/(gtm\\.js|gtag/js)\\?id=${id}"`)
      expect(head).toMatch(tag)
      const queue = /<script>([^<]*dataLayer[^<]*)<\/script>/.exec(head)?.[1] ?? ''
      expect(queue).toContain(id.startsWith('GTM-') ? "'gtm.start'" : `gtag('config',"${id}")`)
      const digest = createHash('sha256').update(queue).digest('base64')
      expect(scriptHashesOf(csp)).toContain(`'sha256-${digest}'`)
    },
  )

  it.each(['', 'gtm-x', 'UA-1', 'G-', 'G-ab', 'GTM-AB12 https://evil.example'])(
    'an invalid id (%j) is not injected and the CSP stays same-origin',
    async (id) => {
      const t = await appWith(id)
      const page = await t.request('/store')
      expect(injectedConfig(await page.text()).analyticsContainerId).toBe('')
      const csp = cspOf(page)
      expect(csp.get('script-src')).toEqual([...scriptHashesOf(csp), "'self'"])
      expect(scriptHashesOf(csp).length).toBeGreaterThan(0)
      expect(csp.get('connect-src')).toEqual(["'self'"])
      expect(csp.get('img-src')).toEqual(["'self'", 'data:'])
      expect(page.headers.get('content-security-policy')).not.toContain('googletagmanager')
      const html = await (await t.request('/store')).text()
      expect(html).not.toContain('googletagmanager')
      expect(html).not.toContain('dataLayer')
    },
  )

  it('reads the id from ANALYTICS_CONTAINER_ID', async () => {
    const { readConfig } = await import('#server/config')
    expect(readConfig({ ANALYTICS_CONTAINER_ID: ' GTM-AB12 ' }).analyticsContainerId).toBe(
      'GTM-AB12',
    )
    expect(readConfig({}).analyticsContainerId).toBe('')
  })
})
