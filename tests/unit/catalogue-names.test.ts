// Decision 036: the browser bundle carries the taxonomies' names of the page's language only. The
// build takes them out of the data (scripts/vite-plugin-catalogue-names.ts) and the dictionary
// chunk hands them back (catalogue/catalogue-names.ts), matched by position: the names the
// plugin reads must come in exactly the order of the entries they are put back on.
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  NAMED_ENTRIES,
  registerCatalogueNames,
  type Named,
  type NamedFile,
} from '#catalogue/catalogue-names'
import { takeNamesOut } from '#scripts/vite-plugin-catalogue-names'

const FILES = Object.keys(NAMED_ENTRIES) as NamedFile[]
const sourceOf = (file: NamedFile) => fs.readFileSync(`catalogue/${file}.ts`, 'utf8')

describe("the catalogue's names in the browser bundle", () => {
  it.each(FILES)('catalogue/%s.ts: names read in the order of its entries', (file) => {
    const { names, code } = takeNamesOut(sourceOf(file), `${file}.ts`)
    const entries = NAMED_ENTRIES[file] as Named[]
    expect(entries.length).toBeGreaterThan(5)
    expect(names.en).toEqual(entries.map((entry) => entry.enDisplayName))
    expect(names.ja).toEqual(entries.map((entry) => entry.jaDisplayName))
    // The data the browser gets has no name left, in either language.
    expect(code).not.toMatch(/(ja|en)DisplayName:\s*['"]/)
    expect(code).not.toContain(names.ja[0])
  })

  it('puts names back on the entries, and refuses a list that does not fit', () => {
    const english = Object.fromEntries(
      FILES.map((file) => [file, takeNamesOut(sourceOf(file), `${file}.ts`).names.en]),
    ) as Record<NamedFile, string[]>
    const entry = NAMED_ENTRIES.industries[3] as Named
    const before = entry.enDisplayName
    entry.enDisplayName = ''
    registerCatalogueNames('en', english)
    expect(entry.enDisplayName).toBe(before)
    expect(() => registerCatalogueNames('en', { ...english, tags: english.tags.slice(1) })).toThrow(
      /do not fit/,
    )
  })
})
