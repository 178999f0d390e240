import type { Hono } from 'hono'
import type { Kysely } from 'kysely'
import {
  capabilityTokenResponse,
  checkoutBody,
  checkoutResponse,
  checkoutTemplateParams,
  receiptUrlResponse,
  SALES_HISTORY_LIMIT,
  salesHistoryParams,
  salesHistoryQuery,
  salesHistoryResponse,
  sandboxQuery,
} from '#catalogue/api/commerce'
import { limitRule } from '#catalogue/api/fields'
import type { Language } from '#catalogue/enums'
import {
  PERSONAL_NAME_MAX,
  PERSONAL_TAGLINE_MAX,
  SITE_LANG_KEY,
  readPersonalisation,
  withPersonalQuery,
  type PersonalProblem,
  type Personalisation,
} from '#catalogue/personalise'
import type { AppEnv } from '../app-env'
import { findAccountById, newId } from '../auth/accounts'
import { currentAccount, requireAccount } from '../auth/middleware'
import { issueCapability } from '../auth/signed-tokens'
import type { Database } from '../db/schema'
import type { AccountsTable } from '../db/schema-accounts'
import { writeTransaction } from '../db/write-transaction'
import {
  badRequest,
  conflict,
  notFound,
  parseJsonBody,
  parseParams,
  parseQuery,
  toWire,
} from '../http'
import { describeRoute } from '../openapi'

const SANDBOX_TOKEN_TTL_MS = 30 * 60 * 1000
const REVIEW_TOKEN_TTL_MS = 30 * 60 * 1000
/** Long enough to fill in a payment form, short enough that a leaked link soon dies. */
export const CHECKOUT_TOKEN_TTL_MS = 60 * 60 * 1000
const RECEIPT_TOKEN_TTL_MS = 60 * 60 * 1000

/** Spec §6: the billing country decides; without one, Japanese means yen. */
export function currencyFor(
  account: Pick<AccountsTable, 'billing_country' | 'language'>,
): 'jpy' | 'usd' {
  if (account.billing_country) return account.billing_country === 'JP' ? 'jpy' : 'usd'
  return account.language === 'ja' ? 'jpy' : 'usd'
}

export const templateTitle = (t: { title_en: string; title_ja: string }, language: Language) =>
  language === 'ja' ? t.title_ja : t.title_en

/** The tier's price in minor units of the currency (yen, or US cents). */
export async function tierPrice(
  db: Kysely<Database>,
  tier: Database['tier_prices']['tier'],
  currency: 'jpy' | 'usd',
): Promise<number> {
  const row = await db
    .selectFrom('tier_prices')
    .select(['price_jpy', 'price_usd_cents'])
    .where('tier', '=', tier)
    .executeTakeFirst()
  if (!row) throw new Error(`No price for tier ${tier}`)
  return currency === 'jpy' ? row.price_jpy : row.price_usd_cents
}

export class OrderConfirmError extends Error {
  constructor(
    readonly reason: 'not_found' | 'already_owned',
    message: string,
  ) {
    super(message)
  }
}

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; message?: string }
  return (
    e.code === '23505' ||
    e.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /UNIQUE constraint/.test(e.message ?? '')
  )
}

/** What an order costs: the one place a total is computed, at checkout and again at payment. */
export async function orderAmount(
  db: Kysely<Database>,
  tier: Database['tier_prices']['tier'],
  currency: 'jpy' | 'usd',
  discountPercent: number,
): Promise<number> {
  return Math.round(((await tierPrice(db, tier, currency)) * (100 - discountPercent)) / 100)
}

/** Why the order's coupon was not redeemed at payment; the full price was charged instead. */
export type CouponRefusal = { code: string; reason: 'used' | 'expired' }

export type ConfirmedOrder = {
  templateId: string
  accountId: string
  alreadyPaid: boolean
  /** What was charged, in minor units of the currency. */
  amount: number
  currency: 'jpy' | 'usd'
  couponRefused: CouponRefusal | null
}

