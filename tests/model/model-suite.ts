// The vitest side of every model file: the twin and coverage of one machine, one test per generated
// path, and the closing meta-test. Apart from model-kit so that the Playwright model paths can
// import model-kit without loading vitest.
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { expect, it } from 'vitest'
import {
  atomicStateIds,
  createCoverage,
  eventTypes,
  graphTwin,
  recordCoverage,
  structureOf,
} from './model-kit'

// A model that cannot be built or explored fails a test rather than the file's collection: a file
// that fails to load has no tests, and StrykerJS counts a mutant that breaks it as survived.
function failsAtCollection(what: string, error: unknown) {
  it(what, () => {
    throw error
  })
}

function twinOf<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  try {
    return graphTwin(machine)
  } catch (error) {
    failsAtCollection(`builds the model of the ${machine.id} machine`, error)
    return machine
  }
}

export function modelSuite<TMachine extends AnyStateMachine>(machine: TMachine) {
  const twin = twinOf(machine)
  const coverage = createCoverage(machine)
  // The snapshot the running path last asserted: where its next event starts from.
  let lastAsserted: AnyMachineSnapshot | undefined
  return {
    twin,
    /** The state the running path last asserted; undefined before its first assertion. */
    get lastAsserted() {
      return lastAsserted
    },
    /** Call from a state assertion once the view has been checked for this snapshot. */
    stateAsserted(snapshot: AnyMachineSnapshot) {
      coverage.stateAsserted(snapshot)
      lastAsserted = snapshot
    },
    /**
     * Call from an event executor: records the transitions the event takes from the last asserted
     * state and returns how many (0 at a path's start, or when every guard refuses).
     */
    eventTaken(event: AnyEventObject) {
      return lastAsserted ? coverage.transitionTaken(twin, lastAsserted, event) : 0
    },
    /** One test per generated path; a path counts for the coverage table once it ran through. */
    itRunsEachPath<P extends { description: string }>(
      generate: () => Iterable<P>,
      run: (path: P) => Promise<void>,
    ) {
      let paths: Iterable<P> = []
      try {
        paths = generate()
      } catch (error) {
        failsAtCollection(`generates the paths of the ${machine.id} machine`, error)
      }
      for (const path of paths) {
        it(path.description, async () => {
          lastAsserted = undefined
          await run(path)
          coverage.pathDone()
        })
      }
    },
    /**
     * The twin has the machine's exact structure and the paths asserted every state and took every
     * transition. The caller lists the atomic state ids and event types literally, so a state or
     * event added to the machine fails here until the model covers it.
     */
    itCoversEveryStateAndTransition({
      atomicStates,
      events,
    }: {
      atomicStates: readonly string[]
      events: readonly string[]
    }) {
      it(`model covers every state and transition of the ${machine.id} machine`, ({ task }) => {
        expect(structureOf(twin)).toEqual(structureOf(machine))
        const report = coverage.report()
        recordCoverage(task.meta, report)
        expect(report.states.missing).toEqual([])
        expect(report.transitions.missing).toEqual([])
        expect(atomicStateIds(machine).sort()).toEqual([...atomicStates].sort())
        expect(eventTypes(machine)).toEqual([...events].sort())
      })
    },
  }
}
