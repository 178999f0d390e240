// Generated cover images: an SVG mock of the template's page layout in its own palette, so the
// store shows distinct, meaningful covers without shipping image files. Covers never change for
// a template, so they are cacheable for a day and revalidated by ETag. The PNG rendition of a
// cover is the link-preview image (Open Graph, Twitter cards).
import { createHash } from 'node:crypto'
import type { Context, Hono } from 'hono'
import {
  COVER_HEIGHT,
  COVER_PNG_HEIGHT,
  COVER_PNG_WIDTH,
  COVER_WIDTH,
} from '#catalogue/cover-paths'
import type { AppDeps, AppEnv } from './app-env'
import type { CoverPngRenderer } from './cover-png'
import { DESIGNERS } from './db/seed-store'
import { templateNotFound } from './search/search-templates'
import { SITE_TYPE_WORDS, type Palette } from './template-words'

// Free faces common on Linux follow the classic ones by name: the PNG renderer (resvg) does not
// map the generic families, so a named face is what keeps serif titles serif there.
// Unquoted (valid CSS identifiers): resvg 2.6 skips a quoted name that follows a comma.
const SANS_FONTS = 'Helvetica, Arial, Liberation Sans, DejaVu Sans, sans-serif'
const SERIF_FONTS = 'Georgia, Liberation Serif, DejaVu Serif, serif'

