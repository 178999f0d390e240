// The display names of the taxonomies (site types, industries, tags) in the browser. In Node the
// data carries both languages' names. The browser build carries only the page's language
// (decision 036): scripts/vite-plugin-catalogue-names.ts takes the names out of the data and
// puts each language's into that language's dictionary chunk, which hands them here when it
// loads, before the page hydrates; here they are put back on the entries, in the data's order.
import type { Language } from './enums'
import { INDUSTRIES, INDUSTRY_GROUPS } from './industries'
import { SITE_TYPES, SITE_TYPE_GROUPS } from './site-types'
import { FEATURE_TAGS, STYLE_TAGS } from './tags'

export type Named = { jaDisplayName: string; enDisplayName: string }

export function displayName(entry: Named, language: Language): string {
  return language === 'ja' ? entry.jaDisplayName : entry.enDisplayName
}

/** The file of the catalogue that holds a kind of name: the plugin reads the names from it. */
export type NamedFile = 'site-types' | 'industries' | 'tags'

/** Each file's named entries, in the order its source lists them. */
export const NAMED_ENTRIES: Record<NamedFile, readonly object[]> = {
  'site-types': [...SITE_TYPE_GROUPS, ...SITE_TYPES],
  industries: [...INDUSTRY_GROUPS, ...INDUSTRIES],
  tags: [...FEATURE_TAGS, ...STYLE_TAGS],
}

const NAME_KEY: Record<Language, 'enDisplayName' | 'jaDisplayName'> = {
  en: 'enDisplayName',
  ja: 'jaDisplayName',
}

/** Puts one language's names back on the entries; a list that does not fit is a build fault. */
export function registerCatalogueNames(
  language: Language,
  names: Readonly<Record<NamedFile, readonly string[]>>,
): void {
  for (const [file, entries] of Object.entries(NAMED_ENTRIES) as [NamedFile, object[]][]) {
    const list = names[file]
    if (list.length !== entries.length) {
      throw new Error(
        `The ${language} names of catalogue/${file}.ts do not fit its entries ` +
          `(${list.length} names, ${entries.length} entries)`,
      )
    }
    entries.forEach((entry, index) => {
      ;(entry as Record<string, string>)[NAME_KEY[language]] = list[index]!
    })
  }
}
