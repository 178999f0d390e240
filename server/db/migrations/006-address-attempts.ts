import type { Kysely } from 'kysely'

// Issue 26: the per-address limits on password work (sign-in, sign-up, password change) were
// counted in each instance's memory, so every instance gave a sender its own allowance. Counted
// here, all instances on the database share one.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('address_attempts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('client_ip', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('address_attempts_idx')
    .on('address_attempts')
    .columns(['action', 'client_ip', 'created_at'])
    .execute()
  // Attempts older than the window are deleted as new ones come in.
  await db.schema
    .createIndex('address_attempts_created_idx')
    .on('address_attempts')
    .column('created_at')
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('address_attempts').execute()
}
