// The store's routes as the browser tests walk them: every page kind once, with seeded ids.
import { expect, type Page } from '@playwright/test'

export const DESIGNER = 'aoi-studio'

/** A route that matches nothing: the error page. */
export const UNKNOWN_ROUTE = '/store/no-such-page'

/** One route of each kind (locale-free; prefix with /ja for Japanese). */
export function storeRoutes(templateId: string): readonly string[] {
  return [
    '/store',
    '/store/all',
    '/store/liked',
    '/store/search?q=Minimal',
    `/store/templates/${templateId}`,
    '/store/designers',
    `/store/designers/${DESIGNER}`,
    '/store/template-review',
    '/store/affiliate-program',
    '/store/sitetype/business',
    '/store/sitetype/business/corporate',
    '/store/industries/business-professional',
    '/store/industries/business-professional/startup',
    UNKNOWN_ROUTE,
  ]
}

/** A seeded template id (the first of the seeded designer's). */
export async function seededTemplateId(page: Page): Promise<string> {
  const res = await page.request.get(`/v2/store/designers/${DESIGNER}`)
  expect(res.ok()).toBe(true)
  const body = (await res.json()) as { data: { templates: { template_id: string }[] } }
  const id = body.data.templates[0]?.template_id
  if (!id) throw new Error('seeded designer without templates')
  return id
}

/** Waits until the route has rendered its main content (or its error page) and stopped loading. */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('main, [data-testid="error-page"]').first()).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}
