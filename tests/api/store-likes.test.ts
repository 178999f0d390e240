import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readLikeCount } from '#server/db/like-counts'
import {
  ENGINES,
  SEEDED_ACCOUNTS,
  createAccountWithToken,
  createTestApp,
  readJson,
  signIn,
  type TestApp,
} from './test-app'

describe.each(ENGINES)('likes on %s', (engine) => {
  let t: TestApp
  let token: string
  let ids: string[]

  beforeAll(async () => {
    t = await createTestApp({ engine })
    token = await signIn(t, SEEDED_ACCOUNTS.hanako.email, SEEDED_ACCOUNTS.hanako.password)
    ids = (await t.db.selectFrom('templates').select('id').orderBy('id').execute()).map((r) => r.id)
  })
  afterAll(async () => {
    await t?.close()
  })

  const like = (id: string, bearer?: string, method: 'POST' | 'DELETE' = 'POST') =>
    t.request(`/v2/store/templates/${id}/like`, { method, token: bearer })
  const storedCount = (id: string) => readLikeCount(t.db, id)
  const likeRows = async (id: string) =>
    (await t.db.selectFrom('likes').select('account_id').where('template_id', '=', id).execute())
      .length

  it('needs a signed-in account: 401 JSON without or with a bad token', async () => {
    const id = ids[0] as string
    const rowsBefore = await likeRows(id)
    const countBefore = await storedCount(id)
    for (const bearer of [undefined, 'forged-token']) {
      for (const method of ['POST', 'DELETE'] as const) {
        const { status, body } = await readJson(await like(id, bearer, method))
        expect(status).toBe(401)
        expect(body).toMatchObject({ error: { code: 'unauthorized' } })
      }
    }
    expect(await likeRows(id)).toBe(rowsBefore)
    expect(await storedCount(id)).toBe(countBefore)
  })

  it('answers 404 for an unknown template', async () => {
    for (const method of ['POST', 'DELETE'] as const) {
      const { status, body } = await readJson(await like('no-such-template', token, method))
      expect(status).toBe(404)
      expect(body).toMatchObject({ error: { code: 'not_found' } })
    }
  })

  it('likes and unlikes idempotently, answering the state and count', async () => {
    const id = ids[10] as string
    const before = await storedCount(id)

    const first = await readJson(await like(id, token))
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ data: { template_id: id, liked: true, count_likes: before + 1 } })
    const second = await readJson(await like(id, token))
    expect(second.body).toEqual({ data: { template_id: id, liked: true, count_likes: before + 1 } })
    expect(await storedCount(id)).toBe(before + 1)

    const detail = await readJson(await t.request(`/v2/store/templates/${id}`, { token }))
    expect(detail.body.data).toMatchObject({ liked: true, count_likes: before + 1 })
    const liked = await readJson(
      await t.request('/v2/store/templates/search', {
        method: 'POST',
        token,
        json: { order_by: 'liked_at', limit: 1 },
      }),
    )
    expect(liked.body.data.templates[0]).toMatchObject({ template_id: id, liked: true })

    const unliked = await readJson(await like(id, token, 'DELETE'))
    expect(unliked.body).toEqual({ data: { template_id: id, liked: false, count_likes: before } })
    const again = await readJson(await like(id, token, 'DELETE'))
    expect(again.body).toEqual({ data: { template_id: id, liked: false, count_likes: before } })
    expect(await storedCount(id)).toBe(before)
  })

  it('counts 20 concurrent likes from 20 accounts exactly once each', async () => {
    const id = ids[20] as string
    const before = await storedCount(id)
    const accounts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        createAccountWithToken(t, `fan${i}-${engine}@example.com`),
      ),
    )
    const responses = await Promise.all(accounts.map((a) => like(id, a.token)))
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200))
    expect(await storedCount(id)).toBe(before + 20)
    expect(await likeRows(id)).toBeGreaterThanOrEqual(20)

    const unlikes = await Promise.all(accounts.map((a) => like(id, a.token, 'DELETE')))
    expect(unlikes.map((r) => r.status)).toEqual(Array(20).fill(200))
    expect(await storedCount(id)).toBe(before)
  })

  it('counts 20 concurrent likes (and unlikes) from one account as one', async () => {
    // A template the account has not liked yet (the seed gives demo accounts a few likes).
    const liked = new Set(
      (
        await t.db
          .selectFrom('likes')
          .innerJoin('accounts', 'accounts.id', 'likes.account_id')
          .select('likes.template_id')
          .where('accounts.email', '=', SEEDED_ACCOUNTS.hanako.email)
          .execute()
      ).map((r) => r.template_id),
    )
    const id = ids.slice(30).find((x) => !liked.has(x)) as string
    const before = await storedCount(id)
    const responses = await Promise.all(Array.from({ length: 20 }, () => like(id, token)))
    const bodies = await Promise.all(responses.map((r) => r.json()))
    expect(responses.every((r) => r.status === 200)).toBe(true)
    expect(bodies.every((b) => b.data.liked === true)).toBe(true)
    expect(await storedCount(id)).toBe(before + 1)

    const unlikes = await Promise.all(Array.from({ length: 20 }, () => like(id, token, 'DELETE')))
    expect(unlikes.every((r) => r.status === 200)).toBe(true)
    expect(await storedCount(id)).toBe(before)
  })

  it('survives a mixed burst of likes and unlikes with the count matching the rows', async () => {
    const id = ids[40] as string
    await t.db
      .updateTable('template_like_counts')
      .set({ count_likes: 0 })
      .where('template_id', '=', id)
      .execute()
    await t.db.deleteFrom('likes').where('template_id', '=', id).execute()
    const accounts = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        createAccountWithToken(t, `mixed${i}-${engine}@example.com`),
      ),
    )
    await Promise.all(
      accounts.flatMap((a, i) => [
        like(id, a.token),
        i % 2 ? like(id, a.token, 'DELETE') : like(id, a.token),
      ]),
    )
    expect(await storedCount(id)).toBe(await likeRows(id))
  })

  it('moves the counter in the same statement as the like row (trigger), whoever writes it', async () => {
    const id = ids[60] as string
    const before = await storedCount(id)
    const { accountId } = await createAccountWithToken(t, `direct-${engine}@example.com`)
    await t.db
      .insertInto('likes')
      .values({ account_id: accountId, template_id: id, liked_at: new Date().toISOString() })
      .execute()
    expect(await storedCount(id)).toBe(before + 1)
    await t.db
      .deleteFrom('likes')
      .where('account_id', '=', accountId)
      .where('template_id', '=', id)
      .execute()
    expect(await storedCount(id)).toBe(before)
  })

  it('never goes below 0', async () => {
    const id = ids[50] as string
    await like(id, token)
    // A counter that drifted (e.g. reset by an operator) must not go negative on unlike.
    await t.db
      .updateTable('template_like_counts')
      .set({ count_likes: 0 })
      .where('template_id', '=', id)
      .execute()
    const { body } = await readJson(await like(id, token, 'DELETE'))
    expect(body.data).toEqual({ template_id: id, liked: false, count_likes: 0 })
    expect(await storedCount(id)).toBe(0)
  })

  it('refreshes likes_count ordering after a like', async () => {
    type Item = { template_id: string; count_likes: number }
    const order = async () =>
      (
        await readJson(
          await t.request('/v2/store/templates/search', {
            method: 'POST',
            json: { order_by: 'likes_count', limit: 20 },
          }),
        )
      ).body.data.templates as Item[]
    const before = await order()
    // The neighbours with the smallest gap: few likes make the lower one overtake the upper one.
    let at = 1
    for (let i = 1; i < before.length; i++) {
      const gap = (before[i - 1] as Item).count_likes - (before[i] as Item).count_likes
      if (gap < (before[at - 1] as Item).count_likes - (before[at] as Item).count_likes) at = i
    }
    const upper = before[at - 1] as Item
    const lower = before[at] as Item
    const needed = upper.count_likes - lower.count_likes + 1
    const fans = await Promise.all(
      Array.from({ length: needed }, (_, i) =>
        createAccountWithToken(t, `overtake${i}-${engine}@example.com`),
      ),
    )
    for (const fan of fans) expect((await like(lower.template_id, fan.token)).status).toBe(200)
    const after = (await order()).map((i) => i.template_id)
    expect(after.indexOf(lower.template_id)).toBeLessThan(after.indexOf(upper.template_id))
  })
})
