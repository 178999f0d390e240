import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

// Stateless capability tokens (editor sandbox, review page, checkout and receipt links).
// The HMAC key lives in the database rather than the environment so every process that shares
// the database verifies the same tokens, and a fresh install needs no configuration.
const SECRET_NAME = 'capability-token-key'
const secrets = new WeakMap<Kysely<Database>, Promise<Buffer>>()

async function loadSecret(db: Kysely<Database>): Promise<Buffer> {
  await db
    .insertInto('server_secrets')
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirstOrThrow()
  return Buffer.from(row.value, 'base64url')
}

function secretFor(db: Kysely<Database>): Promise<Buffer> {
  let secret = secrets.get(db)
  if (!secret) {
    secret = loadSecret(db)
    // A failed load must not poison the cache for the next request.
    secret.catch(() => secrets.delete(db))
    secrets.set(db, secret)
  }
  return secret
}

export type CapabilityKind = 'sandbox' | 'review' | 'checkout' | 'receipt'

export type CapabilityClaims = {
  /** What the token opens; a token for one kind never opens another. */
  kind: CapabilityKind
  /** The template, order, … it is bound to. */
  subject: string
  accountId?: string
  /** Expiry, epoch milliseconds. */
  exp: number
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest()

export async function issueCapability(
  db: Kysely<Database>,
  claims: Omit<CapabilityClaims, 'exp'>,
  expiresAt: Date,
): Promise<string> {
  const payload = Buffer.from(JSON.stringify({ ...claims, exp: expiresAt.getTime() })).toString(
    'base64url',
  )
  const mac = sign(await secretFor(db), payload).toString('base64url')
  return `${payload}.${mac}`
}

/** The claims when the token is genuine, of the expected kind and unexpired; otherwise null. */
export async function verifyCapability(
  db: Kysely<Database>,
  token: string | undefined,
  kind: CapabilityKind,
  now: Date,
): Promise<CapabilityClaims | null> {
  if (!token) return null
  const [payload, macText, ...rest] = token.split('.')
  if (!payload || !macText || rest.length > 0) return null
  // Compared as text: base64url has several spellings of the same bytes (unused low bits of the
  // last character), and only the canonical one is the token that was issued.
  const expected = Buffer.from(sign(await secretFor(db), payload).toString('base64url'))
  const actual = Buffer.from(macText)
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null
  let claims: CapabilityClaims
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as CapabilityClaims
  } catch {
    return null
  }
  if (claims.kind !== kind || typeof claims.exp !== 'number' || claims.exp <= now.getTime())
    return null
  return claims
}
