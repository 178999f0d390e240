// The browser build's stand-ins for ofetch's helpers (src/lib/ofetch-deps, decision 043) answer
// as ufo's and destr's own do, which stay installed with ofetch: the addresses an API client
// makes (paths and http(s) addresses, with queries to merge and fragments) and the answers an API
// can send (JSON of every kind, plain text, keys that would pollute prototypes).
import realDestr from 'destr'
import { withBase as realWithBase, withQuery as realWithQuery } from 'ufo'
import { afterEach, describe, expect, it, vi } from 'vitest'
import destr from '#src/lib/ofetch-deps/destr'
import { withBase, withQuery } from '#src/lib/ofetch-deps/ufo'

const BASES = [
  '',
  '/',
  '/api',
  '/api/',
  'http://api.example.test',
  'http://api.example.test/',
  'https://api.example.test/v2',
  'https://api.example.test/v2/',
]

const INPUTS = [
  '',
  '/',
  '/v2/store/templates',
  'v2/store/templates',
  './v2/store/templates',
  '/v2/store/templates/t%2F1/like',
  '/v2/store/templates?page=2',
  '/v2/store/templates#top',
  '/v2/store/templates?page=2#top',
  '/api',
  '/api/v2',
  '/api?x=1',
  '/apiv2',
  'http://other.example.test/v2/x',
  'https://api.example.test/v2/store?x=1#y',
  '/x?a=1&a=2&b=%20c+d',
  '/x?__proto__=1&constructor=2&c=3',
  '/x?=novalue&flag&k=',
  '/x?bad=%E0%A4%A&ok=%E3%82%AB',
  '/x?a=1&a=2&a=3',
]

const QUERIES: Record<string, unknown>[] = [
  {},
  { page: 2, limit: 20 },
  { q: 'a b+c&d=e#f/g?h' },
  { q: 'カフェ レストラン' },
  { q: '`^|{}[]<>"\'' },
  { tags: ['cafe', 'bar'], sort: 'newest' },
  { tags: [] },
  { flag: true, off: false },
  { zero: 0, empty: '' },
  { gone: undefined, kept: 'x' },
  { nothing: null },
  { object: { a: 1, b: 'two' } },
  { 'key=with=equals': 'v', 'spaced key': 'v v' },
  { a: 'replaced' },
  { page: '3' },
]

describe("ufo's withBase and withQuery, as ofetch calls them", () => {
  it('join every base and address as ufo does', () => {
    for (const base of BASES) {
      for (const input of INPUTS) {
        expect(withBase(input, base), `${input} on ${base}`).toBe(realWithBase(input, base))
      }
    }
  })

  it('merge every query into every address as ufo does', () => {
    for (const input of INPUTS) {
      for (const query of QUERIES) {
        expect(withQuery(input, query), `${input} with ${JSON.stringify(query)}`).toBe(
          realWithQuery(input, query as Parameters<typeof realWithQuery>[1]),
        )
      }
    }
  })
})

describe("destr's parse, as ofetch's default", () => {
  afterEach(() => vi.restoreAllMocks())

  const TEXTS = [
    '{"data":{"id":"t1","likes":3}}',
    '[1,2,{"a":null}]',
    '  {"padded": true}  ',
    '"plain string"',
    '"with \\"escapes\\""',
    '"',
    'true',
    ' TRUE ',
    'False',
    'null',
    'undefined',
    'NaN',
    'Infinity',
    '-infinity',
    '123',
    '-1.5e3',
    '12345678901234567',
    '0x1f',
    'plain text',
    '',
    '   ',
    '<html><body>Bad gateway</body></html>',
    '{bad json',
    '[1,2',
    '{"__proto__":{"polluted":1},"kept":2}',
    '{"\\u005f\\u005fproto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"polluted":1}},"kept":2}',
    '{"constructor":"a plain value"}',
  ]

  it('answers every text as destr does', () => {
    // destr warns when it drops a key; the copy drops it without a word.
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const text of TEXTS) {
      const ours = destr(text)
      expect(ours, JSON.stringify(text)).toEqual(realDestr(text))
      expect(Object.getPrototypeOf(ours ?? {}), JSON.stringify(text)).toBe(
        Object.getPrototypeOf(realDestr(text) ?? {}),
      )
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('passes what is not text through', () => {
    const object = { a: 1 }
    for (const value of [object, 42, null, undefined, true]) expect(destr(value)).toBe(value)
  })
})
