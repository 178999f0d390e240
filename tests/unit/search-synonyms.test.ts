// The synonym dictionary (catalogue/search-synonyms.ts, decision 019), one test per entry: every
// word of an entry, English or Japanese, finds the same templates, and those include every
// template of the entry's site type, industry or tag.
import { describe, expect, it } from 'vitest'
import { INDUSTRIES } from '#catalogue/industries'
import { SITE_TYPES } from '#catalogue/site-types'
import { searchKey } from '#catalogue/search-text'
import {
  SEARCH_SYNONYMS,
  synonymIndex,
  type SearchConcept,
  type SynonymEntry,
} from '#catalogue/search-synonyms'
import { matchedCatalogue } from '../support/generated-catalogue'

const catalogue = matchedCatalogue(1_000)
const named = synonymIndex()

function hasConcept(i: number, concept: SearchConcept): boolean {
  const t = catalogue.templates[i]
  if (!t) return false
  const [kind, slug = ''] = concept.split(':')
  if (kind === 'siteType') return t.site_type === slug
  if (kind === 'industry') return t.industry === slug
  if (kind === 'style') return t.styleTagList.includes(slug as never)
  return t.featureTagList.includes(slug as never)
}

const conceptTemplates = (concept: SearchConcept) =>
  catalogue.templates.flatMap((_, i) => (hasConcept(i, concept) ? [i] : []))

/** The entry's words grouped by the entries each names ("salon" names several). */
function phrasesByNamedEntries(entry: SynonymEntry): Map<string, { en: string[]; ja: string[] }> {
  const groups = new Map<string, { en: string[]; ja: string[] }>()
  for (const language of ['en', 'ja'] as const) {
    for (const phrase of entry[language]) {
      const entries = named.get(searchKey(phrase)) ?? []
      const signature = entries
        .map((e) => e.concept)
        .sort()
        .join(' ')
      const group = groups.get(signature) ?? { en: [], ja: [] }
      group[language].push(phrase)
      groups.set(signature, group)
    }
  }
  return groups
}

describe('the dictionary covers the taxonomy', () => {
  it('has an entry with English and Japanese words for every site type and industry', () => {
    for (const concept of [
      ...SITE_TYPES.map((t) => `siteType:${t.slug}` as const),
      ...INDUSTRIES.map((i) => `industry:${i.slug}` as const),
    ]) {
      const entry = SEARCH_SYNONYMS.find((e) => e.concept === concept)
      expect(entry, concept).toBeDefined()
      expect(entry?.en.length, concept).toBeGreaterThan(0)
      expect(entry?.ja.length, concept).toBeGreaterThan(0)
    }
  })

  it('finds the everyday words of the issue', () => {
    const pairs: [string, string][] = [
      ['restaurant', 'レストラン'],
      ['restaurants', '飲食店'],
      ['resturant', 'レストラン'],
      ['café', 'カフェ'],
      ['coffee', 'カフェ'],
      ['dentist', '歯医者'],
      ['lawyer', '弁護士'],
      ['gym', 'ジム'],
      ['hair salon', '美容室'],
      ['jobs', '求人'],
      ['recruitment', '求人'],
      ['wedding', '結婚式'],
    ]
    for (const [en, ja] of pairs) {
      const found = catalogue.find(en)
      expect(found.length, en).toBeGreaterThan(0)
      expect(new Set(found), `${en} = ${ja}`).toEqual(new Set(catalogue.find(ja)))
    }
  })
})

describe.each(SEARCH_SYNONYMS.map((entry) => [entry.concept, entry] as const))(
  'entry %s',
  (concept, entry) => {
    it('finds the same templates by each of its words in English and Japanese, its own included', () => {
      const groups = [...phrasesByNamedEntries(entry).values()]
      // Some English and Japanese words name exactly the same entries, so find the same templates.
      expect(groups.some((g) => g.en.length > 0 && g.ja.length > 0)).toBe(true)
      const own = conceptTemplates(concept)
      for (const group of groups) {
        const [first, ...others] = [...group.en, ...group.ja]
        const expected = new Set(catalogue.find(first as string))
        for (const template of own) expect(expected.has(template), first).toBe(true)
        for (const phrase of others) {
          expect(new Set(catalogue.find(phrase)), `${phrase} = ${first}`).toEqual(expected)
        }
      }
    })
  },
)
