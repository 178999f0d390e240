// Decision 017: after a deploy, the build actor alone decides whether a missing route chunk
// reloads the page. TanStack Router's lazy route components reload by themselves, once per error
// message per tab, unless a session-storage key says that reload was had; it has no public switch
// for this, so `claimChunkReload` sets that key. These tests run the installed router's own lazy
// component: a router upgrade that changes its key (or its check) fails here, not in a tab that
// reloads twice.
import { lazyRouteComponent, type AsyncRouteComponent } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import { Component, type ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { claimChunkReload, isChunkLoadError } from '#src/lib/chunk-errors'

/** What the route's error component would get. */
class ErrorShown extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null }
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  override render() {
    const { error } = this.state
    if (error === null) return this.props.children
    return <p role="alert">{error instanceof Error ? error.message : String(error)}</p>
  }
}

/** A route component whose chunk the last deploy removed. */
async function goneRouteChunk(file: string) {
  const error = new TypeError(`Failed to fetch dynamically imported module: ${file}`)
  const Gone = lazyRouteComponent(() => Promise.reject(error))
  // What the router does before rendering a route: load its component.
  await Gone.preload?.()
  return { error, Gone }
}

/**
 * Renders the route as the router would and says whether the router asked for its own reload.
 * jsdom cannot reload, so the sign is the router's record of the reload it asks for: a
 * storage write during the render (it writes its key, then reloads).
 */
function renderRoute(Gone: AsyncRouteComponent<unknown>): { reloadAsked: boolean } {
  const writes = vi.spyOn(Storage.prototype, 'setItem')
  render(
    <ErrorShown>
      <Gone />
    </ErrorShown>,
  )
  const reloadAsked = writes.mock.calls.length > 0
  writes.mockRestore()
  return { reloadAsked }
}

beforeEach(() => {
  sessionStorage.clear()
  // React reports the error the boundary caught.
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

describe('the router reload the build actor claims (decision 017)', () => {
  it('unclaimed, the router reloads the page by itself: what the claim is there to stop', async () => {
    const { error, Gone } = await goneRouteChunk('/assets/all-old.js')
    expect(isChunkLoadError(error)).toBe(true)

    expect(renderRoute(Gone).reloadAsked).toBe(true)
  })

  it('claimed, the router leaves the failure to the page: no second, unguarded reload', async () => {
    const { error, Gone } = await goneRouteChunk('/assets/search-old.js')
    claimChunkReload(error)

    expect(renderRoute(Gone).reloadAsked).toBe(false)
    // The route's error component gets the chunk error itself.
    expect(screen.getByRole('alert')).toHaveTextContent(error.message)
  })

  it('a claim holds for its own chunk only', async () => {
    const claimed = await goneRouteChunk('/assets/liked-old.js')
    claimChunkReload(claimed.error)
    const other = await goneRouteChunk('/assets/designers-old.js')

    expect(renderRoute(other.Gone).reloadAsked).toBe(true)
  })
})
