// Shared helper for tests/api: a fresh, migrated and seeded database per test app, on SQLite
// (in memory) or on PostgreSQL (a throw-away schema on DATABASE_URL), and the real Hono app.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env'
import type { AccountsTable } from '#server/db/schema-accounts'
import { createApp } from '#server/app'
import { changeFeedOf, closeChangeFeed, type DataChange } from '#server/data-changes'
import { readConfig, type ServerConfig } from '#server/config'
import { openDatabase, type Engine, type StoreDb } from '#server/db/database'
import { migrateTo, type MigrationName } from '#server/db/migrate'
import { seedDatabase } from '#server/db/seed'
import { issueAccessToken } from '#server/auth/sessions'
import { verifyPassword } from '#server/auth/passwords'

/** Engines to run API tests on: PostgreSQL joins when DATABASE_URL is set. */
export const ENGINES: Engine[] = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']

export type TestApp = {
  app: Hono<AppEnv>
  db: AppDeps['db']
  deps: AppDeps
  engine: Engine
  /** `app.request` with `json` (sets the body and content type) and `token` (bearer) shorthands. */
  /** The database handle as migrations need it (PostgreSQL: with the test's schema). */
  store: StoreDb
  request: (path: string, init?: TestRequestInit) => Promise<Response>
  close: () => Promise<void>
}

export type TestRequestInit = RequestInit & { json?: unknown; token?: string }

export type CreateTestAppOptions = {
  engine?: Engine
  /** Overrides of the server configuration (e.g. clientDir for a fake dist/client). */
  config?: Partial<ServerConfig>
  /** Seed the catalogue and accounts (default true); false leaves the tables empty. */
  seed?: boolean
  /** Number of templates to seed (default 144, the product seed). */
  templates?: number
  now?: () => Date
  /** Migrate only up to this one and seed nothing (tests of later migrations on old data). */
  migrateTo?: MigrationName
  /** SQLite: a database file instead of memory, for a second connection as another process. */
  sqliteFile?: string
}

