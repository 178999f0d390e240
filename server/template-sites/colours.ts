// A scheme's colours made readable: the store sells only sites that pass WCAG AA, so every colour
// that carries text is moved toward black or white until it reaches 4.5:1 against what it sits
// on. A designer's scheme keeps its hue; only its lightness gives way.
import type { Palette } from '../template-words'

type Rgb = [number, number, number]

const rgbOf = (hex: string): Rgb => {
  const h = hex.replace('#', '')
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.padEnd(6, '0')
  const v = Number.parseInt(full.slice(0, 6), 16)
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}
const hexOf = (rgb: Rgb) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`

export function relativeLuminance(hex: string): number {
  const lin = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  const [r, g, b] = rgbOf(hex)
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ]
  return (hi + 0.05) / (lo + 0.05)
}

/** `a` mixed with `b`: share 0 is `a`, 1 is `b`. */
export function mix(a: string, b: string, share: number): string {
  const x = rgbOf(a)
  const y = rgbOf(b)
  return hexOf([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * share) as Rgb)
}

/** The AA level for text, with a hair of margin for rounding in browsers. */
export const AA = 4.6

/** `colour`, darkened or lightened just enough to reach `min` against every colour of `on`. */
export function readableOn(colour: string, on: string[], min = AA): string {
  const enough = (c: string) => on.every((o) => contrastRatio(c, o) >= min)
  if (enough(colour)) return colour
  const darkGround = on.reduce((sum, o) => sum + relativeLuminance(o), 0) / on.length < 0.18
  const target = darkGround ? '#ffffff' : '#000000'
  for (let share = 0.05; share < 1; share += 0.05) {
    const c = mix(colour, target, share)
    if (enough(c)) return c
  }
  return target
}

/** Black or white text, whichever reads better on `fill`. */
export const inkOn = (fill: string) =>
  contrastRatio('#111111', fill) >= contrastRatio('#ffffff', fill) ? '#111111' : '#ffffff'

/** A fill that `inkOn` reads on at AA: the colour itself, or moved away from its ink. */
export function readableFill(colour: string): string {
  const ink = inkOn(colour)
  if (contrastRatio(ink, colour) >= AA) return colour
  const away = ink === '#ffffff' ? '#000000' : '#ffffff'
  for (let share = 0.05; share < 1; share += 0.05) {
    const c = mix(colour, away, share)
    if (contrastRatio(inkOn(c), c) >= AA) return c
  }
  return away
}

export type ReadablePalette = Palette & {
  /** Accent as text on the page and on bands, and as a button fill under `onAccent`. */
  onAccent: string
  onPrimary: string
  /** Quieter text (dates, notes, labels) that still reads at AA on the page and on bands. */
  muted: string
}

export function readablePalette(p: Palette): ReadablePalette {
  const grounds = [p.background, p.secondary]
  const text = readableOn(p.text, grounds)
  const accent = readableOn(p.accent, grounds)
  const primary = readableFill(p.primary)
  return {
    ...p,
    text,
    accent,
    primary,
    onAccent: inkOn(accent),
    onPrimary: inkOn(primary),
    muted: readableOn(mix(text, p.background, 0.3), grounds),
  }
}

/**
 * The palette with a visitor's accent (issue 31). Any #rrggbb may come in, so the accent is
 * shaded (toward black on a light page, white on a dark one) until it reads at AA both as text
 * on every ground it sits on (page, bands, cards) and as a fill under its own ink; the hue stays.
 */
export function readablePaletteWithAccent(p: Palette, accent: string): ReadablePalette {
  const readable = readablePalette(p)
  const dark = relativeLuminance(p.background) < 0.2
  const grounds = dark ? [p.background, p.secondary] : [p.background, p.secondary, '#ffffff']
  const fits = (c: string) =>
    grounds.every((g) => contrastRatio(c, g) >= AA) && contrastRatio(inkOn(c), c) >= AA
  const toward = dark ? '#ffffff' : '#000000'
  let shade = toward
  for (let share = 0; share < 1; share += 0.04) {
    const c = mix(accent, toward, share)
    if (fits(c)) {
      shade = c
      break
    }
  }
  return { ...readable, accent: shade, onAccent: inkOn(shade) }
}
