import type { Context, Hono } from 'hono'
import type * as v from 'valibot'
import {
  accountResponse,
  addressBody,
  addressResponse,
  addressSavedResponse,
  billingBody,
  billingCountryBody,
  billingCountryResponse,
  billingResponse,
  billingSavedResponse,
  couponsResponse,
  emailCodeSentResponse,
  emailConfirmBody,
  emailConfirmedResponse,
  passwordBody,
  passwordChangeResponse,
  questionnaireBody,
  questionnaireResponse,
  redesignerBody,
  redesignerResponse,
  updateAccountBody,
} from '#catalogue/api/account'
import type { AppEnv } from '../app-env'
import { findAccountById } from '../auth/accounts'
import { addressLimited, delayRefusal, takeAddressAttempt } from '../auth/address-limit'
import { currentAccount, requireAccount } from '../auth/middleware'
import { hashPassword, verifyPassword } from '../auth/passwords'
import { issueEmailConfirmation, redeemEmailConfirmation } from '../auth/email-confirmation'
import { hashToken, readBearer } from '../auth/tokens'
import type { AccountsTable } from '../db/schema-accounts'
import { badRequest, conflict, forbidden, notFound, parseJsonBody, toWire } from '../http'
import { describeRoute } from '../openapi'

const TAGS = ['account']

type BillingInput = v.InferOutput<typeof billingBody>
/** Store a nullable text as null rather than an empty string. */
const orNull = (value: string | null | undefined) => (value ? value : null)

function normalizeBilling(input: BillingInput) {
  return {
    name: input.name,
    companyName: orNull(input.company_name),
    country: input.country,
    postalCode: input.postal_code,
    region: orNull(input.region),
    city: input.city,
    line1: input.line1,
    line2: orNull(input.line2),
    phone: orNull(input.phone),
  }
}
type Billing = ReturnType<typeof normalizeBilling>

export function accountView(row: AccountsTable) {
  return {
    id: row.id,
    email: row.email,
    language: row.language,
    templateDesignerStatus: row.template_designer_status,
    plan: row.plan,
    myBilling: { country: row.billing_country },
    displayName: row.display_name,
    emailConfirmed: row.email_confirmed_at !== null,
    redesignerLinked: row.redesigner_linked === 1,
  }
}

async function loadAccount(c: Context<AppEnv>): Promise<AccountsTable> {
  const row = await findAccountById(c.var.deps.db, currentAccount(c).id)
  // The token resolved a moment ago; a missing row means the account was deleted meanwhile.
  if (!row) throw notFound('The account no longer exists.')
  return row
}

async function updateAccountRow(
  c: Context<AppEnv>,
  values: Partial<AccountsTable>,
): Promise<AccountsTable> {
  const { db, now } = c.var.deps
  await db
    .updateTable('accounts')
    .set({ ...values, updated_at: now().toISOString() })
    .where('id', '=', currentAccount(c).id)
    .execute()
  return loadAccount(c)
}

const parseJson = <T>(text: string | null): T | null => (text ? (JSON.parse(text) as T) : null)

/**
 * A redesigner callback is where the link flow returns the user: an https URL (http only for
 * localhost during development) or a path on this site. Anything else would turn the link
 * flow into an open redirect.
 */
export function isValidCallback(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\')
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (url.protocol === 'https:') return true
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
}

