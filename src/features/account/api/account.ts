// Spec §7 account calls the app makes (the session reads the account). The other §7 account calls,
// which only the client-contract test makes, are in tests/api/contract-client.ts.
import type { Account, Envelope } from '#catalogue/api-contract'
import { apiRequest } from '#src/lib/api-client'

export type AccountDetails = Account & {
  displayName: string | null
  emailConfirmed: boolean
  redesignerLinked: boolean
}

export const accountKeys = {
  all: ['account'] as const,
  detail: () => [...accountKeys.all, 'detail'] as const,
}

/**
 * GET /v2/account: the signed-in account (spec §7 "data.data is the account"). `token` overrides
 * the cookie for the moment right after sign-in, before anything else reads the fresh cookie.
 */
export async function getAccount(
  options: { signal?: AbortSignal; token?: string } = {},
): Promise<AccountDetails> {
  const res = await apiRequest<Envelope<AccountDetails>>('/v2/account', {
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.token ? { auth: { bearer: options.token } } : {}),
  })
  return res.data
}
