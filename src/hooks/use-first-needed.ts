import { useState } from 'react'

/**
 * True from the first render where `needed` is true on, for good: a part loaded on first use
 * (the drawer, the login dialog) stays mounted afterwards, so closing it keeps its DOM and focus
 * handling as they were.
 */
export function useFirstNeeded(needed: boolean): boolean {
  const [wasNeeded, setWasNeeded] = useState(needed)
  // Adjusting state while rendering (React's pattern for state derived from props): no extra
  // commit with the part missing.
  if (needed && !wasNeeded) setWasNeeded(true)
  return wasNeeded || needed
}
