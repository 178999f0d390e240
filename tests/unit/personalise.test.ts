// "Try it as yours" (issue 31): what the address may carry, and that any accent a visitor picks
// still gives readable text (WCAG AA) in every design's every scheme.
import { describe, expect, it } from 'vitest'
import {
  PERSONAL_NAME_MAX,
  PERSONAL_TAGLINE_MAX,
  readPersonalisation,
  withPersonalQuery,
} from '#catalogue/personalise'
import { accentWithScheme, hexColour } from '#catalogue/personal-colour'
import { contrastRatio, inkOn, readablePaletteWithAccent } from '#server/template-sites/colours'
import { DESIGNS } from '#server/template-sites/designs'

describe('readPersonalisation', () => {
  it('keeps valid choices, trimmed to one line, the accent as lower-case #rrggbb', () => {
    expect(
      readPersonalisation({
        name: '  Café\nLuna  ',
        tagline: 'Fresh  bread\tdaily',
        accent: '#1A73E8',
        lang: 'ja',
      }),
    ).toEqual({
      choices: { name: 'Café Luna', tagline: 'Fresh bread daily', accent: '#1a73e8', lang: 'ja' },
      problems: [],
    })
    // What the router makes of `?name=123` and `?accent=1a73e8` (no #, hard to type in a URL).
    expect(readPersonalisation({ name: 123, accent: '1a73e8' }).choices).toEqual({
      name: '123',
      accent: '#1a73e8',
    })
  })

  it('counts characters as people do: the limits hold for emoji and Japanese', () => {
    const atLimit = '🍣'.repeat(PERSONAL_NAME_MAX)
    expect(readPersonalisation({ name: atLimit }).choices.name).toBe(atLimit)
    expect(readPersonalisation({ name: `${atLimit}a` })).toEqual({
      choices: {},
      problems: ['nameTooLong'],
    })
    const tagline = 'あ'.repeat(PERSONAL_TAGLINE_MAX)
    expect(readPersonalisation({ tagline }).choices.tagline).toBe(tagline)
    expect(readPersonalisation({ tagline: `${tagline}い` }).problems).toEqual(['taglineTooLong'])
  })

  it('refuses each bad value on its own, and the rest still applies', () => {
    expect(
      readPersonalisation({
        name: 'Luna',
        tagline: 'x'.repeat(500),
        accent: 'red;}body{display:none',
        lang: 'fr',
      }),
    ).toEqual({
      choices: { name: 'Luna' },
      problems: ['taglineTooLong', 'accentNotHex', 'langUnknown'],
    })
    for (const accent of ['#abc', 'url(x)', '#1a73e8;', '#1a73e8 ', '##1a73e8', '#gggggg', ' ']) {
      expect(hexColour(accent === '#1a73e8 ' ? '#1a73e8 x' : accent), accent).toBeUndefined()
    }
  })

  it('drops bidi overrides and control characters, keeps right-to-left text', () => {
    expect(readPersonalisation({ name: '\u202Eمقهى\u0000 لونا\u2066' }).choices.name).toBe(
      'مقهى لونا',
    )
  })

  it('adds the choices to a URL with its query and hash kept', () => {
    expect(withPersonalQuery('/s/abc?lang=en#top', { name: 'A&B', accent: '#123456' })).toBe(
      '/s/abc?lang=en&name=A%26B&accent=%23123456#top',
    )
    expect(withPersonalQuery('/s/abc', {})).toBe('/s/abc')
  })
})

describe('a visitor accent keeps WCAG AA', () => {
  // Greys, every primary and secondary hue at several lightnesses, and the extremes.
  const accents = ['#000000', '#ffffff', '#777777', '#ffff00', '#00ff00', '#00ffff', '#ff00ff']
  for (let hue = 0; hue < 360; hue += 30) {
    for (const lightness of [25, 50, 75]) accents.push(hsl(hue, 80, lightness))
  }

  it('as text on the page, bands and cards, and as a button fill under its ink, in every scheme', () => {
    let checked = 0
    for (const design of DESIGNS) {
      for (const scheme of design.schemes) {
        const p = scheme.palette
        const dark = contrastRatio(p.background, '#000000') < contrastRatio(p.background, '#fff')
        for (const accent of accents) {
          const readable = readablePaletteWithAccent(p, accent)
          const grounds = dark ? [p.background, p.secondary] : [p.background, p.secondary, '#fff']
          for (const ground of grounds) {
            expect(
              contrastRatio(readable.accent, ground),
              `${design.id} ${accent} on ${ground}`,
            ).toBeGreaterThanOrEqual(4.5)
          }
          expect(readable.onAccent).toBe(inkOn(readable.accent))
          expect(
            contrastRatio(readable.onAccent, readable.accent),
            `${design.id} ink on ${accent}`,
          ).toBeGreaterThanOrEqual(4.5)
          checked++
        }
      }
    }
    expect(checked).toBeGreaterThan(DESIGNS.length * 3 * 40)
  })

  it('keeps an accent that already reads as it is', () => {
    const p = {
      primary: '#1d3557',
      secondary: '#f1f5f9',
      accent: '#000',
      background: '#ffffff',
      text: '#111111',
    }
    expect(readablePaletteWithAccent(p, '#1d4ed8').accent).toBe('#1d4ed8')
  })
})

function hsl(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100)
  const f = (n: number) => {
    const k = (n + h / 30) % 12
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${f(0)}${f(8)}${f(4)}`
}

describe('accentWithScheme (a scheme radio sent by the form without JavaScript)', () => {
  it('a scheme picked is the accent; the own-colour option leaves the typed one', () => {
    expect(accentWithScheme('#2A9D8F', '#123456')).toBe('#2a9d8f')
    expect(accentWithScheme('', ' #123456 ')).toBe('#123456')
    expect(accentWithScheme('', '')).toBeUndefined()
    expect(accentWithScheme(undefined, undefined)).toBeUndefined()
    // A scheme that is no colour is ignored; the typed text is left for the reader to judge.
    expect(accentWithScheme('url(x)', 'red')).toBe('red')
  })
})
