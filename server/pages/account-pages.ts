import type { Hono } from 'hono'
import type { AppEnv } from '../app-env'
import { registerCommercePages } from './account-commerce-pages'
import { registerSignInPages } from './account-sign-in-pages'

/** Server-rendered pages of the account side: sign-in/up, checkout, receipts, editor sandbox. */
export function registerAccountPages(app: Hono<AppEnv>): void {
  registerSignInPages(app)
  registerCommercePages(app)
}
