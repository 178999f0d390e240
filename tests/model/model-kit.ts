// Shared machinery for the model-based tests.
//
// xstate/graph's createTestModel refuses machines with `invoke` or `after`. Our machines keep
// their I/O as invoked actors and delays, so the graph is built from a *twin*: the same config
// in which every `invoke` becomes explicit `xstate.done.actor.<id>` / `xstate.error.actor.<id>`
// transitions and every `after` becomes an `xstate.after.<delay>.<stateId>` transition. Those are
// exactly the event types the product machine itself uses for them, so the twin has the same
// state nodes and the same transitions (checked by `structureOf` in every meta-test). A path
// step "xstate.done.actor.x" is executed by settling the fake I/O; "xstate.after.d.s" by moving
// fake timers. The real machine runs inside the rendered component; each step compares its
// snapshot with the model's.
import {
  createMachine,
  getInitialSnapshot,
  getNextSnapshot,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type InspectionEvent,
} from 'xstate'
import { createTestModel, getStateNodes, type TestModel } from 'xstate/graph'
import type { TaskMeta } from 'vitest'

type StateConfig = {
  id?: string
  on?: Record<string, unknown>
  invoke?: InvokeConfig | InvokeConfig[]
  after?: Record<string, unknown>
  states?: Record<string, StateConfig>
  [key: string]: unknown
}
type InvokeConfig = { id?: string; onDone?: unknown; onError?: unknown; onSnapshot?: unknown }

function toGraphConfig(config: StateConfig, stateId: string): StateConfig {
  const { invoke, after, states, on, ...rest } = config
  const nextOn: Record<string, unknown> = { ...on }
  for (const inv of invoke === undefined ? [] : Array.isArray(invoke) ? invoke : [invoke]) {
    if (!inv.id) throw new Error(`invoke in ${stateId} needs an explicit id for the test model`)
    if (inv.onDone) nextOn[`xstate.done.actor.${inv.id}`] = inv.onDone
    if (inv.onError) nextOn[`xstate.error.actor.${inv.id}`] = inv.onError
    if (inv.onSnapshot) nextOn[`xstate.snapshot.${inv.id}`] = inv.onSnapshot
  }
  for (const [delay, transition] of Object.entries(after ?? {})) {
    nextOn[`xstate.after.${delay}.${stateId}`] = transition
  }
  const out: StateConfig = { ...rest, on: nextOn }
  if (states) {
    out.states = Object.fromEntries(
      Object.entries(states).map(([key, child]) => [
        key,
        toGraphConfig(child, child.id ?? `${stateId}.${key}`),
      ]),
    )
  }
  return out
}

/** The product machine with invoke/after turned into the explicit transitions they stand for. */
export function graphTwin<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  const config = machine.config as unknown as StateConfig
  const twinConfig = toGraphConfig(config, machine.id)
  return (createMachine as unknown as (c: unknown, i: unknown) => TMachine)(
    twinConfig,
    machine.implementations,
  )
}

function allNodes(machine: AnyStateMachine): AnyStateNode[] {
  return [machine.root, ...getStateNodes(machine.root)]
}

function guardName(guard: unknown): string {
  if (guard === undefined) return ''
  if (typeof guard === 'string') return guard
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String(guard.type)
  if (typeof guard === 'function') return guard.name || 'inline'
  return 'guard'
}

type TransitionDef =
  AnyStateNode['transitions'] extends Map<string, infer T>
    ? T extends Array<infer D>
      ? D
      : never
    : never

function transitionKey(t: TransitionDef): string {
  const list = t.source.transitions.get(t.eventType) ?? []
  return `${t.source.id} ${t.eventType}#${list.indexOf(t)}`
}

function describeTransition(t: TransitionDef): string {
  const targets = t.target ? t.target.map((n: AnyStateNode) => n.id).join(',') : '(stay)'
  const guard = guardName(t.guard)
  return `${transitionKey(t)}${guard ? ` [${guard}]` : ''} → ${targets}${t.reenter ? ' (reenter)' : ''}`
}

/** Every state node and every transition of a machine, as comparable text. */
export function structureOf(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
  const nodes = allNodes(machine)
  return {
    states: nodes.map((n) => `${n.id} (${n.type})`).sort(),
    transitions: nodes
      .flatMap((n) => [...n.transitions.values()].flat().map(describeTransition))
      .sort(),
  }
}

