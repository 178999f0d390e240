export function findChromium(): {
  path: string | undefined
  source: 'env' | 'playwright' | 'system' | undefined
}
export const HOW_TO_GET_CHROMIUM: string
export const QUIET_CHROMIUM_FLAGS: string[]
