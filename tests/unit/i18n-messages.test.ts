import { describe, expect, it } from 'vitest'
import {
  DEFAULT_LOCALE,
  getTranslator,
  isLocale,
  LOCALES,
  statusHeading,
  statusMessage,
} from '#i18n/messages'

const SPEC_MESSAGES: Record<number, string> = {
  400: 'There was a problem with your request.',
  401: 'Authentication is required.',
  403: 'Access denied.',
  404: 'Oops… Page Not Found.',
  408: 'The request timed out.',
  429: 'Too many requests. Please try again later.',
  500: 'A server error occurred.',
  502: 'The server is temporarily unavailable.',
  503: 'Service unavailable.',
  504: 'The server is not responding.',
}

describe('locales', () => {
  it('are en and ja, en by default', () => {
    expect(LOCALES).toEqual(['en', 'ja'])
    expect(DEFAULT_LOCALE).toBe('en')
  })

  it('recognises only en and ja', () => {
    expect(isLocale('en')).toBe(true)
    expect(isLocale('ja')).toBe(true)
    for (const value of ['EN', 'jp', 'fr', '', null, undefined, 1, {}]) {
      expect(isLocale(value), String(value)).toBe(false)
    }
  })

  it('gives a ready translator synchronously, one per locale', () => {
    expect(getTranslator('en').header.signIn()).toBe('Sign in')
    expect(getTranslator('ja').header.signIn()).toBe('ログイン')
    expect(getTranslator('ja')).toBe(getTranslator('ja'))
    expect(getTranslator('en')).not.toBe(getTranslator('ja'))
  })

  it('rejects an unknown locale with a clear error', () => {
    // @ts-expect-error: callers must narrow with isLocale first
    expect(() => getTranslator('fr')).toThrow('Unknown locale "fr": expected one of en, ja')
  })

  it('loads without a browser', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
  })
})

describe('statusHeading', () => {
  it('is the code plus its standard name (spec §8)', () => {
    expect(
      [400, 401, 403, 404, 405, 408, 429, 500, 502, 503, 504].map((code) => statusHeading(code)),
    ).toEqual([
      '400 Bad Request',
      '401 Unauthorized',
      '403 Forbidden',
      '404 Not Found',
      '405 Method Not Allowed',
      '408 Request Timeout',
      '429 Too Many Requests',
      '500 Internal Server Error',
      '502 Bad Gateway',
      '503 Service Unavailable',
      '504 Gateway Timeout',
    ])
  })

  it("is 'Error' for other codes", () => {
    for (const code of [0, 200, 402, 418, 422, 501, 599, Number.NaN]) {
      expect(statusHeading(code), String(code)).toBe('Error')
    }
  })

  it('treats a missing code as 500', () => {
    expect(statusHeading(undefined)).toBe('500 Internal Server Error')
    expect(statusHeading(null)).toBe('500 Internal Server Error')
  })

  it('says the same with the English dictionary, and Japanese with the Japanese one', () => {
    const codes = [0, 400, 401, 403, 404, 405, 408, 418, 429, 500, 502, 503, 504, undefined]
    const en = getTranslator('en')
    const ja = getTranslator('ja')
    for (const code of codes) {
      expect(statusHeading(code, en), String(code)).toBe(statusHeading(code))
      // Only the code's digits are shared with the English heading: no English word remains.
      expect(statusHeading(code, ja), String(code)).not.toMatch(/[A-Za-z]/)
    }
    expect(statusHeading(404, ja)).toBe('404 ページが見つかりません')
    expect(statusHeading(418, ja)).toBe('エラー')
  })
})

describe('statusMessage', () => {
  const en = getTranslator('en')
  const ja = getTranslator('ja')

  it('uses the spec English message for each of the ten codes', () => {
    for (const [code, message] of Object.entries(SPEC_MESSAGES)) {
      expect(statusMessage(en, Number(code)), code).toBe(message)
      // A message of its own does not replace the localized one.
      expect(statusMessage(en, Number(code), 'raw upstream text'), code).toBe(message)
    }
  })

  it('has a Japanese message for each of the ten codes', () => {
    const jaMessages = Object.keys(SPEC_MESSAGES).map((code) => statusMessage(ja, Number(code)))
    expect(new Set(jaMessages).size).toBe(10)
    for (const message of jaMessages) {
      expect(message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
    }
    expect(statusMessage(ja, 404)).toBe('お探しのページが見つかりませんでした。')
  })

  it("uses the error's own message for other codes, or a generic line", () => {
    expect(statusMessage(en, 418, "I'm a teapot")).toBe("I'm a teapot")
    expect(statusMessage(en, 405, 'GET only')).toBe('GET only')
    expect(statusMessage(en, 418)).toBe('Something went wrong.')
    expect(statusMessage(en, 418, '   ')).toBe('Something went wrong.')
    expect(statusMessage(ja, 418)).toBe('エラーが発生しました。')
  })

  it('treats a missing code as 500', () => {
    expect(statusMessage(en, undefined)).toBe('A server error occurred.')
  })
})
