// The layering of the design card: catalogue/ and machines/ are pure and import nothing from the
// app or the server; server/ never imports src/; src/ never imports server/. (typesafe-i18n
// staying inside i18n/ is checked by i18n-boundary.test.ts.)
import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import type { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../..')
const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/

/** Static imports and re-exports, side-effect imports and dynamic `import()`. */
const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]|\brequire\s*\(\s*['"]([^'"]+)['"]/gm

function importSpecifiers(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((m) => m[1] ?? m[2] ?? '')
}

/** The same, leaving out whole-statement `import type` / `export type`, which leave no code behind. */
function runtimeImportSpecifiers(source: string): string[] {
  return importSpecifiers(
    source.replace(/^\s*(import|export)\s+type\s[^;]*?from\s*['"][^'"]+['"]/gm, ''),
  )
}

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path)
    return SOURCE_FILE.test(entry.name) ? [path] : []
  })
}

/** The top-level folder a relative or aliased (`#src/…`, package.json imports) import lands in ('' for a package). */
function targetFolder(file: string, specifier: string): string {
  const alias = /^#([^/]+)\//.exec(specifier)
  if (alias) return alias[1] ?? ''
  if (!specifier.startsWith('.')) return ''
  const target = relative(ROOT, resolve(ROOT, dirname(file), specifier))
  return target.startsWith('..') ? '..' : (target.split(sep)[0] ?? '')
}

const RULES: Array<{ from: string; forbidden: string[] }> = [
  { from: 'catalogue', forbidden: ['src', 'server'] },
  { from: 'machines', forbidden: ['src', 'server'] },
  { from: 'server', forbidden: ['src'] },
  { from: 'src', forbidden: ['server'] },
]

