// The store system's own rules (machines/store.ts): the events between its children. Each test
// drives the system as the app does (the session's start, a view's events) with a fake StoreIo and
// asserts what reaches the outside world, so a rule that stops travelling fails here.
import type { InspectionEvent } from 'xstate'
import { describe, expect, it } from 'vitest'
import { sessionMachine } from '#machines/session'
import { likeSystemId, searchSystemId, sessionStatusOf } from '#machines/store'
import {
  createStoreRuntime,
  startSession,
  stopStoreRuntime,
  type StoreRuntime,
} from '#src/hooks/actors/create-store-actors'
import { checkoutLogicOf } from '#src/hooks/actors/checkout-logic'
import { listingLogicOf } from '#src/hooks/actors/listing-logic'
import { searchLogicOf } from '#src/hooks/actors/search-logic'
import { createFakeIo, FAKE_NOW, type FakeIo } from './fake-io'
import { createTestRuntime, DEMO_ACCOUNT, setSession } from './test-runtime'

/** Events between actors, as the Stately inspector lists them: `from → to: type`. */
function eventLog() {
  const lines: string[] = []
  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.event') return
    const type = event.event.type
    // The system's own bookkeeping: starts and promise results, not the rules between actors.
    if (type === 'xstate.init' || type.startsWith('xstate.done.actor.')) return
    if (type === 'xstate.promise.resolve') return
    const name = (ref: unknown) => (ref as { id?: string } | undefined)?.id ?? 'outside'
    lines.push(`${name(event.sourceRef)} → ${name(event.actorRef)}: ${type}`)
  }
  return { lines, inspect }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A page's child comes with the page: the logic a detail or list page hands the root. */
const checkoutLogic = (runtime: StoreRuntime) => checkoutLogicOf(runtime.io)
const listingLogic = (runtime: StoreRuntime) => listingLogicOf(runtime.io)
/** A search field's comes with its first use. */
const searchLogic = (runtime: StoreRuntime) => searchLogicOf(runtime.io)

