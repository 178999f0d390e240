// The quality facts `npm run covers` measures on each template page it shows (issue 27): axe-core
// violations by impact, the lowest WCAG contrast of body text and of buttons, and whether the
// page fits a 375 px phone; then one template's facts from all its pages in both languages.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { PHONE_WIDTH, type TemplateQuality } from '#catalogue/template-quality'

export type PageQuality = {
  axe: TemplateQuality['axe']
  /** Lowest ratios on this page; null where the page has no such text. */
  contrast: { body: number | null; button: number | null }
  bytes: number
  fitsPhone: boolean
}

const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const

/** axe-core's violations on the page as shown, counted by impact (one per rule and element). */
async function axeCounts(page: Page): Promise<TemplateQuality['axe']> {
  const result = await new AxeBuilder({ page })
    // Passes are not needed and collecting them doubles the time (tests/e2e/axe-scan.ts).
    .options({ resultTypes: ['violations'] })
    .analyze()
  const counts = { critical: 0, serious: 0, moderate: 0, minor: 0 }
  for (const violation of result.violations) {
    const impact = violation.impact ?? 'minor'
    if ((IMPACTS as readonly string[]).includes(impact)) {
      counts[impact as (typeof IMPACTS)[number]] += violation.nodes.length
    }
  }
  return counts
}

/**
 * Runs in the page: the lowest WCAG contrast of visible text, split into text inside buttons
 * (`.btn`, `button`, `a.btn`) and other text of normal size (large text, which AA lets go to
 * 3:1, is left to axe). A text's background is found by walking up to the first opaque
 * background colour, compositing the translucent ones met on the way; text over a background
 * image is left to axe too, as its background cannot be read off styles.
 */
function lowestContrasts(): { body: number | null; button: number | null } {
  type Rgba = [number, number, number, number]
  const parse = (value: string): Rgba | undefined => {
    const m = /rgba?\(([^)]+)\)/.exec(value)
    if (!m) return undefined
    const parts = (m[1] as string)
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number)
    const [r = 0, g = 0, b = 0, a = 1] = parts
    return [r, g, b, a]
  }
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const a = top[3]
    return [
      top[0] * a + bottom[0] * (1 - a),
      top[1] * a + bottom[1] * (1 - a),
      top[2] * a + bottom[2] * (1 - a),
      1,
    ]
  }
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (c: number) => {
      const s = c / 255
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
  }
  const ratio = (a: Rgba, b: Rgba) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
    return (hi + 0.05) / (lo + 0.05)
  }
  const backgroundOf = (element: Element): Rgba | undefined => {
    const layers: Rgba[] = []
    for (let at: Element | null = element; at; at = at.parentElement) {
      const style = getComputedStyle(at)
      if (style.backgroundImage !== 'none') return undefined
      const colour = parse(style.backgroundColor)
      if (colour && colour[3] > 0) {
        layers.push(colour)
        if (colour[3] >= 1) break
      }
    }
    // The canvas under everything is white.
    return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1])
  }
  const visible = (element: Element) => {
    const style = getComputedStyle(element)
    if (style.visibility !== 'visible' || style.display === 'none') return false
    for (let at: Element | null = element; at; at = at.parentElement) {
      if (Number(getComputedStyle(at).opacity) === 0) return false
    }
    const rect = element.getBoundingClientRect()
    return rect.width > 0 && rect.height > 0
  }
  let body: number | null = null
  let button: number | null = null
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement
    if (!element || !node.textContent?.trim()) continue
    if (element.closest('script, style, noscript, template, [aria-hidden="true"]')) continue
    if (!visible(element)) continue
    const style = getComputedStyle(element)
    const text = parse(style.color)
    const background = backgroundOf(element)
    if (!text || !background) continue
    const contrast = ratio(over(text, background), background)
    if (element.closest('.btn, button, a.btn')) {
      button = button === null ? contrast : Math.min(button, contrast)
      continue
    }
    const size = Number.parseFloat(style.fontSize)
    const bold = Number(style.fontWeight) >= 700
    const large = size >= 24 || (bold && size >= 18.66)
    if (!large) body = body === null ? contrast : Math.min(body, contrast)
  }
  return { body, button }
}

/**
 * Measures the page now shown (at the shots' viewport, which it is left at): axe and contrast
 * there, then the width at a 375 px viewport.
 */
export async function measurePage(page: Page, html: string): Promise<PageQuality> {
  const axe = await axeCounts(page)
  // tsx names the function's inner arrows through a helper of its own, absent from the page.
  await page.evaluate('globalThis.__name ??= (fn) => fn')
  const contrast = await page.evaluate(lowestContrasts)
  const viewport = page.viewportSize()
  await page.setViewportSize({ width: PHONE_WIDTH, height: 812 })
  const fitsPhone = await page.evaluate(
    (width) => document.documentElement.scrollWidth <= width,
    PHONE_WIDTH,
  )
  if (viewport) await page.setViewportSize(viewport)
  return { axe, contrast, bytes: Buffer.byteLength(html, 'utf8'), fitsPhone }
}

const round2 = (n: number) => Math.round(n * 100) / 100

/** One template's facts from its pages' (every page, both languages). */
export function templateQuality(pages: readonly PageQuality[]): TemplateQuality {
  const axe = { critical: 0, serious: 0, moderate: 0, minor: 0 }
  for (const p of pages) for (const impact of IMPACTS) axe[impact] += p.axe[impact]
  const lowest = (values: (number | null)[]) => {
    const known = values.filter((v): v is number => v !== null)
    return known.length > 0 ? round2(Math.min(...known)) : null
  }
  const weights = pages.map((p) => p.bytes).sort((a, b) => a - b)
  const middle = Math.floor(weights.length / 2)
  const median =
    weights.length % 2 === 1
      ? (weights[middle] as number)
      : Math.round(((weights[middle - 1] as number) + (weights[middle] as number)) / 2)
  return {
    axe,
    contrast: {
      // A site with no normal-size text outside buttons has nothing to fail: the best ratio.
      body: lowest(pages.map((p) => p.contrast.body)) ?? 21,
      button: lowest(pages.map((p) => p.contrast.button)),
    },
    bytes: { median, max: weights.at(-1) ?? 0 },
    fitsPhone: pages.every((p) => p.fitsPhone),
  }
}
