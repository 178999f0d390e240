// Per-address limits on the calls that hash a password (issue 9: sign-in spraying). The older
// sign-in throttle counts per e-mail *and* address, so a sprayer trying a new e-mail each time
// was never slowed; this one counts per sender address alone. It is kept in memory: the server
// is one process, and a limit that needs a database write per attempt would itself be a cost
// the sprayer imposes.
import type { Context } from 'hono'
import type { AppDeps, AppEnv } from '../app-env'
import { ApiError } from '../http'
import { clientIp } from './client-ip'

export const ADDRESS_WINDOW_MS = 10 * 60 * 1000
/** Addresses remembered at most; the least recently seen go first. */
const MAX_ADDRESSES = 50_000

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

/** A sliding window of attempt times per key, at most `limit` in any `windowMs`. */
export class AttemptLimiter {
  private readonly attempts = new Map<string, number[]>()

  constructor(
    readonly limit: number,
    readonly windowMs: number = ADDRESS_WINDOW_MS,
    private readonly maxKeys: number = MAX_ADDRESSES,
  ) {}

  /** Seconds the key must wait now (0: it may try), without counting an attempt. */
  wait(key: string, now: number): number {
    const list = this.attempts.get(key)
    if (!list || list.length < this.limit) return 0
    const oldest = list[list.length - this.limit]!
    return Math.max(0, Math.ceil((oldest + this.windowMs - now) / 1000))
  }

  /** Counts an attempt and answers 0, or answers the seconds to wait and counts nothing. */
  take(key: string, now: number): number {
    const list = this.attempts.get(key) ?? []
    while (list.length > 0 && list[0]! <= now - this.windowMs) list.shift()
    if (list.length >= this.limit) {
      // The oldest attempt leaves the window first.
      return Math.max(1, Math.ceil((list[0]! + this.windowMs - now) / 1000))
    }
    list.push(now)
    this.attempts.delete(key)
    this.attempts.set(key, list)
    if (this.attempts.size > this.maxKeys) {
      const oldest = this.attempts.keys().next().value
      if (oldest !== undefined) this.attempts.delete(oldest)
    }
    return 0
  }

  /** Gives back the latest attempt (it succeeded, so it should not count against the sender). */
  refund(key: string): void {
    this.attempts.get(key)?.pop()
  }

  get size(): number {
    return this.attempts.size
  }
}

const limiters = new WeakMap<AppDeps, AttemptLimiter>()

function limiterOf(deps: AppDeps): AttemptLimiter {
  let limiter = limiters.get(deps)
  if (!limiter) {
    limiter = new AttemptLimiter(deps.config.authAttemptsPerAddress)
    limiters.set(deps, limiter)
  }
  return limiter
}

export type AddressAttempt = {
  /** Seconds to wait, 0 when the attempt may go ahead (and was counted). */
  retryAfter: number
  /** Call when the attempt succeeded: successes do not use up the sender's allowance. */
  refund: () => void
}

export function takeAddressAttempt(c: Context<AppEnv>, action: LimitedAction): AddressAttempt {
  const { deps } = c.var
  const limiter = limiterOf(deps)
  const key = `${action} ${clientIp(c)}`
  const retryAfter = limiter.take(key, deps.now().getTime())
  return { retryAfter, refund: () => (retryAfter === 0 ? limiter.refund(key) : undefined) }
}

/** Seconds a blocked sender must wait, 0 otherwise; counts nothing (a cheap early refusal). */
export function addressWait(c: Context<AppEnv>, action: LimitedAction): number {
  const { deps } = c.var
  return limiterOf(deps).wait(`${action} ${clientIp(c)}`, deps.now().getTime())
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
