// ofetch's two address helpers from ufo, for the browser build (vite.config.ts aliases `ufo` to
// this module there; decision 044): `withBase` and `withQuery` as ufo 1.6 writes them, for the
// addresses an API client makes (a path or an http(s) address, with or without a query and a
// fragment). ufo's whole parser (protocols of every kind, hosts, auth) was ~1.2 kB gzip of every
// page's first load. tests/unit/ofetch-deps.test.ts checks the answers against ufo's own.

const PROTOCOL = /^[\s\w\0+.-]{2,}:([/\\]{2})?/
const PLUS = /\+/g

function encode(text: string): string {
  return encodeURI(text).replace(/%7c/gi, '|')
}

function encodeQueryValue(input: unknown): string {
  return encode(typeof input === 'string' ? input : JSON.stringify(input))
    .replace(PLUS, '%2B')
    .replace(/%20/gi, '+')
    .replace(/#/g, '%23')
    .replace(/&/g, '%26')
    .replace(/%60/gi, '`')
    .replace(/%5e/gi, '^')
    .replace(/\//g, '%2F')
}

const encodeQueryKey = (text: string): string => encodeQueryValue(text).replace(/=/g, '%3D')

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(PLUS, ' '))
  } catch {
    return text.replace(PLUS, ' ')
  }
}

function parseQuery(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = Object.create(null)
  for (const parameter of search.slice(1).split('&')) {
    const parts = parameter.match(/([^=]+)=?(.*)/)
    if (!parts) continue
    const key = decode(parts[1] ?? '')
    if (key === '__proto__' || key === 'constructor') continue
    const value = decode(parts[2] ?? '')
    const held = query[key]
    if (held === undefined) query[key] = value
    else if (Array.isArray(held)) held.push(value)
    else query[key] = [held, value]
  }
  return query
}

function encodeQueryItem(key: string, value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean') value = String(value)
  if (!value) return encodeQueryKey(key)
  if (Array.isArray(value)) {
    return value.map((item) => `${encodeQueryKey(key)}=${encodeQueryValue(item)}`).join('&')
  }
  return `${encodeQueryKey(key)}=${encodeQueryValue(value)}`
}

export function withBase(input: string, base: string): string {
  if (!base || base === '/' || PROTOCOL.test(input)) return input
  const trimmed = (base.endsWith('/') ? base.slice(0, -1) : base) || '/'
  if (input.startsWith(trimmed)) {
    const next = input[trimmed.length]
    if (!next || next === '/' || next === '?') return input
  }
  if (!input || input === '/') return trimmed
  return (trimmed.endsWith('/') ? trimmed : `${trimmed}/`) + input.replace(/^\.?\//, '')
}

export function withQuery(input: string, query: Record<string, unknown>): string {
  const [, path = '', search = '', hash = ''] = input.match(/^([^#?]*)(\?[^#]*)?(#.*)?/) ?? []
  const merged: Record<string, unknown> = { ...parseQuery(search), ...query }
  const text = Object.keys(merged)
    .filter((key) => merged[key] !== undefined)
    .map((key) => encodeQueryItem(key, merged[key]))
    .filter(Boolean)
    .join('&')
  return path + (text ? `?${text}` : '') + hash
}
