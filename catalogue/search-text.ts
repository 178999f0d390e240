// The one normalisation and tokenisation of search text, for templates and queries alike, in
// both languages (decision 019). Pure functions: the server's matcher uses them, and so can a
// suggestions endpoint or the client. Text is folded (NFKC, case, Latin accents, katakana to
// hiragana), then split into Latin words (stemmed: "restaurants" is "restaurant") and Japanese
// words (Intl.Segmenter's dictionary segmentation; Japanese has no spaces).

/** Latin combining accents only: the kana voicing marks (U+3099, U+309A) must survive. */
const LATIN_ACCENTS = /[\u0300-\u036f]/g
const KATAKANA = /[\u30a1-\u30f6]/g
const KATAKANA_TO_HIRAGANA = 0x60

/**
 * Case, width and accent folded, katakana as hiragana: "ＣＡＦÉ" → "cafe", "カフェ" → "かふぇ".
 * Segment Japanese before folding kana (see `searchWords`): the segmenter reads katakana loanwords
 * better than the same words in hiragana.
 */
export function foldSearchText(text: string): string {
  return foldKana(foldCaseAndAccents(text))
}

export function foldCaseAndAccents(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(LATIN_ACCENTS, '')
    .normalize('NFC')
}

export function foldKana(text: string): string {
  return text.replace(KATAKANA, (ch) =>
    String.fromCharCode(ch.charCodeAt(0) - KATAKANA_TO_HIRAGANA),
  )
}

/** Words whose final s is not a plural, where dropping it would meet another word. */
const UNCHANGED_BY_STEMMING = new Set(['news', 'series', 'species', 'lens', 'canvas', 'always'])

/**
 * English plural and possessive endings (an S-stemmer): restaurants → restaurant, studies →
 * study, boxes → box, classes → class; "us"/"ss"/"is" words keep their s (campus, glass, analysis).
 * Deliberately light: fuller stemmers merge words a store tells apart (wedding → wed).
 */
export function stemWord(word: string): string {
  // Most words do not end in s: answered before any pattern runs.
  if (word.length <= 3 || word.charCodeAt(word.length - 1) !== 115) return word
  if (!/^[a-z]+$/.test(word) || UNCHANGED_BY_STEMMING.has(word)) return word
  if (word.endsWith('ies') && word.length > 4 && !/[ae]ies$/.test(word)) {
    return `${word.slice(0, -3)}y`
  }
  if (/(?:ch|sh|x|ss|zz)es$/.test(word)) return word.slice(0, -2)
  if (word.endsWith('s') && !/(?:us|ss|is)$/.test(word)) return word.slice(0, -1)
  return word
}

export type SearchWord = {
  /** Folded (and for Latin words stemmed) text of the word. */
  text: string
  /** Latin letters and digits, or Japanese (kanji, kana). */
  script: 'latin' | 'japanese'
  /** Whitespace or punctuation came before it: a Japanese phrase never spans such a break. */
  breakBefore: boolean
}

const japaneseSegmenter = new Intl.Segmenter('ja', { granularity: 'word' })
/** Runs of Japanese (kanji, kana, the prolonged-sound and iteration marks), or of Latin words. */
const RUNS =
  /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc\u3005]+)|((?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])[\p{L}\p{N}])+(?:'[\p{L}\p{N}]+)*)/gu

/**
 * The words of a text, folded, in order. Only Japanese runs go through the segmenter (it costs
 * ~7 µs a word); `memo` keeps their segments when many texts share runs (the catalogue's).
 */
export function searchWords(text: string, memo?: Map<string, string[]>): SearchWord[] {
  const words: SearchWord[] = []
  const folded = foldCaseAndAccents(text)
  let end = 0
  for (const match of folded.matchAll(RUNS)) {
    let breakBefore = words.length === 0 || match.index !== end
    end = match.index + match[0].length
    const japanese = match[1]
    if (japanese !== undefined) {
      for (const segment of japaneseSegments(japanese, memo)) {
        words.push({ text: segment, script: 'japanese', breakBefore })
        breakBefore = false
      }
      continue
    }
    // "café's" is the café's; other apostrophes split ("l'atelier" → l, atelier).
    for (const part of match[0].replace(/'s$/, '').split("'")) {
      words.push({ text: stemWord(part), script: 'latin', breakBefore })
      breakBefore = false
    }
  }
  return words
}

function japaneseSegments(run: string, memo?: Map<string, string[]>): string[] {
  const known = memo?.get(run)
  if (known) return known
  const segments: string[] = []
  for (const segment of japaneseSegmenter.segment(run)) segments.push(foldKana(segment.segment))
  memo?.set(run, segments)
  return segments
}

/** The key a phrase is looked up by: Latin words joined by spaces, Japanese ones directly. */
export function phraseKey(words: readonly SearchWord[]): string {
  let key = ''
  words.forEach((word, i) => {
    const previous = words[i - 1]
    if (previous && (previous.script === 'latin' || word.script === 'latin')) key += ' '
    key += word.text
  })
  return key
}

/** `phraseKey` of a text: how dictionary entries and query phrases meet. */
export const searchKey = (text: string): string => phraseKey(searchWords(text))

/**
 * Typo tolerance by word length (the issue's rule): none below 4 characters, 1 edit from 4,
 * 2 from 8.
 */
export function allowedEdits(word: string): number {
  const length = [...word].length
  if (length >= 8) return 2
  if (length >= 4) return 1
  return 0
}

/**
 * Edits (insert, delete, substitute, swap two neighbours) from `a` to `b`, or `max + 1` as soon
 * as it is certain to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  if (a === b) return 0
  const width = b.length + 1
  let before = new Array<number>(width).fill(0)
  let previous = Array.from({ length: width }, (_, j) => j)
  let current = new Array<number>(width).fill(0)
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      )
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] as number) + 1)
      }
      current[j] = value
      if (value < rowMin) rowMin = value
    }
    if (rowMin > max) return max + 1
    ;[before, previous, current] = [previous, current, before]
  }
  const distance = previous[b.length] as number
  return distance > max ? max + 1 : distance
}
