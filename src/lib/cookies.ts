// Cookie access that is safe to import and call without a document (Node, tests, server render):
// reads answer undefined and writes do nothing there.

export const TOKEN_COOKIE = 'store_token'
export const TOKEN_COOKIE_DAYS = 7
export const LOCALE_COOKIE = 'store_locale'
export const LOCALE_COOKIE_DAYS = 365

const DAY_MS = 24 * 60 * 60 * 1000

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
  const source = cookieString ?? (hasDocument() ? document.cookie : '')
  return parseCookies(source).get(name)
}

export type CookieOptions = { days: number; path?: string; now?: number }

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const expires = new Date((options.now ?? Date.now()) + options.days * DAY_MS)
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : ''
  return (
    `${name}=${encodeURIComponent(value)}; Expires=${expires.toUTCString()}; ` +
    `Max-Age=${Math.round(options.days * 24 * 60 * 60)}; Path=${options.path ?? '/'}; SameSite=Lax${secure}`
  )
}

export function writeCookie(name: string, value: string, options: CookieOptions): void {
  if (!hasDocument()) return
  document.cookie = serializeCookie(name, value, options)
}

export function removeCookie(name: string, path = '/'): void {
  if (!hasDocument()) return
  document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=${path}; SameSite=Lax`
}
