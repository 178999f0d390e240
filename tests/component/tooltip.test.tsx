import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { MenuGroup } from '#catalogue/menus'
import { NavMenu } from '#src/components/layout/nav-menu'
import { Tooltip } from '#src/components/layout/tooltip'
import { TOOLTIP_OPTIONS } from '#src/lib/tooltip-options'
import { renderStoreUi } from './render-store-ui'

const pressOutside = () =>
  act(() => {
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
  })
const pressEscape = () =>
  act(() => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
  })

describe('tooltip options (spec §9)', () => {
  it('are distance 10; dropdown on hover and focus; url-input on click, auto-hide, distance 0; cation-tooltip never auto-hides', () => {
    expect(TOOLTIP_OPTIONS.distance).toBe(10)
    expect(TOOLTIP_OPTIONS.themes.dropdown).toMatchObject({
      triggers: ['hover', 'focus'],
      distance: 10,
    })
    expect(TOOLTIP_OPTIONS.themes['url-input']).toEqual({
      triggers: ['click'],
      autoHide: true,
      distance: 0,
    })
    expect(TOOLTIP_OPTIONS.themes['cation-tooltip'].autoHide).toBe(false)
  })
})

describe('Tooltip', () => {
  it('dropdown opens on hover and on focus, 10 px away, and hides when they end', () => {
    render(
      <Tooltip theme="dropdown" content="More options">
        {(trigger) => (
          <button type="button" aria-describedby={trigger['aria-describedby']}>
            Menu
          </button>
        )}
      </Tooltip>,
    )
    const button = screen.getByRole('button', { name: 'Menu' })
    const bubble = screen.getByText('More options')
    expect(bubble).not.toBeVisible()
    expect(bubble).toHaveAttribute('data-distance', '10')
    fireEvent.mouseEnter(button)
    expect(bubble).toBeVisible()
    expect(bubble).toHaveAttribute('role', 'tooltip')
    expect(button).toHaveAttribute('aria-describedby', bubble.id)
    fireEvent.mouseLeave(button)
    expect(bubble).not.toBeVisible()
    fireEvent.focus(button)
    expect(bubble).toBeVisible()
    pressEscape()
    expect(bubble).not.toBeVisible()
    fireEvent.focus(button)
    fireEvent.blur(button)
    expect(bubble).not.toBeVisible()
    // A click is not one of its triggers.
    fireEvent.click(button)
    expect(bubble).not.toBeVisible()
  })

  it('url-input opens on click only, sits flush, and auto-hides on a press outside or Escape', () => {
    render(
      <Tooltip theme="url-input" content="Copied">
        {(trigger) => <input aria-label="Link" readOnly value="https://x" onClick={trigger.show} />}
      </Tooltip>,
    )
    const field = screen.getByRole('textbox', { name: 'Link' })
    const bubble = screen.getByText('Copied')
    expect(bubble).toHaveAttribute('data-distance', '0')
    expect(bubble.style.getPropertyValue('--tooltip-distance')).toBe('0px')
    fireEvent.mouseEnter(field)
    fireEvent.focus(field)
    expect(bubble).not.toBeVisible()
    fireEvent.click(field)
    expect(bubble).toBeVisible()
    expect(bubble).toHaveAttribute('role', 'status')
    // A press on the field itself keeps it.
    act(() => {
      field.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    })
    expect(bubble).toBeVisible()
    pressOutside()
    expect(bubble).not.toBeVisible()
    fireEvent.click(field)
    pressEscape()
    expect(bubble).not.toBeVisible()
  })

  it('cation-tooltip stays up: no press or key hides it, only its owner', () => {
    function Caution() {
      const [shown, setShown] = useState(true)
      return (
        <>
          <Tooltip theme="cation-tooltip" shown={shown} content="Use desktop Chrome">
            {(trigger) => <span aria-describedby={trigger['aria-describedby']}>Editor</span>}
          </Tooltip>
          <button type="button" onClick={() => setShown(false)}>
            Dismiss
          </button>
        </>
      )
    }
    render(<Caution />)
    const bubble = screen.getByText('Use desktop Chrome')
    expect(bubble).toBeVisible()
    expect(bubble).toHaveAttribute('role', 'note')
    expect(screen.getByText('Editor')).toHaveAttribute('aria-describedby', bubble.id)
    fireEvent.mouseLeave(screen.getByText('Editor'))
    pressOutside()
    pressEscape()
    expect(bubble).toBeVisible()
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(bubble).not.toBeVisible()
  })
})

describe("the header's menus are spec §9 dropdowns", () => {
  const GROUPS: MenuGroup[] = [
    {
      label: 'Business',
      path: '/store/sitetype/business',
      children: [{ label: 'All', path: '/store/sitetype/business' }],
    },
  ]

  it('open on hover but not on focus, toggle on click, and hide on a press outside', async () => {
    await renderStoreUi(<NavMenu label="Site types" groups={GROUPS} testId="nav" />)
    const menu = await screen.findByTestId('nav')
    const trigger = within(menu).getByRole('button', { name: 'Site types' })
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu')
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    fireEvent.mouseEnter(menu)
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    expect(within(menu).getByRole('menuitem', { name: 'Business' })).toBeVisible()
    // A click after hovering it open keeps it open.
    fireEvent.click(trigger)
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    pressOutside()
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    // Issue 9: Tab walking the header must not open every menu on the way.
    fireEvent.focus(trigger)
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(trigger)
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    fireEvent.click(trigger)
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  it('follow the menu-button keys: Enter, arrows, Home, End, Escape and Tab', async () => {
    const groups: MenuGroup[] = [
      ...GROUPS,
      {
        label: 'Portfolio',
        path: '/store/sitetype/portfolio',
        children: [{ label: 'All', path: '/store/sitetype/portfolio' }],
      },
    ]
    await renderStoreUi(<NavMenu label="Site types" groups={groups} testId="nav" />)
    const menu = await screen.findByTestId('nav')
    const trigger = within(menu).getByRole('button', { name: 'Site types' })
    trigger.focus()
    fireEvent.keyDown(trigger, { key: 'Enter' })
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const items = within(menu).getAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual(['Business', 'All', 'Portfolio', 'All'])
    // Roving focus: the items are reached with arrows, not Tab.
    for (const item of items) expect(item).toHaveAttribute('tabindex', '-1')
    expect(items[0]).toHaveFocus()
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' })
    expect(items[1]).toHaveFocus()
    fireEvent.keyDown(document.activeElement!, { key: 'End' })
    expect(items[3]).toHaveFocus()
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' })
    expect(items[0]).toHaveFocus()
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' })
    expect(items[3]).toHaveFocus()
    fireEvent.keyDown(document.activeElement!, { key: 'Home' })
    expect(items[0]).toHaveFocus()
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(trigger).toHaveFocus()

    fireEvent.keyDown(trigger, { key: 'ArrowUp' })
    expect(items[3]).toHaveFocus()
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' })
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })
})
