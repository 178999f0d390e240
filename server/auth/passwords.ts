import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { PASSWORD_LENGTH } from '#catalogue/api/account'

// scrypt parameters are stored with each hash so they can be raised later without
// invalidating existing passwords. N=2^14, r=8 is the node default work factor (~16 MiB).
const PARAMS = { N: 16384, r: 8, p: 1 }
const KEY_LENGTH = 64
export const MIN_PASSWORD_LENGTH = PASSWORD_LENGTH.min
export const MAX_PASSWORD_LENGTH = PASSWORD_LENGTH.max

/**
 * scrypt runs on libuv's thread pool (4 threads), which gzip compression and file reads share.
 * Unbounded, 32 concurrent sign-ins filled the pool and every gzip answer waited behind them
 * (search p50 5 ms → 1,141 ms, issue 9); so at most this many hashes run at once, the rest wait
 * their turn in order. On a 2-core machine that is one: the other core stays with the server.
 */
export const HASH_CONCURRENCY = Math.max(1, Math.min(2, availableParallelism() - 1))

let running = 0
const waiting: Array<() => void> = []
let peakRunning = 0

/** Hashes running now, hashes waiting, and the most that ever ran at once (tests, metrics). */
export function passwordHashLoad() {
  return { running, waiting: waiting.length, peak: peakRunning }
}

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < HASH_CONCURRENCY) running += 1
  // A finished hash hands its slot straight to the next waiter, so `running` stays counted.
  else await new Promise<void>((resolve) => waiting.push(resolve))
  peakRunning = Math.max(peakRunning, running)
  try {
    return await work()
  } finally {
    const next = waiting.shift()
    if (next) next()
    else running -= 1
  }
}

function deriveKey(password: string, salt: Buffer, keyLength: number, options: ScryptOptions) {
  return withHashSlot(() => scryptKey(password, salt, keyLength, options))
}

function scryptKey(password: string, salt: Buffer, keyLength: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      keyLength,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    )
  })
}

/** `scrypt$N$r$p$<salt b64url>$<key b64url>` with a fresh 16-byte salt per password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await deriveKey(password, salt, KEY_LENGTH, PARAMS)
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [, n, r, p, saltText, keyText] = parts as [string, string, string, string, string, string]
  const expected = Buffer.from(keyText, 'base64url')
  if (expected.length === 0) return false
  let actual: Buffer
  try {
    actual = await deriveKey(password, Buffer.from(saltText, 'base64url'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
    })
  } catch {
    // Corrupt parameters in a stored hash: no password can match it.
    return false
  }
  // Constant-time comparison: response time must not reveal how much of the key matched.
  return timingSafeEqual(actual, expected)
}
