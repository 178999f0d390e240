// `npx tsx scripts/store-icons.ts`: the store's icon set, drawn here (the header's mark: four
// tiles, the last one a red dot) and rasterised with resvg. It writes
// - public/icons/favicon-{hash}.svg, favicon-{hash}.ico (16, 32 and 48 px PNGs) and
//   apple-touch-icon-{hash}.png (180 × 180, opaque: iOS shows transparency as black), the files
//   every page links; the hash of its bytes is in each name, so they are served as immutable;
// - public/favicon.ico and public/apple-touch-icon.png, the same bytes at the addresses browsers
//   ask for on their own (a page without links, a home-screen shortcut);
// - catalogue/store-icons.ts, the linked addresses.
// The drawing is the project's own (CREDITS.md). Rerun it after changing the drawing; the unit
// test (tests/unit/store-icons.test.ts) renders again and fails when the files are not its output.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Resvg } from '@resvg/resvg-js'
import * as prettier from 'prettier'

/** The header's mark (src/components/layout/site-header.tsx) on a 32-unit grid, in solid colours. */
function mark(accent: string, soft: string): string {
  return [
    `<rect x="3" y="3" width="12" height="12" rx="3" fill="${accent}"/>`,
    `<rect x="17" y="3" width="12" height="12" rx="3" fill="${soft}"/>`,
    `<rect x="3" y="17" width="12" height="12" rx="3" fill="${soft}"/>`,
    `<circle cx="23" cy="23" r="6" fill="#e5484d"/>`,
  ].join('')
}

// The accent (#2450e6) and its 45% tint over white, as the header draws them.
const ACCENT = '#2450e6'
const SOFT = '#9cb0f4'

/**
 * The tab icon. Browsers that show SVG icons take this one: on a dark tab strip the blues are
 * lighter so the tiles stay visible.
 */
export const FAVICON_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
  `<style>@media (prefers-color-scheme:dark){.a{fill:#7d98ff}.s{fill:#c3d0ff}}</style>` +
  mark(ACCENT, SOFT)
    .replace(`fill="${ACCENT}"`, `class="a" fill="${ACCENT}"`)
    .replaceAll(`fill="${SOFT}"`, `class="s" fill="${SOFT}"`) +
  `</svg>\n`

/** The ICO's drawing: the same mark, light scheme (an ICO has no colour scheme). */
const ICO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${mark(ACCENT, SOFT)}</svg>`

/** The home-screen icon: the mark on white, a sixth of the side around it (iOS rounds the corners). */
const APPLE_TOUCH_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">` +
  `<rect width="48" height="48" fill="#ffffff"/><g transform="translate(8 8)">${mark(ACCENT, SOFT)}</g></svg>`

export const ICO_SIZES = [16, 32, 48] as const
export const APPLE_TOUCH_SIZE = 180

function png(svg: string, size: number): Buffer {
  return Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng())
}

/** An ICO of PNG images (Vista and later read PNG entries), largest last. */
export function icoOf(images: ReadonlyArray<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // 1: icon
  header.writeUInt16LE(images.length, 4)
  let offset = 6 + 16 * images.length
  const entries = images.map(({ size, png: bytes }) => {
    if (size < 1 || size > 256) throw new Error(`An ICO image is 1 to 256 px, not ${size}`)
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size === 256 ? 0 : size, 0) // width (0 means 256)
    entry.writeUInt8(size === 256 ? 0 : size, 1) // height
    entry.writeUInt8(0, 2) // no palette
    entry.writeUInt8(0, 3) // reserved
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits per pixel
    entry.writeUInt32LE(bytes.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += bytes.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)])
}

export type StoreIconFile = { kind: 'svg' | 'ico' | 'appleTouch'; name: string; bytes: Buffer }

/** Where the linked files live under public/ (and so the site). */
export const ICONS_DIR = 'icons'

function hashed(base: string, extension: string, bytes: Buffer): string {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10)
  return `${base}-${hash}.${extension}`
}

/** The icon set, rendered: the same bytes on every run. */
export function renderStoreIcons(): StoreIconFile[] {
  const svg = Buffer.from(FAVICON_SVG)
  const ico = icoOf(ICO_SIZES.map((size) => ({ size, png: png(ICO_SVG, size) })))
  const appleTouch = png(APPLE_TOUCH_SVG, APPLE_TOUCH_SIZE)
  return [
    { kind: 'svg', name: hashed('favicon', 'svg', svg), bytes: svg },
    { kind: 'ico', name: hashed('favicon', 'ico', ico), bytes: ico },
    { kind: 'appleTouch', name: hashed('apple-touch-icon', 'png', appleTouch), bytes: appleTouch },
  ]
}

/** catalogue/store-icons.ts for a rendered set. */
export async function storeIconsModule(files: readonly StoreIconFile[]): Promise<string> {
  const href = (kind: StoreIconFile['kind']) => {
    const file = files.find((f) => f.kind === kind)
    if (!file) throw new Error(`The icon set has no ${kind} file`)
    return `/${ICONS_DIR}/${file.name}`
  }
  const source = `// Written by \`npx tsx scripts/store-icons.ts\`: do not edit. The store's icon set (CREDITS.md):
// each name carries a hash of its bytes, so the server caches them as immutable.
export const STORE_ICONS = {
  svg: '${href('svg')}',
  ico: '${href('ico')}',
  appleTouch: '${href('appleTouch')}',
} as const
`
  return prettier.format(source, {
    ...(await prettier.resolveConfig('catalogue/store-icons.ts')),
    parser: 'typescript',
  })
}

/** The same bytes at the addresses browsers ask for without a link. */
export const ROOT_COPIES = { ico: 'favicon.ico', appleTouch: 'apple-touch-icon.png' } as const

async function main(): Promise<void> {
  const files = renderStoreIcons()
  const dir = path.resolve('public', ICONS_DIR)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  for (const file of files) {
    fs.writeFileSync(path.join(dir, file.name), file.bytes)
    const copy = file.kind === 'svg' ? undefined : ROOT_COPIES[file.kind]
    if (copy) fs.writeFileSync(path.resolve('public', copy), file.bytes)
  }
  fs.writeFileSync(path.resolve('catalogue/store-icons.ts'), await storeIconsModule(files))
  for (const file of files) console.log(`public/${ICONS_DIR}/${file.name} (${file.bytes.length} B)`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await main()
}
