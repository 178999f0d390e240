// Issue 29's first-tap rows of `npm run bench:web`: a person's first tap, 1.5 s after the page's
// `load` event with no pointer moved before, on a simulated slow phone (CPU ×4, 1.6 Mbit/s down,
// 750 kbit/s up, 150 ms RTT, empty cache: a fresh browser context per run, throttled from the
// navigation on). Measured in the page, not through Playwright's round trips: a script installed
// before the page's own (addInitScript) stamps the first input event and, watching every frame
// from then on, the first frame that shows the pressed/busy state and the first that shows the
// result.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { HYDRATED_ATTR } from '#catalogue/app-start'
import type { FirstTapFigures } from './bench-figures'
import type { BenchStore, BenchUser } from './bench-support'

/** How long a run waits after the tap for the result before counting it as never. */
export const FIRST_TAP_WAIT_MS = 15_000
/** The delay after the `load` event before the tap (issue 29). */
const AFTER_LOAD_MS = 1_500
/**
 * How long the finger rests on the glass in a tap. Playwright's `touchscreen.tap` lifts it in the
 * same instant (touchstart and touchend in one batch), which no finger does: a person's tap lasts
 * about 70–150 ms, and the browser sends the mouse events, the click and a select's picker only
 * when the finger lifts. 80 ms, a quick tap.
 */
const FINGER_DOWN_MS = 80

const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36'

/** A phone: 375×812, touch, mobile user agent. */
const PHONE = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent: PHONE_UA,
}
/**
 * A desktop window with a mouse. The like button of a list card exists only in the desktop layout
 * (spec §2: a phone's card is an image link) and takes presses only while the card is hovered.
 */
const DESKTOP = { viewport: { width: 1280, height: 800 }, userAgent: DESKTOP_UA }

/** The controls and results the rows look for (the app's test ids). */
const LIKE_BUTTON = '[data-testid="like-button"]'
const DRAWER_TOGGLE = '[data-testid="drawer-toggle"]'
/**
 * The site-type menu a phone's menu button shows: the app's drawer section, or the header's own
 * site-type menu where a served menu panel shows it (a disclosure that opens without the app).
 * It counts as shown when its groups are: a group's summary or link on screen.
 */
const SITE_TYPES_MENU = '[data-testid="drawer-site-types"], [data-testid="nav-site-types"]'
const SITE_TYPE_GROUP = 'summary, a[href]'
const SORT_SELECT = '[data-testid="sort-select"]'
const FIRST_CARD_LINK =
  '[data-testid="template-grid"] [data-testid="template-list-item"] a[href*="/store/templates/"]'
const NEWEST = 'published_at'

/** What the in-page probe looks for; serialisable, handed to the page with the probe. */
type ProbeSpec = {
  /** The control tapped (the n-th visible match, n chosen by the runner before the tap). */
  control: string
  result:
    | { kind: 'like' }
    | { kind: 'menu'; menu: string; group: string }
    | { kind: 'sort'; firstCard: string; sort: string; newestId: string }
  hydratedAttr: string
}

/** What the probe recorded, as absolute times (ms since the epoch): they survive a page load. */
type ProbeState = {
  tapAt: number | null
  tapEvent: string | null
  loadAt: number | null
  busyAt: number | null
  resultAt: number | null
  hydratedAt: number | null
  /** A select's choice (its change event), for the sort row: the tap opens the picker. */
  choiceAt: number | null
  /** The tapped control's index among the matches, set by the runner before the tap. */
  index: number
  /** The like button's state before the tap. */
  pressed: string | null
  count: string | null
}

/**
 * Installed in every document of the run's context before its own scripts. The first trusted
 * input event (pointer, touch, key, wheel) is the tap: its time is the event's own timestamp, so
 * a busy main thread delaying the event counts against the page. A state counts as shown from
 * the first frame it is true in (checked in each requestAnimationFrame, stamped in a task right
 * after: about when that frame is painted). State lives in sessionStorage so a tap answered by
 * a page load (a form that submits) is measured on the next page.
 */
