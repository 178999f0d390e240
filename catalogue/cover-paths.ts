// Cover image addresses, shared so the server's routes and the pages' <img> and Open Graph tags
// build them the same way. The PNG is the link-preview rendition (many previews refuse SVG),
// sized as Open Graph and Twitter's large card want it.

/** The SVG cover's own size: an <img> of it given these reserves its exact box (no shift). */
export const COVER_WIDTH = 800
export const COVER_HEIGHT = 600

export const COVER_PNG_WIDTH = 1200
export const COVER_PNG_HEIGHT = 630

export const coverSvgPath = (templateId: string) => `/covers/${encodeURIComponent(templateId)}.svg`

export const coverPngPath = (templateId: string) => `/covers/${encodeURIComponent(templateId)}.png`
