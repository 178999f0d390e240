// The error page for a page request the server refuses before the app sees it (a path or query
// it cannot read): the spec §2 heading, message and 'All Templates' link in the page's language,
// with what was wrong. The app's own error page cannot be drawn for a URL its router cannot read.
import type { Context } from 'hono'
import { splitLocale, type Locale } from '#catalogue/locale-paths'
import { getTranslator, statusHeading, statusMessage } from '#i18n/messages'
import type { AppEnv } from '../app-env'
import { InvalidTextError, type ApiError } from '../http'
import { escapeHtml, renderPage, storePath } from './account-html'

// What an unreadable address had wrong, for pages in a language other than the API's: the API's
// own line ('query parameter q: must not contain NUL') is English. Only the server draws these,
// so they stay out of the app's dictionaries.
const UNREADABLE_TEXT: Record<Exclude<Locale, 'en'>, (error: InvalidTextError) => string> = {
  ja: ({ part, field }) => {
    const where =
      part === 'path'
        ? 'アドレスのパス'
        : part === 'query'
          ? field === undefined
            ? 'アドレスのパラメーター名'
            : `アドレスのパラメーター「${field}」`
          : field === undefined
            ? 'フォームの項目名'
            : `フォームの項目「${field}」`
    return `${where}に読み取れない文字が含まれています。`
  },
}

/** The line under the status: the API's own on English pages, the page's wording otherwise. */
function detailOf(locale: Locale, error: ApiError): string | undefined {
  if (locale === 'en') return error.message
  return error instanceof InvalidTextError ? UNREADABLE_TEXT[locale](error) : undefined
}

export function errorPageHtml(c: Context<AppEnv>, error: ApiError): Response {
  const { locale } = splitLocale(c.req.path)
  const LL = getTranslator(locale)
  const heading = statusHeading(error.status, LL)
  const detail = detailOf(locale, error)
  const page = renderPage({
    title: heading,
    language: locale,
    body: `<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(statusMessage(LL, error.status))}</p>
${detail === undefined ? '' : `<p class="error" role="alert" data-testid="error-detail">${escapeHtml(detail)}</p>\n`}<p><a href="${storePath('/store/all', locale)}">${escapeHtml(LL.error.allTemplates())}</a></p>`,
  })
  return c.html(page, error.status, { 'Cache-Control': 'no-store' })
}
