// The QR encoder (uqr and lib/qr-path.ts, ~3.5 kB gzip), kept out of the detail page's chunk
// (issue 29). The route's loader loads it before the page renders: the server draws the code, and
// a page opened in the app draws it at once. A served page keeps the code it came with and loads
// the encoder only when the address to encode changes (components/qr-code.tsx).
import type { qrPath } from './qr-path'

export type QrEncoder = typeof qrPath

let loaded: QrEncoder | undefined
let loading: Promise<QrEncoder> | undefined

/** The encoder if it has been loaded. */
export function qrEncoder(): QrEncoder | undefined {
  return loaded
}

/** Loads the encoder, once. */
export function loadQrEncoder(): Promise<QrEncoder> {
  loading ??= import('./qr-path').then((module) => (loaded = module.qrPath))
  return loading
}
