// Bodies kept in memory and sent many times (built files, remembered pages): compressed once per
// encoding, on first demand, and the result kept beside the body.
import type { Context } from 'hono'
import zlib from 'node:zlib'

const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|manifest\+json|wasm)|image\/svg\+xml|font\/ttf)/

export type EncodableBody = {
  type: string
  body: Buffer
  gzip?: Buffer
  br?: Buffer
}

/** Whether the client's Accept-Encoding admits `name` (absent q, or q > 0). */
function accepts(acceptEncoding: string, name: string): boolean {
  return acceptEncoding.split(',').some((part) => {
    const [token, ...params] = part.trim().split(';')
    if (token?.trim() !== name) return false
    const q = params.find((p) => p.trim().startsWith('q='))
    return !q || Number(q.trim().slice(2)) > 0
  })
}

/**
 * Picks br, then gzip, by the client's Accept-Encoding; compresses once and keeps the result.
 * `brotliQuality` trades the one-off cost against size: 9 for built files kept until the next
 * build, lower for pages kept a few seconds.
 */
export function encodeFor(
  c: Context,
  file: EncodableBody,
  brotliQuality = 9,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (!COMPRESSIBLE.test(file.type) || file.body.length < 512) return { body: file.body }
  const accepted = (c.req.header('accept-encoding') ?? '').toLowerCase()
  if (accepts(accepted, 'br')) {
    file.br ??= zlib.brotliCompressSync(file.body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: file.body.length,
      },
    })
    return { body: file.br, encoding: 'br' }
  }
  if (accepts(accepted, 'gzip')) {
    file.gzip ??= zlib.gzipSync(file.body, { level: 9 })
    return { body: file.gzip, encoding: 'gzip' }
  }
  return { body: file.body }
}
