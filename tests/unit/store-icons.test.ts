// Issue 32: the store's icon set (scripts/store-icons.ts): the files in public/ are what the
// script renders today, each linked name carries its bytes' hash, the ICO holds real 16, 32 and
// 48 px images, and the home-screen icon is 180 × 180 and opaque.
import fs from 'node:fs'
import path from 'node:path'
import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { STORE_ICON_LINKS, storeIconLinksHtml } from '#catalogue/store-icon-links'
import { STORE_ICONS } from '#catalogue/store-icons'
import {
  APPLE_TOUCH_SIZE,
  ICO_SIZES,
  ICONS_DIR,
  ROOT_COPIES,
  icoOf,
  renderStoreIcons,
  storeIconsModule,
} from '#scripts/store-icons'

const PUBLIC = path.resolve('public')
const committed = (href: string) => fs.readFileSync(path.join(PUBLIC, href))

type Png = { width: number; height: number; colourType: number; rgba?: Buffer }

/** Reads a PNG's header, and an 8-bit RGBA one's pixels (the filters undone). */
function readPng(bytes: Buffer): Png {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))
  let offset = 8
  let header: Png | undefined
  const data: Buffer[] = []
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset)
    const type = bytes.toString('latin1', offset + 4, offset + 8)
    const body = bytes.subarray(offset + 8, offset + 8 + length)
    if (type === 'IHDR') {
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        colourType: body[9] ?? -1,
      }
      expect(body[8], 'bit depth').toBe(8)
    }
    if (type === 'IDAT') data.push(body)
    offset += 12 + length
  }
  if (!header) throw new Error('A PNG without IHDR')
  if (header.colourType !== 6) return header
  const raw = inflateSync(Buffer.concat(data))
  const stride = header.width * 4
  const rgba = Buffer.alloc(stride * header.height)
  for (let y = 0; y < header.height; y += 1) {
    const filter = raw[y * (stride + 1)]
    for (let x = 0; x < stride; x += 1) {
      const value = raw[y * (stride + 1) + 1 + x] ?? 0
      const a = x >= 4 ? (rgba[y * stride + x - 4] ?? 0) : 0
      const b = y > 0 ? (rgba[(y - 1) * stride + x] ?? 0) : 0
      const c = x >= 4 && y > 0 ? (rgba[(y - 1) * stride + x - 4] ?? 0) : 0
      const p = a + b - c
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c
      const predicted = [0, a, b, (a + b) >> 1, paeth][filter ?? 0]
      if (predicted === undefined) throw new Error(`Unknown PNG filter ${filter}`)
      rgba[y * stride + x] = (value + predicted) & 0xff
    }
  }
  return { ...header, rgba }
}

/** The images an ICO holds: its directory's sizes and each entry's bytes. */
function readIco(bytes: Buffer): { size: number; png: Buffer }[] {
  expect(bytes.readUInt16LE(0)).toBe(0)
  expect(bytes.readUInt16LE(2)).toBe(1)
  return Array.from({ length: bytes.readUInt16LE(4) }, (_, i) => {
    const entry = 6 + 16 * i
    const length = bytes.readUInt32LE(entry + 8)
    const offset = bytes.readUInt32LE(entry + 12)
    return { size: bytes[entry] || 256, png: bytes.subarray(offset, offset + length) }
  })
}

describe('the store icon set', () => {
  const rendered = renderStoreIcons()

  it('is in public/ as the script renders it, under names that carry its hash', async () => {
    for (const file of rendered) {
      const href = STORE_ICONS[file.kind]
      expect(href, `${file.kind}: rerun npx tsx scripts/store-icons.ts`).toBe(
        `/${ICONS_DIR}/${file.name}`,
      )
      expect(committed(href).equals(file.bytes), href).toBe(true)
    }
    for (const [kind, name] of Object.entries(ROOT_COPIES)) {
      const file = rendered.find((f) => f.kind === kind)
      expect(file && committed(name).equals(file.bytes), name).toBe(true)
    }
    // Nothing else left in icons/ from an older drawing.
    expect(fs.readdirSync(path.join(PUBLIC, ICONS_DIR)).sort()).toEqual(
      rendered.map((f) => f.name).sort(),
    )
    expect(fs.readFileSync('catalogue/store-icons.ts', 'utf8')).toBe(
      await storeIconsModule(rendered),
    )
  })

  it('has an ICO of 16, 32 and 48 px PNG images', () => {
    const images = readIco(committed(STORE_ICONS.ico))
    expect(images.map((image) => image.size)).toEqual([...ICO_SIZES])
    for (const image of images) {
      const png = readPng(image.png)
      expect([png.width, png.height]).toEqual([image.size, image.size])
      // Something is drawn: not a blank square.
      expect(png.rgba?.some((value, i) => i % 4 === 3 && value === 255)).toBe(true)
    }
    expect(() => icoOf([{ size: 300, png: Buffer.alloc(1) }])).toThrow(/1 to 256 px, not 300/)
  })

  it('has a 180 px home-screen icon with no transparent pixel (iOS would show it black)', () => {
    const png = readPng(committed(STORE_ICONS.appleTouch))
    expect([png.width, png.height]).toEqual([APPLE_TOUCH_SIZE, APPLE_TOUCH_SIZE])
    const alphas = new Set(png.rgba?.filter((_, i) => i % 4 === 3))
    expect([...alphas]).toEqual([255])
  })

  it('has an SVG icon that draws the mark and nothing from elsewhere', () => {
    const svg = committed(STORE_ICONS.svg).toString('utf8')
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 32 32">/)
    expect(svg).not.toMatch(/href|url\(|@import/)
  })

  it('is linked as ICO (32x32), SVG and apple-touch-icon', () => {
    expect(STORE_ICON_LINKS).toEqual([
      { rel: 'icon', href: STORE_ICONS.ico, sizes: '32x32' },
      { rel: 'icon', href: STORE_ICONS.svg, type: 'image/svg+xml' },
      { rel: 'apple-touch-icon', href: STORE_ICONS.appleTouch },
    ])
    expect(storeIconLinksHtml()).toBe(
      [
        `<link rel="icon" href="${STORE_ICONS.ico}" sizes="32x32">`,
        `<link rel="icon" href="${STORE_ICONS.svg}" type="image/svg+xml">`,
        `<link rel="apple-touch-icon" href="${STORE_ICONS.appleTouch}">`,
      ].join('\n'),
    )
  })
})
