// Per-address limits on the calls that hash a password (issue 9: sign-in spraying). The older
// sign-in throttle counts per e-mail *and* address, so a sprayer trying a new e-mail each time
// was never slowed; this one counts per sender address alone.
//
// Issue 26: attempts are rows in the database, counted and added in one locked step
// (server/db/write-transaction.ts), so the limit holds for requests sent at once and is one
// allowance across all instances; counted in each instance's memory, N instances gave N. Only an
// allowed attempt writes (at most the limit per address and window): a blocked sprayer costs an
// indexed read per request, not a write.
import type { Context } from 'hono'
import type { Kysely } from 'kysely'
import type { AppEnv } from '../app-env'
import type { Database } from '../db/schema'
import { writeTransaction } from '../db/write-transaction'
import { ApiError } from '../http'
import { newId } from './accounts'
import { clientIp } from './client-ip'

export const ADDRESS_WINDOW_MS = 10 * 60 * 1000

/**
 * A refusal waits this long before it is sent. A sprayer waits for each answer before its next
 * try; answered at once, 32 of them sent ~240 refused requests a second and slowed every other
 * answer (gzip search p99 212 ms); held for a second, they send 32 (p99 back under 50 ms). A
 * waiting request costs a timer, not a thread.
 */
export const REFUSAL_DELAY_MS = 1_000

export const delayRefusal = () =>
  new Promise<void>((resolve) => setTimeout(resolve, REFUSAL_DELAY_MS))

export type LimitedAction = 'sign-in' | 'sign-up' | 'password-change'

/**
 * Seconds until one more attempt fits in the window, 0 when one fits now. `times` are the
 * attempts inside the window, oldest first: the one `limit` places from the end leaves first.
 */
export function secondsUntilFree(
  times: string[],
  limit: number,
  windowMs: number,
  now: Date,
): number {
  if (times.length < limit) return 0
  const freeAt = new Date(times[times.length - limit]!).getTime() + windowMs
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000))
}

export type AttemptKey = { action: LimitedAction; clientIp: string }

async function attemptsInWindow(db: Kysely<Database>, key: AttemptKey, now: Date) {
  const rows = await db
    .selectFrom('address_attempts')
    .select('created_at')
    .where('action', '=', key.action)
    .where('client_ip', '=', key.clientIp)
    .where('created_at', '>', new Date(now.getTime() - ADDRESS_WINDOW_MS).toISOString())
    .orderBy('created_at')
    .execute()
  return rows.map((r) => r.created_at)
}

/** Seconds the sender must wait now (0: it may try), counting nothing. */
export async function attemptWait(
  db: Kysely<Database>,
  key: AttemptKey,
  limit: number,
  now: Date,
): Promise<number> {
  return secondsUntilFree(await attemptsInWindow(db, key, now), limit, ADDRESS_WINDOW_MS, now)
}

export type AddressAttempt = {
  /** Seconds to wait, 0 when the attempt may go ahead (and was counted). */
  retryAfter: number
  /** Call when the attempt succeeded: successes do not use up the sender's allowance. */
  refund: () => Promise<void>
}

/** Counts an attempt and answers 0, or answers the seconds to wait and counts nothing. */
export async function takeAttempt(
  db: Kysely<Database>,
  key: AttemptKey,
  limit: number,
  now: Date,
): Promise<AddressAttempt> {
  const id = newId('att')
  const retryAfter = await writeTransaction(
    db,
    async (trx) => {
      const wait = secondsUntilFree(
        await attemptsInWindow(trx, key, now),
        limit,
        ADDRESS_WINDOW_MS,
        now,
      )
      if (wait > 0) return wait
      await trx
        .insertInto('address_attempts')
        .values({ id, action: key.action, client_ip: key.clientIp, created_at: now.toISOString() })
        .execute()
      return 0
    },
    `address-attempt ${key.action} ${key.clientIp}`,
  )
  if (retryAfter > 0) return { retryAfter, refund: async () => {} }
  // Attempts past every window only take space; deleting them here keeps the table small.
  await db
    .deleteFrom('address_attempts')
    .where('created_at', '<=', new Date(now.getTime() - ADDRESS_WINDOW_MS).toISOString())
    .execute()
  return {
    retryAfter: 0,
    refund: async () => {
      await db.deleteFrom('address_attempts').where('id', '=', id).execute()
    },
  }
}

const keyOf = (c: Context<AppEnv>, action: LimitedAction): AttemptKey => ({
  action,
  clientIp: clientIp(c),
})

export function takeAddressAttempt(
  c: Context<AppEnv>,
  action: LimitedAction,
): Promise<AddressAttempt> {
  const { deps } = c.var
  return takeAttempt(deps.db, keyOf(c, action), deps.config.authAttemptsPerAddress, deps.now())
}

/** Seconds a blocked sender must wait, 0 otherwise; counts nothing (a cheap early refusal). */
export function addressWait(c: Context<AppEnv>, action: LimitedAction): Promise<number> {
  const { deps } = c.var
  return attemptWait(deps.db, keyOf(c, action), deps.config.authAttemptsPerAddress, deps.now())
}

/** The JSON answer of a limited API call: 429 with Retry-After. */
export function addressLimited(c: Context<AppEnv>, retryAfter: number): ApiError {
  c.header('Retry-After', String(retryAfter))
  const minutes = Math.ceil(retryAfter / 60)
  return new ApiError(
    429,
    'rate_limited',
    `Too many attempts from your address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  )
}
