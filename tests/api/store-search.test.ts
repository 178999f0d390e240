import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { INDUSTRIES } from '#catalogue/industries'
import { synonymEntryOf } from '#catalogue/search-synonyms'
import { SITE_TYPES } from '#catalogue/site-types'
import { changeFeedOf } from '#server/data-changes'
import { likeCountOf, readLikeCount } from '#server/db/like-counts'
import { searchIndexSettings } from '#server/search/search-templates'
import {
  ENGINES,
  SEEDED_ACCOUNTS,
  createAccountWithToken,
  createTestApp,
  readJson,
  signIn,
  type TestApp,
} from './test-app'

type Item = {
  template_id: string
  template_title: string
  rank?: number
  liked: boolean
  count_likes: number
  tier: string
  site_type: string
  site_type_group: string
  industry: string
  industry_group: string
}
type SearchBody = { data: { templates: Item[]; meta: { total_count: number } } }

type Row = {
  id: string
  site_type: string
  site_type_group: string
  industry: string
  industry_group: string
  usage: string
  tier: string
  template_tags: string
  style_tags: string
  feature_tags: string
  search_text: string
  count_likes: number
  count_purchases: number
  ranking_score: number
  verification_score: number
  hot_score: number
  published_at: string
  last_purchased_at: string | null
  is_wireframe: number
}

const SORT_COLUMN = {
  ranking: 'ranking_score',
  verification_ranking: 'verification_score',
  hot: 'hot_score',
  published_at: 'published_at',
  purchased_at: 'last_purchased_at',
  purchased_count: 'count_purchases',
  likes_count: 'count_likes',
} as const

/** The order the API promises: the sort column descending (NULLs last), then id ascending. */
function expectedOrder(rows: Row[], key: keyof typeof SORT_COLUMN): string[] {
  const column = SORT_COLUMN[key]
  return [...rows]
    .sort((a, b) => {
      const x = a[column]
      const y = b[column]
      if (x !== y) {
        if (x === null) return 1
        if (y === null) return -1
        return x < y ? 1 : -1
      }
      return a.id < b.id ? -1 : 1
    })
    .map((r) => r.id)
}

// Public listings are answered by the in-memory index (and its serialized answers), personal
// ones by SQL; every path must give the same answers, so the whole suite runs in each mode.
const MODES = ENGINES.flatMap(
  (engine) =>
    [
      [engine, 'index'],
      [engine, 'index without answer cache'],
      [engine, 'sql'],
    ] as const,
)
const settingsWere = { ...searchIndexSettings }

