import { act, fireEvent, render, screen } from '@testing-library/react'
import type { AnyMachineSnapshot } from 'xstate'
import { describe, expect } from 'vitest'
import { sessionMachine, TOKEN_COOKIE_DAYS, type SessionContext } from '#machines/session'
import type { StoreRuntime } from '#src/hooks/actors/create-store-actors'
import { StoreActorsProvider } from '#src/hooks/actors/store-actors-provider'
import { signInUrl, useSession } from '#src/hooks/actors/use-session'
import { createFakeIo, type FakeIo } from './fake-io'
import { createActorSpy, expectSameSnapshot, executors, testModelFor } from './model-kit'
import { modelSuite } from './model-suite'
import { createTestRuntime, DEMO_ACCOUNT } from './test-runtime'

/**
 * What the header shows for each session status, built only from useSession(), and the prices
 * line the detail page builds from the account whatever the status (its currency).
 */
function SessionBadge() {
  const { status, account, signOut } = useSession()
  const prices = <p data-testid="prices">Prices for {account ? account.email : 'a visitor'}</p>
  if (status === 'loading') return <p role="status">Checking your session…</p>
  if (status === 'signedOut') {
    return (
      <>
        <a href={signInUrl('/store/all')}>Sign in</a>
        {prices}
      </>
    )
  }
  return (
    <>
      <p>
        Signed in as {account?.email}{' '}
        <button type="button" onClick={signOut}>
          Sign out
        </button>
      </p>
      {prices}
    </>
  )
}

const suite = modelSuite(sessionMachine)
const { twin } = suite
const EXPIRED = { message: 'The one-time token is unknown, already used or expired.' }
const UNAUTHORIZED = { message: 'Authentication is required.' }

const model = testModelFor(twin, () => [
  { type: 'session.start', oneTimeToken: 'once-1', token: null },
  { type: 'session.start', oneTimeToken: 'once-1', token: 'tok-9' },
  { type: 'session.start', oneTimeToken: null, token: 'tok-9' },
  { type: 'session.start', oneTimeToken: null, token: null },
  // A page the server rendered signed in: the account arrives with the start.
  { type: 'session.start', oneTimeToken: null, token: 'tok-9', account: DEMO_ACCOUNT },
  { type: 'xstate.done.actor.exchangeToken', output: 'access-1' },
  { type: 'xstate.error.actor.exchangeToken', error: EXPIRED },
  { type: 'xstate.done.actor.fetchAccount', output: DEMO_ACCOUNT },
  { type: 'xstate.error.actor.fetchAccount', error: UNAUTHORIZED },
  { type: 'xstate.done.actor.revokeToken', output: { revoked: true } },
  { type: 'xstate.error.actor.revokeToken', error: UNAUTHORIZED },
])

function expectLoading() {
  expect(screen.getByRole('status')).toHaveTextContent('Checking your session…')
  expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull()
  expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull()
}

