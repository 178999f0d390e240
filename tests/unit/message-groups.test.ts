// Issue 29: the dictionary's sections only some pages show are chunks of their own in the browser
// build (i18n/message-groups.ts). The plugin that makes them (scripts/vite-plugin-message-groups.ts)
// takes exactly those sections out of each dictionary and puts them, as the dictionary has them
// (the Japanese ones phrase-marked), into their group's module.
import { readFileSync } from 'node:fs'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import en from '#i18n/en/index'
import type { Translations } from '#i18n/i18n-types'
import ja from '#i18n/ja/index'
import {
  MESSAGE_GROUPS,
  MESSAGE_GROUP_NAMES,
  ROUTE_MESSAGE_GROUPS,
  messageGroupsOfRoutes,
  sectionsOfGroup,
} from '#i18n/message-groups'
import { PHRASE_MARK, withoutPhraseMarks } from '#i18n/phrases'
import { markDictionarySource } from '#scripts/vite-plugin-ja-phrases'
import { groupModuleSource, withoutGroupSections } from '#scripts/vite-plugin-message-groups'

const source = (language: 'en' | 'ja') => readFileSync(`i18n/${language}/index.ts`, 'utf8')

/** The default export of a module's source (TypeScript or JavaScript, importing only types). */
function defaultExport(code: string): Partial<Translations> {
  const js = ts.transpileModule(code, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText
  return new Function(js.replace(/^export default /m, 'return '))() as Partial<Translations>
}

const groupSections: string[] = Object.values(MESSAGE_GROUPS).flat()

describe('the dictionary without its groups', () => {
  it.each([
    ['en', en],
    ['ja', ja],
  ] as const)(
    '%s keeps every other section as it is and none of the groups',
    (language, dictionary) => {
      const base = defaultExport(withoutGroupSections(source(language)))
      for (const section of groupSections) expect(base).not.toHaveProperty(section)
      const others = Object.fromEntries(
        Object.entries(dictionary).filter(([section]) => !groupSections.includes(section)),
      )
      expect(base).toEqual(others)
    },
  )

  it('fails the build when a group names a section the dictionary does not have', () => {
    const renamed = source('en').replace(/^ {2}personalise: \{/m, '  personalize: {')
    expect(() => withoutGroupSections(renamed)).toThrow('the dictionary has no section personalise')
  })
})

describe("a group's module", () => {
  it.each(MESSAGE_GROUP_NAMES)('%s has its sections of the English dictionary', (group) => {
    const sections = defaultExport(groupModuleSource(source('en'), group))
    expect(Object.keys(sections).sort()).toEqual([...MESSAGE_GROUPS[group]].sort())
    expect(sections).toEqual(sectionsOfGroup(en, group))
  })

  it.each(MESSAGE_GROUP_NAMES)(
    '%s has its sections of the Japanese one, phrase-marked',
    (group) => {
      const sections = defaultExport(groupModuleSource(markDictionarySource(source('ja')), group))
      const text = JSON.stringify(sections)
      expect(text).toContain(PHRASE_MARK)
      expect(JSON.parse(withoutPhraseMarks(text))).toEqual(sectionsOfGroup(ja, group))
    },
  )
})

describe('the groups a page shows', () => {
  it("are its routes' groups, each once", () => {
    expect(messageGroupsOfRoutes(['__root__', '/store', '/store/'])).toEqual([])
    expect(messageGroupsOfRoutes(['__root__', '/store/templates/$templateId'])).toEqual([
      'template',
    ])
    expect(
      messageGroupsOfRoutes(['/store/designers/$designerId', '/store/affiliate-program']),
    ).toEqual(['pages'])
  })

  it('name only groups there are', () => {
    for (const groups of Object.values(ROUTE_MESSAGE_GROUPS)) {
      for (const group of groups) expect(MESSAGE_GROUP_NAMES).toContain(group)
    }
  })
})
