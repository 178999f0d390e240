import { sql, type Kysely } from 'kysely'

// Tables that reference the store's templates and designers, so they come after 002-store.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('template_id', 'text', (col) => col.notNull().references('templates.id'))
    .addColumn('tier', 'text', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull().check(sql`currency in ('jpy', 'usd')`))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('pending', 'paid')`))
    .addColumn('coupon_id', 'text', (col) => col.references('coupons.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('paid_at', 'text')
    .execute()
  await db.schema
    .createIndex('orders_account_idx')
    .on('orders')
    .columns(['account_id', 'status'])
    .execute()
  // A template is bought once per account, even when two checkouts are confirmed at once.
  await db.schema
    .createIndex('orders_one_paid_per_template')
    .on('orders')
    .columns(['account_id', 'template_id'])
    .unique()
    .where(sql.ref('status'), '=', 'paid')
    .execute()
  await db.schema
    .createIndex('orders_template_idx')
    .on('orders')
    .columns(['template_id', 'status'])
    .execute()

  await db.schema
    .createTable('designer_messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('designer_id', 'text', (col) =>
      col.notNull().references('designers.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('client_ip', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  // The rate limit counts one sender's recent messages to one designer.
  await db.schema
    .createIndex('designer_messages_rate_idx')
    .on('designer_messages')
    .columns(['client_ip', 'designer_id', 'created_at'])
    .execute()

  await db.schema
    .createTable('designer_accounts')
    .addColumn('designer_id', 'text', (col) =>
      col.primaryKey().references('designers.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'text', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .execute()
  await db.schema
    .createIndex('designer_accounts_account_idx')
    .on('designer_accounts')
    .column('account_id')
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['designer_accounts', 'designer_messages', 'orders']) {
    await db.schema.dropTable(table).execute()
  }
}
