// `npm run bench:web`: builds the app, starts the real server (tsx server/main.ts) on a free port
// over a temporary seeded SQLite store, and for /store, /ja/store, /store/all and one template
// detail page measures what a first visit costs: JavaScript and CSS bytes (the files Chromium
// loads through Playwright, their gzip size as the server sends it; brotli as received too; the
// HTML and the images the first screen loads, as received) and Lighthouse mobile (simulated throttling, performance only):
// score, FCP, LCP, TBT, CLS. Prints a table and each of issue 10's targets as met or not; exits
// non-zero only when it could not measure. Options: --runs=<n> Lighthouse runs per page, the
// median run reported (default 3); --templates=<n> (default 144, the first start's seed);
// --no-build to measure the build already in dist/client; --bytes-only to skip Lighthouse and
// list each page's scripts with their gzip size (a quick check while cutting the first load).
// Then issue 29's first-tap rows (bench-first-tap.ts): like, the phone menu and the sort select,
// tapped 1.5 s after load on the simulated slow phone, to the pressed/busy state and to the
// visible result, median of --tap-runs=<n> (default 3); --first-tap-only runs just those;
// --tap-rows=<words> only the rows whose label contains one of them (comma-separated, e.g. sort).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import lighthouse from 'lighthouse'
import { chromium, type Request } from 'playwright-core'
import { HYDRATED_ATTR } from '#catalogue/app-start'
import { QUIET_CHROMIUM_FLAGS, findChromium } from './chromium-path.mjs'
import {
  WEB_TARGETS,
  against,
  firstTapTable,
  firstTapVerdicts,
  formatTable,
  kB,
  median,
  webVerdicts,
  type FirstTapFigures,
  type PageFigures,
} from './bench-figures'
import {
  FIRST_TAP_WAIT_MS,
  firstTapUsersNeeded,
  measureFirstTaps,
  throttle,
} from './bench-first-tap'
import { option, prepareStore, startServer, stopServer, type BenchStore } from './bench-support'

const RUNS = option('runs', 3)
const TEMPLATES = option('templates', 144)
const BUILD = !process.argv.includes('--no-build')
const BYTES_ONLY = process.argv.includes('--bytes-only')
const FIRST_TAP_ONLY = process.argv.includes('--first-tap-only')
const TAP_RUNS = option('tap-runs', 3)
const TAP_ROWS = process.argv
  .find((arg) => arg.startsWith('--tap-rows='))
  ?.slice('--tap-rows='.length)
  .split(',')
  .filter(Boolean)

/** The flags issue 10 names for a quiet, reproducible headless Chromium. */
const CHROMIUM_FLAGS = ['--headless=new', ...QUIET_CHROMIUM_FLAGS]

type Bytes = Pick<PageFigures, 'jsBytes' | 'cssBytes' | 'jsReceivedBytes'> &
  Required<Pick<PageFigures, 'imageBytes' | 'htmlBytes' | 'appJsBytes' | 'appStartMs'>> & {
    /** Each script loaded, with its gzip size. */
    scripts: { url: string; gzip: number }[]
  }
type Vitals = Omit<PageFigures, 'page' | keyof Bytes>

/** System Chromium when present (issue 10), else Playwright's own. */
function chromiumExecutable(): string {
  const found = findChromium()
  if (found.path) return found.path
  if (found.source === 'playwright') return chromium.executablePath()
  throw new Error('no Chromium found: install chromium or run `npx playwright install chromium`')
}

/**
 * What the server sends for `url` to a client that accepts gzip only: the body bytes as they
 * arrive (gzip when the server compresses, else as is). Browsers get brotli here, so gzip is
 * asked for separately, to hold the figures to issue 10's gzip budget.
 */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let length = 0
      response.on('data', (chunk: Buffer) => (length += chunk.length))
      response.on('end', () =>
        response.statusCode === 200
          ? resolve(length)
          : reject(new Error(`${url} answered ${response.statusCode}`)),
      )
      response.on('error', reject)
    })
    request.on('error', (error) => reject(new Error(`${url}: ${error.message}`)))
  })
}

/**
 * JavaScript and CSS a first visit loads, in a fresh context (empty cache), once the network has
 * been idle for 500 ms: their bytes with gzip, and as Chromium received them (brotli).
 */
