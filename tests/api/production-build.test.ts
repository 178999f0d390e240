// What development-only tools leave in the production build (`npm run build`, which this project's
// global setup runs when the build is stale): nothing. TanStack Router's devtools are imported
// behind `import.meta.env.DEV` (src/components/devtools/router-devtools.tsx) and are a dev
// dependency, so neither bundle may carry or import them.
import fs from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const DEVTOOLS_PACKAGE = '@tanstack/react-router-devtools'
/** Texts only the devtools' code contains: a button label and a localStorage key. */
const DEVTOOLS_MARKERS = ['Open TanStack Router Devtools', 'tanstackRouterDevtoolsOpen']

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(file) : [file]
  })
}

/** Code and Vite's manifest (.vite/manifest.json), which names the source of every chunk. */
function builtFilesUnder(dir: string): string[] {
  return filesUnder(path.join(ROOT, dir)).filter((file) => /\.(m?js|css|html|json)$/.test(file))
}

function filesContaining(files: string[], texts: string[]): string[] {
  return files.filter((file) => {
    const source = fs.readFileSync(file, 'utf8')
    return texts.some((text) => source.includes(text))
  })
}

/** The package a bare specifier names: 'react-dom/server' → 'react-dom', '@a/b/c' → '@a/b'. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier)
}

// A specifier has no spaces or commas: the bundled router's list of option names ("from", …) is
// no import.
const BARE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s*)["']([^"'./\s,][^"'\s,]*)["']/g

describe('production build', () => {
  it('the markers name code the devtools package really contains', () => {
    const packageDirs = ['react-router-devtools', 'router-devtools-core'].map((name) =>
      path.join(ROOT, 'node_modules/@tanstack', name, 'dist'),
    )
    const devtoolsFiles = packageDirs.flatMap(filesUnder).filter((f) => f.endsWith('.js'))
    for (const marker of DEVTOOLS_MARKERS) {
      expect(filesContaining(devtoolsFiles, [marker]), marker).not.toEqual([])
    }
  })

  it('the browser bundle carries no devtools code, not even a lazy chunk', () => {
    const files = builtFilesUnder('dist/client')
    expect(files.map((file) => path.basename(file))).toContain('manifest.json')
    expect(filesContaining(files, [...DEVTOOLS_MARKERS, DEVTOOLS_PACKAGE])).toEqual([])
  })

  it('the server render bundle carries none either', () => {
    const files = builtFilesUnder('dist/server')
    expect(files.length).toBeGreaterThan(0)
    expect(filesContaining(files, [...DEVTOOLS_MARKERS, DEVTOOLS_PACKAGE])).toEqual([])
  })

  // `npm ci --omit=dev` then `npm start` must work: what the render bundle imports is installed.
  it('the server render bundle imports production dependencies and Node built-ins only', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>
    }
    const allowed = new Set([...Object.keys(manifest.dependencies), ...builtinModules])
    expect(allowed.has(DEVTOOLS_PACKAGE)).toBe(false)
    const imported = new Set(
      builtFilesUnder('dist/server').flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(BARE_IMPORT)].map((m) =>
          packageOf((m[1] ?? '').replace(/^node:/, '')),
        ),
      ),
    )
    expect(imported.size).toBeGreaterThan(3)
    expect([...imported].filter((name) => !allowed.has(name))).toEqual([])
  })
})
