// Matches a free-text query against the catalogue (decision 019). A query becomes clauses, one
// per word or phrase, and a template matches when every clause does. A clause is
// - a dictionary phrase ("hair salon", "歯医者", "resturant" after correcting it): the templates
//   of its entries' concepts, and those whose text holds any of the entries' words;
// - a Latin word: the templates holding it (after stemming), or, when no template and no
//   dictionary phrase has it, the words within the allowed typos; the last word also by prefix;
// - a run of Japanese words: the templates whose text holds it (kanji-led runs anywhere, kana-led
//   runs at word boundaries, so バー is not found in メンバー).
// Each clause gives every template it matches the weight of the best field it matched in (title 4,
// site type/industry 3, tags 2, description 1); summed over clauses that is the relevance.
import {
  allowedEdits,
  editDistance,
  phraseKey,
  searchWords,
  type SearchWord,
} from '#catalogue/search-text'
import { synonymIndex, type SynonymEntry } from '#catalogue/search-synonyms'
import { INDUSTRIES } from '#catalogue/industries'
import { SITE_TYPE_GROUPS, SITE_TYPES } from '#catalogue/site-types'
import { INDUSTRY_GROUPS } from '#catalogue/industries'
import { FEATURE_TAGS, STYLE_TAGS } from '#catalogue/tags'

/** The text of one template that search looks at. */
export type MatchDocument = {
  titleEn: string
  titleJa: string
  descriptionEn: string
  descriptionJa: string
  designerNameEn: string
  designerNameJa: string
  siteType: string
  industry: string
  /** `template:PORTFOLIO`, `style:minimal`, `feature:carousel` */
  tags: ReadonlySet<string>
}

/** Relevance weight of a match in each field: title > site type/industry > tags > description. */
export const FIELD_WEIGHTS = { title: 4, taxonomy: 3, tags: 2, description: 1 } as const
const FIELDS = [
  FIELD_WEIGHTS.title,
  FIELD_WEIGHTS.taxonomy,
  FIELD_WEIGHTS.tags,
  FIELD_WEIGHTS.description,
] as const

/** Templates a clause matches: `bitmap[i]` is template i's weight, 0 when it does not match. */
export type ScoredRows = { bitmap: Uint8Array; list: Int32Array }

/** Words that say nothing about which template: dropped unless they are all the query has. */
const STOP_WORDS = new Set([
  ...['a', 'an', 'the', 'for', 'of', 'and', 'with', 'my', 'our', 'in', 'on', 'to'],
  ...['site', 'website', 'web', 'homepage', 'template', 'theme', 'design', 'page'],
  ...['さいと', 'うぇぶさいと', 'ほーむぺーじ', 'てんぷれーと', 'hp', 'ぺーじ'],
])
/** Particles a Japanese run is split at when, whole, it matches nothing ("渋谷のかふぇ"). */
const PARTICLES = new Set([
  ...['の', 'な', 'と', 'や', 'に', 'で', 'を', 'は', 'が', 'も', 'へ', 'から', 'まで'],
  ...['より', 'など', 'ための', 'むけ', '向け', '用'],
])
const KANJI_START = /^[\p{Script=Han}]/u
const MAX_CACHED_CLAUSES = 500
/**
 * Documents read between two turns of the event loop while building (~100–250 ms each): smaller
 * slices stretched the build under 50 connections past the benchmark's 1 s warm-up.
 */
const BUILD_SLICE = 2_000
const MAX_PHRASE_WORDS = 6
/** Prefix matching starts at this many characters of the last word. */
const MIN_PREFIX_LENGTH = 2
/** Where a text is cut for reading it once per distinct sentence (the cut is a break anyway). */
const SENTENCE_END = /(?<=[.。｜\n—：:,、])/
/** Boundary mark between Japanese words in `japaneseWords`. */
const SEP = '\u0001'

type Clause =
  | { kind: 'entries'; key: string; entries: SynonymEntry[] }
  | { kind: 'latin'; key: string; terms: string[] }
  | { kind: 'japanese'; key: string; words: string[] }

/** A query as clauses, for search and (later) for suggestions that show what a query named. */
export type QueryPlan = { clauses: Clause[] }

