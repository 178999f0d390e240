// Tells every instance on one database what changed, so that no instance answers from data
// another has changed. Writers publish a change here: this process's subscribers (the search
// index, the page, price and liked-set caches) hear it at once, and on PostgreSQL it goes out as
// a NOTIFY that every other instance's dedicated LISTEN connection receives (docs/decisions/016).
// After a lost listening connection the feed listens again and tells its subscribers to re-sync
// everything, since notifications sent meanwhile are gone. SQLite has one process: local only.
import { randomBytes } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import pg from 'pg'
import type { Database } from './db/schema'

export type DataChange =
  /** Like counts of these templates moved; these accounts' liked sets changed. */
  | { kind: 'likes'; templateIds: string[]; accountIds: string[] }
  /** Purchase counts and times of these templates moved. */
  | { kind: 'purchases'; templateIds: string[] }
  /** Catalogue rows changed (titles, tiers, templates added or removed). */
  | { kind: 'templates'; templateIds: string[] }
  | { kind: 'prices' }
  /** Anything may have changed (notifications were missed): drop everything derived. */
  | { kind: 'resync' }

type Subscriber = (change: DataChange) => void

/** NOTIFY payloads are limited to 8000 bytes; ids are batched well below that. */
const MAX_PAYLOAD_CHARS = 7_000
/** Changes published within this window go out as one notification. */
const FLUSH_DELAY_MS = 5
const RECONNECT_MIN_MS = 100
const RECONNECT_MAX_MS = 5_000
/**
 * A listening connection only ever reads, so a network that goes silent (a failover, a cut
 * link, a NAT that forgot the connection) would leave it waiting forever while other instances'
 * writes go unheard. It asks the server something this often and gives the answer this long.
 */
export const LISTEN_HEARTBEAT_MS = 5_000
export const LISTEN_HEARTBEAT_TIMEOUT_MS = 5_000
/** SQLite: how often the server asks whether another process (the admin command) wrote. */
export const SQLITE_WATCH_MS = 1_000

export class ChangeFeed {
  private readonly subscribers = new Set<Subscriber>()
  private readonly instance = randomBytes(6).toString('hex')
  private pending: DataChange[] = []
  private flushTimer: NodeJS.Timeout | undefined
  private listener: pg.Client | undefined
  private channel: string | undefined
  private closed = false
  private reconnectDelay = RECONNECT_MIN_MS
  private reconnectTimer: NodeJS.Timeout | undefined
  private heartbeatTimer: NodeJS.Timeout | undefined
  private readyResolve: (() => void) | undefined
  /** Settles once this instance listens (at once without a listener: SQLite). */
  ready: Promise<void>
  /**
   * True while every change made elsewhere reaches this process: always on SQLite, and on
   * PostgreSQL while the listening connection is up. Caches trust only what they kept while live.
   */
  live: boolean

  /** How many changes this feed has delivered: a reader compares it before and after. */
  heard = 0

  constructor(
    readonly db: Kysely<Database>,
    private readonly databaseUrl?: string,
    private readonly heartbeat = {
      everyMs: LISTEN_HEARTBEAT_MS,
      timeoutMs: LISTEN_HEARTBEAT_TIMEOUT_MS,
    },
  ) {
    this.live = !databaseUrl
    this.ready = databaseUrl
      ? new Promise((resolve) => {
          this.readyResolve = resolve
        })
      : Promise.resolve()
    if (databaseUrl) void this.listen()
    else this.watchOtherSqliteWriters()
  }

  private sqliteWatch: NodeJS.Timeout | undefined

  /**
   * SQLite has no NOTIFY, but `PRAGMA data_version` moves when another connection (another
   * process: `npm run admin -- price …`) commits; this process's own writes leave it alone and
   * are published directly. A move re-syncs everything derived, so no cache outlives its data.
   */
  private watchOtherSqliteWriters(): void {
    let seen: number | undefined
    const check = async () => {
      const { rows } = await sql<{ data_version: number }>`PRAGMA data_version`.execute(this.db)
      const version = rows[0]?.data_version
      if (seen !== undefined && version !== seen) this.deliver({ kind: 'resync' })
      seen = version
    }
    this.sqliteWatch = setInterval(() => {
      check().catch(() => {
        // Not SQLite (a PostgreSQL handle without a URL, as in some tests), or it closed.
        clearInterval(this.sqliteWatch)
      })
    }, SQLITE_WATCH_MS)
    this.sqliteWatch.unref()
    void check().catch(() => clearInterval(this.sqliteWatch))
  }

