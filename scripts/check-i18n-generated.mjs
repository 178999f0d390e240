#!/usr/bin/env node
// Fails when `npm run i18n:generate` would change the committed typesafe-i18n output.
//
// The generator runs on a scratch copy of the config and the output folder, never on the working
// tree: a check that regenerated in place would "fix" the files it just found stale, and the next
// run would pass without anyone having looked at the change.
//
// Usage: node scripts/check-i18n-generated.mjs [--root <project dir>]   (default: this repo)
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const CONFIG_FILE = '.typesafe-i18n.json'
const DEFAULT_OUTPUT_PATH = './src/i18n/'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const generatorCli = join(repoRoot, 'node_modules', 'typesafe-i18n', 'cli', 'typesafe-i18n.mjs')

class CheckFailure extends Error {}

function fail(lines) {
  throw new CheckFailure(['i18n:check failed:', ...lines].join('\n'))
}

function parseRoot(argv) {
  const index = argv.indexOf('--root')
  if (index === -1) return repoRoot
  const value = argv[index + 1]
  if (!value) fail(['--root needs a directory'])
  return resolve(value)
}

function hashFile(path) {
  return createHash('sha256').update(readFileSync(path)).digest('hex')
}

/** Relative path → sha256 of every file under `dir`. */
function hashTree(dir) {
  const hashes = new Map()
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.isFile()) hashes.set(relative(dir, path), hashFile(path))
    }
  }
  walk(dir)
  return hashes
}

function check() {
  const root = parseRoot(process.argv.slice(2))
  const configPath = join(root, CONFIG_FILE)
  if (!existsSync(configPath)) fail([`${configPath} not found`])
  if (!existsSync(generatorCli)) fail([`typesafe-i18n is not installed (${generatorCli} missing)`])

  let config
  try {
    config = JSON.parse(readFileSync(configPath, 'utf8'))
  } catch (error) {
    fail([`${CONFIG_FILE} is not valid JSON: ${error.message}`])
  }
  const outputPath = config.outputPath ?? DEFAULT_OUTPUT_PATH
  const outputDir = resolve(root, outputPath)
  if (!existsSync(outputDir) || !statSync(outputDir).isDirectory()) {
    fail([`output folder ${outputPath} (from ${CONFIG_FILE}) does not exist`])
  }

  const scratch = mkdtempSync(join(tmpdir(), 'i18n-check-'))
  try {
    const scratchOutputDir = resolve(scratch, outputPath)
    cpSync(outputDir, scratchOutputDir, { recursive: true })
    // The generator's own temp folder defaults to node_modules; keep it in the scratch copy too.
    writeFileSync(
      join(scratch, CONFIG_FILE),
      JSON.stringify({ ...config, tempPath: join(scratch, '.typesafe-i18n-temp') }, null, 2),
    )

    const before = hashTree(outputDir)
    const run = spawnSync(process.execPath, [generatorCli, '--no-watch'], {
      cwd: scratch,
      encoding: 'utf8',
    })
    const log = `${run.stdout ?? ''}${run.stderr ?? ''}`
    // The generator exits 0 even when it cannot read a dictionary (it then writes empty types),
    // so its log is the only reliable failure signal.
    if (run.error || run.status !== 0 || /\[typesafe-i18n\] ERROR/.test(log)) {
      fail([
        'the typesafe-i18n generator reported an error:',
        run.error ? String(run.error) : log.trim(),
      ])
    }

    const after = hashTree(scratchOutputDir)
    const stale = []
    for (const [file, hash] of after) {
      const shown = join(outputPath, file).replace(/\\/g, '/')
      if (!before.has(file)) stale.push(`  ${shown} (missing: the generator would create it)`)
      else if (before.get(file) !== hash) stale.push(`  ${shown} (out of date)`)
    }
    if (stale.length > 0) {
      fail([
        'the generated i18n files do not match the dictionaries.',
        ...stale,
        'Run `npm run i18n:generate` and commit the regenerated files.',
      ])
    }
    return `i18n:check ok: ${before.size} files under ${outputPath} match the generator`
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

try {
  console.log(check())
} catch (error) {
  if (!(error instanceof CheckFailure)) throw error
  console.error(error.message)
  process.exitCode = 1
}
