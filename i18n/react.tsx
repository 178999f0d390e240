// React binding. typesafe-i18n's React adapter is not generated (.typesafe-i18n.json names none):
// its <TypesafeI18n> copies its `locale` prop into state once and ignores later changes, while our
// locale follows the route (/ja prefix), and its bundle carries a second copy of the runtime
// (~1 kB gzip on every page, issue 29). This provider's context is fed from the prop.
import {
  createContext,
  createElement,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
} from 'react'
import {
  getMarkedTranslator,
  getTranslator,
  isLocaleLoaded,
  loadLocaleMessages,
  loadedMessagesVersion,
  subscribeToMessages,
  type Locale,
  type Translator,
} from './messages'
import { PHRASE_MARK, longestPhraseEm, markPhrases } from './phrases'

export type I18nProviderProps = {
  locale: Locale
  children?: ReactNode
}

/** The page's locale and its translator; undefined outside <I18nProvider>. */
const I18nContext = createContext<{ locale: Locale; LL: Translator } | undefined>(undefined)

/**
 * `locale` once its messages are loaded; until then the locale shown before. In the browser a
 * locale switch starts before the other locale's chunk has arrived (its routes wait for it too).
 */
function useLoadedLocale(locale: Locale): Locale {
  const loaded = isLocaleLoaded(locale)
  const [shown, setShown] = useState(locale)
  if (loaded && shown !== locale) setShown(locale)
  useEffect(() => {
    if (loaded) return
    let current = true
    loadLocaleMessages(locale).then(
      () => current && setShown(locale),
      (error: unknown) => console.error(`[i18n] the ${locale} messages failed to load:`, error),
    )
    return () => {
      current = false
    }
  }, [locale, loaded])
  return loaded ? locale : shown
}

export function I18nProvider({ locale: wanted, children }: I18nProviderProps) {
  // isLocaleLoaded and getTranslator throw on an unknown locale: a bad prop fails at once.
  const locale = useLoadedLocale(wanted)
  // A message group loaded since (a template page opened from a list) makes the translator again:
  // the version is what makes the memo stale.
  const version = useSyncExternalStore(
    subscribeToMessages,
    loadedMessagesVersion,
    loadedMessagesVersion,
  )
  const value = useMemo(() => ({ locale, LL: getTranslator(locale) }), [locale, version])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

/**
 * Text as the page shows it: each phrase mark (i18n/phrases.ts) becomes a <wbr>, where a Japanese
 * line may break (decision 034). Text without marks (all English) is returned as it is, so its
 * markup is what it was before. Server and browser render the same text the same way.
 *
 * Marked text comes in one <span>: in a flex or grid container each <wbr> would otherwise split
 * the text into items of their own, set apart by the container's gap, never wrapping between
 * them, and read as separate words ("詳細を 見る").
 */
export function typeset(text: string): ReactNode {
  if (!text.includes(PHRASE_MARK)) return text
  const children: ReactNode[] = []
  for (const part of text.split(PHRASE_MARK)) {
    if (children.length > 0) children.push(createElement('wbr'))
    if (part) children.push(part)
  }
  return createElement('span', null, ...children)
}

/**
 * A text from the API with its phrase boundaries (`phraseBoundaries`, answered for Japanese),
 * typeset: a template's title, a designer's name or bio.
 */
export function phrased(text: string, starts: readonly number[] | undefined): ReactNode {
  return typeset(markPhrases(text, starts))
}

/**
 * The style that lets an element shrink its text until the longest phrase fits a line: the
 * phrase's width in em as `--phrase-em`, which the `phrase-fit` mixin (src/styles/_mixins.scss)
 * divides the line's width by. `text` as the page shows it, phrase marks and all.
 */
export function phraseFit(text: string): CSSProperties {
  return { '--phrase-em': longestPhraseEm(text) } as CSSProperties
}

/** The translator's shape, each message giving the page's markup instead of a string. */
export type PhrasedTranslator = PhrasedTranslatorOf<Translator>
type PhrasedTranslatorOf<Node> = {
  [Key in keyof Node]: Node[Key] extends (...args: infer Args) => string
    ? (...args: Args) => ReactNode
    : PhrasedTranslatorOf<Node[Key]>
}

// typesafe-i18n's translator is a proxy whose every node is callable; `LP` wraps it the same way:
// a key gives the wrapped node, a call gives the message typeset.
function typesetNode(node: object): unknown {
  return new Proxy(node, {
    get: (target, key) => typesetNode(Reflect.get(target, key) as object),
    apply: (target, self, args) => typeset(Reflect.apply(target as () => string, self, args)),
  })
}

/**
 * `LL`: the messages as plain strings, for attributes, titles and anything that is not shown as
 * text. `LP`: the same messages as the page shows them, Japanese ones with a <wbr> between phrases;
 * use it for every message rendered as text. A value put into an `LP` message may carry phrase
 * marks of its own (`markPhrases`). `LM`: the messages as strings with their phrase marks, for what
 * is measured (`phraseFit`) or put into another message before it is typeset.
 */
export type I18nValue = {
  LL: Translator
  LP: PhrasedTranslator
  LM: Translator
  locale: Locale
}

export function useI18n(): I18nValue {
  const context = useContext(I18nContext)
  // Without a provider every message would fail later and far away.
  if (!context) throw new Error('useI18n() must be called inside <I18nProvider>')
  const { LL, locale } = context
  return useMemo(
    () =>
      ((LM) => ({ LL, LP: typesetNode(LM) as PhrasedTranslator, LM, locale }))(
        getMarkedTranslator(locale),
      ),
    [LL, locale],
  )
}