describe('store system', () => {
  it('is one root: every long-lived actor is its child, addressed by systemId', () => {
    const fake = createFakeIo()
    const runtime = createTestRuntime(fake.io, undefined)
    for (const id of ['session', 'layout', 'locale', 'build', 'recovery', 'likeIntent'] as const) {
      expect(runtime.actors[id]).toBeDefined()
      expect(runtime.root.getSnapshot().children[id]).toBe(runtime.actors[id])
    }
    const like = runtime.likes.actorFor('t1', { liked: false, countLikes: 2 })
    expect(runtime.root.system.get(likeSystemId('t1'))).toBe(like)
    // Asked again (another view of the same template): the same actor, not a second one.
    expect(runtime.likes.actorFor('t1', { liked: true, countLikes: 9 })).toBe(like)
    expect(like.getSnapshot().context).toMatchObject({ liked: false, countLikes: 2 })
    stopStoreRuntime(runtime)
    expect(runtime.actors.session.getSnapshot().status).toBe('stopped')
    expect(like.getSnapshot().status).toBe('stopped')
  })

  it('a like while signed out is applied after sign-in, with no glue code (issue 14)', async () => {
    const log = eventLog()
    const fake: FakeIo = createFakeIo()
    // The page where the visitor, signed out, presses like.
    const first = createStoreRuntime({
      io: fake.io,
      locale: 'en',
      build: { id: 'b1', timestamp: 1 },
      inspect: log.inspect,
    })
    first.likes.actorFor('t1', { liked: false, countLikes: 3 })
    first.root.send({ type: 'like.toggle', templateId: 't1' })
    expect(first.actors.layout.getSnapshot().context.loginModalMode).toBe('like')
    const stored = fake.io.writeLikeIntent.mock.calls.at(-1)?.[0]
    expect(stored).toEqual({ templateId: 't1', at: FAKE_NOW })
    stopStoreRuntime(first)
    const beforeSignIn = log.lines.splice(0)

    // Sign-in leaves the page; the page comes back with a one-time token, the intent in storage.
    fake.io.readOneTimeToken.mockReturnValue('once-1')
    fake.io.readLikeIntent.mockReturnValue(stored ?? null)
    const runtime = createStoreRuntime({
      io: fake.io,
      locale: 'en',
      build: { id: 'b1', timestamp: 1 },
      inspect: log.inspect,
    })
    expect(runtime.actors.likeIntent.getSnapshot().value).toBe('waiting')
    await fake.settle('exchangeToken', { output: 'tok' })
    await fake.settle('fetchAccount', { output: DEMO_ACCOUNT })
    expect(runtime.actors.likeIntent.getSnapshot().value).toBe('checking')
    expect(fake.io.fetchLikeState).toHaveBeenCalledExactlyOnceWith('t1')
    await fake.settle('fetchLikeState', { output: { liked: false, countLikes: 3 } })
    await flush()
    expect(fake.io.setLike).toHaveBeenCalledExactlyOnceWith({ templateId: 't1', liked: true })
    const like = runtime.root.system.get(likeSystemId('t1'))
    expect(like.getSnapshot().context).toMatchObject({ liked: true, countLikes: 4 })
    await fake.settle('setLike', { output: { liked: true, countLikes: 4 } })
    console.info(
      'like while signed out → sign in → the like applied, as the inspector lists it:\n' +
        [...beforeSignIn, '(sign-in round trip: a new page, a new system)', ...log.lines].join(
          '\n',
        ),
    )
    // The rules between actors, in order (the children's snapshots to the root left out).
    const rules = (lines: string[]) => lines.filter((line) => !line.includes('xstate.snapshot'))
    expect(rules(beforeSignIn)).toEqual([
      'outside → session: session.start',
      'store → likeIntent: session.signedOut',
      'outside → store: like.show',
      'outside → store: like.toggle',
      'store → like:t1: like.toggle',
      'like:t1 → layout: loginModal.open',
      'like:t1 → likeIntent: intent.remember',
    ])
    expect(rules(log.lines)).toEqual([
      'outside → session: session.start',
      'store → likeIntent: session.signedIn',
      'likeIntent → store: like.apply',
      'store → like:t1: like.sync',
      'store → like:t1: like.toggle',
    ])
    stopStoreRuntime(runtime)
  })

  it("applies a remembered like over what a view showed, with the account's own state", () => {
    const fake = createFakeIo()
    const runtime = createTestRuntime(fake.io, undefined, { session: 'signedIn' })
    // The page still shows the signed-out count; the account's own answer is 5, not liked.
    const like = runtime.likes.actorFor('t1', { liked: false, countLikes: 1 })
    runtime.root.send({ type: 'like.apply', templateId: 't1', liked: false, countLikes: 5 })
    expect(like.getSnapshot().context).toMatchObject({ liked: true, countLikes: 6 })
    expect(fake.io.setLike).toHaveBeenCalledExactlyOnceWith({ templateId: 't1', liked: true })
    // A template shown without an id still has its one actor (which ignores a like).
    const anonymous = runtime.likes.actorFor(undefined, { liked: false, countLikes: 0 })
    expect(runtime.root.system.get('like:')).toBe(anonymous)
    expect(runtime.likes.actorFor(undefined, { liked: true, countLikes: 1 })).toBe(anonymous)
    // Each template its own: a second template's press reaches its own actor only.
    const other = runtime.likes.actorFor('t2', { liked: true, countLikes: 8 })
    expect(other).not.toBe(like)
    expect(Object.keys(runtime.root.getSnapshot().context.likes)).toEqual(['t1', '', 't2'])
    runtime.root.send({ type: 'like.toggle', templateId: 't2' })
    expect(fake.io.setLike).toHaveBeenLastCalledWith({ templateId: 't2', liked: false })
    expect(like.getSnapshot().value).toBe('saving')
    expect(like.getSnapshot().context.countLikes).toBe(6)
    stopStoreRuntime(runtime)
  })

  it('a refused one-time token leaves the intent unapplied', async () => {
    const fake = createFakeIo()
    fake.io.readOneTimeToken.mockReturnValue('once-1')
    fake.io.readLikeIntent.mockReturnValue({ templateId: 't1', at: FAKE_NOW - 60_000 })
    const runtime = createStoreRuntime({
      io: fake.io,
      locale: 'en',
      build: { id: 'b1', timestamp: 1 },
    })
    await fake.settle('exchangeToken', { error: new Error('spent') })
    expect(runtime.actors.likeIntent.getSnapshot().value).toBe('none')
    expect(runtime.actors.likeIntent.getSnapshot().context.templateId).toBeNull()
    expect(fake.io.fetchLikeState).not.toHaveBeenCalled()
    stopStoreRuntime(runtime)
  })

  it('tells the like actor the session state the system holds, not one a view sent', () => {
    const fake = createFakeIo()
    const runtime = createTestRuntime(fake.io, undefined, {
      settableSession: true,
      session: 'loading',
    })
    const like = runtime.likes.actorFor('t1', { liked: false, countLikes: 0 })
    runtime.root.send({ type: 'like.toggle', templateId: 't1' })
    // Loading: ignored, nothing asked of anyone.
    expect(runtime.actors.layout.getSnapshot().matches({ loginModal: 'closed' })).toBe(true)
    expect(fake.io.setLike).not.toHaveBeenCalled()

    setSession(runtime, 'signedOut')
    runtime.root.send({ type: 'like.toggle', templateId: 't1' })
    expect(runtime.actors.layout.getSnapshot().context.loginModalMode).toBe('like')
    expect(runtime.actors.likeIntent.getSnapshot().context.templateId).toBe('t1')
    expect(fake.io.writeLikeIntent).toHaveBeenLastCalledWith({ templateId: 't1', at: FAKE_NOW })
    expect(fake.io.setLike).not.toHaveBeenCalled()

    // The login recommendation dismissed: the intent is forgotten.
    runtime.actors.layout.send({ type: 'loginModal.close' })
    expect(runtime.actors.likeIntent.getSnapshot().value).toBe('none')
    expect(fake.io.writeLikeIntent).toHaveBeenLastCalledWith(null)

    setSession(runtime, 'signedIn')
    runtime.root.send({ type: 'like.toggle', templateId: 't1' })
    expect(fake.io.setLike).toHaveBeenCalledExactlyOnceWith({ templateId: 't1', liked: true })
    expect(like.getSnapshot().value).toBe('saving')
    // A toggle of a template no view has shown has no actor to go to.
    runtime.root.send({ type: 'like.toggle', templateId: 't2' })
    expect(runtime.root.system.get(likeSystemId('t2'))).toBeUndefined()
    expect(runtime.root.getSnapshot().status).toBe('active')
    stopStoreRuntime(runtime)
  })

  it('each close of the login recommendation tells the like intent once', () => {
    const log = eventLog()
    const fake = createFakeIo()
    const runtime = createTestRuntime(fake.io, log.inspect, { session: 'signedOut' })
    const cancels = () => log.lines.filter((line) => line.endsWith('likeIntent: intent.cancel'))
    runtime.actors.layout.send({ type: 'drawer.toggle' })
    expect(runtime.root.getSnapshot().context.loginModalOpen).toBe(false)
    runtime.actors.layout.send({ type: 'loginModal.open', mode: 'like' })
    expect(runtime.root.getSnapshot().context.loginModalOpen).toBe(true)
    runtime.actors.layout.send({ type: 'drawer.toggle' })
    expect(runtime.root.getSnapshot().context.loginModalOpen).toBe(true)
    expect(cancels()).toEqual([])
    runtime.actors.layout.send({ type: 'loginModal.close' })
    expect(runtime.root.getSnapshot().context.loginModalOpen).toBe(false)
    expect(cancels()).toEqual(['store → likeIntent: intent.cancel'])
    runtime.actors.layout.send({ type: 'drawer.toggle' })
    expect(cancels()).toHaveLength(1)
    stopStoreRuntime(runtime)
  })

  it('tells the like intent of each sign-in and sign-out once', () => {
    const log = eventLog()
    const fake = createFakeIo()
    const runtime = createTestRuntime(fake.io, log.inspect, {
      settableSession: true,
      session: 'loading',
    })
    setSession(runtime, 'signedIn')
    setSession(runtime, 'signedIn')
    setSession(runtime, 'loading')
    setSession(runtime, 'signedOut')
    setSession(runtime, 'signedOut')
    expect(log.lines.filter((line) => line.startsWith('store → likeIntent'))).toEqual([
      'store → likeIntent: session.signedIn',
      'store → likeIntent: session.signedOut',
    ])
    expect(runtime.root.getSnapshot().context.sessionStatus).toBe('signedOut')
    stopStoreRuntime(runtime)
  })

  it("the page's checkout learns the session from the system", async () => {
    const log = eventLog()
    const fake = createFakeIo()
    const runtime = createTestRuntime(fake.io, log.inspect, {
      settableSession: true,
      session: 'loading',
    })
    runtime.root.send({ type: 'checkout.pageOpened', start: 'purchase', editorSupported: true })
    expect(runtime.root.getSnapshot().children.checkout).toBeUndefined()
    runtime.root.send({
      type: 'checkout.open',
      templateId: 'tpl-1',
      isFree: false,
      logic: checkoutLogic(runtime),
    })
    const checkout = runtime.root.system.get('checkout')
    runtime.root.send({ type: 'checkout.pageOpened', start: 'purchase', editorSupported: true })
    expect(checkout.getSnapshot().value).toBe('waitingForSession')
    setSession(runtime, 'signedIn')
    expect(checkout.getSnapshot().value).toBe('purchasing')
    expect(fake.io.checkoutTemplate).toHaveBeenCalledExactlyOnceWith('tpl-1', {})
    await fake.settle('checkoutTemplate', { output: { checkoutUrl: '/pay/1' } })
    await flush()
    expect(fake.io.leavePage).toHaveBeenCalledExactlyOnceWith('/pay/1')
    expect(log.lines).toContain('store → checkout: session.change')
    stopStoreRuntime(runtime)
  })

  it("the page's preview choices go to the checkout call, as they were when it asked (issue 31)", async () => {
    const fake = createFakeIo()
    const runtime = createTestRuntime(fake.io, undefined, { session: 'signedIn' })
    runtime.root.send({
      type: 'checkout.open',
      templateId: 'tpl-1',
      isFree: false,
      logic: checkoutLogic(runtime),
    })
    const opened = { name: 'Café Ōkubo', accent: '#abcdef', lang: 'ja' } as const
    // Back from sign-in with the purchase key: the choices in the address the page opened with.
    runtime.root.send({
      type: 'checkout.pageOpened',
      start: 'purchase',
      editorSupported: true,
      personalise: opened,
    })
    expect(fake.io.checkoutTemplate).toHaveBeenLastCalledWith('tpl-1', opened)
    await fake.settle('checkoutTemplate', { error: new Error('offline') })
    await flush()
    // The retry is a press: the choices the page has now.
    const pressed = { tagline: 'Fresh bread' }
    runtime.root.send({ type: 'checkout.press', personalise: pressed })
    expect(fake.io.checkoutTemplate).toHaveBeenLastCalledWith('tpl-1', pressed)
    stopStoreRuntime(runtime)
  })

  it('a press is sent with the session; a signed-out one leaves through the page', () => {
    const fake = createFakeIo()
    const runtime = createTestRuntime(fake.io, undefined, { session: 'signedOut' })
    runtime.root.send({ type: 'checkout.press' })
    runtime.root.send({
      type: 'checkout.open',
      templateId: 'tpl-1',
      isFree: false,
      logic: checkoutLogic(runtime),
    })
    const checkout = runtime.root.system.get('checkout')
    const exits: string[] = []
    checkout.on('*', (event: { type: string }) => exits.push(event.type))
    runtime.root.send({ type: 'checkout.pageOpened', start: undefined, editorSupported: true })
    runtime.root.send({ type: 'checkout.press' })
    expect(exits).toEqual(['page.signIn'])
    expect(fake.io.checkoutTemplate).not.toHaveBeenCalled()
    stopStoreRuntime(runtime)
  })

  it('one checkout at a time; a page closes only its own', () => {
    const fake = createFakeIo()
    const runtime = createTestRuntime(fake.io, undefined)
    runtime.root.send({
      type: 'checkout.open',
      templateId: 'tpl-1',
      isFree: false,
      logic: checkoutLogic(runtime),
    })
    const first = runtime.root.system.get('checkout')
    runtime.root.send({
      type: 'checkout.open',
      templateId: 'tpl-2',
      isFree: true,
      logic: checkoutLogic(runtime),
    })
    const second = runtime.root.system.get('checkout')
    expect(first.getSnapshot().status).toBe('stopped')
    expect(second.getSnapshot().context).toEqual({
      templateId: 'tpl-2',
      isFree: true,
      personalise: {},
    })
    // The first page's late clean-up does not close the page now shown.
    runtime.root.send({ type: 'checkout.close', templateId: 'tpl-1' })
    expect(second.getSnapshot().status).toBe('active')
    expect(runtime.root.getSnapshot().context.checkoutOf).toBe('tpl-2')
    runtime.root.send({ type: 'checkout.close', templateId: 'tpl-2' })
    expect(second.getSnapshot().status).toBe('stopped')
    expect(runtime.root.getSnapshot().context.checkoutOf).toBeNull()
    expect(runtime.root.getSnapshot().children.checkout).toBeUndefined()
    stopStoreRuntime(runtime)
  })

  it('one listing at a time; a list page closes only its own', () => {
    const fake = createFakeIo()
    const runtime = createTestRuntime(fake.io, undefined)
    const input = (page: number) => ({
      page,
      sort: 'ranking' as const,
      pageSize: 24,
      totalCount: 100,
    })
    runtime.root.send({
      type: 'listing.show',
      owner: 'a',
      input: input(2),
      logic: listingLogic(runtime),
    })
    const first = runtime.root.system.get('listing')
    expect(first.getSnapshot().context.page).toBe(2)
    // The same view asking again (every render does) keeps its actor.
    runtime.root.send({
      type: 'listing.show',
      owner: 'a',
      input: input(3),
      logic: listingLogic(runtime),
    })
    expect(runtime.root.system.get('listing')).toBe(first)
    runtime.root.send({
      type: 'listing.show',
      owner: 'b',
      input: input(4),
      logic: listingLogic(runtime),
    })
    const second = runtime.root.system.get('listing')
    expect(first.getSnapshot().status).toBe('stopped')
    expect(second.getSnapshot().context.page).toBe(4)
    runtime.root.send({ type: 'listing.close', owner: 'a' })
    expect(second.getSnapshot().status).toBe('active')
    expect(runtime.root.getSnapshot().context.listingOf).toBe('b')
    runtime.root.send({ type: 'listing.close', owner: 'b' })
    expect(second.getSnapshot().status).toBe('stopped')
    expect(runtime.root.getSnapshot().context.listingOf).toBeNull()
    expect(runtime.root.getSnapshot().children.listing).toBeUndefined()
    // Its effects are the system's I/O: a page change navigates through it.
    runtime.root.send({
      type: 'listing.show',
      owner: 'c',
      input: input(1),
      logic: listingLogic(runtime),
    })
    runtime.root.system.get('listing').send({ type: 'page.change', page: 2 })
    expect(fake.io.navigateSearch).toHaveBeenCalledWith({ page: 2, sort: 'ranking', filters: {} })
    stopStoreRuntime(runtime)
  })

  it('one search field actor per view that shows a field, closed with it', async () => {
    const fake = createFakeIo()
    const runtime = createTestRuntime(fake.io, undefined, { locale: 'ja' })
    const logic = searchLogic(runtime)
    runtime.root.send({ type: 'search.show', owner: 'header', text: '', logic })
    runtime.root.send({ type: 'search.show', owner: 'page', text: 'cafe', logic })
    const header = runtime.root.system.get(searchSystemId('header'))
    const page = runtime.root.system.get(searchSystemId('page'))
    expect(page.getSnapshot().context.text).toBe('cafe')
    // Asked again by the same view (every render does): the same actor, its text kept.
    runtime.root.send({ type: 'search.show', owner: 'page', text: 'other', logic })
    expect(runtime.root.system.get(searchSystemId('page'))).toBe(page)
    expect(page.getSnapshot().context.text).toBe('cafe')
    // Its call asks in the system's locale.
    page.send({ type: 'search.submit' })
    expect(fake.io.openSearch).toHaveBeenCalledExactlyOnceWith('cafe')
    header.send({ type: 'input.change', text: 'resta' })
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(fake.io.fetchSuggestions).toHaveBeenCalledWith('resta', 'ja', expect.any(AbortSignal))
    runtime.root.send({ type: 'search.close', owner: 'page' })
    expect(page.getSnapshot().status).toBe('stopped')
    expect(header.getSnapshot().status).toBe('active')
    expect(Object.keys(runtime.root.getSnapshot().context.searches)).toEqual(['header'])
    runtime.root.send({ type: 'search.close', owner: 'page' })
    expect(runtime.root.getSnapshot().status).toBe('active')
    stopStoreRuntime(runtime)
  })

  it('starts its children from its input (locale, build, reload guard, stored intent)', () => {
    const fake = createFakeIo()
    fake.io.readLastReloadAt.mockReturnValue(1234)
    const runtime = createStoreRuntime({
      io: fake.io,
      locale: 'ja',
      build: { id: 'b9', timestamp: 9 },
      deferSessionStart: true,
    })
    expect(runtime.actors.locale.getSnapshot().value).toBe('ja')
    expect(runtime.actors.build.getSnapshot().context).toMatchObject({
      build: { id: 'b9', timestamp: 9 },
      lastReloadAt: 1234,
    })
    // Deferred: the server render or hydration starts the session with its account.
    expect(runtime.actors.session.getSnapshot().value).toBe('idle')
    fake.io.readToken.mockReturnValue('tok')
    startSession(runtime, DEMO_ACCOUNT)
    expect(runtime.actors.session.getSnapshot().value).toBe('signedIn')
    expect(fake.io.fetchAccount).not.toHaveBeenCalled()
    stopStoreRuntime(runtime)
  })

  it('maps the session machine to what views and machines see', () => {
    const account = { oneTimeToken: null, token: 'tok', account: DEMO_ACCOUNT }
    const statusIn = (value: string) =>
      sessionStatusOf(sessionMachine.resolveState({ value, context: account }))
    expect(statusIn('signedIn')).toBe('signedIn')
    expect(statusIn('signedOut')).toBe('signedOut')
    for (const value of ['idle', 'exchanging', 'loadingAccount', 'signingOut']) {
      expect(statusIn(value)).toBe('loading')
    }
  })
})
