// The production browser build the build tests look at. Each client build also copies ~2,700
// cover files, so CI's time goes into every one: dist/client is taken when it is the production
// build of these very sources (npm test builds it just before the tests; scripts/build.mjs
// always builds for production), and a build of their own is made only when it is not.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { sourceBuildId } from '#scripts/build-id.mjs'

export const DIST_CLIENT = path.resolve('dist/client')
const ENTRY = 'src/entry-client.tsx'
/** A warning only React's development build has (it weighs ~70 kB gzip more). */
export const REACT_DEVELOPMENT_MARK = 'should have a unique "key" prop'

/** Builds the browser bundle into `outDir` as `npm run build` does: production, id from the sources. */
export function buildClientInto(outDir: string): void {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' }
  delete env.BUILD_ID
  delete env.BUILD_TIMESTAMP
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'error'], {
    env,
    stdio: 'inherit',
  })
}

/** dist/client, when it holds the production build of the sources as they are now. */
export function currentDistClient(): string | undefined {
  try {
    const latest = JSON.parse(
      fs.readFileSync(path.join(DIST_CLIENT, 'builds/latest.json'), 'utf8'),
    ) as { id?: string }
    const env = { ...process.env }
    delete env.BUILD_ID
    if (latest.id !== sourceBuildId(process.cwd(), env)) return undefined
    const manifest = JSON.parse(
      fs.readFileSync(path.join(DIST_CLIENT, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>
    const entry = manifest[ENTRY]?.file
    if (!entry) return undefined
    const code = fs.readFileSync(path.join(DIST_CLIENT, entry), 'utf8')
    return code.includes(REACT_DEVELOPMENT_MARK) ? undefined : DIST_CLIENT
  } catch {
    return undefined
  }
}
