// `npm run screenshots`: starts the built server (run `npm run build` first) on a temporary
// seeded SQLite store and writes PNGs of /store, /store/all, a template's detail page and its
// preview site at 375, 768 and 1280 wide, in English and Japanese, to docs/screenshots/
// ({page}-{locale}-{width}.png). Each shot is one viewport high (not the full page) and taken
// with a desktop Chrome user agent: the store treats HeadlessChrome as a bot. Then the home pages
// of 12 templates of 12 designs at 1280 and 375, half in English and half in Japanese, to
// docs/screenshots/templates/ ({design}-{locale}-{width}.png), so a reviewer sees the catalogue
// without running it. `--templates` shoots only those (no build or server needed).
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { generateTemplates } from '#server/db/seed-store'
import { renderTemplateSitePage } from '#server/template-sites/render'
import { templateSiteOf } from '#server/template-sites/site-facts'
import { HOW_TO_GET_CHROMIUM, QUIET_CHROMIUM_FLAGS, findChromium } from './chromium-path.mjs'
import { prepareStore, startServer, stopServer } from './bench-support'

const OUT_DIR = path.resolve('docs/screenshots')
const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'
const VIEWPORTS = [
  { width: 375, height: 812, mobile: true },
  { width: 768, height: 1024, mobile: true },
  { width: 1280, height: 800, mobile: false },
] as const
/** The detail and preview shown: the first restaurant template of the Hearth design. */
const SHOWN_DESIGN = 'hearth'
const SHOWN_SITE_TYPE = 'restaurant'

/** The designs whose templates the catalogue shots show: each a different structure. */
const CATALOGUE_DESIGNS = [
  'hearth',
  'harbor',
  'stack',
  'broadsheet',
  'shizuku',
  'frame',
  'clover',
  'ledger',
  'crew',
  'yuzen',
  'chalk',
  'terrace',
]

async function shootTemplates(chromiumPath: string): Promise<void> {
  const dir = path.join(OUT_DIR, 'templates')
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless=new', ...QUIET_CHROMIUM_FLAGS, '--hide-scrollbars'],
  })
  try {
    const templates = generateTemplates(144)
    for (const [n, design] of CATALOGUE_DESIGNS.entries()) {
      const template = templates.find((t) => templateSiteOf(t)?.design.id === design)
      const site = template && templateSiteOf(template)
      if (!template || !site) throw new Error(`no ${design} template in the seed`)
      const locale = n % 2 === 0 ? 'en' : 'ja'
      const html = renderTemplateSitePage(site, '', locale, {
        basePath: `/preview/templates/${template.id}`,
      })
      for (const width of [1280, 375]) {
        const context = await browser.newContext({
          viewport: { width, height: width === 375 ? 812 : 800 },
          reducedMotion: 'reduce',
        })
        const page = await context.newPage()
        await page.setContent(html ?? '', { waitUntil: 'load' })
        const file = path.join(dir, `${design}-${locale}-${width}.png`)
        await page.screenshot({ path: file })
        console.log(`${path.relative('.', file)}  ${template.title_en}`)
        await context.close()
      }
    }
  } finally {
    await browser.close()
  }
}

async function main(): Promise<void> {
  const found = findChromium()
  if (!found.source || !found.path) throw new Error(HOW_TO_GET_CHROMIUM)
  if (process.argv.includes('--templates')) return shootTemplates(found.path)
  const shown = generateTemplates(144).find(
    (t) =>
      (JSON.parse(t.palette) as { design?: string }).design === SHOWN_DESIGN &&
      t.site_type === SHOWN_SITE_TYPE,
  )
  if (!shown) throw new Error(`no ${SHOWN_DESIGN} ${SHOWN_SITE_TYPE} template in the seed`)
  const store = await prepareStore({ engine: 'sqlite', templates: 144, users: 0 })
  const server = await startServer({ ...store.serverEnv, NODE_ENV: 'production' })
  const browser = await chromium.launch({
    executablePath: found.path,
    args: ['--headless=new', ...QUIET_CHROMIUM_FLAGS, '--hide-scrollbars'],
  })
  try {
    fs.mkdirSync(OUT_DIR, { recursive: true })
    for (const locale of ['en', 'ja'] as const) {
      const prefix = locale === 'ja' ? '/ja' : ''
      const pages = [
        ['store', `${prefix}/store`],
        ['store-all', `${prefix}/store/all`],
        ['detail', `${prefix}/store/templates/${shown.id}`],
        ['preview', `/preview/templates/${shown.id}${locale === 'ja' ? '?lang=ja' : ''}`],
      ] as const
      for (const viewport of VIEWPORTS) {
        const context = await browser.newContext({
          viewport: { width: viewport.width, height: viewport.height },
          isMobile: viewport.mobile,
          hasTouch: viewport.mobile,
          userAgent: CHROME_UA,
          locale: locale === 'ja' ? 'ja-JP' : 'en-US',
        })
        const page = await context.newPage()
        for (const [name, url] of pages) {
          const response = await page.goto(server.url + url, { waitUntil: 'load' })
          if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`)
          // A store page starts its app when a visitor arrives (decision 025): a pointer at the
          // page's corner starts it, and the page is shot as hydrated (its real width's layout).
          if (await page.locator('script[data-app-chunks]').count()) {
            await page.mouse.move(1, 1 + (pages.findIndex(([n]) => n === name) % 2))
            await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
          }
          // Images in view have loaded (lazy ones below do not count), fonts are in; at most 5 s.
          await page
            .waitForFunction(
              () =>
                [...document.images]
                  .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
                  .every((img) => img.complete),
              undefined,
              { timeout: 5000 },
            )
            .catch(() => {})
          const file = path.join(OUT_DIR, `${name}-${locale}-${viewport.width}.png`)
          await page.screenshot({ path: file, animations: 'disabled' })
          console.log(`${path.relative('.', file)}  ${url}`)
        }
        await context.close()
      }
    }
  } finally {
    await browser.close()
    await stopServer(server.child)
    await store.cleanup()
  }
  await shootTemplates(found.path)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
