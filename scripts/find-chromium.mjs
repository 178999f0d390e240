import { HOW_TO_GET_CHROMIUM, findChromium } from './chromium-path.mjs'

const found = findChromium()
if (!found.source) {
  console.error(HOW_TO_GET_CHROMIUM)
  process.exit(1)
}
console.log(
  `Browser tests use ${found.source === 'playwright' ? "Playwright's Chromium" : found.path}`,
)
