// The colour of "Try it as yours" (issue 31): the one shape an accent may take, and the colour
// scheme a template page's form may send instead. Apart from catalogue/personalise.ts because the
// template route reads a scheme before its page loads: this is all the app's first load carries
// of the choices.

/**
 * A value as text. The router JSON-parses search values (`?name=123` arrives as 123, `?name=[1]`
 * as an array), so those are turned back into the text the visitor typed.
 */
export function asText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  try {
    return JSON.stringify(value)
  } catch {
    return undefined
  }
}

const HEX = /^#?([0-9a-f]{6})$/i

/** `#rrggbb` in lower case, or undefined for anything else (`#abc`, `red`, `url(…)`). */
export function hexColour(value: unknown): string | undefined {
  const text = asText(value)?.trim()
  const match = text === undefined ? null : HEX.exec(text)
  return match?.[1] ? `#${match[1].toLowerCase()}` : undefined
}

/**
 * The template page's form offers the template's colour schemes as radio buttons besides the
 * typed accent (issue 31). Without JavaScript both are sent, so the radios go under their own
 * key: a scheme picked is the accent; the "your own colour" option (empty) leaves the typed one.
 * The page then moves the choice into `accent`, so an address never keeps this key.
 */
export const SCHEME_KEY = 'scheme'

/** The accent a form sent with a scheme picked, as text for `accent` (undefined: none). */
export function accentWithScheme(scheme: unknown, accent: unknown): string | undefined {
  const picked = hexColour(scheme)
  if (picked) return picked
  const typed = asText(accent)?.trim()
  return typed ? typed : undefined
}