  subscribe(subscriber: Subscriber): () => void {
    this.subscribers.add(subscriber)
    return () => this.subscribers.delete(subscriber)
  }

  /** A write through this process: its subscribers hear it now, other instances right after. */
  publish(change: DataChange): void {
    this.deliver(change)
    if (!this.databaseUrl || this.closed) return
    this.pending.push(change)
    this.flushTimer ??= setTimeout(() => {
      this.flushTimer = undefined
      this.flush().catch((error: unknown) =>
        console.error('[changes] notifying other instances failed:', error),
      )
    }, FLUSH_DELAY_MS)
  }

  /** Resolves once what was published so far has been sent to the other instances. */
  async flushed(): Promise<void> {
    if (!this.flushTimer) return this.sending
    clearTimeout(this.flushTimer)
    this.flushTimer = undefined
    await this.flush()
  }

  async close(): Promise<void> {
    this.closed = true
    clearTimeout(this.reconnectTimer)
    clearInterval(this.sqliteWatch)
    clearInterval(this.heartbeatTimer)
    if (this.flushTimer) {
      clearTimeout(this.flushTimer)
      this.flushTimer = undefined
      await this.flush().catch(() => undefined)
    }
    const listener = this.listener
    this.listener = undefined
    this.live = !this.databaseUrl
    await listener?.end().catch(() => undefined)
  }

  private deliver(change: DataChange): void {
    this.heard++
    for (const subscriber of this.subscribers) {
      try {
        subscriber(change)
      } catch (error) {
        console.error('[changes] a subscriber failed:', error)
      }
    }
  }

  private sending: Promise<void> = Promise.resolve()

  private flush(): Promise<void> {
    const changes = this.pending
    this.pending = []
    if (changes.length === 0) return this.sending
    this.sending = this.sending
      .catch(() => undefined)
      .then(async () => {
        const channel = await this.channelName()
        for (const payload of encodeChanges(this.instance, changes)) {
          await sql`select pg_notify(${channel}, ${payload})`.execute(this.db)
        }
      })
    return this.sending
  }

  private async channelName(): Promise<string> {
    this.channel ??= await changeChannel(this.db)
    return this.channel
  }

  private listenAttempts = 0

  private async listen(): Promise<void> {
    if (this.closed) return
    this.listenAttempts++
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      keepAlive: true,
      connectionTimeoutMillis: this.heartbeat.timeoutMs,
      query_timeout: this.heartbeat.timeoutMs,
    })
    const lost = () => {
      if (this.listener !== client) return
      this.listener = undefined
      this.live = false
      clearInterval(this.heartbeatTimer)
      // end() waits for the server's goodbye, which a silent network never sends.
      client.connection.stream.destroy()
      this.scheduleReconnect()
    }
    client.on('error', (error) => {
      if (!this.closed) console.error('[changes] the listening connection failed:', error.message)
      lost()
    })
    client.on('end', lost)
    client.on('notification', (message) => {
      if (message.channel !== this.channel || !message.payload) return
      for (const change of decodeChanges(this.instance, message.payload)) this.deliver(change)
    })
    try {
      const channel = await this.channelName()
      this.listener = client
      await client.connect()
      await client.query(`LISTEN "${channel}"`)
      if (this.closed || this.listener !== client) {
        await client.end().catch(() => undefined)
        return
      }
      this.heartbeatTimer = setInterval(() => {
        // LISTEN again is a no-op that needs an answer, and keeps the connection known by its
        // statement in pg_stat_activity (the cluster test tells it from the pool that way).
        client.query(`LISTEN "${channel}"`).catch((error: Error) => {
          if (this.closed || this.listener !== client) return
          console.error('[changes] the listening connection stopped answering:', error.message)
          lost()
        })
      }, this.heartbeat.everyMs)
      this.heartbeatTimer.unref()
      const wasDown = this.listenAttempts > 1
      this.live = true
      this.reconnectDelay = RECONNECT_MIN_MS
      this.listenAttempts = 1
      // Whatever changed while nobody listened was not heard: derived data starts over.
      if (wasDown) this.deliver({ kind: 'resync' })
      this.readyResolve?.()
      this.readyResolve = undefined
    } catch (error) {
      if (this.listener === client) this.listener = undefined
      this.live = false
      client.connection.stream.destroy()
      if (!this.closed) {
        console.error('[changes] listening failed:', (error as Error).message)
        this.scheduleReconnect()
      }
    }
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return
    const delay = this.reconnectDelay
    this.reconnectDelay = Math.min(this.reconnectDelay * 2, RECONNECT_MAX_MS)
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined
      void this.listen()
    }, delay)
  }
}

