// How the server's page hands over to the browser app (decision 032): the page works on its own,
// the app's files are fetched when the page is idle and run at a person's first sign of activity,
// except where the page cannot finish without them. Shared by the server (the page's starter
// script), the global styles and the views that mark such a page.

/** An element rendered with this attribute needs the app at once. */
export const START_NOW_ATTR = 'data-app-start-now'

/**
 * Set on `<html>` once the app has hydrated: from then on a press reaches the machines. The
 * starter replays a held press when it appears; browser tests wait for it.
 */
export const HYDRATED_ATTR = 'data-hydrated'

/** The longest the root waits for the browser to be idle before it sets HYDRATED_ATTR. */
export const HYDRATED_IDLE_TIMEOUT_MS = 2000

/**
 * Set by the starter on a control whose press or choice it holds for the app: the pressed look
 * (global.scss) and, with it, `aria-busy="true"`. Its value is the control's own `aria-busy`
 * before (empty when it had none), put back once the app has taken the press.
 */
export const WAITING_ATTR = 'data-app-waiting'

/**
 * Marks a form's submit button that the app takes over once it runs (the like button's form
 * posts without JavaScript): before hydration its press is held and replayed like a press on one
 * of the app's own buttons, not sent as a page load.
 */
export const HELD_ATTR = 'data-app-holds'

/**
 * Marks a GET form whose change before the app has started submits it (a page load) instead of
 * waiting for the app: the listing's sort, whose result (a new list) a page load shows sooner on
 * a slow phone than the app's start plus its own request would.
 */
export const SUBMIT_BEFORE_APP_ATTR = 'data-submit-before-app'

/**
 * Marks the like button's count. A held like press shows its result at once: the starter moves
 * the button's `aria-pressed`, heart and this count to the asked-for state (the form's `liked`
 * field), puts the served ones back just before it presses again for the hydrated app, whose own
 * optimistic update then shows the same in the same frame. The count's text may differ from what
 * the app renders while the app hydrates (it is rendered with suppressHydrationWarning).
 */
export const LIKE_COUNT_ATTR = 'data-like-count'

/** Where the like button's form posts a signed-in like without the app (server/pages/like-form.ts). */
export const LIKE_FORM_PATH = '/likes'

/** The sign-in page's one-time token: the session exchanges it. */
export const ONE_TIME_TOKEN_PARAM = 'one_time_token'
/** The detail page's start keys (spec §7): the checkout resumes after sign-in. */
export const PURCHASE_TEMPLATE_KEY = 'purchaseTemplate'
export const USE_FREE_TEMPLATE_KEY = 'useFreeTemplate'

/**
 * Set by the checkout's confirmation on its way back to the template: the page thanks the buyer,
 * once (the app takes the key out of the address).
 */
export const PURCHASED_KEY = 'purchased'

/** Query keys the app acts on as soon as the page loads. */
export const START_NOW_PARAMS = [
  ONE_TIME_TOKEN_PARAM,
  PURCHASE_TEMPLATE_KEY,
  USE_FREE_TEMPLATE_KEY,
  PURCHASED_KEY,
] as const

/** The first signs of a person at the page: pointer, touch, key, focus and wheel. */
export const INTENT_EVENTS = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
] as const
