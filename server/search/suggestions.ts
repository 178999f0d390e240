// Suggestions as a visitor types (issue 12): site types, industries, templates and designers that
// match the text so far, through the search's own pipeline (decision 019): the matcher's plan
// names the dictionary entries (synonyms, typos, both languages), the index finds the templates
// (last word as a prefix), and the dictionary's and designers' names are also completed as
// prefixes of what is typed. Answers depend on nothing that moves (titles, names, ranking), so
// they are kept per index until a catalogue change loads a new one.
import type { Kysely } from 'kysely'
import type { SuggestionKind } from '#catalogue/api-contract'
import type { Language } from '#catalogue/enums'
import { INDUSTRIES, INDUSTRY_GROUPS } from '#catalogue/industries'
import { industryPath, siteTypePath } from '#catalogue/menus'
import { SEARCH_SYNONYMS, synonymIndex, type SearchConcept } from '#catalogue/search-synonyms'
import {
  allowedEdits,
  editDistance,
  searchKey,
  searchWords,
  type SearchWord,
} from '#catalogue/search-text'
import { SITE_TYPE_GROUPS, SITE_TYPES } from '#catalogue/site-types'
import type { Database } from '../db/schema'
import { queryTokens } from './search-templates'
import { templateIndex, type TemplateIndex } from './template-index'

export type WireSuggestion = { kind: SuggestionKind; id: string; label: string; path: string }

/** Answers kept per index, serialized; queries are short, so this is a few MB at most. */
const MAX_KEPT_ANSWERS = 2_000
/** Dictionary and designer names are completed from this many characters (Latin). */
const MIN_LATIN_PREFIX = 2

type Taxonomy = { concept: SearchConcept; kind: 'site_type' | 'industry'; id: string } & Record<
  Language,
  { label: string; path: string }
>

type Named = { slug: string; group: string; enDisplayName: string; jaDisplayName: string }

function taxonomyEntry(
  kind: Taxonomy['kind'],
  item: Named,
  path: string,
): [SearchConcept, Taxonomy] {
  const concept: SearchConcept =
    kind === 'site_type' ? `siteType:${item.slug}` : `industry:${item.slug}`
  const en = { label: item.enDisplayName, path }
  return [concept, { concept, kind, id: item.slug, en, ja: { label: item.jaDisplayName, path } }]
}

const groupSlug = (groups: readonly { key: string; slug: string }[], key: string) =>
  groups.find((g) => g.key === key)?.slug ?? ''

const TAXONOMY = new Map<SearchConcept, Taxonomy>([
  ...SITE_TYPES.map((t) =>
    taxonomyEntry('site_type', t, siteTypePath(groupSlug(SITE_TYPE_GROUPS, t.group), t.slug)),
  ),
  ...INDUSTRIES.map((i) =>
    taxonomyEntry('industry', i, industryPath(groupSlug(INDUSTRY_GROUPS, i.group), i.slug)),
  ),
])

/** Every dictionary phrase by its key, for completing what is typed ("resta" → restaurant). */
const PHRASES = [...synonymIndex(SEARCH_SYNONYMS)].map(([key, entries]) => ({
  key,
  concepts: entries.map((e) => e.concept).filter((c) => TAXONOMY.has(c)),
}))

type Designer = { id: string; nameEn: string; nameJa: string; words: string[]; japanese: string }

type Kept = { designers: Promise<Designer[]>; answers: Map<string, Buffer<ArrayBuffer>> }
const kept = new WeakMap<TemplateIndex, Kept>()

function keptFor(db: Kysely<Database>, index: TemplateIndex): Kept {
  let entry = kept.get(index)
  if (!entry) {
    const designers = loadDesigners(db)
    entry = { designers, answers: new Map() }
    kept.set(index, entry)
    // A failed read is tried again by the next call.
    designers.catch(() => kept.delete(index))
  }
  return entry
}

async function loadDesigners(db: Kysely<Database>): Promise<Designer[]> {
  const rows = await db
    .selectFrom('designers')
    .select(['id', 'name_en', 'name_ja'])
    .orderBy('name_en')
    .orderBy('id')
    .execute()
  return rows.map((r) => {
    const words = searchWords(`${r.name_en} ${r.name_ja}`)
    return {
      id: r.id,
      nameEn: r.name_en,
      nameJa: r.name_ja,
      words: words.map((w) => w.text),
      japanese: words
        .filter((w) => w.script === 'japanese')
        .map((w) => w.text)
        .join(''),
    }
  })
}

export type SuggestParams = { query: string; language: Language; limit: number }