function firstTapProbe(spec: ProbeSpec): void {
  if (window.top !== window) return
  const KEY = '__benchFirstTap'
  const at = () => performance.timeOrigin + performance.now()
  const saved = sessionStorage.getItem(KEY)
  const state: ProbeState = saved
    ? (JSON.parse(saved) as ProbeState)
    : {
        tapAt: null,
        tapEvent: null,
        loadAt: null,
        busyAt: null,
        resultAt: null,
        hydratedAt: null,
        choiceAt: null,
        index: -1,
        pressed: null,
        count: null,
      }
  const save = () => sessionStorage.setItem(KEY, JSON.stringify(state))
  ;(window as unknown as { __benchFirstTap: ProbeState }).__benchFirstTap = state

  const shown = (element: Element | null | undefined): element is Element => {
    if (!element?.isConnected) return false
    if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false
    const box = element.getBoundingClientRect()
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < innerHeight &&
      box.left < innerWidth
    )
  }
  const control = () => document.querySelectorAll(spec.control)[state.index] ?? null

  // The pressed control says it is working: aria-busy on it or on its own form (a busy list
  // elsewhere on the page is not the control answering).
  const busy = () => {
    const pressed = control()
    if (!pressed) return false
    return [pressed, pressed.closest('form')].some(
      (element) => element?.getAttribute('aria-busy') === 'true',
    )
  }
  const answered = (): boolean => {
    const result = spec.result
    if (result.kind === 'like') {
      const button = control()
      return (
        shown(button) &&
        button.getAttribute('aria-pressed') !== state.pressed &&
        button.querySelector('[data-testid="like-count"]')?.textContent !== state.count
      )
    }
    if (result.kind === 'menu') {
      return [...document.querySelectorAll(result.menu)].some((menu) =>
        [...menu.querySelectorAll(result.group)].some(shown),
      )
    }
    const first = document.querySelector(result.firstCard)
    return (
      new URLSearchParams(location.search).get('sort') === result.sort &&
      shown(first) &&
      (first.getAttribute('href') ?? '').split('/').pop() === result.newestId
    )
  }

  // Each frame from the tap on: what that frame shows (a transition or a lazy chunk changes it
  // without a mutation here), stamped in a task after the frame, about when it is painted.
  let watching = false
  const watch = () => {
    if (state.busyAt !== null && state.resultAt !== null) return
    const busyNow = state.busyAt === null && (busy() || answered())
    const resultNow = state.resultAt === null && answered()
    if (busyNow || resultNow) {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        const now = at()
        if (busyNow && state.busyAt === null) state.busyAt = now
        if (resultNow && state.resultAt === null) state.resultAt = now
        save()
      }
      channel.port2.postMessage(null)
    }
    requestAnimationFrame(watch)
  }
  const startWatching = () => {
    if (watching || state.tapAt === null || state.index < 0) return
    watching = true
    requestAnimationFrame(watch)
  }

  // Playwright's selectOption dispatches an untrusted change: its time is the choice's.
  addEventListener(
    'change',
    (event) => {
      if (state.tapAt === null || state.choiceAt !== null) return
      state.choiceAt = Math.min(performance.timeOrigin + event.timeStamp, at())
      save()
    },
    { capture: true, passive: true },
  )
  for (const type of ['pointermove', 'pointerdown', 'touchstart', 'mousedown', 'keydown', 'wheel'])
    addEventListener(
      type,
      (event) => {
        if (state.tapAt !== null || !event.isTrusted) return
        state.tapAt = Math.min(performance.timeOrigin + event.timeStamp, at())
        state.tapEvent = type
        save()
        startWatching()
      },
      { capture: true, passive: true },
    )
  addEventListener('load', () => {
    if (state.loadAt === null) {
      state.loadAt = at()
      save()
    }
  })
  // The app marks <html> when it has hydrated.
  const hydrated = () => {
    if (state.hydratedAt !== null || !document.documentElement?.hasAttribute(spec.hydratedAttr))
      return
    state.hydratedAt = at()
    save()
  }
  new MutationObserver(hydrated).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: [spec.hydratedAttr],
    childList: true,
  })
  hydrated()
  // A tap answered by a page load is watched on the new page.
  startWatching()
}

