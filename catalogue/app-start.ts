// When the browser app starts (decision 025): the server's page works on its own, so the app loads
// at a person's first sign of activity, except where the page cannot finish without it. Shared by
// the server (the page's starter script) and the views that mark such a page.

/** An element rendered with this attribute needs the app at once. */
export const START_NOW_ATTR = 'data-app-start-now'

/**
 * Query keys the app acts on as soon as the page loads: the sign-in page's one-time token (the
 * session exchanges it) and the detail page's start keys (spec §7).
 */
export const START_NOW_PARAMS = ['one_time_token', 'purchaseTemplate', 'useFreeTemplate'] as const

/** The first signs of a person at the page: pointer, touch, key, focus and wheel. */
export const INTENT_EVENTS = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
] as const
