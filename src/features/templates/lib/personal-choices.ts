// The visitor's choices of "Try it as yours" (issue 31) as the template page reads them from its
// address, and the addresses that carry them on: the preview's pages and the editor.
import { getRouteApi } from '@tanstack/react-router'
import {
  readPersonalisation,
  SITE_LANG_KEY,
  withPersonalQuery,
  type PersonalReading,
  type Personalisation,
  type SiteLanguage,
} from '#catalogue/personalise'
import { previewPageUrl } from '#src/lib/store-config'

const templateRoute = getRouteApi('/store/templates/$templateId')

/** The page's choices, read like the preview server reads them, with what was refused. */
export function usePersonalChoices(): PersonalReading {
  const search = templateRoute.useSearch()
  return readPersonalisation(search)
}

/** One page of the preview ('' is its home) with the choices, in the site's language. */
export function personalPreviewUrl(
  templateId: string,
  pageSlug: string,
  language: SiteLanguage,
  choices: Personalisation,
): string {
  return withPersonalQuery(previewPageUrl(templateId, pageSlug, language), choices)
}

/**
 * The editor (spec §4, `?lang=&currency=`) with the choices: the business name, tagline and
 * accent, and the site's language when it was chosen (`lang` stays the visitor's own).
 */
export function personalEditorUrl(editorUrl: string, choices: Personalisation): string {
  return withPersonalQuery(editorUrl, choices, SITE_LANG_KEY)
}
