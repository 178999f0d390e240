// The Japanese dictionary's phrases, found at build time (issue 32, decision 034). The app loads
// its dictionaries through typesafe-i18n's generated loaders (i18n/i18n-util.sync.ts, .async.ts);
// in every bundle Vite makes (the browser's ja chunk, the server render, the dev server, vitest)
// their `./ja` is this plugin's copy of i18n/ja/index.ts, each message with a phrase mark at
// BudouX's boundaries. i18n/messages.ts strips them for plain text and keeps them for what the page
// shows (`LP`, rendered with <wbr>). Everything else that reads the dictionary (the messages.json
// endpoint, tests, the source translators edit) reads it as written.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import type { Plugin } from 'vite'
import { markMessagePhrases } from '#server/phrases'

const DICTIONARY_LOADER = /[\\/]i18n[\\/]i18n-util\.(sync|async)\.ts$/
const JAPANESE_DICTIONARY = fileURLToPath(new URL('../i18n/ja/index.ts', import.meta.url))
/** The marked copy's module id: the dictionary's own path, so its chunk and manifest entry keep their names. */
const PHRASED_DICTIONARY = `${JAPANESE_DICTIONARY}?phrases`

/**
 * The dictionary module's source with every message (a string that is the value of a property)
 * marked; keys, imports and everything else untouched.
 */
export function markDictionarySource(source: string, fileName = 'index.ts'): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const edits: { start: number; end: number; text: string }[] = []
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      ts.isPropertyAssignment(node.parent) &&
      node.parent.initializer === node
    ) {
      const marked = markMessagePhrases(node.text)
      if (marked !== node.text) {
        edits.push({ start: node.getStart(file), end: node.getEnd(), text: JSON.stringify(marked) })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  let result = source
  for (const edit of edits.reverse()) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end)
  }
  return result
}

export function jaPhrasesPlugin(): Plugin {
  return {
    name: 'store:ja-phrases',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './ja' || !importer) return null
      return DICTIONARY_LOADER.test(importer.split('?')[0] ?? importer) ? PHRASED_DICTIONARY : null
    },
    load(id) {
      if (id !== PHRASED_DICTIONARY) return null
      this.addWatchFile(JAPANESE_DICTIONARY)
      const marked = markDictionarySource(readFileSync(JAPANESE_DICTIONARY, 'utf8'))
      // Plain JavaScript: a module id with a query is not one the TypeScript transform takes.
      return ts.transpileModule(marked, {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      }).outputText
    },
  }
}
