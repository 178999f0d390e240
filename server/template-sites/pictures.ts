// Pictures for the template sites' picture slots: small scenes drawn in the scheme's colours (a
// table top, a counter, a window on a horizon, a stage…) with objects of the business standing in
// them, taken from Fluent Emoji Flat (MIT, © Microsoft). Each icon is drawn with <use> from one
// sprite per page, so a page carries an icon's paths once however often it shows it.
// Deterministic: the same arguments always give the same markup.
import { INDUSTRIES } from '#catalogue/industries'
import type { Palette, Phrase } from '../template-words'
import { PICTURE_ICONS, SKIN_TONE_SWAPS } from './picture-icons'
import {
  AVATAR_PEOPLE,
  GROUP_KITS,
  INDUSTRY_KITS,
  splitSkinTone,
  type PictureKit,
  type Place,
} from './picture-kits'
import { contrastRatio, mix, relativeLuminance } from './colours'

export type PictureSlot = 'hero' | 'wide' | 'card' | 'square' | 'avatar' | 'mini'

export type PictureBook = {
  /** An inline <svg> scene for the slot: fills its box (width/height 100% of the CSS box, preserveAspectRatio slice), in the scheme's colours.
   *  `n` varies the scene between slots of one page; `subject` (0-based offering/item index) picks objects that fit that item;
   *  `label` given → role="img" aria-label=label, else aria-hidden="true". `className` is added to the svg's class "pic". */
  picture(
    slot: PictureSlot,
    n: number,
    options?: { subject?: number; label?: string; className?: string },
  ): string
  /** One hidden <svg> holding a <symbol> for every icon the page used, to put once at the end of <body>; '' when none. */
  sprite(): string
}

/** The credit line for the preview's footer, where the licence asks for one (or as courtesy). */
export const PICTURE_CREDIT: Phrase = {
  en: 'Illustrations: Fluent Emoji by Microsoft (MIT licence)',
  ja: 'イラスト：Fluent Emoji（Microsoft、MIT ライセンス）',
}

/** The drawing box of each slot; the CSS box crops it (slice), so objects keep to the middle. */
const SLOT_SIZE: Record<PictureSlot, readonly [number, number]> = {
  hero: [600, 400],
  wide: [960, 320],
  card: [400, 300],
  square: [300, 300],
  avatar: [120, 120],
  mini: [160, 120],
}

/** The lead object's height as a share of the slot's height. */
const BIG: Record<PictureSlot, number> = {
  hero: 0.46,
  wide: 0.36,
  card: 0.54,
  square: 0.5,
  avatar: 0.8,
  mini: 0.7,
}

/** How many objects a slot shows, at most. */
const SLOT_OBJECTS: Record<PictureSlot, number> = {
  hero: 3,
  wide: 4,
  card: 3,
  square: 2,
  avatar: 1,
  mini: 1,
}

// ---------- colours ----------

const luminance = relativeLuminance
const contrast = contrastRatio

/** The tones a scene is painted in, all drawn from the scheme. */
type Tones = {
  wall: string
  wallDeep: string
  sky: string
  surface: string
  surfaceTop: string
  surfaceDeep: string
  accent: string
  accentSoft: string
  light: string
  night: string
  nightFloor: string
}

function tonesOf(p: Palette): Tones {
  const dark = luminance(p.background) < 0.2
  const wall = mix(p.secondary, p.primary, 0.06)
  // A table as pale as the wall would vanish: lean on the accent then.
  const surface = contrast(p.primary, wall) < 1.6 ? mix(p.accent, p.primary, 0.35) : p.primary
  const lift = luminance(surface) > 0.45 ? '#000000' : '#ffffff'
  const night =
    luminance(p.text) < 0.2 ? mix(p.text, p.primary, 0.3) : mix(p.background, p.primary, 0.25)
  return {
    wall,
    wallDeep: mix(p.secondary, p.primary, dark ? 0.3 : 0.16),
    sky: dark ? mix(p.secondary, p.accent, 0.12) : mix(p.secondary, '#ffffff', 0.4),
    surface,
    surfaceTop: mix(surface, lift, 0.2),
    surfaceDeep: mix(surface, '#000000', 0.22),
    accent: p.accent,
    accentSoft: mix(p.accent, p.secondary, 0.6),
    light: mix(p.secondary, '#ffffff', dark ? 0.15 : 0.65),
    night,
    nightFloor: mix(night, '#000000', 0.3),
  }
}

