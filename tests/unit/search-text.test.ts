// The normalisation every search text goes through (catalogue/search-text.ts, decision 019).
import { describe, expect, it } from 'vitest'
import {
  allowedEdits,
  editDistance,
  foldSearchText,
  searchKey,
  searchWords,
  stemWord,
} from '#catalogue/search-text'

const texts = (text: string) => searchWords(text).map((word) => word.text)

describe('foldSearchText', () => {
  it('folds width (NFKC), case and Latin accents', () => {
    expect(foldSearchText('ＣＡＦＥ')).toBe('cafe')
    expect(foldSearchText('Café Crème')).toBe('cafe creme')
    expect(foldSearchText('ÅNGSTRÖM ñandú')).toBe('angstrom nandu')
    expect(foldSearchText('ｶﾌｪ')).toBe('かふぇ')
  })

  it('folds katakana into hiragana and keeps the voicing marks', () => {
    expect(foldSearchText('カフェ')).toBe('かふぇ')
    expect(foldSearchText('ガラス')).toBe('がらす')
    expect(foldSearchText('パン屋')).toBe('ぱん屋')
    expect(foldSearchText('ヴィスタ')).toBe('ゔぃすた')
    expect(foldSearchText('カワイイ')).toBe(foldSearchText('かわいい'))
  })
})

describe('stemWord', () => {
  it.each([
    ['restaurants', 'restaurant'],
    ['cafes', 'cafe'],
    ['studies', 'study'],
    ['boxes', 'box'],
    ['classes', 'class'],
    ['dentists', 'dentist'],
    ['salons', 'salon'],
  ])('%s → %s', (word, stem) => expect(stemWord(word)).toBe(stem))

  it.each(['news', 'campus', 'analysis', 'business', 'glass', 'bus', 'gas', 'cafe', 'wedding'])(
    'keeps %s',
    (word) => expect(stemWord(word)).toBe(word),
  )
})

describe('searchWords', () => {
  it('splits Latin text into folded, stemmed words', () => {
    expect(texts('Restaurants & Cafés')).toEqual(['restaurant', 'cafe'])
    expect(texts("the café's menu")).toEqual(['the', 'cafe', 'menu'])
  })

  it("segments Japanese with the platform's dictionary (Intl.Segmenter), then folds kana", () => {
    expect(texts('渋谷のカフェ')).toEqual(['渋谷', 'の', 'かふぇ'])
    expect(texts('飲食店サイト')).toEqual(['飲食店', 'さいと'])
    expect(texts('美容室')).toEqual(['美容', '室'])
  })

  it('splits mixed scripts and marks breaks', () => {
    const words = searchWords('IRサイト｜ニュース')
    expect(words.map((w) => [w.text, w.script, w.breakBefore])).toEqual([
      ['ir', 'latin', true],
      ['さいと', 'japanese', false],
      ['にゅーす', 'japanese', true],
    ])
  })

  it('keys phrases the same way from either spelling', () => {
    expect(searchKey('Hair  Salons')).toBe('hair salon')
    expect(searchKey('ＨＡＩＲ SALON')).toBe('hair salon')
    expect(searchKey('レストラン')).toBe('れすとらん')
    expect(searchKey('美容室')).toBe('美容室')
    expect(searchKey('%_')).toBe('')
  })
})

describe('typo tolerance', () => {
  it('allows 1 edit from 4 characters and 2 from 8', () => {
    expect(allowedEdits('gym')).toBe(0)
    expect(allowedEdits('cafe')).toBe(1)
    expect(allowedEdits('dentist')).toBe(1)
    expect(allowedEdits('resturant')).toBe(2)
  })

  it('counts inserts, deletes, substitutions and swaps, and stops past the limit', () => {
    expect(editDistance('resturant', 'restaurant', 2)).toBe(1)
    expect(editDistance('cafe', 'care', 1)).toBe(1)
    expect(editDistance('dentsit', 'dentist', 1)).toBe(1)
    expect(editDistance('weddign', 'wedding', 1)).toBe(1)
    expect(editDistance('abcd', 'wxyz', 1)).toBe(2)
    expect(editDistance('lawyer', 'lawyer', 0)).toBe(0)
    expect(editDistance('a', 'abcdef', 2)).toBe(3)
  })
})
