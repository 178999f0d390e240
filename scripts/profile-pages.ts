// `npm run profile:pages`: where a cold page render spends its CPU. Seeds a temporary SQLite
// store (10,000 templates), starts the real server under `node --cpu-prof` for each scenario,
// drives it with page requests nobody asked for before (a new template id, a new list page and
// sort each time: none is ever served from the page cache), stops it, and prints the top
// functions by self and by total time, and the time by package, counting only the samples taken
// while the load ran (start-up, seeding the index and building the matcher are left out).
// Options: --templates=<n> (default 10000), --seconds=<n> (default 8), --connections=<n>
// (default 8), --top=<n> (default 25), --only=detail,listing, --keep (leave the .cpuprofile
// files in the temporary folder printed at the end, e.g. for Chrome DevTools or speedscope),
// --no-profile (only the server's CPU time per page, without the profiler's own cost),
// --builds=dist,/tmp/dist-before (compare builds back to back, each a folder with client/ and
// server/; no profiling) and --rounds=<n> (interleaved rounds, medians of CPU per page).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { median } from './bench-figures'
import {
  autocannon,
  option,
  pageRequests,
  prepareStore,
  textOption,
  startServer,
  stopServer,
} from './bench-support'

const TEMPLATES = option('templates', 10_000)
const SECONDS = option('seconds', 8)
const CONNECTIONS = option('connections', 8)
const TOP = option('top', 25)
const KEEP = process.argv.includes('--keep')
const ROUNDS = option('rounds', 1)
/** Build folders to compare (each with client/ and server/), back to back; dist by default. */
const BUILDS = textOption('builds', 'dist').split(',')
const PROFILE = !process.argv.includes('--no-profile') && BUILDS.length === 1
const ONLY = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number }
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] }
type CpuProfile = {
  nodes: ProfileNode[]
  startTime: number
  endTime: number
  samples: number[]
  timeDeltas: number[]
}

/** CPU time (user + system) a process has used so far, in ms, from /proc/<pid>/stat (Linux). */
function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  // Fields after the command name (which may hold spaces): utime and stime are 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
}
const CLOCK_TICKS = 100

/** Microseconds on the monotonic clock V8's profiler stamps its samples with (Linux). */
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n)

function frameName(frame: CallFrame): string {
  const name = frame.functionName || '(anonymous)'
  if (!frame.url) return name
  const file = frame.url
    .replace(/^file:\/\//, '')
    .replace(`${process.cwd()}/`, '')
    .replace(/^.*node_modules\//, '')
  return `${name} ${file}:${frame.lineNumber + 1}`
}

/** node_modules/<package>, a folder of this project (dist/server, server/db…), or V8's own. */
function packageOf(frame: CallFrame): string {
  const url = frame.url.replace(/^file:\/\//, '')
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (inModules?.[1]) return inModules[1]
  if (url.startsWith('node:')) return 'node (built-in)'
  if (!url) return frame.functionName.startsWith('(') ? frame.functionName : '(native, V8)'
  const relative = path.relative(process.cwd(), url)
  const parts = relative.split(path.sep)
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : (parts[0] ?? relative)
}

/**
 * Self and total shares of every function in the samples taken in [from, to]: self is the time
 * a function was on top of the stack, total the time it was anywhere on it (counted once per
 * sample, so recursion does not double it).
 */
function summarise(profile: CpuProfile, from: number, to: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id)
  const self = new Map<string, number>()
  const total = new Map<string, number>()
  const packages = new Map<string, number>()
  let time = profile.startTime
  let counted = 0
  profile.samples.forEach((id, i) => {
    time += profile.timeDeltas[i] ?? 0
    if (time < from || time > to) return
    const node = byId.get(id)
    if (!node) return
    counted++
    const top = frameName(node.callFrame)
    self.set(top, (self.get(top) ?? 0) + 1)
    const pkg = packageOf(node.callFrame)
    packages.set(pkg, (packages.get(pkg) ?? 0) + 1)
    const seen = new Set<string>()
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = frameName(byId.get(at)?.callFrame ?? node.callFrame)
      if (seen.has(name)) continue
      seen.add(name)
      total.set(name, (total.get(name) ?? 0) + 1)
    }
  })
  const ranked = (map: Map<string, number>) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([name, n]) => `${((100 * n) / Math.max(1, counted)).toFixed(1).padStart(5)} %  ${name}`)
  return { counted, self: ranked(self), total: ranked(total), packages: ranked(packages) }
}

const SORTS = ['ranking', 'hot', 'published_at', 'likes_count']
const sortParam = (n: number) => {
  const sort = SORTS[n % SORTS.length]
  return sort === 'ranking' ? '' : `&sort=${sort}`
}

