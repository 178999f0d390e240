import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SiteHeader } from '#src/components/layout/site-header'
import { RESIZE_DEBOUNCE_MS } from '#src/hooks/use-viewport'
import { renderStoreUi, setViewportWidth } from './render-store-ui'

afterEach(() => {
  vi.useRealTimers()
  setViewportWidth(1280)
})

describe('SiteHeader on desktop', () => {
  it('builds both menus from the catalogue: each group, its All child and every entry', async () => {
    setViewportWidth(1280)
    await renderStoreUi(<SiteHeader />, { store: { session: 'signedOut' } })
    const siteTypes = await screen.findByTestId('nav-site-types')
    fireEvent.click(within(siteTypes).getByRole('button', { name: 'Site types' }))
    const business = within(siteTypes).getByRole('menuitem', { name: 'Business' })
    expect(business).toHaveAttribute('href', '/store/sitetype/business')
    const businessGroup = business.closest<HTMLElement>('[role="group"]')
    if (!businessGroup) throw new Error('group link outside a group section')
    const children = within(businessGroup)
      .getAllByRole('menuitem')
      .slice(1)
      .map((item) => item.textContent)
    expect(children[0]).toBe('All')
    expect(children).toHaveLength(1 + 6)
    // 5 groups × (group link + All + entries): 5 + 5 + 25 links in the site-type menu.
    expect(within(siteTypes).getAllByRole('menuitem')).toHaveLength(35)

    const industries = screen.getByTestId('nav-industries')
    // 10 groups, 10 All links and 77 industries.
    expect(within(industries).getAllByRole('menuitem', { hidden: true })).toHaveLength(97)
    expect(screen.getByTestId('sign-in-link')).toHaveTextContent('Sign in')
  })

  it('a menu entry navigates in the app and closes the menu', async () => {
    setViewportWidth(1280)
    const { router } = await renderStoreUi(<SiteHeader />, { store: { session: 'signedOut' } })
    const siteTypes = await screen.findByTestId('nav-site-types')
    fireEvent.click(within(siteTypes).getByRole('button', { name: 'Site types' }))
    const entry = within(siteTypes).getAllByRole('menuitem', { name: 'All' })[0] as HTMLElement
    const href = entry.getAttribute('href') ?? ''
    const loads = router.history.length
    fireEvent.click(entry)
    // The app's history, not a page load: one more entry, the menu closed.
    expect(router.history.location.pathname).toBe(href)
    expect(router.history.length).toBe(loads + 1)
    expect(within(siteTypes).getByRole('menu', { hidden: true })).not.toBeVisible()
  })

  it('names the Japanese menu children すべて', async () => {
    setViewportWidth(1280)
    await renderStoreUi(<SiteHeader />, { locale: 'ja' })
    const industries = await screen.findByTestId('nav-industries')
    fireEvent.click(within(industries).getByRole('button', { name: '業種' }))
    expect(within(industries).getAllByRole('menuitem', { name: 'すべて' })).toHaveLength(10)
  })
})

describe('SiteHeader on a small screen', () => {
  it('keeps the drawer and search mode mutually exclusive', async () => {
    setViewportWidth(375)
    await renderStoreUi(<SiteHeader />)
    fireEvent.click(await screen.findByTestId('drawer-toggle'))
    // The drawer's code loads on first open, and its first render (every menu entry, a modal
    // dialog) took over the find's default second on a loaded two-core machine.
    expect(await screen.findByTestId('site-drawer', {}, { timeout: 10_000 })).toBeInTheDocument()
    // The drawer is a modal dialog; its own search toggle is the one a person can reach.
    const drawer = screen.getByRole('dialog', { name: 'Main navigation' })
    expect(drawer).toHaveAttribute('open')
    await waitFor(() => expect(screen.getByTestId('drawer-close')).toHaveFocus())
    fireEvent.click(within(drawer).getByTestId('drawer-search-toggle'))
    expect(screen.queryByTestId('site-drawer')).toBeNull()
    expect(drawer).not.toHaveAttribute('open')
    expect(screen.getByTestId('header-search-form')).toBeInTheDocument()
    fireEvent.click(screen.getByTestId('drawer-toggle'))
    expect(screen.getByTestId('site-drawer')).toBeInTheDocument()
    expect(screen.queryByTestId('header-search-form')).toBeNull()
  })

  it('closes the drawer once the window has grown to desktop and resizing has been quiet for 100 ms', async () => {
    // Which header shows is the stylesheet's (media queries); the width only drives behaviour.
    setViewportWidth(375)
    await renderStoreUi(<SiteHeader />)
    fireEvent.click(await screen.findByTestId('drawer-toggle'))
    expect(await screen.findByTestId('site-drawer')).toBeInTheDocument()
    vi.useFakeTimers()
    setViewportWidth(1280)
    act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 10))
    setViewportWidth(1300)
    act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 10))
    expect(screen.queryByTestId('site-drawer')).not.toBeNull()
    act(() => vi.advanceTimersByTime(20))
    expect(screen.queryByTestId('site-drawer')).toBeNull()
    expect(screen.getByTestId('nav-site-types')).toBeInTheDocument()
  })
})
