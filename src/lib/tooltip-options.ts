// Spec §9 tooltips: distance 10; the dropdown theme opens on hover and focus; 'url-input' opens
// on click, auto-hides and sits flush (distance 0); 'cation-tooltip' never auto-hides. The theme
// names are the spec's own (including its spelling of 'cation').

export type TooltipTrigger = 'hover' | 'focus' | 'click'
export type TooltipTheme = 'dropdown' | 'url-input' | 'cation-tooltip'
export type TooltipThemeOptions = {
  triggers: readonly TooltipTrigger[]
  /** Closes on a pointer press outside and on Escape. */
  autoHide: boolean
  /** Gap between trigger and bubble, px. */
  distance: number
}

export const TOOLTIP_OPTIONS = {
  distance: 10,
  themes: {
    dropdown: { triggers: ['hover', 'focus'], autoHide: true, distance: 10 },
    'url-input': { triggers: ['click'], autoHide: true, distance: 0 },
    // Shown by its owner (a caution stays up until the condition is gone), so no triggers.
    'cation-tooltip': { triggers: [], autoHide: false, distance: 10 },
  },
} as const satisfies {
  distance: number
  themes: Record<TooltipTheme, TooltipThemeOptions>
}