export class TextMatcher {
  private readonly size: number
  /** Latin term → the rows holding it and, per row, the weight of its best field. */
  private readonly postings = new Map<string, { rows: Int32Array; weights: Uint8Array }>()
  /**
   * Per field, every row's text in one string: the Japanese runs (for kanji-led phrases), the same
   * as SEP-bounded words (kana-led phrases) and the Latin words (Latin phrases).
   */
  private readonly corpora: { kanji: Corpus; kana: Corpus; latin: Corpus }[]
  private readonly concepts: Map<string, number[]>
  private readonly synonyms = synonymIndex()
  /** Latin words a query word is corrected towards: the catalogue's and the dictionary's. */
  private readonly vocabulary: string[]
  private readonly clauseRows = new Map<string, ScoredRows>()

  /** A matcher over the documents, built at once (tests, small catalogues). */
  static of(documents: readonly MatchDocument[]): TextMatcher {
    const reader = new DocumentReader()
    documents.forEach((doc, row) => reader.add(doc, row))
    return new TextMatcher(reader, documents.length)
  }

  /**
   * The same, built in slices that let other requests through: reading 10,000 templates takes
   * 0.5–1 s, most of it segmenting Japanese.
   */
  static async build(documents: readonly MatchDocument[]): Promise<TextMatcher> {
    const reader = new DocumentReader()
    for (let row = 0; row < documents.length; row++) {
      reader.add(documents[row] as MatchDocument, row)
      if (row % BUILD_SLICE === BUILD_SLICE - 1) {
        await new Promise<void>((resolve) => setImmediate(resolve))
      }
    }
    return new TextMatcher(reader, documents.length)
  }

  private constructor(reader: DocumentReader, size: number) {
    this.size = size
    this.concepts = reader.concepts
    for (const [term, rows] of reader.postingRows) {
      this.postings.set(term, {
        rows: Int32Array.from(rows),
        weights: Uint8Array.from(reader.postingWeights.get(term) ?? []),
      })
    }
    this.corpora = reader.corpora.map((corpus) => ({
      kanji: new Corpus(corpus.kanji),
      kana: new Corpus(corpus.kana),
      latin: new Corpus(corpus.latin),
    }))
    const dictionaryWords = [...this.synonyms.keys()].flatMap((key) =>
      key.split(' ').filter((word) => /^[\p{Script=Latin}\p{N}]+$/u.test(word)),
    )
    this.vocabulary = [...new Set([...this.postings.keys(), ...dictionaryWords])]
  }

  /** The clauses of a query; none when it has no words that narrow anything. */
  plan(query: string): QueryPlan {
    const words = this.corrected(searchWords(query))
    // Only symbols ("%", "_"): nothing holds them, as a word nothing holds would not be found.
    if (words.length === 0 && query.trim() !== '') {
      return { clauses: [{ kind: 'latin', key: 'l:', terms: [] }] }
    }
    const clauses: Clause[] = []
    let pendingJapanese: SearchWord[] = []
    const flushJapanese = () => {
      if (pendingJapanese.length > 0) clauses.push(...this.japaneseClauses(pendingJapanese))
      pendingJapanese = []
    }
    for (let i = 0; i < words.length;) {
      const phrase = this.longestPhrase(words, i)
      if (phrase) {
        flushJapanese()
        clauses.push(phrase.clause)
        i += phrase.length
        continue
      }
      const word = words[i] as CorrectedWord
      if (word.script === 'japanese') {
        if (word.breakBefore) flushJapanese()
        pendingJapanese.push(word)
      } else {
        flushJapanese()
        if (!STOP_WORDS.has(word.text)) {
          clauses.push({
            kind: 'latin',
            key: `l:${word.terms.join(',')}`,
            terms: word.terms,
          })
        }
      }
      i++
    }
    flushJapanese()
    const seen = new Set<string>()
    return { clauses: clauses.filter((c) => !seen.has(c.key) && seen.add(c.key)) }
  }

  /** The rows each clause of the query matches, with their weights. */
  match(query: string): ScoredRows[] {
    let plan = this.plans.get(query)
    if (plan) {
      this.plans.delete(query)
    } else {
      plan = this.plan(query)
      if (this.plans.size >= MAX_CACHED_CLAUSES) {
        const oldest = this.plans.keys().next().value
        if (oldest !== undefined) this.plans.delete(oldest)
      }
    }
    // Map order doubles as recency order for eviction.
    this.plans.set(query, plan)
    return plan.clauses.map((clause) => this.rowsOf(clause))
  }

  /** Plans of recent queries: correcting a typo reads the whole vocabulary. */
  private readonly plans = new Map<string, QueryPlan>()

