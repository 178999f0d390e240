import { describe, expect, it } from 'vitest'
import { characterCount } from '#i18n/character-count'
import { getTranslator } from '#i18n/messages'

const en = getTranslator('en')
const ja = getTranslator('ja')

describe('characterCount', () => {
  it('is near from 90% of the limit, over past it, and counts without the spaces around', () => {
    const at = (used: number) => characterCount(en, 'en', 'x'.repeat(used), 5000)
    expect(at(4499)).toEqual({
      shown: '4,499 / 5,000',
      spoken: undefined,
      near: false,
      over: false,
    })
    expect(at(4500)).toEqual({
      shown: '4,500 / 5,000',
      spoken: 'Characters left: 500',
      near: true,
      over: false,
    })
    expect(at(5000)).toMatchObject({ spoken: 'Characters left: 0', over: false })
    expect(at(6234)).toMatchObject({ spoken: 'Characters over the limit: 1,234', over: true })
    expect(characterCount(en, 'en', '  \n', 5000).shown).toBe('0 / 5,000')
  })

  it('speaks Japanese', () => {
    expect(characterCount(ja, 'ja', 'あ'.repeat(4812), 5000)).toMatchObject({
      shown: '4,812 / 5,000文字',
      spoken: '残り188文字',
    })
  })

  it('refuses a limit that is no positive whole number', () => {
    expect(() => characterCount(en, 'en', 'x', 0)).toThrow(/positive whole number, got 0/)
    expect(() => characterCount(en, 'en', 'x', 2.5)).toThrow(/got 2.5/)
  })
})
