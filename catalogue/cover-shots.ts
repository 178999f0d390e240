// Covers shot from the templates' real pages (`npm run covers`): WebP at three widths for lists
// and the detail page, a JPEG for link previews, and one WebP per page for the detail gallery.
// They live under one versioned folder per template, so a cover URL names all of them: the API
// sends the 800-wide cover's URL and the pages derive the rest from it. A template without shots
// (added by hand, or a benchmark's extra thousands) keeps its generated SVG cover.

/** The shot covers' shape: the detail page's 800×600 box, 4:3. */
export const SHOT_COVER_WIDTHS = [400, 800, 1600] as const
export const SHOT_COVER_RATIO = 3 / 4
/** Gallery shots of each page: 4:3 too. */
export const SHOT_PAGE_WIDTH = 640
export const SHOT_PAGE_HEIGHT = 480
export const SHOTS_PATH = '/covers/shots'

export const shotFolder = (templateId: string, version: string) =>
  `${SHOTS_PATH}/${encodeURIComponent(templateId)}/${version}`

export const shotCoverFile = (width: number) => `cover-${width}.webp`
export const SHOT_OG_FILE = 'og.jpg'
export const shotPageFile = (slug: string) => `page-${slug || 'home'}.webp`

const SHOT_COVER_URL = /^(.*\/covers\/shots\/[^/]+\/[^/]+)\/cover-800\.webp$/

/** The shots' folder of a cover URL, or undefined when the cover is not a shot (an SVG). */
export function shotFolderOf(coverUrl: string): string | undefined {
  return SHOT_COVER_URL.exec(coverUrl)?.[1]
}

/** `srcset` for a cover: every width of a shot cover; nothing for an SVG (one size fits all). */
export function coverSrcSet(coverUrl: string): string | undefined {
  const folder = shotFolderOf(coverUrl)
  if (!folder) return undefined
  return SHOT_COVER_WIDTHS.map((w) => `${folder}/${shotCoverFile(w)} ${w}w`).join(', ')
}

/** The gallery picture of a template's page, when its cover is a shot. */
export function pageShotUrl(coverUrl: string, slug: string): string | undefined {
  const folder = shotFolderOf(coverUrl)
  return folder ? `${folder}/${shotPageFile(slug)}` : undefined
}

/** The link-preview JPEG (1200×630), when the cover is a shot. */
export function ogShotUrl(coverUrl: string): string | undefined {
  const folder = shotFolderOf(coverUrl)
  return folder ? `${folder}/${SHOT_OG_FILE}` : undefined
}
