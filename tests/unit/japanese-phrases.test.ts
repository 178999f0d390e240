// Issue 32, decision 034: where Japanese text may break into lines. The server's and the build's
// segmenter (server/phrases.ts), the marks a text carries to the page (i18n/phrases.ts), the
// build's marked copy of the dictionary (scripts/vite-plugin-ja-phrases.ts), and the three
// translators a component gets (LL plain, LM marked, LP typeset with <wbr>).
import { readFileSync } from 'node:fs'
import { loadDefaultJapaneseParser } from 'budoux'
import { createElement, Fragment, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SITE_TYPES } from '#catalogue/site-types'
import en from '#i18n/en/index'
import ja from '#i18n/ja/index'
import { getMarkedTranslator, getTranslator } from '#i18n/messages'
import { PHRASE_MARK, longestPhraseEm, markPhrases, withoutPhraseMarks } from '#i18n/phrases'
import { I18nProvider, phraseFit, typeset, useI18n } from '#i18n/react'
import { markMessagePhrases, phraseBoundaries, phraseStarts } from '#server/phrases'
import { markDictionarySource } from '#scripts/vite-plugin-ja-phrases'

const budoux = loadDefaultJapaneseParser()

/** Every message of a dictionary, by its dotted key. */
function messagesOf(dictionary: object, prefix = ''): [string, string][] {
  return Object.entries(dictionary).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value]]
      : messagesOf(value as object, `${prefix}${key}.`),
  )
}

const JA_MESSAGES = messagesOf(ja)
const NO_LINE_START = /^[ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶー・、。，．」』）]/

describe('phraseStarts (server/phrases.ts)', () => {
  it("puts the issue's broken words back together: a break only between whole phrases", () => {
    expect(phraseStarts('アフィリエイトプログラム')).toEqual([7])
    expect(phraseStarts('オープニングアニメーション')).toEqual([])
    const tagline = ja.store.description
    const pieces = markPhrases(tagline, phraseStarts(tagline)).split(PHRASE_MARK)
    expect(pieces).toContain('プレミアムな')
    expect(pieces.join('')).toBe(tagline)
  })

  it('keeps to BudouX, never before what may not start a line, never beside a space', () => {
    const texts = [
      ...JA_MESSAGES.map(([, message]) => message.replace(/\{[^}]*\}/g, '')),
      ...SITE_TYPES.map((siteType) => siteType.jaDisplayName),
      'リンク経由で売れた有料テンプレートごとに、売上の一部を報酬としてお支払いします。',
    ]
    let boundaries = 0
    for (const text of texts) {
      const allowed = new Set(budoux.parseBoundaries(text))
      for (const start of phraseStarts(text)) {
        boundaries += 1
        expect(allowed.has(start), `${text} at ${start}`).toBe(true)
        expect(text.slice(start), text).not.toMatch(NO_LINE_START)
        expect(text.slice(0, start), text).not.toMatch(/[\s「『（]$/)
        expect(text[start], text).not.toMatch(/\s/)
      }
    }
    // The dictionary has hundreds of phrases: a filter that dropped them all would pass above.
    expect(boundaries).toBeGreaterThan(300)
  })

  it('leaves out what BudouX offers where a <wbr> would break the line-breaking rules', () => {
    // Text from the database can be anything; BudouX then offers boundaries before a prolonged
    // sound mark, beside a space (a space is a break already) or after an opening bracket.
    for (const [text, start] of [
      ['ム会レにたれ会のーてぞ・での', 8],
      ['）　つがアじんう', 1],
      ['ェカじがせぽホ（「ユゆしツヨ', 8],
      ['せウアウ　あオ日　そ日ア', 9],
    ] as const) {
      expect(budoux.parseBoundaries(text), text).toContain(start)
      expect(phraseStarts(text), text).not.toContain(start)
    }
  })

  it('finds nothing in text without Japanese', () => {
    expect(phraseStarts('Affiliate program')).toEqual([])
    expect(phraseStarts('')).toEqual([])
  })
})

describe('phraseBoundaries (the API field)', () => {
  it('answers each named text of a Japanese answer, nothing for an English one', () => {
    expect(
      phraseBoundaries('ja', {
        template_title: 'アフィリエイトプログラム',
        designer_name: 'Lumen',
      }),
    ).toEqual({ phrase_boundaries: { template_title: [7], designer_name: [] } })
    expect(phraseBoundaries('en', { template_title: 'Affiliate program' })).toEqual({})
  })
})

describe('markMessagePhrases (dictionary messages)', () => {
  it('marks the wording and leaves placeholders whole', () => {
    expect(markMessagePhrases('{count}件のテンプレート')).toBe(
      `{count}件の${PHRASE_MARK}テンプレート`,
    )
    expect(markMessagePhrases('公開日 {date|date}')).toBe('公開日 {date|date}')
    const nested = markMessagePhrases('{{テンプレート|テンプレートたち}}をプレビュー')
    expect(nested.startsWith('{{テンプレート|テンプレートたち}}')).toBe(true)
    expect(withoutPhraseMarks(nested)).toBe('{{テンプレート|テンプレートたち}}をプレビュー')
  })

  it('refuses a message whose placeholder is never closed', () => {
    expect(() => markMessagePhrases('{name のテンプレート')).toThrow(
      'Unclosed "{" at 0 in the message "{name のテンプレート"',
    )
  })
})

