// Issue 32: one way to write a date, a count and a price per locale, wherever the store shows
// one: the dictionaries' formatters, the app's own figures and the server-rendered pages.
import { describe, expect, it } from 'vitest'
import { formatDate, formatNumber } from '#i18n/formatters'
import { getTranslator, type Locale } from '#i18n/messages'
import { formatPrice } from '#i18n/price'
import { formatMoney } from '#server/pages/account-html'

describe('formatDate', () => {
  it('writes a day as each locale does: Nov 27, 2026 / 2026年11月27日', () => {
    const iso = '2026-11-27T03:00:00.000Z'
    expect(formatDate('en', iso)).toBe('Nov 27, 2026')
    expect(formatDate('ja', iso)).toBe('2026年11月27日')
    expect(formatDate('en', new Date(iso))).toBe('Nov 27, 2026')
    expect(formatDate('ja', '2024-01-05T00:00:00.000Z')).toBe('2024年1月5日')
  })

  it('counts days in Tokyo (spec §9), so the server and every browser agree', () => {
    // 15:30 UTC on the 26th is already the 27th in Tokyo; 14:59 is still the 26th.
    expect(formatDate('en', '2026-11-26T15:30:00.000Z')).toBe('Nov 27, 2026')
    expect(formatDate('ja', '2026-11-26T15:30:00.000Z')).toBe('2026年11月27日')
    expect(formatDate('en', '2026-11-26T14:59:59.000Z')).toBe('Nov 26, 2026')
    expect(formatDate('ja', '2026-12-31T15:00:00.000Z')).toBe('2027年1月1日')
  })

  it('reads the dates the database writes (SQLite and ISO forms)', () => {
    expect(formatDate('en', '2026-11-27 01:02:03')).toBe('Nov 27, 2026')
    expect(formatDate('ja', '2026-11-27')).toBe('2026年11月27日')
  })

  it('shows an unparsable date as sent, and nothing for an invalid Date', () => {
    expect(formatDate('en', 'soon')).toBe('soon')
    expect(formatDate('ja', '')).toBe('')
    expect(formatDate('ja', new Date(Number.NaN))).toBe('')
  })

  it('rejects a locale it has no format for', () => {
    expect(() => formatDate('fr' as Locale, '2026-11-27')).toThrow('Unknown locale "fr"')
  })

  it('is what the dictionaries write: Published and Purchased on read alike', () => {
    const iso = '2026-11-26T16:00:00.000Z'
    const en = getTranslator('en').template
    const ja = getTranslator('ja').template
    expect(en.published({ date: iso })).toBe('Published Nov 27, 2026')
    expect(en.purchasedOn({ date: iso })).toBe('Purchased on Nov 27, 2026')
    expect(ja.published({ date: iso })).toBe('公開日 2026年11月27日')
    expect(ja.purchasedOn({ date: iso })).toBe('2026年11月27日に購入')
  })
})

describe('formatNumber', () => {
  it('groups thousands in both locales', () => {
    for (const locale of ['en', 'ja'] as const) {
      expect(formatNumber(locale, 0), locale).toBe('0')
      expect(formatNumber(locale, 999), locale).toBe('999')
      expect(formatNumber(locale, 1234), locale).toBe('1,234')
      expect(formatNumber(locale, 1234567), locale).toBe('1,234,567')
    }
  })

  it('shows what is not a finite number as sent', () => {
    expect(formatNumber('en', Number.NaN)).toBe('NaN')
    expect(formatNumber('ja', Number.POSITIVE_INFINITY)).toBe('Infinity')
  })

  it('is what the dictionaries write, plurals still counted on the number', () => {
    const en = getTranslator('en')
    const ja = getTranslator('ja')
    expect(en.template.likes({ count: 1 })).toBe('1 like')
    expect(en.template.likes({ count: 12345 })).toBe('12,345 likes')
    expect(en.listing.count({ count: 1000 })).toBe('1,000 templates')
    expect(en.designers.message.tooLong({ max: 5000 })).toBe('Use 5,000 characters or fewer.')
    expect(ja.template.likes({ count: 12345 })).toBe('いいね 12,345件')
    expect(ja.listing.count({ count: 1000 })).toBe('1,000件のテンプレート')
    expect(ja.designers.message.tooLong({ max: 5000 })).toBe('5,000文字以内で入力してください。')
  })

  it('leaves years and page numbers alone', () => {
    expect(getTranslator('en').footer.copyright({ year: 2026 })).toBe('© 2026 Template Store')
    expect(getTranslator('en').pagination.page({ n: 1234 })).toBe('Page 1234')
  })
})

describe('prices (spec §9: written alike in both languages)', () => {
  it('the app and the server pages write the same price for each currency', () => {
    // The app's prices are in units (49 dollars), orders hold minor units (4,900 cents).
    expect(formatPrice(12800, 'jpy')).toBe('¥12,800')
    expect(formatMoney(12800, 'jpy')).toBe('¥12,800')
    expect(formatPrice(1234.5, 'usd')).toBe('$1,234.50')
    expect(formatMoney(123450, 'usd')).toBe('$1,234.50')
    expect(formatMoney(4900, 'usd')).toBe('$49.00')
    expect(formatMoney(0, 'jpy')).toBe('¥0')
  })

  it('never writes the full-width yen sign of the ja-JP pattern', () => {
    expect(formatPrice(980, 'jpy')).not.toContain('￥')
    expect(formatMoney(980, 'jpy')).toBe('¥980')
  })

  it('the server refuses a currency it cannot write', () => {
    expect(() => formatMoney(100, 'eur')).toThrow('Unknown currency "eur"')
  })
})