export function registerAccountRoutes(app: Hono<AppEnv>): void {
  app.use('/v2/account', requireAccount)
  app.use('/v2/account/*', requireAccount)

  describeRoute({
    method: 'get',
    path: '/v2/account',
    summary: 'The signed-in account',
    tags: TAGS,
    auth: true,
    response: accountResponse,
  })
  app.get('/v2/account', async (c) => c.json({ data: toWire(accountView(await loadAccount(c))) }))

  describeRoute({
    method: 'put',
    path: '/v2/account',
    summary: 'Update the interface language and display name',
    tags: TAGS,
    auth: true,
    body: updateAccountBody,
    response: accountResponse,
  })
  app.put('/v2/account', async (c) => {
    const body = await parseJsonBody(c, updateAccountBody)
    const values: Partial<AccountsTable> = {}
    if (body.language !== undefined) values.language = body.language
    if (body.display_name !== undefined) values.display_name = body.display_name
    return c.json({ data: toWire(accountView(await updateAccountRow(c, values))) })
  })

  describeRoute({
    method: 'put',
    path: '/v2/account/password',
    summary: 'Change the password; other sessions of the account are signed out',
    tags: TAGS,
    auth: true,
    body: passwordBody,
    response: passwordChangeResponse,
    errors: [403, 429],
  })
  app.put('/v2/account/password', async (c) => {
    const body = await parseJsonBody(c, passwordBody)
    // Each guess at the current password costs a hash: the sender's allowance bounds them.
    const attempt = await takeAddressAttempt(c, 'password-change')
    if (attempt.retryAfter > 0) {
      await delayRefusal()
      throw addressLimited(c, attempt.retryAfter)
    }
    const row = await loadAccount(c)
    if (!(await verifyPassword(body.current_password, row.password_hash))) {
      throw forbidden('The current password is incorrect.')
    }
    await attempt.refund()
    if (body.new_password === body.current_password) {
      throw badRequest('new_password: must differ from the current password', 'new_password')
    }
    const { db, now } = c.var.deps
    await updateAccountRow(c, { password_hash: await hashPassword(body.new_password) })
    // A password change is how a user locks out a stolen session, so every other token goes.
    const current = hashToken(readBearer(c.req.header('authorization')) ?? '')
    const revoked = await db
      .updateTable('access_tokens')
      .set({ revoked_at: now().toISOString() })
      .where('account_id', '=', row.id)
      .where('hash', '!=', current)
      .where('revoked_at', 'is', null)
      .executeTakeFirst()
    return c.json({ data: { updated: true, revoked_sessions: Number(revoked.numUpdatedRows) } })
  })

  describeRoute({
    method: 'get',
    path: '/v2/account/billing',
    summary: 'Billing details (data is null until created)',
    tags: TAGS,
    auth: true,
    response: billingResponse,
  })
  app.get('/v2/account/billing', async (c) => {
    const row = await loadAccount(c)
    return c.json({ data: toWire(parseJson<Billing>(row.billing)) })
  })

  describeRoute({
    method: 'post',
    path: '/v2/account/billing',
    summary: 'Create billing details (409 when they exist)',
    tags: TAGS,
    auth: true,
    body: billingBody,
    response: billingSavedResponse,
    status: 201,
    errors: [409],
  })
  app.post('/v2/account/billing', async (c) => {
    const body = await parseJsonBody(c, billingBody)
    const billing = normalizeBilling(body)
    const { db, now } = c.var.deps
    // Created only where none exist, in the same statement: checked first and written after,
    // two creations at once were both answered 201 and the second overwrote the first.
    const created = await db
      .updateTable('accounts')
      .set({
        billing: JSON.stringify(billing),
        billing_country: billing.country,
        updated_at: now().toISOString(),
      })
      .where('id', '=', currentAccount(c).id)
      .where('billing', 'is', null)
      .executeTakeFirst()
    if (Number(created.numUpdatedRows) === 0) {
      await loadAccount(c)
      throw conflict('Billing details already exist; update them with PUT /v2/account/billing.')
    }
    return c.json({ data: toWire(billing) }, 201)
  })

  describeRoute({
    method: 'put',
    path: '/v2/account/billing',
    summary: 'Replace billing details (404 when none were created)',
    tags: TAGS,
    auth: true,
    body: billingBody,
    response: billingSavedResponse,
    errors: [404],
  })
  app.put('/v2/account/billing', async (c) => {
    const body = await parseJsonBody(c, billingBody)
    const row = await loadAccount(c)
    if (!row.billing)
      throw notFound('No billing details yet; create them with POST /v2/account/billing.')
    const billing = normalizeBilling(body)
    await updateAccountRow(c, {
      billing: JSON.stringify(billing),
      billing_country: billing.country,
    })
    return c.json({ data: toWire(billing) })
  })

  describeRoute({
    method: 'post',
    path: '/v2/account/billing/country',
    summary: 'Set the billing country (decides the currency: JP → JPY, others → USD)',
    tags: TAGS,
    auth: true,
    body: billingCountryBody,
    response: billingCountryResponse,
  })
  app.post('/v2/account/billing/country', async (c) => {
    const { country } = await parseJsonBody(c, billingCountryBody)
    const row = await loadAccount(c)
    const billing = parseJson<Billing>(row.billing)
    await updateAccountRow(c, {
      billing_country: country,
      // Keep the details consistent with the country the currency is decided by.
      ...(billing ? { billing: JSON.stringify({ ...billing, country }) } : {}),
    })
    return c.json({ data: { country } })
  })

  describeRoute({
    method: 'post',
    path: '/v2/account/email/confirm',
    summary: 'Without code: send a confirmation code to the e-mail. With code: confirm the e-mail',
    description:
      'Two steps on one call. `{}` issues an 8-character code (valid 30 minutes, replaces earlier ' +
      'codes) and mails it; `{ "code": "…" }` confirms the address. 409 when already confirmed.',
    tags: TAGS,
    auth: true,
    body: emailConfirmBody,
    response: emailConfirmedResponse,
    otherResponses: { 202: emailCodeSentResponse },
    errors: [409],
  })
  app.post('/v2/account/email/confirm', async (c) => {
    const body = await parseJsonBody(c, emailConfirmBody)
    const row = await loadAccount(c)
    if (row.email_confirmed_at) throw conflict('The e-mail address is already confirmed.')
    const { db, now } = c.var.deps
    if (body.code === undefined) {
      const { expiresAt } = await issueEmailConfirmation(db, row, now())
      return c.json({ data: { sent: true, email: row.email, expires_at: expiresAt } }, 202)
    }
    if (!(await redeemEmailConfirmation(db, row.id, body.code, now()))) {
      throw badRequest('code: the confirmation code is wrong, already used or expired', 'code')
    }
    const confirmedAt = now().toISOString()
    await updateAccountRow(c, { email_confirmed_at: confirmedAt })
    return c.json({ data: { email_confirmed: true, email_confirmed_at: confirmedAt } })
  })

  describeRoute({
    method: 'post',
    path: '/v2/account/link/redesigner',
    summary: 'Link the account to ReDesigner; answers where to send the user next',
    tags: TAGS,
    auth: true,
    body: redesignerBody,
    response: redesignerResponse,
    status: 201,
    errors: [409],
  })
  app.post('/v2/account/link/redesigner', async (c) => {
    const { callback } = await parseJsonBody(c, redesignerBody)
    if (!isValidCallback(callback)) {
      throw badRequest('callback: must be an https URL or a path on this site', 'callback')
    }
    const row = await loadAccount(c)
    if (row.redesigner_linked) throw conflict('The account is already linked to ReDesigner.')
    const linkedAt = c.var.deps.now().toISOString()
    await updateAccountRow(c, {
      redesigner_linked: 1,
      redesigner: JSON.stringify({ callbackUrl: callback, linkedAt }),
    })
    // There is no ReDesigner service to hand over to, so the link completes at once and the
    // user goes straight back to the callback, told the outcome.
    const redirect = new URL(callback, 'http://same-site.invalid')
    redirect.searchParams.set('redesigner_linked', 'true')
    const redirectUrl = callback.startsWith('/')
      ? redirect.pathname + redirect.search + redirect.hash
      : redirect.toString()
    return c.json(
      { data: toWire({ linked: true, callbackUrl: callback, linkedAt, redirectUrl }) },
      201,
    )
  })

  describeRoute({
    method: 'delete',
    path: '/v2/account/link/redesigner',
    summary: 'Unlink ReDesigner (404 when not linked)',
    tags: TAGS,
    auth: true,
    response: redesignerResponse,
    errors: [404],
  })
  app.delete('/v2/account/link/redesigner', async (c) => {
    const row = await loadAccount(c)
    if (!row.redesigner_linked) throw notFound('The account is not linked to ReDesigner.')
    await updateAccountRow(c, { redesigner_linked: 0, redesigner: null })
    return c.json({ data: { linked: false } })
  })

  describeRoute({
    method: 'get',
    path: '/v2/account/address',
    summary: 'Postal address (data is null until set)',
    tags: TAGS,
    auth: true,
    response: addressResponse,
  })
  app.get('/v2/account/address', async (c) => {
    const row = await loadAccount(c)
    return c.json({ data: toWire(parseJson<Record<string, unknown>>(row.address)) })
  })

  describeRoute({
    method: 'put',
    path: '/v2/account/address',
    summary: 'Set the postal address',
    tags: TAGS,
    auth: true,
    body: addressBody,
    response: addressSavedResponse,
  })
  app.put('/v2/account/address', async (c) => {
    const body = await parseJsonBody(c, addressBody)
    const address = {
      name: orNull(body.name),
      country: body.country,
      postalCode: body.postal_code,
      region: orNull(body.region),
      city: body.city,
      line1: body.line1,
      line2: orNull(body.line2),
    }
    await updateAccountRow(c, { address: JSON.stringify(address) })
    return c.json({ data: toWire(address) })
  })

  describeRoute({
    method: 'get',
    path: '/v2/account/coupons',
    summary: "The account's coupons, newest first, described in the account's language",
    tags: TAGS,
    auth: true,
    response: couponsResponse,
  })
  app.get('/v2/account/coupons', async (c) => {
    const account = currentAccount(c)
    const { db, now } = c.var.deps
    const at = now().toISOString()
    const rows = await db
      .selectFrom('coupons')
      .selectAll()
      .where('account_id', '=', account.id)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute()
    const coupons = rows.map((r) => ({
      couponId: r.id,
      code: r.code,
      description: account.language === 'ja' ? r.description_ja : r.description_en,
      discountPercent: r.discount_percent,
      expiresAt: r.expires_at,
      status: r.used_at ? 'used' : r.expires_at && r.expires_at <= at ? 'expired' : 'available',
    }))
    return c.json({ data: toWire(coupons) })
  })

  describeRoute({
    method: 'post',
    path: '/v2/account/questionnaire',
    summary: 'Store answers to a questionnaire (a later submission of the same one replaces it)',
    tags: TAGS,
    auth: true,
    body: questionnaireBody,
    response: questionnaireResponse,
    status: 201,
  })
  app.post('/v2/account/questionnaire', async (c) => {
    const body = await parseJsonBody(c, questionnaireBody)
    const account = currentAccount(c)
    const { db, now } = c.var.deps
    const submittedAt = now().toISOString()
    // One upsert: delete-then-insert let two submissions at once both insert (a duplicate key,
    // 500, on PostgreSQL). A submission never replaces one the server received after it.
    await db
      .insertInto('questionnaire_answers')
      .values({
        id: `qa_${account.id}_${body.questionnaire}`,
        account_id: account.id,
        questionnaire: body.questionnaire,
        answers: JSON.stringify(body.answers),
        created_at: submittedAt,
      })
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet((eb) => ({
            answers: eb.ref('excluded.answers'),
            created_at: eb.ref('excluded.created_at'),
          }))
          .where('questionnaire_answers.created_at', '<=', submittedAt),
      )
      .execute()
    // Answers are echoed verbatim: their keys are the questionnaire's, not ours to convert.
    return c.json(
      {
        data: {
          questionnaire: body.questionnaire,
          answers: body.answers,
          submitted_at: submittedAt,
        },
      },
      201,
    )
  })
}