export type ModelCoverage = {
  machine: string
  states: { total: number; covered: number; missing: string[] }
  transitions: { total: number; covered: number; missing: string[] }
  paths: number
}

declare module 'vitest' {
  interface TaskMeta {
    modelCoverage?: ModelCoverage
  }
}

/**
 * Records which state nodes were asserted on and which transitions were executed against the
 * real machine in the rendered view.
 */
export function createCoverage(machine: AnyStateMachine) {
  const stateIds = allNodes(machine)
    .filter((n) => n !== machine.root)
    .map((n) => n.id)
  const transitionKeys = allNodes(machine).flatMap((n) =>
    [...n.transitions.values()].flat().map(transitionKey),
  )
  const assertedStates = new Set<string>()
  const takenTransitions = new Set<string>()
  let paths = 0
  return {
    /** Call from a state assertion once the view has been checked for this snapshot. */
    stateAsserted(snapshot: AnyMachineSnapshot) {
      for (const node of snapshot._nodes) assertedStates.add(node.id)
    },
    /** Call from an event executor once the event has been carried out in the view. */
    transitionTaken(twin: AnyStateMachine, from: AnyMachineSnapshot, event: AnyEventObject) {
      // An event whose guards all refuse selects nothing: the step then checks nothing changed.
      const selected = twin.getTransitionData(from as never, event as never) as TransitionDef[]
      for (const t of selected) takenTransitions.add(transitionKey(t))
      return selected.length
    },
    pathDone() {
      paths += 1
    },
    report(): ModelCoverage {
      const missingStates = stateIds.filter((id) => !assertedStates.has(id))
      const missingTransitions = transitionKeys.filter((k) => !takenTransitions.has(k))
      return {
        machine: machine.id,
        states: {
          total: stateIds.length,
          covered: stateIds.length - missingStates.length,
          missing: missingStates,
        },
        transitions: {
          total: transitionKeys.length,
          covered: transitionKeys.length - missingTransitions.length,
          missing: missingTransitions,
        },
        paths,
      }
    },
  }
}

/**
 * Vertices carry the event that led to them and the state it came from, so a transition that
 * returns to the same snapshot (an ignored like, a modal opened by an action) still gets a path.
 */
export function serializeTransition(
  _state: AnyMachineSnapshot,
  event: AnyEventObject | undefined,
  previous?: AnyMachineSnapshot,
): string {
  if (!event) return ''
  return ` via ${JSON.stringify(event)} from ${JSON.stringify(previous?.value ?? null)}`
}

export function testModelFor(
  twin: AnyStateMachine,
  events: (s: AnyMachineSnapshot) => AnyEventObject[],
) {
  const options = { events: events as never, serializeTransition: serializeTransition as never }
  try {
    return createTestModel(twin, options)
  } catch (error) {
    // A machine that cannot be modelled (e.g. an `invoke` without its id, so the twin keeps it)
    // fails where the paths are asked for, inside a test: a file that fails to load has no tests,
    // and StrykerJS counts a mutant that breaks it as survived.
    return new Proxy({} as ReturnType<typeof createTestModel<typeof twin>>, {
      get() {
        throw error
      },
    })
  }
}

/**
 * A path the spec asks for, step by step, beside the generated ones: the shortest paths reach
 * each state once, so a machine that counts or remembers wrongly can still pass them all (a
 * second wait that is as long as the first is a state already seen). The steps run through the
 * same executors and state checks as the generated paths, whose expectations come from the spec.
 */
export function specPath<TModel extends TestModel<AnyMachineSnapshot, AnyEventObject, unknown>>(
  model: TModel,
  twin: AnyStateMachine,
  description: string,
  events: readonly AnyEventObject[],
  input?: unknown,
) {
  let state = getInitialSnapshot(twin, input) as AnyMachineSnapshot
  const steps = [{ state, event: { type: 'xstate.init' } as AnyEventObject }]
  for (const event of events) {
    state = getNextSnapshot(twin, state, event) as AnyMachineSnapshot
    steps.push({ state, event })
  }
  const path = { state, steps, weight: steps.length }
  return {
    ...path,
    ...(input === undefined ? {} : { input }),
    description: `Spec: ${description}`,
    test: (params: Parameters<TModel['testPath']>[1]) => model.testPath(path, params),
  }
}

