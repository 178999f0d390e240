import { createContext, useCallback, useContext, useEffect, useState } from 'react'
import { GUESSED_WIDTH, isMobileUserAgent, type LayoutGuess } from '#catalogue/layout-guess'
import { useHydrated } from '@tanstack/react-router'

// Spec §9 breakpoints and content width, in px, mirrored from src/styles/_breakpoints.scss and
// src/styles/_tokens.scss (a unit test compares them).
export const BREAKPOINTS = { footerMd: 482, md: 768, lg: 1024, xl: 1280, xxl: 1440 } as const
export const MAX_CONTENT_WIDTH = 1600
/** Layout (header, drawer) follows the width at most once per burst of resizes (spec §9). */
export const RESIZE_DEBOUNCE_MS = 100
/** Device detection refreshes sooner than layout (spec §9). */
export const DEVICE_DETECTION_DELAY_MS = 50

export type Viewport = {
  width: number
  /** Wide enough for the desktop header. */
  isDesktop: boolean
  isTablet: boolean
  isMobile: boolean
}

export function viewportOf(width: number): Viewport {
  return {
    width,
    isDesktop: width >= BREAKPOINTS.lg,
    isTablet: width >= BREAKPOINTS.md && width < BREAKPOINTS.lg,
    isMobile: width < BREAKPOINTS.md,
  }
}

export type DeviceSignals = { width: number; userAgent: string; canHover: boolean }
export type Device = {
  /** A wide screen with a hovering pointer: list items show the overlay, the editor may open. */
  isDesktop: boolean
}

/** Desktop vs touch/mobile: wide, a fine hovering pointer and not a phone or tablet browser. */
export function deviceOf({ width, userAgent, canHover }: DeviceSignals): Device {
  return { isDesktop: width >= BREAKPOINTS.lg && canHover && !isMobileUserAgent(userAgent) }
}

/**
 * The device the server rendered the page for (catalogue/layout-guess.ts): the server's render and
 * the browser's hydration both draw it, so they match. Desktop without a provider (tests, Node).
 * Layout by width is the stylesheet's; the app reads width for behaviour only.
 */
const LayoutGuessContext = createContext<LayoutGuess>('desktop')
export const LayoutGuessProvider = LayoutGuessContext.Provider

// Without a window (Node import) assume desktop, the layout most crawlers see.
const FALLBACK_WIDTH = GUESSED_WIDTH.desktop
const HOVER_QUERY = '(hover: hover) and (pointer: fine)'

function currentWidth(): number {
  return typeof window === 'undefined' ? FALLBACK_WIDTH : window.innerWidth
}

function currentDeviceSignals(): DeviceSignals {
  if (typeof window === 'undefined') return { width: FALLBACK_WIDTH, userAgent: '', canHover: true }
  return {
    width: window.innerWidth,
    userAgent: navigator.userAgent,
    // Browsers without matchMedia (old engines, jsdom) are taken at their width's word.
    canHover:
      typeof window.matchMedia === 'function' ? window.matchMedia(HOVER_QUERY).matches : true,
  }
}

const GUESSED_DEVICE: Record<LayoutGuess, Device> = {
  desktop: deviceOf({ width: GUESSED_WIDTH.desktop, userAgent: '', canHover: true }),
  mobile: deviceOf({ width: GUESSED_WIDTH.mobile, userAgent: '', canHover: false }),
}

/** Runs `update` once `delayMs` after the last resize of a burst. */
function useAfterResize(delayMs: number, update: () => void): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const onResize = () => {
      clearTimeout(timer)
      timer = setTimeout(update, delayMs)
    }
    window.addEventListener('resize', onResize)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('resize', onResize)
    }
  }, [delayMs, update])
}

/** The viewport class for layout, recomputed 100 ms after a burst of resize events (spec §9). */
export function useViewport(): Viewport {
  const [width, setWidth] = useState(currentWidth)
  const update = useCallback(() => setWidth(currentWidth()), [])
  useAfterResize(RESIZE_DEBOUNCE_MS, update)
  const guess = useContext(LayoutGuessContext)
  // Hydration renders what the server rendered (its guess), then the real width.
  return viewportOf(useHydrated() ? width : GUESSED_WIDTH[guess])
}

/** Desktop vs touch/mobile, refreshed 50 ms after a resize (spec §9). */
export function useDevice(): Device {
  const [device, setDevice] = useState(() => deviceOf(currentDeviceSignals()))
  const update = useCallback(() => {
    const next = deviceOf(currentDeviceSignals())
    setDevice((shown) => (shown.isDesktop === next.isDesktop ? shown : next))
  }, [])
  useAfterResize(DEVICE_DETECTION_DELAY_MS, update)
  const guess = useContext(LayoutGuessContext)
  return useHydrated() ? device : GUESSED_DEVICE[guess]
}
