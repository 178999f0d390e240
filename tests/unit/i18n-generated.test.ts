import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

const repoRoot = resolve(import.meta.dirname, '../..')
const script = join(repoRoot, 'scripts/check-i18n-generated.mjs')

function runCheck(...args: string[]) {
  return spawnSync(process.execPath, [script, ...args], { cwd: repoRoot, encoding: 'utf8' })
}

const scratchDirs: string[] = []
afterEach(() => {
  for (const dir of scratchDirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A copy of the project's i18n inputs and outputs, so a test can break it safely. */
function copyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'i18n-generated-test-'))
  scratchDirs.push(dir)
  cpSync(join(repoRoot, '.typesafe-i18n.json'), join(dir, '.typesafe-i18n.json'))
  cpSync(join(repoRoot, 'i18n'), join(dir, 'i18n'), { recursive: true })
  return dir
}

describe('generated i18n files', () => {
  it('are up to date with the dictionaries', () => {
    const run = runCheck()
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    expect(run.stdout).toMatch(/^i18n:check ok/)
    // Like the cases below: the generator is the TypeScript compiler in a child process, seconds
    // of CPU on a loaded machine, not a wait that a fake clock could shorten.
  }, 30_000)

  it('are reported stale, by name, when a dictionary changes without regenerating', () => {
    const dir = copyProject()
    const dictionary = join(dir, 'i18n/en/index.ts')
    const source = readFileSync(dictionary, 'utf8')
    writeFileSync(dictionary, source.replace("close: 'Close',", "close: 'Close now',"))
    const stale = readFileSync(join(dir, 'i18n/i18n-types.ts'), 'utf8')

    const first = runCheck('--root', dir)
    expect(first.status).toBe(1)
    expect(first.stderr).toContain('i18n/i18n-types.ts (out of date)')
    expect(first.stderr).toContain('npm run i18n:generate')
    // The check must not quietly regenerate: running it again still fails.
    expect(readFileSync(join(dir, 'i18n/i18n-types.ts'), 'utf8')).toBe(stale)
    expect(runCheck('--root', dir).status).toBe(1)
  }, 30_000)

  it('reports a generated file that is missing', () => {
    const dir = copyProject()
    rmSync(join(dir, 'i18n/i18n-util.sync.ts'))
    const run = runCheck('--root', dir)
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('i18n/i18n-util.sync.ts (missing')
  }, 30_000)

  it('fails when the generator cannot read the base dictionary', () => {
    const dir = copyProject()
    writeFileSync(join(dir, 'i18n/en/index.ts'), 'export default {\n')
    const run = runCheck('--root', dir)
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('the typesafe-i18n generator reported an error')
  }, 30_000)
})
