// A page on another site can make a visitor's browser send a "simple" request (a form post, or
// fetch with a text/plain, form or typeless body) without asking first, so CORS never stops it:
// the designer-message API took such posts (issue 26). The API's calls that may change state
// therefore take JSON bodies only (a cross-site page cannot send application/json without a
// preflight this server never grants), and refuse a browser that says the call comes from
// another site. Non-browser clients send neither Origin nor Sec-Fetch-Site and are unaffected.
import type { IncomingMessage } from 'node:http'
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from './app-env'
import { ApiError } from './http'
import { isSiteOrigin } from './site-origin'

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const JSON_MEDIA_TYPE = /^application\/json\s*(;|$)/i

/** Whether a body follows the headers (HTTP/1.1 framing; in-process, the Request's own body). */
function hasBody(c: Context<AppEnv>): boolean {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
  if (incoming?.headers) {
    const length = incoming.headers['content-length']
    return incoming.headers['transfer-encoding'] !== undefined || Number(length ?? 0) > 0
  }
  return c.req.raw.body !== null
}

/** 403 for a call from another site, 415 for a body that is not JSON, on every /v2 write. */
export const refuseCrossSiteWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (READ_METHODS.has(c.req.method)) return next()
  const origin = c.req.header('origin')
  if (
    c.req.header('sec-fetch-site') === 'cross-site' ||
    (origin !== undefined && !isSiteOrigin(c, origin))
  ) {
    throw new ApiError(
      403,
      'cross_site_request',
      `${c.req.method} ${c.req.path} is only accepted from this site's own pages`,
    )
  }
  const type = c.req.header('content-type')?.trim() || undefined
  if (type ? !JSON_MEDIA_TYPE.test(type) : hasBody(c)) {
    throw new ApiError(
      415,
      'unsupported_media_type',
      'Request body must be JSON, sent with Content-Type: application/json',
    )
  }
  return next()
}