describe('session machine model', () => {
  suite.itRunsEachPath(
    () => model.getShortestPaths(),
    async (path) => {
      const spy = createActorSpy()
      const fake: FakeIo = createFakeIo()
      // The system starts with the page (xstate.init); its session waits for the start.
      let runtime: StoreRuntime | undefined
      let session: StoreRuntime['actors']['session'] | undefined
      let last: { type: string; [k: string]: unknown } = { type: 'xstate.init' }
      // Whom the page's lists (and their liked flags) were last fetched for: the server renders
      // for a visitor it knows (an account sent with the start) or else for a signed-out one.
      let listsFetchedFor: 'signedIn' | 'signedOut' = 'signedOut'
      let refreshes = 0
      /** Lists are fetched again exactly when the person shown differs from the one they show. */
      const expectListsFor = (shown: 'signedIn' | 'signedOut') => {
        if (shown !== listsFetchedFor) refreshes += 1
        listsFetchedFor = shown
        expect(fake.io.refreshTemplates).toHaveBeenCalledTimes(refreshes)
      }
      // What the page must show after the person's steps (spec §4/§6), never read from the
      // machine, and the token the next server call must carry.
      type Call = 'exchangeToken' | 'fetchAccount' | 'revokeToken'
      const expected: {
        shown: 'loading' | 'signedIn' | 'signedOut'
        token: string | null
        /** The server call the page waits for, if any. */
        waitsFor: Call | null
      } = { shown: 'loading', token: null, waitsFor: null }
      const step = (event: { type: string; [k: string]: unknown }) => {
        suite.eventTaken(event)
        last = event
        expected.waitsFor = null
        switch (event.type) {
          case 'session.start':
            if (event.token && event.account) Object.assign(expected, { shown: 'signedIn' })
            else if (event.oneTimeToken) {
              Object.assign(expected, { shown: 'loading', token: null, waitsFor: 'exchangeToken' })
            } else if (event.token)
              Object.assign(expected, { shown: 'loading', waitsFor: 'fetchAccount' })
            else Object.assign(expected, { shown: 'signedOut', token: null })
            if (event.token && !event.oneTimeToken) expected.token = event.token as string
            break
          case 'xstate.done.actor.exchangeToken':
            Object.assign(expected, {
              shown: 'loading',
              token: event.output,
              waitsFor: 'fetchAccount',
            })
            break
          case 'xstate.done.actor.fetchAccount':
            expected.shown = 'signedIn'
            break
          case 'session.logout':
            Object.assign(expected, { shown: 'loading', waitsFor: 'revokeToken' })
            break
          default:
            // Every failure, and a revoked (or refused) logout, leaves the visitor signed out.
            Object.assign(expected, { shown: 'signedOut', token: null })
        }
      }
      const expectShown = () => {
        if (expected.shown === 'loading') expectLoading()
        else if (expected.shown === 'signedIn') {
          expect(screen.getByText(`Signed in as ${DEMO_ACCOUNT.email}`)).toBeInTheDocument()
        } else expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument()
        if (expected.shown !== 'loading') {
          expect(screen.getByTestId('prices')).toHaveTextContent(
            `Prices for ${expected.shown === 'signedIn' ? DEMO_ACCOUNT.email : 'a visitor'}`,
          )
        }
        // Exactly the call the steps lead to is on its way, with the token it must carry.
        for (const call of ['exchangeToken', 'fetchAccount', 'revokeToken'] as const) {
          expect(fake.pendingCount(call)).toBe(expected.waitsFor === call ? 1 : 0)
        }
        if (expected.waitsFor === 'fetchAccount') {
          expect(fake.io.fetchAccount).toHaveBeenLastCalledWith(expected.token)
        } else if (expected.waitsFor === 'revokeToken') {
          expect(fake.io.revokeToken).toHaveBeenLastCalledWith(expected.token)
        } else if (expected.waitsFor === 'exchangeToken') {
          expect(fake.io.exchangeToken).toHaveBeenLastCalledWith('once-1')
        }
      }
      const settle =
        (name: 'exchangeToken' | 'fetchAccount' | 'revokeToken') =>
        async ({ event }: { event: { type: string; output?: unknown; error?: unknown } }) => {
          step(event)
          await act(() =>
            fake.settle(
              name,
              event.type.startsWith('xstate.done')
                ? { output: event.output }
                : { error: event.error },
            ),
          )
        }
      const assert = (check: (ctx: SessionContext) => void) => (state: AnyMachineSnapshot) => {
        expectSameSnapshot(spy.find('session'), state)
        expectShown()
        check(state.context as SessionContext)
        suite.stateAsserted(state)
      }
      await path.test({
        events: executors({
          'xstate.init': () => {
            runtime = createTestRuntime(fake.io, spy.inspect, { session: 'loading' })
            session = runtime.actors.session
            render(
              <StoreActorsProvider runtime={runtime}>
                <SessionBadge />
              </StoreActorsProvider>,
            )
          },
          'session.start': ({ event }) => {
            const e = event as unknown as {
              oneTimeToken: string | null
              token: string | null
              account?: typeof DEMO_ACCOUNT
            }
            step(event)
            // What createStoreRuntime does on boot: read the URL and cookie, then start.
            if (e.account) listsFetchedFor = 'signedIn'
            fake.io.readOneTimeToken.mockReturnValue(e.oneTimeToken)
            fake.io.readToken.mockReturnValue(e.token)
            act(() =>
              session!.send({
                type: 'session.start',
                oneTimeToken: fake.io.readOneTimeToken(),
                token: fake.io.readToken(),
                ...(e.account ? { account: e.account } : {}),
              }),
            )
          },
          'xstate.done.actor.exchangeToken': settle('exchangeToken'),
          'xstate.error.actor.exchangeToken': settle('exchangeToken'),
          'xstate.done.actor.fetchAccount': settle('fetchAccount'),
          'xstate.error.actor.fetchAccount': settle('fetchAccount'),
          'xstate.done.actor.revokeToken': settle('revokeToken'),
          'xstate.error.actor.revokeToken': settle('revokeToken'),
          'session.logout': ({ event }) => {
            step(event)
            fireEvent.click(screen.getByRole('button', { name: 'Sign out' }))
          },
        }) as never,
        states: {
          '#session.idle': assert(() => {
            expectLoading()
            expect(fake.io.exchangeToken).not.toHaveBeenCalled()
            expect(fake.io.fetchAccount).not.toHaveBeenCalled()
          }),
          '#session.exchanging': assert((ctx) => {
            expectLoading()
            // The one-time token wins over an old cookie.
            expect(fake.io.exchangeToken).toHaveBeenLastCalledWith(ctx.oneTimeToken)
            expect(fake.io.fetchAccount).not.toHaveBeenCalled()
          }),
          '#session.loadingAccount': assert((ctx) => {
            expectLoading()
            expect(fake.io.fetchAccount).toHaveBeenLastCalledWith(ctx.token)
            if (last.type === 'xstate.done.actor.exchangeToken') {
              expect(fake.io.storeToken).toHaveBeenCalledWith('access-1', TOKEN_COOKIE_DAYS)
              expect(fake.io.removeOneTimeTokenFromUrl).toHaveBeenCalledTimes(1)
            } else {
              expect(fake.io.storeToken).not.toHaveBeenCalled()
            }
          }),
          '#session.signedIn': assert((ctx) => {
            expect(screen.getByText(`Signed in as ${DEMO_ACCOUNT.email}`)).toBeInTheDocument()
            expect(screen.getByRole('button', { name: 'Sign out' })).toBeEnabled()
            expect(ctx.account).toEqual(DEMO_ACCOUNT)
            expect(fake.io.setAnalyticsUserId).toHaveBeenLastCalledWith(DEMO_ACCOUNT.id)
            expectListsFor('signedIn')
            // Hydrating a server-rendered session fetches nothing again.
            if (last.type === 'session.start') expect(fake.io.fetchAccount).not.toHaveBeenCalled()
            else expect(fake.io.fetchAccount).toHaveBeenCalled()
          }),
          '#session.signingOut': assert((ctx) => {
            expectLoading()
            expect(fake.io.revokeToken).toHaveBeenLastCalledWith(ctx.token)
            expect(fake.io.removeToken).not.toHaveBeenCalled()
          }),
          '#session.signedOut': assert((ctx) => {
            expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
              'href',
              '/auth/sign-in?redirect=%2Fstore%2Fall',
            )
            expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull()
            expect(ctx.account).toBeNull()
            expectListsFor('signedOut')
            switch (last.type) {
              case 'xstate.error.actor.exchangeToken':
                expect(fake.io.log).toHaveBeenLastCalledWith(EXPIRED)
                expect(fake.io.removeOneTimeTokenFromUrl).toHaveBeenCalledTimes(1)
                expect(fake.io.storeToken).not.toHaveBeenCalled()
                break
              case 'xstate.error.actor.fetchAccount':
                expect(fake.io.log).toHaveBeenLastCalledWith(UNAUTHORIZED)
                // The refused token's cookie goes: no later call sends it again.
                expect(fake.io.removeToken).toHaveBeenCalledTimes(1)
                break
              case 'xstate.done.actor.revokeToken':
              case 'xstate.error.actor.revokeToken':
                // Logout: token gone, analytics user cleared, back to /store.
                expect(fake.io.removeToken).toHaveBeenCalledTimes(1)
                expect(fake.io.setAnalyticsUserId).toHaveBeenLastCalledWith(null)
                expect(fake.io.navigate).toHaveBeenLastCalledWith('/store')
                if (last.type.startsWith('xstate.error')) {
                  expect(fake.io.log).toHaveBeenLastCalledWith(UNAUTHORIZED)
                }
                break
              case 'session.start':
                expect(fake.io.removeToken).not.toHaveBeenCalled()
                expect(fake.io.exchangeToken).not.toHaveBeenCalled()
                expect(fake.io.fetchAccount).not.toHaveBeenCalled()
                expect(fake.io.log).not.toHaveBeenCalled()
                break
              default:
                throw new Error(`Unexpected way into signedOut: ${last.type}`)
            }
          }),
        },
      })
    },
  )

  suite.itCoversEveryStateAndTransition({
    atomicStates: [
      'idle',
      'exchanging',
      'loadingAccount',
      'signedIn',
      'signingOut',
      'signedOut',
    ].map((s) => `#session.${s}`),
    events: [
      'session.start',
      'session.logout',
      'xstate.done.actor.exchangeToken',
      'xstate.error.actor.exchangeToken',
      'xstate.done.actor.fetchAccount',
      'xstate.error.actor.fetchAccount',
      'xstate.done.actor.revokeToken',
      'xstate.error.actor.revokeToken',
    ],
  })
})
