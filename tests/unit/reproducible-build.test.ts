// Issue 15: two builds of the same source, into two different folders, give the same files
// byte for byte (names, build id, builds/latest.json). Slow: a real client build, compared with
// dist/client when that is the production build of these sources (npm test has just made it),
// else with a second build of its own.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildClientInto, currentDistClient } from '#tests/support/client-build'

const ownDirs = [1, 2].map((n) => path.join(os.tmpdir(), `store-build-${process.pid}-${n}`))

function digestOf(dir: string): Record<string, string> {
  const files: Record<string, string> = {}
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name)
      if (entry.isDirectory()) walk(full)
      else
        files[path.relative(dir, full)] = createHash('sha256')
          .update(fs.readFileSync(full))
          .digest('hex')
    }
  }
  walk(dir)
  return files
}

describe('a build of the same source', () => {
  it('yields the same files and build id twice', () => {
    const dist = currentDistClient()
    const outDirs = dist ? [dist, ownDirs[0]!] : ownDirs
    try {
      for (const outDir of outDirs) if (outDir !== dist) buildClientInto(outDir)
      const [first, second] = outDirs.map(digestOf)
      expect(Object.keys(first!).length).toBeGreaterThan(10)
      expect(second).toEqual(first)
      const latest = JSON.parse(
        fs.readFileSync(path.join(outDirs[0]!, 'builds/latest.json'), 'utf8'),
      )
      expect(latest.id).toMatch(/^[0-9a-f]{20}$/)
      expect(first![`builds/meta/${latest.id}.json`]).toBeDefined()
    } finally {
      // Inside the test's own time: two builds hold 2 × 2,700 cover files, and removing them
      // on a loaded machine outlasted vitest's 10 s hook timeout once.
      for (const dir of ownDirs) fs.rmSync(dir, { recursive: true, force: true })
    }
  }, 400_000)
})
