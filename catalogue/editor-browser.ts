// Spec §6 editor support, the part a request's user agent answers: the editor runs in Chrome or
// Edge, on a desktop. The server draws the detail page for this answer (the page cache keeps one
// page per answer); whether the screen is a desktop (wide, a fine hovering pointer) is left to
// a media query, so the first paint is already right.

import { isMobileUserAgent } from './layout-guess'

/** `candidate`: Chrome or Edge on a desktop system, so the editor opens if the screen agrees. */
export type EditorBrowser = 'candidate' | 'notChrome' | 'notDesktop'

// Chromium browsers that are neither Chrome nor Edge but keep `Chrome/` in their user agent.
// Brave and Vivaldi send Chrome's exact string, so they pass as Chrome.
const OTHER_CHROMIUM = /\b(?:OPR|Opera|OPT|SamsungBrowser|YaBrowser|UCBrowser|Whale|QQBrowser)\//

// Chromium Edge says `Edg/`; EdgeHTML's `Edge/` is the old engine the editor does not support.
const EDGE = /\bEdg\/\d/
const CHROME = /(?:\b|Headless)Chrome\/\d/
const LEGACY_EDGE = /\bEdge\/\d/

export function editorBrowserOf(userAgent: string): EditorBrowser {
  // A phone is told it is not a desktop even when it runs Chrome.
  if (isMobileUserAgent(userAgent)) return 'notDesktop'
  if (EDGE.test(userAgent)) return 'candidate'
  const chrome =
    CHROME.test(userAgent) && !OTHER_CHROMIUM.test(userAgent) && !LEGACY_EDGE.test(userAgent)
  return chrome ? 'candidate' : 'notChrome'
}
