// Catalogue changes an operator makes with `npm run admin -- price|template` (scripts/admin.ts):
// each writes the database and tells every running instance (decision 016), so no list, search
// answer, kept page or price outlives it.
import type { Kysely } from 'kysely'
import { TIERS, type Tier } from '#catalogue/enums'
import { notifyChange } from './data-changes'
import type { Engine } from './db/database'
import type { Database } from './db/schema'
import { normalizeSearchText } from './db/seed-store'

export class CatalogueCommandError extends Error {}

/** Sets a tier's price: yen, and US dollars (stored as cents). */
export async function setTierPrice(
  db: Kysely<Database>,
  engine: Engine,
  price: { tier: string; jpy: number; usd: number },
): Promise<void> {
  if (!(TIERS as readonly string[]).includes(price.tier)) {
    throw new CatalogueCommandError(`Unknown tier "${price.tier}": one of ${TIERS.join(', ')}.`)
  }
  if (!Number.isInteger(price.jpy) || price.jpy < 0) {
    throw new CatalogueCommandError(`--jpy must be a whole number of yen ≥ 0, got ${price.jpy}.`)
  }
  const cents = Math.round(price.usd * 100)
  if (!Number.isFinite(price.usd) || price.usd < 0 || Math.abs(cents - price.usd * 100) > 1e-6) {
    throw new CatalogueCommandError(`--usd must be dollars ≥ 0 with at most 2 decimals.`)
  }
  const tier = price.tier as Tier
  await db
    .insertInto('tier_prices')
    .values({ tier, price_jpy: price.jpy, price_usd_cents: cents })
    .onConflict((oc) =>
      oc.column('tier').doUpdateSet({ price_jpy: price.jpy, price_usd_cents: cents }),
    )
    .execute()
  await notifyChange(db, engine, { kind: 'prices' })
}

/**
 * Corrects a template's English or Japanese title, and the search text built from it (its first
 * line is the English title, its second the Japanese one).
 */
export async function correctTemplateTitle(
  db: Kysely<Database>,
  engine: Engine,
  change: { templateId: string; title: string; language: 'en' | 'ja' },
): Promise<void> {
  const title = change.title.trim()
  if (title === '' || title.length > 200) {
    throw new CatalogueCommandError('The title must be 1 to 200 characters.')
  }
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('templates')
      .select(['title_en', 'title_ja', 'search_text'])
      .where('id', '=', change.templateId)
      .executeTakeFirst()
    if (!row) throw new CatalogueCommandError(`No template "${change.templateId}".`)
    const lines = row.search_text.split('\n')
    lines[change.language === 'en' ? 0 : 1] = normalizeSearchText(title)
    await trx
      .updateTable('templates')
      .set({
        ...(change.language === 'en' ? { title_en: title } : { title_ja: title }),
        search_text: lines.join('\n'),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', change.templateId)
      .execute()
  })
  await notifyChange(db, engine, { kind: 'templates', templateIds: [change.templateId] })
}
