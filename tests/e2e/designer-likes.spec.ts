// Spec §6: the designer lookup goes out without the bearer, yet a signed-in visitor's designer
// page must show their own likes (the page lists templates through the authenticated search).
import { freshAccount, expect, test } from './fixtures'

test('a template liked by the visitor shows liked on its designer page', async ({
  page,
  request,
  signedIn,
  likesToUndo,
}) => {
  const res = await request.get('/v2/store/designers/aoi-studio')
  expect(res.ok()).toBe(true)
  const designer = (await res.json()) as { data: { templates: { template_id: string }[] } }
  const templateId = designer.data.templates[0]?.template_id
  if (!templateId) throw new Error('seeded designer without templates')

  const api = await signedIn(freshAccount('en'), `/store/templates/${templateId}`)
  if ((await api.template(templateId)).liked) await api.unlike(templateId)
  likesToUndo.add(templateId)
  await page.reload()
  const detailLike = page.getByTestId('template-detail').locator('aside').getByTestId('like-button')
  await expect(detailLike).toHaveAttribute('aria-pressed', 'false')
  await detailLike.click()
  await expect(detailLike).toHaveAttribute('aria-pressed', 'true')
  await expect.poll(async () => (await api.template(templateId)).liked).toBe(true)

  await page.goto('/store/designers/aoi-studio')
  const item = page
    .getByTestId('designer-page')
    .getByTestId('template-list-item')
    .filter({ has: page.locator(`a[href$="/store/templates/${templateId}"]`) })
  await item.hover()
  await expect(item.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true')
})
