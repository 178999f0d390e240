// Cookie names both sides read, and how a cookie is written: the browser app writes the token
// cookie, the server renders signed-in pages from it (and never stores those in its anonymous
// page cache) and writes the campaign cookie.
export const TOKEN_COOKIE = 'store_token'
/** Spec §9: the visit's campaign, for the studio app (catalogue/campaign.ts). */
export const CAMPAIGN_COOKIE = '_studio_utm'

export type CookieAttributes = {
  maxAgeSeconds: number
  /** Only over HTTPS: set when the page or request is served over it. */
  secure: boolean
  path?: string
  now?: number
}

/** A Set-Cookie / document.cookie value: Expires beside Max-Age for old browsers, SameSite=Lax. */
export function cookieString(name: string, value: string, attributes: CookieAttributes): string {
  const { maxAgeSeconds, secure, path = '/', now = Date.now() } = attributes
  const expires = new Date(now + maxAgeSeconds * 1000).toUTCString()
  return (
    `${name}=${encodeURIComponent(value)}; Expires=${expires}; ` +
    `Max-Age=${maxAgeSeconds}; Path=${path}; SameSite=Lax${secure ? '; Secure' : ''}`
  )
}
