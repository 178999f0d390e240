// Prices and the currency they are shown in (spec §6, §9). Pure: no locale state, so server and
// browser agree on every string.

export type PriceCurrency = 'jpy' | 'usd'

// Both currencies use the en-US pattern on purpose: ja-JP renders the full-width '￥', while the
// store shows '¥12,800' and '$49.00' in either interface language.
const PRICE_FORMATS: Record<PriceCurrency, Intl.NumberFormat> = {
  jpy: new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'JPY',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }),
  usd: new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }),
}

/** '¥12,800' / '$49.00'; a missing, non-finite or negative amount shows as '¥0' / '$0.00'. */
export function formatPrice(amount: number | null | undefined, currency: PriceCurrency): string {
  const format = PRICE_FORMATS[currency]
  if (!format) throw new Error(`Unknown currency "${String(currency)}": expected 'jpy' or 'usd'`)
  const valid = typeof amount === 'number' && Number.isFinite(amount) && amount >= 0
  return format.format(valid ? amount : 0)
}

export type CurrencyInput = {
  /** ISO 3166-1 alpha-2 billing country, when the account has one. */
  billingCountry?: string | null
  /** Interface language of the visitor or account. */
  language?: string | null
}

/** Spec §6: billing country decides; without one, Japanese speakers pay in yen. */
export function currencyFor({ billingCountry, language }: CurrencyInput): PriceCurrency {
  const country = billingCountry?.trim().toUpperCase()
  if (country) return country === 'JP' ? 'jpy' : 'usd'
  return language === 'ja' ? 'jpy' : 'usd'
}