/** One server on one build, one load of new pages; prints the figures and, profiling, the summary. */
async function measure(
  label: string,
  paths: string[],
  build: string,
  dir: string,
): Promise<number> {
  const server = await startServer(
    {
      ...storeEnv,
      ...(build === 'dist' ? {} : { SERVER_DIR: `${build}/server`, CLIENT_DIR: `${build}/client` }),
    },
    undefined,
    PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [],
  )
  const pid = server.child.pid ?? 0
  let from = 0
  let to = 0
  let perPage = Number.NaN
  try {
    // The first query with words builds the matcher: done before the profiled window.
    await fetch(`${server.url}/v2/store/suggestions?q=cafe`)
    await autocannon({
      url: server.url,
      connections: 2,
      amount: 40,
      requests: pageRequests(paths.slice(0, 20)),
    })
    from = monotonicMicros()
    const cpuBefore = cpuMs(pid)
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: pageRequests(paths.slice(20)),
    })
    to = monotonicMicros()
    perPage = (cpuMs(pid) - cpuBefore) / result.requests.total
    console.log(
      `${label}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, ` +
        `p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx (${CONNECTIONS} connections); ` +
        `server CPU ${perPage.toFixed(1)} ms per page ` +
        `(${result.requests.total} pages${PROFILE ? ', profiling on' : ''})`,
    )
  } finally {
    await stopServer(server.child)
  }
  if (!PROFILE) return perPage
  const file = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile'))
  if (!file) throw new Error(`no profile written in ${dir}`)
  const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as CpuProfile
  const summary = summarise(profile, from, to)
  if (KEEP) fs.writeFileSync(path.join(dir, 'window.json'), JSON.stringify({ from, to, file }))
  console.log(`\n## ${label}: ${summary.counted} samples in the load window`)
  console.log(`\nBy package (self):\n${summary.packages.join('\n')}`)
  console.log(`\nTop functions, self:\n${summary.self.join('\n')}`)
  console.log(`\nTop functions, total:\n${summary.total.join('\n')}\n`)
  return perPage
}

let storeEnv: Record<string, string> = {}

async function main(): Promise<void> {
  const store = await prepareStore({ engine: 'sqlite', templates: TEMPLATES, users: 1 })
  storeEnv = store.serverEnv
  const profileRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'store-profile-'))
  try {
    const db = store.open()
    const ids = (await db.db.selectFrom('templates').select('id').orderBy('id').execute()).map(
      (r) => r.id,
    )
    await db.db.destroy()
    // Pages 2… of /store/all (page 1 and the default sort are redirected to their bare address).
    const pages = Math.ceil(ids.length / 20)
    const scenarios = [
      { name: 'detail', paths: ids.map((id) => `/store/templates/${id}`) },
      {
        name: 'listing',
        // /store/all pages in every order, and the home page in both languages now and then.
        paths: Array.from({ length: pages * SORTS.length }, (_, i) =>
          i % 50 === 0
            ? i % 100 === 0
              ? '/store'
              : '/ja/store'
            : `/store/all?page=${(i % (pages - 1)) + 2}${sortParam(Math.floor(i / (pages - 1)))}`,
        ),
      },
    ].filter((s) => !ONLY || ONLY.includes(s.name))
    // Each run asks for pages the runs before it did not: a window of the paths of its own.
    let run = 0
    const cpuPerPage = new Map<string, number[]>()
    for (let round = 1; round <= ROUNDS; round++) {
      for (const scenario of scenarios) {
        for (const build of BUILDS) {
          const label = `${scenario.name}${BUILDS.length > 1 ? ` ${build}` : ''}`
          const offset = (run++ * 2_000) % scenario.paths.length
          const paths = [...scenario.paths.slice(offset), ...scenario.paths.slice(0, offset)]
          const dir = path.join(profileRoot, `${scenario.name}-${run}`)
          const perPage = await measure(label, paths, build, dir)
          cpuPerPage.set(label, [...(cpuPerPage.get(label) ?? []), perPage])
        }
      }
    }
    if (ROUNDS > 1 || BUILDS.length > 1) {
      console.log('\nServer CPU ms per page, median of the rounds:')
      for (const [label, values] of cpuPerPage) {
        console.log(
          `  ${label}: ${median(values).toFixed(1)} ms (${values.map((v) => v.toFixed(1)).join(', ')})`,
        )
      }
    }
  } finally {
    await store.cleanup()
    if (KEEP) console.log(`profiles kept in ${profileRoot}`)
    else fs.rmSync(profileRoot, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
