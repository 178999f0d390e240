// `npm run machines:diagrams`: each machine's statechart as a Mermaid state diagram in
// docs/machines/, drawn from the machine definition itself (its states, initial states,
// transitions with their events and guards, delays, invoked actors, parallel regions and final
// states), so the picture cannot drift from the code: tests/unit/machine-diagrams.test.ts
// regenerates them in memory and fails when a file differs, is missing or names a machine that is
// gone. Machines are found by listing machines/*.ts and their exported `…Machine` values, so a new
// machine needs no change here.
import { readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { format, resolveConfig } from 'prettier'
import type { AnyStateMachine, AnyStateNode } from 'xstate'

const ROOT = resolve(import.meta.dirname, '..')
const MACHINES_DIR = join(ROOT, 'machines')
export const DIAGRAMS_DIR = join(ROOT, 'docs', 'machines')
const INDEX_FILE = 'README.md'

type ChartNode = AnyStateNode
type Chart = AnyStateMachine

export type FoundMachine = {
  /** `likeMachine` */
  exportName: string
  /** `machines/like.ts` */
  file: string
  /** docs/machines/<name>.md */
  name: string
  /** The first sentence of the file's opening comment. */
  summary: string
  machine: Chart
}

function isChart(value: unknown): value is Chart {
  return (
    typeof value === 'object' &&
    value !== null &&
    'root' in value &&
    'config' in value &&
    typeof (value as { transition?: unknown }).transition === 'function'
  )
}

/** The opening `//` comment of a source file, up to its first full stop. */
export function summaryOf(source: string): string {
  const comment: string[] = []
  for (const line of source.split('\n')) {
    const match = /^\/\/\s?(.*)$/.exec(line)
    if (!match) break
    comment.push(match[1] ?? '')
  }
  const text = comment.join(' ').replace(/\s+/g, ' ').trim()
  // A full stop ends the sentence when a capital or the end follows (not "e.g. a" or "2.5").
  const end = /[.!?](?=\s+[A-Z]|$)/.exec(text)
  return end ? text.slice(0, end.index + 1) : text
}

/** Every exported `…Machine` of machines/*.ts, in file and export order. */
export async function findMachines(): Promise<FoundMachine[]> {
  const files = readdirSync(MACHINES_DIR)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts') && !name.includes('.test.'))
    .sort()
  const found: FoundMachine[] = []
  for (const fileName of files) {
    const path = join(MACHINES_DIR, fileName)
    const module = (await import(pathToFileURL(path).href)) as Record<string, unknown>
    const machines = Object.entries(module).filter(
      (entry): entry is [string, Chart] => /Machine$/.test(entry[0]) && isChart(entry[1]),
    )
    const stem = basename(fileName, '.ts')
    for (const [exportName, machine] of machines) {
      found.push({
        exportName,
        file: `machines/${fileName}`,
        // One machine per file is the rule; a second one gets its own page beside it.
        name: machines.length === 1 ? stem : `${stem}-${kebab(exportName.replace(/Machine$/, ''))}`,
        summary: summaryOf(readFileSync(path, 'utf8')),
        machine,
      })
    }
  }
  return found
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
}

/** A Mermaid id for a state: its XState id with everything but letters, digits and _ replaced. */
function nodeId(node: ChartNode): string {
  return node.id.replace(/[^A-Za-z0-9_]/g, '_')
}

/** The node that stands for "in any state of" a compound state, for the transitions it declares. */
function anyId(node: ChartNode): string {
  return `${nodeId(node)}__any`
}

function guardName(guard: unknown): string | undefined {
  if (guard === undefined) return undefined
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') {
    // xstate's and()/or()/not() are functions that carry the guards they combine.
    const inner = (guard as { guards?: unknown[] }).guards
    const name = guard.name || 'inline'
    return inner ? `${name}(${inner.map((g) => guardName(g) ?? '?').join(', ')})` : name
  }
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    return String((guard as { type: unknown }).type)
  }
  return 'inline'
}

/** An invoked actor by its logic's name (an invoke without an id gets a generated one). */
function invokedName(node: ChartNode, invokeId: string): string {
  const invoked = node.invoke.find((candidate) => candidate.id === invokeId)
  return typeof invoked?.src === 'string' ? invoked.src : invokeId
}

/** What starts a transition, in words: the event, or the delay, or the invoked actor's end. */
function triggerOf(node: ChartNode, eventType: string): string {
  const delayed = node.after.find((after) => after.eventType === eventType)
  if (delayed) {
    if (typeof delayed.delay === 'number') return `after ${delayed.delay} ms`
    // A named delay (setup's `delays`), or one worked out from the context when the state starts.
    return typeof delayed.delay === 'string' ? `after ${delayed.delay}` : 'after a computed delay'
  }
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType)
  if (done) return `${invokedName(node, done[1] ?? '')} done`
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType)
  if (error) return `${invokedName(node, error[1] ?? '')} failed`
  if (eventType.startsWith('xstate.done.state.')) return 'done'
  return eventType
}

