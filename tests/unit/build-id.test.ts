// Issue 15: one build, any number of hosts. The build id is a hash of the sources, so two
// hosts building the same source agree on it (and on every file name it reaches).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { sourceBuildId, sourceTimestamp } from '#scripts/build-id.mjs'

const roots: string[] = []
function sourceTree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-id-'))
  roots.push(root)
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  return root
}
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true })
})

const SOURCE = { 'src/a.ts': 'export const a = 1\n', 'machines/b.ts': 'b', 'package.json': '{}' }

describe('sourceBuildId', () => {
  it('is the same for the same sources in two places, whatever their file times', () => {
    const one = sourceTree(SOURCE)
    const two = sourceTree(SOURCE)
    fs.utimesSync(path.join(two, 'src/a.ts'), new Date(2001, 1, 1), new Date(2001, 1, 1))
    expect(sourceBuildId(one, {})).toMatch(/^[0-9a-f]{20}$/)
    expect(sourceBuildId(one, {})).toBe(sourceBuildId(two, {}))
    expect(sourceBuildId(one, {})).toBe(sourceBuildId(one, {}))
  })

  it('changes with a source, a new file, a renamed file or a VITE_ setting', () => {
    const base = sourceBuildId(sourceTree(SOURCE), {})
    expect(
      sourceBuildId(sourceTree({ ...SOURCE, 'src/a.ts': 'export const a = 2\n' }), {}),
    ).not.toBe(base)
    expect(sourceBuildId(sourceTree({ ...SOURCE, 'i18n/en.ts': 'x' }), {})).not.toBe(base)
    const { 'machines/b.ts': b, ...rest } = SOURCE
    expect(sourceBuildId(sourceTree({ ...rest, 'machines/c.ts': b }), {})).not.toBe(base)
    expect(
      sourceBuildId(sourceTree(SOURCE), { VITE_API_BASE_URL: 'https://api.example' }),
    ).not.toBe(base)
    // Settings the bundle never sees, and files outside the inputs, change nothing.
    expect(sourceBuildId(sourceTree({ ...SOURCE, 'docs/x.md': 'x' }), { HOME: '/x' })).toBe(base)
  })
})

describe('sourceTimestamp', () => {
  it('is the source date, never the clock', () => {
    const root = sourceTree(SOURCE)
    expect(sourceTimestamp(root, { SOURCE_DATE_EPOCH: '1700000000' })).toBe(1_700_000_000_000)
    // Not a git checkout and no SOURCE_DATE_EPOCH: a fixed 0.
    expect(sourceTimestamp(root, {})).toBe(0)
  })
})
