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

/** Whether the request's Accept-Encoding admits `name`. */
export function acceptsEncoding(c: Context, name: 'br' | 'gzip'): boolean {
  return accepts((c.req.header('accept-encoding') ?? '').toLowerCase(), name)
}

/**
 * The encoding `encodeFor` would send, without compressing anything: br, then gzip, by the
 * client's Accept-Encoding; none for small or incompressible bodies. A validator per encoding
 * needs it before the body (a 304 sends none).
 */
export function encodingFor(c: Context, file: EncodableBody): 'br' | 'gzip' | undefined {
  if (!COMPRESSIBLE.test(file.type) || file.body.length < 512) return undefined
  const accepted = (c.req.header('accept-encoding') ?? '').toLowerCase()
  if (accepts(accepted, 'br')) return 'br'
  return accepts(accepted, 'gzip') ? 'gzip' : undefined
}

/**
 * Picks br, then gzip, by the client's Accept-Encoding; compresses once and keeps the result.
 * `brotliQuality` trades the one-off cost against size: 9 for built files kept until the next
 * build, lower for pages (rendered often, many sent once to a crawler).
 */
export function encodeFor(
  c: Context,
  file: EncodableBody,
  brotliQuality = 9,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const encoding = encodingFor(c, file)
  if (encoding === 'br') {
    file.br ??= zlib.brotliCompressSync(file.body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: file.body.length,
      },
    })
    return { body: file.br, encoding: 'br' }
  }
  if (encoding === 'gzip') {
    file.gzip ??= zlib.gzipSync(file.body, { level: 9 })
    return { body: file.gzip, encoding: 'gzip' }
  }
  return { body: file.body }
}
