import { useEffect, useState } from 'react'

// Spec §9 breakpoints, in px, mirrored from src/styles/_breakpoints.scss.
export const BREAKPOINTS = { footerMd: 482, md: 768, lg: 1024, xl: 1280, xxl: 1440 } as const
export const RESIZE_DEBOUNCE_MS = 100

export type Viewport = {
  width: number
  /** Wide enough for the desktop header and the hover overlay on template items. */
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

// Without a window (Node import, first server render) assume desktop, the layout most crawlers see.
const FALLBACK_WIDTH = 1280

function currentWidth(): number {
  return typeof window === 'undefined' ? FALLBACK_WIDTH : window.innerWidth
}

/** The viewport class, recomputed at most once per 100 ms burst of resize events (spec §9). */
export function useViewport(): Viewport {
  const [width, setWidth] = useState(currentWidth)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const onResize = () => {
      clearTimeout(timer)
      timer = setTimeout(() => setWidth(window.innerWidth), RESIZE_DEBOUNCE_MS)
    }
    window.addEventListener('resize', onResize)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('resize', onResize)
    }
  }, [])
  return viewportOf(width)
}
