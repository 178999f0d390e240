// Spec §5/§7 analytics: a tag-manager container loaded only for a well-formed id, and the store's
// events pushed to its dataLayer. Nothing runs at import; without a window every call is a no-op.

import { ANALYTICS_ORIGIN, isValidAnalyticsContainerId } from '#catalogue/analytics'

export const ANALYTICS_EVENTS = {
  templatePurchase: 'Click Template Purchase',
  templateShare: 'Click Template Share',
  useFreeTemplate: 'Click Use Free Template',
} as const
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS]

export type DataLayerEntry = Record<string, unknown>
type DataLayerWindow = Window & { dataLayer?: DataLayerEntry[] }

/** Spec §5: letters GTM or G, a dash, then uppercase letters and digits. */
export const isValidContainerId = isValidAnalyticsContainerId

/** GTM containers load gtm.js; GA4 measurement ids (G-…) load gtag.js. */
export function tagScriptUrl(containerId: string): string {
  const file = containerId.startsWith('GTM-') ? 'gtm.js' : 'gtag/js'
  return `${ANALYTICS_ORIGIN}/${file}?id=${encodeURIComponent(containerId)}`
}

export function pushDataLayer(entry: DataLayerEntry): void {
  if (typeof window === 'undefined') return
  const w = window as DataLayerWindow
  w.dataLayer = w.dataLayer ?? []
  w.dataLayer.push(entry)
}

export function trackEvent(name: AnalyticsEventName, params: Record<string, unknown> = {}): void {
  pushDataLayer({ event: name, ...params })
}

/** Spec §4: the signed-in account's id, and null once they log out. */
export function setAnalyticsUserId(userId: string | null): void {
  pushDataLayer({ user_id: userId })
}

/** A script of the page's head, as a route's head() returns it. */
export type AnalyticsHeadScript =
  { children: string } | { src: string; async: true; 'data-analytics': string }

/**
 * The container's tag in the page's head, for a well-formed id: the page counts a visit whether
 * or not the app starts (decision 025). The inline part queues the container's first
 * entries; the id matches `^(GTM|G)-[A-Z0-9]+$`, so it is safe inside a script.
 */
export function analyticsHeadScripts(containerId: unknown): AnalyticsHeadScript[] {
  if (!isValidContainerId(containerId)) return []
  const queue = containerId.startsWith('GTM-')
    ? `(window.dataLayer=window.dataLayer||[]).push({'gtm.start':Date.now(),event:'gtm.js'})`
    : `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${JSON.stringify(containerId)})`
  return [
    { children: queue },
    { src: tagScriptUrl(containerId), async: true, 'data-analytics': containerId },
  ]
}
