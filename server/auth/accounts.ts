import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Language } from '#catalogue/enums'
import type { Database } from '../db/schema'
import type { AccountsTable } from '../db/schema-accounts'
import { hashPassword, verifyPassword } from './passwords'

export const normalizeEmail = (email: string) => email.trim().toLowerCase()

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`
}

export async function findAccountByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('accounts')
    .selectAll()
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst()
}

export async function findAccountById(
  db: Kysely<Database>,
  id: string,
): Promise<AccountsTable | undefined> {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst()
}

// Verified against when the e-mail is unknown, so a wrong e-mail takes as long as a wrong
// password and response times do not reveal which addresses have accounts.
let decoyHash: Promise<string> | undefined

/** The account when e-mail and password match; undefined otherwise. */
export async function authenticate(db: Kysely<Database>, email: string, password: string) {
  const account = await findAccountByEmail(db, email)
  if (!account) {
    decoyHash ??= hashPassword('decoy-password-never-matches')
    await verifyPassword(password, await decoyHash)
    return undefined
  }
  return (await verifyPassword(password, account.password_hash)) ? account : undefined
}

export class DuplicateEmailError extends Error {}

/** Creates an account; throws DuplicateEmailError when the e-mail is taken (also under a race). */
export async function createAccount(
  db: Kysely<Database>,
  input: { email: string; password: string; language: Language },
  now: Date,
): Promise<AccountsTable> {
  const email = normalizeEmail(input.email)
  if (await findAccountByEmail(db, email)) throw new DuplicateEmailError(email)
  const at = now.toISOString()
  const row: AccountsTable = {
    id: newId('acc'),
    email,
    password_hash: await hashPassword(input.password),
    display_name: null,
    language: input.language,
    template_designer_status: 'NONE',
    plan: 'free',
    billing_country: null,
    billing: null,
    address: null,
    email_confirmed_at: null,
    redesigner_linked: 0,
    redesigner: null,
    role: 'user',
    created_at: at,
    updated_at: at,
  }
  try {
    await db.insertInto('accounts').values(row).execute()
  } catch (error) {
    if (await findAccountByEmail(db, email)) throw new DuplicateEmailError(email)
    throw error
  }
  return row
}
