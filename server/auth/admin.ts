// Who is an administrator (spec §6, issue 9). Admin is granted, never claimed: an account is an
// admin only while all of these hold:
//   - its e-mail is confirmed (a sign-up cannot borrow someone else's address),
//   - the e-mail is in the company domain (spec §6: ADMIN_EMAIL_DOMAIN),
//   - the account carries the stored 'admin' role (`npm run admin -- grant <email>`) or its
//     address is listed in ADMIN_EMAILS.
import type { Kysely } from 'kysely'
import type { ServerConfig } from '../config'
import type { Database } from '../db/schema'
import type { AccountRole } from '../db/schema-accounts'
import { normalizeEmail } from './accounts'

export function inCompanyDomain(email: string, adminEmailDomain: string): boolean {
  const normalized = normalizeEmail(email)
  const domain = normalized.slice(normalized.lastIndexOf('@') + 1)
  return domain === adminEmailDomain.toLowerCase()
}

export function isAdminAccount(
  account: { email: string; role: AccountRole | string; email_confirmed_at: string | null },
  config: Pick<ServerConfig, 'adminEmailDomain' | 'adminEmails'>,
): boolean {
  if (account.email_confirmed_at === null) return false
  const email = normalizeEmail(account.email)
  if (!inCompanyDomain(email, config.adminEmailDomain)) return false
  return account.role === 'admin' || config.adminEmails.includes(email)
}

/** A refusal of the admin command, worded for the person running it. */
export class AdminCommandError extends Error {}

export type AdminListEntry = {
  email: string
  role: AccountRole
  emailConfirmed: boolean
  /** Whether the grant is in effect now (see isAdminAccount). */
  effective: boolean
  source: 'role' | 'ADMIN_EMAILS' | 'role+ADMIN_EMAILS'
}

async function accountFor(db: Kysely<Database>, email: string) {
  const normalized = normalizeEmail(email)
  if (!normalized) throw new AdminCommandError('Give the e-mail address of an account.')
  const row = await db
    .selectFrom('accounts')
    .select(['id', 'email', 'role', 'email_confirmed_at'])
    .where('email', '=', normalized)
    .executeTakeFirst()
  if (!row) throw new AdminCommandError(`No account has the e-mail address ${normalized}.`)
  return row
}

/** Stores the admin role; answers notes to print (e.g. the e-mail still needs confirming). */
export async function grantAdmin(
  db: Kysely<Database>,
  email: string,
  config: Pick<ServerConfig, 'adminEmailDomain' | 'adminEmails'>,
  now: Date,
): Promise<{ email: string; changed: boolean; notes: string[] }> {
  const row = await accountFor(db, email)
  if (!inCompanyDomain(row.email, config.adminEmailDomain)) {
    throw new AdminCommandError(
      `${row.email} is not in the company domain (${config.adminEmailDomain}); ` +
        'only company addresses can be admins (spec §6).',
    )
  }
  const changed = row.role !== 'admin'
  if (changed) {
    await db
      .updateTable('accounts')
      .set({ role: 'admin', updated_at: now.toISOString() })
      .where('id', '=', row.id)
      .execute()
  }
  const notes = [
    ...(changed ? [] : [`${row.email} already had the admin role.`]),
    ...(row.email_confirmed_at === null
      ? [`${row.email} has not confirmed its e-mail yet; admin takes effect once it does.`]
      : []),
  ]
  return { email: row.email, changed, notes }
}

export async function revokeAdmin(
  db: Kysely<Database>,
  email: string,
  config: Pick<ServerConfig, 'adminEmails'>,
  now: Date,
): Promise<{ email: string; changed: boolean; notes: string[] }> {
  const row = await accountFor(db, email)
  const changed = row.role === 'admin'
  if (changed) {
    await db
      .updateTable('accounts')
      .set({ role: 'user', updated_at: now.toISOString() })
      .where('id', '=', row.id)
      .execute()
  }
  const notes = [
    ...(changed ? [] : [`${row.email} did not have the admin role.`]),
    ...(config.adminEmails.includes(row.email)
      ? [`${row.email} is still listed in ADMIN_EMAILS; remove it there too.`]
      : []),
  ]
  return { email: row.email, changed, notes }
}

/** Accounts with the stored role or listed in ADMIN_EMAILS, by e-mail. */
export async function listAdmins(
  db: Kysely<Database>,
  config: Pick<ServerConfig, 'adminEmailDomain' | 'adminEmails'>,
): Promise<AdminListEntry[]> {
  let query = db
    .selectFrom('accounts')
    .select(['email', 'role', 'email_confirmed_at'])
    .where('role', '=', 'admin')
  if (config.adminEmails.length > 0) {
    query = db
      .selectFrom('accounts')
      .select(['email', 'role', 'email_confirmed_at'])
      .where((eb) => eb.or([eb('role', '=', 'admin'), eb('email', 'in', [...config.adminEmails])]))
  }
  const rows = await query.orderBy('email').execute()
  return rows.map((row) => {
    const listed = config.adminEmails.includes(row.email)
    return {
      email: row.email,
      role: row.role,
      emailConfirmed: row.email_confirmed_at !== null,
      effective: isAdminAccount(row, config),
      source: row.role === 'admin' ? (listed ? 'role+ADMIN_EMAILS' : 'role') : 'ADMIN_EMAILS',
    }
  })
}
