import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from '#server/auth/passwords'
import { issueCapability, verifyCapability } from '#server/auth/signed-tokens'
import { generateToken, hashToken, readBearer } from '#server/auth/tokens'
import { inCompanyDomain, isAdminAccount } from '#server/auth/admin'
import { safeRedirectPath, withQueryParam } from '#server/pages/account-html'
import { isValidCallback } from '#server/routes/account'
import { currencyFor } from '#server/routes/commerce'
import { ENGINES, createTestApp, readJson, type TestApp } from './test-app'
import { exchangeOneTimeToken, oneTimeTokenFor } from './auth-helpers'

describe('passwords', () => {
  it('hashes with a fresh salt each time and verifies only the right password', async () => {
    const a = await hashPassword('correct horse')
    const b = await hashPassword('correct horse')
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/)
    expect(a).not.toBe(b)
    expect(await verifyPassword('correct horse', a)).toBe(true)
    expect(await verifyPassword('correct horse', b)).toBe(true)
    expect(await verifyPassword('correct horsE', a)).toBe(false)
    expect(await verifyPassword('', a)).toBe(false)
  })

  it('treats a malformed stored hash as a mismatch, not an error', async () => {
    for (const stored of [
      '',
      'plain-text',
      'scrypt$1$2$3',
      'bcrypt$a$b$c$d$e',
      'scrypt$16384$8$1$c2FsdA$',
    ]) {
      expect(await verifyPassword('anything', stored)).toBe(false)
    }
  })
})

describe('tokens', () => {
  it('generates 32 random bytes as base64url and hashes them with sha-256', () => {
    const token = generateToken()
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    expect(generateToken()).not.toBe(token)
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    )
  })

  it('reads only well-formed bearer headers', () => {
    expect(readBearer('Bearer abc')).toBe('abc')
    expect(readBearer('bearer abc')).toBe('abc')
    expect(readBearer(undefined)).toBeUndefined()
    expect(readBearer('Basic abc')).toBeUndefined()
    expect(readBearer('Bearer')).toBeUndefined()
    expect(readBearer('Bearer a b')).toBeUndefined()
  })

  it('matches the company domain exactly, in any letter case', () => {
    expect(inCompanyDomain('admin@templatestore.test', 'templatestore.test')).toBe(true)
    expect(inCompanyDomain('Someone@TemplateStore.Test', 'templatestore.test')).toBe(true)
    expect(inCompanyDomain('admin@templatestore.test.evil.example', 'templatestore.test')).toBe(
      false,
    )
    expect(inCompanyDomain('templatestore.test@evil.example', 'templatestore.test')).toBe(false)
  })

  it('makes an admin only of a confirmed company address with the role or on ADMIN_EMAILS', () => {
    const config = {
      adminEmailDomain: 'templatestore.test',
      adminEmails: ['listed@templatestore.test'],
    }
    const confirmed = '2026-01-01T00:00:00.000Z'
    const admin = (email: string, role: string, at: string | null = confirmed) =>
      isAdminAccount({ email, role, email_confirmed_at: at }, config)
    expect(admin('boss@templatestore.test', 'admin')).toBe(true)
    expect(admin('listed@templatestore.test', 'user')).toBe(true)
    // The domain alone is not enough, nor is an unconfirmed address or a foreign domain.
    expect(admin('someone@templatestore.test', 'user')).toBe(false)
    expect(admin('boss@templatestore.test', 'admin', null)).toBe(false)
    expect(admin('listed@templatestore.test', 'user', null)).toBe(false)
    expect(admin('boss@example.com', 'admin')).toBe(false)
  })
})

describe('redirects and callbacks', () => {
  it('accepts paths on this site and normalises them', () => {
    expect(safeRedirectPath('/store')).toBe('/store')
    expect(safeRedirectPath('/ja/store/search?q=a b#x')).toBe('/ja/store/search?q=a%20b#x')
    expect(safeRedirectPath('/store/../store/all')).toBe('/store/all')
  })

  it('rejects anything that could leave the site', () => {
    for (const value of [
      undefined,
      '',
      'store',
      '//evil.example',
      '/\\evil.example',
      '/\tevil',
      'https://evil.example',
      'javascript:alert(1)',
      '/' + 'a'.repeat(2001),
    ]) {
      expect(safeRedirectPath(value), String(value)).toBeNull()
    }
  })

  it('adds a query parameter and keeps the others and the fragment', () => {
    expect(withQueryParam('/store/all?page=2#top', 'one_time_token', 'abc')).toBe(
      '/store/all?page=2&one_time_token=abc#top',
    )
    expect(withQueryParam('/store?one_time_token=old', 'one_time_token', 'new')).toBe(
      '/store?one_time_token=new',
    )
  })

  it('accepts https callbacks, localhost over http and site paths', () => {
    expect(isValidCallback('https://redesigner.example/cb')).toBe(true)
    expect(isValidCallback('http://localhost:5173/cb')).toBe(true)
    expect(isValidCallback('/store')).toBe(true)
    expect(isValidCallback('http://redesigner.example/cb')).toBe(false)
    expect(isValidCallback('//evil.example')).toBe(false)
    expect(isValidCallback('ftp://files.example')).toBe(false)
  })
})

