// Which Chromium the browser tests drive: Playwright's own when it is installed, else the
// system one (Debian's /usr/bin/chromium), else none — callers explain how to get one.
import fs from 'node:fs'
import { chromium } from 'playwright-core'

const SYSTEM_CHROMIUMS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
]

/** @returns {{ path: string | undefined, source: 'env' | 'playwright' | 'system' | undefined }} */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv && fs.existsSync(fromEnv)) return { path: fromEnv, source: 'env' }
  try {
    const own = chromium.executablePath()
    if (own && fs.existsSync(own)) return { path: undefined, source: 'playwright' }
  } catch {
    // playwright-core throws when its browser registry has no entry; fall through.
  }
  const system = SYSTEM_CHROMIUMS.find((p) => fs.existsSync(p))
  return system ? { path: system, source: 'system' } : { path: undefined, source: undefined }
}

/** Headless on this workplace's closed network: no sandbox as root, no background fetches. */
export const QUIET_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export const HOW_TO_GET_CHROMIUM = [
  'No Chromium found for the browser tests.',
  'Get one of:',
  "  - Playwright's own:   npx playwright install chromium",
  '  - Debian/Ubuntu:      sudo apt-get install chromium fonts-ipafont-gothic',
  '  - any other build:    CHROMIUM_PATH=/path/to/chrome npm test',
].join('\n')
