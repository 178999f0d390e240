// The device preview's frames (issue 12): a template's preview shown at a desktop, tablet or
// phone's CSS width, scaled down to fit the page. The detail route's `?device=` names one;
// desktop is the default and never written into the URL.
export const PREVIEW_DEVICES = ['desktop', 'tablet', 'mobile'] as const
export type PreviewDevice = (typeof PREVIEW_DEVICES)[number]
export const DEFAULT_PREVIEW_DEVICE: PreviewDevice = 'desktop'

/** CSS pixels of each frame: a laptop, an iPad in portrait, a small phone. */
export const PREVIEW_FRAME_SIZE: Record<PreviewDevice, { width: number; height: number }> = {
  desktop: { width: 1280, height: 800 },
  tablet: { width: 768, height: 1024 },
  mobile: { width: 375, height: 667 },
}

/** The `device` search value for a choice: none for the default. */
export const deviceSearchValue = (device: PreviewDevice): PreviewDevice | undefined =>
  device === DEFAULT_PREVIEW_DEVICE ? undefined : device