describe('currency (spec §6)', () => {
  it('follows the billing country, else the language', () => {
    expect(currencyFor({ billing_country: 'JP', language: 'en' })).toBe('jpy')
    expect(currencyFor({ billing_country: 'US', language: 'ja' })).toBe('usd')
    expect(currencyFor({ billing_country: null, language: 'ja' })).toBe('jpy')
    expect(currencyFor({ billing_country: null, language: 'en' })).toBe('usd')
  })
})

describe.each(ENGINES)('database-backed tokens on %s', (engine) => {
  let t: TestApp
  const now = new Date('2026-05-01T00:00:00.000Z')

  beforeAll(async () => {
    t = await createTestApp({ engine, templates: 6, now: () => now })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('signs capabilities that cannot be altered, reused for another kind or used late', async () => {
    const expires = new Date(now.getTime() + 60_000)
    const token = await issueCapability(
      t.db,
      { kind: 'receipt', subject: 'ord_1', accountId: 'acc_demo' },
      expires,
    )
    expect(await verifyCapability(t.db, token, 'receipt', now)).toMatchObject({
      kind: 'receipt',
      subject: 'ord_1',
      accountId: 'acc_demo',
      exp: expires.getTime(),
    })
    expect(await verifyCapability(t.db, token, 'checkout', now)).toBeNull()
    expect(await verifyCapability(t.db, token, 'receipt', expires)).toBeNull()
    const [payload, mac] = token.split('.') as [string, string]
    const forged = Buffer.from(
      JSON.stringify({
        kind: 'receipt',
        subject: 'ord_2',
        accountId: 'acc_demo',
        exp: expires.getTime(),
      }),
    ).toString('base64url')
    expect(await verifyCapability(t.db, `${forged}.${mac}`, 'receipt', now)).toBeNull()
    expect(await verifyCapability(t.db, `${payload}.${mac}x`, 'receipt', now)).toBeNull()
    // The MAC's last character carries 2 unused bits: flipping one spells the same bytes,
    // which must still not be accepted as the issued token.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    const twin = `${mac.slice(0, -1)}${alphabet[alphabet.indexOf(mac.at(-1)!) + 1]}`
    expect(Buffer.from(twin, 'base64url')).toEqual(Buffer.from(mac, 'base64url'))
    expect(await verifyCapability(t.db, `${payload}.${twin}`, 'receipt', now)).toBeNull()
    expect(await verifyCapability(t.db, `${payload}`, 'receipt', now)).toBeNull()
    expect(await verifyCapability(t.db, undefined, 'receipt', now)).toBeNull()
    // The key is kept in the database: one secret, however often it is asked for.
    const secrets = await t.db.selectFrom('server_secrets').selectAll().execute()
    expect(secrets).toHaveLength(1)
  })

  it('redeems a one-time token once even when two exchanges race', async () => {
    const oneTime = await oneTimeTokenFor(t, 'demo@example.com', 'demo-password')
    const answers = await Promise.all([
      exchangeOneTimeToken(t, oneTime),
      exchangeOneTimeToken(t, oneTime),
    ])
    const statuses = answers.map((a) => a.status).sort()
    expect(statuses).toEqual([200, 401])
    const ok = answers.find((a) => a.status === 200)!
    expect((await readJson(ok)).body.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('seeds idempotently and keeps changed passwords', async () => {
    const { seedAccounts } = await import('#server/db/seed-accounts')
    const before = await t.db
      .selectFrom('accounts')
      .select(['id', 'password_hash'])
      .orderBy('id')
      .execute()
    await seedAccounts(t.db)
    const after = await t.db
      .selectFrom('accounts')
      .select(['id', 'password_hash'])
      .orderBy('id')
      .execute()
    expect(after).toEqual(before)
    const link = await t.db.selectFrom('designer_accounts').selectAll().execute()
    expect(link).toEqual([{ designer_id: 'hanami-design', account_id: 'acc_hanako' }])
    const coupons = await t.db.selectFrom('coupons').select('id').execute()
    expect(coupons).toHaveLength(3)
  })
})

describe('seeded accounts and the default company domain', () => {
  it('make only the admin account an admin', async () => {
    const { SEED_ACCOUNTS } = await import('#server/db/seed-accounts')
    const { readConfig } = await import('#server/config')
    const config = readConfig({})
    const admins = SEED_ACCOUNTS.filter((a) =>
      isAdminAccount({ ...a, email_confirmed_at: '2026-01-01T00:00:00.000Z' }, config),
    )
    expect(admins.map((a) => a.id)).toEqual(['acc_admin'])
  })
})