/**
 * Test-mode payment: marks the order paid, counts the purchase on the template and redeems the
 * order's coupon, in one transaction. Confirming a paid order again changes nothing (a
 * double-submitted form is fine).
 *
 * The coupon was valid when the checkout started, but another checkout may have used it since
 * (or it expired): it is redeemed by one conditional write, and when that changes no row the
 * order is charged the full price instead of being discounted a second time.
 */
export async function confirmOrder(
  db: Kysely<Database>,
  orderId: string,
  now: Date,
): Promise<ConfirmedOrder> {
  const at = now.toISOString()
  try {
    return await writeTransaction(db, async (trx) => {
      const order = await trx
        .updateTable('orders')
        .set({ status: 'paid', paid_at: at })
        .where('id', '=', orderId)
        .where('status', '=', 'pending')
        .returning(['template_id', 'account_id', 'tier', 'amount', 'currency', 'coupon_id'])
        .executeTakeFirst()
      if (!order) {
        const paid = await trx
          .selectFrom('orders')
          .select(['template_id', 'account_id', 'amount', 'currency'])
          .where('id', '=', orderId)
          .executeTakeFirst()
        if (!paid) throw new OrderConfirmError('not_found', 'The order does not exist.')
        return {
          templateId: paid.template_id,
          accountId: paid.account_id,
          alreadyPaid: true,
          amount: paid.amount,
          currency: paid.currency === 'jpy' ? 'jpy' : 'usd',
          couponRefused: null,
        }
      }
      const currency = order.currency === 'jpy' ? 'jpy' : 'usd'
      await trx
        .updateTable('templates')
        .set((eb) => ({ count_purchases: eb('count_purchases', '+', 1), last_purchased_at: at }))
        .where('id', '=', order.template_id)
        .execute()
      let amount = order.amount
      let couponRefused: CouponRefusal | null = null
      if (order.coupon_id) {
        const redeemed = await trx
          .updateTable('coupons')
          .set({ used_at: at })
          .where('id', '=', order.coupon_id)
          .where('used_at', 'is', null)
          .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', at)]))
          .executeTakeFirst()
        if (Number(redeemed.numUpdatedRows) === 0) {
          const coupon = await trx
            .selectFrom('coupons')
            .select(['code', 'used_at'])
            .where('id', '=', order.coupon_id)
            .executeTakeFirst()
          couponRefused = {
            code: coupon?.code ?? '',
            reason: coupon && !coupon.used_at ? 'expired' : 'used',
          }
          amount = await orderAmount(trx, order.tier, currency, 0)
          await trx
            .updateTable('orders')
            .set({ amount, coupon_id: null })
            .where('id', '=', orderId)
            .execute()
        }
      }
      return {
        templateId: order.template_id,
        accountId: order.account_id,
        alreadyPaid: false,
        amount,
        currency,
        couponRefused,
      }
    })
  } catch (error) {
    // The partial unique index: another order for the same template was paid meanwhile.
    if (isUniqueViolation(error)) {
      throw new OrderConfirmError('already_owned', 'You already own this template.')
    }
    throw error
  }
}

export async function receiptUrl(
  db: Kysely<Database>,
  orderId: string,
  accountId: string,
  now: Date,
) {
  const expiresAt = new Date(now.getTime() + RECEIPT_TOKEN_TTL_MS)
  const token = await issueCapability(
    db,
    { kind: 'receipt', subject: orderId, accountId },
    expiresAt,
  )
  return {
    url: `/receipts/${encodeURIComponent(orderId)}?token=${token}`,
    expiresAt: expiresAt.toISOString(),
  }
}

async function findTemplate(db: Kysely<Database>, templateId: string) {
  const template = await db
    .selectFrom('templates')
    .select(['id', 'title_en', 'title_ja', 'tier', 'designer_id'])
    .where('id', '=', templateId)
    .executeTakeFirst()
  if (!template) throw notFound(`Template ${templateId} does not exist.`)
  return template
}

