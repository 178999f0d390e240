import { randomInt } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { AccountsTable } from '../db/schema-accounts'
import { newId } from './accounts'
import { issueOneTimeToken, redeemOneTimeToken } from './sessions'

// E-mail confirmation is a code the user types back, not a link: the store app can show one
// input field and call POST /v2/account/email/confirm again. The code is 8 characters from a
// 32-letter alphabet without look-alikes (~10^12 values), so guessing it within its 30 minutes
// is hopeless without an attempt counter. It is stored like every other one-time token: only
// the sha-256 of "<account id>:<code>", so equal codes of two accounts never collide.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const CODE_LENGTH = 8
export const EMAIL_CODE_TTL_MS = 30 * 60 * 1000

const tokenFor = (accountId: string, code: string) => `${accountId}:${code}`

/** Accepts the code as people type it: any case, with spaces or dashes. */
export const normalizeCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '')

export function generateCode(): string {
  let code = ''
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  return code
}

/** Replaces earlier codes with a new one and puts the e-mail that carries it in the outbox. */
export async function issueEmailConfirmation(
  db: Kysely<Database>,
  account: Pick<AccountsTable, 'id' | 'email' | 'language'>,
  now: Date,
): Promise<{ code: string; expiresAt: string }> {
  const at = now.toISOString()
  await db
    .updateTable('one_time_tokens')
    .set({ used_at: at })
    .where('account_id', '=', account.id)
    .where('purpose', '=', 'email_confirm')
    .where('used_at', 'is', null)
    .execute()
  const code = generateCode()
  await issueOneTimeToken(
    db,
    account.id,
    now,
    'email_confirm',
    EMAIL_CODE_TTL_MS,
    tokenFor(account.id, code),
  )
  const ja = account.language === 'ja'
  await db
    .insertInto('mail_outbox')
    .values({
      id: newId('mail'),
      to_email: account.email,
      subject: ja ? 'メールアドレスの確認コード' : 'Your e-mail confirmation code',
      body: ja
        ? `確認コード: ${code}\n30分間有効です。`
        : `Your confirmation code is ${code}.\nIt is valid for 30 minutes.`,
      created_at: at,
    })
    .execute()
  return { code, expiresAt: new Date(now.getTime() + EMAIL_CODE_TTL_MS).toISOString() }
}

export async function redeemEmailConfirmation(
  db: Kysely<Database>,
  accountId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const token = tokenFor(accountId, normalizeCode(code))
  return (await redeemOneTimeToken(db, token, now, 'email_confirm', accountId)) !== null
}
