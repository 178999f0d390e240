// Which header a server render draws before the browser's width is known. A phone that gets the
// desktop header hydrates ~130 menu links, throws them away for the small-screen header and
// shifts the header's buttons while doing so; guessing from the request avoids all three. The
// guess only picks the first render: after hydration the real width decides, as before.
// Phones and tablets, whatever their width reports; iPadOS in desktop mode is caught by the
// browser's device detection (no fine hovering pointer) rather than here.
const MOBILE_UA = /Mobi|Android|iPhone|iPad|iPod|Windows Phone|Silk\//i

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_UA.test(userAgent)
}

export type LayoutGuess = 'desktop' | 'mobile'

/** The request headers the guess reads (Chromium sends `Sec-CH-UA-Mobile` with every request). */
export type LayoutGuessHeaders = { userAgent: string; mobileHint?: string | undefined }

/** `Vary` names for responses whose HTML depends on the guess. */
export const LAYOUT_GUESS_VARY = 'Sec-CH-UA-Mobile, User-Agent'

/** The client hint when the browser sends one ("?1" / "?0"), else the user agent. */
export function guessLayout({ userAgent, mobileHint }: LayoutGuessHeaders): LayoutGuess {
  const hint = mobileHint?.trim()
  if (hint === '?1') return 'mobile'
  if (hint === '?0') return 'desktop'
  return isMobileUserAgent(userAgent) ? 'mobile' : 'desktop'
}

/**
 * The width a render assumes for its guess: desktop is the layout most crawlers see; mobile is
 * a common phone's width, below every breakpoint the header looks at.
 */
export const GUESSED_WIDTH: Record<LayoutGuess, number> = { desktop: 1280, mobile: 390 }
