// Issue 14 / spec §1: visitors browse by tags and by category. The search call filters by a
// template category (beside the style and feature tags it already took), and the store renders
// /store/tags/{tag} and /store/categories/{category} in both locales; unknown ones are 404.
import type { TemplateCategory } from '#catalogue/enums'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGINES, createAccountWithToken, createTestApp, readJson, type TestApp } from './test-app'

type SearchBody = { data: { templates: { template_id: string }[]; meta: { total_count: number } } }

describe.each(ENGINES)('tag and category listings on %s', (engine) => {
  let t: TestApp
  let token: string

  beforeAll(async () => {
    t = await createTestApp({ engine })
    token = (await createAccountWithToken(t, 'tags')).token
  })
  afterAll(async () => {
    await t?.close()
  })

  async function idsOfCategory(category: TemplateCategory): Promise<string[]> {
    const rows = await t.db
      .selectFrom('templates')
      .select('id')
      .where('category', '=', category)
      .execute()
    return rows.map((row) => row.id).sort()
  }

  async function search(filters: Record<string, unknown>, bearer?: string) {
    return readJson<SearchBody>(
      await t.request('/v2/store/templates/search', {
        method: 'POST',
        json: { limit: 50, offset: 0, order_by: 'ranking', filters },
        ...(bearer ? { token: bearer } : {}),
      }),
    )
  }

  it.each([undefined, 'signed in'])(
    'filters by category (%s): exactly the templates of that category',
    async (who) => {
      const expected = await idsOfCategory('FOOD_AND_DRINK')
      expect(expected.length).toBeGreaterThan(0)
      const { status, body } = await search({ category: 'FOOD_AND_DRINK' }, who ? token : undefined)
      expect(status).toBe(200)
      expect(body.data.meta.total_count).toBe(expected.length)
      expect(body.data.templates.map((x) => x.template_id).sort()).toEqual(expected)
    },
  )

  it('filters the liked list by category too (that listing is answered from SQL)', async () => {
    const food = (await idsOfCategory('FOOD_AND_DRINK'))[0]
    const other = (await idsOfCategory('TRAVEL'))[0]
    for (const id of [food, other]) {
      const response = await t.request(`/v2/store/templates/${id}/like`, { method: 'POST', token })
      expect(response.status).toBeLessThan(300)
    }
    const { body } = await search({ category: 'FOOD_AND_DRINK', liked_by_me: true }, token)
    expect(body.data.templates.map((x) => x.template_id)).toEqual([food])
  })

  it('refuses an unknown category with 400 naming the field', async () => {
    const { status, body } = await readJson(
      await t.request('/v2/store/templates/search', {
        method: 'POST',
        json: { limit: 10, offset: 0, filters: { category: 'ROCKETS' } },
      }),
    )
    expect(status).toBe(400)
    expect(JSON.stringify(body)).toContain('category')
  })

  it.each([
    ['/store/tags/minimal', 'en', 'Templates tagged “Minimal”'],
    ['/ja/store/tags/reservation', 'ja', '「予約」のテンプレート'],
    ['/store/categories/food-and-drink', 'en', 'Food &amp; drink templates'],
    ['/ja/store/categories/food-and-drink', 'ja', 'のテンプレート'],
  ])('%s renders its listing in its language', async (path, lang, heading) => {
    const response = await t.request(`http://store.test${path}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(`<html lang="${lang}"`)
    // A Japanese heading breaks between its phrases at <wbr>, its phrases in one <span>
    // (decision 034).
    const phrased = html.replaceAll('<wbr/>', '').replace(/<h1([^>]*)><span>/g, '<h1$1>')
    expect(phrased).toMatch(new RegExp(`<h1[^>]*>[^<]*${heading}`))
    expect(html).toContain('data-testid="template-list-item"')
    expect(html).toContain(`<link rel="canonical" href="http://store.test${path}"`)
  })

  it.each(['/store/tags/rockets', '/store/tags/MINIMAL', '/ja/store/categories/food_and_drink'])(
    '%s is 404 with the error page',
    async (path) => {
      const response = await t.request(`http://store.test${path}`)
      expect(response.status).toBe(404)
      expect(await response.text()).toContain('data-testid="error-page"')
    },
  )
})