export { COVER_HEIGHT, COVER_WIDTH }
const COVER_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'
/** Link previews fetch rarely and cache on their side; a week, revalidated by ETag after. */
const COVER_PNG_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=2592000'

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (ch) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[ch]};`,
  )
}

type CoverInput = {
  id: string
  title: string
  siteType: string
  palette: Palette
  wireframe: boolean
}

/** A small deterministic number per template, so same-layout covers still differ. */
function variant(id: string, mod: number): number {
  const hash = createHash('sha1').update(id).digest()
  return (hash[0] ?? 0) % mod
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

/** The cover's shapes and text in an 800×600 user space, without the outer <svg>. */
function coverContent(input: CoverInput): string {
  const { palette: p } = input
  const words = SITE_TYPE_WORDS[input.siteType]
  const sections = words?.sections ?? []
  const layout = variant(input.id, 3)
  const shortTitle = truncate(input.title.split(/ — |｜/)[0] ?? input.title, 28)
  const tagline = truncate(input.title.split(/ — |｜/)[1] ?? words?.noun.en ?? '', 44)
  // Wireframes draw blocks as dashed outlines; one fill attribute either way (a duplicate
  // attribute makes the whole SVG invalid).
  const blockPaint = (fill: string) =>
    input.wireframe ? `fill="none" stroke="${p.accent}" stroke-dasharray="6 4"` : `fill="${fill}"`

  const parts: string[] = []
  parts.push(`<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="${p.background}"/>`)
  // Browser chrome
  parts.push(`<rect width="${COVER_WIDTH}" height="34" fill="${p.secondary}"/>`)
  for (const [i, colour] of ['#ff5f57', '#febc2e', '#28c840'].entries()) {
    parts.push(
      `<circle cx="${20 + i * 18}" cy="17" r="6" fill="${input.wireframe ? p.accent : colour}"/>`,
    )
  }
  // Header with logo and navigation from the site type's sections
  parts.push(
    `<text x="40" y="74" font-family="${SANS_FONTS}" font-size="20" font-weight="700" fill="${p.text}">${escapeXml(shortTitle)}</text>`,
  )
  sections.slice(0, 4).forEach((_, i) => {
    parts.push(
      `<rect x="${460 + i * 78}" y="62" width="60" height="10" rx="5" fill="${p.text}" opacity="0.35"/>`,
    )
  })

  // Hero: three layouts so a catalogue of covers does not look cloned
  if (layout === 0) {
    parts.push(`<rect x="0" y="100" width="${COVER_WIDTH}" height="260" ${blockPaint(p.primary)}/>`)
    parts.push(
      `<text x="60" y="210" font-family="${SANS_FONTS}" font-size="34" font-weight="700" fill="${p.background}">${escapeXml(truncate(shortTitle, 22))}</text>`,
    )
    parts.push(
      `<text x="60" y="250" font-family="${SANS_FONTS}" font-size="18" fill="${p.background}" opacity="0.85">${escapeXml(tagline)}</text>`,
    )
    parts.push(`<rect x="60" y="280" width="150" height="40" rx="20" fill="${p.accent}"/>`)
  } else if (layout === 1) {
    parts.push(`<rect x="40" y="110" width="340" height="240" rx="8" ${blockPaint(p.secondary)}/>`)
    parts.push(`<rect x="420" y="110" width="340" height="240" rx="8" ${blockPaint(p.primary)}/>`)
    parts.push(
      `<text x="60" y="200" font-family="${SANS_FONTS}" font-size="28" font-weight="700" fill="${p.text}">${escapeXml(truncate(shortTitle, 18))}</text>`,
    )
    parts.push(
      `<rect x="60" y="225" width="260" height="10" rx="5" fill="${p.text}" opacity="0.3"/>`,
    )
    parts.push(
      `<rect x="60" y="245" width="200" height="10" rx="5" fill="${p.text}" opacity="0.3"/>`,
    )
    parts.push(`<rect x="60" y="280" width="130" height="36" rx="6" fill="${p.accent}"/>`)
    parts.push(`<circle cx="590" cy="230" r="70" fill="${p.accent}" opacity="0.8"/>`)
  } else {
    parts.push(`<rect x="40" y="110" width="720" height="240" rx="12" ${blockPaint(p.secondary)}/>`)
    parts.push(
      `<rect x="40" y="110" width="720" height="240" rx="12" fill="${p.primary}" opacity="0.25"/>`,
    )
    parts.push(
      `<text x="400" y="215" text-anchor="middle" font-family="${SERIF_FONTS}" font-size="34" fill="${p.text}">${escapeXml(truncate(shortTitle, 22))}</text>`,
    )
    parts.push(
      `<text x="400" y="252" text-anchor="middle" font-family="${SANS_FONTS}" font-size="16" fill="${p.text}" opacity="0.8">${escapeXml(tagline)}</text>`,
    )
    parts.push(`<rect x="335" y="280" width="130" height="36" rx="18" fill="${p.accent}"/>`)
  }

  // Section cards: one per section of the site type (up to three), labelled with bars
  const cards = Math.min(3, Math.max(1, sections.length))
  const cardWidth = (720 - (cards - 1) * 20) / cards
  for (let i = 0; i < cards; i++) {
    const x = 40 + i * (cardWidth + 20)
    parts.push(
      `<rect x="${x}" y="380" width="${cardWidth}" height="120" rx="8" ${blockPaint(i % 2 ? p.secondary : p.primary)} opacity="${input.wireframe ? 1 : 0.9}"/>`,
    )
    parts.push(
      `<rect x="${x + 16}" y="520" width="${cardWidth * 0.7}" height="10" rx="5" fill="${p.text}" opacity="0.45"/>`,
    )
    parts.push(
      `<rect x="${x + 16}" y="540" width="${cardWidth * 0.5}" height="10" rx="5" fill="${p.text}" opacity="0.25"/>`,
    )
  }
  return `<title>${escapeXml(input.title)}</title>${parts.join('')}`
}

export function renderCoverSvg(input: CoverInput): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" role="img" aria-label="${escapeXml(input.title)}">` +
    `${coverContent(input)}</svg>`
  )
}

/**
 * The same cover on a 1200×630 link-preview card: scaled to the card's height, centred, on the
 * template's secondary colour, so nothing of the layout is cropped.
 */