/** A tap as a finger makes it: down, resting FINGER_DOWN_MS, up (CDP touch events). */
async function fingerTap(page: Page, x: number, y: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
    await page.waitForTimeout(FINGER_DOWN_MS)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  } finally {
    await cdp.detach()
  }
}

type Row = {
  /** Shown in the table. */
  label: string
  path: (store: BenchStore) => string
  device: typeof PHONE | typeof DESKTOP
  signedIn: boolean
  control: string
  result: (newestId: string) => ProbeSpec['result']
  /** The row's result names the newest template. */
  needsNewest?: boolean
  /**
   * The result is timed from the select's choice (its change event), not the tap that opens the
   * picker: the time in the picker is the person's (and Playwright's, ~0.5 s), not the page's.
   */
  resultFromChoice?: true
  /** The person's input: a tap on the control at (x, y), then what else the row does. */
  tap: (page: Page, x: number, y: number) => Promise<void>
}

const ROWS: Row[] = [
  {
    label: 'like, /store/all (1280 px, mouse, signed in)',
    path: () => '/store/all',
    device: DESKTOP,
    signedIn: true,
    control: LIKE_BUTTON,
    result: () => ({ kind: 'like' }),
    // The mouse moves onto the heart (that move is the first sign) and presses at once.
    tap: (page, x, y) => page.mouse.click(x, y),
  },
  {
    label: 'like, detail page (375 px, touch, signed in)',
    path: (store) => `/store/templates/${store.ids[0] ?? ''}`,
    device: PHONE,
    signedIn: true,
    control: LIKE_BUTTON,
    result: () => ({ kind: 'like' }),
    tap: (page, x, y) => fingerTap(page, x, y),
  },
  {
    label: 'phone menu, /store (375 px, touch)',
    path: () => '/store',
    device: PHONE,
    signedIn: false,
    control: DRAWER_TOGGLE,
    result: () => ({ kind: 'menu', menu: SITE_TYPES_MENU, group: SITE_TYPE_GROUP }),
    tap: (page, x, y) => fingerTap(page, x, y),
  },
  {
    label: 'sort "Newest", /store/all (375 px, touch; result from the choice)',
    path: () => '/store/all',
    device: PHONE,
    signedIn: false,
    control: SORT_SELECT,
    result: (newestId) => ({ kind: 'sort', firstCard: FIRST_CARD_LINK, sort: NEWEST, newestId }),
    needsNewest: true,
    resultFromChoice: true,
    tap: async (page, x, y) => {
      await fingerTap(page, x, y)
      // The choice in the select's picker: the result's figure runs from it.
      await page.locator(SORT_SELECT).first().selectOption(NEWEST)
    },
  },
]

/** Users a run of the rows signs in: one per signed-in run, so every like is a new one. */
export function firstTapUsersNeeded(runs: number): number {
  return ROWS.filter((row) => row.signedIn).length * runs
}

/** The slow phone (Lighthouse's mobile throttling), for the page's life from this call on. */
export async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
}

/** The first card of /store/all sorted by newest, as the server renders it (unthrottled). */
async function newestTemplateId(browser: Browser, baseUrl: string): Promise<string> {
  const context = await browser.newContext(PHONE)
  try {
    const page = await context.newPage()
    const first = async (search: string) => {
      await page.goto(`${baseUrl}/store/all${search}`)
      const href = await page.locator(FIRST_CARD_LINK).first().getAttribute('href')
      const id = href?.split('/').pop()
      if (!id) throw new Error(`/store/all${search} shows no template card`)
      return id
    }
    const newest = await first(`?sort=${NEWEST}`)
    if (newest === (await first(''))) {
      throw new Error(
        '/store/all shows the newest template first already: the sort row would tell nothing',
      )
    }
    return newest
  } finally {
    await context.close()
  }
}