/**
 * The answer of `GET /v2/store/suggestions` (`{ data: { query, suggestions } }`) as the bytes
 * sent: kept serialized, so a text typed before is answered without matching or serializing.
 */
export async function suggestionsAnswer(
  db: Kysely<Database>,
  params: SuggestParams,
): Promise<Buffer<ArrayBuffer>> {
  const index = await templateIndex(db)
  const state = keptFor(db, index)
  const key = `${params.language}\u0000${params.limit}\u0000${params.query}`
  const known = state.answers.get(key)
  if (known) return known
  const suggestions = await suggest(index, state, params)
  const answer = Buffer.from(JSON.stringify({ data: { query: params.query, suggestions } }))
  if (state.answers.size >= MAX_KEPT_ANSWERS) {
    const oldest = state.answers.keys().next().value
    if (oldest !== undefined) state.answers.delete(oldest)
  }
  state.answers.set(key, answer)
  return answer
}

/** Up to `limit` suggestions of each kind: site types, industries, templates, designers. */
async function suggest(
  index: TemplateIndex,
  state: Kept,
  params: SuggestParams,
): Promise<WireSuggestion[]> {
  const tokens = queryTokens(params.query)
  await index.prepareText()
  const words = searchWords(tokens.join(' '))
  const concepts = taxonomyConcepts(index, tokens, words)
  const pick = (kind: Taxonomy['kind']) =>
    concepts
      .filter((t) => t.kind === kind)
      .slice(0, params.limit)
      .map((t) => ({ kind, id: t.id, ...t[params.language] }))
  const templates = index
    .query({
      order: 'ranking',
      words: tokens,
      relevance: true,
      filters: {},
      limit: params.limit,
      offset: 0,
    })
    .rows.map((row): WireSuggestion => ({
      kind: 'template',
      id: row.id,
      label: params.language === 'ja' ? row.titleJa : row.titleEn,
      path: `/store/templates/${encodeURIComponent(row.id)}`,
    }))
  const designers = (await state.designers)
    .filter((d) => designerMatches(d, words))
    .slice(0, params.limit)
    .map((d): WireSuggestion => ({
      kind: 'designer',
      id: d.id,
      label: params.language === 'ja' ? d.nameJa : d.nameEn,
      path: `/store/designers/${encodeURIComponent(d.id)}`,
    }))
  return [...pick('site_type'), ...pick('industry'), ...templates, ...designers]
}

/**
 * Site types and industries the text names: first those the search itself reads in it (the
 * matcher's plan: synonyms, typos, both languages), then the dictionary's phrases the whole text
 * or its last word begins ("resta", "美容", "hair sa").
 */
function taxonomyConcepts(index: TemplateIndex, tokens: string[], words: SearchWord[]): Taxonomy[] {
  const found = new Set<SearchConcept>()
  for (const clause of index.textPlan(tokens.join(' ')).clauses) {
    if (clause.kind !== 'entries') continue
    for (const entry of clause.entries) if (TAXONOMY.has(entry.concept)) found.add(entry.concept)
  }
  // The last word alone completes only from 3 Latin characters: "hair sa" must not offer SaaS.
  const last = words.length > 1 ? words[words.length - 1] : undefined
  const lastPrefix = last && (last.script === 'japanese' || last.text.length >= 3) ? last.text : ''
  const prefixes = new Set([searchKey(tokens.join(' ')), lastPrefix])
  for (const prefix of prefixes) {
    if (!completes(prefix)) continue
    for (const phrase of PHRASES) {
      if (phrase.key.startsWith(prefix)) phrase.concepts.forEach((c) => found.add(c))
    }
  }
  return [...found].map((c) => TAXONOMY.get(c) as Taxonomy)
}

/** A prefix long enough to complete: 2 Latin characters, or any Japanese one. */
function completes(prefix: string): boolean {
  if (prefix === '') return false
  return /[^\p{Script=Latin}\p{N}\s]/u.test(prefix) || [...prefix].length >= MIN_LATIN_PREFIX
}

/**
 * Every word typed is one of the name's words (or within the search's typo rule), the last one
 * also as a prefix; Japanese text anywhere in the Japanese name ("健太" in 森 健太).
 */
function designerMatches(designer: Designer, words: SearchWord[]): boolean {
  if (words.length === 0) return false
  return words.every((word, i) => {
    if (word.script === 'japanese' && designer.japanese.includes(word.text)) return true
    const isLast = i === words.length - 1
    const edits = allowedEdits(word.text)
    return designer.words.some(
      (name) =>
        name === word.text ||
        (isLast && completes(word.text) && name.startsWith(word.text)) ||
        (edits > 0 && editDistance(word.text, name, edits) <= edits),
    )
  })
}