export function renderCoverCardSvg(input: CoverInput): string {
  const width = Math.round((COVER_WIDTH * COVER_PNG_HEIGHT) / COVER_HEIGHT)
  const x = Math.round((COVER_PNG_WIDTH - width) / 2)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_PNG_WIDTH}" height="${COVER_PNG_HEIGHT}" viewBox="0 0 ${COVER_PNG_WIDTH} ${COVER_PNG_HEIGHT}">` +
    `<rect width="${COVER_PNG_WIDTH}" height="${COVER_PNG_HEIGHT}" fill="${input.palette.secondary}"/>` +
    `<svg x="${x}" y="0" width="${width}" height="${COVER_PNG_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">` +
    `${coverContent(input)}</svg></svg>`
  )
}

/** Initials on a coloured disc for a designer without a photo. */
export function renderAvatarSvg(name: string, seed: string): string {
  const hues = [12, 48, 160, 200, 262, 330]
  const hue = hues[variant(seed, hues.length)] ?? 200
  const initials = name
    .split(/[\s&.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label="${escapeXml(name)}">` +
    `<circle cx="80" cy="80" r="80" fill="hsl(${hue} 55% 45%)"/>` +
    `<text x="80" y="96" text-anchor="middle" font-family="${SANS_FONTS}" font-size="48" font-weight="700" fill="#fff">${escapeXml(initials)}</text></svg>`
  )
}

/** If-None-Match against an ETag, weakly: compress turns a strong tag weak ("x" → W/"x"). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}

function svgResponse(c: Context<AppEnv>, svg: string) {
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`
  c.header('Cache-Control', COVER_CACHE_CONTROL)
  c.header('ETag', etag)
  if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304)
  c.header('Content-Type', 'image/svg+xml; charset=utf-8')
  return c.body(svg)
}

async function pngResponse(c: Context<AppEnv>, renderer: CoverPngRenderer, svg: string) {
  const key = createHash('sha1').update(svg).digest('base64url')
  // Weak: the same card rasterised on a host with other fonts differs in its bytes.
  const etag = `W/"${key}"`
  c.header('Cache-Control', COVER_PNG_CACHE_CONTROL)
  c.header('ETag', etag)
  if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304)
  const png = await renderer.render(key, svg)
  c.header('Content-Type', 'image/png')
  return c.body(png)
}

async function loadCoverInput(db: AppDeps['db'], id: string): Promise<CoverInput | undefined> {
  const row = await db
    .selectFrom('templates')
    .select(['id', 'title_en', 'site_type', 'palette', 'is_wireframe'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) return undefined
  return {
    id: row.id,
    title: row.title_en,
    siteType: row.site_type,
    palette: JSON.parse(row.palette) as Palette,
    wireframe: row.is_wireframe === 1,
  }
}

export function registerCoverRoutes(app: Hono<AppEnv>, pngRenderer: CoverPngRenderer): void {
  app.get('/covers/designers/:file', async (c) => {
    const file = c.req.param('file')
    const id = file.endsWith('.svg') ? file.slice(0, -4) : undefined
    const row = id
      ? await c.var.deps.db
          .selectFrom('designers')
          .select(['id', 'name_en'])
          .where('id', '=', id)
          .executeTakeFirst()
      : undefined
    const fallback = DESIGNERS.find((d) => d.id === id)
    const name = row?.name_en ?? fallback?.nameEn
    if (!id || !name) return c.text('Not found', 404)
    return svgResponse(c, renderAvatarSvg(name, id))
  })

  // /covers/{id}.svg for pages, /covers/{id}.png (1200×630) for link previews.
  app.get('/covers/:file', async (c) => {
    const match = /^(.+)\.(svg|png)$/.exec(c.req.param('file'))
    if (!match?.[1]) return c.text('Not found', 404)
    const [, id, format] = match
    const cover = await loadCoverInput(c.var.deps.db, id)
    if (!cover) return c.text(templateNotFound(id).message, 404)
    return format === 'png'
      ? pngResponse(c, pngRenderer, renderCoverCardSvg(cover))
      : svgResponse(c, renderCoverSvg(cover))
  })
}
