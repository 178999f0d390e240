// Issue 9, security headers: no-store on every account and auth answer (errors too), a
// Permissions-Policy on every answer, and HSTS only when the configured public URL is https.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '#server/config'
import { postForm } from './auth-helpers'
import { ENGINES, SEEDED_ACCOUNTS, createTestApp, signIn, type TestApp } from './test-app'

describe.each(ENGINES)('security headers (%s)', (engine) => {
  let t: TestApp
  let https: TestApp
  let token: string
  beforeAll(async () => {
    ;[t, https] = await Promise.all([
      createTestApp({ engine }),
      createTestApp({ engine, seed: false, config: { publicUrl: 'https://store.example' } }),
    ])
    token = await signIn(t, SEEDED_ACCOUNTS.demo.email, SEEDED_ACCOUNTS.demo.password)
  })
  afterAll(async () => {
    await Promise.all([t?.close(), https?.close()])
  })

  it('lets only this site frame a template preview (the detail page’s device preview)', async () => {
    const [template] = await t.db.selectFrom('templates').select('id').limit(1).execute()
    const preview = await t.request(`/preview/templates/${template?.id ?? ''}`)
    expect(preview.status).toBe(200)
    expect(preview.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(preview.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    expect(preview.headers.get('content-security-policy')).not.toContain("frame-ancestors 'none'")
    // Every other answer stays unframeable; pages may frame this site's own previews.
    const page = await t.request('/auth/sign-in')
    expect(page.headers.get('x-frame-options')).toBe('DENY')
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(page.headers.get('content-security-policy')).toContain("frame-src 'self'")
  })

  it('sends Cache-Control: no-store on account and auth answers, errors included', async () => {
    const answers = [
      await t.request('/v2/account', { token }),
      await t.request('/v2/account'),
      await t.request('/v2/account/coupons', { token }),
      await t.request('/v2/account', { method: 'PUT', token, json: {} }),
      await t.request('/v2/account/password', {
        method: 'PUT',
        token,
        json: { current_password: 'wrong-password', new_password: 'another-password' },
      }),
      await t.request('/v2/account/nothing-here', { token }),
      await t.request('/v2/auth/token', { method: 'POST' }),
      await t.request('/v2/auth/token', { method: 'DELETE', token: 'not-a-token' }),
      await t.request('/auth/sign-in'),
      await postForm(t, '/auth/sign-in', { email: 'nobody@example.com', password: 'x' }),
    ]
    expect(answers.map((a) => a.status)).toEqual([200, 401, 200, 400, 403, 404, 401, 401, 200, 401])
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store')
    // Public answers keep their own caching.
    expect((await t.request('/v2/health')).headers.get('cache-control')).not.toBe('no-store')
  })

  it('sends a Permissions-Policy that denies powerful features on every answer', async () => {
    for (const path of ['/v2/health', '/v2/account', '/v2/nothing', '/auth/sign-in', '/nowhere']) {
      const policy = (await t.request(path)).headers.get('permissions-policy') ?? ''
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(policy).toContain(`${feature}=()`)
      }
    }
  })

  it('sends HSTS only when PUBLIC_URL is https', async () => {
    expect((await t.request('/v2/health')).headers.get('strict-transport-security')).toBeNull()
    expect((await https.request('/v2/health')).headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    )
    expect(readConfig({}).publicUrl).toBeUndefined()
    expect(readConfig({ PUBLIC_URL: 'https://store.example' }).publicUrl).toBe(
      'https://store.example',
    )
    expect(() => readConfig({ PUBLIC_URL: 'store.example' })).toThrow(/PUBLIC_URL/)
  })
})
