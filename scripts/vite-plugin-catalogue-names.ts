// The browser build carries the taxonomies' display names of the page's language only (decision
// 036): both languages' names of every site type, industry and tag were ~1.5 kB gzip of the
// app's first load. In the browser bundle the names are taken out of catalogue/site-types.ts,
// industries.ts and tags.ts, and each language's names are added to that language's dictionary
// module, which hands them to catalogue/catalogue-names.ts when the page loads it, before it
// hydrates. The server bundle, the dev server and the tests keep the data as it is.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import type { Plugin } from 'vite'
import type { NamedFile } from '#catalogue/catalogue-names'

const NAMED_FILES: NamedFile[] = ['site-types', 'industries', 'tags']
const NAME_PROPERTIES = { jaDisplayName: 'ja', enDisplayName: 'en' } as const
const catalogueFile = (file: NamedFile) =>
  fileURLToPath(new URL(`../catalogue/${file}.ts`, import.meta.url))
const REGISTRY = fileURLToPath(new URL('../catalogue/catalogue-names.ts', import.meta.url))
/** A dictionary module's id (the Japanese one is loaded as the phrase-marked `?phrases` copy). */
const DICTIONARY = /[\\/]i18n[\\/](en|ja)[\\/]index\.ts(?:\?phrases)?$/

type Names = { en: string[]; ja: string[] }

/**
 * A catalogue file's names, each language's in the order the source lists them, and the source
 * without them (each `jaDisplayName: '…'` and `enDisplayName: '…'` taken out with its comma).
 */
export function takeNamesOut(source: string, fileName: string): { names: Names; code: string } {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const names: Names = { en: [], ja: [] }
  const cuts: { start: number; end: number }[] = []
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      Object.hasOwn(NAME_PROPERTIES, node.name.text) &&
      ts.isStringLiteralLike(node.initializer)
    ) {
      names[NAME_PROPERTIES[node.name.text as keyof typeof NAME_PROPERTIES]].push(
        node.initializer.text,
      )
      let end = node.getEnd()
      if (source[end] === ',') end += 1
      cuts.push({ start: node.getStart(file), end })
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  if (names.en.length !== names.ja.length) {
    throw new Error(`${fileName}: ${names.en.length} English and ${names.ja.length} Japanese names`)
  }
  let code = source
  for (const cut of cuts.reverse()) code = code.slice(0, cut.start) + code.slice(cut.end)
  return { names, code }
}

export function catalogueNamesPlugin(): Plugin {
  let names: Record<NamedFile, Names> | undefined
  const namesOf = () =>
    (names ??= Object.fromEntries(
      NAMED_FILES.map((file) => [
        file,
        takeNamesOut(readFileSync(catalogueFile(file), 'utf8'), `${file}.ts`).names,
      ]),
    ) as Record<NamedFile, Names>)
  return {
    name: 'store:catalogue-names',
    apply: 'build',
    enforce: 'pre',
    // The browser bundle only: the server renders with the whole data.
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      names = undefined
      for (const file of NAMED_FILES) this.addWatchFile(catalogueFile(file))
    },
    transform(code, id) {
      const file = NAMED_FILES.find((named) => id === catalogueFile(named))
      if (file) return takeNamesOut(code, `${file}.ts`).code
      const language = DICTIONARY.exec(id)?.[1] as 'en' | 'ja' | undefined
      if (!language) return null
      const all = namesOf()
      const ofLanguage = Object.fromEntries(
        NAMED_FILES.map((named) => [named, all[named][language]]),
      )
      return (
        `${code}\nimport { registerCatalogueNames as __registerCatalogueNames } from ${JSON.stringify(REGISTRY)}\n` +
        `__registerCatalogueNames(${JSON.stringify(language)}, ${JSON.stringify(ofLanguage)})\n`
      )
    },
  }
}