/** Why the API refuses a choice of `personalise` (the field and what it may be). */
const PERSONAL_PROBLEMS: Record<PersonalProblem, [field: string, rule: string]> = {
  nameTooLong: ['personalise.name', `at most ${PERSONAL_NAME_MAX} characters`],
  taglineTooLong: ['personalise.tagline', `at most ${PERSONAL_TAGLINE_MAX} characters`],
  accentNotHex: ['personalise.accent', 'must be a hex colour like #1a73e8'],
  langUnknown: ['personalise.lang', 'must be en or ja'],
}

/**
 * The checkout body's choices, read as the preview reads them (catalogue/personalise.ts). The API
 * says what it refuses (400, the first problem); a page's form drops it instead.
 */
function checkoutChoices(raw: Record<string, unknown> | undefined): Personalisation {
  const { choices, problems } = readPersonalisation(raw ?? {})
  const [problem] = problems
  if (problem) {
    const [field, rule] = PERSONAL_PROBLEMS[problem]
    throw badRequest(`${field}: ${rule}`, field)
  }
  return choices
}

/** What starting a checkout answers: the order and its checkout page (valid 1 hour). */
export type StartedCheckout = {
  orderId: string
  checkoutUrl: string
  amount: number
  currency: 'jpy' | 'usd'
}

/**
 * Starts buying a paid template for an account: the API's checkout call and the detail page's
 * form (without JavaScript) both come here. Throws the API's errors: 404 (no such template or
 * account), 400 (a free template, a coupon that cannot be used), 409 (already owned).
 */
export async function startCheckout(
  db: Kysely<Database>,
  input: {
    accountId: string
    templateId: string
    couponCode?: string | undefined
    /** The buyer's choices in the preview (issue 31): the checkout page carries them on. */
    personalise?: Personalisation | undefined
    now: Date
  },
): Promise<StartedCheckout> {
  const template = await findTemplate(db, input.templateId)
  if (template.tier === 'TIER_0') {
    throw badRequest('template_id: free templates need no checkout', 'template_id')
  }
  const account = await findAccountById(db, input.accountId)
  if (!account) throw notFound('The account no longer exists.')
  const owned = await db
    .selectFrom('orders')
    .select('id')
    .where('account_id', '=', account.id)
    .where('template_id', '=', template.id)
    .where('status', '=', 'paid')
    .executeTakeFirst()
  if (owned) throw conflict('You already own this template.')

  const at = input.now
  let couponId: string | null = null
  let discount = 0
  if (input.couponCode) {
    const coupon = await db
      .selectFrom('coupons')
      .select(['id', 'discount_percent', 'expires_at', 'used_at'])
      .where('account_id', '=', account.id)
      .where('code', '=', input.couponCode.toUpperCase())
      .executeTakeFirst()
    if (!coupon) throw badRequest('coupon_code: no such coupon on this account', 'coupon_code')
    if (coupon.used_at) throw badRequest('coupon_code: this coupon was already used', 'coupon_code')
    if (coupon.expires_at && coupon.expires_at <= at.toISOString()) {
      throw badRequest('coupon_code: this coupon has expired', 'coupon_code')
    }
    couponId = coupon.id
    discount = coupon.discount_percent
  }
  const currency = currencyFor(account)
  const amount = await orderAmount(db, template.tier, currency, discount)

  const values = {
    tier: template.tier,
    amount,
    currency,
    coupon_id: couponId,
    created_at: at.toISOString(),
  }
  // One pending order per account and template: starting checkout again refreshes it. Looked
  // up and written in one locked step, or checkouts started at once each add an order.
  const orderId = await writeTransaction(
    db,
    async (trx) => {
      const pending = await trx
        .selectFrom('orders')
        .select('id')
        .where('account_id', '=', account.id)
        .where('template_id', '=', template.id)
        .where('status', '=', 'pending')
        .executeTakeFirst()
      if (!pending) {
        const id = newId('ord')
        await trx
          .insertInto('orders')
          .values({
            id,
            account_id: account.id,
            template_id: template.id,
            status: 'pending',
            paid_at: null,
            ...values,
          })
          .execute()
        return id
      }
      // A confirmation does not take the lock: the order may have been paid a moment ago.
      const refreshed = await trx
        .updateTable('orders')
        .set(values)
        .where('id', '=', pending.id)
        .where('status', '=', 'pending')
        .executeTakeFirst()
      if (Number(refreshed.numUpdatedRows) === 0) throw conflict('You already own this template.')
      return pending.id
    },
    `checkout ${account.id} ${template.id}`,
  )
  const expiresAt = new Date(at.getTime() + CHECKOUT_TOKEN_TTL_MS)
  const token = await issueCapability(
    db,
    { kind: 'checkout', subject: orderId, accountId: account.id },
    expiresAt,
  )
  return {
    orderId,
    checkoutUrl: withPersonalQuery(
      `/checkout/${encodeURIComponent(orderId)}?token=${token}`,
      input.personalise ?? {},
      SITE_LANG_KEY,
    ),
    amount,
    currency,
  }
}

