// `npm test`: every check CI runs, in order, stopping at the first failure. Checks in one group
// are independent and run side by side (two cores: the type checker and ESLint each use one;
// knip and Prettier are short).
import { spawn } from 'node:child_process'
import { HOW_TO_GET_CHROMIUM, findChromium } from './chromium-path.mjs'

const groups = [
  [['i18n types up to date', 'npm', ['run', '--silent', 'i18n:check']]],
  // The build beside them: the API tests render pages with the built server bundle, so it must
  // be done before the tests, and it needs nothing the checks produce.
  [
    ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
    ['lint', 'npm', ['run', '--silent', 'lint']],
    ['unused exports', 'npm', ['run', '--silent', 'lint:unused']],
    ['formatting', 'npm', ['run', '--silent', 'format:check']],
    // The dictionaries' types were checked just before, so the build does not write them again.
    ['build', 'node', ['scripts/build.mjs']],
  ],
  [['unit, component, model and api tests', 'npx', ['vitest', 'run']]],
  // Two instances behind nginx on one PostgreSQL (skipped when DATABASE_URL is unset).
  [['cluster test', 'npm', ['run', '--silent', 'test:cluster']]],
  [['browser tests', 'npx', ['playwright', 'test']]],
]

if (!findChromium().source) {
  console.error(HOW_TO_GET_CHROMIUM)
  process.exit(1)
}

/** Runs one check; alone it streams its output, beside others it prints it when done. */
function run([label, command, args], alone) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: alone ? 'inherit' : 'pipe' })
    let output = ''
    if (!alone) {
      child.stdout.on('data', (chunk) => (output += chunk))
      child.stderr.on('data', (chunk) => (output += chunk))
    }
    child.on('close', (status) => {
      if (output) process.stdout.write(`\n── ${label} ──\n${output}`)
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      if (status === 0) console.log(`✔ ${label} (${seconds}s)`)
      else console.error(`\n✖ ${label} failed (exit ${status}) after ${seconds}s`)
      resolve(status ?? 1)
    })
  })
}

for (const group of groups) {
  const statuses = await Promise.all(group.map((step) => run(step, group.length === 1)))
  const failed = statuses.find((status) => status !== 0)
  if (failed !== undefined) process.exit(failed)
}
console.log('\nAll checks passed.')
