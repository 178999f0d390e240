import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// typesafe-i18n is unmaintained; keeping it behind i18n/ means replacing it touches one folder.
const repoRoot = resolve(import.meta.dirname, '../..')
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', 'coverage', '.git', 'i18n'])
const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/
const IMPORTS_TYPESAFE_I18N = /(?:from|import|require)\s*\(?\s*['"]typesafe-i18n(?:\/[^'"]*)?['"]/

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) {
        sourceFiles(join(dir, entry.name), out)
      }
    } else if (SOURCE_FILE.test(entry.name)) {
      out.push(join(dir, entry.name))
    }
  }
  return out
}

describe('i18n boundary', () => {
  it('the pattern catches the import forms it must', () => {
    // Built at run time so this file does not match its own scan.
    const pkg = ['typesafe', 'i18n'].join('-')
    expect(IMPORTS_TYPESAFE_I18N.test(`import { i18n } from '${pkg}'`)).toBe(true)
    expect(IMPORTS_TYPESAFE_I18N.test(`import type { X } from "${pkg}/react"`)).toBe(true)
    expect(IMPORTS_TYPESAFE_I18N.test(`await import('${pkg}/detectors')`)).toBe(true)
    expect(IMPORTS_TYPESAFE_I18N.test("import { useI18n } from '../i18n/react'")).toBe(false)
  })

  it('nothing outside i18n/ imports typesafe-i18n directly', () => {
    const offenders = sourceFiles(repoRoot)
      .filter((file) => IMPORTS_TYPESAFE_I18N.test(readFileSync(file, 'utf8')))
      .map((file) => relative(repoRoot, file))
    expect(offenders).toEqual([])
  })
})
