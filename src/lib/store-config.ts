// Runtime configuration the server injects into index.html (`<script id="store-config">`), read
// lazily so this module imports cleanly in Node and in tests without a document.

import { DEFAULT_STORE_CONFIG, type StoreConfig } from '#catalogue/store-config'
import { currentRequestScope } from './request-scope'

let cached: StoreConfig | undefined

function parseConfig(text: string | null | undefined): Partial<StoreConfig> {
  if (!text) return {}
  try {
    const parsed: unknown = JSON.parse(text)
    if (parsed === null || typeof parsed !== 'object') return {}
    const entries = Object.entries(parsed).filter(
      (entry): entry is [keyof StoreConfig, string] =>
        entry[0] in DEFAULT_STORE_CONFIG && typeof entry[1] === 'string' && entry[1] !== '',
    )
    return Object.fromEntries(entries)
  } catch {
    return {}
  }
}

export function storeConfig(): StoreConfig {
  const scope = currentRequestScope()
  if (scope) return scope.config
  if (cached) return cached
  if (typeof document === 'undefined') return DEFAULT_STORE_CONFIG
  const element = document.getElementById(STORE_CONFIG_ELEMENT_ID)
  cached = { ...DEFAULT_STORE_CONFIG, ...parseConfig(element?.textContent) }
  return cached
}

export const STORE_CONFIG_ELEMENT_ID = 'store-config'

/**
 * The config as the text of a `<script type="application/json">`: the server renders it and the
 * browser renders it again while hydrating, so both must produce the same text. '<', '>' and '&'
 * are escaped so a value can never close the tag early.
 */
export function serializeStoreConfig(config: StoreConfig): string {
  return JSON.stringify(config)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
}

function trimTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '')
}

/** Spec §2: {preview base}/templates/{templateId}. */
export function previewUrl(templateId: string, config: StoreConfig = storeConfig()): string {
  return `${trimTrailingSlash(config.previewBaseUrl)}/templates/${encodeURIComponent(templateId)}`
}

/** One page of a template's preview site ('' is its home), in the visitor's language. */
export function previewPageUrl(
  templateId: string,
  pageSlug: string,
  locale: 'en' | 'ja',
  config: StoreConfig = storeConfig(),
): string {
  const page = pageSlug ? `/${encodeURIComponent(pageSlug)}` : ''
  return `${previewUrl(templateId, config)}${page}${locale === 'ja' ? '?lang=ja' : ''}`
}

/** Spec §2: {studio app}/s/{templateId}?lang={locale}&currency={currency}. */
export function studioUrl(
  templateId: string,
  locale: string,
  currency: string,
  config: StoreConfig = storeConfig(),
): string {
  const query = new URLSearchParams({ lang: locale, currency })
  return `${trimTrailingSlash(config.studioAppUrl)}/s/${encodeURIComponent(templateId)}?${query}`
}

/** A partner program's page (designer application, affiliate sign-up) in the visitor's language. */
export function programUrl(url: string, locale: string): string {
  const [beforeHash = '', hash] = url.split('#', 2)
  const separator = beforeHash.includes('?') ? '&' : '?'
  return `${beforeHash}${separator}lang=${encodeURIComponent(locale)}${hash === undefined ? '' : `#${hash}`}`
}
