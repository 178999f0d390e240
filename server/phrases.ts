// Where Japanese text may break into lines (issue 32, decision 034): BudouX's phrase boundaries
// (the `budoux` package, Apache-2.0, CREDITS.md), found on the server and at build time only. Its
// model (~9 kB gzip for Japanese alone) never goes to the browser: the API answers a Japanese
// text's boundaries beside the text (`phrase_boundaries`), and the build marks the Japanese
// dictionary's (scripts/vite-plugin-ja-phrases.ts).
import { loadDefaultJapaneseParser } from 'budoux'
import type { Language } from '#catalogue/enums'
import { PHRASE_MARK } from '#i18n/phrases'

type Parser = ReturnType<typeof loadDefaultJapaneseParser>

let parser: Parser | undefined

/** Kana and kanji: text without them has no Japanese phrases to keep together. */
const JAPANESE = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]/
const SPACE = /\s/
// A <wbr> is a break opportunity even where the line-breaking rules forbid one, so none goes
// before what may not start a line (small kana, the prolonged sound mark, closing brackets and
// punctuation) or after what may not end one (opening brackets).
const NO_LINE_START =
  /[ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶーゝゞヽヾ々・：；？！、。，．」』）］｝〕〉》】〙〗｠〜～)\]}.,:;!?]/
const NO_LINE_END = /[「『（［｛〔〈《【〘〖｟([{]/

// Titles and names recur in every list answer; each one is segmented once. Cleared when full, so
// a server that has seen many texts holds at most this many.
const MEMO_LIMIT = 5_000
const memo = new Map<string, number[]>()

/**
 * The UTF-16 offsets in `text` where a phrase after the first begins, in order. White space is
 * already a break opportunity, so a boundary beside it is left out, and so is one where a line
 * may not break; text without Japanese has none.
 */
export function phraseStarts(text: string): number[] {
  if (!JAPANESE.test(text)) return []
  const known = memo.get(text)
  if (known) return known
  parser ??= loadDefaultJapaneseParser()
  const starts = parser.parseBoundaries(text).filter((start) => {
    const before = text[start - 1] ?? ''
    const after = text[start] ?? ''
    return (
      !SPACE.test(before) &&
      !SPACE.test(after) &&
      !NO_LINE_START.test(after) &&
      !NO_LINE_END.test(before)
    )
  })
  if (memo.size >= MEMO_LIMIT) memo.clear()
  memo.set(text, starts)
  return starts
}

/**
 * The `phrase_boundaries` of an answer in `language`: each named text's phrase starts. Japanese
 * answers only; an English answer gets none (`{}` to spread into the answer).
 */
export function phraseBoundaries<Field extends string>(
  language: Language,
  texts: Record<Field, string>,
): { phrase_boundaries: Record<Field, number[]> } | Record<string, never> {
  if (language !== 'ja') return {}
  const boundaries = {} as Record<Field, number[]>
  for (const field of Object.keys(texts) as Field[]) boundaries[field] = phraseStarts(texts[field])
  return { phrase_boundaries: boundaries }
}

/** The end of the placeholder that opens at `open` (typesafe-i18n's `{…}`, nested braces kept). */
function placeholderEnd(template: string, open: number): number {
  let depth = 0
  for (let index = open; index < template.length; index += 1) {
    if (template[index] === '{') depth += 1
    else if (template[index] === '}') {
      depth -= 1
      if (depth === 0) return index + 1
    }
  }
  throw new Error(`Unclosed "{" at ${open} in the message "${template}"`)
}

function markText(text: string): string {
  let marked = ''
  let from = 0
  for (const start of phraseStarts(text)) {
    marked += text.slice(from, start) + PHRASE_MARK
    from = start
  }
  return marked + text.slice(from)
}

/**
 * A dictionary message with a phrase mark at each phrase boundary of its wording. Placeholders
 * (`{name}`, `{date|date}`, `{{plural}}`) stay whole and unmarked: the value put there brings its
 * own marks, and a number against the word after it ('{count}件') is kept together anyway.
 */
export function markMessagePhrases(message: string): string {
  let marked = ''
  let from = 0
  for (let open = message.indexOf('{'); open !== -1; open = message.indexOf('{', from)) {
    const end = placeholderEnd(message, open)
    marked += markText(message.slice(from, open)) + message.slice(open, end)
    from = end
  }
  return marked + markText(message.slice(from))
}
