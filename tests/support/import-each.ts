// Child-process half of tests/unit/node-import.test.ts: imports each module named on the command
// line, one after another, in plain Node, and prints one JSON line per module that throws.
import { pathToFileURL } from 'node:url'
import { resolve } from 'node:path'

const browserGlobals = ['window', 'document']
const present = browserGlobals.filter((name) => name in globalThis)
if (present.length) {
  console.log(JSON.stringify({ setupError: `browser globals are defined: ${present.join(', ')}` }))
  process.exit(1)
}

const failures: Array<{ module: string; error: string }> = []
for (const file of process.argv.slice(2)) {
  try {
    await import(pathToFileURL(resolve(file)).href)
  } catch (error) {
    failures.push({
      module: file,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    })
  }
}
console.log(JSON.stringify({ imported: process.argv.length - 2, failures }))
