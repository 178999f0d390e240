import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { ACCESS_TOKEN_TTL_MS, ONE_TIME_TOKEN_TTL_MS, generateToken, hashToken } from './tokens'

export type OneTimePurpose = 'sign_in' | 'email_confirm'

/** Stores only the hash; the caller hands the plain token to the user exactly once. */
export async function issueOneTimeToken(
  db: Kysely<Database>,
  accountId: string,
  now: Date,
  purpose: OneTimePurpose = 'sign_in',
  ttlMs = ONE_TIME_TOKEN_TTL_MS,
  token = generateToken(),
): Promise<string> {
  await db
    .insertInto('one_time_tokens')
    .values({
      hash: hashToken(token),
      account_id: accountId,
      purpose,
      expires_at: new Date(now.getTime() + ttlMs).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    })
    .execute()
  return token
}

/**
 * Marks a one-time token used and answers its account, or null when it is unknown, of another
 * purpose, already used or expired. One conditional UPDATE, so two concurrent redemptions of
 * the same token cannot both succeed.
 */
export async function redeemOneTimeToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
  purpose: OneTimePurpose = 'sign_in',
  accountId?: string,
): Promise<string | null> {
  let query = db
    .updateTable('one_time_tokens')
    .set({ used_at: now.toISOString() })
    .where('hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
  if (accountId) query = query.where('account_id', '=', accountId)
  const row = await query.returning('account_id').executeTakeFirst()
  return row?.account_id ?? null
}

export async function issueAccessToken(
  db: Kysely<Database>,
  accountId: string,
  now: Date,
): Promise<{ token: string; expiresAt: string }> {
  const token = generateToken()
  const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_TTL_MS).toISOString()
  await db
    .insertInto('access_tokens')
    .values({
      hash: hashToken(token),
      account_id: accountId,
      expires_at: expiresAt,
      revoked_at: null,
      created_at: now.toISOString(),
    })
    .execute()
  return { token, expiresAt }
}

/** Revokes the live token; answers whether there was one to revoke. */
export async function revokeAccessToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('access_tokens')
    .set({ revoked_at: now.toISOString() })
    .where('hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}
