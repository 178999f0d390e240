// Which list items a server render draws before the browser's width is known: compact on phones
// and tablets, the desktop item with its hover overlay elsewhere (a desktop item on a narrow or
// touch screen looks compact by a media query, so the app's redraw moves nothing). The header
// no longer follows the guess: its layout is the stylesheet's (decision 033).
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
