// `npm test`: every check CI runs, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process'
import { HOW_TO_GET_CHROMIUM, findChromium } from './chromium-path.mjs'

const steps = [
  ['i18n types up to date', 'npm', ['run', '--silent', 'i18n:check']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['formatting', 'npm', ['run', '--silent', 'format:check']],
  // The API tests render pages with the built server bundle, so the build comes first.
  ['build', 'npm', ['run', '--silent', 'build']],
  ['unit, component, model and api tests', 'npx', ['vitest', 'run']],
  // Two instances behind nginx on one PostgreSQL (skipped when DATABASE_URL is unset).
  ['cluster test', 'npm', ['run', '--silent', 'test:cluster']],
  ['browser tests', 'npx', ['playwright', 'test']],
]

if (!findChromium().source) {
  console.error(HOW_TO_GET_CHROMIUM)
  process.exit(1)
}

for (const [label, command, args] of steps) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  const { status } = spawnSync(command, args, { stdio: 'inherit' })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (status !== 0) {
    console.error(`\n✖ ${label} failed (exit ${status}) after ${seconds}s`)
    process.exit(status ?? 1)
  }
  console.log(`✔ ${label} (${seconds}s)`)
}
console.log('\nAll checks passed.')