async function measureBytes(executablePath: string, urls: string[]): Promise<Bytes[]> {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS })
  try {
    const results: Bytes[] = []
    for (const url of urls) {
      const context = await browser.newContext()
      const page = await context.newPage()
      const loaded: {
        url: string
        kind: 'script' | 'stylesheet' | 'image' | 'document'
        received: Promise<number>
      }[] = []
      const count = (request: Request) => {
        const kind = request.resourceType()
        if (kind !== 'script' && kind !== 'stylesheet' && kind !== 'image' && kind !== 'document')
          return
        const received = request.sizes().then((sizes) => sizes.responseBodySize)
        // Awaited below; until then a failure must not count as unhandled and end the process
        // before the server and the temporary store are cleaned up.
        received.catch(() => {})
        loaded.push({ url: request.url(), kind, received })
      }
      page.on('requestfinished', count)
      const response = await page.goto(url, { waitUntil: 'networkidle' })
      if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`)
      // The first load is what is measured; a request finishing later is not counted (and is not
      // left asking for its sizes from a closed page).
      page.off('requestfinished', count)
      const bytes: Bytes = {
        jsBytes: 0,
        cssBytes: 0,
        jsReceivedBytes: 0,
        imageBytes: 0,
        htmlBytes: 0,
        appJsBytes: 0,
        appStartMs: NaN,
        scripts: [],
      }
      for (const file of loaded) {
        if (file.kind === 'image' || file.kind === 'document') {
          bytes[file.kind === 'image' ? 'imageBytes' : 'htmlBytes'] += await file.received
          continue
        }
        const gzip = await gzipBytes(file.url)
        if (file.kind === 'script') {
          bytes.jsBytes += gzip
          bytes.scripts.push({ url: file.url, gzip })
          bytes.jsReceivedBytes += await file.received
        } else {
          bytes.cssBytes += gzip
          await file.received
        }
      }
      // The page loads no script file itself (decision 025); the app starts at the first sign of
      // a person. Measured as a slow phone would see it: the same throttling as Lighthouse's.
      await throttle(context, page)
      const started: string[] = []
      const countStart = (request: Request) => {
        if (request.resourceType() === 'script') started.push(request.url())
      }
      page.on('requestfinished', countStart)
      const moved = performance.now()
      await page.mouse.move(20, 20)
      await page.locator(`html[${HYDRATED_ATTR}]`).waitFor({ state: 'attached', timeout: 60_000 })
      bytes.appStartMs = performance.now() - moved
      // The scripts the started app loads, not what it shows next: the detail page's live
      // preview (a whole site) starts loading once the app is there.
      for (let seen = -1; seen !== started.length;) {
        seen = started.length
        await page.waitForTimeout(1_500)
      }
      page.off('requestfinished', countStart)
      for (const url of new Set(started)) bytes.appJsBytes += await gzipBytes(url)
      if (bytes.appJsBytes === 0) throw new Error(`${url}: the app loaded no JavaScript`)
      results.push(bytes)
      await context.close()
    }
    return results
  } finally {
    await browser.close()
  }
}

/** A Chromium Lighthouse can drive over the DevTools protocol, with its own profile folder. */
async function launchDebuggableChromium(
  executablePath: string,
): Promise<{ port: number; child: ChildProcess; cleanup: () => Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-chromium-'))
  const child = spawn(
    executablePath,
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    // Its own process group, so the renderer and GPU processes are ended with it.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  )
  const cleanup = async () => {
    await stopServer(child)
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL')
    } catch {
      // the group is already gone
    }
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
  }
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('Chromium did not open its DevTools port')),
        30_000,
      )
      let output = ''
      child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
        output += chunk
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)
        if (match) {
          clearTimeout(timer)
          resolve(Number(match[1]))
        }
      })
      child.once('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`Chromium exited (${code}): ${output.slice(-2000)}`))
      })
    })
    child.stderr?.resume()
    return { port, child, cleanup }
  } catch (error) {
    await cleanup()
    throw error
  }
}

const LIGHTHOUSE_ATTEMPTS = 3

/** One Lighthouse run: the default config is mobile with simulated throttling. */
async function lighthouseRun(url: string, port: number, attempt = 1): Promise<Vitals> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  })
  const lhr = result?.lhr
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`)
  if (lhr.runtimeError) {
    // Now and then (a busy machine) its trace misses the navigation start: that run, not the
    // page, failed, and Lighthouse itself says to run it again.
    if (lhr.runtimeError.code === 'NO_NAVSTART' && attempt < LIGHTHOUSE_ATTEMPTS) {
      console.log(`  ${url}: Lighthouse recorded no navigation start; running it again`)
      return lighthouseRun(url, port, attempt + 1)
    }
    throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`)
  }
  const metric = (id: string) => {
    const value = lhr.audits[id]?.numericValue
    if (typeof value !== 'number') throw new Error(`Lighthouse measured no ${id} on ${url}`)
    return value
  }
  const score = lhr.categories.performance?.score
  if (typeof score !== 'number') throw new Error(`Lighthouse gave no performance score for ${url}`)
  return {
    score,
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  }
}

/** The run with the median score (so its metrics belong together), as Lighthouse advises. */
function medianRun(runs: Vitals[]): Vitals {
  const middle = median(runs.map((r) => r.score))
  const closest = [...runs].sort(
    (a, b) => Math.abs(a.score - middle) - Math.abs(b.score - middle) || a.lcpMs - b.lcpMs,
  )[0]
  if (!closest) throw new Error('no Lighthouse runs')
  return closest
}

function build(): void {
  console.log('Building (npm run build) …')
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`npm run build failed (${result.status})`)
}

async function main(): Promise<void> {
  if (BUILD) build()
  const executablePath = chromiumExecutable()
  console.log(`Seeding ${TEMPLATES} templates into a temporary SQLite store …`)
  const store = await prepareStore({
    engine: 'sqlite',
    templates: TEMPLATES,
    users: BYTES_ONLY ? 0 : firstTapUsersNeeded(TAP_RUNS),
  })
  try {
    await run(store, executablePath)
  } finally {
    await store.cleanup()
  }
}

async function run(store: BenchStore, executablePath: string): Promise<void> {
  const detailId = store.ids[0]
  if (!detailId) throw new Error('the seeded store has no templates')
  const pages = ['/store', '/ja/store', '/store/all', `/store/templates/${detailId}`]
  const server = await startServer({ ...store.serverEnv, NODE_ENV: 'production' })
  try {
    console.log(`Server on ${server.url}; Chromium ${executablePath}`)
    if (FIRST_TAP_ONLY) {
      printFirstTaps(await firstTaps(executablePath, server.url, store))
      return
    }
    const bytes = await measureBytes(
      executablePath,
      pages.map((p) => server.url + p),
    )
    if (BYTES_ONLY) {
      printBytes(pages, bytes)
      return
    }
    const rows: PageFigures[] = []
    for (const [i, page] of pages.entries()) {
      // A fresh browser per page: Lighthouse resets storage, but not the HTTP cache's warmth.
      const browser = await launchDebuggableChromium(executablePath)
      try {
        const runs: Vitals[] = []
        for (let n = 0; n < RUNS; n++)
          runs.push(await lighthouseRun(server.url + page, browser.port))
        const vitals = medianRun(runs)
        const pageBytes = bytes[i] ?? {
          jsBytes: NaN,
          cssBytes: NaN,
          jsReceivedBytes: NaN,
          imageBytes: NaN,
          htmlBytes: NaN,
          appJsBytes: NaN,
          appStartMs: NaN,
        }
        rows.push({
          page,
          jsBytes: pageBytes.jsBytes,
          cssBytes: pageBytes.cssBytes,
          jsReceivedBytes: pageBytes.jsReceivedBytes,
          imageBytes: pageBytes.imageBytes,
          htmlBytes: pageBytes.htmlBytes,
          appJsBytes: pageBytes.appJsBytes,
          appStartMs: pageBytes.appStartMs,
          ...vitals,
        })
        console.log(
          `  ${page}: performance ${runs.map((r) => r.score.toFixed(2)).join(', ')} ` +
            `(median ${vitals.score.toFixed(2)}), JS ${kB(pageBytes.jsBytes)} kB`,
        )
      } finally {
        await browser.cleanup()
      }
    }
    printReport(rows)
    printFirstTaps(await firstTaps(executablePath, server.url, store))
  } finally {
    await stopServer(server.child)
  }
}

/** Issue 29's first taps, in a browser of their own. */
async function firstTaps(
  executablePath: string,
  baseUrl: string,
  store: BenchStore,
): Promise<FirstTapFigures[]> {
  console.log(`\nFirst taps, ${TAP_RUNS} run(s) each …`)
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS })
  try {
    return await measureFirstTaps(browser, baseUrl, store, TAP_RUNS, TAP_ROWS)
  } finally {
    await browser.close()
  }
}

function printFirstTaps(rows: FirstTapFigures[]): void {
  console.log(
    `\nFirst tap 1.5 s after the load event, no pointer moved before; simulated slow phone (CPU ×4, ` +
      `1.6 Mbit/s down, 750 kbit/s up, 150 ms RTT), empty cache, fresh context per run; median of ` +
      `${TAP_RUNS}; "never": not within ${FIRST_TAP_WAIT_MS / 1000} s of the tap. Measured in the page ` +
      `(the input event's timestamp to the frame after the state appears). ${os.cpus().length} CPUs, ` +
      `load average ${(os.loadavg()[0] ?? 0).toFixed(1)}.\n`,
  )
  console.log(firstTapTable(rows))
  console.log()
  for (const verdict of firstTapVerdicts(rows)) console.log(verdict)
  // A row that could not be measured is not a figure: say so in the exit code too.
  if (rows.some((row) => row.errors.length > 0)) process.exitCode = 1
}

/** `--bytes-only`: each page's scripts, largest first, and the JavaScript budget's verdict. */
function printBytes(pages: string[], bytes: Bytes[]): void {
  for (const [i, page] of pages.entries()) {
    const figures = bytes[i]
    if (!figures) continue
    console.log(
      `\n${page}: JS ${kB(figures.jsBytes)} kB gzip (${kB(figures.jsReceivedBytes)} kB br) in ` +
        `${figures.scripts.length} files, CSS ${kB(figures.cssBytes)} kB gzip; ` +
        `the app at the first pointer move: JS ${kB(figures.appJsBytes)} kB gzip, hydrated ` +
        `${(figures.appStartMs / 1000).toFixed(2)} s later on a simulated slow phone`,
    )
    for (const script of [...figures.scripts].sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${kB(script.gzip).padStart(6)}  ${new URL(script.url).pathname}`)
  }
  const budget = bytes[pages.indexOf(WEB_TARGETS.jsBudgetPage)]
  if (budget) {
    const met = budget.jsBytes <= WEB_TARGETS.maxJsBytes
    const figure = `JS ${kB(budget.jsBytes)} kB`
    console.log(
      `\n${WEB_TARGETS.jsBudgetPage}: ${against(met, figure, `≤ ${kB(WEB_TARGETS.maxJsBytes)} kB`)}`,
    )
  }
}

function printReport(rows: PageFigures[]): void {
  const header = ['page', 'HTML kB', 'JS kB gzip', 'JS kB br', 'CSS kB gzip', 'img kB', 'all kB']
  header.push('perf', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'app JS kB', 'app start s')
  const lines = rows.map((r) => [
    r.page,
    kB(r.htmlBytes ?? NaN),
    kB(r.jsBytes),
    kB(r.jsReceivedBytes),
    kB(r.cssBytes),
    kB(r.imageBytes ?? NaN),
    // What the first screen costs as received: HTML, JS (brotli), CSS (gzip) and images.
    kB((r.htmlBytes ?? NaN) + r.jsReceivedBytes + r.cssBytes + (r.imageBytes ?? NaN)),
    r.score.toFixed(2),
    (r.fcpMs / 1000).toFixed(2),
    (r.lcpMs / 1000).toFixed(2),
    Math.round(r.tbtMs).toString(),
    r.cls.toFixed(3),
    kB(r.appJsBytes ?? NaN),
    ((r.appStartMs ?? NaN) / 1000).toFixed(2),
  ])
  console.log(
    `\nLighthouse mobile, simulated throttling, median of ${RUNS} run(s) per page; ` +
      `bytes of gzip bodies, and of what Chromium received (brotli); HTML and images as received; kB = 1,000 bytes. ${os.cpus().length} CPUs, ` +
      `load average ${(os.loadavg()[0] ?? 0).toFixed(1)}.\n`,
  )
  console.log(formatTable(header, lines))
  console.log()
  for (const verdict of webVerdicts(rows)) console.log(verdict)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
