// Small server-rendered pages (sign-in, checkout, receipt, editor sandbox). They stand in for
// services the real store links out to, so they stay plain HTML with inline styles.
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import type { Language } from '#catalogue/enums'
import { formatPrice } from '#i18n/price'
import type { AppEnv } from '../app-env'
import { isSiteOrigin } from '../site-origin'
import { storeIconLinksHtml } from '#catalogue/store-icon-links'

export function escapeHtml(value: unknown): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** ?lang= wins, then the store_locale cookie the app keeps, then English. */
export function pageLanguage(c: Context): Language {
  const fromQuery = c.req.query('lang')
  if (fromQuery === 'ja' || fromQuery === 'en') return fromQuery
  const fromCookie = getCookie(c, 'store_locale')
  return fromCookie === 'ja' ? 'ja' : 'en'
}

/** Store paths carry the /ja prefix in Japanese (spec §2). */
export function storePath(path: string, language: Language): string {
  return language === 'ja' ? `/ja${path}` : path
}

const STYLES = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI","Hiragino Sans","Noto Sans JP",sans-serif;
background:#f5f6f8;color:#1d2129;line-height:1.5}
main{max-width:440px;margin:48px auto;padding:32px;background:#fff;border-radius:12px;
box-shadow:0 2px 12px rgba(0,0,0,.08)}
main.wide{max-width:640px}
h1{font-size:1.5rem;margin:0 0 16px}
label{display:block;font-weight:600;margin:16px 0 4px}
input,select,textarea{width:100%;padding:10px 12px;border:1px solid #c9ced6;border-radius:8px;font:inherit}
button{margin-top:24px;width:100%;padding:12px;border:0;border-radius:8px;background:#1d6ef5;
color:#fff;font:inherit;font-weight:700;cursor:pointer}
button:hover{background:#1557c9}
.error{background:#fdecec;color:#a61b1b;border-radius:8px;padding:10px 12px;margin:0 0 8px}
.note{color:#5b6472;font-size:.9rem}
.count{margin:4px 0 0;text-align:right;font-variant-numeric:tabular-nums}
.test-mode{background:#fff4d6;color:#7a5200;border:2px dashed #e0a800;border-radius:8px;
padding:12px;text-align:center;font-weight:800;font-size:1.1rem;letter-spacing:.02em}
dl{display:grid;grid-template-columns:max-content 1fr;gap:8px 16px;margin:16px 0}
dt{color:#5b6472}dd{margin:0;font-weight:600}
.amount{font-size:1.6rem;font-weight:800}
a{color:#1d6ef5}
`

export function renderPage(options: {
  title: string
  language: Language
  body: string
  wide?: boolean
}): string {
  return `<!doctype html>
<html lang="${options.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)}</title>
${storeIconLinksHtml()}
<style>${STYLES}</style>
</head>
<body>
<main${options.wide ? ' class="wide"' : ''}>
${options.body}
</main>
</body>
</html>`
}

/**
 * CSRF guard for form posts: the browser's Origin (or, failing that, Referer) must be this
 * site's origin, scheme and port included (see isSiteOrigin). A post that carries neither is
 * refused, since every browser sends one of them.
 */
export function isSameOriginPost(c: Context<AppEnv>): boolean {
  const origin = c.req.header('origin')
  return isSiteOrigin(c, origin && origin !== 'null' ? origin : c.req.header('referer'))
}

const INTERNAL_ORIGIN = 'http://same-site.invalid'

/**
 * A redirect target is accepted only as a path on this site: it starts with one '/', and
 * resolving it against an origin keeps that origin (this rules out `//evil`, `/\evil`, schemes
 * and control characters). Returns the normalised path or null.
 */
export function safeRedirectPath(value: string | undefined): string | null {
  if (!value || value.length > 2000) return null
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null
  let url: URL
  try {
    url = new URL(value, INTERNAL_ORIGIN)
  } catch {
    return null
  }
  if (url.origin !== INTERNAL_ORIGIN) return null
  return url.pathname + url.search + url.hash
}

/** Adds one query parameter to a same-site path, keeping the others and the fragment. */
export function withQueryParam(path: string, name: string, value: string): string {
  const url = new URL(path, INTERNAL_ORIGIN)
  url.searchParams.set(name, value)
  return url.pathname + url.search + url.hash
}

/**
 * An order's amount, held in the currency's minor units (yen, cents), written as the store writes
 * every price (i18n/price.ts: '¥12,800', '$49.00').
 */
export function formatMoney(amount: number, currency: string): string {
  if (currency !== 'jpy' && currency !== 'usd') {
    throw new Error(`Unknown currency "${currency}": expected 'jpy' or 'usd'`)
  }
  return formatPrice(currency === 'usd' ? amount / 100 : amount, currency)
}
