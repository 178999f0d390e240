// Decisions 025 and 032: a page runs no script file until a person shows up (pointer, touch, key,
// focus, wheel, a changed control); then the app runs and hydrates. Its files are fetched before
// that, when the page is idle, unless the visitor saves data. A press on one of the app's buttons
// before that shows it is working at once and is acted on once, after hydration; what a person
// chose, typed or scrolled before that is what the app shows. Pages that cannot finish without the
// app start it at once.
import type { Page } from '@playwright/test'
import {
  LOCALES,
  expect,
  freshAccount,
  startAppByKeyboard,
  test,
  visibleTemplateIds,
  waitForHydration,
} from './fixtures'
import { seededTemplateId } from './store-routes'

/** Script files the page fetched (inline scripts are not requests). */
function scriptRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname)
  })
  return urls
}

for (const { locale, prefix } of LOCALES) {
  test(`${prefix}/store loads no script until the pointer moves, then hydrates (${locale})`, async ({
    page,
  }) => {
    const scripts = scriptRequests(page)
    await page.goto(`${prefix}/store`, { waitUntil: 'networkidle' })
    await expect(page.getByTestId('template-list-item').first()).toBeVisible()
    await page.waitForTimeout(1_000)
    expect(scripts).toEqual([])
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0)

    await waitForHydration(page)
    expect(scripts.some((path) => path.includes('entry-client'))).toBe(true)
    // Each file once: the starter preloads the listed files, the entry imports the same ones.
    expect(new Set(scripts).size).toBe(scripts.length)
  })
}

test('a detail page lays out no preview site until a person shows up, then shows it', async ({
  page,
}) => {
  const previews: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/preview/')) previews.push(request.url())
  })
  await page.goto(`/store/templates/${await seededTemplateId(page)}`, { waitUntil: 'networkidle' })
  const box = page.getByTestId('device-preview')
  await box.scrollIntoViewIfNeeded()
  await page.waitForTimeout(1_000)
  expect(previews).toEqual([])
  await expect(box.locator('iframe')).toHaveCount(0)

  await waitForHydration(page)
  await expect(box.locator('iframe')).toHaveAttribute('src', /\/preview\/templates\//)
  await expect.poll(() => previews.length).toBeGreaterThan(0)
})

test('a like pressed before the app is there is saved once, after the app has hydrated', async ({
  page,
  signedIn,
}) => {
  const api = await signedIn(freshAccount('en'), '/store/all')
  // The entry is held back until the press has happened: the press lands before hydration.
  let pressed = () => {}
  const afterPress = new Promise<void>((resolve) => (pressed = resolve))
  await page.route('**/assets/entry-client-*.js', async (route) => {
    await afterPress
    await route.continue()
  })
  await page.goto('/store/all')
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
  const item = page.getByTestId('template-grid').getByTestId('template-list-item').first()
  const href = await item.locator('a[href*="/store/templates/"]').first().getAttribute('href')
  const templateId = href?.split('/').pop() ?? ''
  await item.hover()
  const button = item.getByTestId('like-button')
  await expect(button).toHaveAttribute('aria-pressed', 'false')
  const before = Number(await button.getByTestId('like-count').textContent())
  await button.click()
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
  pressed()
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  await expect(button).toHaveAttribute('aria-pressed', 'true')
  await expect(button.getByTestId('like-count')).toHaveText(String(before + 1))
  await expect.poll(async () => (await api.template(templateId)).liked).toBe(true)
  // Pressed once, not twice (a second press would have taken the like back).
  await page.waitForTimeout(1_000)
  await expect(button).toHaveAttribute('aria-pressed', 'true')
  expect((await api.template(templateId)).liked).toBe(true)
})

test('a tap on a link before the app is there is a plain page load that works', async ({
  page,
}) => {
  await page.goto('/store/all')
  await page.getByRole('link', { name: 'Go to page 2' }).first().dispatchEvent('click')
  await page.waitForURL(/page=2/)
  await expect(page.getByRole('link', { name: 'Page 2, current page' })).toBeVisible()
})