type RunFigures = {
  busyMs: number
  resultMs: number
  hydratedMs: number
  /** For the log: when the tap came, and what the page showed when a state never came. */
  note?: string
  error?: string
}

async function runOnce(
  browser: Browser,
  baseUrl: string,
  row: Row,
  path: string,
  newestId: string,
  user: BenchUser | undefined,
): Promise<RunFigures> {
  const context = await browser.newContext(row.device)
  try {
    if (user) await context.addCookies([{ name: 'store_token', value: user.token, url: baseUrl }])
    const spec: ProbeSpec = {
      control: row.control,
      result: row.result(newestId),
      hydratedAttr: HYDRATED_ATTR,
    }
    // As source, with the one helper tsx's compiled code calls inside it (keepNames wraps inner
    // functions in __name(fn, "name")), which the page does not have.
    await context.addInitScript({
      content: `var __name=(f)=>f;(${firstTapProbe.toString()})(${JSON.stringify(spec)})`,
    })
    const page = await context.newPage()
    await throttle(context, page)
    const response = await page.goto(baseUrl + path, { waitUntil: 'load', timeout: 60_000 })
    if (!response?.ok()) throw new Error(`${path} answered ${response?.status() ?? 'nothing'}`)
    // The control the person taps: the first one on screen (for a like, one not yet liked).
    const target = await page.evaluate(
      ({ control, like }) => {
        const state = (window as unknown as { __benchFirstTap: ProbeState }).__benchFirstTap
        const all = [...document.querySelectorAll(control)]
        const index = all.findIndex((element) => {
          const box = element.getBoundingClientRect()
          const onScreen =
            box.width > 0 && box.height > 0 && box.top >= 0 && box.bottom <= innerHeight
          return onScreen && (!like || element.getAttribute('aria-pressed') === 'false')
        })
        const element = all[index]
        if (!element) return null
        state.index = index
        state.pressed = element.getAttribute('aria-pressed')
        state.count = element.querySelector('[data-testid="like-count"]')?.textContent ?? null
        sessionStorage.setItem('__benchFirstTap', JSON.stringify(state))
        const box = element.getBoundingClientRect()
        return { x: box.left + box.width / 2, y: box.top + box.height / 2 }
      },
      { control: row.control, like: row.control === LIKE_BUTTON },
    )
    if (!target) throw new Error(`no ${row.control} on the first screen`)
    // The tap comes 1.5 s after the load event, by the page's own clock.
    await page.evaluate(
      (delay) =>
        new Promise<void>((resolve) => {
          const [navigation] = performance.getEntriesByType('navigation')
          const load =
            navigation instanceof PerformanceNavigationTiming ? navigation.loadEventEnd : 0
          setTimeout(resolve, Math.max(0, load + delay - performance.now()))
        }),
      AFTER_LOAD_MS,
    )
    await row.tap(page, target.x, target.y)
    const state = await waitForResult(page)
    if (state.tapAt === null) throw new Error('the probe saw no tap')
    const since = (time: number | null) =>
      time === null ? Number.POSITIVE_INFINITY : time - (state.tapAt ?? 0)
    let note = `${state.tapEvent ?? 'tap'} at load + ${state.loadAt === null ? '?' : Math.round(state.tapAt - state.loadAt)} ms`
    const choiceAt = state.choiceAt
    if (choiceAt !== null) {
      note += `; choice at tap + ${Math.round(choiceAt - state.tapAt)} ms`
      if (state.resultAt !== null)
        note += `, result at tap + ${Math.round(since(state.resultAt))} ms`
    }
    if (row.resultFromChoice && choiceAt === null) throw new Error('the probe saw no choice')
    if (state.resultAt === null)
      note += `; at the end: ${await shownAtEnd(page, row.control, state.index)}`
    return {
      busyMs: since(state.busyAt),
      resultMs:
        row.resultFromChoice && choiceAt !== null
          ? since(state.resultAt) - (choiceAt - state.tapAt)
          : since(state.resultAt),
      hydratedMs: since(state.hydratedAt),
      note,
    }
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error)
    return { busyMs: NaN, resultMs: NaN, hydratedMs: NaN, error: message ?? 'unknown' }
  } finally {
    await context.close()
  }
}

