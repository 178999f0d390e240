// The like and listing machines' generated paths, run in Chromium against the real server. The
// paths come from the same twin models as tests/model; a greedy cover keeps the few that together
// take every transition the browser can drive (a like without templateId or a props sync cannot
// be caused from the page, so those stay with the jsdom model tests).
import type { Locator, Page, Route } from '@playwright/test'
import type { AnyMachineSnapshot } from 'xstate'
import { likeMachine, type LikeContext } from '#machines/like'
import { listingMachine, PAGE_TRANSITION_MS, type ListingContext } from '#machines/listing'
import {
  coveringPaths,
  executors,
  graphTwin,
  testModelFor,
  transitionsOf,
} from '../model/model-kit'
import { freshAccount, expect, test, waitForHydration } from './fixtures'

const PAGE_SIZE = 20
const TOTAL = 144

function report(
  name: string,
  twin: ReturnType<typeof graphTwin>,
  paths: Parameters<typeof transitionsOf>[1][],
) {
  const taken = new Set(paths.flatMap((p) => [...transitionsOf(twin, p)]))
  console.log(
    `${name}: ${paths.length} browser paths take ${taken.size} transitions: ${[...taken].sort().join(', ')}`,
  )
}

// ---------------------------------------------------------------------------------------------
// listing

const listingTwin = graphTwin(listingMachine)
/** The filter the browser paths choose and remove: one style (issue 12). */
const STYLE = 'minimal'

const listingModel = testModelFor(listingTwin, (snapshot: AnyMachineSnapshot) => {
  const { page, pageCount, filters } = snapshot.context as ListingContext
  const filtered = filters.style !== undefined
  const last = pageCount ?? 1
  return [
    // The twin knows the unfiltered count only: a filtered list's pages are the jsdom model's.
    ...(!filtered && page < last ? [{ type: 'page.change', page: page + 1, via: 'next' }] : []),
    ...(!filtered && page > 1 ? [{ type: 'page.change', page: page - 1, via: 'previous' }] : []),
    ...(!filtered && page !== last ? [{ type: 'page.change', page: last, via: 'number' }] : []),
    // The graph tries every event a state takes; filtered, the page stays (nothing is pressed).
    ...(filtered ? [{ type: 'page.change', page, via: 'stay' }] : []),
    { type: 'sort.change', sort: 'likes_count' },
    { type: 'sort.change', sort: 'ranking' },
    { type: 'filters.change', filters: filtered ? {} : { style: STYLE } },
    { type: 'filters.clear' },
    // A typed `?page=abc`: the route's schema reads it as page 1 (spec §5), which the machine gets.
    {
      type: 'listing.sync',
      page: 1,
      typed: 'abc',
      sort: 'ranking',
      totalCount: TOTAL,
      pageSize: PAGE_SIZE,
    },
  ]
})

/** The page the address names, read as spec §5 reads it: anything but a whole number ≥ 1 is 1. */
function addressPage(raw: string | null): number {
  return raw !== null && /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1
}
const listingPaths = coveringPaths(
  listingTwin,
  listingModel.getShortestPaths({
    input: { page: 2, sort: 'ranking', totalCount: TOTAL, pageSize: PAGE_SIZE },
  }),
)
report('listing', listingTwin, listingPaths)