test('a one-time token in the address starts the app at once', async ({ page }) => {
  const scripts = scriptRequests(page)
  await page.goto('/store?one_time_token=not-a-real-token')
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  expect(scripts.some((file) => file.includes('entry-client'))).toBe(true)
})

test('a start key in the address starts the app at once, which acts on it', async ({ page }) => {
  const scripts = scriptRequests(page)
  // Signed out, the purchase key sends the visitor to sign in first: only the app does that, and
  // no pointer or key has moved here.
  await page.goto(`/store/templates/${await seededTemplateId(page)}?purchaseTemplate=1`, {
    waitUntil: 'commit',
  })
  await page.waitForURL((url) => url.pathname === '/auth/sign-in')
  expect(scripts.some((file) => file.includes('entry-client'))).toBe(true)
})

/**
 * Holds the app's entry back until `release` is called, so what a test does next lands before
 * hydration, as on a slow phone.
 */
async function holdEntry(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/entry-client-*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** Resolves once the browser has run the idle callbacks queued after the page's load. */
async function afterLoadAndIdle(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve())),
      ),
  )
}

/** Every file the page's data blocks list for the app. */
const listedAppFiles = (page: Page) =>
  page
    .locator('script[data-app-chunks]')
    .evaluateAll((blocks) =>
      blocks.flatMap((block) => JSON.parse(block.textContent ?? '[]') as string[]),
    )

test.describe('what a person does before the app is there is adopted when it hydrates', () => {
  test('a sort chosen in the select before the app submits its form: the sorted list at once', async ({
    page,
  }) => {
    await page.goto('/store/all?sort=published_at')
    const newest = await visibleTemplateIds(page)
    // The app never arrives here: the choice must not wait for it.
    await holdEntry(page)
    await page.goto('/store/all')
    expect(await visibleTemplateIds(page)).not.toEqual(newest)
    await page.getByTestId('sort-select').selectOption('published_at')
    await expect(page).toHaveURL(/\/store\/all\?sort=published_at$/)
    await expect(page.getByTestId('sort-select')).toHaveValue('published_at')
    await expect.poll(() => visibleTemplateIds(page)).toEqual(newest)
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
  })

  test('words typed in the search field stay, and the app searches them', async ({ page }) => {
    const release = await holdEntry(page)
    await page.goto('/store')
    const field = page.getByTestId('home-search-form').locator('input[name="q"]')
    await field.fill('Minimal')
    release()
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
    // Hydrated, the field is the app's combobox, and it holds the words.
    await expect(field).toHaveAttribute('role', 'combobox')
    await expect(field).toHaveValue('Minimal')
    await field.press('Enter')
    await page.waitForURL((url) => url.pathname === '/store/search')
    expect(new URL(page.url()).searchParams.get('q')).toBe('Minimal')
    await expect(page.getByTestId('page-search-form').locator('input[name="q"]')).toHaveValue(
      'Minimal',
    )
  })

  test('the place a person scrolled to is kept', async ({ page }) => {
    await page.goto('/store/all')
    await expect(page.getByTestId('template-list-item').first()).toBeVisible()
    // A scroll by script fires no intent: the app is not there yet. Its scroll event comes a
    // frame later; awaited, so the recording below starts after it (on a loaded machine it once
    // arrived after the recording had begun).
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          addEventListener('scroll', () => resolve(), { once: true })
          window.scrollTo(0, 900)
        }),
    )
    expect(await page.evaluate(() => window.scrollY)).toBe(900)
    await page.evaluate(() => {
      const seen: number[] = []
      Object.assign(window, { scrollsSeen: seen })
      addEventListener('scroll', () => seen.push(window.scrollY))
    })
    await startAppByKeyboard(page)
    await afterLoadAndIdle(page)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
    expect(await page.evaluate(() => window.scrollY)).toBe(900)
    expect(
      await page.evaluate(() => (window as unknown as { scrollsSeen: number[] }).scrollsSeen),
    ).toEqual([])
  })
})

/**
 * Whether the tapped button said it was busy before the page ran anything else after the tap
 * (so the first frame after the tap shows it, however slow the machine), and whether it did.
 */
