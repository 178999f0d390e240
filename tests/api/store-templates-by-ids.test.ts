// GET /v2/store/templates/by_ids (issue 31): the recently viewed row's cards, fresh from the
// database. Order as asked, unknown ids left out, likes of the signed-in visitor, and every bad
// list a 400 JSON message (never a 5xx).
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEMPLATES_BY_IDS_MAX } from '#catalogue/api/templates'
import { ENGINES, SEEDED_ACCOUNTS, createTestApp, readJson, signIn, type TestApp } from './test-app'

/** encodeURIComponent, or the raw text for one it refuses (a lone surrogate): sent as is. */
const escapeAny = (id: string) => {
  try {
    return encodeURIComponent(id)
  } catch {
    return id
  }
}

type Item = { template_id: string; template_title: string; liked: boolean; count_likes: number }

describe.each(ENGINES)('templates by id on %s', (engine) => {
  let t: TestApp
  let ids: string[]

  beforeAll(async () => {
    t = await createTestApp({ engine, templates: 30 })
    ids = (await t.db.selectFrom('templates').select('id').orderBy('id').execute()).map((r) => r.id)
  })
  afterAll(async () => {
    await t?.close()
  })

  const byIds = (query: string, token?: string) =>
    t.request(`/v2/store/templates/by_ids?${query}`, { token })
  const idsOf = (body: { data: { templates: Item[] } }) =>
    body.data.templates.map((item) => item.template_id)

  it('answers the templates in the order asked, not the catalogue order', async () => {
    const asked = [ids[7], ids[2], ids[19]] as string[]
    const { status, body } = await readJson(await byIds(`ids=${asked.join(',')}`))
    expect(status).toBe(200)
    expect(idsOf(body)).toEqual(asked)
  })

  it('leaves unknown ids out and answers a repeated id once', async () => {
    const asked = ['no-such-template', ids[3], ids[1], ids[3], 'gone_too'] as string[]
    const { status, body } = await readJson(await byIds(`ids=${asked.join(',')}`))
    expect(status).toBe(200)
    expect(idsOf(body)).toEqual([ids[3], ids[1]])
    const none = await readJson(await byIds('ids=unknown-one,unknown-two'))
    expect(none).toEqual({ status: 200, body: { data: { templates: [] } } })
  })

  it('answers titles in the language asked', async () => {
    const id = ids[0] as string
    const [en, ja] = await Promise.all(
      ['en', 'ja'].map(async (language) => {
        const { body } = await readJson(await byIds(`ids=${id}&language=${language}`))
        return (body.data.templates as Item[])[0]?.template_title
      }),
    )
    const row = await t.db
      .selectFrom('templates')
      .select(['title_en', 'title_ja'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect([en, ja]).toEqual([row.title_en, row.title_ja])
  })

  it("shows the signed-in visitor's likes and the current counts", async () => {
    const token = await signIn(t, SEEDED_ACCOUNTS.demo.email, SEEDED_ACCOUNTS.demo.password)
    const [likedId, otherId] = [ids[5], ids[6]] as string[]
    const before = await readJson(await byIds(`ids=${likedId}`))
    const countBefore = (before.body.data.templates as Item[])[0]?.count_likes ?? -1
    expect(
      (await t.request(`/v2/store/templates/${likedId}/like`, { method: 'POST', token })).status,
    ).toBe(200)

    const signedIn = await readJson(await byIds(`ids=${likedId},${otherId}`, token))
    expect(
      (signedIn.body.data.templates as Item[]).map((item) => [item.template_id, item.liked]),
    ).toEqual([
      [likedId, true],
      [otherId, false],
    ])
    expect((signedIn.body.data.templates as Item[])[0]?.count_likes).toBe(countBefore + 1)
    const anonymous = await readJson(await byIds(`ids=${likedId}`))
    expect((anonymous.body.data.templates as Item[])[0]?.liked).toBe(false)
  })

  it(`takes up to ${TEMPLATES_BY_IDS_MAX} ids and refuses more with a 400 JSON message`, async () => {
    const most = Array.from({ length: TEMPLATES_BY_IDS_MAX }, (_, i) => ids[i] as string)
    const full = await readJson(await byIds(`ids=${most.join(',')}`))
    expect(full.status).toBe(200)
    expect(idsOf(full.body)).toEqual(most)

    const tooMany = await readJson(await byIds(`ids=${[...most, ids[25]].join(',')}`))
    expect(tooMany.status).toBe(400)
    expect(tooMany.body).toEqual({
      error: {
        code: 'invalid_request',
        message: `ids: must be at most ${TEMPLATES_BY_IDS_MAX} ids`,
        field: 'ids',
      },
    })
  })

  it('refuses a missing, empty or malformed list with a 400 that names ids', async () => {
    for (const query of [
      '',
      'ids=',
      'ids=,',
      `ids=${ids[0]},`,
      `ids=${ids[0]},,${ids[1]}`,
      'ids=a b',
      'ids=%3Cscript%3E',
      `ids=${'x'.repeat(101)}`,
      'ids=..%2Fetc',
      `ids=${ids[0]}&language=fr`,
    ]) {
      const { status, body } = await readJson(await byIds(query))
      expect({ query, status }).toEqual({ query, status: 400 })
      expect(body.error.code).toMatch(/^(invalid_request|invalid_text)$/)
      expect(body.error.message).toMatch(/^(ids|language)\b/)
    }
  })

  it('answers any list of ids below 500, as JSON, in the order asked', async () => {
    const anyId = fc.oneof(
      fc.constantFrom(...ids),
      fc.string({ maxLength: 12 }),
      fc.string({ unit: 'grapheme', maxLength: 6 }),
      fc.constantFrom(
        '',
        ' ',
        '%',
        '%zz',
        '%00',
        '\u0000',
        '\ud800',
        '../x',
        'by_ids',
        'a'.repeat(200),
      ),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(anyId, { maxLength: 30 }), async (list) => {
        const response = await byIds(`ids=${list.map(escapeAny).join(',')}`)
        expect(response.status).toBeLessThan(500)
        expect(response.headers.get('content-type')).toMatch(/application\/json/)
        const body = (await response.json()) as { data?: { templates: Item[] } }
        if (response.status === 200) {
          const known = [...new Set(list)].filter((id) => ids.includes(id))
          expect(body.data?.templates.map((item) => item.template_id)).toEqual(known)
        }
      }),
      { numRuns: 150 },
    )
  })
})
