// Covers shot from the templates' real pages (`npm run covers`), in English and Japanese: WebP at
// three widths for lists and the detail page, a JPEG for link previews, and one WebP per page for
// the detail gallery. They live under one versioned folder per template, the Japanese files beside
// the English ones with `.ja` before the extension (`cover-800.ja.webp`, `og.ja.jpg`,
// `page-home.ja.webp`; English keeps the bare names). The API sends the 800-wide cover of the
// language asked for, and the pages derive the rest from that URL, in its language. A template
// without shots (added by hand, or a benchmark's extra thousands) keeps its generated SVG cover.
import type { Language } from './enums'

/** The shot covers' shape: the detail page's 800×600 box, 4:3. */
export const SHOT_COVER_WIDTHS = [400, 800, 1600] as const
/** Gallery shots of each page: 4:3 too. */
export const SHOT_PAGE_WIDTH = 640
export const SHOT_PAGE_HEIGHT = 480
export const SHOTS_PATH = '/covers/shots'
/** The languages every template is shot in. */
export const SHOT_LANGUAGES = ['en', 'ja'] as const satisfies readonly Language[]

export const shotFolder = (templateId: string, version: string) =>
  `${SHOTS_PATH}/${encodeURIComponent(templateId)}/${version}`

/** `.ja` for Japanese, nothing for English (the shots taken before Japanese keep their names). */
const languageSuffix = (language: Language) => (language === 'en' ? '' : `.${language}`)

export const shotCoverFile = (width: number, language: Language) =>
  `cover-${width}${languageSuffix(language)}.webp`
export const shotOgFile = (language: Language) => `og${languageSuffix(language)}.jpg`
export const shotPageFile = (slug: string, language: Language) =>
  `page-${slug || 'home'}${languageSuffix(language)}.webp`

const SHOT_COVER_URL = /^(.*\/covers\/shots\/[^/]+\/[^/]+)\/cover-800(?:\.(ja))?\.webp$/

/** The shots' folder and language of a cover URL, or undefined when it is not a shot (an SVG). */
export function shotOf(coverUrl: string): { folder: string; language: Language } | undefined {
  const match = SHOT_COVER_URL.exec(coverUrl)
  if (!match) return undefined
  return { folder: match[1] as string, language: match[2] === 'ja' ? 'ja' : 'en' }
}

/** `srcset` for a cover: every width of a shot cover; nothing for an SVG (one size fits all). */
export function coverSrcSet(coverUrl: string): string | undefined {
  const shot = shotOf(coverUrl)
  if (!shot) return undefined
  return SHOT_COVER_WIDTHS.map(
    (w) => `${shot.folder}/${shotCoverFile(w, shot.language)} ${w}w`,
  ).join(', ')
}

/** The gallery picture of a template's page, in the cover's language, when the cover is a shot. */
export function pageShotUrl(coverUrl: string, slug: string): string | undefined {
  const shot = shotOf(coverUrl)
  return shot ? `${shot.folder}/${shotPageFile(slug, shot.language)}` : undefined
}

/** The link-preview JPEG (1200×630) in the cover's language, when the cover is a shot. */
export function ogShotUrl(coverUrl: string): string | undefined {
  const shot = shotOf(coverUrl)
  return shot ? `${shot.folder}/${shotOgFile(shot.language)}` : undefined
}
