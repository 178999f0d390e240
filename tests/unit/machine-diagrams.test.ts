// The statecharts in docs/machines are drawn from the machines (npm run machines:diagrams): a
// machine that changed without its diagram being drawn again, a new machine without one, or a
// diagram of a machine that is gone fails here.
import { readFileSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { assign, fromPromise, setup } from 'xstate'
import { describe, expect, it } from 'vitest'
import {
  DIAGRAMS_DIR,
  findMachines,
  mermaidOf,
  renderDiagramDocs,
  summaryOf,
  writtenDiagramFiles,
} from '#scripts/machines-diagrams'

const MACHINES_DIR = resolve(import.meta.dirname, '../../machines')

describe('machine diagrams', () => {
  it('docs/machines holds the diagram of every machine as its definition draws it, and nothing else', async () => {
    const expected = await renderDiagramDocs()
    expect(writtenDiagramFiles().sort(), 'run npm run machines:diagrams').toEqual(
      [...expected.keys()].sort(),
    )
    for (const [name, text] of expected) {
      expect(
        readFileSync(join(DIAGRAMS_DIR, name), 'utf8'),
        `${name}: run npm run machines:diagrams`,
      ).toBe(text)
    }
  })

  it('finds every exported …Machine of machines/*.ts', async () => {
    // Read from the source, not from the modules, so a machine the finder cannot see still counts.
    const declared = readdirSync(MACHINES_DIR)
      .filter((name) => name.endsWith('.ts'))
      .flatMap((name) =>
        [
          ...readFileSync(join(MACHINES_DIR, name), 'utf8').matchAll(
            /^export const (\w+Machine)\b/gm,
          ),
        ].map((match) => `machines/${name} ${match[1]}`),
      )
    const found = (await findMachines()).map((machine) => `${machine.file} ${machine.exportName}`)
    expect(declared.length).toBeGreaterThan(5)
    expect(found.sort()).toEqual(declared.sort())
  })

  it('draws states, initial and final states, events, guards, delays, invoked actors and regions', () => {
    const machine = setup({
      actors: { load: fromPromise(async () => 1) },
      guards: { isReady: () => true },
      delays: { pause: 200 },
    }).createMachine({
      id: 'probe',
      type: 'parallel',
      states: {
        work: {
          initial: 'idle',
          on: { 'work.reset': '.idle' },
          states: {
            idle: { on: { 'work.start': { guard: 'isReady', target: 'loading' } } },
            loading: {
              invoke: { src: 'load', onDone: 'waiting', onError: 'idle' },
            },
            waiting: {
              after: { pause: 'done', 1000: 'idle' },
              always: { guard: 'isReady', target: 'done' },
            },
            done: { type: 'final' },
          },
        },
        counter: {
          on: { 'count.add': { actions: assign({}) } },
        },
      },
    })
    const chart = mermaidOf(machine)
    const lines = chart.split('\n').map((line) => line.trim())
    expect(lines[0]).toBe('stateDiagram-v2')
    expect(lines).toContain('[*] --> probe')
    expect(lines).toContain('[*] --> probe_work_idle')
    expect(lines).toContain('probe_work_idle --> probe_work_loading: work.start [isReady]')
    expect(lines).toContain('probe_work_loading : invokes load')
    expect(lines).toContain('probe_work_loading --> probe_work_waiting: load done')
    expect(lines).toContain('probe_work_loading --> probe_work_idle: load failed')
    expect(lines).toContain('probe_work_waiting --> probe_work_done: after pause')
    expect(lines).toContain('probe_work_waiting --> probe_work_idle: after 1000 ms')
    expect(lines).toContain('probe_work_waiting --> probe_work_done: always [isReady]')
    expect(lines).toContain('probe_work_done --> [*]')
    // A transition the compound state declares holds in each of its states.
    expect(lines).toContain('state "any work state" as probe_work__any')
    expect(lines).toContain('probe_work__any --> probe_work_idle: work.reset')
    // A targetless transition stays where it is; a region of its own is split off by `--`.
    expect(lines).toContain('probe_counter --> probe_counter: count.add')
    expect(lines.filter((line) => line === '--').length).toBeGreaterThanOrEqual(1)
    expect(lines.indexOf('--')).toBeGreaterThan(lines.indexOf('state "work" as probe_work'))
    expect(lines.indexOf('--')).toBeLessThan(lines.indexOf('state "counter" as probe_counter'))
  })

  it("summarises a machine by its file's first sentence", () => {
    const source = [
      '// Spec §4 like toggle: signed out → the modal, e.g. the login one; signed in → saved.',
      '// A failure puts both back.',
      "import { setup } from 'xstate'",
    ].join('\n')
    expect(summaryOf(source)).toBe(
      'Spec §4 like toggle: signed out → the modal, e.g. the login one; signed in → saved.',
    )
  })
})
