import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { TOKEN_COOKIE } from '#catalogue/cookie-names'
import type { AppEnv, AuthAccount } from '../app-env'
import { unauthorized } from '../http'
import { accountOfToken } from './token-accounts'
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
    c.set('account', await accountOfToken(db, config, hashToken(token), now()))
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

/**
 * The account of the token cookie the app keeps, for a page's form posted without JavaScript
 * (the API takes bearer tokens only). Such a post must also pass the same-origin check: the
 * cookie goes with any request the browser sends to this site.
 */
export async function accountOfCookie(c: Context<AppEnv>): Promise<AuthAccount | null> {
  const token = getCookie(c, TOKEN_COOKIE)
  if (!token) return null
  const { db, config, now } = c.var.deps
  return accountOfToken(db, config, hashToken(token), now())
}
