import { qrPath } from '../lib/qr-path'

export type QrCodeProps = { value: string; label: string; className?: string | undefined }

/**
 * `value` as a QR code, drawn as SVG: crisp at any size, printed with the page, no request. Dark
 * on white whatever the theme, since a phone's camera needs the contrast.
 */
export function QrCode({ value, label, className }: QrCodeProps) {
  const { size, d } = qrPath(value)
  return (
    <svg
      className={className}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="open-on-phone-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  )
}