type PressStamps = { pressed?: boolean; busyBeforeNextTask?: boolean; busy?: boolean }

test.describe('a held press answers at once', () => {
  test.use({ hasTouch: true })

  test('a like tapped before the app is there is busy within 100 ms, until the app has it', async ({
    page,
    signedIn,
    likesToUndo,
  }) => {
    await signedIn(freshAccount('en'), '/store/all')
    const templateId = await seededTemplateId(page)
    likesToUndo.add(templateId)
    const release = await holdEntry(page)
    // Not a stopwatch (a loaded machine may draw no frame for half a second): the busy state
    // must be there when the task after the tap runs, so the first frame drawn shows it. The
    // bench's first-tap rows time it on the slow-phone profile.
    await page.addInitScript(() => {
      const stamps: PressStamps = {}
      Object.assign(window, { pressStamps: stamps })
      const busyNow = () =>
        document.querySelector('[aria-busy="true"][data-testid="like-button"]') !== null
      addEventListener(
        'click',
        () => {
          if (stamps.pressed) return
          stamps.pressed = true
          const nextTask = new MessageChannel()
          nextTask.port1.onmessage = () => (stamps.busyBeforeNextTask = busyNow())
          nextTask.port2.postMessage(null)
        },
        true,
      )
      new MutationObserver(() => {
        if (busyNow()) stamps.busy = true
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-busy'] })
    })
    await page.goto(`/store/templates/${templateId}`)
    const button = page.getByTestId('like-button').first()
    await expect(button).toHaveAttribute('aria-pressed', 'false')
    await button.tap()
    const stamps = () =>
      page.evaluate(
        () => (window as unknown as { pressStamps: Record<string, number> }).pressStamps,
      )
    await expect.poll(async () => (await stamps()).busyBeforeNextTask).toBeDefined()
    expect(await stamps()).toEqual({ pressed: true, busyBeforeNextTask: true, busy: true })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
    release()
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    await expect(button).not.toHaveAttribute('aria-busy', 'true')
    await expect(page.locator('[data-app-waiting]')).toHaveCount(0)
  })
})

test.describe('the app is fetched before the first tap where the network allows', () => {
  test('after load, once idle, every listed file is fetched and nothing runs; the first sign of a person takes them from the cache', async ({
    page,
  }) => {
    const fetched = new Set<string>()
    page.on('requestfinished', (request) => fetched.add(new URL(request.url()).pathname))
    const scripts = scriptRequests(page)
    // The browser's own account of where each module it ran came from.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    const modules = new Map<string, string>()
    cdp.on('Network.responseReceived', ({ type, response }) => {
      if (type !== 'Script') return
      const cached = response.fromDiskCache || response.fromPrefetchCache
      modules.set(new URL(response.url).pathname, cached ? 'cache' : 'network')
    })
    await page.goto('/store/all')
    await afterLoadAndIdle(page)
    const listed = await listedAppFiles(page)
    expect(listed.some((file) => file.includes('entry-client'))).toBe(true)
    await expect.poll(() => listed.filter((file) => !fetched.has(file))).toEqual([])
    // Fetched, not run: no script was loaded as one, and the app has not hydrated.
    expect(scripts).toEqual([])
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
    await expect(page.locator('link[rel="prefetch"][fetchpriority="low"]')).toHaveCount(
      listed.length,
    )

    await waitForHydration(page)
    expect(Object.fromEntries(listed.map((file) => [file, modules.get(file)]))).toEqual(
      Object.fromEntries(listed.map((file) => [file, 'cache'])),
    )
  })

  test('with Save-Data on, nothing of the app is fetched until a person shows up', async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true })
    const fetched: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.js')) fetched.push(request.url())
    })
    await page.goto('/store/all')
    const saveData = () =>
      (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData
    expect(await page.evaluate(saveData)).toBe(true)
    await afterLoadAndIdle(page)
    expect(fetched).toEqual([])
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0)
    await waitForHydration(page)
    expect(fetched.some((url) => url.includes('entry-client'))).toBe(true)
  })
})
