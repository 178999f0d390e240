// "Try it as yours" (issue 31): a visitor's business name, tagline, accent colour and site language,
// carried in the address (`?name=…&tagline=…&accent=…&lang=…`) of the template page and of its
// preview pages, so a personalised preview is a link. Read the same way by the server (preview
// pages) and the app (the template page), so both accept and refuse the same values.

import { asText, hexColour } from './personal-colour'

export const PERSONAL_NAME_MAX = 60
export const PERSONAL_TAGLINE_MAX = 120

export const SITE_LANGUAGES = ['en', 'ja'] as const
export type SiteLanguage = (typeof SITE_LANGUAGES)[number]

/** Only what was given and valid; an absent key is the template's own (its sample business). */
export type Personalisation = {
  name?: string
  tagline?: string
  /** `#rrggbb`, lower case: the only shape that ever reaches a stylesheet. */
  accent?: string
  lang?: SiteLanguage
}

export type PersonalKey = keyof Personalisation
export const PERSONAL_KEYS = ['name', 'tagline', 'accent', 'lang'] as const satisfies PersonalKey[]

export type PersonalProblem = 'nameTooLong' | 'taglineTooLong' | 'accentNotHex' | 'langUnknown'

/** The number each problem's message names (its limit), 0 where it names none. */
export const PERSONAL_PROBLEM_LIMITS: Record<PersonalProblem, number> = {
  nameTooLong: PERSONAL_NAME_MAX,
  taglineTooLong: PERSONAL_TAGLINE_MAX,
  accentNotHex: 0,
  langUnknown: 0,
}

export type PersonalReading = {
  choices: Personalisation
  /** Values given but refused (each falls back to the default), in PERSONAL_KEYS order. */
  problems: PersonalProblem[]
}

/**
 * One line of text: control characters and line breaks become spaces, and bidi embeddings and
 * overrides go (an unclosed one would turn the rest of a header around); right-to-left text
 * itself is kept, the browser lays it out.
 */
function oneLine(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
      .replace(/[\u202a-\u202e\u2066-\u2069]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  )
}

/** Characters as a person counts them (an emoji is one, not two UTF-16 units). */
export function characterCount(text: string): number {
  return [...text].length
}

/** The choices of a query (URL search or router search); a refused value falls back to the default. */
export function readPersonalisation(raw: Partial<Record<PersonalKey, unknown>>): PersonalReading {
  const choices: Personalisation = {}
  const problems: PersonalProblem[] = []
  const name = oneLine(asText(raw.name) ?? '')
  if (characterCount(name) > PERSONAL_NAME_MAX) problems.push('nameTooLong')
  else if (name) choices.name = name
  const tagline = oneLine(asText(raw.tagline) ?? '')
  if (characterCount(tagline) > PERSONAL_TAGLINE_MAX) problems.push('taglineTooLong')
  else if (tagline) choices.tagline = tagline
  const accentText = asText(raw.accent)?.trim()
  if (accentText) {
    const accent = hexColour(accentText)
    if (accent) choices.accent = accent
    else problems.push('accentNotHex')
  }
  const lang = asText(raw.lang)?.trim()
  if (lang) {
    if (lang === 'en' || lang === 'ja') choices.lang = lang
    else problems.push('langUnknown')
  }
  return { choices, problems }
}

export function isPersonalised(choices: Personalisation): boolean {
  return choices.name !== undefined || choices.tagline !== undefined || choices.accent !== undefined
}

/**
 * Where `lang` already names the visitor's own language (the editor's address, spec §4; the
 * checkout's pages), the site's language travels as `siteLang`.
 */
export const SITE_LANG_KEY = 'siteLang'

/**
 * The choices as query pairs, in one order (name, tagline, accent), so one preview has one
 * address. The language only when `langKey` names the key it goes under (`lang` on the template
 * page, `siteLang` where `lang` is the visitor's): each address writes it its own way.
 */
export function personalQueryPairs(
  choices: Personalisation,
  langKey?: 'lang' | typeof SITE_LANG_KEY,
): [string, string][] {
  const pairs: [string, string][] = []
  if (choices.name !== undefined) pairs.push(['name', choices.name])
  if (choices.tagline !== undefined) pairs.push(['tagline', choices.tagline])
  if (choices.accent !== undefined) pairs.push(['accent', choices.accent])
  if (langKey && choices.lang !== undefined) pairs.push([langKey, choices.lang])
  return pairs
}

/**
 * The choices carried through a query or form that is not the template page's (the checkout's
 * pages and forms): only text values, the language under `siteLang`. Read like the template page
 * reads its own, so a refused value is dropped there as it would be here.
 */
export function readCarriedPersonalisation(source: Record<string, unknown>): PersonalReading {
  const text = (key: string) => {
    const value = source[key]
    return typeof value === 'string' ? value : undefined
  }
  return readPersonalisation({
    name: text('name'),
    tagline: text('tagline'),
    accent: text('accent'),
    lang: text(SITE_LANG_KEY),
  })
}

/**
 * `url` with the choices added to its query (an existing query and hash kept); the language too
 * when `langKey` names the key it goes under (`lang` on the template page, `siteLang` elsewhere).
 */
export function withPersonalQuery(
  url: string,
  choices: Personalisation,
  langKey?: 'lang' | typeof SITE_LANG_KEY,
): string {
  const pairs = personalQueryPairs(choices, langKey)
  if (pairs.length === 0) return url
  const [beforeHash = '', hash] = url.split('#', 2)
  const separator = beforeHash.includes('?') ? '&' : '?'
  return `${beforeHash}${separator}${new URLSearchParams(pairs)}${hash === undefined ? '' : `#${hash}`}`
}
