// The template's pages as its detail page's gallery lists them, in the page's language: loaded
// by the route's loader (issue 29), so every site type's pages (~3.4 kB gzip) stay off the app's
// first load. A served page carries its list in the loader's data.
import type { Locale } from '#catalogue/locale-paths'
import { templateSitePages } from '#catalogue/template-pages'

export type GalleryPage = { slug: string; name: string }

export function galleryPagesOf(siteType: string, industry: string, locale: Locale): GalleryPage[] {
  return templateSitePages(siteType, industry).map((page) => ({
    slug: page.slug,
    name: page.name[locale],
  }))
}
