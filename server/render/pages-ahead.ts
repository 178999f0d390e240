// Template pages rendered ahead of any request (issue 30, decision 041). A public catalogue lives
// on its long tail: crawlers, link previews and visitors from a search engine land on detail pages
// nobody asked for lately, and each one rendered on request costs 10–20 ms of a core. So every
// template's page, in both languages and for the layouts in PAGES_AHEAD, is rendered by a walker
// that runs only while no request is being answered, and kept (gzip only, ~13 kB a page) until
// the catalogue changes. Likes and purchases move counts: a detail page is served with its own
// template's counts only (its related row is fetched by the app), so when that count moves its
// pages are re-rendered by the walker (no sooner than AHEAD_REFRESH_AFTER_MS after their render),
// and page-freshness.ts's bound still holds for what is sent.
import type { PagesAheadLayout } from '../config'
import { COUNTS_LAG_MS, freshUntil } from './page-freshness'

/** The safety net for writes nobody announced: a page rendered ahead is renewed after this. */
export const AHEAD_PAGE_MAX_AGE_MS = 60 * 60_000
/** A page whose counts moved is re-rendered no sooner than this after its render. */
export const AHEAD_REFRESH_AFTER_MS = COUNTS_LAG_MS / 2
/**
 * The instance counts as idle once it has answered nothing for this long: under steady load the
 * gaps between requests are shorter, and a render in one of them (~10 ms) would delay the next
 * requests (a walk in the gaps of a suggestions load cut its rate from 7,600 to 2,900 req/s).
 */
export const AHEAD_QUIET_MS = 50
/** While requests are being answered, the walker looks again this much later. */
const BUSY_RETRY_MS = 20
/** With nothing to render, it looks again this much later (or when woken by a change)… */
const IDLE_RETRY_MS = 5_000
/** …or this much later while pages whose counts moved wait to be due. */
const REFRESH_RETRY_MS = 250

/** The request a layout's pages are rendered for: a desktop Chrome, or a phone's Chrome. */
export const AHEAD_REQUESTS: Record<PagesAheadLayout, { userAgent: string; mobileHint: string }> = {
  desktop: {
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    mobileHint: '?0',
  },
  mobile: {
    userAgent:
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    mobileHint: '?1',
  },
}

/** The paths rendered ahead: a template's detail page in each language, no query. */
const AHEAD_PATH = /^(?:\/ja)?\/store\/templates\/[^/]+$/
export const isAheadPath = (pathname: string) => AHEAD_PATH.test(pathname)
/** The template a path rendered ahead is the page of. */
export const aheadTemplateId = (path: string) =>
  decodeURIComponent(path.slice(path.lastIndexOf('/') + 1))
export const aheadPaths = (templateId: string) => {
  const path = `/store/templates/${encodeURIComponent(templateId)}`
  return [path, `/ja${path}`]
}

/** A page rendered ahead: its gzip form only, and what it shows. */
export type AheadPage = {
  /** What the walker renders to renew it. */
  target: AheadTarget
  status: number
  headers: [string, string][]
  type: string
  gzip: Buffer
  tag: string
  scriptSources: string[]
  renderedAt: number
  lastModified: number
  /** The first moment its template's counts moved after its render. */
  countsChangedAt?: number
}

/** When a page rendered ahead stops being fresh (then stale, then expired: page-freshness.ts). */
export function aheadFreshUntil(page: AheadPage): number {
  return Math.min(
    page.renderedAt + AHEAD_PAGE_MAX_AGE_MS,
    freshUntil(page.renderedAt, page.countsChangedAt),
  )
}

/** The kept pages by key, and the keys of each template's pages. */
export class AheadPages {
  private readonly pages = new Map<string, AheadPage>()
  private readonly byTemplate = new Map<string, Set<string>>()

  get size(): number {
    return this.pages.size
  }

  get(key: string): AheadPage | undefined {
    return this.pages.get(key)
  }

  set(key: string, page: AheadPage): void {
    this.delete(key)
    this.pages.set(key, page)
    const id = aheadTemplateId(page.target.path)
    let keys = this.byTemplate.get(id)
    if (!keys) this.byTemplate.set(id, (keys = new Set()))
    keys.add(key)
  }

  delete(key: string): void {
    const page = this.pages.get(key)
    if (!page) return
    this.pages.delete(key)
    const id = aheadTemplateId(page.target.path)
    const keys = this.byTemplate.get(id)
    keys?.delete(key)
    if (keys?.size === 0) this.byTemplate.delete(id)
  }

  clear(): void {
    this.pages.clear()
    this.byTemplate.clear()
  }

  /** Counts of these templates moved at `now`: their pages, to render again. */
  countsMoved(templateIds: readonly string[], now: number): AheadTarget[] {
    const moved: AheadTarget[] = []
    for (const id of templateIds) {
      for (const key of this.byTemplate.get(id) ?? []) {
        const page = this.pages.get(key)
        if (!page) continue
        if (page.countsChangedAt === undefined) page.countsChangedAt = now
        moved.push(page.target)
      }
    }
    return moved
  }
}

/** One page the walker renders: a path for one layout. */
export type AheadTarget = { path: string; layout: PagesAheadLayout }

