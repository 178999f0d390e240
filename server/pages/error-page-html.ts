// The error page for a page request the server refuses before the app sees it (a path or query
// it cannot read): the spec §2 heading, message and 'All Templates' link in the page's language,
// with what was wrong. The app's own error page cannot be drawn for a URL its router cannot read.
import type { Context } from 'hono'
import { splitLocale } from '#catalogue/locale-paths'
import { getTranslator, statusHeading, statusMessage } from '#i18n/messages'
import type { AppEnv } from '../app-env'
import type { ApiError } from '../http'
import { escapeHtml, renderPage, storePath } from './account-html'

export function errorPageHtml(c: Context<AppEnv>, error: ApiError): Response {
  const { locale } = splitLocale(c.req.path)
  const LL = getTranslator(locale)
  const heading = statusHeading(error.status, LL)
  const page = renderPage({
    title: heading,
    language: locale,
    body: `<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(statusMessage(LL, error.status))}</p>
<p class="error" role="alert" data-testid="error-detail">${escapeHtml(error.message)}</p>
<p><a href="${storePath('/store/all', locale)}">${escapeHtml(LL.error.allTemplates())}</a></p>`,
  })
  return c.html(page, error.status, { 'Cache-Control': 'no-store' })
}
