// The like button's form when the app does not take the press (no JavaScript): a signed-in
// visitor's like or unlike is saved with the API's own like code and the browser is sent back to
// the page it came from; a signed-out one goes to sign-in, which applies the like on return.
import type { Hono } from 'hono'
import { LIKE_FORM_PATH } from '#catalogue/app-start'
import type { AppEnv } from '../app-env'
import { accountOfCookie } from '../auth/middleware'
import { ApiError } from '../http'
import { setLike } from '../routes/templates'
import { pageLanguage, isSameOriginPost, safeRedirectPath } from './account-html'
import { formRefusalPage } from './account-commerce-pages'
import { likeOf } from './account-sign-in-pages'

export function registerLikeForm(app: Hono<AppEnv>): void {
  app.post(LIKE_FORM_PATH, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const text = (key: string) => (typeof form[key] === 'string' ? (form[key] as string) : '')
    const language = pageLanguage(c)
    if (!isSameOriginPost(c)) return formRefusalPage(c, language, 403, 'badOrigin')
    const templateId = likeOf(text('template_id'))
    if (!templateId) return formRefusalPage(c, language, 404, 'templateNotFound')
    const back = safeRedirectPath(text('redirect')) ?? '/store'
    // The state the visitor asked for (the button shows the other one), not a toggle: a form
    // sent twice (back, reload) leaves the template as the visitor last saw it asked for.
    const liked = text('liked') !== 'false'
    c.header('Cache-Control', 'no-store')
    const account = await accountOfCookie(c)
    if (!account) {
      const query = new URLSearchParams({ redirect: back, ...(liked ? { like: templateId } : {}) })
      return c.redirect(`/auth/sign-in?${query}`, 303)
    }
    try {
      await setLike(c.var.deps, account.id, templateId, liked)
    } catch (error) {
      if (error instanceof ApiError && error.status === 404)
        return formRefusalPage(c, language, 404, 'templateNotFound')
      throw error
    }
    return c.redirect(back, 303)
  })
}
