// How much of a text field's limit is used ("4,812 / 5,000"), for the form that shows it as the
// visitor writes and for the page the server answers a posted form with. Pure: server and browser
// say the same.
import type { Locale, Translator } from './messages'

/** From this share of the limit on, the count is announced (and past it, how far over). */
export const NEAR_LIMIT_SHARE = 0.9

export type CharacterCount = {
  /** "4,812 / 5,000" ("4,812 / 5,000文字"). */
  shown: string
  /** Near or past the limit: what a screen reader is told ("Characters left: 188"). */
  spoken: string | undefined
  near: boolean
  over: boolean
}

const NUMBER_FORMATS = new Map<Locale, Intl.NumberFormat>()

function grouped(locale: Locale, value: number): string {
  let format = NUMBER_FORMATS.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale === 'ja' ? 'ja-JP' : 'en-US')
    NUMBER_FORMATS.set(locale, format)
  }
  return format.format(value)
}

/**
 * The count of `value` against `max` as the server counts it: the text without the spaces around
 * it, in UTF-16 code units (JavaScript's length, valibot's maxLength).
 */
export function characterCount(
  LL: Translator,
  locale: Locale,
  value: string,
  max: number,
): CharacterCount {
  if (!Number.isInteger(max) || max <= 0) {
    throw new Error(`characterCount: max must be a positive whole number, got ${max}`)
  }
  const used = value.trim().length
  const t = LL.designers.message
  const over = used > max
  const near = used >= Math.ceil(max * NEAR_LIMIT_SHARE)
  return {
    shown: t.count({ count: grouped(locale, used), max: grouped(locale, max) }),
    spoken: over
      ? t.countOver({ count: grouped(locale, used - max) })
      : near
        ? t.countLeft({ count: grouped(locale, max - used) })
        : undefined,
    near,
    over,
  }
}
