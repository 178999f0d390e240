// Cookie access that is safe to import and call without a document (Node, tests, server render):
// reads answer undefined and writes do nothing there.

// Lifetimes live with the machines that decide them (machines/session.ts, machines/locale.ts) and
// catalogue/campaign.ts (written by the server); this module only knows names and how to write.
import { cookieString } from '#catalogue/cookie-names'
import { currentRequestScope } from './request-scope'

export { TOKEN_COOKIE } from '#catalogue/cookie-names'
export const LOCALE_COOKIE = 'store_locale'

const HOUR_SECONDS = 60 * 60
const DAY_SECONDS = 24 * HOUR_SECONDS

function hasDocument(): boolean {
  return typeof document !== 'undefined' && typeof document.cookie === 'string'
}

/** Parses a `Cookie` header or `document.cookie` string. */
export function parseCookies(cookieString: string): Map<string, string> {
  const jar = new Map<string, string>()
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=')
    if (eq === -1) continue
    const name = part.slice(0, eq).trim()
    if (!name || jar.has(name)) continue
    const raw = part.slice(eq + 1).trim()
    try {
      jar.set(name, decodeURIComponent(raw))
    } catch {
      jar.set(name, raw)
    }
  }
  return jar
}

export function readCookie(name: string, cookieString?: string): string | undefined {
  // A server render reads the request's Cookie header (src/lib/request-scope.ts).
  const source =
    cookieString ?? (hasDocument() ? document.cookie : (currentRequestScope()?.cookieHeader ?? ''))
  return parseCookies(source).get(name)
}

/** How long a cookie lives: exactly one of days, hours or seconds. */
export type CookieLifetime =
  | { days: number; hours?: never; seconds?: never }
  | { hours: number; days?: never; seconds?: never }
  | { seconds: number; days?: never; hours?: never }
export type CookieOptions = CookieLifetime & { path?: string; now?: number }

export function maxAgeSeconds(lifetime: CookieLifetime): number {
  if (lifetime.days !== undefined) return Math.round(lifetime.days * DAY_SECONDS)
  if (lifetime.hours !== undefined) return Math.round(lifetime.hours * HOUR_SECONDS)
  return Math.round(lifetime.seconds ?? 0)
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  return cookieString(name, value, {
    maxAgeSeconds: maxAgeSeconds(options),
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
    path: options.path,
    now: options.now,
  })
}

export function writeCookie(name: string, value: string, options: CookieOptions): void {
  if (!hasDocument()) return
  document.cookie = serializeCookie(name, value, options)
}

export function removeCookie(name: string, path = '/'): void {
  if (!hasDocument()) return
  document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=${path}; SameSite=Lax`
}
