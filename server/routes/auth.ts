import type { Hono } from 'hono'
import { revokedResponse, tokenResponse } from '#catalogue/api/auth'
import type { AppEnv } from '../app-env'
import { issueAccessToken, redeemOneTimeToken, revokeAccessToken } from '../auth/sessions'
import { readBearer } from '../auth/tokens'
import { unauthorized } from '../http'
import { describeRoute } from '../openapi'

export function registerAuthRoutes(app: Hono<AppEnv>): void {
  describeRoute({
    method: 'post',
    path: '/v2/auth/token',
    summary: 'Exchange the one-time token from the sign-in page for an access token (7 days)',
    tags: ['auth'],
    auth: false,
    security: 'oneTimeToken',
    response: tokenResponse,
  })
  app.post('/v2/auth/token', async (c) => {
    const oneTimeToken = readBearer(c.req.header('authorization'))
    if (!oneTimeToken) {
      throw unauthorized('Send the one-time token as Authorization: Bearer <one-time token>.')
    }
    const { db, now } = c.var.deps
    const at = now()
    const accountId = await redeemOneTimeToken(db, oneTimeToken, at)
    if (!accountId) {
      throw unauthorized(
        'The one-time token is unknown, already used or expired. Please sign in again.',
      )
    }
    const { token } = await issueAccessToken(db, accountId, at)
    // Spec §7: this call answers `token` at the top level, not inside `data`.
    return c.json({ token })
  })

  describeRoute({
    method: 'delete',
    path: '/v2/auth/token',
    summary: 'Revoke the access token sent as bearer (logout)',
    tags: ['auth'],
    auth: true,
    response: revokedResponse,
  })
  app.delete('/v2/auth/token', async (c) => {
    const token = readBearer(c.req.header('authorization'))
    if (!token)
      throw unauthorized('Authentication is required. Send Authorization: Bearer <access token>.')
    const { db, now } = c.var.deps
    if (!(await revokeAccessToken(db, token, now()))) {
      throw unauthorized('The access token is invalid, expired or already revoked.')
    }
    return c.json({ data: { revoked: true as const } })
  })
}
