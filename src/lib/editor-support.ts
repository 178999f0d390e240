// Spec §6 editor support: the editor runs in desktop Chrome or Edge only. Pure, so the reason a
// visitor sees can be pinned against a table of real user agents.

import { isMobileUserAgent } from '#catalogue/layout-guess'

export type EditorSupport = { ok: true } | { ok: false; reason: 'notChrome' | 'notDesktop' }

// Chromium browsers that are neither Chrome nor Edge but keep `Chrome/` in their user agent.
// Brave and Vivaldi send Chrome's exact string, so they pass as Chrome.
const OTHER_CHROMIUM = /\b(?:OPR|Opera|OPT|SamsungBrowser|YaBrowser|UCBrowser|Whale|QQBrowser)\//

// Chromium Edge says `Edg/`; EdgeHTML's `Edge/` is the old engine the editor does not support.
const EDGE = /\bEdg\/\d/
const CHROME = /(?:\b|Headless)Chrome\/\d/
const LEGACY_EDGE = /\bEdge\/\d/

export function editorSupport(userAgent: string, isDesktop: boolean): EditorSupport {
  // A phone is told it is not a desktop even when it runs Chrome.
  if (!isDesktop || isMobileUserAgent(userAgent)) return { ok: false, reason: 'notDesktop' }
  if (EDGE.test(userAgent)) return { ok: true }
  const chrome =
    CHROME.test(userAgent) && !OTHER_CHROMIUM.test(userAgent) && !LEGACY_EDGE.test(userAgent)
  return chrome ? { ok: true } : { ok: false, reason: 'notChrome' }
}
