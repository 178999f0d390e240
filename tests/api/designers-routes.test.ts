import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGINES, createTestApp, readJson, type TestApp } from './test-app'
import { signIn } from './auth-helpers'

const MESSAGE = {
  name: 'Ken',
  email: 'ken@example.com',
  body: 'Could you make a bakery version?',
  language: 'EN',
}

describe.each(ENGINES)('designer routes on %s', (engine) => {
  let t: TestApp
  let clock = new Date('2026-04-01T09:00:00.000Z')

  beforeAll(async () => {
    t = await createTestApp({ engine, templates: 48, now: () => clock })
  })
  afterAll(async () => {
    await t?.close()
  })

  const message = (designerId: string, json: unknown, ip = '203.0.113.7') =>
    t.request(`/v2/store/designers/${designerId}/message`, {
      method: 'POST',
      json,
      headers: { 'x-forwarded-for': ip },
    })

  describe('GET /v2/store/designers/:designer_id', () => {
    it('answers the designer with bio and their templates as list items, in both languages', async () => {
      const templates = await t.db
        .selectFrom('templates')
        .select(['id', 'designer_id'])
        .where('designer_id', '=', 'aoi-studio')
        .execute()
      expect(templates.length).toBeGreaterThan(0)
      const en = await readJson(await t.request('/v2/store/designers/aoi-studio'))
      expect(en.status).toBe(200)
      expect(en.body.data).toMatchObject({
        designer_id: 'aoi-studio',
        name: 'Aoi Studio',
        country: 'JP',
      })
      expect(en.body.data.bio.length).toBeGreaterThan(10)
      expect(
        en.body.data.templates.map((x: { template_id: string }) => x.template_id).sort(),
      ).toEqual(templates.map((x) => x.id).sort())
      const item = en.body.data.templates[0]
      expect(item).toMatchObject({
        designer_id: 'aoi-studio',
        designer_name: 'Aoi Studio',
        liked: false,
      })
      for (const key of [
        'template_title',
        'cover_url',
        'count_likes',
        'tier',
        'site_type',
        'industry',
        'published_at',
      ]) {
        expect(item).toHaveProperty(key)
      }
      const ja = await readJson(await t.request('/v2/store/designers/aoi-studio?language=ja'))
      expect(ja.body.data.name).toBe('アオイスタジオ')
      expect(ja.body.data.templates[0].designer_name).toBe('アオイスタジオ')
    })

    it('marks the templates a signed-in visitor liked', async () => {
      const token = await signIn(t, 'demo@example.com', 'demo-password')
      const before = await readJson(await t.request('/v2/store/designers/aoi-studio', { token }))
      const first = before.body.data.templates[0].template_id as string
      const wasLiked = before.body.data.templates[0].liked as boolean
      await t.request(`/v2/store/templates/${first}/like`, {
        method: wasLiked ? 'DELETE' : 'POST',
        token,
      })
      const after = await readJson(await t.request('/v2/store/designers/aoi-studio', { token }))
      expect(
        after.body.data.templates.find((x: { template_id: string }) => x.template_id === first)
          .liked,
      ).toBe(!wasLiked)
    })

    it('answers 404 for an unknown designer and 400 for a bad language', async () => {
      const unknown = await readJson(await t.request('/v2/store/designers/nobody'))
      expect(unknown.status).toBe(404)
      expect(unknown.body.error.message).toBe('Designer nobody was not found')
      const bad = await readJson(await t.request('/v2/store/designers/aoi-studio?language=fr'))
      expect(bad.status).toBe(400)
      expect(bad.body.error.field).toBe('language')
      const blank = await t.request('/v2/store/designers/%20')
      expect([400, 404]).toContain(blank.status)
    })
  })

  describe('POST /v2/store/designers/search', () => {
    const search = (json: unknown) =>
      t.request('/v2/store/designers/search', { method: 'POST', json })

    it('finds designers by name or bio, in either language, case-insensitively', async () => {
      const byName = await readJson(await search({ query: 'STUDIO' }))
      expect(byName.status).toBe(200)
      const ids = byName.body.data.designers.map((d: { designer_id: string }) => d.designer_id)
      expect(ids).toEqual(expect.arrayContaining(['aoi-studio', 'blue-lantern-studio']))
      expect(byName.body.data.meta.total_count).toBe(ids.length)
      const ja = await readJson(await search({ query: '森', language: 'ja' }))
      expect(ja.body.data.designers.map((d: { designer_id: string }) => d.designer_id)).toContain(
        'kenta-mori',
      )
      expect(ja.body.data.designers[0].name).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/)
      const none = await readJson(await search({ query: 'zzzz-nothing' }))
      expect(none.body.data).toEqual({ designers: [], meta: { total_count: 0 } })
      // LIKE wildcards are searched for literally.
      expect((await readJson(await search({ query: '%' }))).body.data.meta.total_count).toBe(0)
    })

    it('pages with limit and offset and counts templates per designer', async () => {
      const all = await readJson(await search({}))
      const total = all.body.data.meta.total_count as number
      expect(total).toBeGreaterThanOrEqual(12)
      const page1 = await readJson(await search({ limit: 5, offset: 0 }))
      const page2 = await readJson(await search({ limit: 5, offset: 5 }))
      expect(page1.body.data.designers).toHaveLength(5)
      expect(page1.body.data.meta.total_count).toBe(total)
      const names = [...page1.body.data.designers, ...page2.body.data.designers].map(
        (d: { designer_id: string }) => d.designer_id,
      )
      expect(new Set(names).size).toBe(10)
      const counts = await t.db.selectFrom('templates').select(['designer_id']).execute()
      const aoi = all.body.data.designers.find(
        (d: { designer_id: string }) => d.designer_id === 'aoi-studio',
      )
      expect(aoi.template_count).toBe(counts.filter((r) => r.designer_id === 'aoi-studio').length)
    })

    it('caps and validates the request', async () => {
      // Like every paged call, a limit above the cap is served at the cap.
      const capped = await readJson(await search({ limit: 51 }))
      expect(capped.status).toBe(200)
      expect(capped.body.data.designers.length).toBeLessThanOrEqual(50)
      for (const body of [
        { limit: 0 },
        { offset: -1 },
        { limit: 'ten' },
        { query: 'x'.repeat(101) },
        { language: 'de' },
      ]) {
        const response = await readJson(await search(body))
        expect(response.status, JSON.stringify(body)).toBe(400)
      }
      const notJson = await t.request('/v2/store/designers/search', {
        method: 'POST',
        body: 'nope',
        headers: { 'content-type': 'application/json' },
      })
      expect(notJson.status).toBe(400)
    })
  })

  describe('POST /v2/store/designers/:designer_id/message', () => {
    it('stores the message and tells the designer behind the profile', async () => {
      const response = await readJson(
        await message('hanami-design', { ...MESSAGE, language: 'JP' }, '198.51.100.1'),
      )
      expect(response.status).toBe(201)
      expect(response.body.data.message_id).toMatch(/^msg_/)
      const stored = await t.db
        .selectFrom('designer_messages')
        .selectAll()
        .where('id', '=', response.body.data.message_id)
        .executeTakeFirstOrThrow()
      expect(stored).toMatchObject({
        designer_id: 'hanami-design',
        name: 'Ken',
        email: 'ken@example.com',
        language: 'JP',
        client_ip: '198.51.100.1',
      })
      const mail = await t.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to_email', '=', 'hanako@example.jp')
        .execute()
      expect(mail.some((m) => m.body.includes(MESSAGE.body))).toBe(true)
    })

    it('validates the message', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ ...MESSAGE, email: 'not-mail' }, 'email'],
        [{ ...MESSAGE, name: ' ' }, 'name'],
        [{ ...MESSAGE, body: '' }, 'body'],
        [{ ...MESSAGE, body: 'x'.repeat(5001) }, 'body'],
        [{ ...MESSAGE, language: 'en' }, 'language'],
        [{ name: 'Ken', email: 'ken@example.com', body: 'hi' }, 'language'],
      ]
      for (const [body, field] of cases) {
        const response = await readJson(await message('aoi-studio', body, '198.51.100.2'))
        expect(response.status, field).toBe(400)
        expect(response.body.error.field).toBe(field)
      }
      expect((await message('nobody', MESSAGE)).status).toBe(404)
    })

    it('allows 5 messages per sender and designer in 10 minutes, then answers 429', async () => {
      const ip = '192.0.2.50'
      for (let i = 0; i < 5; i++) {
        expect((await message('kenta-mori', MESSAGE, ip)).status).toBe(201)
        clock = new Date(clock.getTime() + 60 * 1000)
      }
      const limited = await message('kenta-mori', MESSAGE, ip)
      expect(limited.status).toBe(429)
      expect((await limited.json()).error).toEqual({
        code: 'rate_limited',
        message: 'Too many requests. Please try again later.',
      })
      // The first message was 5 minutes ago, so the window frees up in 5 more minutes.
      expect(limited.headers.get('retry-after')).toBe(String(5 * 60))
      const stored = await t.db
        .selectFrom('designer_messages')
        .select('id')
        .where('client_ip', '=', ip)
        .execute()
      expect(stored).toHaveLength(5)

      // Other designers and other senders are counted separately.
      expect((await message('aoi-studio', MESSAGE, ip)).status).toBe(201)
      expect((await message('kenta-mori', MESSAGE, '192.0.2.51')).status).toBe(201)

      clock = new Date(clock.getTime() + 5 * 60 * 1000 + 1000)
      expect((await message('kenta-mori', MESSAGE, ip)).status).toBe(201)
      expect((await message('kenta-mori', MESSAGE, ip)).status).toBe(429)
    })
  })
})
