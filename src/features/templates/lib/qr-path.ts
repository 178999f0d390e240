import { encode } from 'uqr'

/** Modules of light margin around the code: the quiet zone the QR standard asks for. */
const QUIET_ZONE = 4

/**
 * The mask pattern, fixed: letting the encoder choose scores all eight for every code (90 % of the
 * encoding's time, ~1.2 ms of each detail page's render on the server). Any mask reads; the score
 * only steers away from patterns a weak decoder may stumble on. Mask 2 is the scorer's most
 * frequent pick for preview addresses, but not for every origin: many codes are drawn differently
 * from before, and read the same.
 */
const MASK_PATTERN = 2

export type QrPath = {
  /** Width and height in modules, the quiet zone included. */
  size: number
  /** The dark modules as one SVG path, a run of modules in a row per subpath. */
  d: string
}

/** The QR code of `text` (error correction M: still reads from a slightly blurred screen). */
export function qrPath(text: string): QrPath {
  const { data, size } = encode(text, {
    ecc: 'M',
    border: QUIET_ZONE,
    maskPattern: MASK_PATTERN,
  })
  const runs: string[] = []
  data.forEach((row, y) => {
    let x = 0
    while (x < size) {
      if (!row[x]) {
        x += 1
        continue
      }
      const start = x
      while (x < size && row[x]) x += 1
      runs.push(`M${start} ${y}h${x - start}v1h${start - x}z`)
    }
  })
  return { size, d: runs.join('') }
}
