import type { FormattersInitializer } from 'typesafe-i18n'
import type { Formatters, Locales } from './i18n-types'

// A fixed zone (the store's home zone, as analytics uses) keeps server and browser renders of the
// same date identical; the visitor's zone would make SSR and hydration disagree around midnight.
const DISPLAY_TIME_ZONE = 'Asia/Tokyo'

export const initFormatters: FormattersInitializer<Locales, Formatters> = (locale: Locales) => {
  const dateFormat = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeZone: DISPLAY_TIME_ZONE,
  })

  const formatters: Formatters = {
    // Dates arrive as ISO strings from the API; an unparsable one is shown as sent.
    date: (value: string) => {
      const time = Date.parse(value)
      return Number.isNaN(time) ? value : dateFormat.format(time)
    },
  }

  return formatters
}
