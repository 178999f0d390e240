import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

// scrypt parameters are stored with each hash so they can be raised later without
// invalidating existing passwords. N=2^14, r=8 is the node default work factor (~16 MiB).
const PARAMS = { N: 16384, r: 8, p: 1 }
const KEY_LENGTH = 64
export const MIN_PASSWORD_LENGTH = 8
export const MAX_PASSWORD_LENGTH = 200

function deriveKey(password: string, salt: Buffer, keyLength: number, options: ScryptOptions) {
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