describe.each(MODES)('template search and listing on %s (%s)', (engine, mode) => {
  let t: TestApp
  let rows: Row[]

  beforeAll(async () => {
    searchIndexSettings.enabled = mode !== 'sql'
    searchIndexSettings.answerCache = mode === 'index'
    t = await createTestApp({ engine })
    rows = (await t.db
      .selectFrom('templates')
      .select([
        'id',
        'site_type',
        'site_type_group',
        'industry',
        'industry_group',
        'usage',
        'tier',
        'template_tags',
        'style_tags',
        'feature_tags',
        'search_text',
        likeCountOf('templates.id').as('count_likes'),
        'count_purchases',
        'ranking_score',
        'verification_score',
        'hot_score',
        'published_at',
        'last_purchased_at',
        'is_wireframe',
      ])
      .execute()) as Row[]
  })
  afterAll(async () => {
    Object.assign(searchIndexSettings, settingsWere)
    await t?.close()
  })

  const search = async (json: unknown, token?: string) =>
    readJson<SearchBody>(
      await t.request('/v2/store/templates/search', { method: 'POST', json, token }),
    )

  describe('POST /v2/store/templates/search', () => {
    it('defaults to ranking order, 20 per page, with rank numbers and the total count', async () => {
      const { status, body } = await search({})
      expect(status).toBe(200)
      expect(body.data.meta.total_count).toBe(144)
      expect(body.data.templates).toHaveLength(20)
      expect(body.data.templates.map((i) => i.template_id)).toEqual(
        expectedOrder(rows, 'ranking').slice(0, 20),
      )
      expect(body.data.templates.map((i) => i.rank)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      )
      const first = body.data.templates[0]
      expect(first).toMatchObject({
        // Seeded templates have covers shot from their real pages (decision 022).
        cover_url: expect.stringMatching(
          new RegExp(`^/covers/shots/${first?.template_id}/[0-9a-f]+/cover-800\\.webp$`),
        ),
        liked: false,
      })
      expect(Object.keys(first ?? {}).every((k) => k === k.toLowerCase())).toBe(true)
    })

    it('pages through all 144 templates in 8 pages without gaps or repeats; ranks continue', async () => {
      const seen: string[] = []
      for (let page = 1; page <= 8; page++) {
        const { body } = await search({ limit: 20, offset: (page - 1) * 20, order_by: 'ranking' })
        expect(body.data.meta.total_count).toBe(144)
        expect(body.data.templates[0]?.rank).toBe((page - 1) * 20 + 1)
        seen.push(...body.data.templates.map((i) => i.template_id))
      }
      expect(seen).toHaveLength(144)
      expect(new Set(seen).size).toBe(144)
      expect(seen).toEqual(expectedOrder(rows, 'ranking'))
      const beyond = await search({ offset: 200 })
      expect(beyond.body.data.templates).toEqual([])
      expect(beyond.body.data.meta.total_count).toBe(144)
    })

    it.each(['hot', 'published_at', 'purchased_at', 'purchased_count', 'likes_count'] as const)(
      'orders by %s (column descending, id tie-break) without rank numbers',
      async (orderBy) => {
        const { status, body } = await search({ order_by: orderBy, limit: 100 })
        expect(status).toBe(200)
        expect(body.data.templates.map((i) => i.template_id)).toEqual(
          expectedOrder(rows, orderBy).slice(0, 100),
        )
        expect(body.data.templates.every((i) => i.rank === undefined)).toBe(true)
      },
    )

    it('serves different orders for the different sort keys', async () => {
      const firsts = new Set<string>()
      for (const orderBy of [
        'ranking',
        'hot',
        'published_at',
        'purchased_count',
        'likes_count',
      ] as const) {
        firsts.add(expectedOrder(rows, orderBy).slice(0, 10).join())
      }
      expect(firsts.size).toBe(5)
    })

    it('caps limit at 100', async () => {
      const { status, body } = await search({ limit: 5000 })
      expect(status).toBe(200)
      expect(body.data.templates).toHaveLength(100)
    })

    it.each([
      [{ unknown_key: 1 }, 'unknown_key'],
      [{ orderBy: 'ranking' }, 'orderBy'],
      [{ filters: { nope: true } }, 'filters.nope'],
    ])('refuses the unknown key in %j by name', async (json, key) => {
      const { status, body } = await readJson(
        await t.request('/v2/store/templates/search', { method: 'POST', json }),
      )
      expect(status).toBe(400)
      expect(body.error.field).toBe(key)
      expect(body.error.message).toContain(`${key}: unknown key`)
    })

    it.each([
      [{ limit: 0 }, 'limit'],
      [{ limit: 2.5 }, 'limit'],
      [{ limit: '20' }, 'limit'],
      [{ offset: -1 }, 'offset'],
      [{ order_by: 'popularity' }, 'order_by'],
      [{ language: 'fr' }, 'language'],
      [{ query: 'x'.repeat(201) }, 'query'],
      [{ query: 42 }, 'query'],
      [{ filters: { site_type: 'spaceship' } }, 'filters.site_type'],
      [{ filters: { site_type_group: 'corporate' } }, 'filters.site_type_group'],
      [{ filters: { industry: 'unicorns' } }, 'filters.industry'],
      [{ filters: { industry_group: 'cafe' } }, 'filters.industry_group'],
      [{ filters: { style_tags: ['shiny'] } }, 'filters.style_tags.0'],
      [{ filters: { feature_tags: 'carousel' } }, 'filters.feature_tags'],
      [{ filters: { template_tags: ['NOT_A_TAG'] } }, 'filters.template_tags.0'],
      [{ filters: { usage: 'BLOG' } }, 'filters.usage'],
      [{ filters: { price: 'cheap' } }, 'filters.price'],
      [{ filters: { liked_by_me: 'yes' } }, 'filters.liked_by_me'],
      [{ verification_mode: 'true' }, 'verification_mode'],
    ])('answers 400 naming the field for %j', async (json, field) => {
      const { status, body } = await readJson(
        await t.request('/v2/store/templates/search', { method: 'POST', json }),
      )
      expect(status).toBe(400)
      expect(body.error).toMatchObject({ code: 'invalid_request', field })
      expect(body.error.message).toContain(field)
    })

    it('answers 400 for a body that is not JSON or not an object', async () => {
      const broken = await t.request('/v2/store/templates/search', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query": ',
      })
      expect(broken.status).toBe(400)
      expect((await broken.json()).error.message).toMatch(/JSON/)
      const array = await search([1, 2])
      expect(array.status).toBe(400)
    })

    it('filters by site type group, site type, industry group and industry', async () => {
      const cases = [
        [{ site_type_group: 'creative' }, (r: Row) => r.site_type_group === 'creative'],
        [{ site_type: 'lp' }, (r: Row) => r.site_type === 'lp'],
        [{ industry_group: 'food-beverage' }, (r: Row) => r.industry_group === 'food-beverage'],
        [{ industry: 'dental' }, (r: Row) => r.industry === 'dental'],
        [
          { site_type_group: 'business', industry_group: 'education' },
          (r: Row) => r.site_type_group === 'business' && r.industry_group === 'education',
        ],
      ] as const
      for (const [filters, keep] of cases) {
        const { status, body } = await search({ filters, limit: 100 })
        expect(status).toBe(200)
        const expected = rows.filter(keep)
        expect(expected.length).toBeGreaterThan(0)
        expect(body.data.meta.total_count).toBe(expected.length)
        expect(new Set(body.data.templates.map((i) => i.template_id))).toEqual(
          new Set(expected.map((r) => r.id)),
        )
      }
    })

    it('has templates for every site type and every industry', async () => {
      for (const siteType of SITE_TYPES) {
        const { body } = await search({ filters: { site_type: siteType.slug }, limit: 1 })
        expect(body.data.meta.total_count, siteType.slug).toBeGreaterThan(0)
      }
      const industries = new Set(rows.map((r) => r.industry))
      expect(INDUSTRIES.every((i) => industries.has(i.slug))).toBe(true)
    })

    it('filters by usage and price (free = TIER_0, paid = any other tier)', async () => {
      const free = await search({ filters: { price: 'free' }, limit: 100 })
      const paid = await search({ filters: { price: 'paid' }, limit: 100 })
      expect(free.body.data.templates.every((i) => i.tier === 'TIER_0')).toBe(true)
      expect(paid.body.data.templates.every((i) => i.tier !== 'TIER_0')).toBe(true)
      expect(free.body.data.meta.total_count + paid.body.data.meta.total_count).toBe(144)
      expect(free.body.data.meta.total_count).toBe(rows.filter((r) => r.tier === 'TIER_0').length)

      const recruitment = await search({ filters: { usage: 'RECRUITMENT' }, limit: 100 })
      expect(recruitment.body.data.meta.total_count).toBe(
        rows.filter((r) => r.usage === 'RECRUITMENT').length,
      )
      expect(recruitment.body.data.meta.total_count).toBeGreaterThan(0)
    })

    it('filters by tags, requiring every listed tag, in any letter case', async () => {
      const has = (r: Row, column: 'style_tags' | 'feature_tags' | 'template_tags', tag: string) =>
        (JSON.parse(r[column]) as string[]).includes(tag)
      const one = await search({ filters: { style_tags: ['Minimal'] }, limit: 100 })
      expect(one.body.data.meta.total_count).toBe(
        rows.filter((r) => has(r, 'style_tags', 'minimal')).length,
      )
      expect(one.body.data.meta.total_count).toBeGreaterThan(0)

      const both = await search({
        filters: { style_tags: ['minimal'], feature_tags: ['carousel'] },
        limit: 100,
      })
      const expected = rows.filter(
        (r) => has(r, 'style_tags', 'minimal') && has(r, 'feature_tags', 'carousel'),
      )
      expect(both.body.data.meta.total_count).toBe(expected.length)
      expect(both.body.data.meta.total_count).toBeLessThan(one.body.data.meta.total_count)

      const tagged = await search({ filters: { template_tags: ['portfolio'] }, limit: 100 })
      expect(tagged.body.data.meta.total_count).toBe(
        rows.filter((r) => has(r, 'template_tags', 'PORTFOLIO')).length,
      )
      expect(tagged.body.data.meta.total_count).toBeGreaterThan(0)
    })

    it('searches titles, descriptions and tags in English and Japanese, case- and width-insensitively', async () => {
      const cafe = await search({ query: 'cafe', limit: 100 })
      // A word of an entry finds the entry's templates and every text holding any of its words
      // (decision 019): "cafe" also finds "coffee on the house" and "喫茶".
      const words = synonymEntryOf('industry:cafe')
      const isCafe = (r: Row) =>
        r.industry === 'cafe' ||
        [...(words?.en ?? []), ...(words?.ja ?? [])].some((w) =>
          r.search_text.includes(w.toLowerCase()),
        )
      const expected = rows.filter(isCafe)
      expect(expected.length).toBeGreaterThan(0)
      expect(cafe.body.data.meta.total_count).toBe(expected.length)
      expect((await search({ query: 'CAFE' })).body.data.meta.total_count).toBe(expected.length)
      expect((await search({ query: 'ＣＡＦＥ' })).body.data.meta.total_count).toBe(expected.length)

      const ja = await search({ query: 'カフェ', language: 'ja', limit: 100 })
      expect(ja.body.data.meta.total_count).toBeGreaterThan(0)
      expect(
        ja.body.data.templates.every((i) => expected.some((r) => r.id === i.template_id)),
      ).toBe(true)

      // Words combine with AND, and with filters.
      const twoWords = await search({ query: 'cafe minimal', limit: 100 })
      expect(twoWords.body.data.meta.total_count).toBe(
        rows.filter((r) => isCafe(r) && r.search_text.includes('minimal')).length,
      )
      const withFilter = await search({
        query: 'site',
        filters: { site_type_group: 'business' },
        limit: 100,
      })
      expect(withFilter.body.data.templates.every((i) => i.site_type_group === 'business')).toBe(
        true,
      )

      const none = await search({ query: 'zzzz-no-such-word' })
      expect(none.body.data).toEqual({ templates: [], meta: { total_count: 0 } })
    })

    it('treats LIKE wildcards and other symbols as separators, never as patterns', async () => {
      expect((await search({ query: '%' })).body.data.meta.total_count).toBe(0)
      // Template tags such as CASE_STUDY hold a literal underscore; '_' must not match any character.
      expect((await search({ query: '_' })).body.data.meta.total_count).toBe(0)
      expect((await search({ query: '%%_' })).body.data.meta.total_count).toBe(0)
      const caseStudy = await search({ query: 'case_study', order_by: 'ranking' })
      expect(caseStudy.body.data.meta.total_count).toBeGreaterThan(0)
      expect(caseStudy.body).toEqual(
        (await search({ query: 'case study', order_by: 'ranking' })).body,
      )
    })

    it('answers titles and designer names in the requested language', async () => {
      const en = await search({ language: 'en', limit: 1 })
      const ja = await search({ language: 'ja', limit: 1 })
      expect(en.body.data.templates[0]?.template_id).toBe(ja.body.data.templates[0]?.template_id)
      expect(en.body.data.templates[0]?.template_title).toMatch(/^[\x20-\x7e—]+$/)
      expect(ja.body.data.templates[0]?.template_title).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
    })

    it('needs a signed-in account for liked_by_me and liked_at (401), and serves them when signed in', async () => {
      const byLiked = await search({ order_by: 'liked_at' })
      expect(byLiked.status).toBe(401)
      expect(byLiked.body).toMatchObject({ error: { code: 'unauthorized' } })
      const filter = await search({ filters: { liked_by_me: true } })
      expect(filter.status).toBe(401)

      const token = await signIn(t, SEEDED_ACCOUNTS.demo.email, SEEDED_ACCOUNTS.demo.password)
      const account = await t.db
        .selectFrom('accounts')
        .select('id')
        .where('email', '=', SEEDED_ACCOUNTS.demo.email)
        .executeTakeFirstOrThrow()
      const likes = await t.db
        .selectFrom('likes')
        .select(['template_id', 'liked_at'])
        .where('account_id', '=', account.id)
        .orderBy('liked_at', 'desc')
        .execute()
      expect(likes.length).toBeGreaterThan(0)

      const mine = await search({ order_by: 'liked_at', limit: 100 }, token)
      expect(mine.status).toBe(200)
      expect(mine.body.data.templates.map((i) => i.template_id)).toEqual(
        likes.map((l) => l.template_id),
      )
      expect(mine.body.data.templates.every((i) => i.liked)).toBe(true)

      const filtered = await search(
        { filters: { liked_by_me: true }, order_by: 'published_at', limit: 100 },
        token,
      )
      expect(filtered.body.data.meta.total_count).toBe(likes.length)

      // The liked flag is per account on every listing.
      const all = await search({ limit: 100, offset: 0 }, token)
      const all2 = await search({ limit: 100, offset: 100 }, token)
      const flagged = [...all.body.data.templates, ...all2.body.data.templates].filter(
        (i) => i.liked,
      )
      expect(new Set(flagged.map((i) => i.template_id))).toEqual(
        new Set(likes.map((l) => l.template_id)),
      )
      const anonymous = await search({ limit: 100 })
      expect(anonymous.body.data.templates.some((i) => i.liked)).toBe(false)
    })

    it('an invalid bearer is treated as signed out (401 on personal orders, 200 elsewhere)', async () => {
      expect((await search({ order_by: 'liked_at' }, 'not-a-real-token')).status).toBe(401)
      expect((await search({}, 'not-a-real-token')).status).toBe(200)
    })

    it('serves verification_ranking to admins only (403 otherwise)', async () => {
      // Seeded accounts all live on the admin domain, so the non-admin is a customer's address.
      const { token: demo } = await createAccountWithToken(t, 'customer@example.com')
      const admin = await signIn(t, SEEDED_ACCOUNTS.admin.email, SEEDED_ACCOUNTS.admin.password)

      expect((await search({ order_by: 'verification_ranking' })).status).toBe(403)
      const denied = await search({ order_by: 'verification_ranking' }, demo)
      expect(denied.status).toBe(403)
      expect(denied.body).toMatchObject({ error: { code: 'forbidden' } })

      const verification = expectedOrder(rows, 'verification_ranking').slice(0, 20)
      const ranking = expectedOrder(rows, 'ranking').slice(0, 20)
      expect(verification).not.toEqual(ranking)

      const direct = await search({ order_by: 'verification_ranking' }, admin)
      expect(direct.status).toBe(200)
      expect(direct.body.data.templates.map((i) => i.template_id)).toEqual(verification)

      // verificationMode on the ranking sort: admins get the verification order, others ranking.
      const adminMode = await search({ order_by: 'ranking', verification_mode: true }, admin)
      expect(adminMode.body.data.templates.map((i) => i.template_id)).toEqual(verification)
      expect(adminMode.body.data.templates[0]?.rank).toBe(1)
      const userMode = await search({ order_by: 'ranking', verification_mode: true }, demo)
      expect(userMode.status).toBe(200)
      expect(userMode.body.data.templates.map((i) => i.template_id)).toEqual(ranking)
      const anonymousMode = await search({ order_by: 'ranking', verification_mode: true })
      expect(anonymousMode.body.data.templates.map((i) => i.template_id)).toEqual(ranking)
      // Once the body's anonymous answer is kept, the admin still gets their own order.
      const adminAgain = await search({ order_by: 'ranking', verification_mode: true }, admin)
      expect(adminAgain.body.data.templates.map((i) => i.template_id)).toEqual(verification)
    })
  })

  describe('GET /v2/store/templates', () => {
    const list = async (query: string, token?: string) =>
      readJson<SearchBody>(await t.request(`/v2/store/templates${query}`, { token }))

    it('lists with the same defaults as search', async () => {
      const { status, body } = await list('')
      expect(status).toBe(200)
      expect(body.data.meta.total_count).toBe(144)
      expect(body.data.templates.map((i) => i.template_id)).toEqual(
        expectedOrder(rows, 'ranking').slice(0, 20),
      )
    })

    it('takes filters, order, paging and language from the query string', async () => {
      const { body } = await list(
        '?site_type_group=creative&order_by=published_at&limit=5&offset=5&language=ja',
      )
      const expected = expectedOrder(
        rows.filter((r) => r.site_type_group === 'creative'),
        'published_at',
      )
      expect(body.data.meta.total_count).toBe(expected.length)
      expect(body.data.templates.map((i) => i.template_id)).toEqual(expected.slice(5, 10))
      expect(body.data.templates.every((i) => i.rank === undefined)).toBe(true)
    })

    it('accepts tag lists comma-separated or repeated', async () => {
      const a = await list('?style_tags=minimal,clean&limit=100')
      const b = await list('?style_tags=minimal&style_tags=clean&limit=100')
      expect(a.status).toBe(200)
      expect(a.body.data.meta.total_count).toBe(b.body.data.meta.total_count)
      expect(a.body.data.templates.map((i) => i.template_id)).toEqual(
        b.body.data.templates.map((i) => i.template_id),
      )
    })

    it('caps limit at 100', async () => {
      expect((await list('?limit=500')).body.data.templates).toHaveLength(100)
    })

    it.each([
      ['?limit=abc', 'limit'],
      ['?limit=0', 'limit'],
      ['?offset=-3', 'offset'],
      ['?order_by=random', 'order_by'],
      ['?language=de', 'language'],
      ['?site_type=nope', 'site_type'],
      ['?price=gratis', 'price'],
      ['?liked_by_me=maybe', 'liked_by_me'],
      ['?feature_tags=teleport', 'feature_tags.0'],
    ])('answers 400 for %s naming %s', async (query, field) => {
      const { status, body } = await list(query)
      expect(status).toBe(400)
      expect(body).toMatchObject({ error: { code: 'invalid_request', field } })
    })

    it('applies the same sign-in and admin rules', async () => {
      expect((await list('?liked_by_me=true')).status).toBe(401)
      expect((await list('?order_by=liked_at')).status).toBe(401)
      expect((await list('?order_by=verification_ranking')).status).toBe(403)
      const { token: customer } = await createAccountWithToken(t, 'list-customer@example.com')
      expect((await list('?order_by=verification_ranking', customer)).status).toBe(403)
      const admin = await signIn(t, SEEDED_ACCOUNTS.admin.email, SEEDED_ACCOUNTS.admin.password)
      const mode = await list('?order_by=ranking&verification_mode=true', admin)
      expect(mode.body.data.templates.map((i) => i.template_id)).toEqual(
        expectedOrder(rows, 'verification_ranking').slice(0, 20),
      )
    })
  })

  describe('GET /v2/store/templates/wireframe', () => {
    it('answers the wireframe templates in the requested language', async () => {
      const wireframes = rows.filter((r) => r.is_wireframe === 1)
      expect(wireframes.length).toBeGreaterThan(0)
      const en = await readJson<SearchBody>(
        await t.request('/v2/store/templates/wireframe?language=en'),
      )
      expect(en.status).toBe(200)
      expect(new Set(en.body.data.templates.map((i) => i.template_id))).toEqual(
        new Set(wireframes.map((r) => r.id)),
      )
      // Titles lead with what the site is for: "Cafe Site — Wireframe".
      expect(en.body.data.templates.every((i) => i.template_title.endsWith(' — Wireframe'))).toBe(
        true,
      )
      const ja = await readJson<SearchBody>(
        await t.request('/v2/store/templates/wireframe?language=ja'),
      )
      expect(
        ja.body.data.templates.every((i) => i.template_title.endsWith('｜ワイヤーフレーム')),
      ).toBe(true)
      const bad = await readJson(await t.request('/v2/store/templates/wireframe?language=xx'))
      expect(bad.status).toBe(400)
      expect(bad.body.error.field).toBe('language')
    })
  })

  describe('GET /v2/store/templates/:template_id', () => {
    it('answers the template detail in both languages', async () => {
      const id = expectedOrder(rows, 'ranking')[0] as string
      const en = await readJson(await t.request(`/v2/store/templates/${id}`))
      expect(en.status).toBe(200)
      const row = await t.db
        .selectFrom('templates')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      expect(en.body.data).toMatchObject({
        template_id: id,
        template_title: row.title_en,
        description: row.description_en,
        cover_url: expect.stringMatching(
          new RegExp(`^/covers/shots/${id}/[0-9a-f]+/cover-800\\.webp$`),
        ),
        preview_url: `/preview/templates/${id}`,
        tier: row.tier,
        category: row.category,
        usage: row.usage,
        template_tags: JSON.parse(row.template_tags),
        style_tags: JSON.parse(row.style_tags),
        feature_tags: JSON.parse(row.feature_tags),
        count_likes: await readLikeCount(t.db, id),
        count_purchases: row.count_purchases,
        liked: false,
      })
      const ja = await readJson(await t.request(`/v2/store/templates/${id}?language=ja`))
      expect(ja.body.data.template_title).toBe(row.title_ja)
      expect(ja.body.data.description).toBe(row.description_ja)
    })

    it('answers 404 JSON for an unknown id and 400 for a bad language', async () => {
      const missing = await readJson(await t.request('/v2/store/templates/no-such-template'))
      expect(missing.status).toBe(404)
      expect(missing.body).toMatchObject({ error: { code: 'not_found' } })
      expect(missing.body.error.message).toContain('no-such-template')
      expect((await t.request(`/v2/store/templates/${'x'.repeat(300)}`)).status).toBe(404)
      const id = rows[0]?.id
      expect((await t.request(`/v2/store/templates/${id}?language=zz`)).status).toBe(400)
    })
  })
})

