// The walker of decision 041 on its own: it renders only while the instance answers nothing,
// every template in both languages once, pages whose counts moved once they are due, and all
// of them again after a catalogue change.
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  AHEAD_REFRESH_AFTER_MS,
  createAheadWalker,
  type AheadPage,
  type AheadTarget,
  type AheadWalker,
} from '#server/render/pages-ahead'

const keyOf = (target: AheadTarget) => `${target.layout} ${target.path}`
/** Time for the walker to do what it would (an absence is checked after it). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 30))
/** What the walker must do, however slow the machine. */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 5_000, interval: 5 })

function walkerWith(ids: string[]) {
  let now = 1_000_000
  let busy = false
  const kept = new Map<string, AheadPage>()
  const rendered: string[] = []
  const walker = createAheadWalker({
    layouts: ['desktop'],
    listTemplateIds: async () => ids,
    kept: (target) => kept.get(keyOf(target)),
    render: async (target) => {
      rendered.push(target.path)
      kept.set(keyOf(target), {
        target,
        status: 200,
        headers: [],
        type: 'text/html',
        gzip: Buffer.alloc(0),
        tag: 'tag',
        scriptSources: [],
        renderedAt: now,
        lastModified: now,
      })
      return true
    },
    busy: () => busy,
    clock: () => now,
    sleep: () => new Promise((resolve) => setTimeout(resolve, 1)),
  })
  return {
    walker,
    kept,
    rendered,
    setBusy: (value: boolean) => (busy = value),
    advance: (ms: number) => (now += ms),
  }
}

describe('the walker of pages rendered ahead', () => {
  let running: AheadWalker | undefined
  afterEach(() => running?.stop())

  it('renders nothing while requests are answered, then every template in both languages once', async () => {
    const w = walkerWith(['a', 'b'])
    running = w.walker
    w.setBusy(true)
    w.walker.start()
    await settle()
    expect(w.rendered).toEqual([])
    expect(w.walker.status(w.kept.size).complete).toBe(false)

    w.setBusy(false)
    await eventually(() =>
      expect(w.walker.status(w.kept.size)).toEqual({ wanted: 4, kept: 4, complete: true }),
    )
    expect(w.rendered).toEqual([
      '/store/templates/a',
      '/ja/store/templates/a',
      '/store/templates/b',
      '/ja/store/templates/b',
    ])
  })

  it('renders a page whose counts moved once it is due, and only that page', async () => {
    const w = walkerWith(['a', 'b'])
    running = w.walker
    w.walker.start()
    await eventually(() => expect(w.walker.status(w.kept.size).complete).toBe(true))
    w.rendered.length = 0
    const moved = { path: '/store/templates/b', layout: 'desktop' } as const
    const page = w.kept.get(keyOf(moved)) as AheadPage
    page.countsChangedAt = page.renderedAt + 1
    w.walker.refresh([moved])
    await settle()
    expect(w.rendered).toEqual([])

    w.advance(AHEAD_REFRESH_AFTER_MS)
    await eventually(() => expect(w.rendered).toEqual(['/store/templates/b']))
    await settle()
    expect(w.rendered).toEqual(['/store/templates/b'])
  })

  it('renders every page again after a catalogue change', async () => {
    const w = walkerWith(['a'])
    running = w.walker
    w.walker.start()
    await eventually(() => expect(w.walker.status(w.kept.size).complete).toBe(true))
    w.kept.clear()
    w.rendered.length = 0
    w.walker.restart()
    await eventually(() =>
      expect(w.rendered).toEqual(['/store/templates/a', '/ja/store/templates/a']),
    )
  })
})
