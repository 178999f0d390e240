// Spec §6 editor support: the editor runs in desktop Chrome or Edge only. Pure, so the reason a
// visitor sees can be pinned against a table of real user agents. The page draws the same answer
// from the user agent (catalogue/editor-browser.ts) and a media query (EDITOR_DESKTOP_QUERY).

import { editorBrowserOf } from '#catalogue/editor-browser'

export type EditorUnsupportedReason = 'notChrome' | 'notDesktop'
export type EditorSupport = { ok: true } | { ok: false; reason: EditorUnsupportedReason }

export function editorSupport(userAgent: string, isDesktop: boolean): EditorSupport {
  const browser = editorBrowserOf(userAgent)
  // Not a desktop comes first, whatever the browser.
  if (!isDesktop || browser === 'notDesktop') return { ok: false, reason: 'notDesktop' }
  return browser === 'candidate' ? { ok: true } : { ok: false, reason: browser }
}