// ---------- small drawing helpers (integers keep the markup short) ----------

const r = Math.round
/** `fill` '' leaves the fill to an enclosing <g>. */
const fillOf = (fill: string) => (fill ? ` fill="${fill}"` : '')
const rect = (x: number, y: number, w: number, h: number, fill = '', extra = '') =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}"${fillOf(fill)}${extra}/>`
const circle = (cx: number, cy: number, radius: number, fill = '', extra = '') =>
  `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}"${fillOf(fill)}${extra}/>`
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`
const pts = (...xy: number[]) => xy.map(r).join(' ')

/** Many boxes of few colours as one path per colour: a shelf of jars costs a few tags, not 20. */
class Boxes {
  private readonly byFill = new Map<string, string>()
  add(x: number, y: number, w: number, h: number, fill: string): void {
    const d = `M${pts(x, y)}h${r(w)}v${r(h)}h${r(-w)}z`
    this.byFill.set(fill, (this.byFill.get(fill) ?? '') + d)
  }
  toString(extra = ''): string {
    return [...this.byFill].map(([fill, d]) => path(d, fill, extra)).join('')
  }
}

/** A small deterministic hash of a few integers (FNV-1a over their decimal digits). */
function hash(...parts: number[]): number {
  let h = 2166136261
  for (const ch of parts.join(',')) {
    h ^= ch.charCodeAt(0)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

// ---------- places ----------

type Stage = { W: number; H: number; g: number; t: Tones; v: number }

/** Where the floor or table line sits, as a share of the height. */
const GROUND: Record<Place, number> = {
  table: 0.72,
  counter: 0.72,
  window: 0.74,
  shelf: 0.74,
  desk: 0.72,
  stage: 0.76,
  field: 0.78,
  shore: 0.8,
  room: 0.78,
  street: 0.8,
  studio: 0.78,
}

function windowPane(x: number, y: number, w: number, h: number, s: Stage): string {
  const { t } = s
  const hill = (lift: number, fill: string) =>
    path(
      `M${pts(x, y + h)}V${r(y + h * (0.72 - lift))}Q${pts(x + w * 0.35, y + h * (0.5 - lift), x + w * 0.62, y + h * (0.68 - lift))}T${pts(x + w, y + h * (0.6 - lift))}V${r(y + h)}Z`,
      fill,
    )
  return [
    rect(x, y, w, h, t.sky),
    circle(
      x + w * (s.v % 2 ? 0.3 : 0.7),
      y + h * 0.3,
      Math.min(w, h) * 0.11,
      t.accent,
      ' opacity=".85"',
    ),
    hill(0.12, mix(t.surface, t.sky, 0.6)),
    hill(-0.08, mix(t.surface, t.sky, 0.3)),
    `<path d="M${pts(x, y)}h${r(w)}v${r(h)}h${r(-w)}ZM${pts(x + w / 2, y)}v${r(h)}M${pts(x, y + h * 0.45)}h${r(w)}" fill="none" stroke="${t.light}" stroke-width="${r(Math.max(4, w * 0.03))}"/>`,
  ].join('')
}

function frame(x: number, y: number, w: number, h: number, s: Stage): string {
  const { t } = s
  return (
    rect(x, y, w, h, t.light, ` stroke="${t.surfaceDeep}" stroke-width="3"`) +
    (s.v % 3 === 0
      ? [0.25, 0.5, 0.75]
          .map((f, i) =>
            rect(
              x + w * (f - 0.08),
              y + h * (0.8 - 0.2 * (i + 1)),
              w * 0.16,
              h * 0.2 * (i + 1) - h * 0.05,
              i === 2 ? t.accent : t.accentSoft,
            ),
          )
          .join('')
      : circle(x + w / 2, y + h / 2, Math.min(w, h) * 0.28, t.accentSoft) +
        circle(x + w * 0.62, y + h * 0.58, Math.min(w, h) * 0.16, t.accent))
  )
}

/** The lines of books on a shelf, between x0 and x1, standing on y. */
function books(x0: number, x1: number, y: number, h: number, s: Stage, seed: number): string {
  const colours = [s.t.accent, s.t.surface, s.t.accentSoft, s.t.surfaceTop, s.t.wallDeep]
  const out = new Boxes()
  let x = x0
  let i = 0
  while (x < x1 - h * 0.2) {
    const k = hash(seed, i)
    const w = h * (0.16 + (k % 5) * 0.03)
    const bh = h * (0.62 + ((k >> 3) % 4) * 0.1)
    out.add(x, y - bh, Math.min(w, x1 - x), bh, colours[(k >> 5) % colours.length] ?? s.t.accent)
    x += w + 2
    i += 1
  }
  return out.toString()
}

const PLACES: Record<Place, (s: Stage) => string> = {
  table: (s) => {
    const { W, H, g, t, v } = s
    const back =
      v % 3 === 0
        ? windowPane(W * 0.14, H * 0.1, W * 0.3, g - H * 0.22, s)
        : v % 3 === 1
          ? [0.3, 0.7]
              .map(
                (f) =>
                  `<path d="M${pts(W * f, 0)}V${r(H * 0.16)}" stroke="${t.surfaceDeep}" stroke-width="2"/>` +
                  path(
                    `M${pts(W * f - H * 0.09, H * 0.25)}a${pts(H * 0.09, H * 0.09)} 0 0 1 ${r(H * 0.18)} 0Z`,
                    t.accent,
                  ),
              )
              .join('')
          : frame(W * 0.6, H * 0.12, W * 0.22, g - H * 0.3, s)
    return (
      rect(0, 0, W, H, t.wall) +
      back +
      rect(0, g - H * 0.025, W, H * 0.06, t.surfaceTop) +
      rect(0, g + H * 0.035, W, H, t.surface)
    )
  },
  counter: (s) => {
    const { W, H, g, t, v } = s
    const shelf = (y: number, seed: number) => {
      const jars = new Boxes()
      for (let i = 0; i < 9; i += 1) {
        const k = hash(seed, i, v)
        const x = W * (0.06 + i * 0.1)
        const h = H * (0.08 + (k % 3) * 0.025)
        const fill = [t.accentSoft, t.surfaceTop, t.accent, t.light][k % 4] ?? t.light
        jars.add(x, y - h, W * 0.06, h, fill)
      }
      return jars.toString() + rect(0, y, W, H * 0.02, t.surfaceDeep)
    }
    let grooves = ''
    for (let x = W / 8; x < W; x += W / 8) grooves += `M${pts(x, g + H * 0.08)}V${r(H)}`
    return (
      rect(0, 0, W, H, t.wall) +
      shelf(H * 0.24, 1) +
      shelf(H * 0.45, 2) +
      rect(0, g - H * 0.02, W, H * 0.06, t.surfaceTop) +
      rect(0, g + H * 0.04, W, H, t.surface) +
      `<path d="${grooves}" stroke="${t.surfaceDeep}" stroke-width="3"/>`
    )
  },
  window: (s) => {
    const { W, H, g, t } = s
    return (
      rect(0, 0, W, H, t.wall) +
      windowPane(W * 0.16, H * 0.08, W * 0.68, g - H * 0.14, s) +
      rect(W * 0.1, g - H * 0.03, W * 0.8, H * 0.05, t.surfaceTop) +
      rect(0, g + H * 0.02, W, H, t.wallDeep)
    )
  },
  shelf: (s) => {
    const { W, H, g, t, v } = s
    const top = H * 0.36
    return (
      rect(0, 0, W, H, t.wall) +
      books(W * 0.04, W * 0.96, top, H * 0.2, s, v) +
      rect(0, top, W, H * 0.025, t.surfaceDeep) +
      books(W * 0.02, W * 0.18, g, H * 0.22, s, v + 7) +
      books(W * 0.82, W * 0.98, g, H * 0.22, s, v + 9) +
      rect(0, g, W, H * 0.03, t.surfaceDeep) +
      rect(0, g + H * 0.03, W, H, t.wallDeep)
    )
  },
  desk: (s) => {
    const { W, H, g, t, v } = s
    const left = v % 2 === 0
    return (
      rect(0, 0, W, H, t.wall) +
      frame(left ? W * 0.12 : W * 0.64, H * 0.1, W * 0.24, H * 0.34, s) +
      circle(
        left ? W * 0.8 : W * 0.22,
        H * 0.24,
        H * 0.08,
        t.light,
        ` stroke="${t.surfaceDeep}" stroke-width="3"`,
      ) +
      `<path d="M${pts(left ? W * 0.8 : W * 0.22, H * 0.24)}v${r(-H * 0.05)}m0 ${r(H * 0.05)}h${r(H * 0.04)}" stroke="${t.surfaceDeep}" stroke-width="3" fill="none"/>` +
      rect(0, g - H * 0.02, W, H * 0.05, t.surfaceTop) +
      rect(W * 0.04, g + H * 0.03, W * 0.92, H, t.surface) +
      rect(W * 0.08, g + H * 0.1, W * 0.3, H * 0.06, t.surfaceDeep, ' rx="3"')
    )
  },
  stage: (s) => {
    const { W, H, g, t } = s
    const beam = (x: number, to: number) =>
      path(
        `M${pts(x - 8, 0, x + 8, 0, to + W * 0.14, g, to - W * 0.14, g)}Z`,
        t.light,
        ' opacity=".14"',
      )
    const folds = new Boxes()
    for (const side of [0, W * 0.88])
      for (let i = 0; i < 3; i += 1)
        folds.add(side + W * 0.02 + i * W * 0.04, H * 0.12, W * 0.012, g - H * 0.12, t.surfaceDeep)
    return (
      rect(0, 0, W, H, t.night) +
      beam(W * 0.3, W * 0.42) +
      beam(W * 0.7, W * 0.58) +
      rect(0, g, W, H, t.nightFloor) +
      `<ellipse cx="${r(W / 2)}" cy="${r(g + H * 0.05)}" rx="${r(W * 0.3)}" ry="${r(H * 0.06)}" fill="${t.light}" opacity=".18"/>` +
      rect(0, g - H * 0.01, W, H * 0.02, t.accent) +
      rect(0, 0, W * 0.12, g, t.surface) +
      rect(W * 0.88, 0, W * 0.12, g, t.surface) +
      folds.toString(' opacity=".5"') +
      rect(0, 0, W, H * 0.1, t.surfaceDeep)
    )
  },
  field: (s) => {
    const { W, H, g, t, v } = s
    const cx = v % 2 ? W * 0.2 : W * 0.8
    const cloud = (x: number, y: number, k: number) =>
      `<g fill="${t.light}" opacity=".9">${circle(x, y, k)}${circle(x + k * 1.1, y - k * 0.4, k * 1.2)}${circle(x + k * 2.3, y, k * 0.9)}${rect(x, y - k * 0.2, k * 2.3, k * 1.1)}</g>`
    return (
      rect(0, 0, W, H, t.sky) +
      circle(cx, H * 0.2, H * 0.08, t.accent) +
      cloud(v % 2 ? W * 0.62 : W * 0.18, H * 0.2, H * 0.05) +
      path(
        `M0 ${r(g - H * 0.12)}Q${pts(W * 0.25, g - H * 0.3, W * 0.5, g - H * 0.14)}T${pts(W, g - H * 0.16)}V${r(H)}H0Z`,
        mix(t.surface, t.sky, 0.55),
      ) +
      path(
        `M0 ${r(g - H * 0.02)}Q${pts(W * 0.5, g - H * 0.1, W, g - H * 0.01)}V${r(H)}H0Z`,
        mix(t.surface, t.sky, 0.2),
      )
    )
  },
  shore: (s) => {
    const { W, H, g, t, v } = s
    const sea = mix(t.surface, t.sky, 0.25)
    let waves = ''
    for (let i = 0; i < 3; i += 1)
      waves += `<path d="M${pts(W * (0.1 + i * 0.3), H * (0.56 + (i % 2) * 0.08))}q${pts(W * 0.04, -H * 0.03, W * 0.08, 0)}" stroke="${t.light}" stroke-width="3" fill="none" opacity=".7"/>`
    return (
      rect(0, 0, W, H, t.sky) +
      circle(v % 2 ? W * 0.25 : W * 0.75, H * 0.46, H * 0.11, t.accent) +
      rect(0, H * 0.47, W, H, sea) +
      waves +
      path(
        `M0 ${r(g - H * 0.06)}Q${pts(W * 0.5, g - H * 0.12, W, g - H * 0.04)}V${r(H)}H0Z`,
        mix(t.accent, '#ffffff', 0.55),
      )
    )
  },
  room: (s) => {
    const { W, H, g, t, v } = s
    let boards = ''
    for (let i = 1; i < 4; i += 1) boards += `M0 ${r(g + (H - g) * (i / 4) ** 1.3)}H${r(W)}`
    const left = v % 2 === 0
    return (
      rect(0, 0, W, H, t.wall) +
      windowPane(left ? W * 0.08 : W * 0.66, H * 0.12, W * 0.26, g - H * 0.32, s) +
      frame(left ? W * 0.7 : W * 0.14, H * 0.16, W * 0.16, H * 0.22, s) +
      rect(0, g, W, H, t.surfaceTop) +
      `<path d="${boards}" stroke="${t.surfaceDeep}" stroke-width="2" opacity=".5"/>` +
      rect(0, g - H * 0.02, W, H * 0.025, t.surfaceDeep) +
      `<ellipse cx="${r(W / 2)}" cy="${r(g + (H - g) * 0.45)}" rx="${r(W * 0.32)}" ry="${r((H - g) * 0.3)}" fill="${t.accentSoft}"/>`
    )
  },
  street: (s) => {
    const { W, H, g, t, v } = s
    const city = new Boxes()
    const lit = new Boxes()
    let x = -W * 0.02
    let i = 0
    while (x < W) {
      const k = hash(v, i)
      const w = W * (0.08 + (k % 5) * 0.02)
      const h = H * (0.26 + ((k >> 4) % 6) * 0.06)
      const far = i % 2 === 0
      city.add(x, g - h, w, h, mix(t.surface, t.sky, far ? 0.45 : 0.15))
      for (let wy = g - h + H * 0.05; wy < g - H * 0.06; wy += H * 0.08)
        lit.add(x + w * 0.2, wy, w * 0.6, H * 0.03, t.light)
      x += w + W * 0.01
      i += 1
    }
    return (
      rect(0, 0, W, H, t.sky) +
      circle(v % 2 ? W * 0.82 : W * 0.18, H * 0.18, H * 0.06, t.accent) +
      city.toString() +
      lit.toString(' opacity=".55"') +
      rect(0, g, W, H, t.wallDeep) +
      rect(0, g, W, H * 0.02, t.surfaceDeep) +
      `<path d="M0 ${r(g + (H - g) * 0.6)}H${r(W)}" stroke="${t.light}" stroke-width="4" stroke-dasharray="${r(W * 0.05)} ${r(W * 0.04)}"/>`
    )
  },
  studio: (s) => {
    const { W, H, g, t, v } = s
    const backdrop = mix(t.accentSoft, t.wall, 0.35)
    const lamp = (x: number) =>
      `<path d="M${pts(x, H * 0.3)}V${r(g)}m${r(-H * 0.06)} 0l${r(H * 0.06)} ${r(-H * 0.08)}l${r(H * 0.06)} ${r(H * 0.08)}" stroke="${t.surfaceDeep}" stroke-width="3" fill="none"/>` +
      rect(
        x - H * 0.08,
        H * 0.14,
        H * 0.16,
        H * 0.16,
        t.light,
        ` stroke="${t.surfaceDeep}" stroke-width="3"`,
      )
    return (
      rect(0, 0, W, H, backdrop) +
      path(
        `M0 ${r(g - H * 0.1)}Q${pts(W * 0.5, g - H * 0.16, W, g - H * 0.1)}V${r(H)}H0Z`,
        mix(backdrop, '#ffffff', 0.25),
      ) +
      lamp(v % 2 ? W * 0.14 : W * 0.86) +
      `<ellipse cx="${r(W / 2)}" cy="${r(g)}" rx="${r(W * 0.28)}" ry="${r(H * 0.05)}" fill="${t.accentSoft}" opacity=".8"/>`
    )
  },
}

// ---------- the book ----------

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The kit of an industry: its own, else its group's, else the café's (never empty). */
function pictureKit(industry: string): PictureKit {
  const own = INDUSTRY_KITS[industry]
  if (own) return own
  const group = INDUSTRIES.find((i) => i.slug === industry)?.group
  return (group && GROUP_KITS[group]) || (INDUSTRY_KITS.cafe as PictureKit)
}

const hasIcon = (name: string) => name in PICTURE_ICONS

/** The symbol of an icon name, toned when the name carries a skin tone. */
function symbolOf(name: string): string {
  const { base, tone } = splitSkinTone(name, hasIcon)
  const icon = PICTURE_ICONS[base]
  if (!icon) return ''
  let body = icon.body
  if (tone) {
    const swaps = SKIN_TONE_SWAPS[tone] ?? {}
    body = body
      .replace(/#[0-9a-f]{3,6}\b/g, (c) => swaps[c] ?? c)
      .replaceAll(`pic-${base}--`, `pic-${name}--`)
  }
  return `<symbol id="pic-${name}" viewBox="${icon.viewBox}">${body}</symbol>`
}

export function createPictureBook(site: {
  industry: string
  siteType: string
  palette: Palette
  seed: number
}): PictureBook {
  const kit = pictureKit(site.industry)
  const tones = tonesOf(site.palette)
  const seed = Math.abs(Math.trunc(site.seed)) || 0
  const used = new Set<string>()

  const place = (name: string, cx: number, ground: number, size: number) => {
    used.add(name)
    // Fluent emoji leave 1/16 of their box empty below the drawing.
    return (
      `<ellipse cx="${r(cx)}" cy="${r(ground)}" rx="${r(size * 0.36)}" ry="${r(size * 0.05)}" fill="#000" opacity=".14"/>` +
      `<use href="#pic-${name}" x="${r(cx - size / 2)}" y="${r(ground - size * 0.95)}" width="${r(size)}" height="${r(size)}"/>`
    )
  }

  /** The objects of a picture: the subject's group, topped up with the next groups' leads. */
  const objectsFor = (slot: PictureSlot, n: number, subject: number | undefined): string[] => {
    const groups = kit.subjects
    const first = subject ?? (seed + n) % groups.length
    const out: string[] = []
    for (let i = 0; i < groups.length && out.length < SLOT_OBJECTS[slot]; i += 1) {
      const group = groups[(first + i) % groups.length] ?? []
      for (const name of i === 0 ? group : group.slice(0, 1))
        if (!out.includes(name) && out.length < SLOT_OBJECTS[slot]) out.push(name)
      // Cards and squares show one offering: no top-up from the others.
      if (slot === 'card' || slot === 'square') break
    }
    return out
  }

  const svg = (
    slot: PictureSlot,
    inner: string,
    options: { label?: string; className?: string },
  ): string => {
    const [W, H] = SLOT_SIZE[slot]
    const cls = `pic${options.className ? ` ${escapeAttr(options.className)}` : ''}`
    const a11y = options.label
      ? `role="img" aria-label="${escapeAttr(options.label)}"`
      : 'aria-hidden="true"'
    return `<svg class="${cls}" viewBox="0 0 ${W} ${H}" width="100%" height="100%" preserveAspectRatio="xMidYMid slice" ${a11y} focusable="false">${inner}</svg>`
  }

  const avatar = (n: number): string => {
    const people = kit.pro ? [kit.pro, ...AVATAR_PEOPLE] : [...AVATAR_PEOPLE]
    const person = people[(n + seed) % people.length] ?? AVATAR_PEOPLE[0]
    const ring = n % 2 === 0 ? tones.accentSoft : tones.wallDeep
    return (
      circle(60, 60, 60, ring) +
      circle(60, 60, 50, mix(ring, '#ffffff', 0.35)) +
      place(person, 60, 116, 96)
    )
  }

  const mini = (n: number, subject: number | undefined): string => {
    const [name] = objectsFor('mini', n, subject)
    const tint = [tones.accentSoft, tones.wallDeep, tones.sky][(n + seed) % 3] ?? tones.wall
    return (
      rect(0, 0, 160, 120, tones.wall) +
      circle(80, 60, 50, tint) +
      (name ? place(name, 80, 104, 84) : '')
    )
  }

  const scene = (slot: PictureSlot, n: number, subject: number | undefined): string => {
    const [W, H] = SLOT_SIZE[slot]
    const where = kit.places[(seed + n) % kit.places.length] ?? 'table'
    // A wide band is often shown as a thin strip (1200 × 180): its ground comes up to the middle.
    const g = H * (slot === 'wide' ? 0.5 + (GROUND[where] - 0.5) * 0.5 : GROUND[where])
    const v = hash(seed, n, subject ?? -1)
    const names = objectsFor(slot, n, subject)
    // The largest object fits the band every crop keeps; the others stand beside it smaller.
    const big = Math.min(H * BIG[slot], W * 0.36)
    const sizes = names.map((_, i) => (i === 0 ? big : big * 0.7))
    const gap = big * 0.08
    const total = sizes.reduce((a, b) => a + b, 0) + gap * (sizes.length - 1)
    // The lead stands in the middle, the others around it, mirrored on alternate pictures.
    const order =
      names.length === 3 ? [1, 0, 2] : names.length === 4 ? [1, 0, 2, 3] : names.map((_, i) => i)
    if (v % 2 === 1) order.reverse()
    let x = (W - total) / 2
    const slots: string[] = []
    for (const i of order) {
      const size = sizes[i] ?? big
      const name = names[i]
      if (name) slots.push(place(name, x + size / 2, g + H * 0.01, size))
      x += size + gap
    }
    return PLACES[where]({ W, H, g, t: tones, v }) + slots.join('')
  }

  return {
    picture(slot, n, options = {}) {
      const k = Math.abs(Math.trunc(n)) || 0
      const subject =
        options.subject === undefined ? undefined : Math.abs(Math.trunc(options.subject))
      const inner =
        slot === 'avatar' ? avatar(k) : slot === 'mini' ? mini(k, subject) : scene(slot, k, subject)
      return svg(slot, inner, options)
    },
    sprite() {
      if (used.size === 0) return ''
      const symbols = [...used].sort().map(symbolOf).join('')
      return `<svg aria-hidden="true" focusable="false" style="position:absolute;width:0;height:0;overflow:hidden">${symbols}</svg>`
    },
  }
}
