import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { createActor, type AnyMachineSnapshot } from 'xstate'
import { describe, expect } from 'vitest'
import { I18nProvider } from '../../i18n/react'
import { layoutMachine, type LayoutContext } from '../../machines/layout'
import type { StoreRuntime } from '../../src/hooks/actors/create-store-actors'
import { StoreActorsProvider } from '../../src/hooks/actors/store-actors-provider'
import { useLayout, type LayoutView as LayoutHook } from '../../src/hooks/actors/use-layout'
import { LoginRecommendationModal } from '../../src/features/auth/components/login-recommendation-modal'
import { DrawerToggle } from '../../src/components/layout/drawer-toggle'
import { SearchToggle } from '../../src/components/layout/search-toggle'
import { LikeButton } from '../../src/features/likes/components/like-button'
import { createFakeIo } from './fake-io'
import { createActorSpy, expectSameSnapshot, executors, testModelFor } from './model-kit'
import { modelSuite } from './model-suite'
import { createTestRuntime, settledSession } from './test-runtime'

type Control = { layout?: LayoutHook }

function HookProbe({ control }: { control: Control }) {
  control.layout = useLayout()
  return null
}

/** Header toggles, a signed-out like button (which opens the modal) and the modal. */
function LayoutView({ runtime, control }: { runtime: StoreRuntime; control: Control }) {
  return (
    <StoreActorsProvider runtime={runtime}>
      <I18nProvider locale="en">
        <header>
          <SearchToggle controls="search-panel" />
          <DrawerToggle controls="drawer" />
        </header>
        <LikeButton templateId="t1" liked={false} countLikes={3} />
        <LoginRecommendationModal returnPath="/store" />
        <HookProbe control={control} />
      </I18nProvider>
    </StoreActorsProvider>
  )
}

const suite = modelSuite(layoutMachine)
const { twin } = suite
const model = testModelFor(twin, () => [{ type: 'loginModal.open', mode: 'like' }])

function toggle(name: 'drawer' | 'search') {
  return screen.getByTestId(`${name}-toggle`)
}

describe('layout machine model', () => {
  suite.itRunsEachPath(model.getShortestPaths(), async (path) => {
    const spy = createActorSpy()
    const fake = createFakeIo()
    const layout = createActor(layoutMachine, { inspect: spy.inspect })
    const runtime = createTestRuntime(fake.io, spy.inspect, {
      layout,
      session: settledSession(false),
    })
    const control: Control = {}
    const step = (event: { type: string }) => {
      suite.eventTaken(event)
    }
    const assert = (check: (ctx: LayoutContext) => void) => (state: AnyMachineSnapshot) => {
      expectSameSnapshot(spy.find('layout'), state)
      check(state.context as LayoutContext)
      suite.stateAsserted(state)
    }
    await path.test({
      events: executors({
        'xstate.init': () => {
          layout.start()
          render(<LayoutView runtime={runtime} control={control} />)
        },
        'drawer.open': ({ event }) => {
          step(event)
          act(() => control.layout?.openDrawer())
        },
        'drawer.close': ({ event }) => {
          step(event)
          act(() => control.layout?.closeDrawer())
        },
        'drawer.toggle': ({ event }) => {
          step(event)
          fireEvent.click(toggle('drawer'))
        },
        'search.open': ({ event }) => {
          step(event)
          expect(toggle('search')).toHaveAttribute('aria-expanded', 'false')
          fireEvent.click(toggle('search'))
        },
        'search.close': ({ event }) => {
          step(event)
          expect(toggle('search')).toHaveAttribute('aria-expanded', 'true')
          fireEvent.click(toggle('search'))
        },
        'loginModal.open': ({ event }) => {
          step(event)
          // A signed-out visitor's like is what opens it, in mode like.
          fireEvent.click(screen.getByTestId('like-button'))
          expect(fake.io.setLike).not.toHaveBeenCalled()
        },
        'loginModal.close': ({ event }) => {
          step(event)
          fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }))
        },
        'navigation.done': ({ event }) => {
          step(event)
          // What the app does when the router resolves a new path.
          act(() => layout.send({ type: 'navigation.done' }))
        },
      }) as never,
      states: {
        '#layout.panel.closed': assert(() => {
          expect(toggle('drawer')).toHaveAttribute('aria-expanded', 'false')
          expect(toggle('drawer')).toHaveAccessibleName('Open menu')
          expect(toggle('search')).toHaveAttribute('aria-expanded', 'false')
          expect(toggle('search')).toHaveAccessibleName('Open search')
        }),
        '#layout.panel.drawer': assert(() => {
          expect(toggle('drawer')).toHaveAttribute('aria-expanded', 'true')
          expect(toggle('drawer')).toHaveAccessibleName('Close menu')
          expect(toggle('search')).toHaveAttribute('aria-expanded', 'false')
        }),
        '#layout.panel.search': assert(() => {
          expect(toggle('search')).toHaveAttribute('aria-expanded', 'true')
          expect(toggle('search')).toHaveAccessibleName('Close search')
          expect(toggle('drawer')).toHaveAttribute('aria-expanded', 'false')
        }),
        '#layout.loginModal.closed': assert((ctx) => {
          expect(screen.queryByRole('dialog')).toBeNull()
          expect(ctx.loginModalMode).toBeNull()
        }),
        '#layout.loginModal.open': assert((ctx) => {
          const dialog = screen.getByRole('dialog')
          expect(dialog).toHaveAttribute('data-mode', ctx.loginModalMode)
          expect(within(dialog).getByRole('heading')).toHaveTextContent('Sign in to like templates')
          expect(within(dialog).getByRole('link', { name: 'Create account' })).toHaveAttribute(
            'href',
            '/auth/sign-up?redirect=%2Fstore',
          )
        }),
      },
    })
  })

  suite.itCoversEveryStateAndTransition({
    atomicStates: [
      '#layout.panel.closed',
      '#layout.panel.drawer',
      '#layout.panel.search',
      '#layout.loginModal.closed',
      '#layout.loginModal.open',
    ],
    events: [
      'drawer.close',
      'drawer.open',
      'drawer.toggle',
      'loginModal.close',
      'loginModal.open',
      'navigation.done',
      'search.close',
      'search.open',
    ],
  })
})