export async function createTestApp(options: CreateTestAppOptions = {}): Promise<TestApp> {
  const engine = options.engine ?? 'sqlite'
  const config: ServerConfig = {
    ...readConfig({}),
    // Suites sign up dozens of accounts from one address; the limit's own tests set it lower.
    authAttemptsPerAddress: 10_000,
    databaseUrl: engine === 'postgres' ? requireDatabaseUrl() : undefined,
    ...options.config,
  }

  let dropSchema: (() => Promise<void>) | undefined
  let store
  if (engine === 'postgres') {
    const databaseUrl = requireDatabaseUrl()
    const schema = `test_${randomBytes(6).toString('hex')}`
    await withPgClient(databaseUrl, (client) => client.query(`CREATE SCHEMA ${schema}`))
    dropSchema = async () => {
      await withPgClient(databaseUrl, (client) =>
        client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`),
      )
    }
    store = openDatabase({ databaseUrl, pgSchema: schema, pgPoolSize: 20 })
  } else {
    store = openDatabase({ sqliteFile: options.sqliteFile ?? ':memory:' })
  }

  try {
    await migrateTo(store, options.migrateTo)
    if (options.seed !== false && !options.migrateTo) {
      await seedDatabase(store, { templates: options.templates, demoAccounts: true })
    }
  } catch (error) {
    await store.db.destroy()
    await dropSchema?.()
    throw error
  }

  const deps: AppDeps = { db: store.db, engine, config, now: options.now ?? (() => new Date()) }
  const app = createApp(deps)

  return {
    app,
    db: store.db,
    store,
    deps,
    engine,
    request: requestOf(app),
    close: async () => {
      // Nothing more is rendered ahead (PAGES_AHEAD) while the database closes.
      deps.lifecycle = { ...deps.lifecycle, draining: true }
      await closeChangeFeed(store.db)
      await store.db.destroy()
      await dropSchema?.()
    },
  }
}

/** `app.request` with the `json` and `token` shorthands of TestApp. */
function requestOf(app: Hono<AppEnv>): TestApp['request'] {
  return async (path, init = {}) => {
    const { json, token, headers: rawHeaders, ...rest } = init
    const headers = new Headers(rawHeaders)
    if (json !== undefined) headers.set('content-type', 'application/json')
    if (token) headers.set('authorization', `Bearer ${token}`)
    return app.request(path, {
      ...rest,
      headers,
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    })
  }
}

export type OtherInstance = Pick<TestApp, 'request' | 'db'> & { close: () => Promise<void> }

/**
 * PostgreSQL: a second app instance on the test app's schema, with its own pool and listening
 * connection, as a second server would be (decision 016). SQLite has one process: the app itself.
 */
export async function openOtherInstance(t: TestApp): Promise<OtherInstance> {
  if (t.engine !== 'postgres') return { request: t.request, db: t.db, close: async () => {} }
  const store = openDatabase({
    databaseUrl: t.deps.config.databaseUrl,
    pgSchema: t.store.pgSchema as string,
  })
  const app = createApp({ ...t.deps, db: store.db })
  await Promise.all([changeFeedOf(t.db).ready, changeFeedOf(store.db).ready])
  return {
    db: store.db,
    request: requestOf(app),
    close: async () => {
      await closeChangeFeed(store.db)
      await store.db.destroy()
    },
  }
}

function requireDatabaseUrl(): string {
  const url = process.env.DATABASE_URL
  if (!url) throw new Error('The postgres engine needs DATABASE_URL')
  return url
}

async function withPgClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

// ---------------------------------------------------------------------------------------------
// Accounts. Seeded ones: demo@example.com / demo-password, hanako@example.jp /
// demo-password, admin@templatestore.test / admin-password (admin: seeded with the role).

export const SEEDED_ACCOUNTS = {
  demo: { email: 'demo@example.com', password: 'demo-password' },
  hanako: { email: 'hanako@example.jp', password: 'demo-password' },
  admin: { email: 'admin@templatestore.test', password: 'admin-password' },
} as const

/** An access token for an existing account, after checking its password like sign-in does. */
export async function signIn(t: TestApp, email: string, password: string): Promise<string> {
  const row = await t.db
    .selectFrom('accounts')
    .select(['id', 'password_hash'])
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst()
  if (!row || !(await verifyPassword(password, row.password_hash))) {
    throw new Error(`signIn: wrong e-mail or password for ${email}`)
  }
  const { token } = await issueAccessToken(t.db, row.id, t.deps.now())
  return token
}

/** Creates an extra account (confirmed e-mail, never an admin) and answers a token for it. */
/** An accounts row as sign-up writes it (confirmed or not as given), for inserting directly. */
export function accountRow(
  fields: Pick<AccountsTable, 'id' | 'email' | 'created_at'> & Partial<AccountsTable>,
): AccountsTable {
  return {
    password_hash: 'x',
    display_name: null,
    language: 'en',
    template_designer_status: 'NONE',
    plan: 'free',
    billing_country: null,
    billing: null,
    address: null,
    email_confirmed_at: null,
    redesigner_linked: 0,
    redesigner: null,
    role: 'user',
    updated_at: fields.created_at,
    ...fields,
  }
}

export async function createAccountWithToken(
  t: TestApp,
  email: string,
  language: 'en' | 'ja' = 'en',
): Promise<{ accountId: string; token: string }> {
  const accountId = `acct_test_${randomBytes(6).toString('hex')}`
  await t.db
    .insertInto('accounts')
    .values(
      accountRow({
        id: accountId,
        email: email.toLowerCase(),
        // Not a valid hash on purpose: these accounts only ever use the token issued below.
        password_hash: 'test-account-without-password',
        language,
        email_confirmed_at: t.deps.now().toISOString(),
        created_at: t.deps.now().toISOString(),
      }),
    )
    .execute()
  const { token } = await issueAccessToken(t.db, accountId, t.deps.now())
  return { accountId, token }
}

/** Reads a JSON body with its status, for terse assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function readJson<T = any>(response: Response): Promise<{ status: number; body: T }> {
  return { status: response.status, body: (await response.json()) as T }
}

/** Resolves once `db`'s change feed has delivered a change of `kind` (at once on SQLite). */
export function heardChange(db: TestApp['db'], kind: DataChange['kind']): Promise<void> {
  return new Promise<void>((resolve) => {
    const stop = changeFeedOf(db).subscribe((change) => {
      if (change.kind !== kind) return
      stop()
      resolve()
    })
  })
}
