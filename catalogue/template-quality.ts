// A template's quality as measured in Chromium by `npm run covers` over every page of its site in
// both languages (issue 27): axe-core violations by impact, the lowest WCAG contrast of body text
// and of buttons, page weight, and whether every page fits a 375 px phone. The manifest, the
// database, the API and the detail page all carry this one shape (the wire spells fitsPhone
// `fits_phone`).

export type TemplateQuality = {
  /** axe-core violations by impact, summed over all pages and both languages. */
  axe: { critical: number; serious: number; moderate: number; minor: number }
  /** The lowest contrast ratios found (2 decimals); button is null on a site without buttons. */
  contrast: { body: number; button: number | null }
  /** Bytes of each page's HTML (UTF-8): the median and the heaviest. */
  bytes: { median: number; max: number }
  /** Every page, both languages, is no wider than a 375 px viewport. */
  fitsPhone: boolean
}

/** WCAG 2 AA for normal text. */
export const AA_CONTRAST = 4.5
/** The phone width every page must fit. */
export const PHONE_WIDTH = 375

/**
 * What `accessible=true` keeps: no serious or critical axe violation and AA contrast of body
 * text and buttons.
 */
export function isAccessible(quality: TemplateQuality | null | undefined): boolean {
  if (!quality) return false
  const { axe, contrast } = quality
  return (
    axe.critical === 0 &&
    axe.serious === 0 &&
    contrast.body >= AA_CONTRAST &&
    (contrast.button === null || contrast.button >= AA_CONTRAST)
  )
}

/** What the store asks of every template it sells: accessible, and fits a phone. */
export function qualityFailures(quality: TemplateQuality | null | undefined): string[] {
  if (!quality) return ['not measured']
  const failures: string[] = []
  if (quality.axe.critical > 0) failures.push(`${quality.axe.critical} critical axe violation(s)`)
  if (quality.axe.serious > 0) failures.push(`${quality.axe.serious} serious axe violation(s)`)
  if (quality.contrast.body < AA_CONTRAST) {
    failures.push(`body text contrast ${quality.contrast.body} < ${AA_CONTRAST}`)
  }
  if (quality.contrast.button !== null && quality.contrast.button < AA_CONTRAST) {
    failures.push(`button contrast ${quality.contrast.button} < ${AA_CONTRAST}`)
  }
  if (!quality.fitsPhone) failures.push(`wider than ${PHONE_WIDTH} px`)
  return failures
}

/** All axe violations, whatever their impact: the number the detail page shows. */
export const axeViolationCount = (quality: TemplateQuality): number =>
  quality.axe.critical + quality.axe.serious + quality.axe.moderate + quality.axe.minor
