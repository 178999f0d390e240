import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { deviceOf, useDevice, useViewport } from '#src/hooks/use-viewport'

const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

function Probe() {
  const viewport = useViewport()
  const device = useDevice()
  return (
    <p>
      <span data-testid="layout">{viewport.isDesktop ? 'desktop' : 'narrow'}</span>
      <span data-testid="device">{device.isDesktop ? 'desktop' : 'touch'}</span>
    </p>
  )
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width })
  window.dispatchEvent(new Event('resize'))
}

const shown = () => [
  screen.getByTestId('layout').textContent,
  screen.getByTestId('device').textContent,
]

beforeEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 375 })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('viewport (100 ms) and device detection (50 ms) after a resize (spec §9)', () => {
  it('refreshes the device 50 ms after the last resize and the layout 100 ms after it', () => {
    vi.useFakeTimers()
    render(<Probe />)
    expect(shown()).toEqual(['narrow', 'touch'])
    setWidth(1280)
    act(() => vi.advanceTimersByTime(49))
    expect(shown()).toEqual(['narrow', 'touch'])
    act(() => vi.advanceTimersByTime(1))
    // 50 ms: the device is known, layout still waits.
    expect(shown()).toEqual(['narrow', 'desktop'])
    act(() => vi.advanceTimersByTime(49))
    // 99 ms
    expect(shown()).toEqual(['narrow', 'desktop'])
    act(() => vi.advanceTimersByTime(1))
    // 100 ms
    expect(shown()).toEqual(['desktop', 'desktop'])
  })

  it('restarts both waits on every resize of a burst', () => {
    vi.useFakeTimers()
    render(<Probe />)
    setWidth(1280)
    act(() => vi.advanceTimersByTime(40))
    setWidth(1300)
    act(() => vi.advanceTimersByTime(49))
    expect(shown()).toEqual(['narrow', 'touch'])
    act(() => vi.advanceTimersByTime(1))
    expect(shown()).toEqual(['narrow', 'desktop'])
    act(() => vi.advanceTimersByTime(50))
    expect(shown()).toEqual(['desktop', 'desktop'])
  })
})

describe('deviceOf', () => {
  it('is a desktop only when wide, with a hovering pointer and a desktop browser', () => {
    expect(deviceOf({ width: 1024, userAgent: DESKTOP_UA, canHover: true }).isDesktop).toBe(true)
    expect(deviceOf({ width: 1023, userAgent: DESKTOP_UA, canHover: true }).isDesktop).toBe(false)
    expect(deviceOf({ width: 1280, userAgent: DESKTOP_UA, canHover: false }).isDesktop).toBe(false)
    expect(deviceOf({ width: 1280, userAgent: PHONE_UA, canHover: true }).isDesktop).toBe(false)
  })
})
