// Issue 10's JavaScript budget, checked on the build output without a browser or a clock: the
// files a first visit of a page downloads are the ones the server links for it (router-manifest.ts
// turns Vite's manifest into that list: the entry with its static imports, the route's chunk
// with its static imports, the page's dictionary). Their gzip sizes, as the server compresses
// them (level 9, server/encoded-body.ts), are summed per page. Builds a production client of its
// own (a build made under `NODE_ENV=test` carries React's development build), so it is slow.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CLIENT_ENTRY,
  buildRouterManifest,
  type ViteManifest,
} from '../../server/render/router-manifest'

/**
 * Issue 10's target for /store is 130 kB; the libraries a hydrated page needs (React DOM, TanStack
 * Router and Query, XState) weigh ~125 kB of that on their own, so it is not met (see
 * docs/benchmarks.md, "What the first load of /store carries"). This limit is the figure reached,
 * rounded up: it stops the first load from growing unnoticed. Lower it when a change lowers the
 * figure; raising it is a decision to write down there.
 */
export const FIRST_LOAD_JS_LIMIT_BYTES = 172_000

const outDir = path.join(os.tmpdir(), `store-first-load-${process.pid}`)
let manifest: ViteManifest

/** The scripts a first visit of a page with these routes loads, each once. */
function firstLoadFiles(routeIds: string[], locale: 'en' | 'ja'): string[] {
  const routerManifest = buildRouterManifest(manifest)
  const entry = manifest[CLIENT_ENTRY]
  const dictionary = routerManifest.localeMessages?.[locale]
  if (!entry || !dictionary) throw new Error('the build has no entry or dictionary chunk')
  const files = new Set([`/${entry.file}`, dictionary])
  for (const id of ['__root__', ...routeIds]) {
    const route = routerManifest.routes[id]
    if (!route) throw new Error(`the build has no route ${id}`)
    for (const link of route.preloads ?? []) files.add(typeof link === 'string' ? link : link.href)
  }
  return [...files].filter((file) => file.endsWith('.js'))
}

function gzipBytes(files: string[]): number {
  return files.reduce(
    (sum, file) => sum + gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length,
    0,
  )
}

describe('the JavaScript of a first visit', () => {
  beforeAll(() => {
    execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'error'], {
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'inherit',
    })
    manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'))
  }, 400_000)
  afterAll(() => {
    fs.rmSync(outDir, { recursive: true, force: true })
  })

  it('of /store stays within the limit', () => {
    const files = firstLoadFiles(['/store/'], 'en')
    // The entry, the route's chunks and the dictionary at least: an empty list would pass anything.
    expect(files.length).toBeGreaterThanOrEqual(3)
    const bytes = gzipBytes(files)
    console.log(
      `first load of /store: ${(bytes / 1000).toFixed(1)} kB gzip in ${files.length} files`,
    )
    expect(bytes).toBeLessThanOrEqual(FIRST_LOAD_JS_LIMIT_BYTES)
  })

  it('carries no development build of React', () => {
    const entry = fs.readFileSync(path.join(outDir, `/${manifest[CLIENT_ENTRY]?.file}`), 'utf8')
    // A warning only React's development build has (it weighs ~70 kB gzip more).
    expect(entry).not.toContain('should have a unique "key" prop')
  })
})
