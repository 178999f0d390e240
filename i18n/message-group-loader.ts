// Where a message group comes from outside the browser build: the whole dictionary, which Node
// (the server, tests, the dev server) has loaded already. The browser build swaps this module for
// i18n/browser-message-group-loader.ts (vite.config.ts), whose groups are chunks of their own.
import type { Locales, Translations } from './i18n-types'
import { sectionsOfGroup, type MessageGroup } from './message-groups'

const dictionaries = {
  en: () => import('./en'),
  ja: () => import('./ja'),
}

export async function importMessageGroup(
  locale: Locales,
  group: MessageGroup,
): Promise<Partial<Translations>> {
  const { default: dictionary } = await dictionaries[locale]()
  return sectionsOfGroup(dictionary, group)
}
