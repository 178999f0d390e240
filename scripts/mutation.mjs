// npm run test:mutation [-- like layout …]: StrykerJS over each machine file in turn, against that
// machine's own model test (MODEL_TESTS, read by tests/model/vitest.config.ts), then one table of
// scores and the runtime. One machine at a time keeps each run to the one test file that should
// notice its mutants, instead of the whole model suite per mutant. Reports: reports/mutation/.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync } from 'node:fs'

const all = readdirSync('machines')
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.replace(/\.ts$/, ''))
const asked = process.argv.slice(2)
const unknown = asked.filter((name) => !all.includes(name))
if (unknown.length) {
  console.error(`No machine file machines/${unknown[0]}.ts (machines: ${all.join(', ')})`)
  process.exit(2)
}
const machines = asked.length ? asked : all
const missing = machines.filter((name) => !existsSync(`tests/model/${name}.test.tsx`))
if (missing.length) {
  console.error(`No model test for machines/${missing[0]}.ts (tests/model/${missing[0]}.test.tsx)`)
  process.exit(2)
}

const started = Date.now()
const rows = []
for (const name of machines) {
  const report = `reports/mutation/${name}.json`
  const t0 = Date.now()
  const run = spawnSync(
    'npx',
    ['stryker', 'run', '--mutate', `machines/${name}.ts`, ...extraArgs()],
    {
      stdio: 'inherit',
      env: { ...process.env, MODEL_TESTS: name, MUTATION_REPORT: report },
    },
  )
  if (run.status !== 0) process.exit(run.status ?? 1)
  rows.push({ name, seconds: Math.round((Date.now() - t0) / 1000), ...countsOf(report) })
}

function extraArgs() {
  const args = []
  if (process.env.STRYKER_CONCURRENCY) args.push('--concurrency', process.env.STRYKER_CONCURRENCY)
  if (process.env.STRYKER_INCREMENTAL) args.push('--incremental')
  return args
}

function countsOf(report) {
  const { files } = JSON.parse(readFileSync(report, 'utf8'))
  const mutants = Object.values(files).flatMap((file) => file.mutants)
  const count = (...statuses) => mutants.filter((m) => statuses.includes(m.status)).length
  const detected = count('Killed', 'Timeout')
  const undetected = count('Survived', 'NoCoverage')
  const score = detected + undetected ? (100 * detected) / (detected + undetected) : 100
  return { mutants: mutants.length, killed: detected, survived: undetected, score }
}

const line = (cells) => `| ${cells.join(' | ')} |`
console.log(line(['machine', 'mutants', 'killed', 'survived', 'score', 'time']))
console.log(line(['---', '---:', '---:', '---:', '---:', '---:']))
for (const r of rows) {
  console.log(
    line([r.name, r.mutants, r.killed, r.survived, `${r.score.toFixed(1)} %`, `${r.seconds} s`]),
  )
}
const total = rows.reduce((sum, r) => ({ k: sum.k + r.killed, s: sum.s + r.survived }), {
  k: 0,
  s: 0,
})
const minutes = ((Date.now() - started) / 60_000).toFixed(1)
console.log(
  `Total: ${((100 * total.k) / Math.max(1, total.k + total.s)).toFixed(1)} % in ${minutes} min`,
)
const below = rows.filter((r) => r.score < 90)
if (below.length) {
  console.log(`Below 90 %: ${below.map((r) => r.name).join(', ')}`)
  process.exitCode = 1
}