/** Mermaid reads `:`, `;` and `#` in a label as syntax. */
function label(text: string): string {
  return text.replace(/[:;#]/g, ' ').replace(/\s+/g, ' ').trim()
}

function transitionLines(node: ChartNode, indent: string): string[] {
  const lines: string[] = []
  const source = node.type === 'atomic' || node.type === 'final' ? nodeId(node) : anyId(node)
  const edges = [
    ...[...node.transitions].flatMap(([eventType, transitions]) =>
      transitions.map((transition) => ({ trigger: triggerOf(node, eventType), transition })),
    ),
    ...(node.always ?? []).map((transition) => ({ trigger: 'always', transition })),
  ]
  for (const { trigger, transition } of edges) {
    const guard = guardName(transition.guard)
    const text = label(guard ? `${trigger} [${guard}]` : trigger)
    // A transition without a target stays in the state (it runs its actions or blocks the event).
    const targets = transition.target?.length ? transition.target.map(nodeId) : [source]
    for (const target of targets) lines.push(`${indent}${source} --> ${target}: ${text}`)
  }
  return lines
}

function hasOwnTransitions(node: ChartNode): boolean {
  return node.transitions.size > 0 || (node.always?.length ?? 0) > 0
}

function stateLines(node: ChartNode, indent: string): string[] {
  const id = nodeId(node)
  const lines = [`${indent}state "${label(node.key)}" as ${id}`]
  for (const invoked of node.invoke) {
    lines.push(`${indent}${id} : invokes ${label(invokedName(node, invoked.id))}`)
  }
  if (node.type === 'atomic' || node.type === 'final' || node.type === 'history') {
    return [...lines, ...transitionLines(node, indent)]
  }
  return [...lines, `${indent}state ${id} {`, ...childLines(node, `${indent}  `), `${indent}}`]
}

/** The inside of a compound or parallel state: initial arrow, children, regions, final arrows. */
function childLines(node: ChartNode, indent: string): string[] {
  const children = Object.values(node.states)
  const lines: string[] = []
  if (node.type === 'parallel') {
    children.forEach((region, index) => {
      if (index > 0) lines.push(`${indent}--`)
      lines.push(...stateLines(region, indent))
    })
  } else {
    for (const target of node.initial?.target ?? [])
      lines.push(`${indent}[*] --> ${nodeId(target)}`)
    for (const child of children) lines.push(...stateLines(child, indent))
    for (const child of children) {
      if (child.type === 'final') lines.push(`${indent}${nodeId(child)} --> [*]`)
    }
  }
  if (hasOwnTransitions(node)) {
    if (node.type === 'parallel') lines.push(`${indent}--`)
    lines.push(`${indent}state "any ${label(node.key)} state" as ${anyId(node)}`)
    lines.push(...transitionLines(node, indent))
  }
  return lines
}

/** The machine as a Mermaid `stateDiagram-v2`: the machine is the outermost state. */
export function mermaidOf(machine: Chart): string {
  return ['stateDiagram-v2', '  [*] --> ' + nodeId(machine.root), ...stateLines(machine.root, '  ')]
    .join('\n')
    .concat('\n')
}

const GENERATED_NOTE =
  'Generated by `npm run machines:diagrams` from the machine definition: change the machine, then run it again. A box labelled "any … state" stands for every state inside it, for the transitions the enclosing state declares. A transition that stays in its state (no target) is drawn back to itself.'

function pageOf(found: FoundMachine): string {
  return [
    `# ${found.machine.id}`,
    '',
    `\`${found.exportName}\` in [${found.file}](../../${found.file}). ${found.summary}`.trim(),
    '',
    '```mermaid',
    mermaidOf(found.machine).trimEnd(),
    '```',
    '',
    GENERATED_NOTE,
    '',
  ].join('\n')
}

function indexOf(machines: readonly FoundMachine[]): string {
  return [
    '# Machines',
    '',
    `The statechart of each machine in machines/. ${GENERATED_NOTE}`,
    '',
    ...machines.map(
      (found) =>
        `- [${found.machine.id}](${found.name}.md) (\`${found.exportName}\`): ${found.summary}`,
    ),
    '',
  ].join('\n')
}

/** Every file docs/machines should hold, by file name, in the repository's Prettier style. */
export async function renderDiagramDocs(): Promise<Map<string, string>> {
  const machines = await findMachines()
  const options = { ...(await resolveConfig(join(DIAGRAMS_DIR, INDEX_FILE))), parser: 'markdown' }
  const files = new Map<string, string>()
  for (const found of machines) files.set(`${found.name}.md`, await format(pageOf(found), options))
  files.set(INDEX_FILE, await format(indexOf(machines), options))
  return files
}

/** The markdown files in docs/machines now. */
export function writtenDiagramFiles(): string[] {
  try {
    return readdirSync(DIAGRAMS_DIR).filter((name) => name.endsWith('.md'))
  } catch {
    return []
  }
}

async function main(): Promise<void> {
  const files = await renderDiagramDocs()
  mkdirSync(DIAGRAMS_DIR, { recursive: true })
  // A machine that is gone takes its page with it.
  for (const name of writtenDiagramFiles()) {
    if (!files.has(name)) rmSync(join(DIAGRAMS_DIR, name))
  }
  for (const [name, text] of files) writeFileSync(join(DIAGRAMS_DIR, name), text)
  console.log(`docs/machines: ${files.size - 1} machine diagrams and the index`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main()
}
