// Issue 26: a CR/LF in the designer message's sender name went into the stored mail subject,
// where a line break starts a new header. Names, address lines and URLs are one line each: a
// CR or LF in one is a 400 that names the field, and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGINES, createAccountWithToken, createTestApp, readJson, type TestApp } from './test-app'

const MESSAGE = { name: 'Ken', email: 'ken@example.com', body: 'A bakery version?', language: 'EN' }
const BILLING = {
  name: 'Ken Sato',
  country: 'JP',
  postal_code: '100-0001',
  city: 'Tokyo',
  line1: '1-1 Chiyoda',
}
const ADDRESS = { country: 'JP', postal_code: '100-0001', city: 'Tokyo', line1: '1-1 Chiyoda' }

describe.each(ENGINES)('one-line fields (%s)', (engine) => {
  let t: TestApp
  let token: string
  let accounts = 0
  beforeAll(async () => {
    t = await createTestApp({ engine, templates: 12 })
    token = (await createAccountWithToken(t, `lines-${engine}@example.com`)).token
  })
  afterAll(async () => {
    await t?.close()
  })

  const expectLineBreakRefused = async (response: Response, field: string) => {
    const { status, body } = await readJson(response)
    expect(status, field).toBe(400)
    expect(body.error.field).toBe(field)
    expect(body.error.message).toMatch(new RegExp(`^${field.replace('.', '\\.')}: .*single line`))
  }

  it("refuses CR/LF in a designer message's sender name, and stores no mail", async () => {
    // The designer has an account, so an accepted message would put a mail in the outbox.
    const designer = await t.db
      .selectFrom('designer_accounts')
      .select('designer_id')
      .executeTakeFirstOrThrow()
    const path = `/v2/store/designers/${designer.designer_id}/message`
    const mails = async () => (await t.db.selectFrom('mail_outbox').select('id').execute()).length
    const before = await mails()
    for (const name of ['Ken\r\nBcc: everyone@example.com', 'Ken\nX', 'Ken\rX']) {
      await expectLineBreakRefused(
        await t.request(path, { method: 'POST', json: { ...MESSAGE, name } }),
        'name',
      )
    }
    expect(await mails()).toBe(before)
    // The address itself never took a line break; the body is free text and keeps its lines.
    const email = await readJson(
      await t.request(path, {
        method: 'POST',
        json: { ...MESSAGE, email: 'ken@example.com\r\nBcc: x@example.com' },
      }),
    )
    expect([email.status, email.body.error.field]).toEqual([400, 'email'])
    const ok = await t.request(path, {
      method: 'POST',
      json: { ...MESSAGE, body: 'Hello,\r\ntwo lines.' },
    })
    expect(ok.status).toBe(201)
    const subjects = await t.db.selectFrom('mail_outbox').select('subject').execute()
    expect(subjects.every((row) => !/[\r\n]/.test(row.subject))).toBe(true)
  })

  it.each([
    ['PUT', '/v2/account', 'display_name', { display_name: 'Ken\r\nSato' }],
    ['POST', '/v2/account/billing', 'name', { ...BILLING, name: 'Ken\nSato' }],
    ['POST', '/v2/account/billing', 'company_name', { ...BILLING, company_name: 'A\r\nB' }],
    ['POST', '/v2/account/billing', 'line1', { ...BILLING, line1: '1-1\rChiyoda' }],
    ['POST', '/v2/account/billing', 'city', { ...BILLING, city: 'Tokyo\n' + 'x' }],
    ['PUT', '/v2/account/address', 'name', { ...ADDRESS, name: 'Ken\nSato' }],
    ['PUT', '/v2/account/address', 'line2', { ...ADDRESS, line2: 'Apt\r\n2' }],
    ['POST', '/v2/account/link/redesigner', 'callback', { callback: '/store\r\nSet-Cookie: a=b' }],
  ] as const)('%s %s refuses CR/LF in %s', async (method, path, field, json) => {
    // A fresh account each: a billing address is created once per account.
    const fresh = await createAccountWithToken(t, `lines-${engine}-${++accounts}@example.com`)
    await expectLineBreakRefused(await t.request(path, { method, json, token: fresh.token }), field)
  })

  it('still takes the same fields on one line', async () => {
    expect(
      (await t.request('/v2/account', { method: 'PUT', json: { display_name: 'Ken Sato' }, token }))
        .status,
    ).toBe(200)
    const billing = await t.request('/v2/account/billing', { method: 'POST', json: BILLING, token })
    expect(billing.status).toBeLessThan(300)
  })
})
