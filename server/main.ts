// `tsx server/main.ts`: configuration → database → migrations → seed (first run) → HTTP server.
import { createApp } from './app'
import { readConfig } from './config'
import { openDatabase } from './db/database'
import { migrateToLatest } from './db/migrate'
import { seedDatabase, seedTemplatesFromEnv } from './db/seed'
import type { AddressInfo } from 'node:net'
import { createDevSsr } from './dev-ssr'
import { startServer } from './node-server'

async function main(): Promise<void> {
  const config = readConfig()
  const store = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  await migrateToLatest(store)
  const seed = await seedDatabase(store, {
    templates: seedTemplatesFromEnv(),
    demoAccounts: config.seedDemoAccounts,
  })
  if (seed.seeded) {
    console.log(
      `[server] seeded ${seed.templates} templates` +
        (config.seedDemoAccounts ? ' and the demo accounts' : ' (no demo accounts)'),
    )
  }

  // `npm run dev` (STORE_DEV_SSR=1): pages rendered from the sources through Vite.
  const dev = process.env.STORE_DEV_SSR === '1' ? await createDevSsr() : undefined
  const app = createApp({
    db: store.db,
    engine: store.engine,
    config,
    now: () => new Date(),
    ...(dev ? { renderSource: dev.renderSource } : {}),
  })
  const onListen = (info: AddressInfo) => {
    const where = store.engine === 'postgres' ? 'PostgreSQL' : `SQLite in ${config.dataDir}`
    const mode = dev ? ', development: rendering from the sources' : ''
    console.log(
      `[server] template store listening on http://localhost:${info.port} (${where}${mode})`,
    )
  }
  const server = dev ? dev.listen(app, config.port, onListen) : startServer(app, config, onListen)

  let stopping = false
  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`[server] ${signal}: closing`)
    // Stop accepting connections, let in-flight requests finish, then release the database.
    const force = setTimeout(() => {
      console.error('[server] connections did not close in 10 s; exiting')
      process.exit(1)
    }, 10_000)
    force.unref()
    server.close(() => {
      store.db
        .destroy()
        .catch((error: unknown) => console.error('[server] closing the database failed:', error))
        .finally(() => process.exit(0))
    })
    if ('closeIdleConnections' in server && typeof server.closeIdleConnections === 'function') {
      server.closeIdleConnections()
    }
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error('[server] failed to start:', error)
  process.exit(1)
})
