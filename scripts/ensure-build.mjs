// `npm start` builds the app when no build exists (a fresh clone). In development and tests
// (NODE_ENV development or test; the API tests render pages) it also rebuilds when the sources
// are newer. In production (npm start's default) an existing build is never replaced on its own:
// every instance must serve the build that was deployed; a stale one only gets a warning.
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
  'scripts/build-id.mjs',
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

const mode = process.env.NODE_ENV || 'production'
const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0
const sourcesAt = Math.max(...SOURCES.map(newestMtime))
if (!builtAt) {
  console.log('Building the app…')
  execSync('npm run build', { stdio: 'inherit' })
} else if (builtAt < sourcesAt) {
  if (mode === 'development' || mode === 'test') {
    console.log('Sources changed since the last build: building the app…')
    execSync('npm run build', { stdio: 'inherit' })
  } else {
    console.warn(
      `[start] warning: the build in dist/ is older than the sources; serving it as it is ` +
        `(NODE_ENV=${mode} never rebuilds on its own). Run \`npm run build\` to replace it.`,
    )
  }
}
