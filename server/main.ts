// `tsx server/main.ts`: configuration → database → migrations → seed (first run) → HTTP server.
import { createApp } from './app'
import { readConfig } from './config'
import { openDatabase } from './db/database'
import { migrateToLatest } from './db/migrate'
import { seedDatabase, seedTemplatesFromEnv } from './db/seed'
import { withStartupLock } from './db/startup-lock'
import type { AddressInfo } from 'node:net'
import { createDevSsr } from './dev-ssr'
import { createLifecycle, drainAndStop } from './lifecycle'
import { startServer } from './node-server'

async function main(): Promise<void> {
  const config = readConfig()
  // Migrations and the first seed may run statements longer than a request's timeout: they get a
  // handle of their own without it, closed before the server opens its own.
  const startup = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  const seed = await withStartupLock(startup, async () => {
    await migrateToLatest(startup)
    return seedDatabase(startup, {
      templates: seedTemplatesFromEnv(),
      demoAccounts: config.seedDemoAccounts,
    })
  }).finally(() => startup.db.destroy())
  const store = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgPoolSize: config.databasePoolMax,
    pgConnectionTimeoutMs: config.databaseConnectTimeoutMs,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
  })
  if (seed.seeded) {
    console.log(
      `[server] seeded ${seed.templates} templates` +
        (config.seedDemoAccounts ? ' and the demo accounts' : ' (no demo accounts)'),
    )
  }

  // `npm run dev` (STORE_DEV_SSR=1): pages rendered from the sources through Vite.
  const dev = process.env.STORE_DEV_SSR === '1' ? await createDevSsr() : undefined
  const lifecycle = createLifecycle()
  const app = createApp({
    lifecycle,
    db: store.db,
    engine: store.engine,
    config,
    now: () => new Date(),
    ...(dev ? { renderSource: dev.renderSource } : {}),
  })
  const onListen = (info: AddressInfo) => {
    const where = store.engine === 'postgres' ? 'PostgreSQL' : `SQLite in ${config.dataDir}`
    const mode = dev ? ', development: rendering from the sources' : ''
    const bound = config.host ? `, on ${info.address} only` : ''
    console.log(
      `[server] template store listening on http://localhost:${info.port} (${where}${mode}${bound})`,
    )
  }
  const server = dev ? dev.listen(app, config, onListen) : startServer(app, config, onListen)

  let stopping = false
  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(
      `[server] ${signal}: draining (ready answers 503; grace ${config.shutdownGraceMs} ms)`,
    )
    drainAndStop({
      server,
      lifecycle,
      graceMs: config.shutdownGraceMs,
      release: () => store.db.destroy(),
      exit: (code) => process.exit(code),
    })
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error('[server] failed to start:', error)
  process.exit(1)
})