  /**
   * Latin words as the catalogue knows them: unchanged when a template or the dictionary has the
   * word, else the words within the allowed typos (the closest ones); the last word is also
   * completed by prefix.
   */
  private corrected(words: SearchWord[]): CorrectedWord[] {
    return words.map((word, i) => {
      if (word.script !== 'latin') return { ...word, terms: [word.text] }
      const known = this.postings.has(word.text) || this.synonymWords.has(word.text)
      let terms = known ? [word.text] : this.closeWords(word.text)
      const text = terms[0] ?? word.text
      if (i === words.length - 1 && [...word.text].length >= MIN_PREFIX_LENGTH) {
        terms = [...new Set([...terms, ...this.completions(word.text)])]
      }
      if (terms.length === 0) terms = [word.text]
      return { ...word, text, terms: terms.sort() }
    })
  }

  private synonymWordSet: Set<string> | undefined
  private get synonymWords(): Set<string> {
    this.synonymWordSet ??= new Set(
      [...this.synonyms.keys()].flatMap((key) => key.split(' ')).filter((w) => w !== ''),
    )
    return this.synonymWordSet
  }

  private closeWords(word: string): string[] {
    const max = allowedEdits(word)
    if (max === 0) return []
    let best = max + 1
    let found: string[] = []
    for (const candidate of this.vocabulary) {
      const distance = editDistance(word, candidate, Math.min(max, best))
      if (distance < best) {
        best = distance
        found = [candidate]
      } else if (distance === best && distance <= max) {
        found.push(candidate)
      }
    }
    return best <= max ? found : []
  }

  private completions(prefix: string): string[] {
    return this.vocabulary.filter((word) => word.length > prefix.length && word.startsWith(prefix))
  }

  /** The longest dictionary phrase starting at word `start`. */
  private longestPhrase(
    words: CorrectedWord[],
    start: number,
  ): { clause: Clause; length: number } | undefined {
    const last = Math.min(words.length, start + MAX_PHRASE_WORDS)
    for (let end = last; end > start; end--) {
      const key = phraseKey(words.slice(start, end))
      const entries = this.synonyms.get(key)
      if (entries) {
        const concepts = entries.map((e) => e.concept).sort()
        return {
          clause: { kind: 'entries', key: `e:${concepts.join(',')}`, entries },
          length: end - start,
        }
      }
    }
    return undefined
  }

  /**
   * A run of Japanese words outside the dictionary: one clause for the whole run when any template
   * holds it, else one per piece between particles ("渋谷のかふぇ" → 渋谷, かふぇ).
   */
  private japaneseClauses(words: SearchWord[]): Clause[] {
    // Particles at either end join nothing ("かふぇの", "な" between two dictionary words).
    let first = 0
    let end = words.length
    while (first < end && PARTICLES.has((words[first] as SearchWord).text)) first++
    while (end > first && PARTICLES.has((words[end - 1] as SearchWord).text)) end--
    const run = words.slice(first, end)
    if (run.length === 0) return []
    const whole = run.map((w) => w.text)
    const wholeClause: Clause = { kind: 'japanese', key: `j:${whole.join(SEP)}`, words: whole }
    if (run.length === 1 || this.rowsOf(wholeClause).list.length > 0) {
      return STOP_WORDS.has(whole.join('')) ? [] : [wholeClause]
    }
    const clauses: Clause[] = []
    let piece: string[] = []
    const flush = () => {
      const text = piece.join('')
      if (piece.length > 0 && !STOP_WORDS.has(text)) {
        const entries = this.synonyms.get(text)
        clauses.push(
          entries
            ? {
                kind: 'entries',
                key: `e:${entries
                  .map((e) => e.concept)
                  .sort()
                  .join(',')}`,
                entries,
              }
            : { kind: 'japanese', key: `j:${piece.join(SEP)}`, words: piece },
        )
      }
      piece = []
    }
    for (const word of run) {
      if (PARTICLES.has(word.text)) flush()
      else piece.push(word.text)
    }
    flush()
    return clauses.length > 0 ? clauses : [wholeClause]
  }

  private rowsOf(clause: Clause): ScoredRows {
    const cached = this.clauseRows.get(clause.key)
    if (cached) {
      // Re-insert: Map order doubles as recency order for eviction.
      this.clauseRows.delete(clause.key)
      this.clauseRows.set(clause.key, cached)
      return cached
    }
    const weights = new Uint8Array(this.size)
    if (clause.kind === 'latin') {
      for (const term of clause.terms) this.addTerm(weights, term)
    } else if (clause.kind === 'japanese') {
      this.addJapanese(weights, clause.words)
    } else {
      for (const entry of clause.entries) this.addEntry(weights, entry)
    }
    const list: number[] = []
    weights.forEach((weight, row) => {
      if (weight > 0) list.push(row)
    })
    const rows = { bitmap: weights, list: Int32Array.from(list) }
    if (this.clauseRows.size >= MAX_CACHED_CLAUSES) {
      const oldest = this.clauseRows.keys().next().value
      if (oldest !== undefined) this.clauseRows.delete(oldest)
    }
    this.clauseRows.set(clause.key, rows)
    return rows
  }

