// How each locale writes dates and numbers, once for the whole store: the dictionaries' `|date`
// and `|number` formatters, the app's own figures (like counts) and the server-rendered pages
// (receipts) all call these, so a date reads '2026年11月27日' or 'Nov 27, 2026' wherever it
// appears. Prices have their own pure formatter (./price.ts): spec §9 writes them the same in
// both languages.
import type { FormattersInitializer } from 'typesafe-i18n'
import type { Formatters, Locales } from './i18n-types'

// A fixed zone (the store's home zone, as analytics uses) keeps server and browser renders of the
// same date identical; the visitor's zone would make SSR and hydration disagree around midnight.
const DISPLAY_TIME_ZONE = 'Asia/Tokyo'

// 'Nov 27, 2026' / '2026年11月27日': the same fields, each locale's own order and words.
const DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: DISPLAY_TIME_ZONE,
}

const DATE_FORMATS: Record<Locales, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en', DATE_OPTIONS),
  ja: new Intl.DateTimeFormat('ja', DATE_OPTIONS),
}

// '12,345' in both: the grouping the store's prices use too.
const NUMBER_FORMATS: Record<Locales, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en'),
  ja: new Intl.NumberFormat('ja'),
}

function formatsOf<T>(table: Record<Locales, T>, locale: Locales): T {
  const format = Object.hasOwn(table, locale) ? table[locale] : undefined
  if (!format) throw new Error(`Unknown locale "${String(locale)}": expected en or ja`)
  return format
}

/**
 * A day as the locale writes it, in the store's time zone. Dates arrive as ISO strings from the
 * API and the database; an unparsable one is shown as sent.
 */
export function formatDate(locale: Locales, value: string | Date): string {
  const format = formatsOf(DATE_FORMATS, locale)
  const time = typeof value === 'string' ? Date.parse(value) : value.getTime()
  if (Number.isNaN(time)) return typeof value === 'string' ? value : ''
  return format.format(time)
}

/** A count as the locale writes it ('1,234'); anything that is not a finite number as sent. */
export function formatNumber(locale: Locales, value: number): string {
  const format = formatsOf(NUMBER_FORMATS, locale)
  return Number.isFinite(value) ? format.format(value) : String(value)
}

export const initFormatters: FormattersInitializer<Locales, Formatters> = (locale: Locales) => {
  const formatters: Formatters = {
    date: (value: string) => formatDate(locale, value),
    number: (value: number) => formatNumber(locale, value),
  }

  return formatters
}
