// `npm run covers`: shoots every seeded template's real pages in Chromium, in English and in
// Japanese, and writes its covers under public/covers/shots/{id}/{version}/: WebP at 400, 800 and
// 1600 wide (4:3, the first screen of its home page at 1024×768), a 1200×630 JPEG for link
// previews, and a 640×480 WebP of each page for the detail gallery, each in both languages
// (catalogue/cover-shots.ts names them: `cover-800.webp`, `cover-800.ja.webp`…). While each page
// is shown it is measured (scripts/page-quality.ts: axe-core, contrast, weight, 375 px), and the
// template's quality facts go into server/template-sites/cover-shots.json, the manifest the
// server reads. Chromium encodes the images itself (DevTools' captureScreenshot, rendered at the
// target scale), so no image library is needed. The version is a hash of the pages' HTML in both
// languages (server/template-sites/shot-version.ts): a template whose pages did not change is
// skipped and keeps its facts, so a rerun rewrites nothing (--force shoots all). Options:
// --templates=<n> (default 144), --only=<id,id>, --workers=<n> (pages shot side by side, default 2).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type CDPSession, type Page } from 'playwright-core'
import * as prettier from 'prettier'
import {
  SHOT_COVER_WIDTHS,
  SHOT_LANGUAGES,
  SHOT_PAGE_WIDTH,
  SHOTS_PATH,
  shotCoverFile,
  shotOgFile,
  shotPageFile,
} from '#catalogue/cover-shots'
import { DEFAULT_TEMPLATE_COUNT, generateTemplates } from '#server/db/seed-store'
import { SHOT_MANIFEST_PATH, type ShotManifest } from '#server/template-sites/cover-shots'
import { shotPagesOf, shotVersion } from '#server/template-sites/shot-version'
import { HOW_TO_GET_CHROMIUM, QUIET_CHROMIUM_FLAGS, findChromium } from './chromium-path.mjs'
import { measurePage, templateQuality, type PageQuality } from './page-quality'

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
/** Templates shot side by side, one browser page each (default: one per core, at most 2). */
const WORKERS = Math.max(1, Number(option('workers') ?? Math.min(2, os.availableParallelism())))
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
  const started = Date.now()
  const queue = generateTemplates(COUNT)
  /** One page of its own takes templates off the queue until it is empty. */
  const worker = async () => {
    const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'reduce' })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    for (let template = queue.shift(); template; template = queue.shift()) {
      const shots = shotPagesOf(template)
      if (!shots) continue
      if (ONLY && !ONLY.includes(template.id)) {
        const kept = previous[template.id]
        if (kept) manifest[template.id] = kept
        continue
      }
      const { pages, htmlOf } = shots
      const version = shotVersion(shots)
      const folder = path.join(OUT_DIR, template.id, version)
      const kept = previous[template.id]
      const complete =
        kept?.version === version &&
        kept.quality !== null &&
        SHOT_LANGUAGES.every(
          (language) =>
            kept.languages?.includes(language) &&
            fs.existsSync(path.join(folder, shotOgFile(language))) &&
            pages.every((p) => fs.existsSync(path.join(folder, shotPageFile(p.slug, language)))),
        )
      if (complete && !FORCE) {
        manifest[template.id] = kept
        continue
      }

      const began = Date.now()
      // Only this version's folder stays: older shots of the template go.
      fs.rmSync(path.join(OUT_DIR, template.id), { recursive: true, force: true })
      fs.mkdirSync(folder, { recursive: true })
      const files: [string, Buffer][] = []
      const measured: PageQuality[] = []
      for (const language of SHOT_LANGUAGES) {
        for (const p of pages) {
          const html = htmlOf(p.slug, language)
          await show(page, html)
          if (p.slug === '') {
            for (const width of SHOT_COVER_WIDTHS) {
              files.push([
                shotCoverFile(width, language),
                await capture(cdp, 'webp', WEBP_QUALITY, VIEWPORT, width / VIEWPORT.width),
              ])
            }
            const ogScale = OG.width / VIEWPORT.width
            files.push([
              shotOgFile(language),
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
            shotPageFile(p.slug, language),
            await capture(cdp, 'webp', WEBP_QUALITY, VIEWPORT, SHOT_PAGE_WIDTH / VIEWPORT.width),
          ])
          // After the shots: measuring resizes the viewport to a phone's and back.
          measured.push(await measurePage(page, html))
        }
      }
      for (const [name, bytes] of files) fs.writeFileSync(path.join(folder, name), bytes)
      const quality = templateQuality(measured)
      manifest[template.id] = {
        version,
        pages: pages.map((p) => p.slug),
        languages: [...SHOT_LANGUAGES],
        quality,
      }
      shot++
      const { axe, contrast, bytes, fitsPhone } = quality
      console.log(
        `${template.id} ${template.title_en}: ${files.length} images, ` +
          `axe ${axe.critical}/${axe.serious}/${axe.moderate}/${axe.minor} ` +
          `(critical/serious/moderate/minor), contrast ${contrast.body}/${contrast.button ?? '-'} ` +
          `(body/button), ${bytes.median} B median, ${fitsPhone ? 'fits' : 'overflows'} 375 px ` +
          `(${((Date.now() - began) / 1000).toFixed(1)} s)`,
      )
    }
    await context.close()
  }
  try {
    await Promise.all(Array.from({ length: WORKERS }, worker))
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
    await prettier.format(JSON.stringify(sorted), {
      ...(await prettier.resolveConfig(SHOT_MANIFEST_PATH)),
      filepath: SHOT_MANIFEST_PATH,
    }),
  )
  const seconds = (Date.now() - started) / 1000
  console.log(
    `Shot ${shot} template(s) in ${seconds.toFixed(0)} s` +
      (shot > 0 ? ` (${(seconds / shot).toFixed(1)} s each)` : '') +
      `; ${Object.keys(sorted).length} in ${path.relative('.', SHOT_MANIFEST_PATH)}`,
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
