import { createActor, fromPromise } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { likeMachine, nextCount, type LikeInput } from '#machines/like'

function start(input: LikeInput, setLike: (i?: unknown) => Promise<unknown>) {
  const spies = {
    openLoginModal: vi.fn(),
    refreshList: vi.fn(),
    refetchAnswersInFlight: vi.fn(),
    logError: vi.fn(),
    setLike: vi.fn(setLike),
  }
  const actor = createActor(
    likeMachine.provide({
      actors: { setLike: fromPromise(({ input: i }) => spies.setLike(i)) },
      actions: {
        openLoginModal: (_, p) => spies.openLoginModal(p),
        refreshList: () => spies.refreshList(),
        refetchAnswersInFlight: () => spies.refetchAnswersInFlight(),
        logError: (_, p) => spies.logError(p.error),
      },
    }),
    { input },
  ).start()
  return { actor, spies }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('like machine', () => {
  it('counts up, or down but never below 0', () => {
    expect(nextCount(0, true)).toBe(1)
    expect(nextCount(3, false)).toBe(2)
    expect(nextCount(0, false)).toBe(0)
  })

  it('signed out: opens the modal in mode like and changes nothing', () => {
    const { actor, spies } = start(
      { templateId: 't1', liked: false, countLikes: 2 },
      async () => ({}),
    )
    actor.send({ type: 'like.toggle', session: 'signedOut' })
    expect(spies.openLoginModal).toHaveBeenCalledWith({ mode: 'like' })
    expect(spies.setLike).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context).toMatchObject({ liked: false, countLikes: 2 })
  })

  it('without templateId the like is ignored, signed in or not', () => {
    const { actor, spies } = start(
      { templateId: undefined, liked: false, countLikes: 2 },
      async () => ({}),
    )
    actor.send({ type: 'like.toggle', session: 'signedIn' })
    actor.send({ type: 'like.toggle', session: 'signedOut' })
    expect(spies.openLoginModal).not.toHaveBeenCalled()
    expect(spies.setLike).not.toHaveBeenCalled()
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('signed in: flips at once, calls the server, refreshes the lists ordered by likes after', async () => {
    const { actor, spies } = start({ templateId: 't1', liked: false, countLikes: 2 }, async () => ({
      templateId: 't1',
      liked: true,
      countLikes: 3,
    }))
    actor.send({ type: 'like.toggle', session: 'signedIn' })
    expect(actor.getSnapshot().context).toMatchObject({ liked: true, countLikes: 3 })
    expect(spies.setLike).toHaveBeenCalledWith({ templateId: 't1', liked: true })
    expect(spies.refreshList).not.toHaveBeenCalled()
    expect(spies.refetchAnswersInFlight).not.toHaveBeenCalled()
    await settle()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(spies.refreshList).toHaveBeenCalledTimes(1)
    // Answers asked before the server had the like are asked again once it has it.
    expect(spies.refetchAnswersInFlight).toHaveBeenCalledTimes(1)
  })

  it('failure restores flag and count, logs, and does not refresh', async () => {
    const error = new Error('boom')
    const { actor, spies } = start({ templateId: 't1', liked: true, countLikes: 0 }, async () => {
      throw error
    })
    actor.send({ type: 'like.toggle', session: 'signedIn' })
    expect(actor.getSnapshot().context).toMatchObject({ liked: false, countLikes: 0 })
    await settle()
    expect(actor.getSnapshot().context).toMatchObject({
      liked: true,
      countLikes: 0,
      previous: null,
    })
    expect(spies.logError).toHaveBeenCalledWith(error)
    expect(spies.refreshList).not.toHaveBeenCalled()
    expect(spies.refetchAnswersInFlight).not.toHaveBeenCalled()
  })

  it('a failure is kept for the view to tell the person, until their next click', async () => {
    let fail = true
    const { actor } = start({ templateId: 't1', liked: false, countLikes: 4 }, async () => {
      if (fail) throw new Error('boom')
      return {}
    })
    expect(actor.getSnapshot().context.saveFailed).toBe(false)
    actor.send({ type: 'like.toggle', session: 'signedIn' })
    await settle()
    expect(actor.getSnapshot().context).toMatchObject({
      liked: false,
      countLikes: 4,
      saveFailed: true,
    })
    fail = false
    actor.send({ type: 'like.toggle', session: 'signedIn' })
    expect(actor.getSnapshot().context.saveFailed).toBe(false)
    await settle()
    expect(actor.getSnapshot().context).toMatchObject({
      liked: true,
      countLikes: 5,
      saveFailed: false,
    })
  })
})
