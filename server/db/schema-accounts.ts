// Account-side tables. Portable between SQLite and PostgreSQL: ids are text, timestamps are
// ISO-8601 UTC text (they sort lexically), booleans are integers 0/1, JSON is stored as text.
import type { DesignerStatus, Language, Plan, Tier } from '#catalogue/enums'

export type AccountsTable = {
  id: string
  /** Always lowercased before it is stored or compared. */
  email: string
  password_hash: string
  display_name: string | null
  language: Language
  template_designer_status: DesignerStatus
  plan: Plan
  billing_country: string | null
  /** JSON text of the billing details, null until created. */
  billing: string | null
  /** JSON text of the postal address, null until set. */
  address: string | null
  email_confirmed_at: string | null
  redesigner_linked: number
  /** JSON text: callback URL and link time. */
  redesigner: string | null
  /**
   * 'admin' only by `npm run admin -- grant`; it takes effect while the e-mail is confirmed and
   * in the company domain (server/auth/admin.ts).
   */
  role: AccountRole
  created_at: string
  updated_at: string
}

export type AccountRole = 'user' | 'admin'

export type OneTimeTokensTable = {
  hash: string
  account_id: string
  /** 'sign_in' tokens are exchanged for access tokens; 'email_confirm' ones confirm the e-mail. */
  purpose: string
  expires_at: string
  used_at: string | null
  created_at: string
}

export type AccessTokensTable = {
  hash: string
  account_id: string
  expires_at: string
  revoked_at: string | null
  created_at: string
}

/** Failed sign-ins, counted per e-mail and sender to slow down password guessing. */
export type SignInFailuresTable = {
  id: string
  email: string
  client_ip: string
  created_at: string
}

/** Password work per sender address (sign-in, sign-up, password change), counted per window. */
export type AddressAttemptsTable = {
  id: string
  action: string
  client_ip: string
  created_at: string
}

export type CouponsTable = {
  id: string
  account_id: string
  code: string
  description_en: string
  description_ja: string
  discount_percent: number
  expires_at: string | null
  used_at: string | null
  created_at: string
}

export type QuestionnaireAnswersTable = {
  id: string
  account_id: string
  questionnaire: string
  /** JSON text of the answers object. */
  answers: string
  created_at: string
}

/** Mail the server would send; there is no mail service, so it is kept here (and readable in tests). */
export type MailOutboxTable = {
  id: string
  to_email: string
  subject: string
  body: string
  created_at: string
}

export type OrdersTable = {
  id: string
  account_id: string
  template_id: string
  tier: Tier
  /** Minor units of the currency: yen for jpy, cents for usd. */
  amount: number
  currency: string
  status: 'pending' | 'paid'
  /** Coupon applied to the amount; marked used when the order is paid. */
  coupon_id: string | null
  created_at: string
  paid_at: string | null
}

export type DesignerMessagesTable = {
  id: string
  designer_id: string
  name: string
  email: string
  body: string
  language: string
  client_ip: string
  created_at: string
}

/** Which account runs which designer profile (sales histories of type "sold"). */
export type DesignerAccountsTable = {
  designer_id: string
  account_id: string
}

/** Server-wide secrets generated on first use (e.g. the key that signs sandbox tokens). */
export type ServerSecretsTable = {
  name: string
  value: string
}

export type AccountTables = {
  accounts: AccountsTable
  one_time_tokens: OneTimeTokensTable
  access_tokens: AccessTokensTable
  sign_in_failures: SignInFailuresTable
  address_attempts: AddressAttemptsTable
  coupons: CouponsTable
  questionnaire_answers: QuestionnaireAnswersTable
  mail_outbox: MailOutboxTable
  orders: OrdersTable
  designer_messages: DesignerMessagesTable
  designer_accounts: DesignerAccountsTable
  server_secrets: ServerSecretsTable
}
