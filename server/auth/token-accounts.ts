// Which account an access token belongs to, read fresh for every request but in batches (issue
// 15: one database round trip per signed-in request was most of what made signed-in search
// slower than anonymous search). Lookups asked for while earlier batches are on their way wait
// for the next batch, which is one indexed query for all of them; under load a batch carries
// dozens of tokens. Nothing is kept between requests, so a logout, a revoked token, a password
// change or a role change made on any instance (or by the admin command) applies to every request
// that arrives after it: each batch is sent after its requests arrived.
import type { Kysely } from 'kysely'
import type { AuthAccount } from '../app-env'
import type { ServerConfig } from '../config'
import type { Database } from '../db/schema'
import { isAdminAccount } from './admin'

/** Batches on their way at once; further lookups gather for the next one. */
const MAX_BATCHES_IN_FLIGHT = 2
/** Tokens per query at most (bound parameters stay far below every engine's limit). */
const MAX_BATCH = 512

type TokenRow = {
  hash: string
  expires_at: string
  id: string
  email: string
  language: AuthAccount['language']
  role: string
  email_confirmed_at: string | null
}

type Waiter = {
  at: string
  resolve: (row: TokenRow | null) => void
  reject: (error: unknown) => void
}

class TokenLookups {
  private waiting = new Map<string, Waiter[]>()
  private scheduled = false
  private inFlight = 0
  /** Batches sent and tokens they carried (tests and the benchmark's notes). */
  batches = 0
  tokens = 0

  constructor(private readonly db: Kysely<Database>) {}

  lookup(tokenHash: string, now: Date): Promise<TokenRow | null> {
    return new Promise((resolve, reject) => {
      const waiter = { at: now.toISOString(), resolve, reject }
      const waiters = this.waiting.get(tokenHash)
      if (waiters) waiters.push(waiter)
      else this.waiting.set(tokenHash, [waiter])
      this.schedule()
    })
  }

  /** After the requests that arrived together have asked (setImmediate), if a slot is free. */
  private schedule(): void {
    if (this.scheduled || this.inFlight >= MAX_BATCHES_IN_FLIGHT || this.waiting.size === 0) return
    this.scheduled = true
    setImmediate(() => {
      this.scheduled = false
      this.send()
    })
  }

  private send(): void {
    if (this.inFlight >= MAX_BATCHES_IN_FLIGHT || this.waiting.size === 0) return
    const batch = new Map<string, Waiter[]>()
    for (const [hash, waiters] of this.waiting) {
      if (batch.size >= MAX_BATCH) break
      batch.set(hash, waiters)
      this.waiting.delete(hash)
    }
    this.inFlight++
    this.batches++
    this.tokens += batch.size
    this.query([...batch.keys()])
      .then(
        (rows) => {
          for (const [hash, waiters] of batch) {
            const row = rows.get(hash)
            for (const waiter of waiters) {
              waiter.resolve(row && row.expires_at > waiter.at ? row : null)
            }
          }
        },
        (error: unknown) => {
          for (const waiters of batch.values()) waiters.forEach((w) => w.reject(error))
        },
      )
      .finally(() => {
        this.inFlight--
        this.schedule()
      })
    this.schedule()
  }

  private async query(hashes: string[]): Promise<Map<string, TokenRow>> {
    const rows = await this.db
      .selectFrom('access_tokens')
      .innerJoin('accounts', 'accounts.id', 'access_tokens.account_id')
      .select([
        'access_tokens.hash',
        'access_tokens.expires_at',
        'accounts.id',
        'accounts.email',
        'accounts.language',
        'accounts.role',
        'accounts.email_confirmed_at',
      ])
      .where('access_tokens.hash', 'in', paddedToPowerOfTwo(hashes))
      .where('access_tokens.revoked_at', 'is', null)
      .execute()
    return new Map(rows.map((row) => [row.hash, row]))
  }
}

/**
 * The hashes with the last one repeated up to a power of two: a handful of distinct statements
 * (SQLite prepares and keeps each query text) instead of one per batch size.
 */
function paddedToPowerOfTwo(hashes: string[]): string[] {
  const size = 2 ** Math.ceil(Math.log2(hashes.length))
  const last = hashes[hashes.length - 1] as string
  return [...hashes, ...Array<string>(size - hashes.length).fill(last)]
}

const lookups = new WeakMap<object, TokenLookups>()

function tokenLookupsOf(db: Kysely<Database>): TokenLookups {
  let batcher = lookups.get(db)
  if (!batcher) {
    batcher = new TokenLookups(db)
    lookups.set(db, batcher)
  }
  return batcher
}

/** The live account of an access token (by its hash), or null: unknown, revoked or expired. */
export async function accountOfToken(
  db: Kysely<Database>,
  config: Pick<ServerConfig, 'adminEmailDomain' | 'adminEmails'>,
  tokenHash: string,
  now: Date,
): Promise<AuthAccount | null> {
  const row = await tokenLookupsOf(db).lookup(tokenHash, now)
  if (!row) return null
  return {
    id: row.id,
    email: row.email,
    language: row.language,
    isAdmin: isAdminAccount(row, config),
  }
}

/** Batches sent and the tokens they carried so far on this database handle (tests). */
export function tokenLookupBatches(db: Kysely<Database>): { batches: number; tokens: number } {
  const batcher = lookups.get(db)
  return { batches: batcher?.batches ?? 0, tokens: batcher?.tokens ?? 0 }
}
