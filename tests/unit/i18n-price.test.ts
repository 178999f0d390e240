import { describe, expect, it } from 'vitest'
import { currencyFor, formatPrice, type PriceCurrency } from '#i18n/price'

describe('formatPrice', () => {
  it('shows yen with thousands separators and no decimals', () => {
    expect(formatPrice(12800, 'jpy')).toBe('¥12,800')
    expect(formatPrice(1234567, 'jpy')).toBe('¥1,234,567')
    expect(formatPrice(980, 'jpy')).toBe('¥980')
    expect(formatPrice(0, 'jpy')).toBe('¥0')
  })

  it('shows dollars with two decimals', () => {
    expect(formatPrice(49, 'usd')).toBe('$49.00')
    expect(formatPrice(1234.5, 'usd')).toBe('$1,234.50')
    expect(formatPrice(0, 'usd')).toBe('$0.00')
  })

  it('falls back to zero for a missing or impossible amount', () => {
    for (const amount of [undefined, null, Number.NaN, -1, Number.POSITIVE_INFINITY]) {
      expect(formatPrice(amount, 'jpy'), String(amount)).toBe('¥0')
      expect(formatPrice(amount, 'usd'), String(amount)).toBe('$0.00')
    }
  })

  it('rejects an unknown currency instead of guessing', () => {
    expect(() => formatPrice(10, 'eur' as PriceCurrency)).toThrow('Unknown currency "eur"')
  })
})

describe('currencyFor', () => {
  it('charges yen when the billing country is Japan', () => {
    expect(currencyFor({ billingCountry: 'JP', language: 'en' })).toBe('jpy')
    expect(currencyFor({ billingCountry: 'jp' })).toBe('jpy')
  })

  it('charges dollars for any other billing country, whatever the language', () => {
    expect(currencyFor({ billingCountry: 'US', language: 'ja' })).toBe('usd')
    expect(currencyFor({ billingCountry: 'FR', language: 'en' })).toBe('usd')
  })

  it('without a billing country, charges yen to Japanese speakers', () => {
    expect(currencyFor({ billingCountry: null, language: 'ja' })).toBe('jpy')
    expect(currencyFor({ billingCountry: '', language: 'ja' })).toBe('jpy')
    expect(currencyFor({ language: 'ja' })).toBe('jpy')
  })

  it('without a billing country, charges dollars to everyone else', () => {
    expect(currencyFor({ billingCountry: undefined, language: 'en' })).toBe('usd')
    expect(currencyFor({})).toBe('usd')
  })
})
