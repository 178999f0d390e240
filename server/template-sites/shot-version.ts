// What a template's shots are taken of, and the version that names them: the HTML of every page
// of its site in every shot language. `npm run covers` and the manifest's unit test both render
// through here, so the test recomputes exactly the versions the script wrote.
import crypto from 'node:crypto'
import { SHOT_LANGUAGES } from '#catalogue/cover-shots'
import type { Language } from '#catalogue/enums'
import { templateSitePages, type SitePage } from '#catalogue/template-pages'
import { renderTemplateSitePage, type TemplateSite } from './render'
import { templateSiteOf } from './site-facts'

/**
 * Bump to reshoot everything when the way shots are taken or measured changes. v2: Japanese
 * shots beside the English ones, and the quality measurements.
 */
export const SHOT_RECIPE = 'v2'

export type ShotPages = {
  site: TemplateSite
  pages: SitePage[]
  /** The page's HTML as the preview serves it. */
  htmlOf: (slug: string, language: Language) => string
}

/** A seeded template's site and pages, or undefined when it has no site (no design). */
export function shotPagesOf(template: {
  id: string
  palette: string
  site_type: string
  industry: string
}): ShotPages | undefined {
  const site = templateSiteOf(template)
  if (!site) return undefined
  const basePath = `/preview/templates/${template.id}`
  return {
    site,
    pages: templateSitePages(site.siteType, site.industry),
    htmlOf: (slug, language) => {
      const html = renderTemplateSitePage(site, slug, language, { basePath })
      if (html === undefined) throw new Error(`${template.id} has no page "${slug}"`)
      return html
    },
  }
}

/** The version of a template's shots: a hash of the recipe and every page in every language. */
export function shotVersion({ pages, htmlOf }: Pick<ShotPages, 'pages' | 'htmlOf'>): string {
  const hash = crypto.createHash('sha256').update(SHOT_RECIPE)
  for (const language of SHOT_LANGUAGES) {
    for (const page of pages) {
      // Separators keep "ab" + "c" and "a" + "bc" apart.
      hash.update(`\0${language}\0${page.slug}\0`).update(htmlOf(page.slug, language))
    }
  }
  return hash.digest('hex').slice(0, 10)
}