export type AheadWalkerOptions = {
  layouts: readonly PagesAheadLayout[]
  /** Every template, most visited first (the order pages are first rendered in). */
  listTemplateIds: () => Promise<string[]>
  /** The kept page for a target, if any. */
  kept: (target: AheadTarget) => AheadPage | undefined
  /**
   * Renders a target and keeps it: false when there was nothing to keep (the template is gone).
   * A failure is logged; that page is then rendered on request, as any other page, until the
   * catalogue changes.
   */
  render: (target: AheadTarget) => Promise<boolean>
  /** True while requests are being answered: the walker waits for a quiet moment. */
  busy: () => boolean
  clock: () => number
  /** Resolves after `ms` (tests drive it). */
  sleep?: (ms: number) => Promise<void>
}

export type AheadStatus = {
  /** Pages the walker wants: templates × languages × layouts. */
  wanted: number
  /** Pages kept now. */
  kept: number
  /** True once every wanted page was rendered at least once since the last catalogue change. */
  complete: boolean
}

/**
 * Renders every target once, then keeps them current: pages whose counts moved first (no sooner
 * than AHEAD_REFRESH_AFTER_MS after their render), then pages missing or past their maximum age.
 * One render at a time, only while no request is being answered.
 */
export function createAheadWalker(options: AheadWalkerOptions) {
  const sleep = options.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms).unref()))
  let targets: AheadTarget[] | undefined
  let cursor = 0
  let complete = false
  /** Targets rendered but not kept (gone since the list was read): not tried again this pass. */
  const skipped = new Set<string>()
  /** Bumped by a catalogue change: a pass started before it starts over. */
  let generation = 0
  let running = false
  let stopped = false
  let wake: (() => void) | undefined
  /** Targets whose counts moved, by path and layout. */
  const refreshes = new Map<string, AheadTarget>()
  const targetKey = (t: AheadTarget) => `${t.layout} ${t.path}`

  const due = (target: AheadTarget, now: number): boolean => {
    const page = options.kept(target)
    if (!page) return true
    if (now >= page.renderedAt + AHEAD_PAGE_MAX_AGE_MS) return true
    return page.countsChangedAt !== undefined && now >= page.renderedAt + AHEAD_REFRESH_AFTER_MS
  }

  async function loadTargets(): Promise<AheadTarget[]> {
    const ids = await options.listTemplateIds()
    return ids.flatMap((id) =>
      options.layouts.flatMap((layout) => aheadPaths(id).map((path) => ({ path, layout }))),
    )
  }

  /** The next target to render, or undefined when none is due now. */
  function next(now: number): AheadTarget | undefined {
    for (const [key, target] of refreshes) {
      const page = options.kept(target)
      if (!page || page.countsChangedAt === undefined) {
        refreshes.delete(key)
        continue
      }
      if (due(target, now)) {
        refreshes.delete(key)
        return target
      }
    }
    const list = targets ?? []
    // At most one pass over the list per call: a pass with nothing due means all are kept.
    for (let looked = 0; looked < list.length; looked++) {
      if (cursor >= list.length) cursor = 0
      const target = list[cursor++] as AheadTarget
      if (!skipped.has(targetKey(target)) && due(target, now)) return target
    }
    complete = true
    return undefined
  }

  async function loop(): Promise<void> {
    while (!stopped) {
      const started = generation
      if (!targets) {
        let loaded: AheadTarget[]
        try {
          loaded = await loadTargets()
        } catch (error) {
          console.error('[render] pages ahead: the template list failed:', error)
          await sleep(IDLE_RETRY_MS)
          continue
        }
        // The catalogue changed while it was read: read it again.
        if (started !== generation) continue
        targets = loaded
      }
      if (options.busy()) {
        await sleep(BUSY_RETRY_MS)
        continue
      }
      const target = next(options.clock())
      if (!target) {
        // A moved count is due soon (AHEAD_REFRESH_AFTER_MS after its page's render).
        const wait = refreshes.size > 0 ? REFRESH_RETRY_MS : IDLE_RETRY_MS
        await new Promise<void>((resolve) => {
          wake = resolve
          void sleep(wait).then(resolve)
        })
        wake = undefined
        continue
      }
      try {
        if (!(await options.render(target))) skipped.add(targetKey(target))
      } catch (error) {
        console.error(`[render] pages ahead: ${target.path} (${target.layout}) failed:`, error)
        skipped.add(targetKey(target))
        await sleep(BUSY_RETRY_MS)
      }
      // Requests that arrived during the render go first.
      await new Promise<void>((resolve) => setImmediate(resolve))
    }
  }

  return {
    /** Starts walking (once; later calls do nothing). */
    start(): void {
      if (running || stopped) return
      running = true
      void loop().finally(() => {
        running = false
      })
    },
    /** The catalogue changed: every page is rendered again, from the most visited. */
    restart(): void {
      generation++
      targets = undefined
      cursor = 0
      complete = false
      refreshes.clear()
      skipped.clear()
      wake?.()
    },
    /** Counts shown on these pages moved: re-render them when due. */
    refresh(moved: readonly AheadTarget[]): void {
      for (const target of moved) refreshes.set(targetKey(target), target)
      if (moved.length) wake?.()
    },
    stop(): void {
      stopped = true
      wake?.()
    },
    status(kept: number): AheadStatus {
      return { wanted: targets?.length ?? 0, kept, complete }
    },
  }
}

export type AheadWalker = ReturnType<typeof createAheadWalker>
