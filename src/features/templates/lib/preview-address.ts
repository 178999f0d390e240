import { withPersonalQuery, type Personalisation } from '#catalogue/personalise'
import { previewUrl } from '#src/lib/store-config'

/**
 * The address of a template's preview as the store opens it: the device frame shows it and
 * "Open on your phone" encodes it. Anything the preview is told (the language, the
 * visitor's own business, issue 31) goes here, so both stay the same page.
 */
export function templatePreviewUrl(
  templateId: string,
  locale: 'en' | 'ja',
  choices: Personalisation = {},
): string {
  return withPersonalQuery(`${previewUrl(templateId)}?lang=${choices.lang ?? locale}`, choices)
}
