// Translations for code that is not a React component (server pages, loaders, machines, tests).
// In Node (the server, tests) both dictionaries load synchronously on the first call. The browser
// build bundles neither (i18n/browser-locale-loader.ts replaces the synchronous loader there): a
// page loads its locale's chunk before it hydrates, another locale's before its routes load
// (`loadLocaleMessages`), so an English page carries no Japanese messages.
import { i18nObject as translatorOf } from 'typesafe-i18n'
import type { Formatters, Locales, Translations, TranslationFunctions } from './i18n-types'
import { baseLocale, i18nObject, loadedFormatters, loadedLocales } from './i18n-util'
import { loadLocaleAsync } from './i18n-util.async'
import { loadLocale } from './i18n-util.sync'
import { importMessageGroup } from './message-group-loader'
import { MESSAGE_GROUPS, type MessageGroup } from './message-groups'
import { withoutPhraseMarks } from './phrases'

export type Locale = Locales
export type Translator = TranslationFunctions

export const LOCALES: readonly Locale[] = ['en', 'ja']
export const DEFAULT_LOCALE: Locale = baseLocale

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

const translators = new Map<Locale, Translator>()
const markedTranslators = new Map<Locale, Translator>()

function assertLocale(locale: unknown): asserts locale is Locale {
  if (!isLocale(locale)) {
    throw new Error(`Unknown locale "${String(locale)}": expected one of ${LOCALES.join(', ')}`)
  }
}

// A bundled dictionary arrives with phrase marks in its Japanese messages (decision 034, marked at
// build time by scripts/vite-plugin-ja-phrases.ts). The translators typesafe-i18n makes (`LL`)
// read it without them; the marked original is kept for what the page shows (`LP`).
const markedDictionaries = new Map<Locale, Translations>()
const plainDictionaries = new WeakSet<object>()

/** The dictionary (nested strings, as JSON has them) without phrase marks. */
function withoutMarks(dictionary: Translations): Translations {
  return JSON.parse(withoutPhraseMarks(JSON.stringify(dictionary))) as Translations
}

/** Keeps a newly loaded dictionary as it came and gives typesafe-i18n its unmarked copy. */
function separatePhrases(locale: Locale): void {
  const loaded = loadedLocales[locale] as Translations | undefined
  if (!loaded || plainDictionaries.has(loaded)) return
  const plain = withoutMarks(loaded)
  plainDictionaries.add(plain)
  markedDictionaries.set(locale, loaded)
  loadedLocales[locale] = plain
  translators.delete(locale)
  markedTranslators.delete(locale)
}

/** Whether `getTranslator(locale)` can answer now (always in Node; once loaded in the browser). */
export function isLocaleLoaded(locale: Locale): boolean {
  assertLocale(locale)
  loadLocale(locale)
  separatePhrases(locale)
  return Object.hasOwn(loadedLocales, locale)
}

/** Loads a locale's messages (in the browser, its chunk); resolves at once when they are there. */
export async function loadLocaleMessages(locale: Locale): Promise<void> {
  if (isLocaleLoaded(locale)) return
  await loadLocaleAsync(locale)
  separatePhrases(locale)
}

// A loaded group changes what the locale's translators answer: typesafe-i18n copies a dictionary's
// sections when it makes one, so they are made again, and React's provider hears of it.
let messagesVersion = 0
const messagesListeners = new Set<() => void>()

/** Counts the message groups loaded so far: what React reads to know its translators are stale. */
export function loadedMessagesVersion(): number {
  return messagesVersion
}

export function subscribeToMessages(listener: () => void): () => void {
  messagesListeners.add(listener)
  return () => messagesListeners.delete(listener)
}

function hasGroup(locale: Locale, group: MessageGroup): boolean {
  const loaded = loadedLocales[locale] as Partial<Translations> | undefined
  return (
    loaded !== undefined && MESSAGE_GROUPS[group].every((section) => Object.hasOwn(loaded, section))
  )
}

/**
 * Loads the message groups a page shows (i18n/message-groups.ts) with the locale's dictionary;
 * resolves at once for those it has (always in Node, whose dictionaries are whole).
 */
export async function loadMessageGroups(
  locale: Locale,
  groups: readonly MessageGroup[],
): Promise<void> {
  await loadLocaleMessages(locale)
  const missing = groups.filter((group) => !hasGroup(locale, group))
  if (missing.length === 0) return
  const loaded = await Promise.all(missing.map((group) => importMessageGroup(locale, group)))
  const marked = markedDictionaries.get(locale) ?? loadedLocales[locale]
  const plain = loadedLocales[locale]
  for (const sections of loaded) {
    // The marked sections for what the page shows; typesafe-i18n's translators read them plain.
    Object.assign(marked, sections)
    Object.assign(plain, withoutMarks(sections as Translations))
  }
  translators.delete(locale)
  markedTranslators.delete(locale)
  messagesVersion += 1
  for (const listener of messagesListeners) listener()
}

export function getTranslator(locale: Locale): Translator {
  let translator = translators.get(locale)
  if (!translator) {
    if (!isLocaleLoaded(locale)) {
      throw new Error(`The "${locale}" messages are not loaded: await loadLocaleMessages() first`)
    }
    translator = i18nObject(locale)
    translators.set(locale, translator)
  }
  return translator
}

/**
 * The locale's messages as the page shows them: Japanese ones carry a phrase mark at each phrase
 * boundary (i18n/phrases.ts), English ones none. For text rendered through `typeset` (`LM`, `LP`).
 */
export function getMarkedTranslator(locale: Locale): Translator {
  let marked = markedTranslators.get(locale)
  if (!marked) {
    // Asserts the locale and that its messages are loaded (and separated).
    getTranslator(locale)
    marked = translatorOf<Locale, Translations, Translator, Formatters>(
      locale,
      markedDictionaries.get(locale) ?? loadedLocales[locale],
      loadedFormatters[locale],
    )
    markedTranslators.set(locale, marked)
  }
  return marked
}

/** The spec's error page treats a missing status as a server error. */
export const DEFAULT_ERROR_STATUS = 500

type StatusNameKey = keyof Translator['error']['statusNames']

function hasStatusName(LL: Translator, status: string): status is StatusNameKey {
  return Object.hasOwn(LL.error.statusNames, status)
}

/**
 * '404 Not Found'; 'Error' for a code without a standard name. The name comes from the page's
 * dictionary ('404 ページが見つかりません' on Japanese pages); text with no page language (logs,
 * server pages) gets the base locale's.
 */
export function statusHeading(
  code: number | null | undefined,
  LL: Translator = getTranslator(DEFAULT_LOCALE),
): string {
  const status = code ?? DEFAULT_ERROR_STATUS
  const key = String(status)
  return hasStatusName(LL, key)
    ? `${status} ${LL.error.statusNames[key]()}`
    : LL.error.otherHeading()
}

type MessageStatus = keyof Translator['error']['messages']

function hasStatusMessage(LL: Translator, status: string): status is MessageStatus {
  return Object.hasOwn(LL.error.messages, status)
}

/**
 * The localized message for a status that has one; otherwise the error's own message, or a
 * generic line when there is none.
 */
export function statusMessage(
  LL: Translator,
  code: number | null | undefined,
  fallbackMessage?: string | null,
): string {
  const status = String(code ?? DEFAULT_ERROR_STATUS)
  if (hasStatusMessage(LL, status)) return LL.error.messages[status]()
  const own = fallbackMessage?.trim()
  return own ? own : LL.error.unknown()
}