/** The address and the tapped control's state, for a run whose result never came. */
async function shownAtEnd(page: Page, control: string, index: number): Promise<string> {
  try {
    return await page.evaluate(
      ({ control, index }) => {
        const element = document.querySelectorAll(control)[index]
        const shown = [`${location.pathname}${location.search}`]
        if (element instanceof HTMLSelectElement) shown.push(`select "${element.value}"`)
        for (const name of ['aria-pressed', 'aria-expanded', 'aria-busy']) {
          const value = element?.getAttribute(name)
          if (value !== null && value !== undefined) shown.push(`${name}=${value}`)
        }
        return shown.join(', ')
      },
      { control, index },
    )
  } catch {
    return 'the page could not be read'
  }
}

/** Polls the probe's record (a page load between polls is retried) until the result or the wait. */
async function waitForResult(page: Page): Promise<ProbeState> {
  const deadline = Date.now() + FIRST_TAP_WAIT_MS
  let last: ProbeState | undefined
  for (;;) {
    try {
      last = await page.evaluate(
        () => (window as unknown as { __benchFirstTap?: ProbeState }).__benchFirstTap,
      )
    } catch {
      // the page is between documents
    }
    if (last?.resultAt != null && last.busyAt != null) return last
    if (Date.now() > deadline) {
      if (!last) throw new Error('the probe recorded nothing')
      return last
    }
    await page.waitForTimeout(250)
  }
}

/**
 * Each row `runs` times, a fresh context (empty cache) per run; signed-in rows take the next of
 * `store.users` each run.
 */
export async function measureFirstTaps(
  browser: Browser,
  baseUrl: string,
  store: BenchStore,
  runs: number,
  /** Only the rows whose label contains one of these words (all rows when absent). */
  only?: string[],
): Promise<FirstTapFigures[]> {
  const users = [...store.users]
  // Asked once; when it cannot be told, the sort row is not measured and the others still are.
  const newest = await newestTemplateId(browser, baseUrl).catch((error: unknown) =>
    error instanceof Error ? error : new Error(String(error)),
  )
  const figures: FirstTapFigures[] = []
  const rows = only ? ROWS.filter((row) => only.some((word) => row.label.includes(word))) : ROWS
  for (const row of rows) {
    const measured: FirstTapFigures = {
      row: row.label,
      busyMs: [],
      resultMs: [],
      hydratedMs: [],
      errors: [],
    }
    for (let n = 0; n < runs; n++) {
      const user = row.signedIn ? users.shift() : undefined
      if (row.signedIn && !user) throw new Error('not enough bench users for the signed-in rows')
      const run =
        row.needsNewest && newest instanceof Error
          ? { busyMs: NaN, resultMs: NaN, hydratedMs: NaN, error: newest.message }
          : await runOnce(browser, baseUrl, row, row.path(store), String(newest), user)
      measured.busyMs.push(run.busyMs)
      measured.resultMs.push(run.resultMs)
      measured.hydratedMs.push(run.hydratedMs)
      if (run.error) measured.errors.push(`run ${n + 1}: ${run.error}`)
      console.log(
        `  ${row.label}, run ${n + 1}: pressed/busy ${fmt(run.busyMs)}, result ${fmt(run.resultMs)}, ` +
          `hydrated ${fmt(run.hydratedMs)} (${run.error ?? run.note ?? ''})`,
      )
    }
    figures.push(measured)
  }
  return figures
}

const fmt = (ms: number) =>
  Number.isNaN(ms) ? 'error' : Number.isFinite(ms) ? `${Math.round(ms)} ms` : 'never'
