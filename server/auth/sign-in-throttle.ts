import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { writeTransaction } from '../db/write-transaction'
import { newId, normalizeEmail } from './accounts'
import { secondsUntilFree, type AddressAttempt } from './address-limit'

// Password guessing is slowed per e-mail *and* sender: keying on the e-mail alone would let
// anyone lock a real user out by failing on purpose.
export const SIGN_IN_FAILURE_LIMIT = 10
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60 * 1000

/**
 * Reserves one guess before the password is checked: counted as a failure unless refunded (the
 * password was right). Counted after the check instead, guesses sent at once all passed the
 * count before any was recorded (issue 26: 30 of 30 parallel guesses were checked).
 */
export async function takeSignInAttempt(
  db: Kysely<Database>,
  email: string,
  ip: string,
  now: Date,
): Promise<AddressAttempt> {
  const normalized = normalizeEmail(email)
  const windowStart = new Date(now.getTime() - SIGN_IN_FAILURE_WINDOW_MS).toISOString()
  const id = newId('sif')
  const retryAfter = await writeTransaction(
    db,
    async (trx) => {
      const failures = await trx
        .selectFrom('sign_in_failures')
        .select('created_at')
        .where('email', '=', normalized)
        .where('client_ip', '=', ip)
        .where('created_at', '>', windowStart)
        .orderBy('created_at')
        .execute()
      const times = failures.map((f) => f.created_at)
      const wait = secondsUntilFree(times, SIGN_IN_FAILURE_LIMIT, SIGN_IN_FAILURE_WINDOW_MS, now)
      if (wait > 0) return wait
      await trx
        .insertInto('sign_in_failures')
        .values({ id, email: normalized, client_ip: ip, created_at: now.toISOString() })
        .execute()
      return 0
    },
    `sign-in ${normalized} ${ip}`,
  )
  if (retryAfter > 0) return { retryAfter, refund: async () => {} }
  // Old rows only cost space; trimming them here keeps the table bounded without a job.
  await db.deleteFrom('sign_in_failures').where('created_at', '<', windowStart).execute()
  return {
    retryAfter: 0,
    refund: async () => {
      await db.deleteFrom('sign_in_failures').where('id', '=', id).execute()
    },
  }
}
