import { sql, type Kysely } from 'kysely'

// Kysely<any>: a migration must keep working after the current schema types move on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('display_name', 'text')
    .addColumn('language', 'text', (col) =>
      col
        .notNull()
        .defaultTo('en')
        .check(sqlIn('language', ['en', 'ja'])),
    )
    .addColumn('template_designer_status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('NONE')
        .check(sqlIn('template_designer_status', ['NONE', 'APPLICANT', 'TEMPLATE_DESIGNER'])),
    )
    .addColumn('plan', 'text', (col) => col.notNull().defaultTo('free'))
    .addColumn('billing_country', 'text')
    .addColumn('billing', 'text')
    .addColumn('address', 'text')
    .addColumn('email_confirmed_at', 'text')
    .addColumn('redesigner_linked', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('redesigner', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('one_time_tokens')
    .addColumn('hash', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('purpose', 'text', (col) => col.notNull().defaultTo('sign_in'))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('one_time_tokens_account_idx')
    .on('one_time_tokens')
    .columns(['account_id', 'purpose'])
    .execute()

  await db.schema
    .createTable('access_tokens')
    .addColumn('hash', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('access_tokens_account_idx')
    .on('access_tokens')
    .column('account_id')
    .execute()

  await db.schema
    .createTable('sign_in_failures')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('client_ip', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('sign_in_failures_idx')
    .on('sign_in_failures')
    .columns(['email', 'client_ip', 'created_at'])
    .execute()

  await db.schema
    .createTable('coupons')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('description_en', 'text', (col) => col.notNull())
    .addColumn('description_ja', 'text', (col) => col.notNull())
    .addColumn('discount_percent', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('coupons_account_code_unique', ['account_id', 'code'])
    .execute()

  await db.schema
    .createTable('questionnaire_answers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('questionnaire', 'text', (col) => col.notNull())
    .addColumn('answers', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('to_email', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'server_secrets',
    'mail_outbox',
    'questionnaire_answers',
    'coupons',
    'sign_in_failures',
    'access_tokens',
    'one_time_tokens',
    'accounts',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}

function sqlIn(column: string, values: readonly string[]) {
  return sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`)
}
