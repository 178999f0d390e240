// Issue 9, security: admin is granted explicitly (stored role or ADMIN_EMAILS) to a confirmed
// company address, never taken by signing up with the company domain; e-mail addresses compare
// case-insensitively everywhere.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grantAdmin, listAdmins, revokeAdmin } from '#server/auth/admin'
import { openDatabase } from '#server/db/database'
import { migrateToLatest } from '#server/db/migrate'
import { postForm, signIn, signUp } from './auth-helpers'
import { ENGINES, SEEDED_ACCOUNTS, accountRow, createTestApp, type TestApp } from './test-app'

const run = promisify(execFile)

describe.each(ENGINES)('admin role and e-mail case (%s)', (engine) => {
  let t: TestApp
  let listed: TestApp
  beforeAll(async () => {
    ;[t, listed] = await Promise.all([
      createTestApp({ engine }),
      createTestApp({
        engine,
        config: { adminEmails: ['listed@templatestore.test', 'unconfirmed@templatestore.test'] },
      }),
    ])
  })
  afterAll(async () => {
    await Promise.all([t?.close(), listed?.close()])
  })

  const verificationRanking = async (app: TestApp, token: string) =>
    (
      await app.request('/v2/store/templates/search', {
        method: 'POST',
        json: { order_by: 'verification_ranking' },
        token,
      })
    ).status

  const confirmEmail = async (app: TestApp, email: string, token: string) => {
    const post = (json: unknown) =>
      app.request('/v2/account/email/confirm', { method: 'POST', json, token })
    expect((await post({})).status).toBe(202)
    const mail = await app.db
      .selectFrom('mail_outbox')
      .select('body')
      .where('to_email', '=', email.toLowerCase())
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow()
    const code = /([A-Z2-9]{8})/.exec(mail.body)![1]!
    expect((await post({ code })).status).toBe(200)
  }

  it('does not make a company-domain sign-up an admin, in any letter case', async () => {
    for (const email of [
      `boss-${engine}@templatestore.test`,
      `Chief-${engine}@TemplateStore.TEST`,
    ]) {
      const { token } = await signUp(t, { email })
      expect(await verificationRanking(t, token)).toBe(403)
      // Confirming the address is not enough either: the role is missing.
      await confirmEmail(t, email, token)
      expect(await verificationRanking(t, token)).toBe(403)
    }
  })

  it('grants and revokes the role by command, effective only for a confirmed e-mail', async () => {
    const email = `granted-${engine}@templatestore.test`
    const { token } = await signUp(t, { email })
    const granted = await grantAdmin(t.db, email.toUpperCase(), t.deps.config, new Date())
    expect(granted).toMatchObject({ email, changed: true })
    expect(granted.notes.join(' ')).toMatch(/not confirmed/)
    expect(await verificationRanking(t, token)).toBe(403)
    await confirmEmail(t, email, token)
    expect(await verificationRanking(t, token)).toBe(200)
    expect((await listAdmins(t.db, t.deps.config)).map((a) => a.email)).toContain(email)

    await revokeAdmin(t.db, email, t.deps.config, new Date())
    expect(await verificationRanking(t, token)).toBe(403)
  })

  it('refuses unknown e-mails and addresses outside the company domain', async () => {
    await expect(
      grantAdmin(t.db, 'nobody@templatestore.test', t.deps.config, new Date()),
    ).rejects.toThrow(/No account has the e-mail address nobody@templatestore.test/)
    await expect(
      grantAdmin(t.db, SEEDED_ACCOUNTS.demo.email, t.deps.config, new Date()),
    ).rejects.toThrow(/not in the company domain/)
    await expect(
      revokeAdmin(t.db, 'nobody@example.com', t.deps.config, new Date()),
    ).rejects.toThrow(/No account/)
  })

  it('keeps the seeded admin an admin through its stored role', async () => {
    const token = await signIn(t, SEEDED_ACCOUNTS.admin.email, SEEDED_ACCOUNTS.admin.password)
    expect(await verificationRanking(t, token)).toBe(200)
    const demo = await signIn(t, SEEDED_ACCOUNTS.demo.email, SEEDED_ACCOUNTS.demo.password)
    expect(await verificationRanking(t, demo)).toBe(403)
  })

  it('makes ADMIN_EMAILS addresses admins once their e-mail is confirmed', async () => {
    const a = await signUp(listed, { email: 'Listed@TemplateStore.test' })
    const b = await signUp(listed, { email: 'unconfirmed@templatestore.test' })
    expect(await verificationRanking(listed, a.token)).toBe(403)
    await confirmEmail(listed, a.email, a.token)
    expect(await verificationRanking(listed, a.token)).toBe(200)
    expect(await verificationRanking(listed, b.token)).toBe(403)
  })

  it('compares e-mails case-insensitively on sign-up, sign-in and in the database', async () => {
    const taken = await postForm(t, '/auth/sign-up', {
      email: ' DEMO@Example.COM ',
      password: 'another-password',
      redirect: '/store',
    })
    expect(taken.status).toBe(409)
    expect(await signIn(t, 'Demo@EXAMPLE.com', SEEDED_ACCOUNTS.demo.password)).toBeTruthy()
    // The unique index holds even for rows written around the app.
    const now = new Date().toISOString()
    await expect(
      t.db
        .insertInto('accounts')
        .values(
          accountRow({ id: `acc_case_${engine}`, email: 'HANAKO@example.jp', created_at: now }),
        )
        .execute(),
    ).rejects.toThrow(/unique|duplicate/i)
  })
})

