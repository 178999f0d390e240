// The one seed entry: store catalogue first (the account seed links a designer profile), then
// the demo accounts (development/test only), then the likes that need both. Runs only on an
// empty store; the templates' measured quality is brought up to the covers manifest every time.
import { pathToFileURL } from 'node:url'
import { readConfig } from '../config'
import { openDatabase, type StoreDb } from './database'
import { migrateToLatest } from './migrate'
import { seedAccounts } from './seed-accounts'
import { withStartupLock } from './startup-lock'
import { seedLikes, seedStore, type SeedStoreOptions } from './seed-store'
import { syncTemplateQuality } from './template-quality'

export type SeedResult = { seeded: boolean; templates: number }

export type SeedOptions = SeedStoreOptions & {
  /** The demo accounts with published passwords, their coupons and likes (default false). */
  demoAccounts?: boolean
}

export async function seedDatabase(store: StoreDb, options: SeedOptions = {}): Promise<SeedResult> {
  const { db } = store
  const existing = await db
    .selectFrom('templates')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow()
  if (Number(existing.count) > 0) {
    await syncTemplateQuality(store)
    return { seeded: false, templates: Number(existing.count) }
  }
  await seedStore(db, options)
  await syncTemplateQuality(store)
  if (options.demoAccounts) {
    await seedAccounts(db)
    await seedLikes(db)
  }
  const after = await db
    .selectFrom('templates')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow()
  return { seeded: true, templates: Number(after.count) }
}

/** Template count from SEED_TEMPLATES (benchmarks seed 10,000); undefined means the default. */
export function seedTemplatesFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  if (!env.SEED_TEMPLATES) return undefined
  const count = Number(env.SEED_TEMPLATES)
  if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
    throw new Error(
      `SEED_TEMPLATES must be an integer between 1 and 1000000, got "${env.SEED_TEMPLATES}"`,
    )
  }
  return count
}

// `tsx server/db/seed.ts`: migrate and seed the configured database without starting the server.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const config = readConfig()
  const store = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    const result = await withStartupLock(store, async () => {
      await migrateToLatest(store)
      return seedDatabase(store, {
        templates: seedTemplatesFromEnv(),
        demoAccounts: config.seedDemoAccounts,
      })
    })
    console.log(
      result.seeded
        ? `Seeded ${result.templates} templates.`
        : `Already seeded (${result.templates} templates); nothing to do.`,
    )
  } finally {
    await store.db.destroy()
  }
}
