// Spec §7 auth: the one-time token from the sign-in page is the bearer of its own exchange, and
// logout revokes the access token by sending it as bearer (team brief).
import type { AuthTokenResponse, Envelope } from '#catalogue/api-contract'
import { apiRequest, requireParam } from '#src/lib/api-client'

export async function exchangeOneTimeToken(oneTimeToken: string): Promise<string> {
  const bearer = requireParam(oneTimeToken, 'oneTimeToken', 'exchangeOneTimeToken')
  const res = await apiRequest<AuthTokenResponse>('/v2/auth/token', {
    method: 'POST',
    auth: { bearer },
  })
  return res.token
}

export async function revokeAccessToken(accessToken: string): Promise<{ revoked: true }> {
  const bearer = requireParam(accessToken, 'accessToken', 'revokeAccessToken')
  const res = await apiRequest<Envelope<{ revoked: true }>>('/v2/auth/token', {
    method: 'DELETE',
    auth: { bearer },
  })
  return res.data
}
