// Japanese breaks lines between phrases, not inside a word (issue 32, decision 034). Where the
// phrases of a text are is found ahead of time by BudouX, on the server and at build time, never in
// the browser; a text on its way to the page carries them as marks (PHRASE_MARK), which the page
// renders as <wbr> (i18n/react.tsx `typeset`) and every other use removes (`withoutPhraseMarks`).
// With `word-break: keep-all` (src/styles/global.scss) a Japanese line then breaks only there, at
// white space and at punctuation, in every browser and without JavaScript.

/**
 * Marks where a phrase begins. U+200B ZERO WIDTH SPACE, so a mark that reached the page by mistake
 * would still be an invisible break opportunity, not a visible character; the page never gets one
 * (`typeset` turns it into <wbr>, which copying and in-page search do not see).
 */
export const PHRASE_MARK = '\u200B'

/** The text as people read and copy it: without phrase marks. */
export function withoutPhraseMarks(text: string): string {
  return text.includes(PHRASE_MARK) ? text.replaceAll(PHRASE_MARK, '') : text
}

/**
 * `text` with a phrase mark where each phrase after the first begins. `starts` are UTF-16 offsets
 * into `text` (the API's `phrase_boundaries`); an offset that is not inside the text or not after
 * the one before it is left out: a stale list of phrases never garbles the text, it only loses a
 * break opportunity.
 */
export function markPhrases(text: string, starts: readonly number[] | undefined): string {
  if (!starts || starts.length === 0) return text
  let marked = ''
  let from = 0
  for (const start of starts) {
    if (!Number.isInteger(start) || start <= from || start >= text.length) continue
    marked += text.slice(from, start) + PHRASE_MARK
    from = start
  }
  return marked + text.slice(from)
}

// What `word-break: keep-all` breaks at besides white space and phrase marks: after punctuation
// that ends a word or clause, before an opening bracket.
const BREAKS_AFTER = /[、。，．・｜＆！？」』）］】〕：；]/
const BREAKS_BEFORE = /[「『（［【〔｜]/
// From the CJK radicals on (kana, kanji, fullwidth forms) a Japanese font gives a character 1 em;
// the page's letter-spacing (0.02em) and a little rounding are added.
const FULL_WIDTH_FROM = 0x2e80
const FULL_WIDTH_EM = 1.03
// Latin in the store's fonts: capitals and digits up to ~0.8 em in bold ('W' more), lower case ~0.6.
const CAPITAL = /[A-Z0-9@%&#]/
const CAPITAL_EM = 0.8
const OTHER_EM = 0.65

/**
 * How wide, in em, the longest run of `text` that a line cannot break is: a phrase, or a word of
 * Latin. A little more than a browser needs, never less (the estimate that decides how far a title
 * in a narrow column shrinks, `phraseFit`).
 */
export function longestPhraseEm(text: string): number {
  let longest = 0
  let current = 0
  for (const char of text) {
    if (char === PHRASE_MARK || /\s/.test(char)) {
      current = 0
      continue
    }
    if (BREAKS_BEFORE.test(char)) current = 0
    current +=
      char.charCodeAt(0) >= FULL_WIDTH_FROM
        ? FULL_WIDTH_EM
        : CAPITAL.test(char)
          ? CAPITAL_EM
          : OTHER_EM
    longest = Math.max(longest, current)
    if (BREAKS_AFTER.test(char)) current = 0
  }
  return Math.ceil(longest * 10) / 10
}
