import type { Kysely } from 'kysely'

// Issue 27: each template's measured quality (axe, contrast, weight, fits a phone), measured by
// `npm run covers`, and whether it is accessible (no serious or critical axe violation, AA
// contrast) for the `accessible=true` filter. Both come from the covers manifest; the seed and
// every start-up write them (server/db/template-quality.ts), so a database seeded before this
// migration is filled on its next start.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('templates').addColumn('quality', 'text').execute()
  await db.schema
    .alterTable('templates')
    .addColumn('accessible', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('templates_accessible_idx')
    .on('templates')
    .columns(['accessible', 'ranking_score desc'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('templates_accessible_idx').execute()
  await db.schema.alterTable('templates').dropColumn('accessible').execute()
  await db.schema.alterTable('templates').dropColumn('quality').execute()
}