/**
 * The notification channel of a database: one per schema, so test schemas on one database (and
 * stores sharing a server in different schemas) do not hear each other.
 */
export async function changeChannel(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
  return `store_changes_${rows[0]?.schema ?? 'public'}`
}

/**
 * Payload: `{instance}|{kind}|{ids};{accountIds}` per line. Ids of one kind are merged and split
 * so that no payload passes the limit; a change without ids is sent as it is.
 */
export function encodeChanges(instance: string, changes: DataChange[]): string[] {
  const lines: string[] = []
  const merged = new Map<DataChange['kind'], { ids: Set<string>; accounts: Set<string> }>()
  for (const change of changes) {
    const entry = merged.get(change.kind) ?? { ids: new Set(), accounts: new Set() }
    merged.set(change.kind, entry)
    if ('templateIds' in change) change.templateIds.forEach((id) => entry.ids.add(id))
    if (change.kind === 'likes') change.accountIds.forEach((id) => entry.accounts.add(id))
  }
  for (const [kind, { ids, accounts }] of merged) {
    const all = [...ids]
    if (all.length > 200 || [...accounts].join(',').length > MAX_PAYLOAD_CHARS / 2) {
      // Too many to name: the other instances re-read this kind whole.
      lines.push(`${instance}|${kind === 'likes' ? 'resync' : kind}|*;`)
      continue
    }
    lines.push(`${instance}|${kind}|${all.join(',')};${[...accounts].join(',')}`)
  }
  // Several lines per notification when they fit.
  const payloads: string[] = []
  let current = ''
  for (const line of lines) {
    if (current && current.length + line.length + 1 > MAX_PAYLOAD_CHARS) {
      payloads.push(current)
      current = ''
    }
    current = current ? `${current}\n${line}` : line
  }
  if (current) payloads.push(current)
  return payloads
}

/** The changes in a payload from another instance (this instance's own are skipped). */
export function decodeChanges(instance: string, payload: string): DataChange[] {
  const changes: DataChange[] = []
  for (const line of payload.split('\n')) {
    const [from, kind, rest = ''] = line.split('|')
    if (from === instance) continue
    const [idText = '', accountText = ''] = rest.split(';')
    const ids = idText ? idText.split(',') : []
    if (ids.includes('*')) {
      changes.push({ kind: 'resync' })
      continue
    }
    switch (kind) {
      case 'likes':
        changes.push({ kind, templateIds: ids, accountIds: accountText.split(',').filter(Boolean) })
        break
      case 'purchases':
      case 'templates':
        changes.push({ kind, templateIds: ids })
        break
      case 'prices':
      case 'resync':
        changes.push({ kind })
        break
      default:
        // A newer instance's kind this one does not know: re-sync rather than miss it.
        changes.push({ kind: 'resync' })
    }
  }
  return changes
}

const feeds = new WeakMap<object, ChangeFeed>()

/** The change feed of a database handle, created (and, on PostgreSQL, listening) on first use. */
export function changeFeedOf(db: Kysely<Database>, databaseUrl?: string): ChangeFeed {
  let feed = feeds.get(db)
  if (!feed) {
    feed = new ChangeFeed(db, databaseUrl)
    feeds.set(db, feed)
  }
  return feed
}

/** Stops a database handle's feed (its listening connection); before closing the database. */
export async function closeChangeFeed(db: Kysely<Database>): Promise<void> {
  await feeds.get(db)?.close()
  feeds.delete(db)
}

/**
 * A write made outside the request handlers (the admin command) tells running instances: through
 * the handle's own feed when it has one (this process hears it at once), else one NOTIFY on
 * PostgreSQL. A SQLite server in another process hears nothing and finds the change by its
 * periodic check (decision 016).
 */
export async function notifyChange(
  db: Kysely<Database>,
  engine: 'sqlite' | 'postgres',
  change: DataChange,
): Promise<void> {
  const feed = feeds.get(db)
  if (feed) {
    feed.publish(change)
    await feed.flushed()
    return
  }
  if (engine !== 'postgres') return
  const channel = await changeChannel(db)
  for (const payload of encodeChanges(randomBytes(6).toString('hex'), [change])) {
    await sql`select pg_notify(${channel}, ${payload})`.execute(db)
  }
}
