import type { MiddlewareHandler } from 'hono'
import type { AppEnv, AuthAccount } from '../app-env'
import { unauthorized } from '../http'
import { isAdminAccount } from './admin'
import { hashToken, readBearer } from './tokens'

/**
 * Resolves the bearer access token to its account. Never rejects: public routes still answer
 * anonymous visitors, and routes that need an account add `requireAccount`.
 */
export const resolveAccount: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('account', null)
  const token = readBearer(c.req.header('authorization'))
  if (token) {
    const { db, config, now } = c.var.deps
    const row = await db
      .selectFrom('access_tokens')
      .innerJoin('accounts', 'accounts.id', 'access_tokens.account_id')
      .select([
        'accounts.id',
        'accounts.email',
        'accounts.language',
        'accounts.role',
        'accounts.email_confirmed_at',
      ])
      .where('access_tokens.hash', '=', hashToken(token))
      .where('access_tokens.revoked_at', 'is', null)
      .where('access_tokens.expires_at', '>', now().toISOString())
      .executeTakeFirst()
    if (row) {
      const account: AuthAccount = {
        id: row.id,
        email: row.email,
        language: row.language,
        isAdmin: isAdminAccount(row, config),
      }
      c.set('account', account)
    }
  }
  await next()
}

/** 401 unless `resolveAccount` found an account; the message says whether a token was sent. */
export const requireAccount: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.account) {
    throw readBearer(c.req.header('authorization'))
      ? unauthorized('The access token is invalid, expired or revoked. Please sign in again.')
      : unauthorized('Authentication is required. Send Authorization: Bearer <access token>.')
  }
  await next()
}

/** The signed-in account inside a handler behind `requireAccount`. */
export function currentAccount(c: { var: AppEnv['Variables'] }): AuthAccount {
  const account = c.var.account
  if (!account) throw unauthorized()
  return account
}