export function registerCommerceRoutes(app: Hono<AppEnv>): void {
  // Registered before server-store's /v2/store/templates/:template_id, which would take
  // "sales_histories" for a template id.
  describeRoute({
    method: 'get',
    path: '/v2/store/templates/sales_histories',
    summary:
      'My purchases (type=purchased) or sales of templates I designed (type=sold), newest first',
    description: limitRule(SALES_HISTORY_LIMIT),
    tags: ['commerce'],
    auth: true,
    query: salesHistoryQuery,
    response: salesHistoryResponse,
  })
  app.get('/v2/store/templates/sales_histories', requireAccount, async (c) => {
    const query = parseQuery(c, salesHistoryQuery)
    const account = currentAccount(c)
    const { db } = c.var.deps
    let base = db
      .selectFrom('orders')
      .innerJoin('templates', 'templates.id', 'orders.template_id')
      .where('orders.status', '=', 'paid')
    base =
      query.type === 'purchased'
        ? base.where('orders.account_id', '=', account.id)
        : base.where('templates.designer_id', 'in', (eb) =>
            eb
              .selectFrom('designer_accounts')
              .select('designer_id')
              .where('account_id', '=', account.id),
          )
    const [rows, total] = await Promise.all([
      base
        .select([
          'orders.id',
          'orders.template_id',
          'orders.tier',
          'orders.amount',
          'orders.currency',
          'orders.paid_at',
          'templates.title_en',
          'templates.title_ja',
        ])
        .orderBy('orders.paid_at', 'desc')
        .orderBy('orders.id')
        .limit(query.limit)
        .offset(query.offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
    ])
    const salesHistories = rows.map((r) => ({
      salesHistoryId: r.id,
      templateId: r.template_id,
      templateTitle: templateTitle(r, account.language),
      tier: r.tier,
      amount: r.amount,
      currency: r.currency,
      purchasedAt: r.paid_at,
    }))
    return c.json({ data: toWire({ salesHistories, meta: { totalCount: Number(total.count) } }) })
  })

  describeRoute({
    method: 'get',
    path: '/v2/store/templates/sales_histories/:sales_history_id/receipt_url',
    summary: 'A receipt page URL for one of my paid orders (valid 1 hour)',
    tags: ['commerce'],
    auth: true,
    params: salesHistoryParams,
    response: receiptUrlResponse,
    errors: [404],
  })
  app.get(
    '/v2/store/templates/sales_histories/:sales_history_id/receipt_url',
    requireAccount,
    async (c) => {
      const { sales_history_id: orderId } = parseParams(c, salesHistoryParams)
      const account = currentAccount(c)
      const { db, now } = c.var.deps
      const order = await db
        .selectFrom('orders')
        .select('id')
        .where('id', '=', orderId)
        .where('account_id', '=', account.id)
        .where('status', '=', 'paid')
        .executeTakeFirst()
      // Someone else's order answers like a missing one, so order ids cannot be probed.
      if (!order) throw notFound(`Sales history ${orderId} does not exist.`)
      const receipt = await receiptUrl(db, order.id, account.id, now())
      return c.json({ data: { receipt_url: receipt.url, expires_at: receipt.expiresAt } })
    },
  )

  describeRoute({
    method: 'get',
    path: '/v2/store/review/token',
    summary: 'A short-lived token for the template review page',
    tags: ['commerce'],
    auth: true,
    response: capabilityTokenResponse,
  })
  app.get('/v2/store/review/token', requireAccount, async (c) => {
    const account = currentAccount(c)
    const { db, now } = c.var.deps
    const expiresAt = new Date(now().getTime() + REVIEW_TOKEN_TTL_MS)
    const token = await issueCapability(
      db,
      { kind: 'review', subject: account.id, accountId: account.id },
      expiresAt,
    )
    return c.json({ data: { token, expires_at: expiresAt.toISOString() } })
  })

  describeRoute({
    method: 'get',
    path: '/v2/store/templates/:template_id/token',
    summary: 'A short-lived signed token and URL for opening the template in the editor sandbox',
    tags: ['commerce'],
    auth: 'optional',
    params: checkoutTemplateParams,
    query: sandboxQuery,
    response: capabilityTokenResponse,
    errors: [404],
  })
  app.get('/v2/store/templates/:template_id/token', async (c) => {
    const { template_id: templateId } = parseParams(c, checkoutTemplateParams)
    const query = parseQuery(c, sandboxQuery)
    const { db, now, config } = c.var.deps
    const template = await findTemplate(db, templateId)
    const signedIn = c.var.account
    const row = signedIn ? await findAccountById(db, signedIn.id) : undefined
    const language: Language = query.language ?? query.lang ?? row?.language ?? 'en'
    const currency = query.currency ?? (row ? currencyFor(row) : language === 'ja' ? 'jpy' : 'usd')
    const expiresAt = new Date(now().getTime() + SANDBOX_TOKEN_TTL_MS)
    const token = await issueCapability(
      db,
      { kind: 'sandbox', subject: template.id, ...(signedIn ? { accountId: signedIn.id } : {}) },
      expiresAt,
    )
    const params = new URLSearchParams({ lang: language, currency, token })
    const sandboxUrl = `${config.studioAppUrl.replace(/\/+$/, '')}/s/${encodeURIComponent(template.id)}?${params}`
    return c.json({ data: { token, expires_at: expiresAt.toISOString(), sandbox_url: sandboxUrl } })
  })

  describeRoute({
    method: 'post',
    path: '/v2/store/templates/:template_id/checkout',
    summary:
      'Start buying a paid template (test mode): creates an order and answers its checkout page',
    tags: ['commerce'],
    auth: true,
    params: checkoutTemplateParams,
    description:
      'The body is optional: an empty body means no coupon. The coupon is redeemed when the ' +
      'order is paid: if another order used it first, or it expired meanwhile, the order is ' +
      'charged the full price and the confirmation page says so.',
    body: checkoutBody,
    bodyRequired: false,
    response: checkoutResponse,
    status: 201,
    errors: [404, 409],
  })
  app.post('/v2/store/templates/:template_id/checkout', requireAccount, async (c) => {
    const { template_id: templateId } = parseParams(c, checkoutTemplateParams)
    // The body is optional: an empty request means "no coupon".
    const raw = await c.req.text()
    const body = raw.trim() === '' ? undefined : await parseJsonBody(c, checkoutBody)
    const { db, now } = c.var.deps
    const checkout = await startCheckout(db, {
      accountId: currentAccount(c).id,
      templateId,
      couponCode: body?.coupon_code,
      personalise: checkoutChoices(body?.personalise),
      now: now(),
    })
    return c.json(
      {
        data: {
          order_id: checkout.orderId,
          checkout_url: checkout.checkoutUrl,
          amount: checkout.amount,
          currency: checkout.currency,
          test_mode: true,
        },
      },
      201,
    )
  })
}
