import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BREAKPOINTS, MAX_CONTENT_WIDTH } from '#src/hooks/use-viewport'

const scss = (file: string) =>
  readFileSync(new URL(`../../src/styles/${file}`, import.meta.url), 'utf8')

/** `$name: 123px;` declarations of an SCSS file. */
function pxVariables(text: string): Record<string, number> {
  const out: Record<string, number> = {}
  for (const match of text.matchAll(/^\$([\w-]+):\s*(\d+)px;/gm)) out[match[1]!] = Number(match[2])
  return out
}

describe('breakpoints and content width agree across SCSS, TypeScript and spec §9', () => {
  it('has the spec numbers in _breakpoints.scss and BREAKPOINTS', () => {
    const spec = { 'footer-md': 482, md: 768, lg: 1024, xl: 1280, xxl: 1440 }
    expect(pxVariables(scss('_breakpoints.scss'))).toEqual(spec)
    expect(BREAKPOINTS).toEqual({
      footerMd: spec['footer-md'],
      md: spec.md,
      lg: spec.lg,
      xl: spec.xl,
      xxl: spec.xxl,
    })
  })

  it('caps content at 1600 px in _tokens.scss and MAX_CONTENT_WIDTH', () => {
    expect(pxVariables(scss('_tokens.scss'))['max-content-width']).toBe(1600)
    expect(MAX_CONTENT_WIDTH).toBe(1600)
  })
})
