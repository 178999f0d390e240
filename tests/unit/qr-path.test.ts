// The detail page's "open on your phone" code (issue 31): the SVG path qrPath draws must read back
// as the address, whatever its length, with the mask fixed for speed (issue 30).
import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import { templatePreviewUrl } from '#src/features/templates/lib/preview-address'
import { qrPath, type QrPath } from '#src/features/templates/lib/qr-path'

const PIXELS_PER_MODULE = 4

/** The path painted as the page paints it (black runs on white), read by a camera's decoder. */
function decode({ size, d }: QrPath): string | undefined {
  const width = size * PIXELS_PER_MODULE
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255)
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (
      let row = Number(y) * PIXELS_PER_MODULE;
      row < (Number(y) + 1) * PIXELS_PER_MODULE;
      row++
    ) {
      const from = (row * width + Number(x) * PIXELS_PER_MODULE) * 4
      pixels.fill(0, from, from + Number(w) * PIXELS_PER_MODULE * 4)
      for (let i = from + 3; i < from + Number(w) * PIXELS_PER_MODULE * 4; i += 4) pixels[i] = 255
    }
  }
  return jsQR(pixels, width, width)?.data
}

const address = (path: string) => new URL(path, 'https://store.example.com').href

describe('qrPath', () => {
  const addresses = {
    'a preview address': address(templatePreviewUrl('tpl-0001', 'en')),
    'a personalised one in Japanese': address(
      templatePreviewUrl('3f0c2a8e-5b7d-4c1e-9a6f-2d8b7e4c1a90', 'ja', {
        name: '小林ベーカリー',
        tagline: '毎朝焼きたてのパン',
        accent: '#aa3300',
      }),
    ),
    'a long one (a larger version)': address(`/preview/templates/${'x'.repeat(180)}?lang=en`),
  }

  for (const [name, text] of Object.entries(addresses)) {
    it(`draws ${name} so that a decoder reads it back`, () => {
      const code = qrPath(text)
      expect(code.d).not.toBe('')
      expect(decode(code)).toBe(text)
    })
  }

  it('draws preview addresses of any template so that a decoder reads them back', () => {
    const ids = Array.from(
      { length: 40 },
      (_, n) => `t${(n * 7_919).toString(36).padStart(9, 'q')}`,
    )
    for (const [n, id] of ids.entries()) {
      const text = address(templatePreviewUrl(id, n % 2 ? 'ja' : 'en'))
      expect(decode(qrPath(text))).toBe(text)
    }
  })

  it('leaves the quiet zone light and draws one run per subpath', () => {
    const { size, d } = qrPath(addresses['a preview address'])
    const runs = [...d.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)]
    expect(runs.map((run) => run[0]).join('')).toBe(d)
    for (const [, x, y, w, back] of runs) {
      expect(back).toBe(w)
      expect(Number(x)).toBeGreaterThanOrEqual(4)
      expect(Number(y)).toBeGreaterThanOrEqual(4)
      expect(Number(x) + Number(w)).toBeLessThanOrEqual(size - 4)
      expect(Number(y)).toBeLessThan(size - 4)
    }
  })
})