describe('markDictionarySource (the build)', () => {
  const source = readFileSync(new URL('../../i18n/ja/index.ts', import.meta.url), 'utf8')
  const marked = markDictionarySource(source)

  it('marks every message as markMessagePhrases does, and nothing else', () => {
    // Outside its string literals the module is untouched: keys (404) stay as they are.
    const withoutStrings = (code: string) => code.replace(/"(?:[^"\\\n]|\\.)*"|'[^'\n]*'/g, '')
    expect(withoutStrings(marked)).toBe(withoutStrings(source))
    expect(marked).toContain(JSON.stringify(markMessagePhrases(ja.affiliate.title)))
    expect(marked).toContain(
      `404: ${JSON.stringify(markMessagePhrases(ja.error.statusNames['404']))}`,
    )
    expect(marked.split(PHRASE_MARK).length).toBeGreaterThan(300)
  })

  it('gives back the dictionary when the marks are taken out', () => {
    const values = [...marked.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map(
      (match) => JSON.parse(`"${match[1]}"`) as string,
    )
    const messages = new Set(JA_MESSAGES.map(([, message]) => message))
    for (const value of values) expect(messages.has(withoutPhraseMarks(value)), value).toBe(true)
  })
})

describe('markPhrases, withoutPhraseMarks and longestPhraseEm (i18n/phrases.ts)', () => {
  it('marks at the offsets given, skipping any that is not inside the text in order', () => {
    expect(markPhrases('アフィリエイトプログラム', [7])).toBe(
      `アフィリエイト${PHRASE_MARK}プログラム`,
    )
    expect(markPhrases('アフィリエイトプログラム', [0, 7, 7, 3, 12, 99, 1.5])).toBe(
      `アフィリエイト${PHRASE_MARK}プログラム`,
    )
    expect(markPhrases('テキスト', undefined)).toBe('テキスト')
    expect(withoutPhraseMarks(`a${PHRASE_MARK}b${PHRASE_MARK}c`)).toBe('abc')
  })

  it('measures the longest run a line cannot break, in em', () => {
    // 7 kana at 1.03 em each (the page's letter-spacing included).
    expect(longestPhraseEm(`アフィリエイト${PHRASE_MARK}プログラム`)).toBe(7.3)
    expect(longestPhraseEm('アフィリエイトプログラム')).toBe(12.4)
    // keep-all breaks after a middle dot and at spaces.
    expect(longestPhraseEm('ネイビー・ゴールド')).toBe(5.2)
    expect(longestPhraseEm('Web サイト')).toBe(3.1)
    expect(longestPhraseEm('')).toBe(0)
  })
})

function Probe({ children }: { children: (i18n: ReturnType<typeof useI18n>) => ReactNode }) {
  return createElement(Fragment, null, children(useI18n()))
}

function render(locale: 'en' | 'ja', children: (i18n: ReturnType<typeof useI18n>) => ReactNode) {
  return renderToStaticMarkup(
    createElement(I18nProvider, { locale }, createElement(Probe, { children })),
  )
}

describe('the translators a component gets', () => {
  it('LL is plain text in both languages: attributes, titles and copies carry no mark', () => {
    for (const locale of ['en', 'ja'] as const) {
      const LL = getTranslator(locale)
      expect(LL.affiliate.title()).toBe(locale === 'ja' ? ja.affiliate.title : en.affiliate.title)
      expect(LL.listing.count({ count: 3 })).not.toContain(PHRASE_MARK)
    }
  })

  it('LM carries the marks the build put in the Japanese dictionary, LP renders them as <wbr> in one span', () => {
    expect(getMarkedTranslator('ja').affiliate.title()).toBe(
      `アフィリエイト${PHRASE_MARK}プログラム`,
    )
    expect(render('ja', ({ LP }) => createElement('h1', null, LP.affiliate.title()))).toBe(
      '<h1><span>アフィリエイト<wbr/>プログラム</span></h1>',
    )
    expect(
      render('ja', ({ LP }) => createElement('p', null, LP.listing.count({ count: 32 }))),
    ).toBe('<p><span>32件の<wbr/>テンプレート</span></p>')
  })

  it('a value put into a message brings its own marks', () => {
    const name = markPhrases('アオイスタジオ', [3])
    expect(
      render('ja', ({ LP }) => createElement('h2', null, LP.designers.templatesBy({ name }))),
    ).toBe('<h2><span>アオイ<wbr/>スタジオの<wbr/>テンプレート</span></h2>')
  })

  it('English renders exactly as before: the same text, no <wbr>', () => {
    expect(render('en', ({ LP }) => createElement('h1', null, LP.affiliate.title()))).toBe(
      `<h1>${en.affiliate.title}</h1>`,
    )
    expect(typeset('Affiliate program')).toBe('Affiliate program')
  })

  it('phraseFit gives the longest phrase to the stylesheet', () => {
    expect(phraseFit(`アフィリエイト${PHRASE_MARK}プログラム`)).toEqual({ '--phrase-em': 7.3 })
  })
})