  private addTerm(weights: Uint8Array, term: string): void {
    const posting = this.postings.get(term)
    if (!posting) return
    posting.rows.forEach((row, k) => {
      const weight = posting.weights[k] as number
      if ((weights[row] as number) < weight) weights[row] = weight
    })
  }

  /** Rows holding the words of a Latin phrase next to each other ("coffee shop"). */
  private addLatinPhrase(weights: Uint8Array, terms: string[]): void {
    if (terms.length === 1) this.addTerm(weights, terms[0] as string)
    else this.addFound(weights, 'latin', ` ${terms.join(' ')} `)
  }

  private addJapanese(weights: Uint8Array, words: string[]): void {
    // Kanji carry meaning on their own (美容 in 美容院); kana words must match whole words.
    if (KANJI_START.test(words[0] ?? '')) this.addFound(weights, 'kanji', words.join(''))
    else this.addFound(weights, 'kana', `${SEP}${words.join(SEP)}${SEP}`)
  }

  private addFound(weights: Uint8Array, kind: 'kanji' | 'kana' | 'latin', needle: string): void {
    this.corpora.forEach((corpora, f) => {
      const weight = FIELDS[f] as number
      corpora[kind].rowsHolding(needle, (row) => {
        if ((weights[row] as number) < weight) weights[row] = weight
      })
    })
  }

  private addEntry(weights: Uint8Array, entry: SynonymEntry): void {
    const taxonomy = entry.concept.startsWith('siteType:') || entry.concept.startsWith('industry:')
    const conceptWeight = taxonomy ? FIELD_WEIGHTS.taxonomy : FIELD_WEIGHTS.tags
    for (const row of this.concepts.get(entry.concept) ?? []) {
      if ((weights[row] as number) < conceptWeight) weights[row] = conceptWeight
    }
    for (const phrase of [...entry.en, ...entry.ja]) {
      const words = searchWords(phrase)
      if (words.length === 0) continue
      if (words.every((w) => w.script === 'latin')) {
        this.addLatinPhrase(
          weights,
          words.map((w) => w.text),
        )
      } else if (words.every((w) => w.script === 'japanese')) {
        this.addJapanese(
          weights,
          words.map((w) => w.text),
        )
      }
    }
  }
}

type CorrectedWord = SearchWord & { terms: string[] }

/** Reads documents one by one into what the matcher keeps. */
class DocumentReader {
  /** Templates share most sentences (section lists, "Designed by …"): each is read once. */
  private readonly sentences = new Map<string, SentenceText>()
  private readonly runs = new Map<string, string[]>()
  readonly postingRows = new Map<string, number[]>()
  readonly postingWeights = new Map<string, number[]>()
  readonly corpora = FIELDS.map(() => ({
    kanji: [] as string[],
    kana: [] as string[],
    latin: [] as string[],
  }))
  readonly concepts = new Map<string, number[]>()

  private read(sentence: string): SentenceText {
    let known = this.sentences.get(sentence)
    if (!known) {
      known = sentenceText(searchWords(sentence, this.runs))
      this.sentences.set(sentence, known)
    }
    return known
  }

  add(doc: MatchDocument, row: number): void {
    const best = new Map<string, number>()
    fieldTexts(doc).forEach((text, f) => {
      const weight = FIELDS[f] as number
      const parts = text.split(SENTENCE_END).map((sentence) => this.read(sentence))
      for (const part of parts) {
        for (const term of part.terms) {
          if ((best.get(term) ?? 0) < weight) best.set(term, weight)
        }
      }
      const corpus = this.corpora[f] as (typeof this.corpora)[number]
      corpus.kanji.push(parts.map((p) => p.kanji).join('\n'))
      corpus.kana.push(parts.map((p) => p.kana).join('\n'))
      corpus.latin.push(parts.map((p) => p.latin).join('\n'))
    })
    for (const [term, weight] of best) {
      let rows = this.postingRows.get(term)
      let weights = this.postingWeights.get(term)
      if (!rows || !weights) {
        rows = []
        weights = []
        this.postingRows.set(term, rows)
        this.postingWeights.set(term, weights)
      }
      rows.push(row)
      weights.push(weight)
    }
    for (const concept of [`siteType:${doc.siteType}`, `industry:${doc.industry}`, ...doc.tags]) {
      let rows = this.concepts.get(concept)
      if (!rows) {
        rows = []
        this.concepts.set(concept, rows)
      }
      rows.push(row)
    }
  }
}