describe('import boundaries', () => {
  it('reads every import form', () => {
    const source = [
      "import { a } from '../src/a'",
      'import type { B } from "../server/b"',
      "export { c } from './c'",
      "import './side-effect.scss'",
      "const d = await import('../src/lazy')",
      "const e = require('../server/e')",
      'import {',
      '  f,',
      "} from 'pkg/sub'",
    ].join('\n')
    expect(importSpecifiers(source)).toEqual([
      '../src/a',
      '../server/b',
      './c',
      './side-effect.scss',
      '../src/lazy',
      '../server/e',
      'pkg/sub',
    ])
    expect(targetFolder('machines/x.ts', '../src/app')).toBe('src')
    expect(targetFolder('src/features/a/b.ts', '../../../server/app')).toBe('server')
    expect(targetFolder('src/a.ts', './lib/b')).toBe('src')
    expect(targetFolder('src/a.ts', 'react')).toBe('')
    expect(targetFolder('machines/x.ts', '#src/app/router')).toBe('src')
    expect(targetFolder('server/x.ts', '#catalogue/enums')).toBe('catalogue')
  })

  for (const rule of RULES) {
    it(`${rule.from}/ imports nothing from ${rule.forbidden.join(' or ')}/`, () => {
      const files = filesUnder(rule.from)
      expect(files.length).toBeGreaterThan(3)
      const offenders = files.flatMap((file) =>
        importSpecifiers(readFileSync(join(ROOT, file), 'utf8'))
          .filter((specifier) => rule.forbidden.includes(targetFolder(file, specifier)))
          .map((specifier) => `${file} → ${specifier}`),
      )
      expect(offenders).toEqual([])
    })
  }

  // One validation library (decision 030): valibot, whose functions tree-shake to ~1.5 kB in the
  // entry chunk where zod/mini measured +5.6 kB gzip. zod is imported nowhere.
  it('nothing imports zod', () => {
    const files = ['src', 'catalogue', 'machines', 'i18n', 'server', 'scripts', 'tests'].flatMap(
      (dir) => filesUnder(dir),
    )
    const offenders = files.flatMap((file) =>
      importSpecifiers(readFileSync(join(ROOT, file), 'utf8'))
        .filter((specifier) => /^zod(\/|$)/.test(specifier))
        .map((specifier) => `${file} → ${specifier}`),
    )
    expect(offenders).toEqual([])
  })

  // The API contract's schemas (catalogue/api/) are the server's to run; the browser takes only
  // their inferred types.
  it('code the browser loads imports the API schemas for their types only', () => {
    const files = ['src', 'machines', 'i18n', 'catalogue']
      .flatMap((dir) => filesUnder(dir))
      .filter((file) => !file.startsWith(join('catalogue', 'api') + sep))
    const offenders = files.flatMap((file) =>
      runtimeImportSpecifiers(readFileSync(join(ROOT, file), 'utf8'))
        .filter((specifier) => /(^#catalogue\/api\/|(^|\/)api\/[a-z-]+$)/.test(specifier))
        .filter((specifier) => targetFolder(file, specifier) === 'catalogue')
        .map((specifier) => `${file} → ${specifier}`),
    )
    expect(offenders).toEqual([])
  })

  // Decision 042: the browser validates its search params with plain functions; valibot (~1.9 kB
  // gzip of every page's first load) is the server's, and the API contract's types.
  it('code the browser loads imports valibot for types only', () => {
    const files = ['src', 'machines', 'i18n', 'catalogue']
      .flatMap((dir) => filesUnder(dir))
      .filter((file) => !file.startsWith(join('catalogue', 'api') + sep))
    const offenders = files.flatMap((file) =>
      runtimeImportSpecifiers(readFileSync(join(ROOT, file), 'utf8'))
        .filter((specifier) => /^valibot(\/|$)/.test(specifier))
        .map((specifier) => `${file} → ${specifier}`),
    )
    expect(offenders).toEqual([])
  })

  it('tells type-only imports from the rest', () => {
    const source = [
      "import type { A } from './api/a'",
      "import { type B } from './api/b'",
      "export type { C } from './api/c'",
      "import { d } from './api/d'",
    ].join('\n')
    expect(runtimeImportSpecifiers(source)).toEqual(['./api/b', './api/d'])
  })
})

// The same direction inside src/, kept by ESLint (eslint.config.js, import-x/no-restricted-paths
// and import-x/no-cycle): each case is a file that breaks it, linted as if it stood where `at` says.
describe('the lint rule for the direction of imports', () => {
  const ZONES = 'import-x/no-restricted-paths'
  const CYCLE = 'import-x/no-cycle'
  const cases: Array<{ at: string; imports: string; rule: string; allowed: boolean }> = [
    {
      at: 'src/lib/x.ts',
      imports: '../features/shared/api/templates',
      rule: ZONES,
      allowed: false,
    },
    {
      at: 'src/hooks/x.ts',
      imports: '../features/shared/api/templates',
      rule: ZONES,
      allowed: false,
    },
    {
      at: 'src/components/layout/x.ts',
      imports: '../../routes/__root',
      rule: ZONES,
      allowed: false,
    },
    { at: 'src/features/home/x.ts', imports: '../../routes/__root', rule: ZONES, allowed: false },
    { at: 'src/features/home/x.ts', imports: '../../app/router', rule: ZONES, allowed: false },
    { at: 'src/routes/x.ts', imports: '../app/router', rule: ZONES, allowed: false },
    { at: 'machines/x.ts', imports: '../src/lib/analytics', rule: ZONES, allowed: false },
    { at: 'catalogue/x.ts', imports: '../server/config', rule: ZONES, allowed: false },
    { at: 'server/x.ts', imports: '../src/lib/analytics', rule: ZONES, allowed: false },
    { at: 'src/lib/x.ts', imports: '../../server/config', rule: ZONES, allowed: false },
    {
      at: 'src/lib/x.ts',
      imports: '#src/features/shared/api/templates',
      rule: ZONES,
      allowed: false,
    },
    { at: 'src/features/home/x.ts', imports: '#src/app/router', rule: ZONES, allowed: false },
    { at: 'machines/x.ts', imports: '#src/lib/analytics', rule: ZONES, allowed: false },
    // A feature reaches another only through src/features/shared, which reaches none.
    {
      at: 'src/features/templates/x.ts',
      imports: '#src/features/likes/api/like-cache',
      rule: ZONES,
      allowed: false,
    },
    {
      at: 'src/features/likes/x.ts',
      imports: '../templates/lib/leave-page',
      rule: ZONES,
      allowed: false,
    },
    {
      at: 'src/features/shared/x.ts',
      imports: '#src/features/templates/lib/leave-page',
      rule: ZONES,
      allowed: false,
    },
    // An import cycle, relative or through an alias: catalogue/menus.ts imports ./industries.
    { at: 'catalogue/industries.ts', imports: './menus', rule: CYCLE, allowed: false },
    { at: 'catalogue/industries.ts', imports: '#catalogue/menus', rule: CYCLE, allowed: false },
    // The permitted direction stays quiet.
    { at: 'src/features/home/x.ts', imports: '../../lib/analytics', rule: ZONES, allowed: true },
    {
      at: 'src/routes/x.ts',
      imports: '../features/shared/api/templates',
      rule: ZONES,
      allowed: true,
    },
    { at: 'src/entry-x.tsx', imports: './app/router', rule: ZONES, allowed: true },
    {
      at: 'src/features/home/x.ts',
      imports: '#src/features/shared/api/templates',
      rule: ZONES,
      allowed: true,
    },
    { at: 'src/features/shared/x.ts', imports: './api/templates', rule: ZONES, allowed: true },
    { at: 'src/features/templates/x.ts', imports: './lib/leave-page', rule: ZONES, allowed: true },
    { at: 'catalogue/x.ts', imports: './menus', rule: CYCLE, allowed: true },
  ]
  // One linter for every case: loading the configuration and its plugins, and the module graph
  // import-x/no-cycle reads behind the app's router (most of src/), is seconds of CPU, done once
  // in the hook rather than inside a case's 5 s.
  let eslint: ESLint
  beforeAll(async () => {
    const { ESLint } = await import('eslint')
    eslint = new ESLint({ cwd: ROOT })
    await eslint.lintText(
      "import { Route } from '../routes/__root'\nimport { createAppRouter } from './router'\nexport const warm = [Route, createAppRouter]\n",
      { filePath: join(ROOT, 'src/app/x.ts') },
    )
  }, 120_000)
  for (const { at, imports, rule, allowed } of cases) {
    it(`${at} importing ${imports} is ${allowed ? 'allowed' : `an error (${rule})`}`, async () => {
      const [result] = await eslint.lintText(
        `import * as target from '${imports}'\nexport const used = target\n`,
        { filePath: join(ROOT, at) },
      )
      const found = (result?.messages ?? []).filter((m) => m.ruleId === rule)
      expect(found.length).toBe(allowed ? 0 : 1)
    })
  }
})
