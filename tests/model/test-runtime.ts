import { createActor } from 'xstate'
import type { Account } from '#catalogue/api-contract'
import { buildMachine } from '#machines/build'
import { layoutMachine } from '#machines/layout'
import { likeIntentMachine } from '#machines/like-intent'
import { localeMachine } from '#machines/locale'
import { sessionMachine } from '#machines/session'
import {
  createLikeRegistry,
  type InspectFn,
  type StoreActors,
  type StoreRuntime,
} from '#src/hooks/actors/create-store-actors'
import type { StoreIo } from '#src/hooks/actors/store-io'

export const DEMO_ACCOUNT: Account = {
  id: 'acc-1',
  email: 'demo@example.com',
  language: 'en',
  templateDesignerStatus: 'NONE',
  plan: 'free',
  myBilling: { country: null },
  displayName: null,
  emailConfirmed: true,
  redesignerLinked: false,
}

/** A session actor already settled, for views whose subject is another machine. */
export function settledSession(signedIn: boolean) {
  const snapshot = sessionMachine.resolveState(
    signedIn
      ? { value: 'signedIn', context: { oneTimeToken: null, token: 'tok', account: DEMO_ACCOUNT } }
      : { value: 'signedOut', context: { oneTimeToken: null, token: null, account: null } },
  )
  return createActor(sessionMachine, { snapshot }).start()
}

export function createTestRuntime(
  io: StoreIo,
  inspect: InspectFn | undefined,
  actors: Partial<StoreActors> = {},
): StoreRuntime {
  const all: StoreActors = {
    session: actors.session ?? settledSession(true),
    layout: actors.layout ?? createActor(layoutMachine).start(),
    locale: actors.locale ?? createActor(localeMachine).start(),
    build:
      actors.build ??
      createActor(buildMachine, {
        input: { build: { id: 'b1', timestamp: 1 }, lastReloadAt: null },
      }),
    likeIntent:
      actors.likeIntent ??
      createActor(likeIntentMachine, {
        input: { stored: null, returning: false, now: 0 },
      }).start(),
  }
  return { io, inspect, actors: all, likes: createLikeRegistry(io, all, inspect) }
}
