// `npm run covers`: shoots every seeded template's real pages in Chromium and writes its covers
// under public/covers/shots/{id}/{version}/: WebP at 400, 800 and 1600 wide (4:3, the first
// screen of its home page at 1024×768), a 1200×630 JPEG for link previews, and a 640×480 WebP of
// each page for the detail gallery; then server/template-sites/cover-shots.json, the manifest the
// server reads. Chromium encodes the images itself (DevTools' captureScreenshot, rendered at the
// target scale), so no image library is needed. The version is a hash of the pages' HTML: a
// template whose pages did not change is skipped, so a rerun rewrites nothing (--force shoots
// all). Options: --templates=<n> (default 144), --only=<id,id>.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { chromium, type CDPSession, type Page } from 'playwright-core'
import * as prettier from 'prettier'
import {
  SHOT_COVER_WIDTHS,
  SHOT_OG_FILE,
  SHOT_PAGE_WIDTH,
  SHOTS_PATH,
  shotCoverFile,
  shotPageFile,
} from '../catalogue/cover-shots'
import { templateSitePages } from '../catalogue/template-pages'
import { DEFAULT_TEMPLATE_COUNT, generateTemplates } from '../server/db/seed-store'
import { SHOT_MANIFEST_PATH, type ShotManifest } from '../server/template-sites/cover-shots'
import { renderTemplateSitePage } from '../server/template-sites/render'
import { templateSiteOf } from '../server/template-sites/site-facts'
import { HOW_TO_GET_CHROMIUM, QUIET_CHROMIUM_FLAGS, findChromium } from './chromium-path.mjs'

/** Bump to reshoot everything when the way shots are taken changes. */
const SHOT_RECIPE = 'v1'
const VIEWPORT = { width: 1024, height: 768 }
const OG = { width: 1200, height: 630 }
const WEBP_QUALITY = 72
const JPEG_QUALITY = 80

const args = process.argv.slice(2)
const option = (name: string) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const FORCE = args.includes('--force')
const COUNT = Number(option('templates') ?? DEFAULT_TEMPLATE_COUNT)
const ONLY = option('only')?.split(',')
const OUT_DIR = path.resolve('public', `.${SHOTS_PATH}`)

async function capture(
  cdp: CDPSession,
  format: 'webp' | 'jpeg',
  quality: number,
  clip: { width: number; height: number },
  scale: number,
): Promise<Buffer> {
  const { data } = await cdp.send('Page.captureScreenshot', {
    format,
    quality,
    clip: { x: 0, y: 0, width: clip.width, height: clip.height, scale },
    captureBeyondViewport: false,
  })
  return Buffer.from(data, 'base64')
}

async function show(page: Page, html: string): Promise<void> {
  await page.setContent(html, { waitUntil: 'load' })
  await page.evaluate(() => document.fonts.ready)
}

async function main(): Promise<void> {
  const found = findChromium()
  if (!found.source) throw new Error(HOW_TO_GET_CHROMIUM)
  const browser = await chromium.launch({
    executablePath: found.path,
    args: [
      '--headless=new',
      ...QUIET_CHROMIUM_FLAGS,
      '--hide-scrollbars',
      '--font-render-hinting=none',
    ],
  })
  const previous: ShotManifest = fs.existsSync(SHOT_MANIFEST_PATH)
    ? (JSON.parse(fs.readFileSync(SHOT_MANIFEST_PATH, 'utf8')) as ShotManifest)
    : {}
  const manifest: ShotManifest = {}
  let shot = 0
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'reduce' })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    for (const template of generateTemplates(COUNT)) {
      const site = templateSiteOf(template)
      if (!site) continue
      if (ONLY && !ONLY.includes(template.id)) {
        const kept = previous[template.id]
        if (kept) manifest[template.id] = kept
        continue
      }
      const pages = templateSitePages(site.siteType, site.industry)
      const basePath = `/preview/templates/${template.id}`
      const htmlOf = (slug: string) => {
        const html = renderTemplateSitePage(site, slug, 'en', { basePath })
        if (!html) throw new Error(`${template.id} has no page "${slug}"`)
        return html
      }
      const hash = crypto.createHash('sha256').update(SHOT_RECIPE)
      for (const p of pages) hash.update(htmlOf(p.slug))
      const version = hash.digest('hex').slice(0, 10)
      const folder = path.join(OUT_DIR, template.id, version)
      const entry = { version, pages: pages.map((p) => p.slug) }
      manifest[template.id] = entry

      const complete =
        previous[template.id]?.version === version &&
        fs.existsSync(path.join(folder, SHOT_OG_FILE)) &&
        pages.every((p) => fs.existsSync(path.join(folder, shotPageFile(p.slug))))
      if (complete && !FORCE) continue

      // Only this version's folder stays: older shots of the template go.
      fs.rmSync(path.join(OUT_DIR, template.id), { recursive: true, force: true })
      fs.mkdirSync(folder, { recursive: true })
      const files: [string, Buffer][] = []
      for (const p of pages) {
        await show(page, htmlOf(p.slug))
        if (p.slug === '') {
          for (const width of SHOT_COVER_WIDTHS) {
            files.push([
              shotCoverFile(width),
              await capture(cdp, 'webp', WEBP_QUALITY, VIEWPORT, width / VIEWPORT.width),
            ])
          }
          const ogScale = OG.width / VIEWPORT.width
          files.push([
            SHOT_OG_FILE,
            await capture(
              cdp,
              'jpeg',
              JPEG_QUALITY,
              { width: VIEWPORT.width, height: OG.height / ogScale },
              ogScale,
            ),
          ])
        }
        files.push([
          shotPageFile(p.slug),
          await capture(cdp, 'webp', WEBP_QUALITY, VIEWPORT, SHOT_PAGE_WIDTH / VIEWPORT.width),
        ])
      }
      for (const [name, bytes] of files) fs.writeFileSync(path.join(folder, name), bytes)
      shot++
      console.log(`${template.id} ${template.title_en}: ${files.length} images`)
    }
  } finally {
    await browser.close()
  }
  // Shots of templates the seed no longer has go too.
  if (!ONLY && fs.existsSync(OUT_DIR)) {
    for (const id of fs.readdirSync(OUT_DIR)) {
      if (!manifest[id]) fs.rmSync(path.join(OUT_DIR, id), { recursive: true, force: true })
    }
  }
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)))
  // Written as the repository's formatter would, so format checks pass and diffs stay small.
  fs.writeFileSync(
    SHOT_MANIFEST_PATH,
    await prettier.format(JSON.stringify(sorted), { filepath: SHOT_MANIFEST_PATH }),
  )
  console.log(
    `Shot ${shot} template(s); ${Object.keys(sorted).length} in ${path.relative('.', SHOT_MANIFEST_PATH)}`,
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
