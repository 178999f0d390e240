import { createHash, randomBytes } from 'node:crypto'

/** Sign-in one-time tokens are single use and short lived so a leaked redirect URL is harmless. */
export const ONE_TIME_TOKEN_TTL_MS = 5 * 60 * 1000
/** Matches the 7-day store_token cookie the browser app keeps. */
export const ACCESS_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000

/** 32 random bytes, base64url: unguessable and safe in URLs and headers. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Only hashes are stored, so a database leak does not hand out live sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function readBearer(header: string | undefined): string | undefined {
  if (!header) return undefined
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  return match?.[1]
}
