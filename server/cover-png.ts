// PNG renditions of the SVG covers, for Open Graph and Twitter cards. Rasterising takes
// 50–300 ms, so it runs on resvg's worker threads (only the PNG encoding, a few ms to tens of
// ms, is on the event loop), at most a few at once (libuv's small pool also serves file reads
// and password hashing), one render per distinct cover however many requests ask for it
// together, and the results stay in a byte-bounded LRU.
import { renderAsync } from '@resvg/resvg-js'
import { coverFontOptions } from './cover-fonts'
import { ByteLru } from './search/byte-lru'

/** PNG bytes over a plain ArrayBuffer, as web Response bodies take them. */
export type PngBytes = Uint8Array<ArrayBuffer>

/** Renders running at once; the rest wait their turn. */
const MAX_CONCURRENT_RENDERS = 2

export type CoverPngRenderer = {
  /** The PNG of `svg`; `key` names the SVG's content (its hash), so equal keys share a render. */
  render: (key: string, svg: string) => Promise<PngBytes>
  readonly cache: ByteLru<PngBytes>
}

export function createCoverPngRenderer(cacheBytes: number): CoverPngRenderer {
  const cache = new ByteLru<PngBytes>(cacheBytes, (png) => png.byteLength)
  const inFlight = new Map<string, Promise<PngBytes>>()
  let running = 0
  const waiting: (() => void)[] = []

  async function withRenderSlot<T>(work: () => Promise<T>): Promise<T> {
    if (running >= MAX_CONCURRENT_RENDERS) {
      await new Promise<void>((resolve) => waiting.push(resolve))
    } else {
      running++
    }
    try {
      return await work()
    } finally {
      // The slot passes straight to the next waiter, so `running` stays counted for it.
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }

  async function rasterize(svg: string): Promise<PngBytes> {
    // Covers name Helvetica/Arial and Georgia with generic fallbacks; a face the host has
    // stands in. On a host without any font the text is left out and the shapes remain.
    const font = await coverFontOptions()
    const image = await withRenderSlot(() => renderAsync(svg, { font, logLevel: 'off' }))
    // Copied once, off resvg's Buffer pool slice, into bytes of its own.
    return new Uint8Array(image.asPng())
  }

  return {
    cache,
    render(key, svg) {
      const cached = cache.get(key)
      if (cached) return Promise.resolve(cached)
      let pending = inFlight.get(key)
      if (!pending) {
        pending = rasterize(svg)
          .then((png) => {
            cache.set(key, png)
            return png
          })
          .finally(() => inFlight.delete(key))
        inFlight.set(key, pending)
      }
      return pending
    },
  }
}