describe.each(ENGINES)('index and SQL agree on a 2,000-template catalogue on %s', (engine) => {
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp({ engine, templates: 2000 })
  })
  afterAll(async () => {
    Object.assign(searchIndexSettings, settingsWere)
    await t?.close()
  })

  const BODIES = [
    {},
    { query: 'site' },
    { query: 'minimal', order_by: 'hot' },
    { query: 'cafe', order_by: 'published_at', offset: 20 },
    { query: 'カフェ サイト', language: 'ja' },
    { filters: { price: 'paid' }, order_by: 'purchased_at', offset: 1500 },
    { filters: { price: 'free' }, order_by: 'likes_count' },
    {
      filters: { site_type_group: 'business', style_tags: ['clean'] },
      order_by: 'purchased_count',
      limit: 100,
    },
    { query: 'a', filters: { industry_group: 'creator' }, offset: 40 },
    {
      filters: { template_tags: ['LP'], feature_tags: ['carousel'] },
      order_by: 'ranking',
      offset: 5,
    },
    { query: 'site', filters: { usage: 'CORPORATION' }, order_by: 'hot', offset: 900, limit: 50 },
    // No order_by with words: relevance first, ties by ranking (decision 019).
    { query: 'resturant', offset: 10 },
    { query: 'hair salons', filters: { price: 'paid' }, limit: 50 },
    { query: 'ナチュラルなカフェ', language: 'ja' },
  ]

  it.each(BODIES)('%j', async (json) => {
    const run = async (enabled: boolean, answerCache: boolean) => {
      searchIndexSettings.enabled = enabled
      searchIndexSettings.answerCache = answerCache
      const response = await t.request('/v2/store/templates/search', { method: 'POST', json })
      expect(response.status).toBe(200)
      return response.json()
    }
    const fromIndex = await run(true, false)
    const cached = await run(true, true)
    const cachedAgain = await run(true, true)
    const fromSql = await run(false, false)
    expect(fromIndex.data.meta.total_count).toBeGreaterThan(0)
    expect(fromIndex).toEqual(fromSql)
    expect(cached).toEqual(fromSql)
    expect(cachedAgain).toEqual(fromSql)
  })

  it('picks up counts written elsewhere: at once after invalidation, within seconds otherwise', async () => {
    searchIndexSettings.enabled = true
    searchIndexSettings.answerCache = true
    const top = async () =>
      (
        await (
          await t.request('/v2/store/templates/search', {
            method: 'POST',
            json: { order_by: 'purchased_count', limit: 1 },
          })
        ).json()
      ).data.templates[0].template_id as string
    const before = await top()
    const max = await t.db
      .selectFrom('templates')
      .select((eb) => eb.fn.max('count_purchases').as('max'))
      .executeTakeFirstOrThrow()
    const [other, third] = await t.db
      .selectFrom('templates')
      .select('id')
      .where('id', '<>', before)
      .orderBy('id')
      .limit(2)
      .execute()
    if (!other || !third) throw new Error('seed too small')

    // Another process (or an operator) changes a count: the index notices on its next refresh.
    await t.db
      .updateTable('templates')
      .set({ count_purchases: Number(max.max) + 1000 })
      .where('id', '=', other.id)
      .execute()
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + 6_000)
      await top() // starts the background refresh
      let seen = await top()
      for (let tries = 0; seen !== other.id && tries < 100; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 20))
        seen = await top()
      }
      expect(seen).toBe(other.id)
    } finally {
      vi.useRealTimers()
    }

    // A writer in this process says so (as checkout does): the very next search is current.
    await t.db
      .updateTable('templates')
      .set({ count_purchases: Number(max.max) + 2000 })
      .where('id', '=', third.id)
      .execute()
    changeFeedOf(t.db).publish({ kind: 'purchases', templateIds: [third.id] })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await top()).toBe(third.id)
  })

  it('never serves an anonymous cached answer to a signed-in account', async () => {
    searchIndexSettings.enabled = true
    searchIndexSettings.answerCache = true
    const body = { limit: 3, order_by: 'hot' }
    const anonymous = await (
      await t.request('/v2/store/templates/search', { method: 'POST', json: body })
    ).json()
    const top = anonymous.data.templates[0]
    const { token } = await createAccountWithToken(t, `flags-${engine}@example.com`)
    expect(
      (await t.request(`/v2/store/templates/${top.template_id}/like`, { method: 'POST', token }))
        .status,
    ).toBe(200)
    const signedIn = await (
      await t.request('/v2/store/templates/search', { method: 'POST', json: body, token })
    ).json()
    expect(signedIn.data.templates[0]).toMatchObject({ template_id: top.template_id, liked: true })
    const again = await (
      await t.request('/v2/store/templates/search', { method: 'POST', json: body })
    ).json()
    expect(again.data.templates[0]).toMatchObject({ template_id: top.template_id, liked: false })
  })

  it('gives a signed-in account the kept answer of a body only when it shows none of its likes', async () => {
    searchIndexSettings.enabled = true
    searchIndexSettings.answerCache = true
    const body = { limit: 3, order_by: 'published_at', query: 'cafe' }
    const search = async (token?: string) =>
      (await t.request('/v2/store/templates/search', { method: 'POST', json: body, token })).text()
    const first = JSON.parse(await search()).data.templates[0]
    const { token: fan } = await createAccountWithToken(t, `kept-fan-${engine}@example.com`)
    await t.request(`/v2/store/templates/${first.template_id}/like`, { method: 'POST', token: fan })
    // Kept after the like: the anonymous answer of this body, by its text.
    const anonymous = await search()
    expect(await search()).toBe(anonymous)
    const kept = await t.request('/v2/store/templates/search', { method: 'POST', json: body })
    expect(kept.headers.get('content-type')).toBe('application/json')
    const { token: other } = await createAccountWithToken(t, `kept-other-${engine}@example.com`)
    expect(await search(other)).toBe(anonymous)
    const liked = JSON.parse(await search(fan)).data.templates[0]
    expect(liked).toMatchObject({ template_id: first.template_id, liked: true })
    expect(await search()).toBe(anonymous)
  })

  it('answers cached listings with the like count of the moment', async () => {
    searchIndexSettings.enabled = true
    searchIndexSettings.answerCache = true
    const list = async () =>
      (
        await (
          await t.request('/v2/store/templates/search', { method: 'POST', json: { limit: 1 } })
        ).json()
      ).data.templates[0]
    const before = await list()
    const { token } = await createAccountWithToken(t, `cache-${engine}@example.com`)
    const liked = await t.request(`/v2/store/templates/${before.template_id}/like`, {
      method: 'POST',
      token,
    })
    expect(liked.status).toBe(200)
    expect((await list()).count_likes).toBe(before.count_likes + 1)
  })
})
