import { Link } from '@tanstack/react-router'
import { act, screen, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import type { AnyMachineSnapshot } from 'xstate'
import { afterEach, describe, expect, vi } from 'vitest'
import { layoutMachine, type LayoutContext } from '#machines/layout'
import { LoginRecommendationModal } from '#src/features/layout/components/login-recommendation-modal'
import { SiteHeader } from '#src/components/layout/site-header'
import { LikeButton } from '#src/features/shared/components/like-button'
import { FilterSheet, FilterSheetButton } from '#src/features/templates/components/facet-filters'
import type { StoreActors } from '#src/hooks/actors/create-store-actors'
import { RESIZE_DEBOUNCE_MS } from '#src/hooks/use-viewport'
import { renderStoreUi, setViewportWidth } from '../component/render-store-ui'
import { seedListing, seedStoreHome, testQueryClient } from '../component/test-router'
import { createActorSpy, expectSameSnapshot, executors, testModelFor } from './model-kit'
import { modelSuite } from './model-suite'

const SMALL = 375
const DESKTOP = 1280

const suite = modelSuite(layoutMachine)
const { twin } = suite
// Escape and a backdrop press go to the topmost dialog, so they close the drawer only while the
// login modal is shut. (In a browser the page behind an open drawer is inert and its like buttons
// cannot open the modal at all; jsdom lets that click through, so the model keeps the pair.)
const model = testModelFor(twin, (snapshot: AnyMachineSnapshot) => [
  { type: 'loginModal.open', mode: 'like' },
  { type: 'drawer.close', via: 'close button' },
  ...(snapshot.matches({ loginModal: 'closed' })
    ? [
        { type: 'drawer.close', via: 'Escape' },
        { type: 'drawer.close', via: 'backdrop' },
      ]
    : []),
  { type: 'viewport.change', desktop: true },
  { type: 'navigation.done' },
  { type: 'filterSheet.open' },
  { type: 'filterSheet.close', via: 'close button' },
  { type: 'filterSheet.close', via: 'show results' },
  ...(snapshot.matches({ loginModal: 'closed' })
    ? [
        { type: 'filterSheet.close', via: 'Escape' },
        { type: 'filterSheet.close', via: 'backdrop' },
      ]
    : []),
])

/** The two pages the model's navigations walk between, with their loaders' data. */
function storeHomeAndAll() {
  const queryClient = testQueryClient()
  seedStoreHome(queryClient)
  seedListing(queryClient, { page: 1, sort: 'ranking' })
  return queryClient
}

/** What a list page's filter sheet gets: a few options with counts. */
const SHEET_PROPS = {
  filters: {},
  counts: {
    siteTypes: [],
    industries: [],
    styleTags: [{ value: 'minimal', count: 3 }],
    featureTags: [],
    price: [
      { value: 'free', count: 1 },
      { value: 'paid', count: 2 },
    ],
    tiers: [],
  },
  hrefOf: () => '/store/all',
  onChange: () => {},
  keptParams: [],
  priceOf: () => '¥0',
  totalCount: 3,
}

/** The filter sheet: its dialog is open, and its panel rendered, exactly while it is up. */
function sheetOpen() {
  const dialog = screen.getByTestId('filter-sheet') as HTMLDialogElement
  const panel = screen.queryByTestId('filter-sheet-close')
  expect(dialog.hasAttribute('open')).toBe(panel !== null)
  return panel !== null
}

afterEach(() => {
  vi.useRealTimers()
  setViewportWidth(DESKTOP)
})

/** The drawer dialog's panel: present exactly while the drawer is open. */
function drawerPanel() {
  return screen.queryByTestId('site-drawer')
}
function headerToggle(name: 'drawer' | 'search') {
  return within(screen.getByTestId('site-header')).getByTestId(`${name}-toggle`)
}
/** The toggle a person can reach: with the drawer open the page behind is inert. */
function reachableToggle(name: 'drawer' | 'search') {
  if (!drawerPanel()) return headerToggle(name)
  return screen.getByTestId(name === 'drawer' ? 'drawer-close' : 'drawer-search-toggle')
}

/** What a person sees, whatever the machine thinks: never the drawer and the search together. */
function expectDrawerAndSearchNotBothOpen() {
  const searchField = screen.queryByTestId('header-search-form')
  const open = [drawerPanel() !== null, searchField !== null, sheetOpen()].filter(Boolean)
  expect(open.length).toBeLessThanOrEqual(1)
}

describe('layout machine model (site header, drawer, login modal)', () => {
  suite.itRunsEachPath(
    () => model.getShortestPaths(),
    async (path) => {
      const spy = createActorSpy()
      // The system's layout actor, once the UI is rendered.
      let layout: StoreActors['layout'] | undefined
      let user: UserEvent = userEvent.setup()
      let io: Awaited<ReturnType<typeof renderStoreUi>>['io'] | undefined
      let router: Awaited<ReturnType<typeof renderStoreUi>>['router'] | undefined
      // What the person's steps lead to (spec §3/§4/§9), never read from the machine: a mutant
      // changes the generated paths and the machine alike, so only this catches it.
      const expected: {
        panel: 'closed' | 'drawer' | 'search' | 'filterSheet'
        modal: boolean
      } = {
        panel: 'closed',
        modal: false,
      }
      const step = (event: { type: string }) => {
        suite.eventTaken(event)
        const { panel } = expected
        switch (event.type) {
          case 'drawer.toggle':
            expected.panel = panel === 'drawer' ? 'closed' : 'drawer'
            break
          case 'search.open':
            expected.panel = 'search'
            break
          case 'search.close':
            if (panel === 'search') expected.panel = 'closed'
            break
          case 'drawer.close':
            if (panel === 'drawer') expected.panel = 'closed'
            break
          case 'viewport.change':
            // Neither the drawer nor the filter sheet has a place on the desktop layout.
            if (panel === 'drawer' || panel === 'filterSheet') expected.panel = 'closed'
            break
          case 'filterSheet.open':
            expected.panel = 'filterSheet'
            break
          case 'filterSheet.close':
            if (panel === 'filterSheet') expected.panel = 'closed'
            break
          case 'navigation.done':
            expected.panel = 'closed'
            expected.modal = false
            break
          case 'loginModal.open':
            expected.modal = true
            break
          case 'loginModal.close':
            expected.modal = false
            break
        }
      }
      const assert = (check: (ctx: LayoutContext) => void) => (state: AnyMachineSnapshot) => {
        expectSameSnapshot(spy.find('layout'), state)
        expectDrawerAndSearchNotBothOpen()
        expect(drawerPanel() !== null).toBe(expected.panel === 'drawer')
        expect(screen.queryByTestId('header-search-form') !== null).toBe(
          expected.panel === 'search',
        )
        expect(sheetOpen()).toBe(expected.panel === 'filterSheet')
        expect(screen.getByTestId('filter-sheet-open')).toHaveAttribute(
          'aria-expanded',
          String(expected.panel === 'filterSheet'),
        )
        const modal = screen.queryByRole('dialog', { name: 'Sign in to like templates' })
        expect(modal !== null).toBe(expected.modal)
        if (modal) expect(modal).toHaveAttribute('data-mode', 'like')
        check(state.context as LayoutContext)
        suite.stateAsserted(state)
      }
      await path.test({
        events: executors({
          'xstate.init': async () => {
            setViewportWidth(SMALL)
            const rendered = await renderStoreUi(
              <>
                <SiteHeader />
                <LikeButton templateId="t1" liked={false} countLikes={3} />
                <Link to="/store/all">All templates</Link>
                <LoginRecommendationModal returnPath="/store" />
                <FilterSheetButton activeCount={0} />
                <FilterSheet {...SHEET_PROPS} />
              </>,
              {
                store: { session: 'signedOut' },
                inspect: spy.inspect,
                queryClient: storeHomeAndAll(),
                url: '/store',
              },
            )
            io = rendered.io
            router = rendered.router
            layout = rendered.runtime.actors.layout
            // What the browser entry does when the router lands on a new path.
            router.subscribe('onResolved', ({ pathChanged }) => {
              if (pathChanged) layout?.send({ type: 'navigation.done' })
            })
          },
          'drawer.toggle': async ({ event }) => {
            step(event)
            await user.click(reachableToggle('drawer'))
            // The drawer's code loads on its first opening (React.lazy): wait for it to arrive
            // rather than assert against the Suspense fallback. Later openings render at once.
            if (layout?.getSnapshot().matches({ panel: 'drawer' })) {
              await screen.findByTestId('site-drawer')
            }
          },
          'drawer.close': async ({ event }) => {
            step(event)
            const via = String(event.via)
            const dialog = screen.getByRole('dialog', { name: 'Main navigation' })
            if (via === 'Escape') await user.keyboard('{Escape}')
            else if (via === 'backdrop') await user.click(dialog)
            else await user.click(screen.getByTestId('drawer-close'))
          },
          'search.open': async ({ event }) => {
            step(event)
            expect(reachableToggle('search')).toHaveAttribute('aria-expanded', 'false')
            await user.click(reachableToggle('search'))
          },
          'search.close': async ({ event }) => {
            step(event)
            expect(headerToggle('search')).toHaveAttribute('aria-expanded', 'true')
            await user.click(headerToggle('search'))
          },
          'filterSheet.open': async ({ event }) => {
            step(event)
            await user.click(screen.getByTestId('filter-sheet-open'))
          },
          'filterSheet.close': async ({ event }) => {
            step(event)
            const via = String(event.via)
            const dialog = screen.getByRole('dialog', { name: 'Filters' })
            // Focus was put in the sheet when it opened (decision 012), unless the login modal
            // has opened over it since and holds it.
            const focusInSheet = !expected.modal
            if (focusInSheet) expect(screen.getByTestId('filter-sheet-close')).toHaveFocus()
            if (via === 'Escape') await user.keyboard('{Escape}')
            else if (via === 'backdrop') await user.click(dialog)
            else if (via === 'show results')
              await user.click(screen.getByTestId('filter-sheet-done'))
            else await user.click(screen.getByTestId('filter-sheet-close'))
            // Closed, focus is back on the button that opened it.
            if (focusInSheet && via !== 'backdrop') {
              expect(screen.getByTestId('filter-sheet-open')).toHaveFocus()
            }
          },
          'loginModal.open': async ({ event }) => {
            step(event)
            // A signed-out visitor's like is what opens it, in mode like.
            await user.click(screen.getByTestId('like-button'))
            expect(io?.setLike).not.toHaveBeenCalled()
          },
          'loginModal.close': async ({ event }) => {
            step(event)
            const modal = screen.getByRole('dialog', { name: 'Sign in to like templates' })
            await user.click(within(modal).getByRole('button', { name: 'Close' }))
          },
          'navigation.done': async ({ event }) => {
            step(event)
            // A link to another page: the drawer's own when it covers the page.
            const from = router!.state.location.pathname
            const to = from === '/store/all' ? '/store' : '/store/all'
            const scope = drawerPanel() ?? document.body
            const link = [...scope.querySelectorAll<HTMLAnchorElement>('a')].find(
              (a) => a.getAttribute('href') === to,
            )
            await user.click(link!)
            // Resolved, not only begun: the real routes load (from seeded data) before it lands.
            await vi.waitFor(() => expect(router!.state.resolvedLocation?.pathname).toBe(to))
          },
          'viewport.change': async ({ event }) => {
            step(event)
            vi.useFakeTimers()
            user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
            const wasOpen = drawerPanel() !== null
            const sheetWasOpen = sheetOpen()
            // Grown to the desktop header: nothing happens before the 100 ms debounce.
            act(() => setViewportWidth(DESKTOP))
            act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1))
            expect(drawerPanel() !== null).toBe(wasOpen)
            expect(sheetOpen()).toBe(sheetWasOpen)
            act(() => vi.advanceTimersByTime(1))
            expect(drawerPanel()).toBeNull()
            expect(sheetOpen()).toBe(false)
            // Shrunk again: the drawer stays closed.
            act(() => setViewportWidth(SMALL))
            act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS))
            vi.useRealTimers()
            user = userEvent.setup()
          },
        }) as never,
        states: {
          '#layout.panel.closed': assert(() => {
            expect(drawerPanel()).toBeNull()
            expect(screen.queryByTestId('header-search-form')).toBeNull()
            // The served disclosure stays shut: with the app the drawer dialog is the menu.
            expect(headerToggle('drawer').closest('details')).not.toHaveAttribute('open')
            expect(headerToggle('drawer')).toHaveAccessibleName('Open menu')
            expect(headerToggle('search')).toHaveAttribute('aria-expanded', 'false')
            expect(headerToggle('search')).toHaveAccessibleName('Open search')
          }),
          '#layout.panel.drawer': assert(() => {
            expect(drawerPanel()).not.toBeNull()
            expect(screen.getByRole('dialog', { name: 'Main navigation' })).toHaveAttribute('open')
            expect(screen.getByTestId('drawer-close')).toHaveAccessibleName('Close menu')
            expect(screen.queryByTestId('header-search-form')).toBeNull()
          }),
          '#layout.panel.search': assert(() => {
            expect(screen.getByTestId('header-search-form')).toBeInTheDocument()
            expect(drawerPanel()).toBeNull()
            expect(headerToggle('search')).toHaveAttribute('aria-expanded', 'true')
            expect(headerToggle('search')).toHaveAccessibleName('Close search')
            // The served disclosure stays shut: with the app the drawer dialog is the menu.
            expect(headerToggle('drawer').closest('details')).not.toHaveAttribute('open')
          }),
          '#layout.panel.filterSheet': assert(() => {
            const sheet = screen.getByRole('dialog', { name: 'Filters' })
            expect(sheet).toHaveAttribute('open')
            expect(within(sheet).getByTestId('facet-option-style-minimal')).toBeInTheDocument()
            expect(drawerPanel()).toBeNull()
            expect(screen.queryByTestId('header-search-form')).toBeNull()
            // The served disclosure stays shut: with the app the drawer dialog is the menu.
            expect(headerToggle('drawer').closest('details')).not.toHaveAttribute('open')
            expect(headerToggle('search')).toHaveAttribute('aria-expanded', 'false')
          }),
          '#layout.loginModal.closed': assert((ctx) => {
            expect(screen.queryByRole('dialog', { name: 'Sign in to like templates' })).toBeNull()
            expect(ctx.loginModalMode).toBeNull()
          }),
          '#layout.loginModal.open': assert((ctx) => {
            const dialog = screen.getByRole('dialog', { name: 'Sign in to like templates' })
            expect(dialog).toHaveAttribute('data-mode', ctx.loginModalMode)
            expect(within(dialog).getByRole('link', { name: 'Create account' })).toHaveAttribute(
              'href',
              '/auth/sign-up?redirect=%2Fstore',
            )
          }),
        },
      })
    },
  )

  suite.itCoversEveryStateAndTransition({
    atomicStates: [
      '#layout.panel.closed',
      '#layout.panel.drawer',
      '#layout.panel.search',
      '#layout.panel.filterSheet',
      '#layout.loginModal.closed',
      '#layout.loginModal.open',
    ],
    events: [
      'drawer.close',
      'drawer.toggle',
      'filterSheet.close',
      'filterSheet.open',
      'loginModal.close',
      'loginModal.open',
      'navigation.done',
      'search.close',
      'search.open',
      'viewport.change',
    ],
  })
})
