// @vitest-environment jsdom
// The page's one inline script (startAfterFirstImage, server/render/router-manifest.ts): the entry
// is fetched only after the page's first contentful paint and its first cover, so the largest
// paint never waits for ~140 kB of JavaScript, and it is fetched exactly once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startAfterFirstImage } from '../../server/render/router-manifest'

type PaintCallback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void

let observers: PaintCallback[] = []
let buffered: string[] = []

class FakePerformanceObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint']
  constructor(private readonly callback: PaintCallback) {}
  observe(options: { type: string; buffered?: boolean }) {
    if (options.type !== 'paint') throw new TypeError(`unsupported ${options.type}`)
    observers.push(this.callback)
    // A buffered observer hears of paints that happened before it was made.
    if (options.buffered && buffered.length) this.deliver(buffered)
  }
  disconnect() {
    observers = observers.filter((callback) => callback !== this.callback)
  }
  deliver(names: string[]) {
    this.callback({ getEntriesByName: (name) => names.filter((n) => n === name) }, this)
  }
}

/** The browser paints: every observer hears of it. */
function paint(name: 'first-paint' | 'first-contentful-paint') {
  buffered.push(name)
  for (const callback of [...observers]) {
    callback(
      { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) },
      { disconnect: () => (observers = observers.filter((c) => c !== callback)) },
    )
  }
}

/** Runs the page's script with `import()` replaced by a spy, as the browser would run it. */
function runStarter() {
  const entryImport = vi.fn()
  const script = startAfterFirstImage('/assets/entry-client-1.js').replace('import(', 'entry(')
  new Function('entry', script)(entryImport)
  return entryImport
}

/** Lets animation frames and timers run. */
async function frames() {
  await vi.advanceTimersByTimeAsync(100)
}

function cover({ complete }: { complete: boolean }) {
  const image = document.createElement('img')
  image.setAttribute('fetchpriority', 'high')
  Object.defineProperty(image, 'complete', { value: complete })
  document.body.append(image)
  return image
}

beforeEach(() => {
  vi.useFakeTimers()
  observers = []
  buffered = []
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver)
  document.body.innerHTML = ''
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe("the page's entry starter", () => {
  it('waits for the first contentful paint, not for a timer, then loads the entry once', async () => {
    const entryImport = runStarter()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(entryImport).not.toHaveBeenCalled()
    // A background paint is not content.
    paint('first-paint')
    await frames()
    expect(entryImport).not.toHaveBeenCalled()
    paint('first-contentful-paint')
    await frames()
    expect(entryImport).toHaveBeenCalledExactlyOnceWith('/assets/entry-client-1.js')
  })

  it("waits for the first cover's load too, whichever comes last", async () => {
    const image = cover({ complete: false })
    const entryImport = runStarter()
    paint('first-contentful-paint')
    await frames()
    expect(entryImport).not.toHaveBeenCalled()
    image.dispatchEvent(new Event('load'))
    await frames()
    expect(entryImport).toHaveBeenCalledOnce()
  })

  it('starts after a cover that failed to load', async () => {
    const image = cover({ complete: false })
    const entryImport = runStarter()
    paint('first-contentful-paint')
    image.dispatchEvent(new Event('error'))
    await frames()
    expect(entryImport).toHaveBeenCalledOnce()
  })

  it('hears of a paint that came before it ran, and of a cover already loaded', async () => {
    cover({ complete: true })
    paint('first-contentful-paint')
    const entryImport = runStarter()
    await frames()
    expect(entryImport).toHaveBeenCalledOnce()
  })

  it('starts at once in a hidden tab, which paints nothing, and when the tab is hidden later', async () => {
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    expect(runStarter()).toHaveBeenCalledOnce()
    hidden.mockReturnValue('visible')
    const later = runStarter()
    await frames()
    expect(later).not.toHaveBeenCalled()
    hidden.mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    paint('first-contentful-paint')
    await frames()
    expect(later).toHaveBeenCalledOnce()
  })

  it.each([
    ['no PerformanceObserver', undefined],
    [
      'an observer without paint entries',
      class extends FakePerformanceObserver {
        static override supportedEntryTypes = ['resource']
      },
    ],
  ])('starts after the cover in a browser with %s', async (_, observer) => {
    vi.stubGlobal('PerformanceObserver', observer)
    const image = cover({ complete: false })
    const entryImport = runStarter()
    await frames()
    expect(entryImport).not.toHaveBeenCalled()
    image.dispatchEvent(new Event('load'))
    await frames()
    expect(entryImport).toHaveBeenCalledOnce()
  })
})
