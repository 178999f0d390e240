import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { newId, normalizeEmail } from './accounts'

// Password guessing is slowed per e-mail *and* sender: keying on the e-mail alone would let
// anyone lock a real user out by failing on purpose.
export const SIGN_IN_FAILURE_LIMIT = 10
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60 * 1000

/** Seconds until another attempt is allowed, or 0 when the sender may try now. */
export async function signInRetryAfter(
  db: Kysely<Database>,
  email: string,
  ip: string,
  now: Date,
): Promise<number> {
  const failures = await db
    .selectFrom('sign_in_failures')
    .select('created_at')
    .where('email', '=', normalizeEmail(email))
    .where('client_ip', '=', ip)
    .where('created_at', '>', new Date(now.getTime() - SIGN_IN_FAILURE_WINDOW_MS).toISOString())
    .orderBy('created_at')
    .execute()
  if (failures.length < SIGN_IN_FAILURE_LIMIT) return 0
  // The oldest failure leaves the window first; one more attempt is allowed then.
  const oldest = failures[failures.length - SIGN_IN_FAILURE_LIMIT]!
  const freeAt = new Date(oldest.created_at).getTime() + SIGN_IN_FAILURE_WINDOW_MS
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000))
}

export async function recordSignInFailure(
  db: Kysely<Database>,
  email: string,
  ip: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('sign_in_failures')
    .values({
      id: newId('sif'),
      email: normalizeEmail(email),
      client_ip: ip,
      created_at: now.toISOString(),
    })
    .execute()
  // Old rows only cost space; trimming them here keeps the table bounded without a job.
  await db
    .deleteFrom('sign_in_failures')
    .where('created_at', '<', new Date(now.getTime() - SIGN_IN_FAILURE_WINDOW_MS).toISOString())
    .execute()
}
