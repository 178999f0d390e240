// The team rule "every module imports cleanly in Node": each module of the app, machines,
// catalogue and i18n is imported in a plain Node child process (tsx, no window or document,
// no Vite `import.meta.env`), and every module that throws on import is named.
import { spawnSync } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '..', '..')
const DIRECTORIES = ['src', 'machines', 'catalogue', 'i18n']
/** The browser entry: mounting React into `document` is what it exists for. */
const BROWSER_ENTRY_POINTS = ['src/entry-client.tsx']

function modulesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(join(ROOT, path)).isDirectory()) return modulesUnder(path)
    return /\.tsx?$/.test(name) && !/\.d\.ts$/.test(name) ? [path] : []
  })
}

describe('node import', () => {
  const modules = DIRECTORIES.flatMap(modulesUnder).sort()

  it('finds the modules to check, the route tree and the browser entry among them', () => {
    expect(modules.length).toBeGreaterThan(100)
    expect(modules).toContain('src/routeTree.gen.ts')
    expect(modules).toContain('src/lib/api-client.ts')
    for (const entry of BROWSER_ENTRY_POINTS) expect(modules).toContain(entry)
  })

  it('imports every module without a browser and without Vite', () => {
    const toImport = modules.filter((m) => !BROWSER_ENTRY_POINTS.includes(m))
    const child = spawnSync(
      'npx',
      [
        'tsx',
        '--import',
        './tests/support/register-style-stub.mjs',
        'tests/support/import-each.ts',
        ...toImport,
      ],
      { cwd: ROOT, encoding: 'utf8', timeout: 120_000, env: { ...process.env, NODE_ENV: 'test' } },
    )
    const report = child.stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .at(-1)
    expect(report, `child process printed no report; stderr:\n${child.stderr}`).toBeDefined()
    expect(report?.setupError).toBeUndefined()
    const failures = (report?.failures ?? []) as Array<{ module: string; error: string }>
    expect(failures.map((f) => `${relative('.', f.module)} — ${f.error}`)).toEqual([])
    expect(report?.imported).toBe(toImport.length)
  }, 150_000)

  it('names a module that touches the browser at import time', () => {
    const child = spawnSync(
      'npx',
      [
        'tsx',
        '--import',
        './tests/support/register-style-stub.mjs',
        'tests/support/import-each.ts',
        ...BROWSER_ENTRY_POINTS,
      ],
      { cwd: ROOT, encoding: 'utf8', timeout: 60_000 },
    )
    const report = JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}') as {
      failures?: Array<{ module: string; error: string }>
    }
    expect(report.failures).toEqual([
      { module: 'src/entry-client.tsx', error: expect.stringContaining('window is not defined') },
    ])
  }, 90_000)
})
