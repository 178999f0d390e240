import { sql, type Kysely } from 'kysely'

// Issue 9: admin is a role stored on the account (never derived from the e-mail alone), and
// e-mail addresses are unique regardless of letter case.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The app has lowercased e-mails since the first release; only rows written by hand can
  // differ in case. Two such rows would be the same person's address under two accounts, and
  // picking a winner would hand one account's purchases to the other: stop and name them.
  const collisions = await sql<{ email: string; ids: string }>`
    select lower(trim(email)) as email, count(*) as ids
    from accounts group by lower(trim(email)) having count(*) > 1`.execute(db)
  if (collisions.rows.length > 0) {
    const list = collisions.rows.map((r) => `${r.email} (${r.ids} accounts)`).join(', ')
    throw new Error(
      `E-mail addresses differ only in letter case: ${list}. Merge or rename those accounts, ` +
        'then start the server again (docs/decisions/009-explicit-admin-role.md).',
    )
  }
  await sql`update accounts set email = lower(trim(email)) where email <> lower(trim(email))`.execute(
    db,
  )
  await sql`create unique index accounts_email_lower_unique on accounts (lower(email))`.execute(db)

  await db.schema
    .alterTable('accounts')
    .addColumn('role', 'text', (col) =>
      col
        .notNull()
        .defaultTo('user')
        .check(sql`role in ('user', 'admin')`),
    )
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('accounts').dropColumn('role').execute()
  await db.schema.dropIndex('accounts_email_lower_unique').execute()
}