async function expectPage(page: Page, ctx: ListingContext) {
  const pager = page.getByRole('navigation', { name: 'Pagination' })
  await expect(pager.getByRole('link', { name: `Page ${ctx.page}, current page` })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(page.getByTestId('sort-select')).toHaveValue(ctx.sort)
  // A chosen filter shows as its chip; none is shown without one.
  await expect(page.getByTestId(`facet-chip-style-${STYLE}`)).toHaveCount(
    ctx.filters.style === undefined ? 0 : 1,
  )
}

test.describe('listing machine paths in the browser', () => {
  for (const path of listingPaths) {
    test(path.description, async ({ page }) => {
      // The page's timers are ours to move, so "the first 300 ms" is exact.
      await page.clock.install()
      /** The last step typed the address itself (listing.sync), rather than pressing something. */
      let typedAddress = false
      await path.test({
        events: executors({
          'xstate.init': async () => {
            await page.goto('/store/all?page=2&sort=ranking')
            await expect(page.getByTestId('template-grid')).toBeVisible()
            await waitForHydration(page)
            // From here on the page's time only moves when a step moves it.
            await page.clock.pauseAt(Date.now() + 60_000)
          },
          'page.change': async ({ event }) => {
            if (event.via === 'stay') return
            typedAddress = false
            await page.evaluate(() => window.scrollTo(0, 600))
            const pager = page.getByRole('navigation', { name: 'Pagination' })
            const name =
              event.via === 'next'
                ? 'Next'
                : event.via === 'previous'
                  ? 'Previous'
                  : `Go to page ${event.page}`
            await pager.getByRole('link', { name, exact: true }).click()
          },
          'sort.change': async ({ event }) => {
            typedAddress = false
            await page.evaluate(() => window.scrollTo(0, 600))
            await page.getByTestId('sort-select').selectOption(String(event.sort))
          },
          'filters.change': async () => {
            typedAddress = false
            await page
              .getByTestId('facet-sidebar')
              .getByTestId(`facet-option-style-${STYLE}`)
              .click()
          },
          'filters.clear': async () => {
            const clearAll = page.getByTestId('facet-clear-all')
            // Shown only while a filter is chosen: without one there is nothing to press.
            if ((await page.getByTestId(`facet-chip-style-${STYLE}`).count()) === 0) {
              await expect(clearAll).toHaveCount(0)
              return
            }
            typedAddress = false
            await clearAll.click()
          },
          'listing.sync': async ({ event }) => {
            typedAddress = true
            // The URL changes under the page (back/forward style), not through the pager.
            await page.evaluate(
              ([p, s]) => {
                history.pushState(history.state, '', `/store/all?page=${p}&sort=${s}`)
                window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
              },
              [String(event.typed ?? event.page), String(event.sort)],
            )
          },
          'xstate.after.pageTransition.listing.transitioning': async () => {
            await page.clock.runFor(PAGE_TRANSITION_MS - 1)
            await expect(page.getByTestId('loading-overlay')).toBeVisible()
            await page.clock.runFor(1)
          },
        }) as never,
        states: {
          '#listing.idle': async (state) => {
            const ctx = state.context as ListingContext
            await expect(page.getByTestId('loading-overlay')).toBeHidden()
            await expectPage(page, ctx)
          },
          '#listing.transitioning': async (state) => {
            const ctx = state.context as ListingContext
            await expect(page.getByTestId('loading-overlay')).toBeVisible()
            // Defaults are never written into the URL (one URL per listing page, issue 10).
            const params = new URL(page.url()).searchParams
            // A typed address stays as typed (`?page=abc` reads as page 1, spec §5); what the app
            // writes itself never carries a default.
            await expect
              .poll(() => addressPage(new URL(page.url()).searchParams.get('page')))
              .toBe(ctx.page)
            expect(params.get('sort') ?? 'ranking').toBe(ctx.sort)
            if (!typedAddress) {
              expect(params.get('page')).toBe(ctx.page === 1 ? null : String(ctx.page))
              expect(params.get('sort')).toBe(ctx.sort === 'ranking' ? null : ctx.sort)
            }
            expect(params.get('style')).toBe(ctx.filters.style ?? null)
            await expectPage(page, ctx)
          },
        },
      })
      // Scrolled to the top once the transition ended (smooth scroll may take a moment).
      if (
        path.state.matches('idle') &&
        path.steps.some((s) => s.event.type.startsWith('xstate.after'))
      ) {
        await page.clock.runFor(1_000)
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
      }
    })
  }
})

// ---------------------------------------------------------------------------------------------
// like

const likeTwin = graphTwin(likeMachine)
function likeModelPaths(signedIn: boolean) {
  const model = testModelFor(likeTwin, (snapshot: AnyMachineSnapshot) => {
    const ctx = snapshot.context as LikeContext
    return [
      { type: 'like.toggle', session: signedIn ? 'signedIn' : 'signedOut' },
      {
        type: 'xstate.done.actor.setLike',
        output: { templateId: ctx.templateId, liked: ctx.liked, countLikes: ctx.countLikes },
      },
      { type: 'xstate.error.actor.setLike', error: { message: 'test failure' } },
    ]
  })
  return coveringPaths(
    likeTwin,
    model.getShortestPaths({
      // The page's sort is not the machine's: which lists a like refreshes is the query cache's
      // business (decision 020); the paths check the searches the page makes after a like.
      input: { templateId: 'first', liked: false, countLikes: 0 },
      // A props sync cannot be caused from the page; it stays with the jsdom model tests.
      filterEvents: (_state, event) => event.type !== 'like.sync',
    }),
  )
}
const likePaths = [
  // The same paths on a list in likes order (refreshed after a like) and one in ranking order (not).
  ...likeModelPaths(true).map((p) => ({ p, signedIn: true, sort: 'likes_count' })),
  ...likeModelPaths(true).map((p) => ({ p, signedIn: true, sort: 'ranking' })),
  ...likeModelPaths(false).map((p) => ({ p, signedIn: false, sort: 'likes_count' })),
]
report(
  'like',
  likeTwin,
  likePaths.map((x) => x.p),
)

/**
 * The second item of the list: the counts asserted here must move only by this test's own likes,
 * and the first items of the ranking and likes_count orders are liked by other specs running in
 * the other worker (the /store/liked and designer-page tests).
 */
async function pathItem(page: Page): Promise<{ templateId: string }> {
  const item = page.getByTestId('template-grid').getByTestId('template-list-item').nth(1)
  await item.hover()
  const href = await item.locator('a[href*="/store/templates/"]').first().getAttribute('href')
  const templateId = href?.split('/').pop()
  if (!templateId) throw new Error('list item without a detail link')
  return { templateId }
}

test.describe('like machine paths in the browser', () => {
  for (const { p: path, signedIn: asMember, sort } of likePaths) {
    test(`${asMember ? 'signed in' : 'signed out'}, sorted by ${sort}: ${path.description}`, async ({
      page,
      signedIn,
      likesToUndo,
    }) => {
      const start = `/store/all?sort=${sort}`
      let searches = 0
      let searchesBefore = 0
      page.on('request', (r) => {
        if (r.url().includes('/v2/store/templates/search')) searches += 1
      })
      let templateId = ''
      let button: Locator | undefined
      let base = 0
      let item: Locator | undefined
      const held: Route[] = []
      let lastType = 'xstate.init'
      await path.test({
        events: executors({
          'xstate.init': async () => {
            if (asMember) {
              const api = await signedIn(freshAccount('en'), start)
              const target = await pathItem(page)
              if ((await api.template(target.templateId)).liked) {
                await api.unlike(target.templateId)
                await page.reload()
              }
            } else {
              await page.goto(start)
            }
            ;({ templateId } = await pathItem(page))
            // Follow this template wherever a refresh puts it in the likes order.
            item = page
              .getByTestId('template-list-item')
              .filter({ has: page.locator(`a[href$="/store/templates/${templateId}"]`) })
              .first()
            await item.hover()
            button = item.getByTestId('like-button')
            likesToUndo.add(templateId)
            await expect(button).toHaveAttribute('aria-pressed', 'false')
            base = Number(await button.getByTestId('like-count').textContent())
            // Hold like calls so each path decides when (and how) the server answers.
            await page.route(
              `**/v2/store/templates/${templateId}/like`,
              (route) => void held.push(route),
            )
          },
          'like.toggle': async () => {
            lastType = 'like.toggle'
            await item?.hover()
            await button?.click()
          },
          'xstate.done.actor.setLike': async () => {
            lastType = 'done'
            await expect.poll(() => held.length).toBeGreaterThan(0)
            searchesBefore = searches
            const response = page.waitForResponse((r) =>
              r.url().includes(`/templates/${templateId}/like`),
            )
            await held.shift()?.continue()
            await response
          },
          'xstate.error.actor.setLike': async () => {
            lastType = 'error'
            await expect.poll(() => held.length).toBeGreaterThan(0)
            await held.shift()?.fulfill({
              status: 500,
              json: { error: { code: 'internal', message: 'test failure' } },
            })
          },
        }) as never,
        states: {
          '#like.idle': async (state) => {
            const ctx = state.context as LikeContext
            if (!button) throw new Error('no button')
            if (lastType === 'like.toggle' && !asMember) {
              const dialog = page.getByRole('dialog')
              await expect(dialog).toHaveAttribute('data-mode', 'like')
              await page.keyboard.press('Escape')
              await expect(dialog).toBeHidden()
            }
            if (lastType === 'done') {
              if (sort === 'likes_count') {
                // The order by likes changed: the list is fetched again.
                await expect.poll(() => searches).toBeGreaterThan(searchesBefore)
              } else {
                await page.waitForTimeout(500)
                expect(searches).toBe(searchesBefore)
              }
            }
            await item?.hover()
            await expect(button).not.toHaveAttribute('aria-busy', 'true')
            await expect(button).toHaveAttribute('aria-pressed', String(ctx.liked))
            await expect(button.getByTestId('like-count')).toHaveText(String(base + ctx.countLikes))
          },
          '#like.saving': async (state) => {
            const ctx = state.context as LikeContext
            if (!button) throw new Error('no button')
            await item?.hover()
            await expect(button).toHaveAttribute('aria-busy', 'true')
            await expect(button).toHaveAttribute('aria-pressed', String(ctx.liked))
            await expect(button.getByTestId('like-count')).toHaveText(String(base + ctx.countLikes))
          },
        },
      })
    })
  }
})
