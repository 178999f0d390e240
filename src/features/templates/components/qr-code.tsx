import { useHydrated } from '@tanstack/react-router'
import { useEffect, useReducer, useState } from 'react'
import { loadQrEncoder, qrEncoder, type QrEncoder } from '../lib/qr-encoder'

/** The code's drawing, inside the element that names it: dark modules as one path on white. */
function drawing(draw: QrEncoder, value: string): string {
  const { size, d } = draw(value)
  return (
    `<svg viewBox="0 0 ${size} ${size}" width="100%" height="100%" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${d}" fill="#000"/></svg>`
  )
}

export type QrCodeProps = { value: string; label: string; className?: string | undefined }

/**
 * `value` as a QR code, drawn as SVG: crisp at any size, printed with the page, no request. Dark
 * on white whatever the theme, since a phone's camera needs the contrast.
 */
export function QrCode({ value, label, className }: QrCodeProps) {
  const hydrated = useHydrated()
  // What the served page drew (rendering on the server, or hydrating what it sent): that drawing
  // stays as it is while the value does.
  const [served] = useState(() => (hydrated ? null : value))
  const [, encoderLoaded] = useReducer((n: number) => n + 1, 0)
  const encoder = qrEncoder()
  const needsEncoder = encoder === undefined && value !== served
  useEffect(() => {
    if (!needsEncoder) return
    let current = true
    loadQrEncoder().then(
      () => current && encoderLoaded(),
      (error: unknown) => console.error('[qr] the encoder failed to load:', error),
    )
    return () => {
      current = false
    }
  }, [needsEncoder])
  // Hydration never writes an element's inner HTML (nor compares it, with the warning
  // suppressed): as served, '' keeps the drawing the page came with. Another value without the
  // encoder yet is a blank square (' ', the box keeps its size) for the moment it takes to arrive.
  const html = encoder ? drawing(encoder, value) : value === served ? '' : ' '
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      data-testid="open-on-phone-qr"
      dangerouslySetInnerHTML={{ __html: html }}
      // The served drawing is kept, not compared: the browser may not have the encoder yet.
      suppressHydrationWarning
    />
  )
}
