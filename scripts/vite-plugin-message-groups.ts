// The browser build's message groups (issue 29, i18n/message-groups.ts): sections of the
// dictionary that only some pages show are taken out of each locale's dictionary chunk, and each
// group becomes a chunk of its own per locale (`virtual:message-group/<locale>/<group>`, loaded by
// i18n/browser-message-group-loader.ts), the Japanese one phrase-marked as its dictionary is. The
// server bundle, the dev server and the tests keep whole dictionaries.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import type { Plugin } from 'vite'
import { MESSAGE_GROUPS, type MessageGroup } from '#i18n/message-groups'
import { markDictionarySource } from './vite-plugin-ja-phrases.ts'

type Language = 'en' | 'ja'

const VIRTUAL_GROUP = /^virtual:message-group\/(en|ja)\/(\w+)$/
/** A group module's id: the dictionary's path, so the manifest names it `i18n/en/index.ts?group=…`. */
const GROUP_ID = /[\\/]i18n[\\/](en|ja)[\\/]index\.ts\?group=(\w+)$/
/** A dictionary module's id (the Japanese one is loaded as the phrase-marked `?phrases` copy). */
const DICTIONARY = /[\\/]i18n[\\/](en|ja)[\\/]index\.ts(?:\?phrases)?$/

const dictionaryFile = (language: Language) =>
  fileURLToPath(new URL(`../i18n/${language}/index.ts`, import.meta.url))

const isGroup = (name: string): name is MessageGroup => Object.hasOwn(MESSAGE_GROUPS, name)

/** The dictionary object's top-level properties named `sections`, as the source spells them. */
function sectionNodes(source: string, sections: readonly string[]) {
  const file = ts.createSourceFile('index.ts', source, ts.ScriptTarget.Latest, true)
  let found: ts.PropertyAssignment[] | undefined
  const visit = (node: ts.Node): void => {
    if (found) return
    if (ts.isVariableDeclaration(node) && node.initializer) {
      let value: ts.Expression = node.initializer
      while (ts.isSatisfiesExpression(value) || ts.isAsExpression(value)) value = value.expression
      if (ts.isObjectLiteralExpression(value)) {
        found = value.properties.filter(
          (property): property is ts.PropertyAssignment =>
            ts.isPropertyAssignment(property) &&
            ts.isIdentifier(property.name) &&
            sections.includes(property.name.text),
        )
        return
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  const names = (found ?? []).map((property) => (property.name as ts.Identifier).text)
  const lost = sections.filter((section) => !names.includes(section))
  // A section renamed in the dictionary but not in the groups fails the build, not the page.
  if (lost.length > 0) throw new Error(`the dictionary has no section ${lost.join(', ')}`)
  return { file, nodes: found ?? [] }
}

/** The dictionary's source without the sections of every group. */
export function withoutGroupSections(source: string): string {
  const { file, nodes } = sectionNodes(source, Object.values(MESSAGE_GROUPS).flat())
  let code = source
  for (const node of [...nodes].reverse()) {
    let end = node.getEnd()
    if (code[end] === ',') end += 1
    code = code.slice(0, node.getStart(file)) + code.slice(end)
  }
  return code
}

/** A group's module: its sections of the dictionary's source, as the default export. */
export function groupModuleSource(dictionarySource: string, group: MessageGroup): string {
  const { file, nodes } = sectionNodes(dictionarySource, MESSAGE_GROUPS[group])
  const object = `{\n${nodes.map((node) => node.getText(file)).join(',\n')}\n}`
  return ts.transpileModule(`export default ${object}\n`, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText
}

export function messageGroupsPlugin(): Plugin {
  return {
    name: 'store:message-groups',
    apply: 'build',
    enforce: 'pre',
    // The browser bundle only: the server renders with whole dictionaries.
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source) {
      const match = VIRTUAL_GROUP.exec(source)
      if (!match) return null
      const [, language, group] = match as unknown as [string, Language, string]
      if (!isGroup(group)) throw new Error(`${source}: no such message group`)
      return `${dictionaryFile(language)}?group=${group}`
    },
    load(id) {
      const match = GROUP_ID.exec(id)
      if (!match) return null
      const [, language, group] = match as unknown as [string, Language, MessageGroup]
      this.addWatchFile(dictionaryFile(language))
      const source = readFileSync(dictionaryFile(language), 'utf8')
      // Marked as the Japanese dictionary's chunk is (scripts/vite-plugin-ja-phrases.ts).
      return groupModuleSource(language === 'ja' ? markDictionarySource(source) : source, group)
    },
    transform(code, id) {
      if (!DICTIONARY.test(id)) return null
      return withoutGroupSections(code)
    },
  }
}