/** What the corpora keep of one sentence: its Latin words, and its runs as each corpus has them. */
type SentenceText = { terms: string[]; kanji: string; kana: string; latin: string }

function sentenceText(words: SearchWord[]): SentenceText {
  const japaneseRuns: string[][] = []
  const latinRuns: string[][] = []
  let previous: SearchWord | undefined
  for (const word of words) {
    if (word.script === 'latin') {
      // Latin phrases span spaces and "&" ("spa & esthetic salon"), not Japanese text.
      if (previous?.script === 'latin') latinRuns[latinRuns.length - 1]?.push(word.text)
      else latinRuns.push([word.text])
    } else if (previous?.script === 'japanese' && !word.breakBefore) {
      japaneseRuns[japaneseRuns.length - 1]?.push(word.text)
    } else {
      // A break or a Latin word ends a Japanese run: a phrase never spans "｜" or "IR".
      japaneseRuns.push([word.text])
    }
    previous = word
  }
  return {
    terms: [...new Set(latinRuns.flat())],
    kanji: japaneseRuns.map((r) => r.join('')).join('\n'),
    kana: japaneseRuns.map((r) => `${SEP}${r.join(SEP)}${SEP}`).join('\n'),
    latin: latinRuns.map((r) => ` ${r.join(' ')} `).join('\n'),
  }
}

/** Texts of all rows in one string: one indexOf loop finds every row holding a needle. */
class Corpus {
  private readonly text: string
  private readonly starts: Int32Array

  constructor(texts: string[]) {
    this.starts = new Int32Array(texts.length)
    let offset = 0
    texts.forEach((text, row) => {
      this.starts[row] = offset
      offset += text.length + 1
    })
    // \u0002 ends each row: no needle holds it, so none spans two rows.
    this.text = texts.join('\u0002')
  }

  rowsHolding(needle: string, found: (row: number) => void): void {
    let at = this.text.indexOf(needle)
    while (at !== -1) {
      const row = this.rowAt(at)
      found(row)
      // One call per row: go on from the next row's start.
      const next = this.starts[row + 1]
      if (next === undefined) return
      at = this.text.indexOf(needle, next)
    }
  }

  private rowAt(offset: number): number {
    let low = 0
    let high = this.starts.length - 1
    while (low < high) {
      const mid = (low + high + 1) >> 1
      if ((this.starts[mid] as number) <= offset) low = mid
      else high = mid - 1
    }
    return low
  }
}

/** Title, site type/industry, tags, description: the fields in FIELDS order. */
function fieldTexts(doc: MatchDocument): string[] {
  const siteType = SITE_TYPES.find((t) => t.slug === doc.siteType)
  const industry = INDUSTRIES.find((i) => i.slug === doc.industry)
  const siteGroup = SITE_TYPE_GROUPS.find((g) => g.key === siteType?.group)
  const industryGroup = INDUSTRY_GROUPS.find((g) => g.key === industry?.group)
  const tagNames = [...doc.tags].map((tag) => {
    const [kind, slug = ''] = tag.split(':')
    const named =
      kind === 'style'
        ? STYLE_TAGS.find((t) => t.slug === slug)
        : kind === 'feature'
          ? FEATURE_TAGS.find((t) => t.slug === slug)
          : undefined
    return named
      ? `${named.enDisplayName} ${named.jaDisplayName}`
      : slug.replaceAll('_', ' ').replaceAll('-', ' ')
  })
  const names = (named: { enDisplayName: string; jaDisplayName: string } | undefined) =>
    named ? `${named.enDisplayName}\n${named.jaDisplayName}` : ''
  return [
    `${doc.titleEn}\n${doc.titleJa}`,
    `${names(siteType)}\n${names(industry)}`,
    tagNames.join('\n'),
    // Group names ("Creative & Portfolio") are broader than the site type or industry itself: a
    // creator site is not what "portfolio" asks for first.
    [
      doc.descriptionEn,
      doc.descriptionJa,
      doc.designerNameEn,
      doc.designerNameJa,
      names(siteGroup),
      names(industryGroup),
    ].join('\n'),
  ]
}