/** Atomic state ids, which every model's `states` assertions must cover. */
export function atomicStateIds(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((n) => n.type === 'atomic' || n.type === 'final')
    .map((n) => `#${n.id}`)
}

/** All event types the machine reacts to anywhere. */
export function eventTypes(machine: AnyStateMachine): string[] {
  return [...new Set(allNodes(machine).flatMap((n) => [...n.transitions.keys()]))].sort()
}

/** Collects the actors a rendered view starts, through the same `inspect` hook the app uses. */
export function createActorSpy() {
  const actors: AnyActorRef[] = []
  const inspect = (event: InspectionEvent) => {
    const actor = event.actorRef as AnyActorRef
    if (event.type === '@xstate.actor' && !actors.includes(actor)) actors.push(actor)
  }
  /** The view's running actor of this machine, if it has started one. */
  function running(machineId: string): AnyActorRef | undefined {
    const found = actors.filter(
      (a) =>
        (a as AnyActorRef & { logic?: { id?: string } }).logic?.id === machineId &&
        a.getSnapshot().status !== 'stopped',
    )
    return found.at(-1)
  }
  function find(machineId: string): AnyActorRef {
    const actor = running(machineId)
    if (!actor) throw new Error(`No running ${machineId} actor was started by the view`)
    return actor
  }
  return { inspect, find, running, reset: () => actors.splice(0) }
}

/** The real actor must be where the model says: same state value and same context. */
export function expectSameSnapshot(real: AnyActorRef, model: AnyMachineSnapshot) {
  const snapshot = real.getSnapshot() as AnyMachineSnapshot
  const same =
    JSON.stringify(snapshot.value) === JSON.stringify(model.value) &&
    JSON.stringify(snapshot.context) === JSON.stringify(model.context)
  if (!same) {
    throw new Error(
      `The machine in the view is at ${JSON.stringify({ value: snapshot.value, context: snapshot.context })}, ` +
        `the model expected ${JSON.stringify({ value: model.value, context: model.context })}`,
    )
  }
}

export function recordCoverage(meta: TaskMeta, coverage: ModelCoverage) {
  meta.modelCoverage = coverage
}

export type Deferred<T> = {
  promise: Promise<T>
  resolve(value: T): void
  reject(error: unknown): void
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** One generated step as an event executor sees it. */
export type ModelStep = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  event: AnyEventObject & Record<string, any>
  state: AnyMachineSnapshot
}

/** Gives event executors their parameter type; createTestModel's own typing is per machine. */
export type Executors = Record<string, (step: ModelStep) => unknown>

export function executors(map: Executors): Executors {
  return map
}

/** Transition keys a generated path takes, replayed through the twin. */
export function transitionsOf(
  twin: AnyStateMachine,
  path: { steps: Array<{ state: AnyMachineSnapshot; event: AnyEventObject }> },
): Set<string> {
  const keys = new Set<string>()
  for (let i = 1; i < path.steps.length; i++) {
    const from = path.steps[i - 1]?.state
    const step = path.steps[i]
    if (!from || !step) continue
    const selected = twin.getTransitionData(from as never, step.event as never) as TransitionDef[]
    for (const t of selected) keys.add(transitionKey(t))
  }
  return keys
}

/**
 * A few paths that together take every transition the full set takes (greedy set cover), for
 * runs where each path is expensive (a real browser against the real server).
 */
export function coveringPaths<
  P extends { steps: Array<{ state: AnyMachineSnapshot; event: AnyEventObject }> },
>(twin: AnyStateMachine, paths: readonly P[]): P[] {
  const candidates = paths.map((path) => ({ path, keys: transitionsOf(twin, path) }))
  const uncovered = new Set(candidates.flatMap((c) => [...c.keys]))
  const chosen: P[] = []
  while (uncovered.size) {
    let best = candidates[0]
    let bestGain = -1
    for (const c of candidates) {
      const gain = [...c.keys].filter((k) => uncovered.has(k)).length
      if (
        gain > bestGain ||
        (gain === bestGain && best && c.path.steps.length < best.path.steps.length)
      ) {
        best = c
        bestGain = gain
      }
    }
    if (!best || bestGain <= 0) break
    chosen.push(best.path)
    for (const k of best.keys) uncovered.delete(k)
  }
  return chosen
}