describe.each(ENGINES)('migration 004 on existing accounts (%s)', (engine) => {
  const insertAccount = (app: TestApp, id: string, email: string) =>
    sql`insert into accounts (id, email, password_hash, language, template_designer_status, plan,
        redesigner_linked, created_at, updated_at)
        values (${id}, ${email}, 'x', 'en', 'NONE', 'free', 0, '2026-01-01', '2026-01-01')`.execute(
      app.db,
    )
  const emails = async (app: TestApp) =>
    await app.db.selectFrom('accounts').select(['id', 'email', 'role']).orderBy('id').execute()

  it('lowercases stored e-mails and gives every account the user role', async () => {
    const t = await createTestApp({ engine, migrateTo: '003-commerce' })
    try {
      await insertAccount(t, 'acc_1', ' Mixed@Example.COM')
      await insertAccount(t, 'acc_2', 'plain@example.com')
      await migrateToLatest(t.store)
      expect(await emails(t)).toEqual([
        { id: 'acc_1', email: 'mixed@example.com', role: 'user' },
        { id: 'acc_2', email: 'plain@example.com', role: 'user' },
      ])
    } finally {
      await t.close()
    }
  })

  it('stops, naming them, when two addresses differ only in letter case', async () => {
    const t = await createTestApp({ engine, migrateTo: '003-commerce' })
    try {
      await insertAccount(t, 'acc_1', 'Twin@Example.com')
      await insertAccount(t, 'acc_2', 'twin@example.com')
      await expect(migrateToLatest(t.store)).rejects.toThrow(/twin@example.com \(2 accounts\)/)
      // Nothing was changed: the accounts stay as they were until someone merges them.
      const rows = await t.db.selectFrom('accounts').select('email').orderBy('id').execute()
      expect(rows.map((r) => r.email)).toEqual(['Twin@Example.com', 'twin@example.com'])
    } finally {
      await t.close()
    }
  })
})

describe('npm run admin (SQLite under DATA_DIR)', () => {
  it('grants, lists and explains unknown e-mails and commands', { timeout: 60_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-cli-'))
    try {
      const store = openDatabase({ dataDir })
      await migrateToLatest(store)
      const now = new Date().toISOString()
      await store.db
        .insertInto('accounts')
        .values(
          accountRow({
            id: 'acc_cli',
            email: 'ops@templatestore.test',
            email_confirmed_at: now,
            created_at: now,
          }),
        )
        .execute()
      await store.db.destroy()
      const admin = async (...args: string[]) => {
        const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_EMAILS: '' }
        try {
          const { stdout } = await run('npx', ['tsx', 'scripts/admin.ts', ...args], { env })
          return { code: 0, out: stdout }
        } catch (error) {
          const e = error as { code: number; stdout: string; stderr: string }
          return { code: e.code, out: e.stdout + e.stderr }
        }
      }
      const [granted, ghost, unknownCommand] = await Promise.all([
        admin('grant', 'OPS@TemplateStore.test'),
        admin('grant', 'ghost@templatestore.test'),
        admin('promote', 'x'),
      ])
      expect(granted).toEqual({ code: 0, out: 'Granted admin: ops@templatestore.test\n' })
      expect(ghost).toMatchObject({
        code: 1,
        out: expect.stringContaining('No account has the e-mail address ghost@templatestore.test'),
      })
      expect(unknownCommand).toMatchObject({ code: 2, out: expect.stringContaining('Usage:') })
      expect((await admin('list')).out).toBe('ops@templatestore.test\trole\tadmin\n')
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
