// Spec §5: the analytics container id the server may configure and the app may load. Shared so the
// server's CSP and the app's loader agree on what counts as valid.

/** Letters GTM or G, a dash, then uppercase letters and digits. */
export const ANALYTICS_CONTAINER_ID_PATTERN = /^(GTM|G)-[A-Z0-9]+$/
export const ANALYTICS_ORIGIN = 'https://www.googletagmanager.com'

export function isValidAnalyticsContainerId(id: unknown): id is string {
  return typeof id === 'string' && ANALYTICS_CONTAINER_ID_PATTERN.test(id)
}
