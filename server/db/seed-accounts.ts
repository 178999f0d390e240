import type { Kysely } from 'kysely'
import type { DesignerStatus, Language } from '#catalogue/enums'
import { hashPassword } from '../auth/passwords'
import type { Database } from './schema'
import type { AccountRole } from './schema-accounts'

type SeedAccount = {
  id: string
  email: string
  password: string
  language: Language
  billingCountry: string | null
  status: DesignerStatus
  role: AccountRole
}

// The team brief's demo accounts; fixed ids keep links and tests stable across re-seeds. Their
// passwords are published (README), so they are seeded only in development and test or with
// SEED_DEMO_ACCOUNTS=1 (see readConfig's seedDemoAccounts).
export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  {
    id: 'acc_demo',
    email: 'demo@example.com',
    password: 'demo-password',
    language: 'en',
    billingCountry: null,
    status: 'NONE',
    role: 'user',
  },
  {
    id: 'acc_hanako',
    email: 'hanako@example.jp',
    password: 'demo-password',
    language: 'ja',
    billingCountry: 'JP',
    status: 'TEMPLATE_DESIGNER',
    role: 'user',
  },
  {
    id: 'acc_admin',
    email: 'admin@templatestore.test',
    password: 'admin-password',
    language: 'en',
    billingCountry: 'US',
    status: 'NONE',
    // Granted like any admin (confirmed company address + role), never by the domain alone.
    role: 'admin',
  },
]

export const HANAKO_DESIGNER_ID = 'hanami-design'

const SEED_TIME = '2026-01-01T00:00:00.000Z'

const SEED_COUPONS = [
  {
    id: 'cpn_demo_welcome',
    account_id: 'acc_demo',
    code: 'WELCOME10',
    description_en: '10% off your first template',
    description_ja: '初回テンプレート購入10%オフ',
    discount_percent: 10,
    expires_at: '2027-12-31T23:59:59.000Z',
  },
  {
    id: 'cpn_demo_spring',
    account_id: 'acc_demo',
    code: 'SPRING2026',
    description_en: 'Spring sale: 20% off',
    description_ja: '春のセール: 20%オフ',
    discount_percent: 20,
    expires_at: '2026-05-31T23:59:59.000Z',
  },
  {
    id: 'cpn_hanako_designer',
    account_id: 'acc_hanako',
    code: 'DESIGNER30',
    description_en: 'Template designer thank-you: 30% off',
    description_ja: 'テンプレートデザイナー感謝クーポン: 30%オフ',
    discount_percent: 30,
    expires_at: null,
  },
]

/**
 * Seeds the demo accounts, their coupons and hanako's designer profile link. Idempotent: rows
 * that exist are left alone (a changed password survives a restart). Run it after the store
 * seed, since the designer link needs the designers table filled.
 */
export async function seedAccounts(db: Kysely<Database>): Promise<void> {
  const existing = new Set(
    (
      await db
        .selectFrom('accounts')
        .select('id')
        .where(
          'id',
          'in',
          SEED_ACCOUNTS.map((a) => a.id),
        )
        .execute()
    ).map((r) => r.id),
  )
  for (const account of SEED_ACCOUNTS) {
    if (existing.has(account.id)) continue
    await db
      .insertInto('accounts')
      .values({
        id: account.id,
        email: account.email,
        password_hash: await hashPassword(account.password),
        display_name: null,
        language: account.language,
        template_designer_status: account.status,
        plan: 'free',
        billing_country: account.billingCountry,
        billing: null,
        address: null,
        email_confirmed_at: SEED_TIME,
        redesigner_linked: 0,
        redesigner: null,
        role: account.role,
        created_at: SEED_TIME,
        updated_at: SEED_TIME,
      })
      .onConflict((oc) => oc.doNothing())
      .execute()
  }

  for (const coupon of SEED_COUPONS) {
    await db
      .insertInto('coupons')
      .values({ ...coupon, used_at: null, created_at: SEED_TIME })
      .onConflict((oc) => oc.doNothing())
      .execute()
  }

  // hanako runs a designer profile (Hanami Design, else the first one), so "sold" sales
  // histories have an owner.
  const designer =
    (await db
      .selectFrom('designers')
      .select('id')
      .where('id', '=', HANAKO_DESIGNER_ID)
      .executeTakeFirst()) ??
    (await db.selectFrom('designers').select('id').orderBy('id').executeTakeFirst())
  if (designer) {
    await db
      .insertInto('designer_accounts')
      .values({ designer_id: designer.id, account_id: 'acc_hanako' })
      .onConflict((oc) => oc.doNothing())
      .execute()
  }
}
