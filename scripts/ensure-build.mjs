// `npm start` (and the API tests, which render pages) build the app only when the build is
// missing or older than its sources.
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const SOURCES = [
  'src',
  'catalogue',
  'i18n',
  'machines',
  'vite.config.ts',
  'public',
  'scripts/build.mjs',
  'scripts/vite-plugin-build-meta.ts',
]
// Written last by scripts/build.mjs: the server render bundle.
const builtIndex = 'dist/server/entry-server.js'

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0
  const stat = fs.statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const child of fs.readdirSync(entry))
    newest = Math.max(newest, newestMtime(path.join(entry, child)))
  return newest
}

const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0
const sourcesAt = Math.max(...SOURCES.map(newestMtime))
if (builtAt < sourcesAt) {
  console.log(
    builtAt ? 'Sources changed since the last build: building the app…' : 'Building the app…',
  )
  execSync('npm run build', { stdio: 'inherit' })
}
