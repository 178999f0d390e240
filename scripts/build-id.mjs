// The build id is a hash of what the build is made from, never a clock or a random id: every
// host that builds the same source gets the same id and so the same file names (issue 15:
// behind a round-robin balancer, two hosts' different names made 20 of 20 page loads 404).
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** Everything the two bundles are built from. */
export const BUILD_INPUTS = [
  'src',
  'catalogue',
  'i18n',
  'machines',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts/build.mjs',
  'scripts/build-id.mjs',
  'scripts/vite-plugin-build-meta.ts',
  'scripts/css-module-names.ts',
]

function filesUnder(root, entry) {
  const full = path.join(root, entry)
  if (!fs.existsSync(full)) return []
  if (!fs.statSync(full).isDirectory()) return [entry]
  return fs
    .readdirSync(full)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) => filesUnder(root, path.posix.join(entry, name)))
}

/** sha256 of the inputs' paths and contents and the VITE_* settings baked into the bundle. */
export function sourceBuildId(root = process.cwd(), env = process.env) {
  const hash = createHash('sha256')
  const files = BUILD_INPUTS.flatMap((entry) => filesUnder(root, entry)).sort()
  for (const file of files) {
    hash.update(`${file}\0`)
    hash.update(fs.readFileSync(path.join(root, file)))
    hash.update('\0')
  }
  for (const key of Object.keys(env).sort()) {
    if (key.startsWith('VITE_')) hash.update(`${key}=${env[key]}\0`)
  }
  return hash.digest('hex').slice(0, 20)
}

/**
 * The source's date for builds/latest.json, in ms: SOURCE_DATE_EPOCH (the reproducible-builds
 * convention, seconds), else the checked-out commit's time, else 0. Never the clock.
 */
export function sourceTimestamp(root = process.cwd(), env = process.env) {
  if (env.SOURCE_DATE_EPOCH && /^\d+$/.test(env.SOURCE_DATE_EPOCH)) {
    return Number(env.SOURCE_DATE_EPOCH) * 1000
  }
  try {
    const seconds = execFileSync('git', ['log', '-1', '--format=%ct'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
    return /^\d+$/.test(seconds) ? Number(seconds) * 1000 : 0
  } catch {
    return 0
  }
}
