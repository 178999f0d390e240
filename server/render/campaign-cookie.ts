// Spec §9: the landing request's campaign (its UTM parameters, or the search engine in its Referer)
// is written by the server on the answer to that request, a redirect included (/ → /store keeps
// it): the page works without the app, so the app may never start on a visit that only reads.
import { campaignCookie } from '#catalogue/campaign'
import { CAMPAIGN_COOKIE, cookieString } from '#catalogue/cookie-names'

/** The Set-Cookie value for a landing on `url` from `referrer`, or null when it has no campaign. */
export function campaignSetCookie(url: URL, referrer: string, now = Date.now()): string | null {
  const cookie = campaignCookie(url, referrer)
  if (!cookie) return null
  return cookieString(CAMPAIGN_COOKIE, cookie.value, {
    maxAgeSeconds: cookie.maxAgeSeconds,
    secure: url.protocol === 'https:',
    now,
  })
}

/**
 * The answer with the campaign cookie added when the request landed with one. An answer that sets
 * it is the requester's own: shared caches must not keep it.
 */
export function withCampaignCookie(response: Response, url: URL, referrer: string): Response {
  const setCookie = campaignSetCookie(url, referrer)
  if (!setCookie) return response
  const headers = new Headers(response.headers)
  headers.append('Set-Cookie', setCookie)
  headers.set('Cache-Control', 'private, no-cache')
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
